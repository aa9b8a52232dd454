import type { CriterionStatus, RateInterval } from './types.js';
/** The Wilson score interval at a (possibly fractional) proportion p of n. */
export declare function wilsonAt(p: number, n: number, z: number): {
    low: number;
    high: number;
};
/** One judged unit: its cluster and whether it passed. */
export interface Unit {
    readonly cluster: string;
    readonly passed: boolean;
}
/**
 * The pass rate of judged units with its interval (see the module comment);
 * null when nothing was judged. `cluster: true` forces the cluster-aware method.
 */
export declare function passRateOf(units: readonly Unit[], confidence: number, options?: {
    readonly cluster?: boolean;
}): RateInterval | null;
/** One case's judged runs for pass^k. */
export interface CaseTally {
    readonly cluster: string;
    readonly n: number;
    readonly c: number;
}
/** pass^k over cases judged at least k times (k ≥ 2), with its interval; null when none was or k < 2. */
export declare function passHatKOf(cases: readonly CaseTally[], k: number, confidence: number): {
    k: number;
    value: number;
    low: number;
    high: number;
} | null;
/**
 * A bar's decision on an interval: passed when the lower bound is at least the
 * bar, failed when the upper bound is below it, insufficient evidence between.
 */
export declare function barStatus(rate: {
    readonly low: number;
    readonly high: number;
}, bar: number): CriterionStatus;
/**
 * How many more cases, each passing all `runs` runs (or each failing them all),
 * would decide a bar that the interval straddles now; null when none up to
 * `limit` would (a bar of 1 is never cleared).
 */
export declare function casesToDecide(units: readonly Unit[], runs: number, bar: number, confidence: number, outcome: boolean, options?: {
    readonly cluster?: boolean;
    readonly limit?: number;
}): number | null;
