/** One thing wrong with an input: a stable code, the JSON path, and what was expected. */
export interface Problem {
    readonly code: string;
    readonly path: string;
    readonly message: string;
}
/** `base.key` for plain keys, `base["odd key"]` otherwise. */
export declare function pathOf(base: string, key: string | number): string;
/** A plain JSON object (not an array, not null). */
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** An own property, or undefined; never reads the prototype chain. */
export declare function ownField(record: Record<string, unknown>, key: string): unknown;
/** A short, readable description of a JSON value for messages. */
export declare function describe(value: unknown): string;
/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
export declare function refuseAll(problems: readonly Problem[], where: string): void;
