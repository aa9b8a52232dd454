/**
 * Compare two strings by Unicode code point, as Python's sort does. JavaScript's
 * default comparison uses UTF-16 code units, which orders characters above U+FFFF
 * before U+E000–U+FFFF; this does not.
 */
export declare function compareCodePoints(a: string, b: string): number;
export declare function sortedByCodePoint(values: Iterable<string>): string[];
