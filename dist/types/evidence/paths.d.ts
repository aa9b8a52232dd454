/** Small helpers shared by the readers: JSON paths, places in refusals, plain type names. */
export type PathPart = string | number;
/** `['cases', 3, 'observations', 1]` → `cases[3].observations[1]`. */
export declare function jsonPath(parts: readonly PathPart[]): string;
/** A JSON pointer (`/cases/3/observations/1`) as a path (`cases[3].observations[1]`). */
export declare function pointerToPath(pointer: string): PathPart[];
/** The `where` of a refusal: the file and the JSON path inside it. */
export declare function placeOf(file: string | undefined, parts: readonly PathPart[]): string;
/** A plain name for the JSON type of a value, for "expected X, found Y". */
export declare function typeName(value: unknown): string;
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** True when the text is empty once Python-style whitespace is stripped. */
export declare function isBlank(text: string): boolean;
/** Shortens a value for a message. */
export declare function shortJson(value: unknown, max?: number): string;
