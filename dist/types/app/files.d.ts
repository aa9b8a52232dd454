import { Refusal } from '../core/errors.js';
/**
 * The file a user named for an output, resolved against `cwd`. A name ending in a
 * path separator names a folder, not a file: it is refused (exit 2) before anything
 * is written, rather than written as a file of the folder's name.
 */
export declare function outputPath(cwd: string, given: string, what?: string): string;
/** Write a text file (a report, evidence, a baseline); any failure is a refusal naming the file. */
export declare function writeTextFile(file: string, text: string): void;
/**
 * As `writeTextFile`, for a text given in pieces: each piece is written as it
 * comes (the whole text is never held), to a file beside the target renamed into
 * place at the end, so a failed write leaves the earlier file (or none).
 */
export declare function writeChunksFile(file: string, chunks: Iterable<string>): void;
/** A failed write of `file` as the refusal that names it and says why in plain words. */
export declare function writeRefusal(error: unknown, file: string): Refusal;
/**
 * A file writer (a port, which tests or another runner may replace) whose
 * failures to write (any error with a system error code) are refusals naming the
 * file, exit 2, never an internal error.
 */
export declare function refusingWrites<A extends unknown[]>(write: (file: string, ...rest: A) => void): (file: string, ...rest: A) => void;
/**
 * Write a file that must not exist yet (`init`): a file that appeared meanwhile is
 * refused (`init.exists`), never overwritten; any other failure as `writeTextFile`.
 */
export declare function writeNewTextFile(file: string, text: string): void;
/**
 * Refuses (exit 2) a file that clearly cannot be written: a folder, a path
 * through a file, or a folder without write permission. A live run checks its
 * evidence and report files this way before the first call, so that calls are
 * not spent on evidence that could not be kept.
 */
export declare function checkWritable(file: string, what: string): void;
/** A file a run reads or writes, as the user named it, with the flag that named it. */
export interface NamedFile {
    readonly flag: string;
    readonly given: string;
}
/**
 * No output may be one of the run's own inputs: writing it would destroy the
 * evidence, suite or config the result was computed from. Refused (exit 2)
 * before anything is read or called, naming both.
 */
export declare function refuseOutputsOverInputs(cwd: string, outputs: readonly NamedFile[], inputs: readonly NamedFile[]): void;
/**
 * Whether `file` holds complete evidence of ours: read from its head (the part
 * before its cases, at most the first MiB), never parsed whole. Anything else (no
 * file, another kind of file, an unreadable one) is not good evidence to keep.
 */
export declare function holdsCompleteEvidence(file: string): boolean;
/** Where a failed run's evidence goes when complete evidence is kept at `file`: beside it. */
export declare function besidePath(file: string): string;
