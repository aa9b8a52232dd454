/**
 * Binomial tail probabilities computed without overflow for any number of trials.
 *
 * The weights are taken relative to the mode (weight 1 there) by the ratio
 * recurrence w(i+1) = w(i)·(n−i)p / ((i+1)(1−p)), walking outwards until they
 * underflow to zero, so nothing overflows and the work is proportional to the
 * width of the distribution (a few hundred terms for the plans used here), not
 * to n. Probabilities are the weights divided by their sum, and tails are summed
 * from the small end. The relative error grows by a few ulps per step from the
 * mode, far below anything that moves an integer threshold.
 */
export interface BinomialWeights {
    readonly n: number;
    readonly p: number;
    /** Index of the first stored weight; weights below it underflowed to 0. */
    readonly first: number;
    /** Weights for first .. first + weights.length − 1, relative to the mode. */
    readonly weights: Float64Array;
    /** Sum of all weights. */
    readonly total: number;
}
export declare function binomialWeights(n: number, p: number): BinomialWeights;
/** P[X <= f] for X ~ Bin(n, p). */
export declare function binomialAtMost(n: number, f: number, p: number): number;
/** P[X >= f] for X ~ Bin(n, p). */
export declare function binomialAtLeast(n: number, f: number, p: number): number;
/** The smallest f in 0..n with P[X >= f] <= level, or n + 1 when there is none. */
export declare function smallestUpperTailAtMost(n: number, p: number, level: number): number;
/** The largest f in 0..n with P[X <= f] <= level, or −1 when there is none. */
export declare function largestLowerTailAtMost(n: number, p: number, level: number): number;
