/**
 * Where JSON text stops being JSON, in words a user can act on: Node does not
 * always report a position, and never says what was expected, so a failed
 * parse is scanned again here (`locateSyntaxError`), and the spot is given as
 * a 1-based line and column in code points (`lineAndColumn`) and the
 * character found there (`describeAt`). Also the nesting depth every file we
 * read keeps to (MAX_JSON_DEPTH); the scan follows at most four times that.
 */
/**
 * How deeply arrays and objects may nest in a document we read. No format we read
 * comes near it; past a few thousand levels the digests, the schema check and
 * the error messages would overflow the stack (an internal error, not a refusal).
 */
export declare const MAX_JSON_DEPTH = 512;
export interface SyntaxSpot {
    readonly offset: number;
    readonly expected: string;
}
/** The first place `text` stops being JSON, or null when it scans as valid. */
export declare function locateSyntaxError(text: string): SyntaxSpot | null;
export declare function fromNodeMessage(text: string, error: unknown): SyntaxSpot;
/** 1-based line and column (in code points) of a UTF-16 offset; CRLF counts as one line end. */
export declare function lineAndColumn(text: string, offset: number): {
    line: number;
    column: number;
};
export declare function describeAt(text: string, offset: number): string;
