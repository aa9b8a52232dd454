/**
 * The text of anything a `throw` can carry: an Error's message (else its name),
 * a string, JSON for plain values, else `String(value)`. Agent code can throw
 * anything, including objects whose getters or `toString` throw in turn, so no
 * step here may throw.
 */
export declare function describeThrown(value: unknown): string;
