import { type ComparisonKey } from '../observation/observation.js';
import type { Call, Layer, Observation } from '../observation/types.js';
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
    readonly method: 'wilson';
    /**
     * Set when the call was made by a sequential plan's declared checkpoint rather
     * than by the Wilson bound over every pair collected.
     */
    readonly decidedBy?: {
        readonly rule: 'declared-checkpoint';
        readonly pairs: number;
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
}
/**
 * Score series of comparison keys (one series per input, in collection order).
 * Every series needs at least two observations; the verdict layer refuses
 * incomplete and open-ended outcomes (the scorability gate).
 */
export declare function scoreKeyedSeries(series: readonly (readonly ComparisonKey[])[], options: MeterOptions): MeterResult;
/** Score series of Observations on one layer. */
export declare function scoreSeries(series: readonly (readonly Observation[])[], options: MeterOptions): MeterResult;
