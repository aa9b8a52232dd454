import type { Call } from '../observation/types.js';
/** A two-sided confidence interval on a proportion. */
export interface Interval {
    readonly low: number;
    readonly high: number;
}
/** The normal quantile used everywhere in the tool: a 95% two-sided interval. */
export declare const Z95 = 1.96;
export declare function validateZ(z: unknown, where?: string): number;
/**
 * Wilson score interval for `successes` out of `trials`, evaluated in the same
 * operation order as the reference so that results agree to the last bit.
 * No trials gives (0, 0). The clamps only cut values below 0 or above 1; a tiny
 * positive residue (e.g. 2.8e-17) is kept.
 */
export declare function wilson(successes: number, trials: number, z?: number): Interval;
/**
 * The three-way call read from an interval against epsilon. Both comparisons are
 * strict: a lower bound equal to epsilon is not stochastic, an upper bound equal
 * to epsilon is not deterministic.
 */
export declare function classify(low: number, high: number, epsilon: number): Call;
