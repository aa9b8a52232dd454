/**
 * What several bench formats show, read off a BenchReport by looking up and
 * counting only: the verdict, the findings and every figure are the report's.
 */
import type { AgentSummary, Attempt, BenchFinding, BenchReport, Bounds, KCurvePoint, PairComparison } from '../../core/bench/types.js';
import type { RunMeta } from '../meta.js';
/** What a bench report says beyond the BenchReport itself, passed in by the caller. */
export interface BenchReportMeta {
    readonly tool?: {
        readonly name: string;
        readonly version: string;
    };
    readonly run?: RunMeta;
    /** Where the full report is kept (a CI artifact); linked when the Markdown is shortened. */
    readonly artifactUrl?: string;
    /** The benchmark file as the repository names it: JUnit's `file`. */
    readonly benchmarkFile?: string;
    /** Markdown only: the size limit in UTF-8 bytes (default COMMENT_BUDGET_BYTES). */
    readonly budgetBytes?: number;
}
/** A share as a percentage with one decimal; `n/a` for null. */
export declare function pct(x: number | null): string;
/** An interval of shares: `[70.2%, 91.1%]`. */
export declare function pctBounds(b: Bounds): string;
/** A difference of shares in percentage points, always signed: `+41.7 pts`. */
export declare function points(x: number): string;
export declare function pointsBounds(b: Bounds): string;
/** A p-value for people: four decimals, `< 0.0001` below that. */
export declare function pValue(p: number): string;
/**
 * Milliseconds for people: `812 ms`, `2.41 s`, and under a millisecond (an
 * in-process agent) with two decimals, `0.04 ms`, so a fast agent never reads
 * as `0 ms`; a time that rounds to zero there is `< 0.01 ms`.
 */
export declare function duration(ms: number | null): string;
/**
 * A tick on a latency axis whose ticks are `step` ms apart: as many decimals
 * as the step needs, so neighbouring ticks never read the same (`0.10 ms`,
 * `0.20 ms`; `500 ms`, `1.00 s`).
 */
export declare function durationTick(ms: number, step: number): string;
/**
 * Whether a finding's subject is to be shown before its text: not when the
 * text already begins with it (`a: every one of …`), so no report says `a: a:`.
 */
export declare function subjectPrefix(f: Pick<BenchFinding, 'subject' | 'text'>): boolean;
/** The confidence as people say it: `95%`. */
export declare function confidence(r: BenchReport): string;
/** The curve's point at k, if the curve has one. */
export declare function atK(curve: readonly KCurvePoint[], k: number): KCurvePoint | null;
/** `a-better` etc. in words, naming the agents. */
export declare function pairVerdictText(p: PairComparison): string;
/** The agent a pair's verdict puts below the other, or null for no detectable difference. */
export declare function worseSide(p: PairComparison): string | null;
/**
 * The gating finding a pair stands for: a gating `worse` finding (the
 * fail-if-worse option) whose subject is the side this pair's verdict puts
 * below the other. The verdict decided it; this only finds it.
 */
export declare function gatingFindingOf(r: BenchReport, p: PairComparison): BenchFinding | null;
/** The attempts of one agent on one task, in run order. */
export declare function attemptsOf(r: BenchReport, agent: string, task: string): Attempt[];
/** One mark per attempt: ✓ pass, ✗ fail, ! error. */
export declare function outcomeMarks(attempts: readonly Attempt[]): string;
export declare const OUTCOME_WORD: Readonly<Record<Attempt['outcome'], string>>;
/** "28 passed, 7 failed, 1 error" for a task or an agent. */
export declare function countsText(passes: number, fails: number, errors: number): string;
/** The benchmark's scale: "12 tasks × 3 runs". */
export declare function scaleText(r: BenchReport): string;
/** The headline k shared by every agent, or null when the agents' k differ. */
export declare function commonK(agents: readonly AgentSummary[]): number | null;
/** The decision meter in words. */
export declare function decisionsText(d: NonNullable<AgentSummary['decisions']>, conf: string): string;
/** What to do with a pair's result, in plain words. */
export declare function pairAdvice(r: BenchReport, p: PairComparison): string;
/** What the user-named difference would take, in words; null when none was named. */
export declare function toDetectText(r: BenchReport): string | null;
/** Tie groups in words: "1. alpha, beta · 2. gamma". */
export declare function tieGroupsText(r: BenchReport, name: (s: string) => string): string;
/** A finding's mark: ❌ gates with exit 1, ⚠️ gates otherwise, ✅ passed, ℹ️ otherwise. */
export declare function findingMark(f: BenchFinding): string;
/** The plain-text word of a finding: what its outcome is and whether it gates. */
export declare function findingWord(f: BenchFinding): string;
/**
 * A headline sentence with a capital first letter when our own words start
 * it; a headline that starts with one of `names` (an agent's name) is kept as
 * it is, since a name is never changed.
 */
export declare function sentence(text: string, names?: readonly string[]): string;
/**
 * The most common error among attempts that gave no valid output (the first
 * seen of equally common ones), or null when none errored.
 */
export declare function topError(attempts: readonly Attempt[]): string | null;
/** The title of a bench report: `AgentVerity bench test: FAILED`. */
export declare function titleWord(r: BenchReport): string;
/**
 * The tasks pass^k and pass@k leave out, per agent: those whose every attempt
 * errored (no scored run), so a pass^k above the reliability reads right.
 * Null when no agent has one.
 */
export declare function unscoredTasks(r: BenchReport): {
    agent: string;
    tasks: string[];
}[] | null;
/** `unscoredTasks` in words, each name and id through `safe`. */
export declare function unscoredText(r: BenchReport, safe: (s: string) => string): string | null;
