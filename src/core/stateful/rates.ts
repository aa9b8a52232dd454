/**
 * The rates of the cases report (docs/statistics.md §13): a criterion's pass
 * rate over case runs, pass^k over cases, and a bar's three-way decision.
 *
 * - Independent units (every cluster judged once: one run per case, no shared
 *   cluster): the Wilson interval over case runs (stats/wilson.ts).
 * - Units that repeat (runs > 1, or cases sharing a cluster, such as derived
 *   cases and their source): the cluster-robust interval of the ratio
 *   r = Σ passes / Σ runs over G clusters (Miller 2024, arXiv 2411.00640):
 *   SE = √(G/(G−1) · Σ_g (passes_g − r·runs_g)²) / Σ runs, r ± t_{G−1}·SE
 *   clipped to [0, 1] — the benchmarks' estimator (bench/summary.ts) — and
 *   never narrower than a Wilson interval at r over the G clusters (reruns of
 *   a case are not independent draws: when every case passes every run the
 *   clustered SE is 0, and the clusters, not the runs, say how sure that is);
 *   with fewer than two clusters, that Wilson interval alone.
 * - pass^k: per case, the unbiased C(c, k)/C(n, k) over its judged runs
 *   (bench/estimators.ts), averaged over the cases judged at least k times; the
 *   interval is the same cluster-robust one over the per-case values, never
 *   narrower than a Wilson interval at that value over the cases.
 */
import { clusterInterval, passHatK, zOf } from '../bench/index.js';
import { wilson } from '../stats/index.js';
import type { CriterionStatus, RateInterval } from './types.js';

const clip = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** The Wilson score interval at a (possibly fractional) proportion p of n. */
export function wilsonAt(p: number, n: number, z: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 0 };
  const zz = z * z;
  const denom = 1 + zz / n;
  const centre = (p + zz / (2 * n)) / denom;
  const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * n)) / n)) / denom;
  return { low: clip(centre - margin), high: clip(centre + margin) };
}

/** One judged unit: its cluster and whether it passed. */
export interface Unit {
  readonly cluster: string;
  readonly passed: boolean;
}

function clusterBounds(
  groups: readonly { readonly y: number; readonly m: number }[],
  confidence: number,
  floor: { low: number; high: number },
): { low: number; high: number } {
  const b = clusterInterval(groups, confidence, floor);
  return { low: b.low, high: b.high };
}

/**
 * The pass rate of judged units with its interval (see the module comment);
 * null when nothing was judged. `cluster: true` forces the cluster-aware method.
 */
export function passRateOf(
  units: readonly Unit[],
  confidence: number,
  options: { readonly cluster?: boolean } = {},
): RateInterval | null {
  if (units.length === 0) return null;
  const groups = new Map<string, { y: number; m: number }>();
  let passes = 0;
  for (const u of units) {
    const g = groups.get(u.cluster) ?? { y: 0, m: 0 };
    g.m++;
    if (u.passed) {
      g.y++;
      passes++;
    }
    groups.set(u.cluster, g);
  }
  const n = units.length;
  const w = wilson(passes, n, zOf(confidence));
  const repeats = [...groups.values()].some((g) => g.m > 1);
  if (!repeats && options.cluster !== true) {
    return { value: passes / n, low: w.low, high: w.high, method: 'wilson' };
  }
  // The floor counts clusters, not runs: a case's reruns are not independent
  // draws, so an all-pass run of 20 cases × 3 runs is as sure as 20 cases.
  const floor = wilsonAt(passes / n, groups.size, zOf(confidence));
  const b = clusterBounds([...groups.values()], confidence, {
    low: Math.min(floor.low, w.low),
    high: Math.max(floor.high, w.high),
  });
  return { value: passes / n, low: b.low, high: b.high, method: 'cluster' };
}

/** One case's judged runs for pass^k. */
export interface CaseTally {
  readonly cluster: string;
  readonly n: number;
  readonly c: number;
}

/** pass^k over cases judged at least k times (k ≥ 2), with its interval; null when none was or k < 2. */
export function passHatKOf(
  cases: readonly CaseTally[],
  k: number,
  confidence: number,
): { k: number; value: number; low: number; high: number } | null {
  if (!Number.isSafeInteger(k) || k < 2) return null;
  const scored = cases.filter((t) => t.n >= k);
  if (scored.length === 0) return null;
  const groups = new Map<string, { y: number; m: number }>();
  let sum = 0;
  for (const t of scored) {
    const v = passHatK(t.n, t.c, k);
    sum += v;
    const g = groups.get(t.cluster) ?? { y: 0, m: 0 };
    g.y += v;
    g.m++;
    groups.set(t.cluster, g);
  }
  const value = sum / scored.length;
  const floor = wilsonAt(value, scored.length, zOf(confidence));
  const b = clusterBounds([...groups.values()], confidence, floor);
  return { k, value, low: b.low, high: b.high };
}

/**
 * A bar's decision on an interval: passed when the lower bound is at least the
 * bar, failed when the upper bound is below it, insufficient evidence between.
 */
export function barStatus(
  rate: { readonly low: number; readonly high: number },
  bar: number,
): CriterionStatus {
  if (rate.low >= bar) return 'passed';
  if (rate.high < bar) return 'failed';
  return 'insufficient_evidence';
}

/**
 * How many more cases, each passing all `runs` runs (or each failing them all),
 * would decide a bar that the interval straddles now; null when none up to
 * `limit` would (a bar of 1 is never cleared).
 */
export function casesToDecide(
  units: readonly Unit[],
  runs: number,
  bar: number,
  confidence: number,
  outcome: boolean,
  options: { readonly cluster?: boolean; readonly limit?: number } = {},
): number | null {
  const limit = options.limit ?? 2000;
  const r = Math.max(1, runs);
  const decides = (m: number): boolean => {
    const extra: Unit[] = [];
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < r; j++) extra.push({ cluster: `\u0000more-${i}`, passed: outcome });
    }
    const rate = passRateOf([...units, ...extra], confidence, options);
    if (rate === null) return false;
    return outcome ? rate.low >= bar : rate.high < bar;
  };
  if (!decides(limit)) return null;
  let lo = 1;
  let hi = limit;
  // The interval moves monotonically with more agreeing cases: bisect the smallest m.
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (decides(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
