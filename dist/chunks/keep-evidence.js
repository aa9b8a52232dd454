import { R as Refusal } from './types.js';
import { v as validateSeed, A as AllocationDraws } from './nearest.js';
import { _ as validateEpsilon, P as PRECISIONS, b as DEFAULT_PRECISION, Z as Z95, a1 as wilson, y as intervalBy, i as callBy } from './facts.js';
import { L as LIMITS, n as bytesText, m as measure, j as jsonPath, h as findLoneSurrogate, t as typeName } from './json.js';
import { Worker } from 'node:worker_threads';
import { o as outputPath, b as besidePath, a as terminalSafe } from './module-spec.js';

/**
 * The knobs of the bench statistics: their defaults and the one check of their
 * ranges. A refusal names the option by its key (`confidence`, `k` …), never by
 * a flag; the shells add that.
 */
/** The most bootstrap (or permutation) resamples accepted. */
const MAX_RESAMPLES = 1_000_000;
/** The fewest resamples that give a percentile interval worth printing. */
const MIN_RESAMPLES = 100;
const DEFAULT_BENCH_OPTIONS = Object.freeze({
    confidence: 0.95,
    seed: 1,
    resamples: 2000,
    epsilon: PRECISIONS[DEFAULT_PRECISION],
});
function show(value) {
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    if (value === undefined)
        return 'nothing';
    try {
        return JSON.stringify(value) ?? String(value);
    }
    catch {
        return String(value);
    }
}
function refuse(setting, message) {
    throw new Refusal('bench.option', message, setting, { setting });
}
/**
 * Check every option's range and return the options. `k` is checked here only
 * as a whole number ≥ 1; against the runs of each task it is checked by
 * `checkK` (it depends on the evidence).
 */
function checkBenchOptions(options) {
    const { confidence, resamples, k, difference, failIfWorse } = options;
    if (typeof confidence !== 'number' || !(confidence > 0 && confidence < 1)) {
        refuse('confidence', `expected a confidence strictly between 0 and 1 (such as 0.95), got ${show(confidence)}`);
    }
    validateSeed(options.seed, 'seed');
    if (typeof resamples !== 'number' ||
        !Number.isSafeInteger(resamples) ||
        resamples < MIN_RESAMPLES ||
        resamples > MAX_RESAMPLES) {
        refuse('resamples', `expected a whole number of resamples from ${MIN_RESAMPLES} to ${MAX_RESAMPLES}, got ${show(resamples)}`);
    }
    if (k !== undefined && (typeof k !== 'number' || !Number.isSafeInteger(k) || k < 1)) {
        refuse('k', `expected k as a whole number of at least 1, got ${show(k)}`);
    }
    validateEpsilon(options.epsilon, 'epsilon');
    if (difference !== undefined &&
        (typeof difference !== 'number' || !(difference > 0 && difference <= 1))) {
        refuse('difference', `expected a difference in pass rate above 0 and at most 1 (such as 0.1), got ${show(difference)}`);
    }
    if (failIfWorse !== undefined && (typeof failIfWorse !== 'string' || failIfWorse.length === 0)) {
        refuse('failIfWorse', `expected the name of an agent, got ${show(failIfWorse)}`);
    }
    return options;
}
/** The options with every default filled in (explicit values win), checked. */
function resolveBenchOptions(options = {}) {
    const merged = { ...DEFAULT_BENCH_OPTIONS };
    for (const [key, value] of Object.entries(options))
        if (value !== undefined)
            merged[key] = value;
    return checkBenchOptions(merged);
}
/**
 * The headline k: the asked-for k, or the smallest scored runs of any task.
 * `scored` lists each scored task's id and its scored runs (passes + fails).
 * Refuses a k above the smallest scored runs, naming that task.
 */
function checkK(k, scored) {
    let smallest;
    for (const t of scored)
        if (smallest === undefined || t.runs < smallest.runs)
            smallest = t;
    if (smallest === undefined)
        return 0;
    if (k === undefined)
        return smallest.runs;
    if (k > smallest.runs) {
        throw new Refusal('bench.k-too-large', `k = ${k} needs at least ${k} scored runs of every task, but task ${JSON.stringify(smallest.id)} has ${smallest.runs}; use k = ${smallest.runs} or fewer, or collect more runs`, 'k', { setting: 'k', data: { k, largest: smallest.runs, task: smallest.id } });
    }
    return k;
}

/**
 * The port a user's regular expression is tested through (issue 33). The core
 * stays pure: it hands the pattern, its flags and the text to a matcher; a
 * shell supplies one that bounds the time (`src/evidence/pattern-match.ts`
 * runs it in a worker thread and ends it at a deadline). The default runs it
 * here, unbounded, for callers that trust their patterns.
 */
/** A pattern that did not finish within its time bound: the attempt is an ERROR, not a FAIL. */
class PatternTimeout extends Error {
    source;
    ms;
    chars;
    constructor(source, ms, chars) {
        super(`the pattern ${JSON.stringify(source.length > 80 ? `${source.slice(0, 80)}…` : source)} did not finish within ${ms} ms on an answer of ${chars} characters`);
        this.source = source;
        this.ms = ms;
        this.chars = chars;
        this.name = 'PatternTimeout';
    }
}
/** True for a PatternTimeout from any copy of this module. */
function isPatternTimeout(error) {
    return error instanceof Error && error.name === 'PatternTimeout';
}
const compiled = new Map();
/** Runs the pattern here (no time bound): a backtracking pattern can take forever. */
const unboundedMatcher = (source, flags, text) => {
    const key = `${flags}/${source}`;
    let re = compiled.get(key);
    if (re === undefined) {
        re = new RegExp(source, flags);
        if (compiled.size > 1000)
            compiled.clear();
        compiled.set(key, re);
    }
    return re.test(text);
};

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
function checkCounts(n, c, k) {
    if (!Number.isSafeInteger(n) || n < 1) {
        throw new Refusal('stats.count', `expected n, the scored runs, as a whole number of at least 1, got ${n}`, 'n');
    }
    if (!Number.isSafeInteger(c) || c < 0 || c > n) {
        throw new Refusal('stats.count', `expected c, the passes, as a whole number from 0 to ${n}, got ${c}`, 'c');
    }
    if (!Number.isSafeInteger(k) || k < 1 || k > n) {
        throw new Refusal('stats.count', `expected k as a whole number from 1 to n = ${n}, got ${k}`, 'k');
    }
}
/** Unbiased pass^k = C(c, k) / C(n, k) for c passes in n runs, 1 ≤ k ≤ n. */
function passHatK(n, c, k) {
    checkCounts(n, c, k);
    if (c < k)
        return 0;
    let p = 1;
    for (let i = 0; i < k; i++)
        p *= (c - i) / (n - i);
    return p;
}
/** Unbiased pass@k = 1 − C(n − c, k) / C(n, k) for c passes in n runs, 1 ≤ k ≤ n. */
function passAtK(n, c, k) {
    checkCounts(n, c, k);
    if (n - c < k)
        return 1;
    let q = 1;
    for (let i = 0; i < k; i++)
        q *= (n - c - i) / (n - i);
    return 1 - q;
}
/** The mean over tasks of an estimator at k; tasks are `{n, c}` (every n ≥ k). */
function meanOverTasks(tasks, k, estimator) {
    if (tasks.length === 0)
        return 0;
    let sum = 0;
    for (const t of tasks)
        sum += estimator(t.n, t.c, k);
    return sum / tasks.length;
}
/**
 * The p-quantile of sorted values by linear interpolation between order
 * statistics (Hyndman & Fan 1996, definition 7; R's default, NumPy's
 * `linear`): h = (m − 1)·p, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]).
 */
function quantileSorted(sorted, p) {
    const m = sorted.length;
    if (m === 0)
        return Number.NaN;
    const h = (m - 1) * p;
    const lo = Math.floor(h);
    const a = sorted[lo];
    const b = sorted[Math.min(lo + 1, m - 1)];
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
function bootstrapMeans(values, sizes, options) {
    const g = sizes.length;
    if (g === 0)
        return values.map(() => ({ low: 0, high: 0 }));
    const draws = new AllocationDraws(options.seed, g);
    const stats = values.length;
    const samples = values.map(() => new Float64Array(options.resamples));
    const sums = new Float64Array(stats);
    for (let r = 0; r < options.resamples; r++) {
        sums.fill(0);
        let tasks = 0;
        for (let j = 0; j < g; j++) {
            const idx = draws.next();
            tasks += sizes[idx];
            for (let s = 0; s < stats; s++)
                sums[s] = sums[s] + values[s][idx];
        }
        for (let s = 0; s < stats; s++)
            samples[s][r] = sums[s] / tasks;
    }
    const tail = (1 - options.confidence) / 2;
    return samples.map((sample) => {
        const sorted = Array.from(sample).sort((x, y) => x - y);
        return { low: quantileSorted(sorted, tail), high: quantileSorted(sorted, 1 - tail) };
    });
}

/**
 * The few continuous distributions the bench statistics need: the standard
 * normal and Student's t, their tails and quantiles. Pure and deterministic.
 *
 * ln Γ is Lanczos' approximation (g = 7, nine terms; relative error below
 * 10⁻¹⁵ for x > 0.5, the reflection formula below). The normal tail is the
 * regularised incomplete gamma Q(½, z²/2), the t tail the regularised
 * incomplete beta I_{ν/(ν+t²)}(ν/2, ½); both are evaluated by the power series
 * or by the modified Lentz continued fraction (Abramowitz & Stegun 6.5.29,
 * 6.5.31, 26.5.8), whichever converges fast at the argument. Quantiles invert
 * the tails by bisection to the last representable digit, so a quantile and
 * its tail agree exactly with each other.
 */
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
];
/** ln Γ(x) for x > 0. */
function logGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    const y = x - 1;
    let a = LANCZOS[0];
    const t = y + 7.5;
    for (let i = 1; i < 9; i++)
        a += LANCZOS[i] / (y + i);
    return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}
const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 10_000;
/** The regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). */
function gammaQ(a, x) {
    if (x <= 0)
        return 1;
    const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
    if (x < a + 1) {
        // Series for P(a, x).
        let term = 1 / a;
        let sum = term;
        for (let n = 1; n < MAX_ITERATIONS; n++) {
            term *= x / (a + n);
            sum += term;
            if (Math.abs(term) < Math.abs(sum) * EPS)
                break;
        }
        return Math.max(0, 1 - front * sum);
    }
    // Continued fraction for Q(a, x) (modified Lentz).
    let b = x + 1 - a;
    let c = 1 / TINY;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < MAX_ITERATIONS; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = b + an / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < EPS)
            break;
    }
    return Math.min(1, front * h);
}
/** The continued fraction of the incomplete beta (modified Lentz). */
function betaFraction(a, b, x) {
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m < MAX_ITERATIONS; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < EPS)
            break;
    }
    return h;
}
/** The regularised incomplete beta I_x(a, b). */
function betaRegularized(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return (front * betaFraction(a, b, x)) / a;
    return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}
/** P(Z > z) for a standard normal Z. */
function normalUpper(z) {
    if (Number.isNaN(z))
        return Number.NaN;
    if (z === 0)
        return 0.5;
    const q = 0.5 * gammaQ(0.5, (z * z) / 2);
    return z > 0 ? q : 1 - q;
}
/** P(T > t) for Student's t with `df` degrees of freedom (df > 0). */
function studentUpper(t, df) {
    if (t === 0)
        return 0.5;
    const q = 0.5 * betaRegularized(df / (df + t * t), df / 2, 0.5);
    return t > 0 ? q : 1 - q;
}
/** The smallest x with upper(x) ≤ p, by bisection on a decreasing tail. */
function invertUpper(upper, p) {
    let lo = -1;
    let hi = 1;
    while (upper(lo) < p)
        lo *= 2;
    while (upper(hi) > p)
        hi *= 2;
    for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (mid === lo || mid === hi)
            break;
        if (upper(mid) > p)
            lo = mid;
        else
            hi = mid;
    }
    return hi;
}
const normalCache = new Map();
const studentCache = new Map();
/** The standard normal quantile: z with P(Z ≤ z) = p, 0 < p < 1. */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        return Number.NaN;
    if (p === 0.5)
        return 0;
    const hit = normalCache.get(p);
    if (hit !== undefined)
        return hit;
    const z = invertUpper(normalUpper, 1 - p);
    normalCache.set(p, z);
    return z;
}
/** Student's t quantile: t with P(T ≤ t) = p for `df` > 0 degrees of freedom. */
function studentQuantile(p, df) {
    if (!(p > 0 && p < 1) || !(df > 0))
        return Number.NaN;
    if (p === 0.5)
        return 0;
    const key = `${p}|${df}`;
    const hit = studentCache.get(key);
    if (hit !== undefined)
        return hit;
    const t = invertUpper((x) => studentUpper(x, df), 1 - p);
    studentCache.set(key, t);
    return t;
}

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
const OUTCOMES = new Set(['pass', 'fail', 'error']);
/** The z of a two-sided interval at `confidence`: the project's 1.96 at 95%. */
function zOf(confidence) {
    return confidence === 0.95 ? Z95 : normalQuantile(1 - (1 - confidence) / 2);
}
/** The t quantile of a two-sided interval at `confidence` with `df` degrees of freedom. */
function tOf(confidence, df) {
    return studentQuantile(1 - (1 - confidence) / 2, df);
}
const clip = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);
/** Group a run's attempts by task, in run order, refusing what cannot be scored. */
function attemptsByTask(benchmark, run) {
    const who = `agent ${JSON.stringify(run.agent.name)}`;
    if (run.benchmark.digest !== benchmark.digest) {
        throw new Refusal('bench.mismatch', `${who} was run on benchmark ${JSON.stringify(run.benchmark.name)} (digest ${run.benchmark.digest}), not on ${JSON.stringify(benchmark.name)} (digest ${benchmark.digest}); runs compare only on the same benchmark`, who);
    }
    const byTask = new Map();
    for (const task of benchmark.tasks)
        byTask.set(task.id, []);
    const seen = new Set();
    run.attempts.forEach((a, i) => {
        const where = `${who}: attempts[${i}]`;
        const list = byTask.get(a.task);
        if (list === undefined) {
            throw new Refusal('bench.attempt', `names task ${JSON.stringify(a.task)}, which the benchmark does not have`, where);
        }
        if (!Number.isSafeInteger(a.run) || a.run < 1) {
            throw new Refusal('bench.attempt', `expected a run number of at least 1, got ${String(a.run)}`, where);
        }
        if (!OUTCOMES.has(a.outcome)) {
            throw new Refusal('bench.attempt', `expected the outcome pass, fail or error, got ${JSON.stringify(a.outcome)}`, where);
        }
        const id = `${a.run}\u0000${a.task}`;
        if (seen.has(id)) {
            throw new Refusal('bench.attempt', `repeats run ${a.run} of task ${JSON.stringify(a.task)}`, where);
        }
        seen.add(id);
        list.push(a);
    });
    for (const list of byTask.values())
        list.sort((x, y) => x.run - y.run);
    return byTask;
}
/** The most common valid output and its share; ties go to the one seen first. */
function mostCommon(attempts) {
    const counts = new Map();
    let valid = 0;
    for (const a of attempts) {
        if (a.outcome === 'error' || a.output === undefined)
            continue;
        valid++;
        counts.set(a.output, (counts.get(a.output) ?? 0) + 1);
    }
    if (valid === 0)
        return { top: null, share: null };
    let top = null;
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
function latencyOf(attempts) {
    const ms = [];
    for (const a of attempts)
        if (typeof a.ms === 'number' && Number.isFinite(a.ms))
            ms.push(a.ms);
    if (ms.length === 0)
        return { count: 0, p50: null, p95: null, min: null, max: null };
    ms.sort((x, y) => x - y);
    return {
        count: ms.length,
        p50: quantileSorted(ms, 0.5),
        p95: quantileSorted(ms, 0.95),
        min: ms[0],
        max: ms[ms.length - 1],
    };
}
/**
 * The cluster-robust interval of a ratio Σ y / Σ m over clusters (see the
 * module comment), never narrower than `fallback`; with fewer than two
 * clusters (or no units), `fallback` itself. The cases report's rates use it too.
 */
function clusterInterval(clusters, confidence, fallback) {
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
function kishEffective(sizes) {
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
function wilsonOfMean(mean, n, z) {
    if (!(n > 0))
        return { low: 0, high: 1 };
    const p = clip(mean, 0, 1);
    const zz = z * z;
    const denom = 1 + zz / n;
    const centre = (p + zz / (2 * n)) / denom;
    const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * n)) / n)) / denom;
    return { low: clip(centre - margin, 0, 1), high: clip(centre + margin, 0, 1) };
}
/** The smallest interval containing both. */
function widenTo(b, floor) {
    return { low: Math.min(b.low, floor.low), high: Math.max(b.high, floor.high) };
}
/** Everything in an AgentSummary (see the module comment for each figure). */
function summarizeAgent(benchmark, run, options) {
    checkBenchOptions(options);
    const byTask = attemptsByTask(benchmark, run);
    const z = zOf(options.confidence);
    let passed = 0;
    let failed = 0;
    let errored = 0;
    const scored = [];
    const counts = benchmark.tasks.map((task) => {
        const list = byTask.get(task.id) ?? [];
        let p = 0;
        let f = 0;
        let e = 0;
        for (const a of list) {
            if (a.outcome === 'pass')
                p++;
            else if (a.outcome === 'fail')
                f++;
            else
                e++;
        }
        passed += p;
        failed += f;
        errored += e;
        if (p + f > 0)
            scored.push({ id: task.id, runs: p + f });
        return { task, list, p, f, e };
    });
    const k = checkK(options.k, scored);
    const attempts = passed + failed + errored;
    const perTask = counts.map(({ task, list, p, f, e }) => {
        const n = p + f;
        const { top, share } = mostCommon(list);
        const summary = {
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
    const reliabilityClusters = new Map();
    for (const { task, list, p } of counts) {
        if (list.length === 0)
            continue;
        const id = task.cluster ?? task.id;
        const c = reliabilityClusters.get(id) ?? { y: 0, m: 0 };
        c.y += p;
        c.m += list.length;
        reliabilityClusters.set(id, c);
    }
    const reliability = {
        value,
        wilson: { low: w.low, high: w.high },
        cluster: clusterInterval([...reliabilityClusters.values()], options.confidence, w),
    };
    // Consistency: mean over tasks with a valid output.
    const shares = perTask.map((t) => t.consistency).filter((s) => s !== null);
    const consistency = shares.length === 0 ? null : shares.reduce((a, b) => a + b, 0) / shares.length;
    // pass^k and pass@k curves, bootstrapped over clusters of scored tasks.
    let kMax = 0;
    for (const t of scored)
        if (kMax === 0 || t.runs < kMax)
            kMax = t.runs;
    const clusterIndex = new Map();
    const sizes = [];
    const scoredTasks = counts.filter((c) => c.p + c.f > 0);
    for (const c of scoredTasks) {
        const id = c.task.cluster ?? c.task.id;
        if (!clusterIndex.has(id)) {
            clusterIndex.set(id, sizes.length);
            sizes.push(0);
        }
        const gi = clusterIndex.get(id);
        sizes[gi] = sizes[gi] + 1;
    }
    const sums = [];
    const means = [];
    for (const estimator of [passHatK, passAtK]) {
        for (let kk = 1; kk <= kMax; kk++) {
            const row = new Array(sizes.length).fill(0);
            let total = 0;
            for (const c of scoredTasks) {
                const v = estimator(c.p + c.f, c.p, kk);
                const gi = clusterIndex.get(c.task.cluster ?? c.task.id);
                row[gi] = row[gi] + v;
                total += v;
            }
            sums.push(row);
            means.push(total / scoredTasks.length);
        }
    }
    // Never narrower than what the clusters can show: a score (Wilson) interval of
    // the mean over Kish's effective number of clusters (see the module comment).
    const effective = kishEffective(sizes);
    const bounds = sizes.length >= 2
        ? bootstrapMeans(sums, sizes, options).map((b, i) => widenTo(b, wilsonOfMean(means[i], effective, z)))
        : sums.map(() => ({ low: 0, high: 1 }));
    const curve = (offset) => Array.from({ length: kMax }, (_, i) => ({
        k: i + 1,
        value: means[offset + i],
        low: bounds[offset + i].low,
        high: bounds[offset + i].high,
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
function decisionsOf(counts, epsilon) {
    const declared = counts.filter((c) => c.task.decision === true);
    if (declared.length === 0)
        return null;
    let pairs = 0;
    let flips = 0;
    for (const { list } of declared) {
        const byRun = new Map();
        for (const a of list)
            byRun.set(a.run, a);
        const last = list.length === 0 ? 0 : list[list.length - 1].run;
        for (let r = 1; r + 1 <= last; r += 2) {
            const x = byRun.get(r);
            const y = byRun.get(r + 1);
            if (x?.output === undefined || y?.output === undefined)
                continue;
            if (x.outcome === 'error' || y.outcome === 'error')
                continue;
            pairs++;
            if (x.output.trim() !== y.output.trim())
                flips++;
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

// A YAML file of ours that is written as JSON (JSON is YAML): read with the JSON
// parser, which is linear and about a hundred times faster than building the
// YAML library's syntax tree for a flow-style document of the same size (a 1 MB
// document of nested flow sequences took 20 s there). The line of a JSON path is
// found by scanning the text on demand, so a refusal still names its line.
const WS = new Set([' ', '\t', '\n', '\r']);
function skipWs(text, i) {
    while (i < text.length && WS.has(text[i]))
        i++;
    return i;
}
/** The end (exclusive) of the string starting at `i` (its opening quote). */
function stringEnd(text, i) {
    let j = i + 1;
    while (j < text.length) {
        const c = text.charCodeAt(j);
        if (c === 0x5c)
            j += 2;
        else if (c === 0x22)
            return j + 1;
        else
            j++;
    }
    return j;
}
/** The string a JSON string literal spells (its raw text, quotes included). */
function keyOf(raw) {
    return raw.includes('\\') ? JSON.parse(raw) : raw.slice(1, -1);
}
/** The end (exclusive) of the value starting at `i`: linear, with no recursion. */
function valueEnd(text, i) {
    const c = text[i];
    if (c === '"')
        return stringEnd(text, i);
    if (c !== '{' && c !== '[') {
        let j = i;
        while (j < text.length && !WS.has(text[j]) && !',]}'.includes(text[j]))
            j++;
        return j;
    }
    let depth = 0;
    let j = i;
    while (j < text.length) {
        const d = text[j];
        if (d === '"') {
            j = stringEnd(text, j);
            continue;
        }
        if (d === '{' || d === '[')
            depth++;
        else if (d === '}' || d === ']') {
            depth--;
            if (depth === 0)
                return j + 1;
        }
        j++;
    }
    return j;
}
/**
 * The value a JSON text holds when the text is a JSON object or array with no key
 * given twice in one object (YAML refuses that; JSON.parse would keep the last),
 * or null: then the YAML reader reads it as YAML.
 */
function parseJsonShapedYaml(text) {
    const start = skipWs(text, 0);
    if (text[start] !== '{' && text[start] !== '[')
        return null;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return null;
    }
    return hasRepeatedKey(text, start) ? null : value;
}
/** Whether some object of the (valid) JSON text gives one key twice. One pass. */
function hasRepeatedKey(text, start) {
    // One entry per open container: the keys seen (objects) or null (arrays).
    const open = [];
    let expectKey = false;
    let i = start;
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            const end = stringEnd(text, i);
            const keys = open[open.length - 1];
            if (expectKey && keys !== null && keys !== undefined) {
                const key = keyOf(text.slice(i, end));
                if (keys.has(key))
                    return true;
                keys.add(key);
            }
            expectKey = false;
            i = end;
            continue;
        }
        if (c === '{') {
            open.push(new Set());
            expectKey = true;
        }
        else if (c === '[') {
            open.push(null);
            expectKey = false;
        }
        else if (c === '}' || c === ']') {
            open.pop();
            expectKey = false;
        }
        else if (c === ',') {
            expectKey = open[open.length - 1] instanceof Set;
        }
        i++;
    }
    return false;
}
/**
 * The offset of the value at `parts` (or of its key, when `atKey`) in a valid
 * JSON text; where the path leaves the document, the offset of the last value
 * it reached. Linear in the text.
 */
function jsonOffsetOf(text, parts, atKey) {
    let at = skipWs(text, 0);
    for (let p = 0; p < parts.length; p++) {
        const part = parts[p];
        const last = p === parts.length - 1;
        const open = text[at];
        let i = skipWs(text, at + 1);
        let found = -1;
        let keyAt = -1;
        if (open === '{' && typeof part === 'string') {
            while (i < text.length && text[i] === '"') {
                const keyEnd = stringEnd(text, i);
                const key = keyOf(text.slice(i, keyEnd));
                const valueAt = skipWs(text, skipWs(text, keyEnd) + 1);
                if (key === part) {
                    found = valueAt;
                    keyAt = i;
                    break;
                }
                i = skipWs(text, valueEnd(text, valueAt));
                if (text[i] !== ',')
                    break;
                i = skipWs(text, i + 1);
            }
        }
        else if (open === '[' && typeof part === 'number') {
            for (let n = 0; i < text.length && text[i] !== ']'; n++) {
                if (n === part) {
                    found = i;
                    break;
                }
                i = skipWs(text, valueEnd(text, i));
                if (text[i] !== ',')
                    break;
                i = skipWs(text, i + 1);
            }
        }
        if (found < 0)
            return at;
        if (last && atKey && keyAt >= 0)
            return keyAt;
        at = found;
    }
    return at;
}
/** The line (from 1) of an offset in the text. */
function lineAt(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}

// YAML files of ours (benchmarks, agentverity.yml) read into plain values with
// where each node is, so every refusal names the file, the line and the JSON path:
// the parse (one BOM dropped, repeated keys refused, aliases, depth and size
// bounded), the line of a JSON path, and the wording of a refusal of many problems.
/** The line (1-based) of the node at `parts`, or of its nearest ancestor present in the file. */
function lineOf(at, parts, atKey) {
    if ('json' in at)
        return lineAt(at.json, jsonOffsetOf(at.json, parts, atKey));
    const { yaml } = at;
    let node = at.doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        const last = i === parts.length - 1;
        if (yaml.isMap(node)) {
            const pair = node.items.find((p) => yaml.isScalar(p.key) && String(p.key.value) === part);
            if (pair === undefined)
                break;
            const keyStart = rangeStart(pair.key);
            if (last && atKey && keyStart !== null)
                return at.lines.linePos(keyStart).line;
            node = pair.value;
            const start = rangeStart(node) ?? keyStart;
            if (start !== null)
                offset = start;
        }
        else if (yaml.isSeq(node) && typeof part === 'number') {
            node = node.items[part];
            const start = rangeStart(node);
            if (start === null)
                break;
            offset = start;
        }
        else
            break;
    }
    return at.lines.linePos(offset).line;
}
function rangeStart(node) {
    const range = node?.range;
    return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : null;
}
/**
 * What a refusal of a YAML file with its problems says, and where, each at its
 * line and JSON path: one problem is named at its place; several are listed
 * under one heading (`not a valid <what>`), at most ten, then how many more.
 * The caller throws it with the first problem's code.
 */
function locatedRefusal(problems, file, at, what) {
    const place = (p) => {
        const json = jsonPath(p.path);
        return `${file}:${lineOf(at, p.path, p.atKey === true)}${json === '' ? '' : `: ${json}`}`;
    };
    const first = problems[0];
    if (problems.length === 1)
        return { message: first.message, where: place(first) };
    const shown = problems
        .slice(0, 10)
        .map((p) => `  - ${place(p).slice(file.length + 1)}: ${p.message}`);
    const more = problems.length - shown.length;
    if (more > 0)
        shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
    return {
        message: `not a valid ${what} (${problems.length} problems; line: JSON path):\n${shown.join('\n')}`,
        where: file,
    };
}
const TOO_DEEP = `sequences and mappings nest too deeply to read (the limit is ${LIMITS.depth} levels, docs/limits.md)`;
/** What the YAML library (or the engine under it) threw, in the user's terms, never its words. */
function yamlEngineWords(error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RangeError || /call stack/i.test(message))
        return `${TOO_DEEP}; no file we read needs that`;
    if (/alias/i.test(message)) {
        return `the document uses aliases (*name) more than ${LIMITS.yamlAliases} times, or expands them too far (docs/limits.md); write the values out`;
    }
    return 'the YAML cannot be read as data (it uses a feature this reader does not take: custom tags, merge keys that are not mappings)';
}
/**
 * Parses YAML text (one leading BOM dropped; a repeated key refused) into a plain
 * value that is a mapping, keeping where each node is for line-numbered refusals.
 * The `yaml` package is loaded only here, when a YAML file is read.
 */
async function parseYamlText(text, file, format) {
    const yaml = await import('./yaml.js').then(function (n) { return n.i; });
    const lines = new yaml.LineCounter();
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    if (body.length > LIMITS.yamlBytes) {
        throw new Refusal('file.too-large', `the file is too large: ${body.length.toLocaleString('en')} characters, over the limit of ${bytesText(LIMITS.yamlBytes)} for a YAML file (docs/limits.md)`, file);
    }
    // Written as JSON: read as JSON (linear and fast; the same value YAML gives).
    const asJson = parseJsonShapedYaml(body);
    if (asJson !== null)
        return boundedMapping(asJson, { json: body }, file, format);
    let doc;
    try {
        doc = yaml.parseDocument(body, {
            lineCounter: lines,
            prettyErrors: false,
            uniqueKeys: true,
        });
    }
    catch (error) {
        throw new Refusal(format.syntax, yamlEngineWords(error), `${file}:1`);
    }
    const at = { doc, lines, yaml };
    const syntax = doc.errors[0];
    if (syntax !== undefined) {
        const pos = lines.linePos(syntax.pos[0]);
        const message = syntax.message.split('\n')[0] ?? syntax.message;
        throw new Refusal(format.syntax, syntax.code === 'DUPLICATE_KEY'
            ? `a key is given twice in one mapping (${message.slice(0, 200)}); give each key once`
            : syntax.code === 'RESOURCE_EXHAUSTION' || /call stack/i.test(message)
                ? `${TOO_DEEP}; no file we read needs that`
                : `not valid YAML: ${message.slice(0, 300)}`, `${file}:${pos.line}:${pos.col}`);
    }
    if (body.trim() === '') {
        throw new Refusal(format.invalid, `the file is empty; expected ${format.what}`, file);
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount: LIMITS.yamlAliases });
    }
    catch (error) {
        throw new Refusal(format.syntax, yamlEngineWords(error), `${file}:1`);
    }
    return boundedMapping(value, at, file, format);
}
/** The parsed value, held to the limits, as the top-level mapping of the format. */
function boundedMapping(value, at, file, format) {
    // Bounded before anything else looks at it: a cyclic alias (`tasks: &t [*t]`),
    // nesting deeper than the limit, a string too long or too many values.
    const breach = measure(value);
    if (breach !== null) {
        const json = jsonPath(breach.path);
        throw new Refusal(breach.limit === 'cycle' ? format.syntax : 'file.limit', breach.limit === 'cycle'
            ? 'an alias (*name) refers to a node that holds it, so the value would contain itself; write the value out instead of the alias'
            : breach.message, `${file}:${lineOf(at, breach.path, false)}${json === '' ? '' : `: ${json}`}`);
    }
    // A lone surrogate has no UTF-8 form (no digest, no evidence can hold it): refused at its place.
    const lone = findLoneSurrogate(value);
    if (lone !== null) {
        const json = jsonPath(lone.path);
        throw new Refusal('json.lone-surrogate', `expected text that can be written as UTF-8, found a lone surrogate U+${lone.unit.toString(16).toUpperCase()} (an unpaired \\u escape)${lone.inKey ? ' in this key' : ''}`, `${file}:${lineOf(at, lone.path, lone.inKey)}${json === '' ? '' : `: ${json}`}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new Refusal(format.invalid, `expected ${format.mapping}, found ${typeName(value)}`, `${file}:1`);
    }
    return { value: value, at };
}

/**
 * A regular expression from a user's file, tested under a time bound (issue 33).
 *
 * JavaScript's regular expressions backtrack: `^(a+)+$` on a long answer never
 * returns, and nothing on the thread that runs it can stop it. So the test runs
 * in a worker thread, and this thread waits for its answer with `Atomics.wait`
 * (grading stays synchronous) at most `timeoutMs`; past that the worker is
 * terminated (a new one starts for the next test) and `PatternTimeout` is
 * thrown, which the bench records as an ERROR attempt naming the pattern, the
 * bound and the length of the answer.
 */
/** The default time bound of one test, in ms. */
const DEFAULT_PATTERN_TIMEOUT_MS = 1000;
/** How long a new worker may take to start before the test is run here instead. */
const START_TIMEOUT_MS = 30_000;
// Slot 0: the state (0 idle, 1 ready, 2 answered); slot 1: the answer (1 match, 0 none, 2 error).
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const state = new Int32Array(workerData);
const compiled = new Map();
parentPort.on('message', (m) => {
  let answer;
  try {
    const key = m.flags + '/' + m.source;
    let re = compiled.get(key);
    if (re === undefined) {
      re = new RegExp(m.source, m.flags);
      if (compiled.size > 1000) compiled.clear();
      compiled.set(key, re);
    }
    answer = re.test(m.text) ? 1 : 0;
  } catch {
    answer = 2;
  }
  Atomics.store(state, 1, answer);
  Atomics.store(state, 0, 2);
  Atomics.notify(state, 0);
});
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
`;
let running = null;
function start() {
    const state = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: state.buffer });
    worker.unref();
    // A worker that fails is dropped; the next test starts another.
    worker.on('error', () => {
        if (running?.worker === worker)
            running = null;
    });
    Atomics.wait(state, 0, 0, START_TIMEOUT_MS);
    if (Atomics.load(state, 0) !== 1) {
        void worker.terminate();
        throw new Error('the worker that tests regular expressions did not start');
    }
    return { worker, state };
}
/** A matcher that ends a test running past `timeoutMs` with `PatternTimeout`. */
function boundedMatcher(timeoutMs = DEFAULT_PATTERN_TIMEOUT_MS) {
    return (source, flags, text) => {
        running ??= start();
        const { worker, state } = running;
        Atomics.store(state, 0, 1);
        worker.postMessage({ source, flags, text });
        const waited = Atomics.wait(state, 0, 1, timeoutMs);
        if (waited === 'timed-out' && Atomics.load(state, 0) !== 2) {
            running = null;
            void worker.terminate();
            throw new PatternTimeout(source, timeoutMs, text.length);
        }
        const answer = Atomics.load(state, 1);
        if (answer === 2) {
            // The pattern was checked when its file was read; compile it here for the message.
            new RegExp(source, flags).test(text);
        }
        return answer === 1;
    };
}

/**
 * No evidence is lost (issue 29, item 9): a run that failed or is incomplete never
 * replaces complete evidence at its default path. `run` keeps it with
 * `holdsCompleteEvidence` (src/app/live.ts); `bench` and `cases` use `targetOfFailedRun`
 * here with a check of their own format. A path the user named is written as asked.
 */
/**
 * Where this run writes its evidence: `out`, unless the run failed, the path is
 * the default (not named by the user) and `holdsComplete` says the file there is
 * complete evidence of the same kind; then beside it (`<name>.incomplete.json`),
 * checked writable and said on the log.
 */
async function targetOfFailedRun(io, given, what, holdsComplete) {
    const target = outputPath(io.cwd, given.out, what);
    if (!given.failed || given.named || !(await completeOrFalse(holdsComplete, target))) {
        return { out: given.out, target };
    }
    const out = besidePath(given.out);
    const beside = outputPath(io.cwd, out, what);
    io.files.checkWritable(beside, what);
    io.log(`agentverity: this run failed or is incomplete, so the complete ${what} already in ${terminalSafe(given.out, 500)} is kept; this run's ${what} is written beside it, to ${terminalSafe(out, 500)}\n`);
    return { out, target: beside };
}
/** Any failure to read the file (missing, damaged, another format) means: nothing to keep. */
async function completeOrFalse(holdsComplete, file) {
    try {
        return await holdsComplete(file);
    }
    catch {
        return false;
    }
}

export { targetOfFailedRun as A, DEFAULT_BENCH_OPTIONS as D, MAX_RESAMPLES as M, PatternTimeout as P, MIN_RESAMPLES as a, attemptsByTask as b, bootstrapMeans as c, checkBenchOptions as d, checkK as e, clusterInterval as f, logGamma as g, normalUpper as h, isPatternTimeout as i, passHatK as j, studentUpper as k, latencyOf as l, meanOverTasks as m, normalQuantile as n, summarizeAgent as o, passAtK as p, quantileSorted as q, resolveBenchOptions as r, studentQuantile as s, tOf as t, unboundedMatcher as u, parseYamlText as v, lineOf as w, locatedRefusal as x, boundedMatcher as y, zOf as z };
