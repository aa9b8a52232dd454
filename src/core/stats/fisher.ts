/**
 * Relations judged against the measured noise: Fisher's exact test, one-sided.
 *
 * A relation contributes m pairs (unchanged input, changed input), v of which
 * disagree; the meter contributes n repeat pairs of the same inputs, f of which
 * flipped. If the relation changes nothing but noise, a relation pair disagrees
 * with the same probability as a repeat pair, and conditional on the v + f
 * disagreements the relation's share is hypergeometric. The p-value is
 *
 *   P(X ≥ v),   X ~ Hypergeometric(population m + n, successes v + f, draws m),
 *
 * (Fisher, "Statistical Methods for Research Workers", 1925, §21.02; exact and
 * conditional, so its false-alarm rate is at most the level for every common
 * disagreement rate). Terms are summed in log space.
 */
import { Refusal } from '../errors.js';
import { logChoose } from './exact.js';

function whole(value: number, where: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Refusal('stats.count', `expected a whole number >= 0, got ${String(value)}`, where);
  }
}

/**
 * One-sided p-value that the first group (v of m) disagrees more often than the
 * second (f of n).
 */
export function fisherGreater(v: number, m: number, f: number, n: number): number {
  whole(v, 'violations');
  whole(m, 'relationPairs');
  whole(f, 'flips');
  whole(n, 'pairs');
  if (v > m || f > n) {
    throw new Refusal('stats.count', `counts exceed their totals (${v}/${m}, ${f}/${n})`, 'counts');
  }
  if (v === 0) return 1;
  const total = m + n;
  const successes = v + f;
  const top = Math.min(m, successes);
  const denominator = logChoose(total, m);
  let sum = 0;
  for (let x = v; x <= top; x++) {
    sum += Math.exp(logChoose(successes, x) + logChoose(total - successes, m - x) - denominator);
  }
  return Math.min(1, sum);
}

/** One input's share of a relation test: the relation's pairs and the repeat pairs of that input. */
export interface NoiseStratum {
  /** Relation pairs (unchanged input, changed input) that disagreed. */
  readonly violations: number;
  readonly relationPairs: number;
  /** The input's repeat pairs that flipped. */
  readonly flips: number;
  readonly pairs: number;
}

/** The largest total of relation pairs the stratified test convolves. */
export const MAX_NOISE_PAIRS = 1_000_000;

/**
 * The exact conditional test for several inputs at once (stratified 2×2 tables
 * with a common disagreement rate inside each input under H0; Cox, "The Analysis
 * of Binary Data", 1970, §4.3; Mehta, Patel and Gray, JASA 80 (1985) 969–973).
 * Within input i, given its vᵢ + fᵢ disagreements, the relation's share Vᵢ is
 * hypergeometric(mᵢ + nᵢ, vᵢ + fᵢ, mᵢ); inputs are independent, so the total V is
 * their convolution and the one-sided p-value is P(V ≥ Σ vᵢ). With one input this
 * is `fisherGreater`.
 */
export function stratifiedGreater(strata: readonly NoiseStratum[]): number {
  let observed = 0;
  let span = 0;
  for (const [i, s] of strata.entries()) {
    const where = `strata[${i}]`;
    whole(s.violations, where);
    whole(s.relationPairs, where);
    whole(s.flips, where);
    whole(s.pairs, where);
    if (s.violations > s.relationPairs || s.flips > s.pairs) {
      throw new Refusal('stats.count', 'counts exceed their totals', where);
    }
    observed += s.violations;
    span += s.relationPairs;
  }
  if (observed === 0) return 1;
  if (span > MAX_NOISE_PAIRS) {
    throw new Refusal(
      'stats.count',
      `a relation test over ${span} pairs is more than the ${MAX_NOISE_PAIRS} it convolves`,
      'strata',
    );
  }
  // dist[x] = P(V = x) over the strata seen so far.
  let dist = new Float64Array([1]);
  for (const s of strata) {
    const total = s.relationPairs + s.pairs;
    const successes = s.violations + s.flips;
    if (s.relationPairs === 0 || successes === 0) continue;
    const lo = Math.max(0, s.relationPairs - (total - successes));
    const hi = Math.min(s.relationPairs, successes);
    const denominator = logChoose(total, s.relationPairs);
    const local = new Float64Array(hi + 1);
    for (let x = lo; x <= hi; x++) {
      local[x] = Math.exp(
        logChoose(successes, x) + logChoose(total - successes, s.relationPairs - x) - denominator,
      );
    }
    const next = new Float64Array(dist.length + hi);
    for (let a = 0; a < dist.length; a++) {
      const pa = dist[a] as number;
      if (pa === 0) continue;
      for (let x = lo; x <= hi; x++)
        next[a + x] = (next[a + x] as number) + pa * (local[x] as number);
    }
    dist = next;
  }
  let tail = 0;
  for (let x = observed; x < dist.length; x++) tail += dist[x] as number;
  return Math.min(1, tail);
}
