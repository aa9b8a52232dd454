import type { ReplayChange, StatefulSystem } from '../agents/stateful.js';
import { type CaseRun, type CasesConfig, type CasesEvidenceModel, type Fault, type Json, type StatefulCase, type Trajectory, type ValidityLabel } from '../core/stateful/types.js';
import { type Unanswered } from './health.js';
import type { Clock } from './timing.js';
/**
 * Running stateful cases (issue 16) on one system: every case (the cases given
 * and those derived from them by the config's transforms) `runs` times, then the
 * replays every `fault_recovery` criterion needs.
 *
 * **Isolation.** One message at a time: cases sharing one system never overlap.
 * Before each case run (and each replay) the system is reset to a fresh deep
 * copy of the case's initial state; after it, its snapshot is the end state
 * (`environment_state/v1`). A system that cannot reset and snapshot (not
 * stateful) still runs, but records no end state (null: missing, never a pass).
 *
 * **Replays.** For each `fault_recovery` criterion and each run whose trajectory
 * called its tool, from the checkpoint before the first such call: a control
 * replay (nothing changed; it must reproduce the recorded end state) and a fault
 * replay (the call's result replaced). Replays are cached by what decides them:
 * the system's `version` and the digests of its code and config
 * (`systemDigests`; no version or no code digest, no cache), keyed by the
 * SHA-256 of the canonical `{case fingerprint, trajectory, checkpoint, change,
 * system digests}`. A replay served from the cache is recorded `cached: true`,
 * so every report can say how many were not made now. A system that cannot
 * replay gets its replays recorded with an error (the core makes them missing).
 *
 * **A dead system.** When the first runs' agent calls all fail (as `run`:
 * src/collect/health.ts), the run stops there (`complete: false`, `unanswered`
 * set) rather than paying for every planned call.
 */
export declare const DEFAULT_CASES_TIMEOUT_MS = 120000;
/** What the agent is given as a malformed result (`fault: malformed`). */
export declare const MALFORMED_RESULT: Json;
/** The change a fault makes to the result of the call at the checkpoint. */
export declare function faultChange(fault: Fault, tool: string): ReplayChange;
/** A replay as it is cached: what the system did and the world it left. */
export interface CachedReplay {
    readonly trajectory: Trajectory;
    readonly endState: CaseRun['endState'];
}
/** What decides a replay besides the case and its trajectory: the SHA-256 of the system's code and of its config. */
export interface SystemDigests {
    /** The module file, or the files a command names (null: none could be read, so nothing is cached). */
    readonly code: string | null;
    /** The configuration the system is run with (null: none). */
    readonly config: string | null;
}
/** Where replays are kept between runs, for one system version (and code and config). */
export interface ReplayCache {
    get(key: string): CachedReplay | null;
    set(key: string, value: CachedReplay): void;
}
/** The cache key of a replay: SHA-256 of the canonical {case fingerprint, trajectory, checkpoint, change, system digests}. */
export declare function replayKey(fingerprint: string, trajectory: Trajectory, checkpoint: number, change: ReplayChange | null, system?: SystemDigests): string;
/** A folder name for a version: itself when it is a plain name, else a digest of it. */
export declare function versionFolder(version: string): string;
/**
 * The replay cache on disk: `<dir>/<version>/<key>.json`. A file that cannot be
 * read or is not a cached replay of this version, code and config digests and
 * key is a miss (it is rewritten after the replay is made again); a file that
 * cannot be written is left out (the cache only saves calls).
 */
export declare function diskReplayCache(dir: string, version: string, digests?: SystemDigests): ReplayCache;
export interface RunCasesOptions {
    readonly system: StatefulSystem;
    /** The cases as read (derived cases are added from `config.transforms`). */
    readonly cases: readonly StatefulCase[];
    readonly config: CasesConfig;
    /** Runs of every case (default `config.runs`). */
    readonly runs?: number;
    /** The validity labels read, kept in the model as they are. */
    readonly labels?: readonly ValidityLabel[];
    /** Per message (call, reset, snapshot, replay) in ms; null: none (default 120 s). */
    readonly timeoutMs?: number | null;
    /**
     * The replay cache folder (`.agentverity/replay-cache`), or a cache; null or
     * absent: none. Only used when the system declares a `version` and
     * `systemDigests.code` is known.
     */
    readonly replayCache?: string | ((version: string, digests: SystemDigests) => ReplayCache) | null;
    /** The digests of the system's code and config, which key the replay cache beside the version. */
    readonly systemDigests?: SystemDigests;
    /** Milliseconds, monotonic (default performance.now): latencies. */
    readonly now?: Clock;
    /** Progress lines for a person (the app log). */
    readonly log?: (line: string) => void;
    /** Aborting it stops after the message in flight; the model is incomplete. */
    readonly signal?: AbortSignal;
}
export interface RunCasesResult {
    readonly model: CasesEvidenceModel;
    /** Messages that reached the agent: case calls and replays made (cache hits not counted). */
    readonly calls: number;
    /** Case runs whose agent call failed, and replays recorded with an error. */
    readonly errors: number;
    readonly cacheHits: number;
    /** Set when the first case runs all failed and the run stopped there. */
    readonly unanswered?: Unanswered;
    readonly interrupted: boolean;
}
/** Every case: the given ones, then the derived ones (each once, in the core's order). */
export declare function allCases(cases: readonly StatefulCase[], config: CasesConfig): readonly StatefulCase[];
/**
 * Run every case `runs` times on the system, one message at a time (run-major:
 * run 1 of every case, then run 2, …), then the replays. Never throws for what
 * the system does: a failure is recorded in the run or replay it belongs to.
 */
export declare function runCases(options: RunCasesOptions): Promise<RunCasesResult>;
