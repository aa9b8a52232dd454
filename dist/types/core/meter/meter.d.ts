import { type ComparisonKey } from '../observation/observation.js';
import type { Call, Layer, Observation } from '../observation/types.js';
import { type Method } from '../stats/index.js';
/** The pooled repeatability of one layer over every input's rerun series. */
export interface MeterResult {
    readonly layer: Layer;
    readonly epsilon: number;
    /** Number of series (inputs) scored. */
    readonly inputs: number;
    /** Shortest series length. */
    readonly repeats: number;
    /** Longest series length. */
    readonly maxRepeats: number;
    /** Disjoint pairs formed: observations 1–2, 3–4, … of each series. */
    readonly pairs: number;
    /** Pairs whose two comparison keys differ. */
    readonly flips: number;
    /** Inputs whose whole series holds more than one key (an odd trailing repeat counts). */
    readonly inputsWithFlip: number;
    readonly flipRate: number;
    readonly ciLow: number;
    readonly ciHigh: number;
    readonly call: Call;
    /** The decision rule: the Wilson bound (ciLow/ciHigh are Wilson's) or the exact tails (Clopper–Pearson). */
    readonly method: Method;
    /**
     * Set when the call was made by a declared stopping rule rather than by the
     * method over every pair collected: a sequential plan's checkpoint, or the
     * early-rejection test (which alone may call stochastic; certification is the
     * method's, at the planned endpoint). `pairs` is where the rule decided.
     */
    readonly decidedBy?: {
        readonly rule: 'declared-checkpoint' | 'early-rejection';
        readonly pairs: number;
        /** Early rejection: true when the test reached its threshold. */
        readonly rejected?: boolean;
    };
}
export interface SeriesCount {
    pairs: number;
    flips: number;
    anyDifference: boolean;
}
/** Disjoint pairs and flips of one keyed series (no validation). */
export declare function countSeries(keys: readonly ComparisonKey[]): SeriesCount;
export interface MeterOptions {
    readonly layer: Layer;
    readonly epsilon: number;
    /** Used to name a series in refusals, e.g. `cases[3]`. */
    readonly describe?: (index: number) => string;
    /** The decision rule (default: the reference's Wilson bound). */
    readonly method?: Method;
}
/**
 * Score series of comparison keys (one series per input, in collection order).
 * Every series needs at least two observations; the verdict layer refuses
 * incomplete and open-ended outcomes (the scorability gate).
 */
export declare function scoreKeyedSeries(series: readonly (readonly ComparisonKey[])[], options: MeterOptions): MeterResult;
/** Score series of Observations on one layer. */
export declare function scoreSeries(series: readonly (readonly Observation[])[], options: MeterOptions): MeterResult;
