import { type Stats } from 'node:fs';
import { Refusal } from '../core/errors.js';
export { lineAndColumn, locateSyntaxError, MAX_JSON_DEPTH, type SyntaxSpot, } from './json-syntax.js';
/** Parses JSON text; `file` names the source in refusals. */
export declare function parseJsonText(text: string, file: string): unknown;
/** Refuses JSON text (already known to be valid) nested deeper than MAX_JSON_DEPTH, naming where. */
export declare function refuseDeepNesting(text: string, file: string): void;
/** Where JSON text breaks the limit on strings or on values, and which; null when it keeps both. */
export declare function limitsBreach(text: string, maxString?: number, maxValues?: number): {
    offset: number;
    limit: 'stringChars' | 'elements';
    length?: number;
} | null;
/**
 * Refuses JSON text (before it is parsed, so that memory stays bounded) holding
 * a string longer than `LIMITS.stringChars` or more than `LIMITS.elements`
 * values, naming the limit and the line and column (`file.limit`).
 */
export declare function refuseOverLimits(text: string, file: string): void;
/** The offset of the bracket that opens level `max + 1` of valid JSON text, or -1. */
export declare function deepNestingOffset(text: string, max: number): number;
/** A failure to read a file as a refusal naming the file and why, in plain words. */
export declare function fileReadRefusal(error: unknown, path: string): Refusal;
/**
 * Every reader's first step: the path must name a regular file (a symbolic link
 * is followed), checked before the file is opened, since opening a named pipe
 * blocks until someone writes to it and a device such as /dev/zero never ends.
 * Anything else is refused (`file.not-regular`, exit 2) naming the file; a
 * missing or unreadable path as `file.read`. Returns the file's status.
 */
export declare function regularFile(path: string): Stats;
/** Refuses (`file.too-large`) a file of `size` bytes over `max`, naming the limit. */
export declare function refuseOverSize(size: number, max: number, path: string): void;
/**
 * Reads a file's bytes, at most `maxBytes` (default `LIMITS.documentBytes`): a
 * path that is not a regular file is refused before it is opened, a larger file
 * is refused naming the limit, and any failure is a refusal naming the file.
 */
export declare function readFileBytes(path: string, maxBytes?: number): Promise<Uint8Array>;
/**
 * As `readFileBytes`, synchronously, for the places that look into a file they
 * may then ignore (a cache entry, a file about to be replaced): null for
 * anything but a regular file of at most `maxBytes` that can be read.
 */
export declare function readRegularFileOrNull(path: string, maxBytes?: number): Buffer | null;
/** Reads a file as strict UTF-8 text (invalid bytes are refused, one BOM is kept for the parser). */
export declare function readTextFile(path: string, maxBytes?: number): Promise<string>;
/** Reads and parses a JSON file (strict UTF-8, see `parseJsonText`). */
export declare function readJsonFile(path: string): Promise<unknown>;
/** Decodes bytes as strict UTF-8; a refusal names the file, byte offset and line of the first bad byte. */
export declare function decodeUtf8(bytes: Uint8Array, file: string): string;
/** Byte offset where the first ill-formed UTF-8 sequence starts (the length when all is well). */
export declare function firstInvalidUtf8(bytes: Uint8Array): number;
/** Where the first lone surrogate of a parsed JSON value is: its path, and whether it is in a key. */
export interface LoneSurrogateSpot {
    readonly path: readonly (string | number)[];
    readonly unit: number;
    readonly inKey: boolean;
}
/** The first lone surrogate in a parsed JSON value (keys and strings, document order), or null. */
export declare function findLoneSurrogate(value: unknown): LoneSurrogateSpot | null;
/**
 * Refuses (`json.lone-surrogate`) a parsed file of ours holding a lone surrogate,
 * naming the file and the JSON path; `place` writes the `where` of the refusal.
 */
export declare function refuseLoneSurrogates(value: unknown, place: (path: readonly (string | number)[]) => string): void;
