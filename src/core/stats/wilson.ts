import { Refusal } from '../errors.js';
import type { Call } from '../observation/types.js';

/** A two-sided confidence interval on a proportion. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The normal quantile used everywhere in the tool: a 95% two-sided interval. */
export const Z95 = 1.96;

export function validateZ(z: unknown, where = 'z'): number {
  if (typeof z !== 'number' || !Number.isFinite(z) || z <= 0) {
    throw new Refusal('stats.z', `expected a finite number above 0, got ${String(z)}`, where);
  }
  return z;
}

/**
 * Wilson score interval for `successes` out of `trials`, evaluated in the same
 * operation order as the reference so that results agree to the last bit.
 * No trials gives (0, 0). The clamps only cut values below 0 or above 1; a tiny
 * positive residue (e.g. 2.8e-17) is kept.
 */
export function wilson(successes: number, trials: number, z: number = Z95): Interval {
  if (!Number.isSafeInteger(trials) || trials < 0) {
    throw new Refusal(
      'stats.trials',
      `expected a whole number of trials >= 0, got ${trials}`,
      'trials',
    );
  }
  if (!Number.isSafeInteger(successes) || successes < 0 || successes > trials) {
    throw new Refusal(
      'stats.successes',
      `expected a whole number of successes between 0 and ${trials}, got ${successes}`,
      'successes',
    );
  }
  validateZ(z);
  if (trials === 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const zz = z * z;
  const denom = 1 + zz / trials;
  const centre = (p + zz / (2 * trials)) / denom;
  const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * trials)) / trials)) / denom;
  const low = centre - margin;
  const high = centre + margin;
  return { low: low > 0 ? low : 0, high: high < 1 ? high : 1 };
}

/**
 * The three-way call read from an interval against epsilon. Both comparisons are
 * strict: a lower bound equal to epsilon is not stochastic, an upper bound equal
 * to epsilon is not deterministic.
 */
export function classify(low: number, high: number, epsilon: number): Call {
  if (low > epsilon) return 'stochastic';
  if (high < epsilon) return 'deterministic';
  return 'undecided';
}
