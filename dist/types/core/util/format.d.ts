/**
 * Percentages for people: x·100 rounded half away from zero to `digits` places
 * (not Python's half-to-even; reference-defects.md §9), trailing zeros kept.
 */
export declare function formatPercent(x: number, digits?: number): string;
/** A rate with three decimals, e.g. 0.355. */
export declare function formatRate(x: number, digits?: number): string;
/** A plain count with a noun, pluralised with an s: "1 pair", "3 pairs". */
export declare function plural(count: number, noun: string, pluralNoun?: string): string;
/** "a", "a and b", "a, b and c"; long lists are cut after `max` with "and N more". */
export declare function listing(items: readonly string[], max?: number): string;
