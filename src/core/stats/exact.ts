/**
 * The exact binomial rule, in log space.
 *
 * On N disjoint pairs with F flips and a tolerance ε, the meter certifies
 * (deterministic) iff P(Bin(N, ε) ≤ F) ≤ α/2 and calls stochastic iff
 * P(Bin(N, ε) ≥ F) ≤ α/2; otherwise it is undecided. These are the two one-sided
 * exact binomial tests of H0: q ≥ ε and H0: q ≤ ε, each at α/2, so each
 * direction's error is at most α/2 for any N fixed before collection (Clopper and
 * Pearson, Biometrika 26 (1934) 404–413; the interval below is theirs). Because
 * P(X ≤ F) + P(X ≥ F) ≥ 1, at most one of the two can hold.
 *
 * Tails are summed in log space from the term at F outwards, away from the mode,
 * so nothing underflows or overflows for N up to 10⁷ and the work is proportional
 * to the width of the distribution, not to N. log C(n, k) uses exact sums of logs
 * up to 1024 and Stirling's series beyond (Abramowitz & Stegun 6.1.41), whose
 * truncation error there is below 10⁻¹⁹.
 */
import { Refusal } from '../errors.js';
import type { Call } from '../observation/types.js';
import { validateEpsilon } from './epsilon.js';
import { smallestHolding } from './search.js';

/** The largest N the exact rule evaluates. */
export const MAX_EXACT_PAIRS = 10_000_000;

/** The default total error: α/2 for each direction. */
export const DEFAULT_ALPHA = 0.05;

const TABLE_SIZE = 1024;
const LOG_FACTORIAL: Float64Array = (() => {
  const t = new Float64Array(TABLE_SIZE + 1);
  for (let i = 1; i <= TABLE_SIZE; i++) t[i] = (t[i - 1] as number) + Math.log(i);
  return t;
})();

/** ln(n!) for a whole n ≥ 0. */
export function logFactorial(n: number): number {
  if (n <= TABLE_SIZE) return LOG_FACTORIAL[n] as number;
  // Stirling's series for ln Γ(n + 1), A&S 6.1.41.
  const x = n + 1;
  const inv = 1 / x;
  const inv2 = inv * inv;
  return (
    (x - 0.5) * Math.log(x) -
    x +
    0.5 * Math.log(2 * Math.PI) +
    inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)))
  );
}

/** ln C(n, k). */
export function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/** ln P(Bin(n, p) = k), for 0 < p < 1. */
export function logBinomialPmf(n: number, k: number, p: number): number {
  return logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p);
}

/** ln(e^a + e^b) without overflow. */
function logAdd(a: number, b: number): number {
  if (a === Number.NEGATIVE_INFINITY) return b;
  if (b === Number.NEGATIVE_INFINITY) return a;
  return a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));
}

/** Terms smaller than the running sum by this factor (in log) are below one ulp. */
const NEGLIGIBLE = -40;

/**
 * ln Σ pmf(k) from k = start walking by `step` (−1 down, +1 up) while the terms
 * shrink, stopping once a term is negligible against the sum. Only called from
 * the side of the mode where terms shrink monotonically.
 */
function logTailFrom(n: number, start: number, p: number, step: 1 | -1): number {
  let term = logBinomialPmf(n, start, p);
  let sum = term;
  const logRatioUp = Math.log(p) - Math.log1p(-p);
  for (let k = start; step === -1 ? k > 0 : k < n; k += step) {
    // pmf(k+1)/pmf(k) = (n−k)/(k+1) · p/(1−p); pmf(k−1)/pmf(k) is its inverse at k−1.
    term +=
      step === 1
        ? Math.log(n - k) - Math.log(k + 1) + logRatioUp
        : Math.log(k) - Math.log(n - k + 1) - logRatioUp;
    sum = logAdd(sum, term);
    if (term - sum < NEGLIGIBLE) break;
  }
  return sum;
}

function checkArgs(n: number, p: number): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_EXACT_PAIRS) {
    throw new Refusal(
      'stats.trials',
      `expected a whole number of trials between 0 and ${MAX_EXACT_PAIRS}, got ${n}`,
      'trials',
    );
  }
  if (!(p > 0 && p < 1)) {
    throw new Refusal(
      'stats.probability',
      `expected a probability strictly between 0 and 1, got ${p}`,
      'p',
    );
  }
}

/** ln P[X ≤ f] for X ~ Bin(n, p). */
export function logBinomialAtMost(n: number, f: number, p: number): number {
  checkArgs(n, p);
  if (f < 0) return Number.NEGATIVE_INFINITY;
  if (f >= n) return 0;
  const mean = n * p;
  if (f <= mean) return logTailFrom(n, Math.floor(f), p, -1);
  // Above the mean the lower tail is at least about a half: 1 − P[X ≥ f + 1].
  const upper = Math.exp(logTailFrom(n, Math.floor(f) + 1, p, 1));
  return Math.log1p(-Math.min(upper, 1));
}

/** ln P[X ≥ f] for X ~ Bin(n, p). */
export function logBinomialAtLeast(n: number, f: number, p: number): number {
  checkArgs(n, p);
  if (f <= 0) return 0;
  if (f > n) return Number.NEGATIVE_INFINITY;
  const mean = n * p;
  if (f >= mean) return logTailFrom(n, Math.ceil(f), p, 1);
  const lower = Math.exp(logTailFrom(n, Math.ceil(f) - 1, p, -1));
  return Math.log1p(-Math.min(lower, 1));
}

function checkCounts(flips: number, pairs: number): void {
  if (!Number.isSafeInteger(pairs) || pairs < 0 || pairs > MAX_EXACT_PAIRS) {
    throw new Refusal(
      'stats.trials',
      `expected a whole number of pairs between 0 and ${MAX_EXACT_PAIRS}, got ${pairs}`,
      'pairs',
    );
  }
  if (!Number.isSafeInteger(flips) || flips < 0 || flips > pairs) {
    throw new Refusal(
      'stats.successes',
      `expected a whole number of flips between 0 and ${pairs}, got ${flips}`,
      'flips',
    );
  }
}

export function validateAlpha(alpha: unknown, where = 'alpha'): number {
  if (typeof alpha !== 'number' || !Number.isFinite(alpha) || alpha <= 0 || alpha >= 1) {
    throw new Refusal(
      'stats.alpha',
      `expected a number strictly between 0 and 1, got ${String(alpha)}`,
      where,
    );
  }
  return alpha;
}

/** The exact three-way call for `flips` in `pairs` at `epsilon` (α/2 per direction). */
export function exactCall(
  flips: number,
  pairs: number,
  epsilon: number,
  alpha: number = DEFAULT_ALPHA,
): Call {
  checkCounts(flips, pairs);
  validateEpsilon(epsilon);
  validateAlpha(alpha);
  if (pairs === 0) return 'undecided';
  const level = Math.log(alpha / 2);
  if (logBinomialAtMost(pairs, flips, epsilon) <= level) return 'deterministic';
  if (logBinomialAtLeast(pairs, flips, epsilon) <= level) return 'stochastic';
  return 'undecided';
}

/** True when `flips` in `pairs` certify `epsilon` by the exact rule. */
export function exactCertifies(
  flips: number,
  pairs: number,
  epsilon: number,
  alpha: number = DEFAULT_ALPHA,
): boolean {
  return (
    pairs > 0 && flips <= pairs && logBinomialAtMost(pairs, flips, epsilon) <= Math.log(alpha / 2)
  );
}

/**
 * The Clopper–Pearson interval at 1 − α (α/2 in each tail): the ε values the
 * exact rule would not reject in either direction. Found by bisection on the
 * tails (60 halvings: to below 10⁻¹⁷). Decisions never read this interval; they
 * use the tails directly, so a bisection last digit cannot move a call.
 */
export function clopperPearson(
  flips: number,
  pairs: number,
  alpha: number = DEFAULT_ALPHA,
): { readonly low: number; readonly high: number } {
  checkCounts(flips, pairs);
  validateAlpha(alpha);
  if (pairs === 0) return { low: 0, high: 1 };
  const level = Math.log(alpha / 2);
  const solve = (tooLow: (p: number) => boolean): number => {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (mid <= 0 || mid >= 1) break;
      if (tooLow(mid)) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  // low: P(X ≥ F; p) = α/2, increasing in p. high: P(X ≤ F; p) = α/2, decreasing in p.
  const low = flips === 0 ? 0 : solve((p) => logBinomialAtLeast(pairs, flips, p) < level);
  const high = flips === pairs ? 1 : solve((p) => logBinomialAtMost(pairs, flips, p) > level);
  return { low, high };
}

/**
 * Pairs at which zero flips certify by the exact rule: ⌈ln(α/2) / ln(1 − ε)⌉
 * (72 at ε = 0.05, 36 at 0.10, 368 at 0.01), checked against the tail itself so a
 * rounding in the logarithms cannot move it.
 */
export function exactZeroFlipPairs(epsilon: number, alpha: number = DEFAULT_ALPHA): number {
  validateEpsilon(epsilon);
  validateAlpha(alpha);
  let n = Math.ceil(Math.log(alpha / 2) / Math.log1p(-epsilon));
  const level = Math.log(alpha / 2);
  while (n > 1 && (n - 1) * Math.log1p(-epsilon) <= level) n--;
  while (n * Math.log1p(-epsilon) > level) n++;
  return n;
}

/**
 * The smallest total N ≥ max(pairs, 1) at which `flips` flips certify by the exact
 * rule (every further pair agreeing), or null past MAX_EXACT_PAIRS. P(Bin(N, ε) ≤ F)
 * falls as N grows, so an exponential search then bisection finds it.
 */
export function exactPairsToCertify(
  flips: number,
  pairs: number,
  epsilon: number,
  alpha: number = DEFAULT_ALPHA,
): number | null {
  checkCounts(flips, pairs);
  validateEpsilon(epsilon);
  validateAlpha(alpha);
  return smallestHolding(
    Math.max(pairs, flips, 1),
    (n) => exactCertifies(flips, n, epsilon, alpha),
    MAX_EXACT_PAIRS,
  );
}
