import type { AppIo } from './ports.js';
export interface FailedRunTarget {
    /** The path as given (relative to `io.cwd` when it was). */
    readonly out: string;
    /** `out` resolved against `io.cwd`. */
    readonly target: string;
}
/**
 * Where this run writes its evidence: `out`, unless the run failed, the path is
 * the default (not named by the user) and `holdsComplete` says the file there is
 * complete evidence of the same kind; then beside it (`<name>.incomplete.json`),
 * checked writable and said on the log.
 */
export declare function targetOfFailedRun(io: AppIo, given: {
    readonly out: string;
    readonly named: boolean;
    readonly failed: boolean;
}, what: string, holdsComplete: (file: string) => Promise<boolean>): Promise<FailedRunTarget>;
