import { DEFAULT_EVIDENCE_OUT, type PlannedRun } from '../../app/index.js';
import type { ImportKind, Settings } from '../../app/index.js';
import { type Interrupted } from '../../errors.js';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
export { DEFAULT_EVIDENCE_OUT };
/** The options of `run` as commander gives them (attribute names are the setting keys). */
/** The settings of recorded runs only: `run` defines no flag for them (the settings table's `commands`). */
type RecordedOnlyKey = ImportKind | 'evidence' | 'inputPath' | 'score' | 'provider' | 'promptId' | 'withoutSuite';
/**
 * The options of `run` as commander gives them: the app's settings it takes (the
 * settings table's rows with `run`, tests/app/setting-table.test.ts), typed once
 * in `Settings`, but `timeout` (0 for none: commander cannot carry null), and
 * the command's own `dryRun` and `quiet`.
 */
export interface RunOptions extends ReportOptions, Omit<Settings, RecordedOnlyKey | 'timeout'> {
    /** Per-call timeout in ms; 0 for none (commander cannot carry null). */
    readonly timeout?: number;
    readonly dryRun?: boolean;
    readonly quiet?: boolean;
}
/** How the command is wired to the process (tests leave it out or pass their own signal). */
export interface RunHooks {
    /** Aborting it works like Ctrl-C. */
    readonly signal?: AbortSignal;
    /** Listen for SIGINT on the real process (the CLI entry does; in-process tests do not). */
    readonly handleSigint?: boolean;
}
export declare function runCommand(options: RunOptions, io: CliIo, hooks?: RunHooks): Promise<number>;
/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
/** A run that ends before any assessment: interrupted (130), or a dry run's plan (0). */
export declare function exitBeforeAssessing(stopped: Interrupted | PlannedRun, io: CliIo): number;
export declare function isMainProcessIo(io: CliIo): boolean;
