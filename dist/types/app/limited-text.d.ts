/**
 * The text of a file this tool writes for its own readers (cases or bench
 * evidence), refused (`file.limit`, exit 2, nothing written) when its reader
 * would refuse it (docs/limits.md): a value past a limit, or a text over
 * `LIMITS.documentBytes`, which is also refused when the engine cannot build it.
 */
export declare function textWithinLimits(value: unknown, file: string, what: string, serialise: () => string): string;
/**
 * What the reader of a JSON document checks of its text, checked as the text is
 * written piece by piece (the streamed run evidence): its size in bytes, how
 * deeply arrays and objects nest, the longest string as written, and the values
 * (counted as the readers count them: a separator or an opening bracket outside
 * strings). Returns the first limit broken, in words, or null.
 */
export declare class JsonTextLimits {
    private bytes;
    private depth;
    private values;
    private inString;
    private escaped;
    private stringChars;
    /** Feed the next piece of text; the first breach, or null. */
    feed(chunk: string): string | null;
}
/**
 * The pieces of a JSON document this tool writes for its own reader (the run
 * evidence, streamed), passed on as they come; the first piece that breaks a
 * limit of the reader (docs/limits.md) throws `file.limit` instead, naming it.
 * The file writer writes to a temporary file and renames it at the end, so a
 * refusal leaves nothing written at `file` (and what was there is kept).
 */
export declare function chunksWithinLimits(chunks: Iterable<string>, file: string, what: string): Generator<string>;
