/**
 * The unbiased per-task estimators of pass^k and pass@k, and the small
 * descriptive helpers the summaries use (a quantile, a seeded bootstrap).
 *
 * With c passes in n scored runs of a task (errors are not scored):
 * - pass^k = C(c, k) / C(n, k), the chance that k runs drawn without
 *   replacement from the n all pass (τ-bench, Yao et al. 2024);
 * - pass@k = 1 − C(n − c, k) / C(n, k), the chance that at least one of them
 *   passes (Chen et al. 2021, "Evaluating Large Language Models Trained on
 *   Code", eq. 1).
 * Both are evaluated as products of k ratios, ∏ (c − i)/(n − i) and
 * ∏ (n − c − i)/(n − i) for i = 0 … k − 1, which never overflow (no binomial
 * coefficient is formed) and lose only a few ulps for n in the thousands; the
 * plug-in (c/n)^k is never used (it is biased upward for pass^k).
 */
import { Refusal } from '../errors.js';
import { AllocationDraws } from '../stats/index.js';

function checkCounts(n: number, c: number, k: number): void {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new Refusal(
      'stats.count',
      `expected n, the scored runs, as a whole number of at least 1, got ${n}`,
      'n',
    );
  }
  if (!Number.isSafeInteger(c) || c < 0 || c > n) {
    throw new Refusal(
      'stats.count',
      `expected c, the passes, as a whole number from 0 to ${n}, got ${c}`,
      'c',
    );
  }
  if (!Number.isSafeInteger(k) || k < 1 || k > n) {
    throw new Refusal(
      'stats.count',
      `expected k as a whole number from 1 to n = ${n}, got ${k}`,
      'k',
    );
  }
}

/** Unbiased pass^k = C(c, k) / C(n, k) for c passes in n runs, 1 ≤ k ≤ n. */
export function passHatK(n: number, c: number, k: number): number {
  checkCounts(n, c, k);
  if (c < k) return 0;
  let p = 1;
  for (let i = 0; i < k; i++) p *= (c - i) / (n - i);
  return p;
}

/** Unbiased pass@k = 1 − C(n − c, k) / C(n, k) for c passes in n runs, 1 ≤ k ≤ n. */
export function passAtK(n: number, c: number, k: number): number {
  checkCounts(n, c, k);
  if (n - c < k) return 1;
  let q = 1;
  for (let i = 0; i < k; i++) q *= (n - c - i) / (n - i);
  return 1 - q;
}

/** The mean over tasks of an estimator at k; tasks are `{n, c}` (every n ≥ k). */
export function meanOverTasks(
  tasks: readonly { readonly n: number; readonly c: number }[],
  k: number,
  estimator: (n: number, c: number, k: number) => number,
): number {
  if (tasks.length === 0) return 0;
  let sum = 0;
  for (const t of tasks) sum += estimator(t.n, t.c, k);
  return sum / tasks.length;
}

/**
 * The p-quantile of sorted values by linear interpolation between order
 * statistics (Hyndman & Fan 1996, definition 7; R's default, NumPy's
 * `linear`): h = (m − 1)·p, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]).
 */
export function quantileSorted(sorted: readonly number[], p: number): number {
  const m = sorted.length;
  if (m === 0) return Number.NaN;
  const h = (m - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo] as number;
  const b = sorted[Math.min(lo + 1, m - 1)] as number;
  return a + (h - lo) * (b - a);
}

/**
 * A seeded percentile bootstrap over clusters: each resample draws as many
 * clusters as there are, uniformly with replacement (SFC32 through
 * `AllocationDraws`, a pure function of the seed), and takes the mean over the
 * drawn clusters' tasks of each statistic. `values[s][g]` is statistic s
 * summed over cluster g's tasks; `sizes[g]` the tasks in cluster g. The same
 * draws serve every statistic (common random numbers: the curves over k stay
 * comparable). Returns [low, high] per statistic at the two-sided confidence.
 */
export function bootstrapMeans(
  values: readonly (readonly number[])[],
  sizes: readonly number[],
  options: { readonly seed: number; readonly resamples: number; readonly confidence: number },
): { low: number; high: number }[] {
  const g = sizes.length;
  if (g === 0) return values.map(() => ({ low: 0, high: 0 }));
  const draws = new AllocationDraws(options.seed, g);
  const stats = values.length;
  const samples = values.map(() => new Float64Array(options.resamples));
  const sums = new Float64Array(stats);
  for (let r = 0; r < options.resamples; r++) {
    sums.fill(0);
    let tasks = 0;
    for (let j = 0; j < g; j++) {
      const idx = draws.next();
      tasks += sizes[idx] as number;
      for (let s = 0; s < stats; s++)
        sums[s] = (sums[s] as number) + ((values[s] as readonly number[])[idx] as number);
    }
    for (let s = 0; s < stats; s++) (samples[s] as Float64Array)[r] = (sums[s] as number) / tasks;
  }
  const tail = (1 - options.confidence) / 2;
  return samples.map((sample) => {
    const sorted = Array.from(sample).sort((x, y) => x - y);
    return { low: quantileSorted(sorted, tail), high: quantileSorted(sorted, 1 - tail) };
  });
}
