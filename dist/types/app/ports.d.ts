import type { Telemetry } from './telemetry.js';
/** The time files are stamped with. */
export interface Clock {
    /** Now, as milliseconds since the epoch. */
    readonly now: () => number;
}
/** The files a use case writes. */
export interface Files {
    /** Write a text file, creating its folders; a failure is a refusal naming the file. */
    readonly writeText: (file: string, text: string) => void;
    /**
     * Write a text file given in pieces, in order, without joining them first (the
     * evidence of a long run); absent: the pieces are joined and given to `writeText`.
     */
    readonly writeChunks?: (file: string, chunks: Iterable<string>) => void;
    /** Copy a file byte for byte. */
    readonly copy: (from: string, to: string) => void;
    /** Refuse a file that clearly cannot be written, before anything is spent on it. */
    readonly checkWritable: (file: string, what: string) => void;
}
export type Env = Readonly<Record<string, string | undefined>>;
/** Everything a use case needs from its shell. */
export interface AppIo {
    /** Where relative paths resolve (and a worker command runs). */
    readonly cwd: string;
    /** The environment (a worker's env, CI, NO_COLOR). */
    readonly env: Env;
    readonly files: Files;
    readonly clock: Clock;
    /** Messages for a person: the plan, progress, what was written (stderr, or the job log). */
    readonly log: (text: string) => void;
    /** Progress may redraw one line (a terminal, not CI). */
    readonly liveProgress: boolean;
    /** No plan and no progress (what was written is still said). */
    readonly quiet?: boolean;
    /** Where each assessment's summary span goes (app/telemetry.ts); absent: nowhere. */
    readonly telemetry?: Telemetry;
    /**
     * Values no artifact may show (the Action's token, header values, model keys):
     * scrubbed from each answer and error as it comes back, and from recorded
     * evidence as it is read (app/scrub.ts). Absent: nothing is scrubbed.
     */
    readonly secrets?: readonly string[];
}
/**
 * The clock: the system's, or pinned by `SOURCE_DATE_EPOCH` (whole seconds) for
 * reproducible files. The one place that variable is read.
 */
export declare function clockFrom(env: Env): Clock;
/** ISO 8601 of the clock's now. */
export declare function isoNow(clock: Clock): string;
/** The real file system; `writeText` may be replaced (the CLI's tests capture writes). */
export declare function diskFiles(writeText?: Files['writeText']): Files;
/** Write a file in pieces through the port (joined for a port that only writes whole texts). */
export declare function writePieces(files: Files, file: string, chunks: Iterable<string>): void;
/** A call to GitHub that failed: the API's status (null without one), whether the token may not do it, and what failed. */
export interface StoreFailure {
    readonly ok: false;
    readonly status: number | null;
    /** The token may not write (a 403 that is not a rate limit). */
    readonly forbidden: boolean;
    readonly message: string;
}
/**
 * Where promotion writes an approved baseline (app/promote.ts decides the order
 * and the fallbacks): the pull request's branch through the contents API, an
 * artifact of this run, and the approval label it consumes. The Action implements
 * it over Octokit and `@actions/artifact`; tests pass an in-process fake. No
 * method throws: each failure is a `StoreFailure` (or the upload's reason).
 */
export interface BaselineStorePort {
    /** The pull request's head commit now. */
    readonly currentHead: () => Promise<{
        readonly ok: true;
        readonly sha: string;
    } | StoreFailure>;
    /** Commit `text` as `path` on `branch`, replacing the file there: the new commit and its parent. */
    readonly commitFile: (file: {
        readonly path: string;
        readonly branch: string;
        readonly text: string;
        readonly message: string;
    }) => Promise<{
        readonly ok: true;
        readonly commit: string | null;
        readonly parent: string | null;
    } | StoreFailure>;
    /** Upload the file on the runner as the artifact `name` (renamed on a clash). */
    readonly uploadFile: (file: string, name: string) => Promise<{
        readonly ok: true;
        readonly artifact: {
            readonly id: number;
            readonly name: string;
        };
    } | {
        readonly ok: false;
        readonly reason: string;
    }>;
    /** Remove `label` from the pull request (a 404 when it is already gone). */
    readonly removeLabel: (label: string) => Promise<{
        readonly ok: true;
    } | StoreFailure>;
}
