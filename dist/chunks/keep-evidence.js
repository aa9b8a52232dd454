import { R as Refusal } from './types.js';
import { aM as validateSeed, aL as validateEpsilon, P as PRECISIONS, c as DEFAULT_PRECISION, A as AllocationDraws, Z as Z95, aQ as wilson, a8 as intervalBy, y as callBy } from './facts.js';
import { readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { a as ajvExports } from './ajv.js';
import { d as digestOf } from './digest.js';
import { d as readTextFile, L as LIMITS, n as bytesText, m as measure, j as jsonPath, t as typeName, s as shortJson, h as isBlank, c as pointerToPath, w as wantedWords, o as regularFile } from './json.js';
import { u as unknownKeyMessage } from './nearest.js';
import { i as inlineDefinitions } from './schema-inline.js';
import { Worker } from 'node:worker_threads';
import { o as outputPath, g as besidePath, a as terminalSafe } from './version.js';

/**
 * Benchmarks and comparisons (issue 17): the shapes every part agrees on.
 *
 * A benchmark is a fixed list of tasks, each with a prompt and an evaluation.
 * Running an agent on it gives attempts (one per task per run, in collection
 * order); an imported outcome log gives the same attempts without new calls.
 * `summarizeAgent` turns one agent's attempts into its figures and
 * `compareAgents` pairs two or more agents on task id. `benchVerdict` decides,
 * once, what passed, what gates and the exit code; every report formats it.
 */
const EVALUATION_TYPES = ['exact_match', 'contains', 'regex'];

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
function refuse$2(setting, message) {
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
        refuse$2('confidence', `expected a confidence strictly between 0 and 1 (such as 0.95), got ${show(confidence)}`);
    }
    validateSeed(options.seed, 'seed');
    if (typeof resamples !== 'number' ||
        !Number.isSafeInteger(resamples) ||
        resamples < MIN_RESAMPLES ||
        resamples > MAX_RESAMPLES) {
        refuse$2('resamples', `expected a whole number of resamples from ${MIN_RESAMPLES} to ${MAX_RESAMPLES}, got ${show(resamples)}`);
    }
    if (k !== undefined && (typeof k !== 'number' || !Number.isSafeInteger(k) || k < 1)) {
        refuse$2('k', `expected k as a whole number of at least 1, got ${show(k)}`);
    }
    validateEpsilon(options.epsilon, 'epsilon');
    if (difference !== undefined &&
        (typeof difference !== 'number' || !(difference > 0 && difference <= 1))) {
        refuse$2('difference', `expected a difference in pass rate above 0 and at most 1 (such as 0.1), got ${show(difference)}`);
    }
    if (failIfWorse !== undefined && (typeof failIfWorse !== 'string' || failIfWorse.length === 0)) {
        refuse$2('failIfWorse', `expected the name of an agent, got ${show(failIfWorse)}`);
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
 * Grading one output against a task's evaluation.
 *
 * - `exact_match`: the output and the expected answer are compared after
 *   trimming surrounding whitespace (String.prototype.trim: spaces, tabs, line
 *   breaks and the Unicode space separators), case-sensitively unless
 *   `caseSensitive: false`, when both sides are lower-cased first
 *   (locale-independent `toLowerCase`).
 * - `contains`: the output holds the expected substring (untrimmed; the same
 *   case rule).
 * - `regex`: the JavaScript regular expression finds a match anywhere in the
 *   output (anchor it with `^…$` for a whole-output match). Flags from `flags`;
 *   `g` and `y` are refused (they make a test depend on the previous one).
 *
 * `checkEvaluation` is what a loader calls once per task, so that a bad regular
 * expression or a misplaced option is a refusal naming the task, not a crash
 * (or a silent FAIL) in the middle of a run.
 */
const REGEX_FLAGS$1 = new Set(['d', 'i', 'm', 's', 'u', 'v']);
function refuse$1(message, where) {
    throw new Refusal('bench.evaluation', message, where);
}
/**
 * Check one evaluation and return it. `where` names it in the refusal (a file,
 * line and JSON path such as `suite.yaml:12: tasks[3].evaluation`).
 */
function checkEvaluation(evaluation, where) {
    if (typeof evaluation !== 'object' || evaluation === null) {
        refuse$1('expected an evaluation object with a type and an expected value', where);
    }
    const { type, expected, caseSensitive, flags } = evaluation;
    if (!EVALUATION_TYPES.includes(type)) {
        refuse$1(`expected type to be one of ${EVALUATION_TYPES.join(', ')}, got ${JSON.stringify(type) ?? String(type)}`, where);
    }
    if (typeof expected !== 'string') {
        refuse$1(`expected \`expected\` to be a string, got ${typeof expected}`, where);
    }
    if (caseSensitive !== undefined && typeof caseSensitive !== 'boolean') {
        refuse$1('expected caseSensitive to be true or false', where);
    }
    if (type === 'regex') {
        if (caseSensitive !== undefined) {
            refuse$1('caseSensitive applies to exact_match and contains; for a regex use flags: "i"', where);
        }
        if (flags !== undefined && typeof flags !== 'string') {
            refuse$1('expected flags to be a string of regular-expression flags such as "i"', where);
        }
        for (const f of flags ?? '') {
            if (f === 'g' || f === 'y') {
                refuse$1(`the regex flag ${f} is refused: it makes each match depend on the previous one`, where);
            }
            if (!REGEX_FLAGS$1.has(f)) {
                refuse$1(`unknown regex flag ${JSON.stringify(f)}; use any of d, i, m, s, u, v`, where);
            }
        }
        try {
            new RegExp(expected, flags ?? '');
        }
        catch (error) {
            refuse$1(`the regular expression ${JSON.stringify(expected)} does not compile: ${error.message}`, where);
        }
    }
    else if (flags !== undefined) {
        refuse$1(`flags apply to a regex evaluation only, not to ${type}`, where);
    }
    else if (type === 'contains' && expected.length === 0) {
        refuse$1('a contains evaluation needs a non-empty expected substring (an empty one passes everything)', where);
    }
    return evaluation;
}
/**
 * True when `output` passes the evaluation (see the module comment for each
 * type). A `regex` is tested through `match` (default: here, unbounded); a
 * bounded matcher throws `PatternTimeout` when the pattern runs past its time,
 * which the caller records as an ERROR attempt naming the reason.
 */
function evaluateOutput(evaluation, output, match = unboundedMatcher) {
    const fold = evaluation.caseSensitive === false;
    switch (evaluation.type) {
        case 'exact_match': {
            const a = output.trim();
            const b = evaluation.expected.trim();
            return fold ? a.toLowerCase() === b.toLowerCase() : a === b;
        }
        case 'contains':
            return fold
                ? output.toLowerCase().includes(evaluation.expected.toLowerCase())
                : output.includes(evaluation.expected);
        case 'regex':
            return match(evaluation.expected, evaluation.flags ?? '', output);
    }
}

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

/**
 * Benchmark files (issue 17): versioned YAML (JSON is YAML too), the format
 * AgentVerdict users already write:
 *
 * ```yaml
 * version: "1"
 * name: general
 * description: …            # optional
 * tasks:
 *   - id: capital-france
 *     name: Capital of France # optional, default: the id
 *     category: geography     # optional
 *     prompt: What is the capital of France? Answer with one word.
 *     evaluation: {type: exact_match, expected: Paris, case_sensitive: false}
 *     decision: true          # optional: the output is a bounded decision (flip-rate meter)
 *     cluster: europe         # optional: tasks that are not independent
 * ```
 *
 * Every problem is refused with the file, the line and the JSON path, and what
 * was expected there (`benchmark.*` codes, exit 2): YAML syntax and duplicate
 * keys, unknown keys, wrong types, an unknown major version, duplicate task ids,
 * an empty prompt or expected text, a regular expression that does not compile.
 * Text fields must be YAML strings: `id: 007` is the number 7 to YAML, so it is
 * refused with the advice to quote it rather than silently read as "7".
 */
/** The versions this reader knows: major 1 (`"1"`, `"1.2"`, or the YAML number 1). */
const BENCHMARK_MAJOR = 1;
/** Regular-expression flags a task may give; `g` and `y` make `test` stateful and are refused. */
const REGEX_FLAGS = 'dimsuv';
const TEXT = { type: 'string', minLength: 1 };
/** The JSON Schema (draft-07) of a benchmark file as written (snake_case keys). Published as schemas/benchmark.schema.json. */
const BENCHMARK_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action benchmark',
    description: 'A fixed list of tasks, each with a prompt and an evaluation (exact_match, contains or regex), run on one or more agents by `agentverity bench`. Written in YAML or JSON.',
    type: 'object',
    additionalProperties: false,
    required: ['version', 'name', 'tasks'],
    properties: {
        version: {
            description: 'The format version: "1" (a minor version such as "1.1" is read as 1).',
            type: ['string', 'integer'],
            pattern: '^[0-9]+(\\.[0-9]+)*$',
        },
        name: { ...TEXT, description: 'The benchmark name, shown in reports and digested.' },
        description: { type: 'string' },
        tasks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/task' } },
    },
    definitions: {
        task: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'prompt', 'evaluation'],
            properties: {
                id: { ...TEXT, description: 'Unique within the benchmark: the key tasks are paired on.' },
                name: { ...TEXT, description: 'Default: the id.' },
                category: { type: ['string', 'null'] },
                prompt: { ...TEXT, description: 'What the agent is given, as is.' },
                evaluation: { $ref: '#/definitions/evaluation' },
                decision: {
                    description: "The task's output is a bounded decision label: the flip-rate meter compares it across runs.",
                    type: 'boolean',
                },
                cluster: {
                    ...TEXT,
                    description: 'Tasks sharing a cluster are not independent (cluster-aware intervals).',
                },
            },
        },
        evaluation: {
            type: 'object',
            additionalProperties: false,
            required: ['type', 'expected'],
            properties: {
                type: { enum: [...EVALUATION_TYPES] },
                expected: {
                    ...TEXT,
                    description: 'exact_match: the answer (surrounding whitespace ignored); contains: a substring; regex: a JavaScript regular expression, searched anywhere in the output.',
                },
                case_sensitive: {
                    description: 'exact_match and contains only; default true.',
                    type: 'boolean',
                },
                flags: {
                    description: 'regex only: any of d, i, m, s, u, v.',
                    type: 'string',
                    pattern: `^[${REGEX_FLAGS}]*$`,
                },
            },
        },
    },
};
/** The line (1-based) of the node at `parts`, or of its nearest ancestor present in the file. */
function lineOf(at, parts, atKey) {
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
function refuse(problems, file, at) {
    const { message, where } = locatedRefusal(problems, file, at, 'benchmark file');
    throw new Refusal(problems[0].code, message, where);
}
// ---------------------------------------------------------------------------
// Checking.
let validator = null;
function schemaProblems(value) {
    if (validator === null) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator = ajv.compile(inlineDefinitions(BENCHMARK_JSON_SCHEMA));
    }
    if (validator(value))
        return [];
    return (validator.errors ?? []).map(problemOf).filter((p) => p !== null);
}
const QUOTE_HINT = 'YAML reads an unquoted number or true/false as such: quote the text';
function problemOf(e) {
    const path = pointerToPath(e.instancePath);
    const params = e.params;
    const found = shortJson(e.data);
    const code = 'benchmark.invalid';
    switch (e.keyword) {
        case 'required':
            return {
                code,
                path: [...path, String(params['missingProperty'])],
                message: 'missing (required)',
            };
        case 'additionalProperties': {
            const key = String(params['additionalProperty']);
            const known = Object.keys(knownKeysAt(path));
            return {
                code,
                path: [...path, key],
                atKey: true,
                message: unknownKeyMessage(key, known),
            };
        }
        case 'type': {
            const wanted = String(params['type']);
            const text = wanted.startsWith('string');
            const hint = text &&
                ((typeof e.data === 'number' && Number.isFinite(e.data)) || typeof e.data === 'boolean')
                ? ` (${QUOTE_HINT}: "${String(e.data)}")`
                : '';
            const words = wanted
                .split(',')
                .map((t) => t === 'string'
                ? 'a string'
                : t === 'integer'
                    ? 'an integer'
                    : t === 'array'
                        ? 'a list'
                        : t === 'object'
                            ? 'a mapping (key: value)'
                            : t === 'boolean'
                                ? 'true or false'
                                : t)
                .join(' or ');
            return {
                code,
                path,
                message: `expected ${wantedWords(words, e.data)}, found ${typeName(e.data)}${hint}`,
            };
        }
        case 'enum':
            return {
                code,
                path,
                message: `expected one of ${params['allowedValues'].join(', ')}, found ${found}`,
            };
        case 'minLength':
            return { code, path, message: 'is empty; expected a non-empty string' };
        case 'minItems':
            return { code, path, message: 'is empty; expected at least one task' };
        case 'pattern':
            if (path[path.length - 1] === 'flags') {
                return {
                    code,
                    path,
                    message: `expected regular-expression flags from "${REGEX_FLAGS}" (g and y are not allowed), found ${found}`,
                };
            }
            return {
                code: 'benchmark.version',
                path,
                message: `expected a version such as "1", found ${found}`,
            };
        default:
            return {
                code,
                path,
                message: `${e.message ?? `fails the ${e.keyword} rule`}, found ${found}`,
            };
    }
}
function knownKeysAt(path) {
    const defs = BENCHMARK_JSON_SCHEMA.definitions;
    if (path.length === 0)
        return BENCHMARK_JSON_SCHEMA.properties;
    if (path.length === 2)
        return defs.task.properties;
    return defs.evaluation.properties;
}
/** The major version of a valid-looking version, or null. */
function majorOf(version) {
    if (typeof version === 'number')
        return Number.isInteger(version) ? version : null;
    if (typeof version !== 'string' || !/^[0-9]+(\.[0-9]+)*$/.test(version))
        return null;
    return Number(version.split('.')[0]);
}
/** Why a regular expression cannot be used, or null. */
function regexProblem(source, flags) {
    try {
        new RegExp(source, flags);
        return null;
    }
    catch (error) {
        return `not a valid regular expression (${error instanceof Error ? error.message : String(error)})`;
    }
}
/** Problems a schema cannot state: version, duplicate ids, blank text, bad regexes, misplaced options. */
function semanticProblems(raw) {
    const problems = [];
    const major = majorOf(raw.version);
    if (major !== BENCHMARK_MAJOR) {
        problems.push({
            code: 'benchmark.version',
            path: ['version'],
            message: `version ${shortJson(raw.version)} is not one this tool reads; expected "1" (major version ${BENCHMARK_MAJOR})`,
        });
    }
    const firstAt = new Map();
    raw.tasks.forEach((t, i) => {
        const before = firstAt.get(t.id);
        if (before !== undefined) {
            problems.push({
                code: 'benchmark.duplicate-task',
                path: ['tasks', i, 'id'],
                message: `duplicate task id ${shortJson(t.id)}: tasks[${before}] has it too; every task id must be unique`,
            });
        }
        else
            firstAt.set(t.id, i);
        if (isBlank(t.prompt)) {
            problems.push({
                code: 'benchmark.invalid',
                path: ['tasks', i, 'prompt'],
                message: 'is blank; expected the prompt the agent is given',
            });
        }
        const e = t.evaluation;
        if (e.type === 'regex') {
            if (e.case_sensitive !== undefined) {
                problems.push({
                    code: 'benchmark.invalid',
                    path: ['tasks', i, 'evaluation', 'case_sensitive'],
                    atKey: true,
                    message: 'applies to exact_match and contains only; give a regex flags: i instead',
                });
            }
            const why = regexProblem(e.expected, e.flags ?? '');
            if (why !== null) {
                problems.push({
                    code: 'benchmark.regex',
                    path: ['tasks', i, 'evaluation', 'expected'],
                    message: why,
                });
            }
        }
        else if (e.flags !== undefined) {
            problems.push({
                code: 'benchmark.invalid',
                path: ['tasks', i, 'evaluation', 'flags'],
                atKey: true,
                message: `applies to regex only; ${e.type} takes case_sensitive: false`,
            });
        }
    });
    return problems;
}
/** A task as the core models it: defaults applied, defaults left out (so the digest does not depend on them). */
function taskOf(t) {
    const e = t.evaluation;
    const flags = [...new Set(e.flags ?? '')].sort().join('');
    const evaluation = {
        type: e.type,
        expected: e.expected,
        ...(e.case_sensitive === false ? { caseSensitive: false } : {}),
        ...(flags === '' ? {} : { flags }),
    };
    return {
        id: t.id,
        name: t.name ?? t.id,
        category: t.category ?? null,
        prompt: t.prompt,
        evaluation,
        ...(t.decision === true ? { decision: true } : {}),
        ...(t.cluster === undefined ? {} : { cluster: t.cluster }),
    };
}
/** The digest of a benchmark: SHA-256 of the RFC 8785 canonical JSON of `{name, tasks}`. */
function benchmarkDigest(name, tasks) {
    return digestOf({ name, tasks });
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
    // Bounded before anything else looks at it: a cyclic alias (`tasks: &t [*t]`),
    // nesting deeper than the limit, a string too long or too many values.
    const breach = measure(value);
    if (breach !== null) {
        const json = jsonPath(breach.path);
        throw new Refusal(breach.limit === 'cycle' ? format.syntax : 'file.limit', breach.limit === 'cycle'
            ? 'an alias (*name) refers to a node that holds it, so the value would contain itself; write the value out instead of the alias'
            : breach.message, `${file}:${lineOf(at, breach.path, false)}${json === '' ? '' : `: ${json}`}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new Refusal(format.invalid, `expected ${format.mapping}, found ${typeName(value)}`, `${file}:1`);
    }
    return { value: value, at };
}
/**
 * Parses a benchmark from its text (YAML or JSON); `file` names it in refusals.
 * Every refusal names the file, the line and the JSON path.
 */
async function parseBenchmark(text, file) {
    const { value, at } = await parseYamlText(text, file, {
        syntax: 'benchmark.syntax',
        invalid: 'benchmark.invalid',
        what: 'a benchmark (version, name, tasks)',
        mapping: 'a mapping with version, name and tasks',
    });
    return benchmarkOfValue(value, file, at);
}
/**
 * The benchmark a parsed file holds, or the refusal of its problems. Linear in
 * the size of the file, however many problems it has: the schema is checked
 * with its definitions inlined (`inlineDefinitions`), and at most ten problems
 * are placed at their lines, then "… and N more problems".
 */
function benchmarkOfValue(value, file, at) {
    const problems = schemaProblems(value);
    if (problems.length > 0)
        refuse(problems, file, at);
    const raw = value;
    const semantic = semanticProblems(raw);
    if (semantic.length > 0)
        refuse(semantic, file, at);
    const tasks = raw.tasks.map(taskOf);
    // The core's own rules for an evaluation (the same grader runs it): checked too,
    // so a rule it adds later is refused here, at the task's line, before any call.
    tasks.forEach((t, i) => {
        if (t.evaluation !== null) {
            checkEvaluation(t.evaluation, `${file}:${lineOf(at, ['tasks', i, 'evaluation'], false)}: tasks[${i}].evaluation`);
        }
    });
    return {
        version: '1',
        name: raw.name,
        ...(raw.description === undefined || raw.description.trim() === ''
            ? {}
            : { description: raw.description }),
        tasks,
        digest: benchmarkDigest(raw.name, tasks),
    };
}
// ---------------------------------------------------------------------------
// Bundled benchmarks and names.
/** The folder of this package (its package.json), from wherever this code runs (src/ or dist/). */
function packageRoot() {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
        if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'benchmarks'))) {
            return dir;
        }
        const parent = path.dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    throw new Refusal('benchmark.unknown', 'the bundled benchmarks folder was not found beside this package');
}
/** The folder of the bundled benchmarks (`benchmarks/` of the package). */
function bundledBenchmarksDir() {
    return path.join(packageRoot(), 'benchmarks');
}
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const EXTENSIONS = ['.yaml', '.yml', '.json'];
function bundledFiles() {
    const dir = bundledBenchmarksDir();
    return readdirSync(dir)
        .filter((f) => EXTENSIONS.includes(path.extname(f)))
        .sort();
}
/**
 * Where a benchmark argument points: a path (it has a folder separator or a
 * .yaml/.yml/.json ending) is a file relative to `cwd`; a bare name is a bundled
 * benchmark, else a file of that name. Refused (`benchmark.unknown`) when neither exists.
 */
function resolveBenchmark(pathOrName, cwd) {
    const looksLikePath = /[\\/]/.test(pathOrName) || EXTENSIONS.includes(path.extname(pathOrName));
    if (!looksLikePath && NAME.test(pathOrName)) {
        const bundled = bundledFiles().find((f) => path.basename(f, path.extname(f)) === pathOrName);
        if (bundled !== undefined)
            return path.join(bundledBenchmarksDir(), bundled);
    }
    const file = path.resolve(cwd, pathOrName);
    if (existsSync(file)) {
        // Found, but a pipe, a device or a folder: refused as such (`file.not-regular`).
        if (!statSync(file).isFile())
            regularFile(pathOrName === file ? file : pathOrName);
        return file;
    }
    const names = bundledFiles().map((f) => path.basename(f, path.extname(f)));
    throw new Refusal('benchmark.unknown', looksLikePath
        ? 'no such benchmark file'
        : `no bundled benchmark of that name and no such file; the bundled benchmarks are ${names.join(', ')}`, pathOrName);
}
/** Reads a benchmark file, or a bundled benchmark by name (`general`). */
async function loadBenchmark(pathOrName, cwd) {
    const file = resolveBenchmark(pathOrName, cwd);
    // Refusals name the file as given; a bundled one by its place in the package.
    const bundled = file !== path.resolve(cwd, pathOrName);
    const shown = bundled ? `benchmarks/${path.basename(file)}` : pathOrName;
    return parseBenchmark(await readTextFile(file, LIMITS.yamlBytes), shown);
}
/** The bundled benchmarks, by name. */
async function listBenchmarks() {
    const dir = bundledBenchmarksDir();
    const out = [];
    for (const f of bundledFiles()) {
        const file = path.join(dir, f);
        const b = await parseBenchmark(await readTextFile(file), file);
        out.push({
            name: path.basename(f, path.extname(f)),
            description: b.description ?? null,
            tasks: b.tasks.length,
            file,
        });
    }
    return out;
}
async function benchmarkInfo(pathOrName, cwd) {
    const file = resolveBenchmark(pathOrName, cwd);
    const b = await loadBenchmark(pathOrName, cwd);
    const categories = {};
    const evaluations = {};
    for (const t of b.tasks) {
        const c = t.category ?? '(none)';
        categories[c] = (categories[c] ?? 0) + 1;
        const e = t.evaluation?.type ?? '(graded elsewhere)';
        evaluations[e] = (evaluations[e] ?? 0) + 1;
    }
    return {
        name: b.name,
        description: b.description ?? null,
        version: b.version,
        digest: b.digest,
        file,
        tasks: b.tasks.length,
        categories,
        evaluations,
        decisionTasks: b.tasks.filter((t) => t.decision === true).length,
        clusters: new Set(b.tasks.map((t) => t.cluster ?? `task:${t.id}`)).size,
        benchmark: b,
    };
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

export { unboundedMatcher as A, zOf as B, benchmarkDigest as C, DEFAULT_BENCH_OPTIONS as D, EVALUATION_TYPES as E, boundedMatcher as F, targetOfFailedRun as G, parseYamlText as H, locatedRefusal as I, MAX_RESAMPLES as M, PatternTimeout as P, MIN_RESAMPLES as a, attemptsByTask as b, benchmarkInfo as c, bootstrapMeans as d, checkBenchOptions as e, checkEvaluation as f, checkK as g, clusterInterval as h, evaluateOutput as i, isPatternTimeout as j, listBenchmarks as k, latencyOf as l, loadBenchmark as m, logGamma as n, meanOverTasks as o, normalQuantile as p, normalUpper as q, parseBenchmark as r, passAtK as s, passHatK as t, quantileSorted as u, resolveBenchOptions as v, studentQuantile as w, studentUpper as x, summarizeAgent as y, tOf as z };
