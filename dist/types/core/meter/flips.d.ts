import { type ComparisonKey } from '../observation/observation.js';
/** Which two decisions a flip went between, and how many disjoint pairs did so. */
export interface FlipPair {
    /** The two plain labels, in code-point order. */
    readonly decisions: readonly [string, string];
    readonly count: number;
}
/**
 * Count the flips of keyed series by the unordered pair of decisions they went
 * between. Pairs are the meter's disjoint pairs (observations 1–2, 3–4, … of each
 * series; an odd last repeat is never paired). Each pair's two labels are in
 * code-point order; the list is sorted by count, highest first, then by the two
 * labels in code-point order (as the reference sorts its flip pairs).
 */
export declare function flipPairsOf(series: Iterable<readonly ComparisonKey[]>): FlipPair[];
