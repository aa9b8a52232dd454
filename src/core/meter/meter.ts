import { Refusal } from '../errors.js';
import {
  assertScorable,
  isScorable,
  comparisonKey,
  isLayer,
  type ComparisonKey,
} from '../observation/observation.js';
import type { Call, Layer, Observation } from '../observation/types.js';
import { callBy, intervalBy, validateEpsilon, type Method } from '../stats/index.js';

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
export function countSeries(keys: readonly ComparisonKey[]): SeriesCount {
  let pairs = 0;
  let flips = 0;
  const first = keys[0];
  let anyDifference = false;
  for (let i = 0; i + 1 < keys.length; i += 2) {
    pairs++;
    if (keys[i] !== keys[i + 1]) flips++;
  }
  for (let i = 1; i < keys.length && !anyDifference; i++) {
    if (keys[i] !== first) anyDifference = true;
  }
  return { pairs, flips, anyDifference };
}

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
export function scoreKeyedSeries(
  series: readonly (readonly ComparisonKey[])[],
  options: MeterOptions,
): MeterResult {
  const { layer, epsilon } = options;
  if (!isLayer(layer)) {
    throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
  }
  validateEpsilon(epsilon);
  if (series.length === 0) {
    throw new Refusal(
      'meter.no-series',
      'at least one repeat series is needed to measure repeatability',
    );
  }
  let pairs = 0;
  let flips = 0;
  let inputsWithFlip = 0;
  let repeats = Number.POSITIVE_INFINITY;
  let maxRepeats = 0;
  // A series is named (options.describe) only when it is refused.
  const where = (index: number) => options.describe?.(index) ?? `series[${index}]`;
  // A frozen series is shared by many inputs (the assessment's steady series):
  // it is checked and counted once.
  const sharedCounts = new Map<readonly ComparisonKey[], SeriesCount>();
  series.forEach((keys, index) => {
    if (keys.length < 2) {
      throw new Refusal(
        'meter.series-too-short',
        `every repeat series needs at least two observations to form a pair; this one has ${keys.length}`,
        where(index),
      );
    }
    let counted = sharedCounts.get(keys);
    if (counted === undefined) {
      if (!isScorable(keys, layer)) assertScorable(keys, layer, where(index));
      counted = countSeries(keys);
      if (Object.isFrozen(keys)) sharedCounts.set(keys, counted);
    }
    pairs += counted.pairs;
    flips += counted.flips;
    if (counted.anyDifference) inputsWithFlip++;
    if (keys.length < repeats) repeats = keys.length;
    if (keys.length > maxRepeats) maxRepeats = keys.length;
  });
  const method = options.method ?? 'wilson';
  const { low, high } = intervalBy(method, flips, pairs);
  return {
    layer,
    epsilon,
    inputs: series.length,
    repeats,
    maxRepeats,
    pairs,
    flips,
    inputsWithFlip,
    flipRate: pairs === 0 ? 0 : flips / pairs,
    ciLow: low,
    ciHigh: high,
    call: callBy(method, flips, pairs, epsilon),
    method,
  };
}

/** Score series of Observations on one layer. */
export function scoreSeries(
  series: readonly (readonly Observation[])[],
  options: MeterOptions,
): MeterResult {
  if (!isLayer(options.layer)) {
    throw new Refusal(
      'layer.unknown',
      `unknown observation layer: ${JSON.stringify(options.layer)}`,
    );
  }
  return scoreKeyedSeries(
    series.map((s) => s.map((o) => comparisonKey(o, options.layer))),
    options,
  );
}
