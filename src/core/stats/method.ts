/**
 * The meter's two decision rules behind one call: the reference's Wilson score
 * interval (z = 1.96, strict comparisons; wilson.ts) and the exact binomial tails
 * with the Clopper–Pearson interval (exact.ts). Both spend α/2 = 2.5% per direction.
 */
import type { Call } from '../observation/types.js';
import { clopperPearson, exactCall } from './exact.js';
import type { Method } from './pairs.js';
import { classify, wilson, type Interval } from './wilson.js';

/** The interval each method reports beside its call. */
export function intervalBy(method: Method, flips: number, pairs: number): Interval {
  if (method === 'exact') return pairs === 0 ? { low: 0, high: 0 } : clopperPearson(flips, pairs);
  return wilson(flips, pairs);
}

/** The three-way call for `flips` in `pairs` at `epsilon`. */
export function callBy(method: Method, flips: number, pairs: number, epsilon: number): Call {
  if (pairs === 0) return 'undecided';
  if (method === 'exact') return exactCall(flips, pairs, epsilon);
  const { low, high } = wilson(flips, pairs);
  return classify(low, high, epsilon);
}
