/** Which exact test decides the pair. */
export type ExactPairedTest = 'mcnemar-mid-p' | 'sign-flip';
/**
 * For every k = 0..units: the smallest b with 2b ≥ k whose split (b, k − b)
 * the test rejects at α (p < α), or k + 1 when no split of k units does. The
 * rejection region of k is { max(b, k − b) ≥ threshold }: p falls as the split
 * grows.
 */
export declare function rejectionThresholds(units: number, test: ExactPairedTest, alpha: number): Int32Array;
/**
 * The exact power of the test on `units` units under the sign model at
 * difference `delta`, with `observedShare` the observed share of differing
 * units; `thresholds` from rejectionThresholds for the same units.
 */
export declare function exactPower(units: number, delta: number, observedShare: number, thresholds: Int32Array): number;
/**
 * The minimum detectable difference (see the module comment): the smallest δ
 * in (0, 1] at which the exact test on `units` units rejects at α with
 * probability at least `power`; 1 when it never can.
 */
export declare function exactMinimumDetectable(input: {
    readonly units: number;
    readonly differing: number;
    readonly test: ExactPairedTest;
    readonly alpha: number;
    readonly power: number;
}): number;
/** Beyond this many units the search for a design that detects a difference gives up. */
export declare const MAX_UNITS_SEARCHED = 1000000;
/**
 * The fewest units (at least `from`) at which the exact test detects a true
 * difference `delta` with at least `power`, the share of differing units held
 * at `share`; null when even MAX_UNITS_SEARCHED would not. The power of a
 * discrete test is not quite monotone in the number of units (it saw-tooths),
 * so this is the first size of a doubling-then-bisection search: "about".
 */
export declare function unitsToDetect(input: {
    readonly delta: number;
    readonly share: number;
    readonly test: ExactPairedTest;
    readonly alpha: number;
    readonly power: number;
    readonly from: number;
}): number | null;
