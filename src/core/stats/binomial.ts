import { Refusal } from '../errors.js';

/**
 * Binomial tail probabilities computed without overflow for any number of trials.
 *
 * The weights are taken relative to the mode (weight 1 there) by the ratio
 * recurrence w(i+1) = w(i)·(n−i)p / ((i+1)(1−p)), walking outwards until they
 * underflow to zero, so nothing overflows and the work is proportional to the
 * width of the distribution (a few hundred terms for the plans used here), not
 * to n. Probabilities are the weights divided by their sum, and tails are summed
 * from the small end. The relative error grows by a few ulps per step from the
 * mode, far below anything that moves an integer threshold.
 */
export interface BinomialWeights {
  readonly n: number;
  readonly p: number;
  /** Index of the first stored weight; weights below it underflowed to 0. */
  readonly first: number;
  /** Weights for first .. first + weights.length − 1, relative to the mode. */
  readonly weights: Float64Array;
  /** Sum of all weights. */
  readonly total: number;
}

export function binomialWeights(n: number, p: number): BinomialWeights {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Refusal('stats.trials', `expected a whole number of trials >= 0, got ${n}`, 'trials');
  }
  if (!(p > 0 && p < 1)) {
    throw new Refusal(
      'stats.probability',
      `expected a probability strictly between 0 and 1, got ${p}`,
      'p',
    );
  }
  const q = 1 - p;
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const below: number[] = [];
  let w = 1;
  for (let i = mode; i > 0; i--) {
    w = (w * i * q) / ((n - i + 1) * p);
    if (w === 0) break;
    below.push(w);
  }
  const above: number[] = [];
  w = 1;
  for (let i = mode; i < n; i++) {
    w = (w * (n - i) * p) / ((i + 1) * q);
    if (w === 0) break;
    above.push(w);
  }
  const weights = new Float64Array(below.length + 1 + above.length);
  let k = 0;
  for (let j = below.length - 1; j >= 0; j--) weights[k++] = below[j] as number;
  weights[k++] = 1;
  for (const value of above) weights[k++] = value;
  // Sum each side from its small end, then add the mode.
  let low = 0;
  for (let j = below.length - 1; j >= 0; j--) low += below[j] as number;
  let high = 0;
  for (let j = above.length - 1; j >= 0; j--) high += above[j] as number;
  return { n, p, first: mode - below.length, weights, total: low + high + 1 };
}

function weightAt(b: BinomialWeights, i: number): number {
  const j = i - b.first;
  return j >= 0 && j < b.weights.length ? (b.weights[j] as number) : 0;
}

/** P[X <= f] for X ~ Bin(n, p). */
export function binomialAtMost(n: number, f: number, p: number): number {
  if (f < 0) return 0;
  if (f >= n) return 1;
  const b = binomialWeights(n, p);
  let sum = 0;
  for (let i = b.first; i <= f; i++) sum += weightAt(b, i);
  return Math.min(1, sum / b.total);
}

/** P[X >= f] for X ~ Bin(n, p). */
export function binomialAtLeast(n: number, f: number, p: number): number {
  if (f <= 0) return 1;
  if (f > n) return 0;
  const b = binomialWeights(n, p);
  const last = b.first + b.weights.length - 1;
  let sum = 0;
  for (let i = last; i >= f; i--) sum += weightAt(b, i);
  return Math.min(1, sum / b.total);
}

/** The smallest f in 0..n with P[X >= f] <= level, or n + 1 when there is none. */
export function smallestUpperTailAtMost(n: number, p: number, level: number): number {
  const b = binomialWeights(n, p);
  const last = b.first + b.weights.length - 1;
  // Above `last` the tail is 0 (underflowed), so f = last + 1 always qualifies.
  let answer = Math.min(n + 1, last + 1);
  let sum = 0;
  for (let f = last; f >= 0; f--) {
    sum += weightAt(b, f);
    if (sum / b.total > level) break;
    answer = f;
  }
  return answer;
}

/** The largest f in 0..n with P[X <= f] <= level, or −1 when there is none. */
export function largestLowerTailAtMost(n: number, p: number, level: number): number {
  const b = binomialWeights(n, p);
  // Below `first` the tail is 0 (underflowed), so f = first − 1 always qualifies.
  let answer = b.first - 1;
  let sum = 0;
  for (let f = b.first; f <= n; f++) {
    sum += weightAt(b, f);
    if (sum / b.total > level) break;
    answer = f;
  }
  return answer;
}
