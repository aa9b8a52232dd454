/**
 * `value` with `f` applied to every string in it, keys too. Objects and arrays
 * in which nothing changed are returned as they are (the same reference), so a
 * value `f` leaves alone is never copied. Pure; shared references and cycles are
 * mapped once.
 */
export declare function mapStrings<T>(value: T, f: (text: string) => string): T;
