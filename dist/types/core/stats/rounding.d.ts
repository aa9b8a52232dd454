/**
 * Round a double to the nearest integer, halves to the even neighbour, as Python's
 * `round(x)` does. `Math.round` sends halves up, which changes some pair counts.
 */
export declare function roundHalfEven(x: number): number;
/** Ceiling of a / b for positive integers, without going through floating division. */
export declare function ceilDiv(a: number, b: number): number;
