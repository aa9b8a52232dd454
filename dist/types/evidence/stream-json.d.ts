/**
 * Reading one of our evidence files (a JSON object) in chunks, without ever
 * holding the file's whole text: the bytes are decoded as they come (strict
 * UTF-8, one leading BOM dropped), a small incremental scanner finds where each
 * member of the top-level object ends and, inside `cases`, where each case ends,
 * and only that piece of text is parsed (by `JSON.parse`, so every string escape,
 * number and repeated key reads exactly as it does in a whole-file parse). The
 * pieces are put back together as the same value a whole-file parse gives.
 *
 * The scanner accepts only what is plainly well-formed at the top level; anything
 * else (bad UTF-8, a syntax error, nesting deeper than MAX_JSON_DEPTH, a top-level
 * value that is not an object, an empty file) gives null, and the caller reads
 * the file whole as before, so every refusal keeps its code, place and message.
 */
export interface StreamedJson {
    /** The parsed value (equal to a whole-file `JSON.parse` of the same text). */
    readonly value: unknown;
    /** True when the text holds a \u escape of a surrogate half (a hint to look for lone ones). */
    readonly surrogateEscape: boolean;
}
/** How many bytes are read at a time. */
export declare const STREAM_CHUNK_BYTES: number;
/**
 * A case reader's way to stop the stream (a case with a problem): the stream
 * gives null, and the caller reads the file whole, which names the problem.
 */
export declare function giveUpStreaming(): never;
/**
 * Called with each case as it is parsed, its index, and the top-level members
 * read so far; what it returns stands for the case in the value.
 */
export type OnCase = (value: unknown, index: number, head: Readonly<Record<string, unknown>>) => unknown;
/**
 * The incremental scanner: `feed` it text in pieces of any size (a piece may end
 * inside a string, an escape, a surrogate pair or a number), then `end` it.
 */
export declare class EvidenceJsonScanner {
    private readonly onCase?;
    private state;
    private readonly top;
    private key;
    private cases;
    private surrogate;
    private piece;
    private parts;
    private depth;
    private inString;
    private escaped;
    private scalar;
    private baseDepth;
    /** Values so far, counted as `limitsBreach` counts them (separators and opening brackets). */
    private values;
    /** The length of the string being scanned so far, as written. */
    private stringLength;
    constructor(onCase?: OnCase | undefined);
    /** Scans the next text; throws NOT_STREAMABLE when the text is not handled. */
    feed(text: string): void;
    /** The whole value, once all text was fed. */
    end(): StreamedJson;
    /** One more value; past the limit the file is read whole, which refuses it naming the limit. */
    private count;
    private begin;
    /** Scans the current piece from `i`: the index just after its end, or -1 when `text` ends first. */
    private scan;
    private finishPiece;
    private endCases;
}
/**
 * Reads a JSON object file in chunks (see above); null when the file must be read
 * whole instead (it cannot be read, is not valid UTF-8 or JSON, nests too deeply,
 * or is not an object), so that the whole-file reader refuses it in its words.
 */
export declare function streamEvidenceJson(path: string, onCase?: OnCase): Promise<StreamedJson | null>;
/** For tests: scans `texts` as consecutive chunks of one file; null when not streamable. */
export declare function scanEvidenceJsonChunks(texts: readonly string[]): StreamedJson | null;
