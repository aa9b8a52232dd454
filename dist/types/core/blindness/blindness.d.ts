import { type ComparisonKey } from '../observation/observation.js';
import type { Layer, Observation } from '../observation/types.js';
export declare const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
/** Did the probes reach more than one decision? Scored over one observation per input. */
export interface BlindnessResult {
    readonly inputs: number;
    readonly layer: Layer;
    /** The most frequent key; a tie goes to the key seen first. */
    readonly majority: ComparisonKey;
    readonly majorityCount: number;
    /** majorityCount / inputs. */
    readonly skew: number;
    readonly distinct: number;
    readonly threshold: number;
    /** skew >= threshold (the boundary is blind). */
    readonly blind: boolean;
}
export declare function validateThreshold(threshold: number): void;
export declare function scoreBlindnessKeys(keys: readonly ComparisonKey[], layer: Layer, threshold?: number): BlindnessResult;
export declare function scoreBlindness(observations: readonly Observation[], layer: Layer, threshold?: number): BlindnessResult;
