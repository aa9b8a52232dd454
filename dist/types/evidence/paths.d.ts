/** Small helpers shared by the readers: JSON paths, places in refusals, plain type names. */
export type PathPart = string | number;
/** `['cases', 3, 'observations', 1]` → `cases[3].observations[1]`. */
export declare function jsonPath(parts: readonly PathPart[]): string;
/** A JSON pointer (`/cases/3/observations/1`) as a path (`cases[3].observations[1]`). */
export declare function pointerToPath(pointer: string): PathPart[];
/** The `where` of a refusal: the file and the JSON path inside it. */
export declare function placeOf(file: string | undefined, parts: readonly PathPart[]): string;
/** What a non-finite number (`1e999` read as Infinity) is called in a refusal. */
export declare const OUT_OF_RANGE = "a number out of range (not finite: 1e999 and the like are beyond \u00B11.8e308)";
/**
 * The words for what a schema wanted (`a number`), made `a finite number` when
 * what was found is a number that is not finite, so the refusal never reads
 * "expected a number, found a number".
 */
export declare function wantedWords(words: string, found: unknown): string;
/** A plain name for the JSON type of a value, for "expected X, found Y". */
export declare function typeName(value: unknown): string;
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** True when the text is empty once Python-style whitespace is stripped. */
export declare function isBlank(text: string): boolean;
/**
 * Shortens a value for a message: its JSON text, cut at `max` characters. Built
 * piece by piece and stopped once `max` is passed, so a huge value (a string of
 * hundreds of MB, a list of millions) costs only `max`, a value that contains
 * itself (a cyclic YAML alias) is shown with `[cycle]` where it recurs, and no
 * depth overflows the stack.
 */
export declare function shortJson(value: unknown, max?: number): string;
