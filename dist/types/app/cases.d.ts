import { type SystemDigests } from '../collect/cases.js';
import { type CasesConfig, type CasesEvidenceModel, type CasesReport } from '../core/stateful/index.js';
import { type Interrupted } from '../errors.js';
import { type CasesEvidenceMeta, type ReadCasesEvidence } from '../evidence/cases-evidence.js';
import { type AppIo } from './ports.js';
export declare const DEFAULT_CASES_EVIDENCE_OUT = "agentverity-cases-evidence.json";
/** Where replays are cached, relative to the working directory. */
export declare const DEFAULT_REPLAY_CACHE = ".agentverity/replay-cache";
/** The most runs of every case. */
export declare const MAX_CASE_RUNS = 1000;
/** The system under test: a JS module (`file[:export]`), a worker command, or (refused) a URL. */
export type CasesSystemSpec = {
    readonly module: string;
} | {
    readonly command: string;
} | {
    readonly url: string;
};
export interface ObtainCasesOptions {
    /** agentverity.yml (relative to `io.cwd`), or the configuration itself. */
    readonly config: string | CasesConfig;
    /** The cases file (relative to `io.cwd`); absent: the one agentverity.yml names. */
    readonly cases?: string;
    readonly system: CasesSystemSpec;
    /** Runs of every case (overrides the config's `runs`). */
    readonly runs?: number;
    /** The validity labels file (relative to `io.cwd`); absent: the one the config names. */
    readonly labels?: string;
    /** Per message to the system, in ms (default 120 s); null: none. */
    readonly timeoutMs?: number | null;
    /** The longest wait for the system to load (module) or answer describe (worker), in ms. */
    readonly loadTimeoutMs?: number | null;
    /** Where the cases evidence is written (default `agentverity-cases-evidence.json`), relative to `io.cwd`. */
    readonly evidenceOut?: string;
    /** The replay cache folder (default `.agentverity/replay-cache`), relative to `io.cwd`; null: no cache. */
    readonly replayCache?: string | null;
    /** Aborting it stops the run after the message in flight: the evidence so far is written, nothing assessed. */
    readonly signal?: AbortSignal;
    /**
     * This run owns the process (the CLI, the Action): a module system's
     * process.exit fails its call instead of ending the run, and an error that
     * escapes every call makes the evidence incomplete, as `run` and `bench` do.
     */
    readonly ownsProcess?: boolean;
}
export interface ObtainedCases {
    readonly model: CasesEvidenceModel;
    /** `casesEvidenceDigest(model)`: what the report says it was computed from. */
    readonly digest: string;
    readonly meta: CasesEvidenceMeta;
    /** The cases evidence file written (absolute). */
    readonly evidencePath: string;
    /** Messages that reached the system (case runs and replays; cache hits not counted). */
    readonly calls: number;
    readonly errors: number;
    readonly cacheHits: number;
}
/**
 * What decides a replay besides the version: the SHA-256 of the system's code
 * (a module: its file; a command: every word of it that is a readable file,
 * relative to `cwd`, e.g. the script of `node worker.mjs`; none: null, and the
 * replay cache is not used) and of its config (the cases configuration and the
 * system as it was named). Only the entry file is read: a change in a file it
 * imports is not seen, so the declared version still has to change with it.
 */
export declare function systemDigestsOf(spec: CasesSystemSpec, config: CasesConfig, cwd: string): SystemDigests;
/**
 * Run the cases on the system and write the cases evidence (always before any
 * report, and before any refusal about the run). Refused before any call: a bad
 * setting, a system that is not one module or one command (HTTP cannot be reset),
 * an unreadable config, cases or labels file, a label of no derived case, a
 * metamorphic relation that cannot be judged (too few source cases, or
 * approximate methods not allowed), an evidence path that cannot be written, a
 * system that does not load. After the calls: a system whose first case runs all
 * failed is refused (`cases.system-unavailable`) once the evidence is written;
 * an aborted `signal` writes the evidence so far and returns `Interrupted`.
 */
export declare function obtainCases(options: ObtainCasesOptions, io: AppIo): Promise<ObtainedCases | Interrupted>;
/** Cases evidence read back (relative to `cwd`), for a report recomputed without calling the system. */
export declare function readCases(file: string, cwd: string): Promise<ReadCasesEvidence>;
/** The report, decided once by the core: every format renders it. */
export declare function assessCases(model: CasesEvidenceModel, digest: string): CasesReport;
