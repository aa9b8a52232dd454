/**
 * One agent's figures on one benchmark, recomputed from its attempts.
 *
 * - An ERROR (no valid output) is an attempt that did not pass, but never a
 *   FAIL: a task's pass rate is passes / (passes + fails), and pass^k / pass@k
 *   use the scored runs (passes + fails) only.
 * - Reliability is passed / attempts, with a Wilson interval over attempts and
 *   a cluster-robust interval with the task (or its declared cluster) as the
 *   unit (Miller 2024, arXiv 2411.00640, clustered standard errors): the
 *   clustered standard error of the ratio r = Σ passes / Σ attempts is
 *   √(G/(G−1) · Σ_g (passes_g − r·attempts_g)²) / Σ attempts over G clusters
 *   (with one attempt per task and no clusters it is Miller's
 *   √(Var(s)/n)), and the interval is r ± t_{G−1} · SE clipped to [0, 1]: Student's t
 *   with G − 1 degrees of freedom, not z, because a benchmark has tens of
 *   tasks and the z interval undercovers at that size (Cameron & Miller 2015,
 *   J. Human Resources 50:317). The interval is widened, if need be, to
 *   contain Wilson's (the attempts' own binomial noise is a floor on the
 *   uncertainty). With fewer than two clusters there is no between-task
 *   spread to estimate; the interval is then Wilson's.
 * - pass^k and pass@k: the unbiased per-task estimators (estimators.ts),
 *   averaged over scored tasks, for k = 1 … the smallest scored runs of any
 *   scored task, each with a seeded percentile bootstrap over clusters,
 *   widened, if need be, to contain the Wilson score interval of the mean over
 *   Kish's effective number of clusters (mean × n_eff "successes" out of n_eff):
 *   when every task scores alike the bootstrap collapses to a point, but 15
 *   tasks cannot show more than 15 pass/fail units can. Per-task values lie in
 *   [0, 1], whose largest variance at mean μ is μ(1 − μ) (Bhatia–Davis), so the
 *   floor is conservative, never anti-conservative. One cluster: [0, 1].
 */
import { Refusal } from '../errors.js';
import { callBy, intervalBy, wilson, Z95 } from '../stats/index.js';
import { normalQuantile, studentQuantile } from './distributions.js';
import { bootstrapMeans, passAtK, passHatK, quantileSorted } from './estimators.js';
import { checkBenchOptions, checkK } from './options.js';
import type {
  AgentRun,
  AgentSummary,
  Attempt,
  Benchmark,
  BenchOptions,
  Bounds,
  KCurvePoint,
  LatencySummary,
  RateWithIntervals,
  TaskSummary,
} from './types.js';

const OUTCOMES = new Set(['pass', 'fail', 'error']);

/** The z of a two-sided interval at `confidence`: the project's 1.96 at 95%. */
export function zOf(confidence: number): number {
  return confidence === 0.95 ? Z95 : normalQuantile(1 - (1 - confidence) / 2);
}

/** The t quantile of a two-sided interval at `confidence` with `df` degrees of freedom. */
export function tOf(confidence: number, df: number): number {
  return studentQuantile(1 - (1 - confidence) / 2, df);
}

const clip = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);

/** Group a run's attempts by task, in run order, refusing what cannot be scored. */
export function attemptsByTask(benchmark: Benchmark, run: AgentRun): Map<string, Attempt[]> {
  const who = `agent ${JSON.stringify(run.agent.name)}`;
  if (run.benchmark.digest !== benchmark.digest) {
    throw new Refusal(
      'bench.mismatch',
      `${who} was run on benchmark ${JSON.stringify(run.benchmark.name)} (digest ${run.benchmark.digest}), not on ${JSON.stringify(benchmark.name)} (digest ${benchmark.digest}); runs compare only on the same benchmark`,
      who,
    );
  }
  const byTask = new Map<string, Attempt[]>();
  for (const task of benchmark.tasks) byTask.set(task.id, []);
  const seen = new Set<string>();
  run.attempts.forEach((a, i) => {
    const where = `${who}: attempts[${i}]`;
    const list = byTask.get(a.task);
    if (list === undefined) {
      throw new Refusal(
        'bench.attempt',
        `names task ${JSON.stringify(a.task)}, which the benchmark does not have`,
        where,
      );
    }
    if (!Number.isSafeInteger(a.run) || a.run < 1) {
      throw new Refusal(
        'bench.attempt',
        `expected a run number of at least 1, got ${String(a.run)}`,
        where,
      );
    }
    if (!OUTCOMES.has(a.outcome)) {
      throw new Refusal(
        'bench.attempt',
        `expected the outcome pass, fail or error, got ${JSON.stringify(a.outcome)}`,
        where,
      );
    }
    const id = `${a.run}\u0000${a.task}`;
    if (seen.has(id)) {
      throw new Refusal(
        'bench.attempt',
        `repeats run ${a.run} of task ${JSON.stringify(a.task)}`,
        where,
      );
    }
    seen.add(id);
    list.push(a);
  });
  for (const list of byTask.values()) list.sort((x, y) => x.run - y.run);
  return byTask;
}

/** The most common valid output and its share; ties go to the one seen first. */
function mostCommon(attempts: readonly Attempt[]): { top: string | null; share: number | null } {
  const counts = new Map<string, number>();
  let valid = 0;
  for (const a of attempts) {
    if (a.outcome === 'error' || a.output === undefined) continue;
    valid++;
    counts.set(a.output, (counts.get(a.output) ?? 0) + 1);
  }
  if (valid === 0) return { top: null, share: null };
  let top: string | null = null;
  let best = 0;
  for (const [output, count] of counts) {
    if (count > best) {
      best = count;
      top = output;
    }
  }
  return { top, share: best / valid };
}

/** Latency p50 / p95 (Hyndman–Fan definition 7) over every attempt that records ms. */
export function latencyOf(attempts: Iterable<Attempt>): LatencySummary {
  const ms: number[] = [];
  for (const a of attempts) if (typeof a.ms === 'number' && Number.isFinite(a.ms)) ms.push(a.ms);
  if (ms.length === 0) return { count: 0, p50: null, p95: null, min: null, max: null };
  ms.sort((x, y) => x - y);
  return {
    count: ms.length,
    p50: quantileSorted(ms, 0.5),
    p95: quantileSorted(ms, 0.95),
    min: ms[0] as number,
    max: ms[ms.length - 1] as number,
  };
}

/**
 * The cluster-robust interval of a ratio Σ y / Σ m over clusters (see the
 * module comment), never narrower than `fallback`; with fewer than two
 * clusters (or no units), `fallback` itself. The cases report's rates use it too.
 */
export function clusterInterval(
  clusters: readonly { readonly y: number; readonly m: number }[],
  confidence: number,
  fallback: Bounds,
): Bounds & { readonly se: number } {
  let y = 0;
  let m = 0;
  for (const c of clusters) {
    y += c.y;
    m += c.m;
  }
  const r = m === 0 ? 0 : y / m;
  const g = clusters.length;
  if (g < 2 || m === 0) {
    return { ...fallback, se: m === 0 ? 0 : Math.sqrt((r * (1 - r)) / m) };
  }
  let ss = 0;
  for (const c of clusters) {
    const e = c.y - r * c.m;
    ss += e * e;
  }
  const se = Math.sqrt((g / (g - 1)) * ss) / m;
  const t = tOf(confidence, g - 1);
  // Never narrower than Wilson's: the attempts' own binomial noise is a floor on
  // the uncertainty (a clustered SE of 0, when every task scores alike, is not).
  return {
    low: Math.min(clip(r - t * se, 0, 1), fallback.low),
    high: Math.max(clip(r + t * se, 0, 1), fallback.high),
    se,
  };
}

/**
 * Kish's effective number of clusters, (Σ m_g)² / Σ m_g², for clusters of m_g
 * tasks: the number of tasks without declared clusters, G for G clusters of
 * equal size, fewer when sizes differ (a mean over tasks weighs big clusters more).
 */
export function kishEffective(sizes: readonly number[]): number {
  let m = 0;
  let m2 = 0;
  for (const s of sizes) {
    m += s;
    m2 += s * s;
  }
  return m2 === 0 ? 0 : (m * m) / m2;
}

/**
 * Wilson's score interval for a mean in [0, 1] over `n` units (n need not be
 * whole): the interval of `mean · n` successes in `n` trials. Among variables on
 * [0, 1] with mean μ none has a variance above μ(1 − μ) (the Bhatia–Davis
 * inequality), so this is the score interval under the largest spread the units
 * could have at that mean; it never collapses to a point.
 */
export function wilsonOfMean(mean: number, n: number, z: number): Bounds {
  if (!(n > 0)) return { low: 0, high: 1 };
  const p = clip(mean, 0, 1);
  const zz = z * z;
  const denom = 1 + zz / n;
  const centre = (p + zz / (2 * n)) / denom;
  const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * n)) / n)) / denom;
  return { low: clip(centre - margin, 0, 1), high: clip(centre + margin, 0, 1) };
}

/** The smallest interval containing both. */
function widenTo(b: Bounds, floor: Bounds): Bounds {
  return { low: Math.min(b.low, floor.low), high: Math.max(b.high, floor.high) };
}

/** Everything in an AgentSummary (see the module comment for each figure). */
export function summarizeAgent(
  benchmark: Benchmark,
  run: AgentRun,
  options: BenchOptions,
): AgentSummary {
  checkBenchOptions(options);
  const byTask = attemptsByTask(benchmark, run);
  const z = zOf(options.confidence);

  let passed = 0;
  let failed = 0;
  let errored = 0;
  const scored: { id: string; runs: number }[] = [];
  const counts = benchmark.tasks.map((task) => {
    const list = byTask.get(task.id) ?? [];
    let p = 0;
    let f = 0;
    let e = 0;
    for (const a of list) {
      if (a.outcome === 'pass') p++;
      else if (a.outcome === 'fail') f++;
      else e++;
    }
    passed += p;
    failed += f;
    errored += e;
    if (p + f > 0) scored.push({ id: task.id, runs: p + f });
    return { task, list, p, f, e };
  });
  const k = checkK(options.k, scored);
  const attempts = passed + failed + errored;

  const perTask: TaskSummary[] = counts.map(({ task, list, p, f, e }) => {
    const n = p + f;
    const { top, share } = mostCommon(list);
    const summary: TaskSummary = {
      id: task.id,
      name: task.name,
      category: task.category,
      attempts: list.length,
      passes: p,
      fails: f,
      errors: e,
      passRate: n === 0 ? null : p / n,
      consistency: share,
      topOutput: top,
      passHatK: k >= 1 && n >= k ? passHatK(n, p, k) : null,
      passAtK: k >= 1 && n >= k ? passAtK(n, p, k) : null,
    };
    return task.cluster !== undefined && task.cluster !== task.id
      ? { ...summary, cluster: task.cluster }
      : summary;
  });

  // Reliability: Wilson over attempts, clustered over tasks (or declared clusters).
  const value = attempts === 0 ? 0 : passed / attempts;
  const w = wilson(passed, attempts, z);
  const reliabilityClusters = new Map<string, { y: number; m: number }>();
  for (const { task, list, p } of counts) {
    if (list.length === 0) continue;
    const id = task.cluster ?? task.id;
    const c = reliabilityClusters.get(id) ?? { y: 0, m: 0 };
    c.y += p;
    c.m += list.length;
    reliabilityClusters.set(id, c);
  }
  const reliability: RateWithIntervals = {
    value,
    wilson: { low: w.low, high: w.high },
    cluster: clusterInterval([...reliabilityClusters.values()], options.confidence, w),
  };

  // Consistency: mean over tasks with a valid output.
  const shares = perTask.map((t) => t.consistency).filter((s): s is number => s !== null);
  const consistency =
    shares.length === 0 ? null : shares.reduce((a, b) => a + b, 0) / shares.length;

  // pass^k and pass@k curves, bootstrapped over clusters of scored tasks.
  let kMax = 0;
  for (const t of scored) if (kMax === 0 || t.runs < kMax) kMax = t.runs;
  const clusterIndex = new Map<string, number>();
  const sizes: number[] = [];
  const scoredTasks = counts.filter((c) => c.p + c.f > 0);
  for (const c of scoredTasks) {
    const id = c.task.cluster ?? c.task.id;
    if (!clusterIndex.has(id)) {
      clusterIndex.set(id, sizes.length);
      sizes.push(0);
    }
    const gi = clusterIndex.get(id) as number;
    sizes[gi] = (sizes[gi] as number) + 1;
  }
  const sums: number[][] = [];
  const means: number[] = [];
  for (const estimator of [passHatK, passAtK]) {
    for (let kk = 1; kk <= kMax; kk++) {
      const row = new Array<number>(sizes.length).fill(0);
      let total = 0;
      for (const c of scoredTasks) {
        const v = estimator(c.p + c.f, c.p, kk);
        const gi = clusterIndex.get(c.task.cluster ?? c.task.id) as number;
        row[gi] = (row[gi] as number) + v;
        total += v;
      }
      sums.push(row);
      means.push(total / scoredTasks.length);
    }
  }
  // Never narrower than what the clusters can show: a score (Wilson) interval of
  // the mean over Kish's effective number of clusters (see the module comment).
  const effective = kishEffective(sizes);
  const bounds =
    sizes.length >= 2
      ? bootstrapMeans(sums, sizes, options).map((b, i) =>
          widenTo(b, wilsonOfMean(means[i] as number, effective, z)),
        )
      : sums.map(() => ({ low: 0, high: 1 }));
  const curve = (offset: number): KCurvePoint[] =>
    Array.from({ length: kMax }, (_, i) => ({
      k: i + 1,
      value: means[offset + i] as number,
      low: (bounds[offset + i] as Bounds).low,
      high: (bounds[offset + i] as Bounds).high,
    }));

  return {
    agent: run.agent,
    benchmark: { name: benchmark.name, digest: benchmark.digest },
    tasks: benchmark.tasks.length,
    attempts,
    passed,
    failed,
    errored,
    reliability,
    errorRate: attempts === 0 ? 0 : errored / attempts,
    consistency,
    latency: latencyOf(run.attempts),
    k,
    passHatK: curve(0),
    passAtK: curve(kMax),
    decisions: decisionsOf(counts, options.epsilon),
    perTask,
    complete: run.complete,
  };
}

/**
 * The flip-rate meter on tasks that declare a decision: each task's runs 1–2,
 * 3–4, … form disjoint pairs (the meter's pairing); a pair with an error on
 * either side is left out; a flip is a pair whose trimmed outputs differ. The
 * interval and the call are the meter's (Wilson, z = 1.96, against epsilon).
 */
function decisionsOf(
  counts: readonly {
    readonly task: { readonly decision?: boolean };
    readonly list: readonly Attempt[];
  }[],
  epsilon: number,
): AgentSummary['decisions'] {
  const declared = counts.filter((c) => c.task.decision === true);
  if (declared.length === 0) return null;
  let pairs = 0;
  let flips = 0;
  for (const { list } of declared) {
    const byRun = new Map<number, Attempt>();
    for (const a of list) byRun.set(a.run, a);
    const last = list.length === 0 ? 0 : (list[list.length - 1] as Attempt).run;
    for (let r = 1; r + 1 <= last; r += 2) {
      const x = byRun.get(r);
      const y = byRun.get(r + 1);
      if (x?.output === undefined || y?.output === undefined) continue;
      if (x.outcome === 'error' || y.outcome === 'error') continue;
      pairs++;
      if (x.output.trim() !== y.output.trim()) flips++;
    }
  }
  const interval = pairs === 0 ? { low: 0, high: 1 } : intervalBy('wilson', flips, pairs);
  return {
    tasks: declared.length,
    pairs,
    flips,
    flipRate: pairs === 0 ? 0 : flips / pairs,
    ciLow: interval.low,
    ciHigh: interval.high,
    call: callBy('wilson', flips, pairs, epsilon),
  };
}
