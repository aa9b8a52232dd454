import { Refusal } from '../core/errors.js';
/** Parses JSON text; `file` names the source in refusals. */
export declare function parseJsonText(text: string, file: string): unknown;
/** A failure to read a file as a refusal naming the file and why, in plain words. */
export declare function fileReadRefusal(error: unknown, path: string): Refusal;
/** Reads a file's bytes; a failure is a refusal naming the file. */
export declare function readFileBytes(path: string): Promise<Uint8Array>;
/** Reads a file as strict UTF-8 text (invalid bytes are refused, one BOM is kept for the parser). */
export declare function readTextFile(path: string): Promise<string>;
/** Reads and parses a JSON file (strict UTF-8, see `parseJsonText`). */
export declare function readJsonFile(path: string): Promise<unknown>;
/** Decodes bytes as strict UTF-8; a refusal names the file, byte offset and line of the first bad byte. */
export declare function decodeUtf8(bytes: Uint8Array, file: string): string;
/** Byte offset where the first ill-formed UTF-8 sequence starts (the length when all is well). */
export declare function firstInvalidUtf8(bytes: Uint8Array): number;
interface SyntaxSpot {
    readonly offset: number;
    readonly expected: string;
}
/** The first place `text` stops being JSON, or null when it scans as valid. */
export declare function locateSyntaxError(text: string): SyntaxSpot | null;
/** 1-based line and column (in code points) of a UTF-16 offset; CRLF counts as one line end. */
export declare function lineAndColumn(text: string, offset: number): {
    line: number;
    column: number;
};
export {};
