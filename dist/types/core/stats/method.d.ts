/**
 * The meter's two decision rules behind one call: the reference's Wilson score
 * interval (z = 1.96, strict comparisons; wilson.ts) and the exact binomial tails
 * with the Clopper–Pearson interval (exact.ts). Both spend α/2 = 2.5% per direction.
 */
import type { Call } from '../observation/types.js';
import type { Method } from './pairs.js';
import { type Interval } from './wilson.js';
/** The interval each method reports beside its call. */
export declare function intervalBy(method: Method, flips: number, pairs: number): Interval;
/** The three-way call for `flips` in `pairs` at `epsilon`. */
export declare function callBy(method: Method, flips: number, pairs: number, epsilon: number): Call;
