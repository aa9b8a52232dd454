/** One thing a setting names to load as code. */
export type CodeEntry = 
/** A JS module `file[:export]` (agent, relations module, cases system). */
{
    readonly kind: 'module';
    readonly spec: string;
}
/** A file loaded as it is (a Python agent's file). */
 | {
    readonly kind: 'file';
    readonly file: string;
}
/** A command line: each word naming a file in the working directory is code. */
 | {
    readonly kind: 'command';
    readonly command: string;
};
/** A code file found, and what named it (the setting's entry, or the file importing it). */
export interface CodeFile {
    /** Absolute path. */
    readonly file: string;
    /** `entry` for a file a setting names; otherwise the file that imports it. */
    readonly from: 'entry' | string;
}
/** The most files followed through imports: beyond it the rest are not read (still checked when found). */
export declare const MAX_CODE_FILES = 500;
/** The entry files the entries name that exist (relative to `cwd`), in order, each once. */
export declare function entryFilesOf(entries: readonly CodeEntry[], cwd: string): string[];
/** The files `file` imports by a relative path (JS) or from beside it (Python), that exist. */
export declare function importsOf(file: string): string[];
/**
 * Every code file the entries load, as far as can be told: the entry files, then
 * (breadth first, up to MAX_CODE_FILES) the files they import by relative paths.
 * Each file once, with what named it first.
 */
export declare function codeFilesOf(entries: readonly CodeEntry[], cwd: string): CodeFile[];
