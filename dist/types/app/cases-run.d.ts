import type { CasesReport } from '../core/stateful/types.js';
import type { Interrupted } from '../errors.js';
import { type NamedFile } from './files.js';
import type { AppIo } from './ports.js';
import { type Problem } from './problems.js';
/** Where the configuration is looked for when none is named. */
export declare const DEFAULT_CASES_CONFIG = "agentverity.yml";
/** The settings of `cases`, keyed as the CLI flags and the Action inputs. */
export interface CasesSettings {
    /** agentverity.yml: criteria, transforms, labels, runs (default `agentverity.yml`). */
    readonly config?: string;
    /** The cases file (default: the one the configuration names). */
    readonly cases?: string;
    /** A JS module system (`file[:export]`): the agent plus reset, snapshot, replay, version. */
    readonly system?: string;
    /** A command starting a worker that speaks the stateful protocol. */
    readonly systemCommand?: string;
    /** Runs of every case (overrides the configuration's `runs`). */
    readonly runs?: number;
    /** The validity labels file (default: the one the configuration names). */
    readonly labels?: string;
    /** Per message to the system, in ms; null for none. */
    readonly timeout?: number | null;
    /** A cases evidence file to recompute the report from, without running the system. */
    readonly evidence?: string;
    readonly evidenceOut?: string;
    /** The replay cache folder; null for none. */
    readonly replayCache?: string | null;
}
/** The cases settings with an Action input of `mode: cases` only (github/cases.ts names them). */
export declare const CASES_OWN_INPUT_KEYS: readonly (keyof CasesSettings)[];
/** Every problem with the settings of `cases`, each keyed by its setting. */
export declare function checkCasesSettings(given: CasesSettings): Problem[];
/** The files a cases run reads (config, cases, labels, evidence), each with its flag. */
export declare function casesInputFilesOf(given: CasesSettings): NamedFile[];
/** Where a cases run writes its evidence, with the flag that named it. */
export declare function casesEvidenceOutOf(s: CasesSettings): NamedFile;
/** A report and the cases evidence it was computed from. */
export interface CasesOutcome {
    readonly report: CasesReport;
    /** The cases evidence file (written by this run, or the one read). */
    readonly evidencePath: string;
    /** Whether the system was run (false: the report was recomputed from evidence). */
    readonly live: boolean;
}
/**
 * `cases` up to the report: the settings checked, the system run (the evidence
 * written before any report or refusal about the run) or the evidence read
 * back, then the report the core decides.
 */
export declare function casesReportOf(given: CasesSettings, io: AppIo, hooks?: {
    readonly signal?: AbortSignal;
    readonly ownsProcess?: boolean;
}): Promise<CasesOutcome | Interrupted>;
