/**
 * The built-in input transforms. Each is a pure string → string function whose
 * Unicode behaviour matches the reference (Python's tables): see
 * reference-spec.md §6.2.
 */
/** True when `ch` (one code point) is whitespace in Python's sense. */
export declare function isPythonSpace(ch: string): boolean;
/**
 * Normalise: canonical decomposition (NFD), drop every non-spacing mark
 * (General Category Mn), collapse each run of whitespace to one space, trim.
 * `café` → `cafe`; Hangul syllables become conjoining jamo; U+FE0F is dropped
 * while U+20E3, skin-tone modifiers and ZWJ stay; U+FEFF and U+200B are not
 * whitespace and stay.
 */
export declare function normaliseText(text: string): string;
/**
 * Swap case per code point: a letter with the Uppercase property takes its full
 * lowercase mapping, else one with the Lowercase property its full uppercase
 * mapping; other letters and all non-letters are unchanged. `ß` → `SS`,
 * `ﬁ` → `FI`, `İ` → `i̇`, `ſ` → `S`, KELVIN SIGN → `k`.
 */
export declare function swapCaseText(text: string): string;
/** Pad: a newline before and two spaces after. Changes every input, even "". */
export declare function padWhitespaceText(text: string): string;
/** Tool-selection probes reuse the normalise transform. */
export declare const toolSelectionText: (text: string) => string;
