/**
 * Two or more agents compared, pair by pair, on the tasks both scored.
 *
 * For each pair (A, B) in input order (A vs B, A vs C, B vs C …):
 * - the paired set: tasks both sides scored (passes + fails ≥ 1); the rest
 *   are `droppedTasks`;
 * - d_i = pass rate A − pass rate B on task i; the mean difference, its paired
 *   standard error √(Var(d)/n) (Miller 2024, arXiv 2411.00640, paired analysis;
 *   cluster-robust over declared clusters), and mean ± t_{G−1}·SE clipped to
 *   [−1, 1];
 * - with exactly one scored run per task on both sides: the exact McNemar test
 *   on the discordant tasks (two-sided exact p and mid-p, Fagerland, Lydersen &
 *   Laake 2013, BMC Med Res Methodol 13:91) and Newcombe's square-and-add
 *   interval for pA − pB (Newcombe 1998, Stat Med 17:2635, method 10); the
 *   p-value used is the mid-p;
 * - otherwise the p-value is a sign-flip permutation test of Σ d over clusters
 *   (clusters with a zero difference left out, which changes nothing but the
 *   work; exact over all 2^G sign patterns up to G = 12 non-zero clusters, a
 *   seeded Monte Carlo of `resamples` patterns beyond, p = (1 + hits)/(1 + resamples)).
 *   Under the null that the two agents behave alike on every task, swapping
 *   A and B within a task leaves the distribution unchanged, so the test is
 *   valid at any number of tasks, for the bounded and discrete d a benchmark
 *   gives, where the paired t test's normal approximation is not; with one run
 *   per task it is the exact sign test, i.e. McNemar's exact test.
 * - Holm's (1979) step-down adjustment across all pairs; the verdict at
 *   α = 1 − confidence on the adjusted p.
 * - the minimum detectable difference of the exact test used, from its exact
 *   power under the sign model (power.ts), capped at 1; `reachable` false when
 *   the test cannot reach α at this size at all (too small to tell).
 */
import { Refusal } from '../errors.js';
import { logChoose, Sfc32, wilson } from '../stats/index.js';
import { normalQuantile } from './distributions.js';
import { checkBenchOptions } from './options.js';
import { exactMinimumDetectable, unitsToDetect, type ExactPairedTest } from './power.js';
import { tOf, zOf } from './summary.js';
import type {
  AgentSummary,
  Bounds,
  BenchOptions,
  Comparison,
  McNemarResult,
  PairComparison,
  TaskSummary,
} from './types.js';

/** The power the minimum detectable difference is computed at. */
export const POWER = 0.8;
/** Up to this many clusters with a non-zero difference the permutation test enumerates every sign pattern. */
export const EXACT_PERMUTATION_CLUSTERS = 12;
/** A cluster difference this small is rounding, not a difference (the sign-flip test leaves it out). */
const ZERO_DIFFERENCE = 1e-12;

/** Exact McNemar: b tasks A passed and B failed, c the reverse; X ~ Bin(b + c, ½). */
export function mcnemar(b: number, c: number): McNemarResult {
  for (const [name, v] of [
    ['b', b],
    ['c', c],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) {
      throw new Refusal(
        'stats.count',
        `expected ${name} as a whole number of at least 0, got ${v}`,
        name,
      );
    }
  }
  const n = b + c;
  if (n === 0) return { b, c, exactP: 1, midP: 1 };
  const m = Math.min(b, c);
  const pmf = (i: number): number => Math.exp(logChoose(n, i) - n * Math.LN2);
  let tail = 0;
  for (let i = 0; i <= m; i++) tail += pmf(i);
  const exactP = Math.min(1, 2 * tail);
  // b = c: the observed count is the centre, both tails are the whole
  // distribution, and the mid-p is 1 − ½·P(X = b) (Fagerland et al. 2013).
  const midP = b === c ? 1 - 0.5 * pmf(m) : Math.min(1, 2 * tail - pmf(m));
  return { b, c, exactP, midP };
}

/**
 * Newcombe's square-and-add interval (method 10) for p1 − p2 from a paired
 * 2×2 table: a both pass, b only the first, c only the second, d neither.
 * Wilson limits for each margin, combined with the correlation φ of the table,
 * which Newcombe replaces by max(ad − bc − n/2, 0)/√(…) when ad > bc (and by 0
 * when a margin is empty). `z` defaults to 1.96.
 */
export function newcombePaired(a: number, b: number, c: number, d: number, z = 1.96): Bounds {
  const n = a + b + c + d;
  if (n === 0) return { low: -1, high: 1 };
  const p1 = (a + b) / n;
  const p2 = (a + c) / n;
  const w1 = wilson(a + b, n, z);
  const w2 = wilson(a + c, n, z);
  const margins = (a + b) * (c + d) * (a + c) * (b + d);
  let phi = 0;
  if (margins > 0) {
    const cross = a * d - b * c;
    const corrected = cross > 0 ? Math.max(cross - n / 2, 0) : cross;
    phi = corrected / Math.sqrt(margins);
  }
  const dl1 = p1 - w1.low;
  const du1 = w1.high - p1;
  const dl2 = p2 - w2.low;
  const du2 = w2.high - p2;
  const diff = p1 - p2;
  const low = diff - Math.sqrt(Math.max(0, dl1 * dl1 - 2 * phi * dl1 * du2 + du2 * du2));
  const high = diff + Math.sqrt(Math.max(0, du1 * du1 - 2 * phi * du1 * dl2 + dl2 * dl2));
  return { low: Math.max(-1, low), high: Math.min(1, high) };
}

/** Holm's (1979) step-down adjusted p-values, in the input order. */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/**
 * The two-sided sign-flip permutation p-value of Σ D_g, D_g the per-cluster
 * sums of the paired differences (see the module comment).
 */
export function signFlipP(all: readonly number[], seed: number, resamples: number): number {
  // A cluster whose difference is 0 adds 0 under either sign: each pattern of the
  // others appears 2^(zeros) times, so leaving them out gives the same p exactly
  // (and keeps the exact enumeration for more clusters). |D| ≤ 1e-12 is rounding.
  const sums = all.filter((s) => Math.abs(s) > ZERO_DIFFERENCE);
  const g = sums.length;
  let observed = 0;
  for (const s of sums) observed += s;
  const target = Math.abs(observed);
  if (g === 0 || target === 0) return 1;
  const tol = 1e-9 * (1 + target);
  if (g <= EXACT_PERMUTATION_CLUSTERS) {
    // Gray-code walk over every sign pattern: one flip per step.
    let total = observed;
    const sign = new Int8Array(g).fill(1);
    let hits = 0;
    const patterns = 2 ** g;
    for (let step = 0; step < patterns; step++) {
      if (step > 0) {
        let j = 0;
        while (((step >> j) & 1) === 0) j++;
        total -= 2 * (sign[j] as number) * (sums[j] as number);
        sign[j] = -(sign[j] as number) as 1 | -1;
      }
      if (Math.abs(total) >= target - tol) hits++;
    }
    return hits / patterns;
  }
  const words = new Sfc32(0x9e3779b9, seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0);
  let hits = 0;
  for (let r = 0; r < resamples; r++) {
    let total = 0;
    let word = 0;
    for (let j = 0; j < g; j++) {
      if (j % 32 === 0) word = words.next32();
      const s = sums[j] as number;
      total += (word >>> (j % 32)) & 1 ? s : -s;
    }
    if (Math.abs(total) >= target - tol) hits++;
  }
  return (1 + hits) / (1 + resamples);
}

/**
 * The smallest p the pair's test can give on `units` paired units (tasks for
 * McNemar, clusters for the sign-flip test), every one differing the same
 * way: the McNemar mid-p ½^n (P(X = 0) counted once, halved into each tail
 * doubled), the exact sign-flip 2/2^G. Beyond the exact enumeration the Monte
 * Carlo p can be as small as 1/(1 + resamples), so it is treated as reachable (0).
 */
export function smallestAttainableP(units: number, mcnemarTest: boolean): number {
  if (units <= 0) return 1;
  if (mcnemarTest) return 0.5 ** units;
  return units > EXACT_PERMUTATION_CLUSTERS ? 0 : Math.min(1, 2 / 2 ** units);
}

interface Paired {
  readonly a: TaskSummary;
  readonly b: TaskSummary;
}

function scoredRuns(t: TaskSummary): number {
  return t.passes + t.fails;
}

/** Mean pass rate over an agent's scored tasks (the order tie groups use). */
export function meanPassRate(summary: AgentSummary): number {
  const rates = summary.perTask.map((t) => t.passRate).filter((r): r is number => r !== null);
  return rates.length === 0 ? 0 : rates.reduce((x, y) => x + y, 0) / rates.length;
}

/** Within-task variance of one side's binary outcomes, averaged (Miller's σ²) and per mean (σ²/K). */
function withinVariance(rates: readonly { p: number; n: number }[]): {
  sigma2: number;
  ofMean: number;
} {
  if (rates.length === 0) return { sigma2: 0, ofMean: 0 };
  if (rates.some((r) => r.n < 2)) {
    // One run somewhere: within-task variance is not estimable; p̄(1 − p̄) bounds its mean.
    const pbar = rates.reduce((s, r) => s + r.p, 0) / rates.length;
    const n = rates.reduce((s, r) => s + r.n, 0) / rates.length;
    return { sigma2: pbar * (1 - pbar), ofMean: (pbar * (1 - pbar)) / n };
  }
  let sigma2 = 0;
  let ofMean = 0;
  for (const r of rates) {
    const s2 = (r.n / (r.n - 1)) * r.p * (1 - r.p);
    sigma2 += s2;
    ofMean += s2 / r.n;
  }
  return { sigma2: sigma2 / rates.length, ofMean: ofMean / rates.length };
}

interface PairPlan {
  /** Var(d) used for planning (design effect of clusters included). */
  readonly variance: number;
  readonly omega2: number;
  readonly sigma2: number;
  readonly n: number;
  /** The exact test's paired units (tasks for McNemar, clusters for the sign-flip test). */
  readonly units: number;
  /** Units that differ between the two agents (discordant tasks, clusters whose sum is not 0). */
  readonly differing: number;
  readonly test: ExactPairedTest;
}

function comparePair(
  sa: AgentSummary,
  sb: AgentSummary,
  options: BenchOptions,
): { pair: Omit<PairComparison, 'pAdjusted' | 'verdict'>; plan: PairPlan } {
  const byId = new Map(sb.perTask.map((t) => [t.id, t]));
  const ids = new Set<string>();
  for (const t of sa.perTask) if (scoredRuns(t) > 0) ids.add(t.id);
  for (const t of sb.perTask) if (scoredRuns(t) > 0) ids.add(t.id);
  const paired: Paired[] = [];
  for (const t of sa.perTask) {
    const u = byId.get(t.id);
    if (u !== undefined && scoredRuns(t) > 0 && scoredRuns(u) > 0) paired.push({ a: t, b: u });
  }
  const n = paired.length;
  const d = paired.map(({ a, b }) => (a.passRate as number) - (b.passRate as number));
  const mean = n === 0 ? 0 : d.reduce((x, y) => x + y, 0) / n;

  // Cluster sums of d (each task its own cluster unless it declares one).
  const clusterSums = new Map<string, number>();
  paired.forEach(({ a }, i) => {
    const id = a.cluster ?? a.id;
    clusterSums.set(id, (clusterSums.get(id) ?? 0) + (d[i] as number));
  });
  const sums = [...clusterSums.values()];
  const g = sums.length;
  let se = 0;
  let interval: Bounds = { low: -1, high: 1 };
  if (g >= 2) {
    // Σ_g (D_g − n_g·d̄)² with n_g the tasks of cluster g.
    const sizes = new Map<string, number>();
    for (const { a } of paired)
      sizes.set(a.cluster ?? a.id, (sizes.get(a.cluster ?? a.id) ?? 0) + 1);
    let ss = 0;
    for (const [id, s] of clusterSums) {
      const e = s - (sizes.get(id) as number) * mean;
      ss += e * e;
    }
    se = Math.sqrt((g / (g - 1)) * ss) / n;
    const t = tOf(options.confidence, g - 1);
    interval = { low: Math.max(-1, mean - t * se), high: Math.min(1, mean + t * se) };
  }

  const single = n > 0 && paired.every(({ a, b }) => scoredRuns(a) === 1 && scoredRuns(b) === 1);
  let mc: McNemarResult | null = null;
  let nc: Bounds | null = null;
  let p: number;
  if (single) {
    let both = 0;
    let onlyA = 0;
    let onlyB = 0;
    let neither = 0;
    for (const { a, b } of paired) {
      if (a.passes === 1 && b.passes === 1) both++;
      else if (a.passes === 1) onlyA++;
      else if (b.passes === 1) onlyB++;
      else neither++;
    }
    mc = mcnemar(onlyA, onlyB);
    nc = newcombePaired(both, onlyA, onlyB, neither, zOf(options.confidence));
    p = mc.midP;
  } else {
    p = n === 0 ? 1 : signFlipP(sums, options.seed, options.resamples);
  }

  // Planning quantities (Miller's power formula).
  const meanRuns =
    n === 0 ? 1 : paired.reduce((s, { a, b }) => s + scoredRuns(a) + scoredRuns(b), 0) / (2 * n);
  const observed = n * se * se;
  const variance = observed > 0 ? observed : 0.5 / meanRuns;
  const wa = withinVariance(paired.map(({ a }) => ({ p: a.passRate as number, n: scoredRuns(a) })));
  const wb = withinVariance(paired.map(({ b }) => ({ p: b.passRate as number, n: scoredRuns(b) })));
  const omega2 = Math.max(0, variance - wa.ofMean - wb.ofMean);
  // The minimum detectable difference of the exact test actually used, at
  // this many paired units (tasks for McNemar, clusters for the sign-flip
  // test), under the sign model of power.ts; 1 (the cap) when it can never
  // reach α here.
  const differing =
    mc !== null ? mc.b + mc.c : sums.filter((s) => Math.abs(s) > ZERO_DIFFERENCE).length;
  const minimumDetectable =
    n === 0
      ? 1
      : exactMinimumDetectable({
          units: single ? n : g,
          differing,
          test: single ? 'mcnemar-mid-p' : 'sign-flip',
          alpha: 1 - options.confidence,
          power: POWER,
        });

  return {
    pair: {
      a: sa.agent.name,
      b: sb.agent.name,
      pairedTasks: n,
      droppedTasks: ids.size - n,
      meanDifference: mean,
      se,
      interval,
      mcnemar: mc,
      newcombe: nc,
      p,
      minimumDetectable,
      reachable: n > 0 && smallestAttainableP(single ? n : g, single) < 1 - options.confidence,
    },
    plan: {
      variance,
      omega2,
      sigma2: wa.sigma2 + wb.sigma2,
      n,
      units: single ? n : g,
      differing,
      test: single ? 'mcnemar-mid-p' : 'sign-flip',
    },
  };
}

/**
 * Tasks needed at these runs to detect `delta` with power 0.8: the exact test
 * actually used (exact McNemar mid-p with one run per task, else the sign-flip
 * test over clusters), its power computed exactly under the sign model of
 * power.ts at the share of differing units seen, searched over the number of
 * units from 2 (`unitsToDetect`) and scaled back to tasks at this pair's tasks
 * per unit; null when no number would. Runs needed at these tasks stay Miller's
 * power formula (Miller 2024, arXiv 2411.00640): the sign model has no runs.
 */
function needed(
  plan: PairPlan,
  delta: number,
  zz: number,
  alpha: number,
): { tasks: number | null; runs: number | null } {
  const units = unitsToDetect({
    delta,
    // No pair seen yet: plan as if every unit differed by the difference asked for.
    share: plan.units === 0 ? delta : plan.differing / plan.units,
    test: plan.test,
    alpha,
    power: POWER,
    from: 2,
  });
  const perUnit = plan.units === 0 ? 1 : plan.n / plan.units;
  const tasks = units === null ? null : Math.max(2, Math.ceil(units * perUnit - 1e-9));
  const budget = (plan.n * delta * delta) / zz - plan.omega2;
  let runs: number | null = null;
  if (plan.n >= 2 && budget > 0) runs = Math.max(1, Math.ceil(plan.sigma2 / budget - 1e-9));
  return { tasks, runs };
}

/**
 * Tie groups: connected components of the "not separable" relation (a pair
 * whose verdict is no-detectable-difference links its two agents), so every
 * agent is in exactly one group; groups ordered by their best member's mean
 * pass rate, best first, members likewise (input order breaks ties).
 */
export function tieGroupsOf(
  names: readonly string[],
  means: readonly number[],
  pairs: readonly Pick<PairComparison, 'a' | 'b' | 'verdict'>[],
): string[][] {
  const parent = names.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  const index = new Map(names.map((n, i) => [n, i]));
  for (const p of pairs) {
    if (p.verdict !== 'no-detectable-difference') continue;
    const x = find(index.get(p.a) as number);
    const y = find(index.get(p.b) as number);
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  }
  const order = (i: number, j: number): number =>
    (means[j] as number) - (means[i] as number) || i - j;
  const groups = new Map<number, number[]>();
  names.forEach((_, i) => {
    const root = find(i);
    const g = groups.get(root) ?? [];
    g.push(i);
    groups.set(root, g);
  });
  return [...groups.values()]
    .map((g) => g.sort(order))
    .sort((g, h) => order(g[0] as number, h[0] as number))
    .map((g) => g.map((i) => names[i] as string));
}

/** Every pair of agents compared (see the module comment). */
export function compareAgents(
  summaries: readonly AgentSummary[],
  options: BenchOptions,
): Comparison {
  checkBenchOptions(options);
  if (summaries.length === 0) {
    throw new Refusal('bench.agents', 'a comparison needs at least one agent', 'agents');
  }
  const names = summaries.map((s) => s.agent.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup !== undefined) {
    throw new Refusal(
      'bench.agents',
      `two agents are named ${JSON.stringify(dup)}; give each a unique name`,
      'agents',
    );
  }
  const digests = new Set(summaries.map((s) => s.benchmark.digest));
  if (digests.size > 1) {
    throw new Refusal(
      'bench.mismatch',
      'the agents were run on different benchmarks (their digests differ); runs compare only on the same benchmark',
      'agents',
    );
  }
  const alpha = 1 - options.confidence;
  const raw: { pair: Omit<PairComparison, 'pAdjusted' | 'verdict'>; plan: PairPlan }[] = [];
  for (let i = 0; i < summaries.length; i++) {
    for (let j = i + 1; j < summaries.length; j++) {
      raw.push(comparePair(summaries[i] as AgentSummary, summaries[j] as AgentSummary, options));
    }
  }
  const adjusted = holm(raw.map((r) => r.pair.p));
  const pairs: PairComparison[] = raw.map(({ pair }, i) => {
    const pAdjusted = adjusted[i] as number;
    const verdict: PairComparison['verdict'] =
      pAdjusted < alpha && pair.meanDifference !== 0
        ? pair.meanDifference > 0
          ? 'a-better'
          : 'b-better'
        : 'no-detectable-difference';
    return { ...pair, pAdjusted, verdict };
  });
  let toDetect: Comparison['toDetect'] = null;
  if (options.difference !== undefined && raw.length > 0) {
    const zz = (zOf(options.confidence) + normalQuantile(POWER)) ** 2;
    let tasksNeeded: number | null = 0;
    let runsNeeded: number | null = 0;
    for (const { plan } of raw) {
      const need = needed(plan, options.difference, zz, alpha);
      tasksNeeded =
        tasksNeeded === null || need.tasks === null ? null : Math.max(tasksNeeded, need.tasks);
      runsNeeded =
        runsNeeded === null || need.runs === null ? null : Math.max(runsNeeded, need.runs);
    }
    toDetect = { difference: options.difference, tasksNeeded, runsNeeded };
  }
  return {
    agents: summaries,
    pairs,
    tieGroups: tieGroupsOf(names, summaries.map(meanPassRate), pairs),
    alpha,
    toDetect,
  };
}
