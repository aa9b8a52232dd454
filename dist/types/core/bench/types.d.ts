/**
 * Benchmarks and comparisons (issue 17): the shapes every part agrees on.
 *
 * A benchmark is a fixed list of tasks, each with a prompt and an evaluation.
 * Running an agent on it gives attempts (one per task per run, in collection
 * order); an imported outcome log gives the same attempts without new calls.
 * `summarizeAgent` turns one agent's attempts into its figures and
 * `compareAgents` pairs two or more agents on task id. `benchVerdict` decides,
 * once, what passed, what gates and the exit code; every report formats it.
 */
export declare const EVALUATION_TYPES: readonly ["exact_match", "contains", "regex"];
export type EvaluationType = (typeof EVALUATION_TYPES)[number];
export interface TaskEvaluation {
    readonly type: EvaluationType;
    /** The expected answer, substring or regular expression (JavaScript syntax, no flags unless `flags`). */
    readonly expected: string;
    /** `exact_match` and `contains` compare case-sensitively unless false. Default true. */
    readonly caseSensitive?: boolean;
    /** `regex` only: flags such as `i`, `m`, `s`, `u` (never `g` or `y`). */
    readonly flags?: string;
}
export interface BenchTask {
    /** Unique within the benchmark; the key tasks are paired on. */
    readonly id: string;
    readonly name: string;
    readonly category: string | null;
    /** Null for a task read from an outcome log that does not record its prompt. */
    readonly prompt: string | null;
    /** Null for a task read from an outcome log: it was graded by the tool that wrote the log. */
    readonly evaluation: TaskEvaluation | null;
    /**
     * When the task's output is a bounded decision: the label the flip-rate
     * meter compares across runs (the output itself, trimmed, is the label).
     */
    readonly decision?: boolean;
    /** Tasks sharing a cluster are not independent (cluster-aware intervals). Defaults to the task id. */
    readonly cluster?: string;
}
export interface Benchmark {
    readonly version: '1';
    readonly name: string;
    readonly description?: string;
    readonly tasks: readonly BenchTask[];
    /** SHA-256 (RFC 8785 canonical JSON) of `{name, tasks}`: two runs compare only on the same digest. */
    readonly digest: string;
}
/** PASS, FAIL or ERROR. ERROR: no valid output (a failed call); never counted as a FAIL. */
export type AttemptOutcome = 'pass' | 'fail' | 'error';
/** One call of one agent on one task, in collection order. */
export interface Attempt {
    readonly task: string;
    /** 1-based run number of this task. */
    readonly run: number;
    readonly outcome: AttemptOutcome;
    /** The agent's output, when it gave one (absent on error, or when redacted). */
    readonly output?: string;
    /** Why the attempt is an error. */
    readonly error?: string;
    readonly ms?: number;
}
/** What an agent is, as the reports name it. */
export interface AgentRef {
    /** Short unique name within one comparison (`A`, `base`, a file stem …). */
    readonly name: string;
    /** `module`, `command`, `http`, `python` or `import` (an outcome log). */
    readonly kind: string;
    /** The path, command or URL it was given as (never a secret). */
    readonly source: string;
}
/** One agent's recorded attempts on one benchmark: the evidence a summary is recomputed from. */
export interface AgentRun {
    readonly agent: AgentRef;
    readonly benchmark: {
        readonly name: string;
        readonly digest: string;
    };
    /** Runs asked for per task (an import: the largest runs of any task). */
    readonly runs: number;
    readonly attempts: readonly Attempt[];
    /** False when collection stopped before every planned attempt (budget, dead agent). */
    readonly complete: boolean;
    readonly stopReason?: string;
    /**
     * An import only: rows the tool served from its cache (promptfoo
     * `response.cached`, an Inspect model event with `cache: "read"`), left out
     * of the attempts: a replay of an earlier call is not an independent run.
     */
    readonly cachedLeftOut?: number;
}
export interface Bounds {
    readonly low: number;
    readonly high: number;
}
export interface RateWithIntervals {
    readonly value: number;
    /** Wilson score interval over attempts (treats attempts as independent). */
    readonly wilson: Bounds;
    /** Interval over tasks (task as the unit; clusters when declared): the one the verdict uses. */
    readonly cluster: Bounds & {
        readonly se: number;
    };
}
export interface KCurvePoint {
    readonly k: number;
    /** Mean over tasks of the unbiased per-task estimator. */
    readonly value: number;
    /** Seeded bootstrap over tasks (percentile), or the method docs/statistics.md names. */
    readonly low: number;
    readonly high: number;
}
export interface TaskSummary {
    readonly id: string;
    readonly name: string;
    readonly category: string | null;
    readonly attempts: number;
    readonly passes: number;
    readonly fails: number;
    readonly errors: number;
    /** passes / (passes + fails); null when every attempt errored. */
    readonly passRate: number | null;
    /** Share of its most common valid output (exact bytes); null without valid outputs. */
    readonly consistency: number | null;
    /** The most common valid output, for the side-by-side table. */
    readonly topOutput: string | null;
    /** The task's declared cluster, when it declares one (tasks sharing it are not independent). */
    readonly cluster?: string;
    /** pass^k and pass@k at the summary's k (unbiased), null when this task has fewer than k scored runs. */
    readonly passHatK: number | null;
    readonly passAtK: number | null;
}
export interface LatencySummary {
    readonly count: number;
    readonly p50: number | null;
    readonly p95: number | null;
    readonly min: number | null;
    readonly max: number | null;
}
export interface AgentSummary {
    readonly agent: AgentRef;
    readonly benchmark: {
        readonly name: string;
        readonly digest: string;
    };
    readonly tasks: number;
    readonly attempts: number;
    readonly passed: number;
    readonly failed: number;
    readonly errored: number;
    /** passed / attempts (an error counts as an attempt that did not pass), with intervals. */
    readonly reliability: RateWithIntervals;
    /** errored / attempts. */
    readonly errorRate: number;
    /** Mean over tasks with a valid output of each task's consistency; null without any. */
    readonly consistency: number | null;
    readonly latency: LatencySummary;
    /** The k the headline pass^k / pass@k use (≤ the smallest scored runs of any task). */
    readonly k: number;
    /** pass^k and pass@k for k = 1 … kMax. */
    readonly passHatK: readonly KCurvePoint[];
    readonly passAtK: readonly KCurvePoint[];
    /** The flip-rate meter on tasks that declare a decision; null when none does. */
    readonly decisions: {
        readonly tasks: number;
        readonly pairs: number;
        readonly flips: number;
        readonly flipRate: number;
        readonly ciLow: number;
        readonly ciHigh: number;
        readonly call: 'deterministic' | 'stochastic' | 'undecided';
    } | null;
    readonly perTask: readonly TaskSummary[];
    readonly complete: boolean;
}
export interface McNemarResult {
    /** Tasks A passed and B failed. */
    readonly b: number;
    /** Tasks B passed and A failed. */
    readonly c: number;
    /** Two-sided exact p-value. */
    readonly exactP: number;
    /** Two-sided mid-p (Fagerland et al. 2013): the one reported and used. */
    readonly midP: number;
}
export interface PairComparison {
    readonly a: string;
    readonly b: string;
    /** Tasks both sides scored. */
    readonly pairedTasks: number;
    /** Tasks scored on one side only (left out of the paired set). */
    readonly droppedTasks: number;
    /** Mean over paired tasks of (pass rate A − pass rate B). */
    readonly meanDifference: number;
    readonly se: number;
    readonly interval: Bounds;
    /** runs = 1 only: exact McNemar on per-task outcomes. */
    readonly mcnemar: McNemarResult | null;
    /** runs = 1 only: Newcombe's paired square-and-add interval (method 10) for pA − pB. */
    readonly newcombe: Bounds | null;
    /** The p-value the decision uses before adjustment. */
    readonly p: number;
    /** Holm-adjusted over all pairs (equal to p with two agents). */
    readonly pAdjusted: number;
    readonly verdict: 'a-better' | 'b-better' | 'no-detectable-difference';
    /**
     * Minimum detectable difference of the exact test used (two-sided α, power
     * 0.8, the sign model of power.ts) at this number of paired units; capped at 1.
     */
    readonly minimumDetectable: number;
    /**
     * Whether this pair's test can reach p < α at all at this design's size
     * (every paired unit differing the same way); false: too small to tell.
     */
    readonly reachable: boolean;
}
export interface Comparison {
    readonly agents: readonly AgentSummary[];
    readonly pairs: readonly PairComparison[];
    /** Agents not separable from each other, best first; every agent in exactly one group. */
    readonly tieGroups: readonly (readonly string[])[];
    readonly alpha: number;
    /** When the user named a difference to detect: tasks (at these runs) and runs (at these tasks) needed. */
    readonly toDetect: {
        readonly difference: number;
        readonly tasksNeeded: number | null;
        readonly runsNeeded: number | null;
    } | null;
}
export type BenchFindingOutcome = 'passed' | 'failed' | 'errored' | 'incomplete' | 'worse' | 'completed';
/** What a report says and the exit code, decided once (`benchVerdict`). */
export interface BenchFinding {
    readonly id: string;
    readonly subject: string;
    readonly outcome: BenchFindingOutcome;
    readonly gates: boolean;
    readonly exitCode: 0 | 1 | 2;
    readonly text: string;
}
export interface BenchVerdict {
    readonly command: 'test' | 'compare';
    readonly exitCode: 0 | 1 | 2;
    readonly headline: string;
    readonly findings: readonly BenchFinding[];
}
/** The knobs of the statistics, all with defaults (`DEFAULT_BENCH_OPTIONS`). */
export interface BenchOptions {
    /** Two-sided confidence of every interval; α = 1 − confidence for the tests. Default 0.95. */
    readonly confidence: number;
    /** Seed of the bootstrap over tasks (Sfc32 from src/core/stats). Default 1. */
    readonly seed: number;
    /** Bootstrap resamples. Default 2000. */
    readonly resamples: number;
    /** The headline k of pass^k / pass@k; default: the smallest scored runs of any task. */
    readonly k?: number;
    /** Tolerance of the flip-rate meter on decision tasks. Default the project's default epsilon. */
    readonly epsilon: number;
    /** A difference in pass rate the user wants to be able to detect (compare: tasks/runs needed). */
    readonly difference?: number;
    /** compare: exit 1 when this agent is significantly worse than any other. */
    readonly failIfWorse?: string;
}
/** Everything a bench report formats: the numbers and the verdict, nothing left to decide. */
export interface BenchReport {
    readonly command: 'test' | 'compare';
    readonly benchmark: {
        readonly name: string;
        readonly digest: string;
        readonly tasks: readonly BenchTask[];
    };
    readonly runs: number;
    readonly options: BenchOptions;
    /** With one agent (`bench test`): one summary, no pairs, one tie group. */
    readonly comparison: Comparison;
    readonly verdict: BenchVerdict;
    /** SHA-256 of the bench evidence's canonical `{benchmark, runs}`: what the report was computed from. */
    readonly evidenceDigest: string;
    /** Per agent, per task: every attempt's outcome and output in run order (side-by-side table). */
    readonly attempts: Readonly<Record<string, readonly Attempt[]>>;
    /** Rows imports left out as served from the tool's cache (0 for a live run); the headline says so first. */
    readonly cachedLeftOut?: number;
}
