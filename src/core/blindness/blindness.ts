import { Refusal } from '../errors.js';
import { comparisonKey, isLayer, type ComparisonKey } from '../observation/observation.js';
import type { Layer, Observation } from '../observation/types.js';

export const DEFAULT_BLINDNESS_THRESHOLD = 0.9;

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

export function validateThreshold(threshold: number): void {
  if (typeof threshold !== 'number' || !(threshold > 0 && threshold <= 1)) {
    throw new Refusal(
      'blindness.threshold',
      `the blindness threshold must be a number in (0, 1]; got ${String(threshold)}`,
    );
  }
}

export function scoreBlindnessKeys(
  keys: readonly ComparisonKey[],
  layer: Layer,
  threshold: number = DEFAULT_BLINDNESS_THRESHOLD,
): BlindnessResult {
  if (!isLayer(layer)) {
    throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
  }
  validateThreshold(threshold);
  if (keys.length === 0) {
    throw new Refusal('blindness.empty', 'blindness needs at least one observation');
  }
  const counts = new Map<ComparisonKey, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let majority = keys[0] as ComparisonKey;
  let majorityCount = 0;
  // Map iteration follows first insertion, so a strict '>' keeps the first-seen on ties.
  for (const [key, count] of counts) {
    if (count > majorityCount) {
      majority = key;
      majorityCount = count;
    }
  }
  const skew = majorityCount / keys.length;
  return {
    inputs: keys.length,
    layer,
    majority,
    majorityCount,
    skew,
    distinct: counts.size,
    threshold,
    blind: skew >= threshold,
  };
}

export function scoreBlindness(
  observations: readonly Observation[],
  layer: Layer,
  threshold: number = DEFAULT_BLINDNESS_THRESHOLD,
): BlindnessResult {
  if (!isLayer(layer)) {
    throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
  }
  return scoreBlindnessKeys(
    observations.map((o) => comparisonKey(o, layer)),
    layer,
    threshold,
  );
}
