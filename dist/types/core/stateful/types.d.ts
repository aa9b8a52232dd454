/**
 * Stateful agents (issue 16): the shapes every part agrees on.
 *
 * A case gives an agent a request and the world it starts in (`initialState`).
 * The system under test is reset to a fresh deep copy of that state, the agent
 * handles the request (its tool calls, with arguments and results, and its final
 * answer form the trajectory), and the system's snapshot after it is the end
 * state. Criteria (declared in agentverity.yml) judge each case run: the end
 * state against the expected one, paths that must not change, recovery from a
 * tool fault (by replaying from the checkpoint before that call with its result
 * replaced), relations between a case and a derived case, and the answer.
 * `buildCasesReport` decides, once, every criterion's status, what gates and
 * the exit code; every report formats it.
 */
/** Any JSON value (states, inputs, tool arguments and results). */
export type Json = null | boolean | number | string | readonly Json[] | {
    readonly [key: string]: Json;
};
export type JsonObject = {
    readonly [key: string]: Json;
};
export interface StatefulCase {
    /** Unique in the cases file; a derived case is `<source id>~<transform name>`. */
    readonly id: string;
    readonly input: string | JsonObject;
    readonly initialState: Json;
    readonly expected: {
        readonly answer?: string;
        /** The expected end state, or the part of it the criteria compare. */
        readonly state?: Json;
    };
    /** Cases sharing a cluster are not independent; defaults to the case id (a derived case: its source's). */
    readonly cluster?: string;
    /** Set on a case derived by a transform. */
    readonly derived?: {
        readonly source: string;
        readonly transform: string;
    };
    /** SHA-256 of RFC 8785 canonical `{input, initialState}` (the end state is never part of a key). */
    readonly fingerprint: string;
    /** Where the case was read (file and line), for refusals and annotations. */
    readonly where?: string;
}
/** One tool call as the system recorded it. */
export interface ToolCall {
    readonly tool: string;
    readonly args: Json;
    /** The result the agent saw (after any injected fault). */
    readonly result?: Json;
    /** The tool failed (or a fault made it fail): what the agent was told. */
    readonly error?: string;
}
/** What the agent did in one case run: every tool call in order, then its final answer. */
export interface Trajectory {
    readonly calls: readonly ToolCall[];
    /** Null when the agent gave no final answer. */
    readonly answer: string | null;
    /** The agent's call itself failed (threw, timed out). */
    readonly error?: string;
}
export declare const ENVIRONMENT_STATE_SCHEMA = "environment_state/v1";
/** One run of one case (or of a replay): the trajectory and the world left behind. */
export interface CaseRun {
    readonly case: string;
    /** 1-based run number (`--runs N`). */
    readonly run: number;
    readonly trajectory: Trajectory;
    /** The snapshot after the run; null when the system recorded no state (the run is missing for state criteria). */
    readonly endState: {
        readonly schema: typeof ENVIRONMENT_STATE_SCHEMA;
        readonly state: Json;
    } | null;
    readonly ms?: number;
}
export declare const FAULTS: readonly ["error", "timeout", "malformed"];
export type Fault = (typeof FAULTS)[number];
/**
 * A replay from the checkpoint before call `callIndex` of a recorded run, with
 * that call's result replaced by `fault` — or, for the control replay, with
 * nothing changed (`fault: null`), which must reproduce the recorded end state.
 */
export interface Replay {
    readonly case: string;
    readonly run: number;
    readonly tool: string;
    readonly callIndex: number;
    readonly fault: Fault | null;
    readonly trajectory: Trajectory;
    readonly endState: CaseRun['endState'];
    /** The system's declared `version` the replay was made with (replays are cached by it). */
    readonly version: string | null;
    /** The replay could not be made (the system is not replayable, it threw). */
    readonly error?: string;
    /** Served from the replay cache (made by an earlier run of the same version, code and config), not made now. */
    readonly cached?: boolean;
}
/** A person's judgement that a transform kept a request's meaning (`validity_labels` JSONL). */
export interface ValidityLabel {
    /** The derived case's id (`ord-001~injected`). */
    readonly case: string;
    readonly transform: string;
    readonly valid: boolean;
    readonly labeler?: string;
}
export declare const STATE_MODES: readonly ["whole", "paths", "subset", "tolerance"];
export type StateMode = (typeof STATE_MODES)[number];
export declare const RELATIONS: readonly ["same_output", "same_actions", "same_state"];
export type StatefulRelation = (typeof RELATIONS)[number];
export declare const ANSWER_MATCHES: readonly ["exact", "contains", "regex"];
export type AnswerMatch = (typeof ANSWER_MATCHES)[number];
interface CriterionBase {
    /** Unique; the JUnit test case and the finding are named by it. */
    readonly name: string;
    /** Minimum pass rate (0–1): passes when the interval's lower bound clears it, fails when the upper bound is below. */
    readonly bar?: number;
}
export type Criterion = (CriterionBase & {
    readonly type: 'state_matches';
    readonly mode: StateMode;
    /** `paths` mode: the dotted paths compared (`orders.ord-1.status`, `items[0].qty`). */
    readonly paths?: readonly string[];
    /** `tolerance` mode: numbers within this absolute difference match. */
    readonly tolerance?: number;
    /** Paths the oracle must not judge (bookkeeping: timestamps, ids). */
    readonly ignore?: readonly string[];
}) | (CriterionBase & {
    readonly type: 'state_unchanged';
    /** Paths that must keep their initial values. */
    readonly paths?: readonly string[];
    /** Every path not named in `expected.state` keeps its initial value (no collateral damage). */
    readonly everythingElse?: boolean;
    readonly ignore?: readonly string[];
}) | (CriterionBase & {
    readonly type: 'fault_recovery';
    readonly tool: string;
    readonly fault: Fault;
    /** Calling one of these after the fault counts as recovering (handing over). */
    readonly escalateTools: readonly string[];
}) | (CriterionBase & {
    readonly type: 'metamorphic_relation';
    readonly relation: StatefulRelation;
    /** The transform (by name) whose derived cases are compared with their sources. */
    readonly transform: string;
}) | (CriterionBase & {
    readonly type: 'answer';
    readonly match: AnswerMatch;
    readonly caseSensitive?: boolean;
});
export type CriterionType = Criterion['type'];
/** A declared transform: derived cases replace `field` of the input with `template` (`{value}` is the old value). */
export interface Transform {
    readonly name: string;
    /** Dotted path in an object input; `''` (or absent) for a string input itself. */
    readonly field: string;
    readonly template: string;
}
export interface CasesConfig {
    readonly criteria: readonly Criterion[];
    readonly transforms: readonly Transform[];
    /** The validity labels file (JSONL), relative to the config. */
    readonly validityLabels?: string;
    /** Share of a transform's labelled derived cases that must be valid before its relation is judged (default 1). */
    readonly minimumValidity: number;
    /** Cluster-aware (approximate) intervals are allowed; required when derived cases share clusters. */
    readonly allowApproximateMethods: boolean;
    readonly runs: number;
    readonly confidence: number;
    readonly slices: {
        /** Bucket bounds of tool calls per run, e.g. [1, 2] → 0, 1, 2, 3+. */
        readonly toolCalls: readonly number[];
        readonly trajectoryLength: readonly number[];
    };
}
export type CriterionStatus = 'passed' | 'failed' | 'missing' | 'insufficient_evidence';
/** One compared path of a state criterion: what the HTML case panel shows. */
export interface PathComparison {
    readonly path: string;
    /** `absent` (the path does not exist) is distinct from `null`. */
    readonly expected: Json | 'absent';
    readonly actual: Json | 'absent';
    readonly initial: Json | 'absent';
    readonly outcome: 'match' | 'mismatch' | 'ignored' | 'within_tolerance';
}
/** One criterion on one case run (or on a case pair / a replay). */
export interface CaseResult {
    readonly criterion: string;
    readonly case: string;
    readonly run: number;
    readonly status: CriterionStatus;
    /** Why, in plain words; for missing and insufficient a reason code too (`no_state`, `control_replay_diverged`, `transform_not_checked`). */
    readonly reason?: string;
    readonly reasonCode?: string;
    readonly paths?: readonly PathComparison[];
    /** state_unchanged: the paths that changed. */
    readonly changedPaths?: readonly string[];
}
export interface RateInterval {
    readonly value: number;
    readonly low: number;
    readonly high: number;
    /** `wilson` (independent cases) or `cluster` (cluster-aware, approximate). */
    readonly method: 'wilson' | 'cluster';
}
export interface CriterionSummary {
    readonly name: string;
    readonly type: CriterionType;
    readonly status: CriterionStatus;
    readonly reason?: string;
    readonly reasonCode?: string;
    readonly bar: number | null;
    /** Judged case runs by status. */
    readonly passed: number;
    readonly failed: number;
    readonly missing: number;
    readonly insufficient: number;
    /** Pass rate over judged case runs with its interval; null when none was judged. */
    readonly passRate: RateInterval | null;
    /** pass^k over cases (all k runs pass), unbiased, with an interval; null with one run. */
    readonly passHatK: {
        readonly k: number;
        readonly value: number;
        readonly low: number;
        readonly high: number;
    } | null;
    /** fault_recovery: the recovery rate counting only cases whose control replay held. */
    readonly recovery?: {
        readonly fault: Fault;
        readonly held: number;
        readonly recovered: number;
        readonly rate: RateInterval | null;
    };
}
export interface Slice {
    readonly dimension: 'tool_calls' | 'trajectory_length';
    /** `0`, `1`, `2`, `3+` or `1–4`, as the bounds make it. */
    readonly bucket: string;
    readonly support: number;
    readonly passed: number;
    readonly rate: number | null;
}
/** The repeatability meter on the state layer: is the end state the same across reruns of a case? */
export interface StateRepeatability {
    readonly cases: number;
    readonly pairs: number;
    readonly flips: number;
    readonly flipRate: number;
    readonly ciLow: number;
    readonly ciHigh: number;
    readonly call: 'deterministic' | 'stochastic' | 'undecided';
}
export interface CasesFinding {
    readonly id: string;
    /** The criterion's name, or '' for run-wide findings. */
    readonly subject: string;
    readonly outcome: CriterionStatus;
    readonly gates: boolean;
    readonly exitCode: 0 | 1 | 2;
    readonly text: string;
}
/** Everything a cases report formats: nothing is left to decide. */
export interface CasesReport {
    readonly cases: number;
    readonly runs: number;
    readonly criteria: readonly CriterionSummary[];
    readonly results: readonly CaseResult[];
    readonly stateRepeatability: StateRepeatability | null;
    readonly slices: readonly Slice[];
    /** 0 all passed, 1 any failed, 2 missing or insufficient evidence (and nothing failed). */
    readonly exitCode: 0 | 1 | 2;
    readonly headline: string;
    readonly findings: readonly CasesFinding[];
    /** For the case panel: each case's id, input, initial, expected and end state per run (absent when redacted). */
    readonly casePanel: readonly {
        readonly case: string;
        readonly input?: string | JsonObject;
        readonly runs: readonly {
            readonly run: number;
            readonly calls: number;
            readonly answer: string | null;
            /** The run's whole trajectory (each tool call with its arguments and result, then the answer); absent when redacted. */
            readonly trajectory?: Trajectory;
        }[];
    }[];
    /** How many replays the report rests on, how many of them came from the replay cache, and made by which versions. */
    readonly replaySources: {
        readonly replays: number;
        readonly cached: number;
        /** The system versions the cached replays were made with, in code-point order. */
        readonly cachedVersions: readonly string[];
    };
    readonly evidenceDigest: string;
}
/** What the core assesses: the evidence of a `cases` run, read back or just collected. */
export interface CasesEvidenceModel {
    readonly cases: readonly StatefulCase[];
    readonly runs: readonly CaseRun[];
    readonly replays: readonly Replay[];
    readonly labels: readonly ValidityLabel[];
    readonly config: CasesConfig;
    /** Whether every planned run and replay was made. */
    readonly complete: boolean;
}
export {};
