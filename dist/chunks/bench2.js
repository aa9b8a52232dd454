import { f as familyFormats } from './format-renderers.js';
import path from 'node:path';
import { s as scrubberOf, b as scrubbingAgent, c as scrubThrown } from './scrub.js';
import { R as Refusal } from './types.js';
import { a as interrupted, E as EXIT } from './errors.js';
import { d as describeThrown, o as outputPath, a as terminalSafe, V as VERSION, T as TOOL_NAME } from './module-spec.js';
import { u as unboundedMatcher, d as checkBenchOptions, z as zOf, n as normalQuantile, t as tOf, o as summarizeAgent, v as parseYamlText, w as lineOf, x as locatedRefusal, i as isPatternTimeout, y as boundedMatcher, r as resolveBenchOptions, A as targetOfFailedRun } from './keep-evidence.js';
import { w as workerEnv, A as AnswerWatch, f as firstCallsWatched, d as describeUnanswered, h as httpAgent, t as textWithinLimits, s as safeUrlLabel } from './limited-text.js';
import { C as CommandAgent, R as RateLimiter, D as DeadlineSweeper, s as sleep, h as headersOf, c as commandAgent } from './headers.js';
import { f as guardAgentCalls, s as settleStrayErrors, i as isoNow, h as exitNow, j as strayErrorsSoFar, k as sealStrayErrors } from './telemetry.js';
import { h as DEFAULT_TIMEOUT_MS } from './settings.js';
import { performance } from 'node:perf_hooks';
import { K as logChoose, a1 as wilson, E as listing, p as plural, w as formatRate } from './facts.js';
import { S as Sfc32 } from './nearest.js';
import { spawn } from 'node:child_process';
import { readdirSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { l as loadModuleAgent } from './module.js';
import { a as ajvExports } from './ajv.js';
import { d as digestOf } from './digest.js';
import { a as readTextFile, s as shortJson, i as isBlank, b as regularFile, L as LIMITS, r as readJsonFile, c as refuseLoneSurrogates, d as placeOf } from './json.js';
import { i as inlineDefinitions } from './schema-inline.js';
import { p as problemFromAjv, c as checkFileFormat, a as problemsRefusal } from './file-format.js';
import { D as DIGEST_PATTERN, b as DATE_TIME_PATTERN, T as TOOL_JSON_SCHEMA } from './schema.js';

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
function refuse$2(message, where) {
    throw new Refusal('bench.evaluation', message, where);
}
/**
 * Check one evaluation and return it. `where` names it in the refusal (a file,
 * line and JSON path such as `suite.yaml:12: tasks[3].evaluation`).
 */
function checkEvaluation(evaluation, where) {
    if (typeof evaluation !== 'object' || evaluation === null) {
        refuse$2('expected an evaluation object with a type and an expected value', where);
    }
    const { type, expected, caseSensitive, flags } = evaluation;
    if (!EVALUATION_TYPES.includes(type)) {
        refuse$2(`expected type to be one of ${EVALUATION_TYPES.join(', ')}, got ${JSON.stringify(type) ?? String(type)}`, where);
    }
    if (typeof expected !== 'string') {
        refuse$2(`expected \`expected\` to be a string, got ${typeof expected}`, where);
    }
    if (caseSensitive !== undefined && typeof caseSensitive !== 'boolean') {
        refuse$2('expected caseSensitive to be true or false', where);
    }
    if (type === 'regex') {
        if (caseSensitive !== undefined) {
            refuse$2('caseSensitive applies to exact_match and contains; for a regex use flags: "i"', where);
        }
        if (flags !== undefined && typeof flags !== 'string') {
            refuse$2('expected flags to be a string of regular-expression flags such as "i"', where);
        }
        for (const f of flags ?? '') {
            if (f === 'g' || f === 'y') {
                refuse$2(`the regex flag ${f} is refused: it makes each match depend on the previous one`, where);
            }
            if (!REGEX_FLAGS$1.has(f)) {
                refuse$2(`unknown regex flag ${JSON.stringify(f)}; use any of d, i, m, s, u, v`, where);
            }
        }
        try {
            new RegExp(expected, flags ?? '');
        }
        catch (error) {
            refuse$2(`the regular expression ${JSON.stringify(expected)} does not compile: ${error.message}`, where);
        }
    }
    else if (flags !== undefined) {
        refuse$2(`flags apply to a regex evaluation only, not to ${type}`, where);
    }
    else if (type === 'contains' && expected.length === 0) {
        refuse$2('a contains evaluation needs a non-empty expected substring (an empty one passes everything)', where);
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
 * The minimum detectable difference (MDD) of `bench compare`, computed for the
 * exact test actually used, never from a normal approximation.
 *
 * The model (the *sign model*): the pair's G paired units (tasks for McNemar,
 * clusters for the sign-flip test) are independent; each differs in favour of
 * the better agent with probability (ψ + δ)/2, in favour of the other with
 * probability (ψ − δ)/2, and does not differ otherwise, where δ is the true
 * difference in pass rate and ψ the share of units that differ. ψ is taken as
 * max(ψ̂, δ), ψ̂ the observed share (discordant tasks for McNemar; clusters
 * whose difference is not 0 for the sign-flip test). A differing unit differs
 * by a whole point: with one run per task that is what a discordant task is,
 * and with more runs it is the largest difference a unit can carry.
 *
 * Given k differing units, b of them for one side, the test rejects when its
 * two-sided p is below α: the McNemar mid-p (Fagerland, Lydersen & Laake 2013),
 * or, for the sign-flip test, its exact p with equal magnitudes, which is the
 * exact two-sided sign test 2·P(X ≥ max(b, k − b)), X ~ Bin(k, ½) (beyond the
 * exact enumeration the product's Monte Carlo p estimates this same p).
 *
 * The power at δ is Σ_k Bin(k; G, ψ) · P(the split of k rejects | each unit
 * favours the better side with probability (1 + δ/ψ)/2): a finite sum, exact.
 * The MDD is the smallest δ in (0, 1] whose power is at least `power` (0.8);
 * power increases with δ (the symmetric two-sided region of a binomial test
 * gains with |θ − ½|, and with θ = 1 more differing units only help), so it is
 * found by bisection. When no split of G units can reach α the MDD is 1, the
 * cap: nothing at this size is detectable.
 */
/** P(X = j) for X ~ Bin(k, θ); 0 outside 0..k. */
function pmfAt(k, j, theta) {
    if (j < 0 || j > k)
        return 0;
    if (theta <= 0)
        return j === 0 ? 1 : 0;
    if (theta >= 1)
        return j === k ? 1 : 0;
    return Math.exp(logChoose(k, j) + j * Math.log(theta) + (k - j) * Math.log1p(-theta));
}
/** The two-sided p of b units one way and k − b the other (2b ≥ k), from U = P(X ≥ b) and P(X = b), X ~ Bin(k, ½). */
function pOfSplit(test, b, k, upper, at) {
    if (2 * b === k)
        return test === 'mcnemar-mid-p' ? 1 - 0.5 * at : 1;
    return test === 'mcnemar-mid-p' ? Math.min(1, 2 * upper - at) : Math.min(1, 2 * upper);
}
/**
 * P(X ≥ h) for X ~ Bin(k, θ), kept as k grows one unit at a time and h moves:
 * P_{k+1}(X ≥ h) = P_k(X ≥ h) + θ·P_k(X = h − 1), and P_k(X ≥ h + 1) =
 * P_k(X ≥ h) − P_k(X = h). Each step is O(1) plus the moves of h.
 */
class UpperTail {
    theta;
    k = 0;
    h = 1;
    value = 0;
    constructor(theta) {
        this.theta = theta;
    }
    grow() {
        this.value += this.theta * pmfAt(this.k, this.h - 1, this.theta);
        this.k++;
    }
    moveTo(h) {
        while (this.h < h) {
            this.value -= pmfAt(this.k, this.h, this.theta);
            this.h++;
        }
        while (this.h > h) {
            this.h--;
            this.value += pmfAt(this.k, this.h, this.theta);
        }
    }
    get() {
        return Math.min(1, Math.max(0, this.value));
    }
}
/** P(X ≤ m) likewise: P_{k+1}(X ≤ m) = P_k(X ≤ m) − θ·P_k(X = m). */
class LowerTail {
    theta;
    k = 0;
    m = -1;
    value = 0;
    constructor(theta) {
        this.theta = theta;
    }
    grow() {
        this.value -= this.theta * pmfAt(this.k, this.m, this.theta);
        this.k++;
    }
    moveTo(m) {
        while (this.m < m) {
            this.m++;
            this.value += pmfAt(this.k, this.m, this.theta);
        }
        while (this.m > m) {
            this.value -= pmfAt(this.k, this.m, this.theta);
            this.m--;
        }
    }
    get() {
        return Math.min(1, Math.max(0, this.value));
    }
}
/**
 * For every k = 0..units: the smallest b with 2b ≥ k whose split (b, k − b)
 * the test rejects at α (p < α), or k + 1 when no split of k units does. The
 * rejection region of k is { max(b, k − b) ≥ threshold }: p falls as the split
 * grows.
 */
function rejectionThresholds(units, test, alpha) {
    const thresholds = new Int32Array(units + 1);
    thresholds[0] = 1;
    const tail = new UpperTail(0.5);
    let h = 1;
    for (let k = 1; k <= units; k++) {
        tail.grow();
        const lowest = Math.ceil(k / 2);
        const rejects = (b) => {
            tail.moveTo(b);
            return pOfSplit(test, b, k, tail.get(), pmfAt(k, b, 0.5)) < alpha;
        };
        h = Math.max(h, lowest);
        while (h > lowest && rejects(h - 1))
            h--;
        while (h <= k && !rejects(h))
            h++;
        thresholds[k] = h;
    }
    return thresholds;
}
/**
 * The exact power of the test on `units` units under the sign model at
 * difference `delta`, with `observedShare` the observed share of differing
 * units; `thresholds` from rejectionThresholds for the same units.
 */
function exactPower(units, delta, observedShare, thresholds) {
    if (units <= 0 || !(delta > 0))
        return 0;
    const d = Math.min(1, delta);
    const psi = Math.min(1, Math.max(observedShare, d));
    const theta = (1 + d / psi) / 2;
    const upper = new UpperTail(theta);
    const lower = new LowerTail(theta);
    let power = 0;
    for (let k = 1; k <= units; k++) {
        upper.grow();
        lower.grow();
        const h = thresholds[k];
        if (h > k)
            continue;
        let reject;
        if (k - h >= h)
            reject = 1;
        else {
            upper.moveTo(h);
            lower.moveTo(k - h);
            reject = Math.min(1, upper.get() + lower.get());
        }
        power += pmfAt(units, k, psi) * reject;
    }
    return Math.min(1, power);
}
/**
 * The minimum detectable difference (see the module comment): the smallest δ
 * in (0, 1] at which the exact test on `units` units rejects at α with
 * probability at least `power`; 1 when it never can.
 */
function exactMinimumDetectable(input) {
    const { units, differing, test, alpha, power } = input;
    if (!Number.isSafeInteger(units) || units <= 0)
        return 1;
    const share = Math.min(1, Math.max(0, differing / units));
    const thresholds = rejectionThresholds(units, test, alpha);
    if (thresholds[units] > units)
        return 1;
    if (exactPower(units, 1, share, thresholds) < power)
        return 1;
    let low = 0;
    let high = 1;
    for (let i = 0; i < 40; i++) {
        const mid = (low + high) / 2;
        if (exactPower(units, mid, share, thresholds) >= power)
            high = mid;
        else
            low = mid;
    }
    return Math.min(1, high);
}
/** Beyond this many units the search for a design that detects a difference gives up. */
const MAX_UNITS_SEARCHED = 1_000_000;
/**
 * The fewest units (at least `from`) at which the exact test detects a true
 * difference `delta` with at least `power`, the share of differing units held
 * at `share`; null when even MAX_UNITS_SEARCHED would not. The power of a
 * discrete test is not quite monotone in the number of units (it saw-tooths),
 * so this is the first size of a doubling-then-bisection search: "about".
 */
function unitsToDetect(input) {
    const { delta, share, test, alpha, power } = input;
    if (!(delta > 0))
        return null;
    const enough = (units) => exactPower(units, delta, share, rejectionThresholds(units, test, alpha)) >= power;
    let low = Math.max(1, Math.floor(input.from));
    if (enough(low))
        return low;
    let high = low;
    while (!enough(high)) {
        low = high;
        if (high >= MAX_UNITS_SEARCHED)
            return null;
        high = Math.min(MAX_UNITS_SEARCHED, high * 2);
    }
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (enough(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}

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
/** The power the minimum detectable difference is computed at. */
const POWER = 0.8;
/** Up to this many clusters with a non-zero difference the permutation test enumerates every sign pattern. */
const EXACT_PERMUTATION_CLUSTERS = 12;
/** A cluster difference this small is rounding, not a difference (the sign-flip test leaves it out). */
const ZERO_DIFFERENCE = 1e-12;
/** Exact McNemar: b tasks A passed and B failed, c the reverse; X ~ Bin(b + c, ½). */
function mcnemar(b, c) {
    for (const [name, v] of [
        ['b', b],
        ['c', c],
    ]) {
        if (!Number.isSafeInteger(v) || v < 0) {
            throw new Refusal('stats.count', `expected ${name} as a whole number of at least 0, got ${v}`, name);
        }
    }
    const n = b + c;
    if (n === 0)
        return { b, c, exactP: 1, midP: 1 };
    const m = Math.min(b, c);
    const pmf = (i) => Math.exp(logChoose(n, i) - n * Math.LN2);
    let tail = 0;
    for (let i = 0; i <= m; i++)
        tail += pmf(i);
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
function newcombePaired(a, b, c, d, z = 1.96) {
    const n = a + b + c + d;
    if (n === 0)
        return { low: -1, high: 1 };
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
function holm(ps) {
    const m = ps.length;
    const order = ps.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
    const adjusted = new Array(m);
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
function signFlipP(all, seed, resamples) {
    // A cluster whose difference is 0 adds 0 under either sign: each pattern of the
    // others appears 2^(zeros) times, so leaving them out gives the same p exactly
    // (and keeps the exact enumeration for more clusters). |D| ≤ 1e-12 is rounding.
    const sums = all.filter((s) => Math.abs(s) > ZERO_DIFFERENCE);
    const g = sums.length;
    let observed = 0;
    for (const s of sums)
        observed += s;
    const target = Math.abs(observed);
    if (g === 0 || target === 0)
        return 1;
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
                while (((step >> j) & 1) === 0)
                    j++;
                total -= 2 * sign[j] * sums[j];
                sign[j] = -sign[j];
            }
            if (Math.abs(total) >= target - tol)
                hits++;
        }
        return hits / patterns;
    }
    const words = new Sfc32(0x9e3779b9, seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0);
    let hits = 0;
    for (let r = 0; r < resamples; r++) {
        let total = 0;
        let word = 0;
        for (let j = 0; j < g; j++) {
            if (j % 32 === 0)
                word = words.next32();
            const s = sums[j];
            total += (word >>> (j % 32)) & 1 ? s : -s;
        }
        if (Math.abs(total) >= target - tol)
            hits++;
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
function smallestAttainableP(units, mcnemarTest) {
    if (units <= 0)
        return 1;
    if (mcnemarTest)
        return 0.5 ** units;
    return units > EXACT_PERMUTATION_CLUSTERS ? 0 : Math.min(1, 2 / 2 ** units);
}
function scoredRuns(t) {
    return t.passes + t.fails;
}
/** Mean pass rate over an agent's scored tasks (the order tie groups use). */
function meanPassRate(summary) {
    const rates = summary.perTask.map((t) => t.passRate).filter((r) => r !== null);
    return rates.length === 0 ? 0 : rates.reduce((x, y) => x + y, 0) / rates.length;
}
/** Within-task variance of one side's binary outcomes, averaged (Miller's σ²) and per mean (σ²/K). */
function withinVariance(rates) {
    if (rates.length === 0)
        return { sigma2: 0, ofMean: 0 };
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
function comparePair(sa, sb, options) {
    const byId = new Map(sb.perTask.map((t) => [t.id, t]));
    const ids = new Set();
    for (const t of sa.perTask)
        if (scoredRuns(t) > 0)
            ids.add(t.id);
    for (const t of sb.perTask)
        if (scoredRuns(t) > 0)
            ids.add(t.id);
    const paired = [];
    for (const t of sa.perTask) {
        const u = byId.get(t.id);
        if (u !== undefined && scoredRuns(t) > 0 && scoredRuns(u) > 0)
            paired.push({ a: t, b: u });
    }
    const n = paired.length;
    const d = paired.map(({ a, b }) => a.passRate - b.passRate);
    const mean = n === 0 ? 0 : d.reduce((x, y) => x + y, 0) / n;
    // Cluster sums of d (each task its own cluster unless it declares one).
    const clusterSums = new Map();
    paired.forEach(({ a }, i) => {
        const id = a.cluster ?? a.id;
        clusterSums.set(id, (clusterSums.get(id) ?? 0) + d[i]);
    });
    const sums = [...clusterSums.values()];
    const g = sums.length;
    let se = 0;
    let interval = { low: -1, high: 1 };
    if (g >= 2) {
        // Σ_g (D_g − n_g·d̄)² with n_g the tasks of cluster g.
        const sizes = new Map();
        for (const { a } of paired)
            sizes.set(a.cluster ?? a.id, (sizes.get(a.cluster ?? a.id) ?? 0) + 1);
        let ss = 0;
        for (const [id, s] of clusterSums) {
            const e = s - sizes.get(id) * mean;
            ss += e * e;
        }
        se = Math.sqrt((g / (g - 1)) * ss) / n;
        const t = tOf(options.confidence, g - 1);
        interval = { low: Math.max(-1, mean - t * se), high: Math.min(1, mean + t * se) };
    }
    const single = n > 0 && paired.every(({ a, b }) => scoredRuns(a) === 1 && scoredRuns(b) === 1);
    let mc = null;
    let nc = null;
    let p;
    if (single) {
        let both = 0;
        let onlyA = 0;
        let onlyB = 0;
        let neither = 0;
        for (const { a, b } of paired) {
            if (a.passes === 1 && b.passes === 1)
                both++;
            else if (a.passes === 1)
                onlyA++;
            else if (b.passes === 1)
                onlyB++;
            else
                neither++;
        }
        mc = mcnemar(onlyA, onlyB);
        nc = newcombePaired(both, onlyA, onlyB, neither, zOf(options.confidence));
        p = mc.midP;
    }
    else {
        p = n === 0 ? 1 : signFlipP(sums, options.seed, options.resamples);
    }
    // Planning quantities (Miller's power formula).
    const meanRuns = n === 0 ? 1 : paired.reduce((s, { a, b }) => s + scoredRuns(a) + scoredRuns(b), 0) / (2 * n);
    const observed = n * se * se;
    const variance = observed > 0 ? observed : 0.5 / meanRuns;
    const wa = withinVariance(paired.map(({ a }) => ({ p: a.passRate, n: scoredRuns(a) })));
    const wb = withinVariance(paired.map(({ b }) => ({ p: b.passRate, n: scoredRuns(b) })));
    const omega2 = Math.max(0, variance - wa.ofMean - wb.ofMean);
    // The minimum detectable difference of the exact test actually used, at
    // this many paired units (tasks for McNemar, clusters for the sign-flip
    // test), under the sign model of power.ts; 1 (the cap) when it can never
    // reach α here.
    const differing = mc !== null ? mc.b + mc.c : sums.filter((s) => Math.abs(s) > ZERO_DIFFERENCE).length;
    const minimumDetectable = n === 0
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
function needed(plan, delta, zz, alpha) {
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
    let runs = null;
    if (plan.n >= 2 && budget > 0)
        runs = Math.max(1, Math.ceil(plan.sigma2 / budget - 1e-9));
    return { tasks, runs };
}
/**
 * Tie groups: connected components of the "not separable" relation (a pair
 * whose verdict is no-detectable-difference links its two agents), so every
 * agent is in exactly one group; groups ordered by their best member's mean
 * pass rate, best first, members likewise (input order breaks ties).
 */
function tieGroupsOf(names, means, pairs) {
    const parent = names.map((_, i) => i);
    const find = (i) => {
        while (parent[i] !== i)
            i = parent[i];
        return i;
    };
    const index = new Map(names.map((n, i) => [n, i]));
    for (const p of pairs) {
        if (p.verdict !== 'no-detectable-difference')
            continue;
        const x = find(index.get(p.a));
        const y = find(index.get(p.b));
        if (x !== y)
            parent[Math.max(x, y)] = Math.min(x, y);
    }
    const order = (i, j) => means[j] - means[i] || i - j;
    const groups = new Map();
    names.forEach((_, i) => {
        const root = find(i);
        const g = groups.get(root) ?? [];
        g.push(i);
        groups.set(root, g);
    });
    return [...groups.values()]
        .map((g) => g.sort(order))
        .sort((g, h) => order(g[0], h[0]))
        .map((g) => g.map((i) => names[i]));
}
/** Every pair of agents compared (see the module comment). */
function compareAgents(summaries, options) {
    checkBenchOptions(options);
    if (summaries.length === 0) {
        throw new Refusal('bench.agents', 'a comparison needs at least one agent', 'agents');
    }
    const names = summaries.map((s) => s.agent.name);
    const dup = names.find((n, i) => names.indexOf(n) !== i);
    if (dup !== undefined) {
        throw new Refusal('bench.agents', `two agents are named ${JSON.stringify(dup)}; give each a unique name`, 'agents');
    }
    const digests = new Set(summaries.map((s) => s.benchmark.digest));
    if (digests.size > 1) {
        throw new Refusal('bench.mismatch', 'the agents were run on different benchmarks (their digests differ); runs compare only on the same benchmark', 'agents');
    }
    const alpha = 1 - options.confidence;
    const raw = [];
    for (let i = 0; i < summaries.length; i++) {
        for (let j = i + 1; j < summaries.length; j++) {
            raw.push(comparePair(summaries[i], summaries[j], options));
        }
    }
    const adjusted = holm(raw.map((r) => r.pair.p));
    const pairs = raw.map(({ pair }, i) => {
        const pAdjusted = adjusted[i];
        const verdict = pAdjusted < alpha && pair.meanDifference !== 0
            ? pair.meanDifference > 0
                ? 'a-better'
                : 'b-better'
            : 'no-detectable-difference';
        return { ...pair, pAdjusted, verdict };
    });
    let toDetect = null;
    if (options.difference !== undefined && raw.length > 0) {
        const zz = (zOf(options.confidence) + normalQuantile(POWER)) ** 2;
        let tasksNeeded = 0;
        let runsNeeded = 0;
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

/**
 * The one place a bench command's findings and exit code are decided; every
 * report (terminal, JSON, JUnit, Markdown, HTML) formats this verdict.
 *
 * - `test` (one agent): 0 when every attempt passes; 1 when the benchmark
 *   completes with failures or errors (an error is no valid output, reported
 *   apart from failures, but it still is not a pass); 2 when collection
 *   stopped before every planned attempt (nothing is decided on part of a
 *   benchmark).
 * - `compare`: 0 when it completes; 2 when any agent's collection is
 *   incomplete; 1 only when `failIfWorse` names an agent and some pair says
 *   that agent is significantly worse than the other (Holm-adjusted p < α).
 *   Incomplete wins over worse: a gate is not read off part of the evidence.
 *   Findings: one per agent, one per pair (never gating), and with
 *   `failIfWorse` one `fail-if-worse` finding whose subject is that agent
 *   (`worse`, gating, when some pair puts it below the other).
 * - Every finding and headline ends with what to do next. A pair whose
 *   interval excludes 0 but whose verdict is no detectable difference says why
 *   in words: significant alone but not after Holm's adjustment, or an
 *   interval that the exact test, which decides, does not bear out.
 */
const pct = (confidence) => `${+(confidence * 100).toFixed(2)}%`;
const signed = (x, digits = 2) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;
const pValue = (p) => (p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`);
/** "10 tasks × 3 runs" (or "× up to 3 runs" when tasks differ). */
function shape(tasks, runs) {
    const max = runs.reduce((m, r) => Math.max(m, r), 0);
    const min = runs.reduce((m, r) => Math.min(m, r), max);
    return `${plural(tasks, 'task')} × ${min === max ? '' : 'up to '}${plural(max, 'run')}`;
}
function runsOf(summary) {
    return summary.perTask.filter((t) => t.attempts > 0).map((t) => t.attempts);
}
/** What to do about an agent's failures and errors, naming the tasks. */
function nextForTasks(s) {
    const every = s.perTask.filter((t) => t.fails > 0 && t.passes === 0).map((t) => t.id);
    const some = s.perTask.filter((t) => t.fails > 0 && t.passes > 0).map((t) => t.id);
    const errs = s.perTask.filter((t) => t.errors > 0).map((t) => t.id);
    const parts = [];
    if (every.length > 0)
        parts.push(`${plural(every.length, 'task')} failed on every run (${listing(every, 8)}): a wrong answer to fix in the agent or its prompt`);
    if (some.length > 0)
        parts.push(`${plural(some.length, 'task')} failed on some runs only (${listing(some, 8)}): the agent is unreliable there; fix it, then rerun with more runs to confirm`);
    if (errs.length > 0)
        parts.push(`${plural(errs.length, 'task')} gave no valid output at least once (${listing(errs, 8)}): find why those calls failed (timeouts, crashes, a wrong command) before trusting the pass rate`);
    return parts.length === 0
        ? ''
        : ` Next: ${parts.join('; ')}. The per-task table shows every output.`;
}
function agentFinding(s, command, confidence) {
    const name = s.agent.name;
    const r = s.reliability;
    const figures = `reliability ${formatRate(r.value, 2)}, ${pct(confidence)} interval ${formatRate(r.cluster.low, 2)}–${formatRate(r.cluster.high, 2)} over tasks`;
    const errors = s.errored === 0
        ? ''
        : `; ${plural(s.errored, 'attempt')} errored (no valid output: counted apart from failures, and not as passes)`;
    let outcome;
    let exitCode;
    let text;
    if (!s.complete) {
        outcome = 'incomplete';
        exitCode = 2;
        text = `${name}: collection stopped after ${plural(s.attempts, 'attempt')}, before every planned attempt was made; nothing is decided on part of a benchmark (so far ${s.passed} passed, ${s.failed} failed, ${s.errored} errored). Next: find why it stopped (the log says), fix that and run the benchmark again.`;
    }
    else if (s.failed > 0) {
        outcome = 'failed';
        exitCode = 1;
        text = `${name}: ${s.passed} of ${plural(s.attempts, 'attempt')} passed and ${s.failed} failed on ${shape(s.tasks, runsOf(s))} (${figures})${errors}.${nextForTasks(s)}`;
    }
    else if (s.errored > 0) {
        outcome = 'errored';
        exitCode = 1;
        text = `${name}: no attempt failed, but ${s.passed} of ${plural(s.attempts, 'attempt')} passed on ${shape(s.tasks, runsOf(s))} (${figures})${errors}.${nextForTasks(s)}`;
    }
    else {
        outcome = 'passed';
        exitCode = 0;
        text = `${name}: every one of ${plural(s.attempts, 'attempt')} passed on ${shape(s.tasks, runsOf(s))} (${figures}). Nothing to fix; at ${plural(s.tasks, 'task')} the true reliability could still be as low as ${formatRate(r.cluster.low, 2)}, so add tasks to narrow the interval.`;
    }
    const gates = command === 'test' ? exitCode !== 0 : outcome === 'incomplete';
    return {
        id: `agent:${name}`,
        subject: name,
        outcome,
        gates,
        exitCode: gates ? exitCode : 0,
        text,
    };
}
/** The two agents' summaries of a pair. */
function sidesOf(p, comparison) {
    const sa = comparison.agents.find((s) => s.agent.name === p.a);
    const sb = comparison.agents.find((s) => s.agent.name === p.b);
    return [sa, sb];
}
/**
 * The smallest p this pair's test could give at the design's size, every
 * paired unit (task for McNemar, cluster for the sign-flip test) differing the
 * same way. At or above α the pair can never be called, whatever the agents do.
 */
function smallestPossibleP(p, comparison) {
    if (p.mcnemar !== null)
        return smallestAttainableP(p.pairedTasks, true);
    const [sa, sb] = sidesOf(p, comparison);
    return smallestAttainableP(pairedClusters(sa, sb), false);
}
/** How many clusters (tasks unless declared) hold a task both agents scored. */
function pairedClusters(sa, sb) {
    const scored = new Set(sb.perTask.filter((t) => t.passRate !== null).map((t) => t.id));
    const clusters = new Set(sa.perTask.filter((t) => t.passRate !== null && scored.has(t.id)).map((t) => t.cluster ?? t.id));
    return clusters.size;
}
/** True when both agents have the same pass rate on every task both scored. */
function tiedOnEveryTask(sa, sb) {
    const rates = new Map(sb.perTask.map((t) => [t.id, t.passRate]));
    return sa.perTask.every((t) => {
        const u = rates.get(t.id);
        return t.passRate === null || u === null || u === undefined || t.passRate === u;
    });
}
/**
 * Which words a pair needs: `too-small` (its test cannot reach α at this
 * size, whatever the agents do: never "no detectable difference"); `better`; `tied` (the same pass rate on every
 * paired task); `not-after-adjustment` (p < α alone, Holm-adjusted p ≥ α);
 * `interval-only` (the t interval excludes 0 but the exact test, which
 * decides, does not: few tasks or no spread); else no detectable difference.
 */
function pairCaseOf(p, comparison) {
    if (p.pairedTasks === 0)
        return 'nothing-paired';
    if (p.verdict !== 'no-detectable-difference')
        return 'better';
    if (!p.reachable)
        return 'too-small';
    const [sa, sb] = sidesOf(p, comparison);
    if (p.meanDifference === 0 && tiedOnEveryTask(sa, sb))
        return 'tied';
    if (p.p < comparison.alpha)
        return 'not-after-adjustment';
    if (p.interval.low > 0 || p.interval.high < 0)
        return 'interval-only';
    return 'no-detectable-difference';
}
/**
 * How many clusters (tasks unless declared) the two agents' pass rates differ
 * on: the sign-flip test's units (zero-difference clusters carry no sign).
 */
function differingClusters(sa, sb) {
    const rates = new Map(sb.perTask.map((t) => [t.id, t.passRate]));
    const sums = new Map();
    for (const t of sa.perTask) {
        const u = rates.get(t.id);
        if (t.passRate === null || u === null || u === undefined)
            continue;
        const id = t.cluster ?? t.id;
        sums.set(id, (sums.get(id) ?? 0) + t.passRate - u);
    }
    let g = 0;
    for (const v of sums.values())
        if (Math.abs(v) > 1e-12)
            g++;
    return g;
}
/**
 * The smallest p the pair's test can give with g differing units, all one
 * way: the McNemar mid-p ½^g, the exact sign-flip 2/2^g.
 */
function smallestP(g, mcnemar) {
    return mcnemar ? 0.5 ** g : 2 / 2 ** g;
}
/**
 * About how many tasks at these runs would detect a true difference of
 * `delta` with power 0.8: the exact test's own power (power.ts), at the share
 * of differing units seen, searched over the number of units (tasks, or
 * clusters at this pair's tasks per cluster); null when none would.
 */
function tasksToDetect(p, comparison, delta) {
    if (!(delta > 0) || p.pairedTasks === 0)
        return null;
    const [sa, sb] = sidesOf(p, comparison);
    const units = p.mcnemar !== null ? p.pairedTasks : pairedClusters(sa, sb);
    if (units === 0)
        return null;
    const differing = p.mcnemar !== null ? p.mcnemar.b + p.mcnemar.c : differingClusters(sa, sb);
    const need = unitsToDetect({
        delta,
        share: differing / units,
        test: p.mcnemar !== null ? 'mcnemar-mid-p' : 'sign-flip',
        alpha: comparison.alpha,
        power: POWER,
        from: units,
    });
    return need === null ? null : Math.ceil((need * p.pairedTasks) / units - 1e-9);
}
function pairText(p, comparison, confidence, pairsCount) {
    const [sa, sb] = sidesOf(p, comparison);
    const at = shape(p.pairedTasks, [...runsOf(sa), ...runsOf(sb)]);
    const interval = `${pct(confidence)} interval ${signed(p.interval.low)} to ${signed(p.interval.high)}`;
    const test = p.mcnemar !== null ? 'exact McNemar mid-p' : 'paired sign-flip test';
    const alpha = +comparison.alpha.toFixed(4);
    const stats = pairsCount > 1
        ? `${test} p ${pValue(p.p)}; Holm-adjusted for ${plural(pairsCount, 'pair')}, p ${pValue(p.pAdjusted)}`
        : `${test} p ${pValue(p.p)}`;
    const figures = `difference in pass rate ${signed(p.meanDifference)}, ${interval}; ${stats}`;
    const mdd = formatRate(p.minimumDetectable, 2);
    const dropped = p.droppedTasks === 0
        ? ''
        : ` ${plural(p.droppedTasks, 'task')} scored on one side only ${p.droppedTasks === 1 ? 'was' : 'were'} left out of the pairing.`;
    const observed = Math.abs(p.meanDifference);
    const need = tasksToDetect(p, comparison, observed);
    const g = differingClusters(sa, sb);
    const mc = p.mcnemar !== null;
    let least = g;
    while (smallestP(least, mc) >= comparison.alpha)
        least++;
    const unit = sa.perTask.some((t) => t.cluster !== undefined) ? 'cluster' : 'task';
    const addTasks = g < least && g <= EXACT_PERMUTATION_CLUSTERS
        ? `add tasks: the two differ on only ${plural(g, unit)}, and on so few the paired test cannot reach p below ${alpha} however large the difference (it needs at least ${least} to differ)`
        : need !== null && need > p.pairedTasks
            ? `add tasks: about ${need} at these runs would detect a difference as large as the one seen (${formatRate(observed, 2)})`
            : p.minimumDetectable >= 1
                ? `add tasks: at ${plural(p.pairedTasks, 'paired task')} even the largest difference could go unseen`
                : `add tasks or runs: the smallest difference this could detect is ${mdd}`;
    switch (pairCaseOf(p, comparison)) {
        case 'nothing-paired':
            return `${p.a} vs ${p.b}: no task was scored by both, so nothing can be compared.${dropped} Next: find why the calls gave no valid output, fix that and rerun.`;
        case 'too-small':
            return `${p.a} vs ${p.b}: too small to tell at ${at} (${figures}): even if one agent won every paired ${unit}, the ${test} could not reach p below ${alpha}, so this says nothing about whether they differ. Next: ${addTasks}.${dropped}`;
        case 'better': {
            const [better, worse] = p.verdict === 'a-better' ? [p.a, p.b] : [p.b, p.a];
            const near = Math.min(Math.abs(p.interval.low), Math.abs(p.interval.high));
            const size = p.interval.low > 0 || p.interval.high < 0
                ? `the true difference could be as small as ${formatRate(near, 2)}`
                : 'the interval still reaches 0, so how large the difference is stays uncertain (add tasks to pin it down)';
            return `${better} is better than ${worse} by ${formatRate(observed, 2)} in pass rate at ${at} (${p.a} − ${p.b} = ${signed(p.meanDifference)}, ${interval}; ${stats}). Prefer ${better}; ${size}.${dropped}`;
        }
        case 'tied':
            return `${p.a} and ${p.b} are tied: the same pass rate on every one of ${plural(p.pairedTasks, 'paired task')} at ${at} (${stats}). Treat them as equal on this benchmark; a true difference smaller than ${mdd} could still go unseen, so add tasks if a smaller one matters.${dropped}`;
        case 'not-after-adjustment':
            return `${p.a} vs ${p.b}: significant on its own but not after adjusting for the ${plural(pairsCount, 'pair')} compared, so the two are not separated (${figures}, not below ${alpha}). The interval and the first p are this pair's alone; Holm's adjustment keeps the chance of any false call across all pairs at ${alpha}. Next: compare ${p.a} and ${p.b} alone on fresh runs (two agents need no adjustment), or add tasks.${dropped}`;
        case 'interval-only':
            return `${p.a} vs ${p.b}: no detectable difference at ${at} (${figures}). The interval excludes 0, but it rests on a normal approximation that ${plural(p.pairedTasks, 'paired task')} cannot support; the exact paired test decides, and it does not separate them. Next: ${addTasks}.${dropped}`;
        case 'no-detectable-difference':
            return `${p.a} vs ${p.b}: no detectable difference at ${at} (${figures}); the smallest difference this could detect is ${mdd}. Next: ${addTasks}, or treat them as equal.${dropped}`;
    }
}
/** The agent a pair says is significantly worse, or null. */
function worseOf(p) {
    if (p.verdict === 'a-better')
        return p.b;
    if (p.verdict === 'b-better')
        return p.a;
    return null;
}
/**
 * The finding of the `failIfWorse` gate: subject the agent that must not be
 * worse (the convention the reports follow: a pair fails when a gating `worse`
 * finding's subject is the agent that pair's verdict puts below).
 */
function failIfWorseFinding(baseline, comparison) {
    const against = comparison.pairs.filter((p) => worseOf(p) === baseline);
    if (against.length > 0) {
        const others = against.map((p) => {
            const other = p.a === baseline ? p.b : p.a;
            const diff = p.a === baseline ? -p.meanDifference : p.meanDifference;
            return `${other} (by ${formatRate(diff, 2)} in pass rate, ${comparison.pairs.length > 1 ? 'Holm-adjusted ' : ''}p ${pValue(p.pAdjusted)})`;
        });
        return {
            id: 'fail-if-worse',
            subject: baseline,
            outcome: 'worse',
            gates: true,
            exitCode: 1,
            text: `${baseline} is significantly worse than ${listing(others, others.length)}; ${baseline} is the agent that must not be worse, so the comparison fails. Next: look at the tasks where ${baseline} fails and the better agent passes (the side-by-side table), fix ${baseline} and rerun.`,
        };
    }
    const own = comparison.pairs.filter((p) => p.a === baseline || p.b === baseline);
    // A gate that cannot fail: some pair's test can never reach α at this size.
    const blind = own.filter((p) => smallestPossibleP(p, comparison) >= comparison.alpha);
    if (blind.length > 0) {
        const alpha = +comparison.alpha.toFixed(4);
        const which = blind.map((p) => {
            const other = p.a === baseline ? p.b : p.a;
            return `${other} (${plural(p.pairedTasks, 'paired task')}, smallest possible p ${pValue(smallestPossibleP(p, comparison))})`;
        });
        return {
            id: 'fail-if-worse',
            subject: baseline,
            outcome: 'incomplete',
            gates: true,
            exitCode: 2,
            text: `the benchmark is too small to tell whether ${baseline} is worse than ${listing(which, which.length)}: even if ${baseline} failed every task the other passed, the ${blind.some((p) => p.mcnemar !== null) ? 'exact McNemar' : 'paired sign-flip'} test could not reach p below ${alpha}, so this gate cannot fail and does not pass. Next: add tasks until the test can reach ${alpha}, then rerun.`,
        };
    }
    const mdd = own.reduce((m, p) => Math.max(m, p.minimumDetectable), 0);
    // Lower than another on its own (p < α) but not after Holm's adjustment.
    const alone = own
        .filter((p) => pairCaseOf(p, comparison) === 'not-after-adjustment')
        .filter((p) => (p.a === baseline ? p.meanDifference < 0 : p.meanDifference > 0))
        .map((p) => `${p.a === baseline ? p.b : p.a} (p ${pValue(p.p)} alone, ${pValue(p.pAdjusted)} adjusted)`);
    const caveat = alone.length > 0
        ? ` But ${baseline} is lower than ${listing(alone, alone.length)} on its own, significant before the adjustment for ${plural(comparison.pairs.length, 'pair')}: compare ${baseline} with ${alone.length === 1 ? 'that agent' : 'each'} alone on fresh runs before trusting this pass.`
        : ` A drop smaller than about ${formatRate(mdd, 2)} in pass rate could go unseen at these tasks and runs; add tasks for a stricter gate.`;
    return {
        id: 'fail-if-worse',
        subject: baseline,
        outcome: 'passed',
        gates: false,
        exitCode: 0,
        text: `${baseline} is not significantly worse than any other agent, so the gate passes.${caveat}`,
    };
}
/** The findings, headline and exit code of a bench command (see the module comment). */
function benchVerdict(command, comparison, options) {
    checkBenchOptions(options);
    const names = comparison.agents.map((s) => s.agent.name);
    if (command === 'test' && comparison.agents.length !== 1) {
        throw new Refusal('bench.agents', `bench test takes one agent, got ${comparison.agents.length}`, 'agents');
    }
    if (command === 'compare' && comparison.agents.length < 2) {
        throw new Refusal('bench.agents', `bench compare takes two or more agents, got ${comparison.agents.length}`, 'agents');
    }
    const baseline = command === 'compare' ? options.failIfWorse : undefined;
    if (baseline !== undefined && !names.includes(baseline)) {
        throw new Refusal('bench.fail-if-worse', `${JSON.stringify(baseline)} is not one of the agents compared (${listing(names.map((n) => JSON.stringify(n)))})`, 'failIfWorse', { setting: 'failIfWorse' });
    }
    const findings = comparison.agents.map((s) => agentFinding(s, command, options.confidence));
    for (const p of comparison.pairs) {
        findings.push({
            id: `pair:${p.a}:${p.b}`,
            subject: `${p.a} vs ${p.b}`,
            outcome: 'completed',
            gates: false,
            exitCode: 0,
            text: pairText(p, comparison, options.confidence, comparison.pairs.length),
        });
    }
    if (baseline !== undefined)
        findings.push(failIfWorseFinding(baseline, comparison));
    const gating = findings.filter((f) => f.gates);
    const exitCode = gating.some((f) => f.exitCode === 2)
        ? 2
        : gating.some((f) => f.exitCode === 1)
            ? 1
            : 0;
    return {
        command,
        exitCode,
        headline: headlineOf(command, comparison, findings, options, baseline),
        findings,
    };
}
function headlineOf(command, comparison, findings, options, baseline) {
    const incomplete = comparison.agents.filter((s) => !s.complete).map((s) => s.agent.name);
    if (command === 'test') {
        const s = comparison.agents[0];
        const r = s.reliability;
        const notPassing = s.perTask.filter((t) => t.fails + t.errors > 0).length;
        const state = !s.complete
            ? 'incomplete: collection stopped early'
            : s.failed + s.errored === 0
                ? 'every attempt passed'
                : `${s.failed} failed, ${s.errored} errored`;
        const k = s.k >= 1
            ? `; pass^${s.k} ${formatRate(s.passHatK[s.k - 1].value, 2)}, pass@${s.k} ${formatRate(s.passAtK[s.k - 1].value, 2)}`
            : '';
        const next = !s.complete
            ? ' Nothing is decided on part of a benchmark: find why collection stopped, fix it and run again.'
            : notPassing > 0
                ? ` Fix the ${plural(notPassing, 'task')} that did not pass every attempt (listed below, outputs in the per-task table) and rerun.`
                : ' Nothing to fix.';
        return `${s.agent.name} on ${s.benchmark.name}: ${state} — ${s.passed}/${s.attempts} passed, reliability ${formatRate(r.value, 2)} (${pct(options.confidence)} ${formatRate(r.cluster.low, 2)}–${formatRate(r.cluster.high, 2)})${k}.${next}`;
    }
    const parts = [];
    if (incomplete.length > 0)
        parts.push(`incomplete: collection stopped early for ${listing(incomplete)}, and nothing is decided on part of a benchmark — find why, fix it and run again`);
    const groups = comparison.tieGroups;
    const mdd = comparison.pairs.reduce((m, p) => Math.max(m, p.minimumDetectable), 0);
    if (groups.length === 1) {
        const members = groups[0];
        const only = comparison.pairs.length === 1 ? comparison.pairs[0] : null;
        const blind = findings.find((f) => f.id === 'fail-if-worse' && f.outcome === 'incomplete');
        if (baseline !== undefined && blind !== undefined) {
            parts.push(`too small to tell: the paired test cannot reach p below ${+comparison.alpha.toFixed(4)} at this benchmark's size, so the gate on ${baseline} cannot fail and does not pass — add tasks and rerun`);
        }
        else if (comparison.pairs.some((p) => !p.reachable && p.pairedTasks > 0)) {
            const small = comparison.pairs.filter((p) => !p.reachable && p.pairedTasks > 0);
            parts.push(`too small to tell: at this benchmark's size the paired test of ${listing(small.map((p) => `${p.a} vs ${p.b}`), small.length)} cannot reach p below ${+comparison.alpha.toFixed(4)} however large a difference, so nothing here says the agents are alike — add tasks and rerun`);
        }
        else if (only !== null && pairCaseOf(only, comparison) === 'tied') {
            parts.push(`${only.a} and ${only.b} are tied: the same pass rate on every task; treat them as equal, or add tasks to look for a difference smaller than ${formatRate(mdd, 2)}`);
        }
        else {
            parts.push(`no detectable difference between ${listing(members, members.length)}; add tasks to separate them (these could only detect a difference of about ${formatRate(mdd, 2)} or more)`);
        }
    }
    else {
        parts.push(`ranked in ${groups.length} groups, best first: ${groups.map((g) => (g.length === 1 ? g[0] : `{${g.join(', ')}} (not separable)`)).join(' > ')}`);
        const best = groups[0];
        parts.push(best.length === 1
            ? `prefer ${best[0]}`
            : `prefer one of ${listing(best, best.length)} (add tasks to tell them apart)`);
    }
    const alone = comparison.pairs.filter((p) => pairCaseOf(p, comparison) === 'not-after-adjustment');
    if (alone.length > 0) {
        parts.push(`${listing(alone.map((p) => `${p.a} vs ${p.b}`))} ${alone.length === 1 ? 'differs' : 'differ'} on ${alone.length === 1 ? 'its' : 'their'} own but not after adjusting for ${plural(comparison.pairs.length, 'pair')}: compare ${alone.length === 1 ? 'them' : 'each'} alone on fresh runs to settle it`);
    }
    const worse = findings.filter((f) => f.outcome === 'worse');
    if (baseline !== undefined && worse.length > 0)
        parts.push(`${baseline} is significantly worse, so the comparison fails`);
    const t = comparison.toDetect;
    if (t !== null) {
        const runs = t.runsNeeded === null
            ? 'no number of runs at these tasks would'
            : `about ${plural(t.runsNeeded, 'run')} at these tasks would`;
        parts.push(`to detect a difference of ${formatRate(t.difference, 2)} would take about ${t.tasksNeeded ?? 'no finite number of'} tasks at these runs; ${runs}`);
    }
    return `${parts.join('; ')}.`;
}
/** Every attempt of every agent, per task in benchmark order, in run order. */
function attemptsTable(benchmark, runs) {
    const order = new Map(benchmark.tasks.map((t, i) => [t.id, i]));
    const out = {};
    for (const r of runs) {
        out[r.agent.name] = [...r.attempts].sort((x, y) => (order.get(x.task) ?? 0) - (order.get(y.task) ?? 0) || x.run - y.run);
    }
    return out;
}
/** "12 rows served from the tool's cache were left out (…)", naming the agents. */
function cachedNote(runs, total) {
    const who = runs
        .filter((r) => (r.cachedLeftOut ?? 0) > 0)
        .map((r) => `${r.cachedLeftOut} of ${r.agent.name}`);
    return `${plural(total, 'row')} served from the evaluation tool's cache ${total === 1 ? 'was' : 'were'} left out (${listing(who, who.length)}): a cached row replays an earlier call and is not an independent run.`;
}
/** The whole report: summaries, comparison and verdict, decided here and only here. */
function buildBenchReport(input) {
    const { command, benchmark, runs, options, evidenceDigest } = input;
    checkBenchOptions(options);
    if (command === 'test' && runs.length !== 1) {
        throw new Refusal('bench.agents', `bench test takes one agent, got ${runs.length}`, 'agents');
    }
    if (command === 'compare' && runs.length < 2) {
        throw new Refusal('bench.agents', `bench compare takes two or more agents, got ${runs.length}`, 'agents');
    }
    let summaries = runs.map((r) => summarizeAgent(benchmark, r, options));
    // Side by side, every agent's headline pass^k is at one k: the fewest scored
    // runs of any task of any agent (unless the user named k).
    if (options.k === undefined && summaries.length > 1) {
        const ks = summaries.map((s) => s.k).filter((k) => k > 0);
        const shared = ks.length === 0 ? 0 : Math.min(...ks);
        if (shared > 0 && summaries.some((s) => s.k > 0 && s.k !== shared)) {
            summaries = runs.map((r) => summarizeAgent(benchmark, r, { ...options, k: shared }));
        }
    }
    const comparison = compareAgents(summaries, options);
    const decided = benchVerdict(command, comparison, options);
    // Rows an import left out as served from the tool's cache: every report says so first.
    const cachedLeftOut = runs.reduce((n, r) => n + (r.cachedLeftOut ?? 0), 0);
    const verdict = cachedLeftOut === 0
        ? decided
        : { ...decided, headline: `${cachedNote(runs, cachedLeftOut)} ${decided.headline}` };
    return {
        command,
        benchmark: { name: benchmark.name, digest: benchmark.digest, tasks: benchmark.tasks },
        runs: runs.reduce((m, r) => Math.max(m, r.runs), 0),
        options,
        comparison,
        verdict,
        evidenceDigest,
        attempts: attemptsTable(benchmark, runs),
        cachedLeftOut,
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
const TEXT$1 = { type: 'string', minLength: 1 };
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
        name: { ...TEXT$1, description: 'The benchmark name, shown in reports and digested.' },
        description: { type: 'string' },
        tasks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/task' } },
    },
    definitions: {
        task: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'prompt', 'evaluation'],
            properties: {
                id: { ...TEXT$1, description: 'Unique within the benchmark: the key tasks are paired on.' },
                name: { ...TEXT$1, description: 'Default: the id.' },
                category: { type: ['string', 'null'] },
                prompt: { ...TEXT$1, description: 'What the agent is given, as is.' },
                evaluation: { $ref: '#/definitions/evaluation' },
                decision: {
                    description: "The task's output is a bounded decision label: the flip-rate meter compares it across runs.",
                    type: 'boolean',
                },
                cluster: {
                    ...TEXT$1,
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
                    ...TEXT$1,
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
function refuse$1(problems, file, at) {
    const { message, where } = locatedRefusal(problems, file, at, 'benchmark file');
    throw new Refusal(problems[0].code, message, where);
}
// ---------------------------------------------------------------------------
// Checking.
let validator$1 = null;
function schemaProblems(value) {
    if (validator$1 === null) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator$1 = ajv.compile(inlineDefinitions(BENCHMARK_JSON_SCHEMA));
    }
    if (validator$1(value))
        return [];
    return (validator$1.errors ?? []).map(problemOf$1).filter((p) => p !== null);
}
/**
 * An ajv error in the words every reader of ours uses (schema-problems.ts, as
 * YAML names types, an unknown key at the key with the known ones), with a
 * benchmark's own for an empty task list and the version and regex-flag patterns.
 */
function problemOf$1(e) {
    const p = problemFromAjv(e, 'a benchmark file', (err, path) => {
        const found = shortJson(err.data);
        switch (err.keyword) {
            case 'minItems':
                return { path, message: 'is empty; expected at least one task' };
            case 'pattern':
                return path[path.length - 1] === 'flags'
                    ? {
                        path,
                        message: `expected regular-expression flags from "${REGEX_FLAGS}" (g and y are not allowed), found ${found}`,
                    }
                    : { path, message: `expected a version such as "1", found ${found}` };
            default:
                return undefined;
        }
    }, { yaml: true, keysAt: (path) => Object.keys(knownKeysAt(path)) });
    if (p === null)
        return null;
    const code = e.keyword === 'pattern' && p.path[p.path.length - 1] !== 'flags'
        ? 'benchmark.version'
        : 'benchmark.invalid';
    return { code, ...p, ...(e.keyword === 'additionalProperties' ? { atKey: true } : {}) };
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
function semanticProblems$1(raw) {
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
        refuse$1(problems, file, at);
    const raw = value;
    const semantic = semanticProblems$1(raw);
    if (semantic.length > 0)
        refuse$1(semantic, file, at);
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
function packageRoot$1() {
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
    return path.join(packageRoot$1(), 'benchmarks');
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
 * Bench evidence, `agentverity-action/bench-evidence@1` (issue 17): everything
 * a benchmark collection recorded, written before any report, so that every
 * report is recomputed from it without calling an agent:
 *
 * ```
 * { schema, tool {name, version}, createdAt,
 *   benchmark {name, digest, tasks (in full)},
 *   options {runs, order, timeoutMs, maxWorkers, …},
 *   runs: [ AgentRun {agent {name, kind, source}, benchmark {name, digest}, runs,
 *                     attempts [{task, run, outcome, output?, error?, ms?}],
 *                     complete, stopReason?} ] }
 * ```
 *
 * The reader refuses an unknown major version, a shape that does not match the
 * schema (every problem by JSON path), a benchmark digest that does not match
 * its tasks, a run of another benchmark, attempts naming unknown tasks, a run
 * number past the run's runs, and one task run recorded twice.
 */
const BENCH_EVIDENCE_FORMAT = 'agentverity-action/bench-evidence@1';
const BENCH_EVIDENCE_PREFIX = 'agentverity-action/bench-evidence@';
const TEXT = { type: 'string', minLength: 1 };
const ATTEMPT_OUTCOMES_JSON = ['pass', 'fail', 'error'];
const DIGEST = { type: 'string', pattern: DIGEST_PATTERN };
const BENCH_EVIDENCE_JSON_SCHEMA = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AgentVerity Action bench evidence',
    description: 'The attempts of one or more agents on one benchmark, in collection order, with the benchmark in full (agentverity-action/bench-evidence@1).',
    type: 'object',
    additionalProperties: false,
    required: ['schema', 'tool', 'createdAt', 'benchmark', 'options', 'runs'],
    properties: {
        schema: { const: BENCH_EVIDENCE_FORMAT },
        tool: TOOL_JSON_SCHEMA,
        createdAt: { type: 'string', pattern: DATE_TIME_PATTERN },
        benchmark: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'digest', 'tasks'],
            properties: {
                name: TEXT,
                digest: {
                    ...DIGEST,
                    description: 'SHA-256 of the RFC 8785 canonical JSON of {name, tasks}.',
                },
                tasks: { type: 'array', minItems: 1, items: { $ref: '#/definitions/task' } },
            },
        },
        options: {
            description: 'How the attempts were collected (runs, order, timeout, workers), free-form.',
            type: 'object',
        },
        runs: { type: 'array', items: { $ref: '#/definitions/run' } },
    },
    definitions: {
        task: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name', 'category', 'prompt', 'evaluation'],
            properties: {
                id: TEXT,
                name: { type: 'string' },
                category: { type: ['string', 'null'] },
                prompt: { type: ['string', 'null'] },
                evaluation: {
                    type: ['object', 'null'],
                    additionalProperties: false,
                    required: ['type', 'expected'],
                    properties: {
                        type: { enum: [...EVALUATION_TYPES] },
                        expected: { type: 'string' },
                        caseSensitive: { type: 'boolean' },
                        flags: { type: 'string' },
                    },
                },
                decision: { type: 'boolean' },
                cluster: TEXT,
            },
        },
        run: {
            type: 'object',
            additionalProperties: false,
            required: ['agent', 'benchmark', 'runs', 'attempts', 'complete'],
            properties: {
                agent: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['name', 'kind', 'source'],
                    properties: { name: TEXT, kind: TEXT, source: { type: 'string' } },
                },
                benchmark: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['name', 'digest'],
                    properties: { name: TEXT, digest: DIGEST },
                },
                runs: { type: 'integer', minimum: 1 },
                attempts: { type: 'array', items: { $ref: '#/definitions/attempt' } },
                complete: { type: 'boolean' },
                stopReason: { type: 'string' },
                cachedLeftOut: { type: 'integer', minimum: 1 },
            },
        },
        attempt: {
            type: 'object',
            additionalProperties: false,
            required: ['task', 'run', 'outcome'],
            properties: {
                task: TEXT,
                run: { type: 'integer', minimum: 1 },
                outcome: { enum: [...ATTEMPT_OUTCOMES_JSON] },
                output: { type: 'string' },
                error: { type: 'string' },
                ms: { type: 'number', minimum: 0 },
            },
        },
    },
};
function refuse(problems, file) {
    const { message, where } = problemsRefusal(BENCH_EVIDENCE_FORMAT, problems, file, 'the bench evidence');
    throw new Refusal(problems[0].code, message, where);
}
let validator = null;
/** An ajv error in the words every reader of ours uses (schema-problems.ts), coded for bench evidence. */
function problemOf(e) {
    const p = problemFromAjv(e, BENCH_EVIDENCE_FORMAT, (err, at) => err.keyword === 'minItems' ? { path: at, message: 'expected at least one task' } : undefined);
    return p === null ? null : { code: 'bench.evidence-invalid', ...p };
}
const BENCH_FILE_FORMAT = {
    reads: [BENCH_EVIDENCE_FORMAT],
    prefix: BENCH_EVIDENCE_PREFIX,
    what: 'bench evidence',
    formatCode: 'bench.evidence-format',
    versionCode: 'bench.evidence-version',
};
/** How this tool orders the attempts it collects (src/collect/bench.ts BENCH_ORDER): evidence it collected says so. */
const COLLECTED_ORDER = 'run-major';
/**
 * Rules the schema cannot state: the digests, the tasks attempts name, runs in
 * range, no attempt twice; every recorded output graded again by its task's
 * evaluation agrees with the recorded outcome; and evidence this tool collected
 * (`options.order` run-major) records the runs its options planned, a run marked
 * complete holding every task on every run.
 */
/** Recorded outputs are graded again under the same time bound as when collected. */
const matchPattern = boundedMatcher();
function semanticProblems(e) {
    const problems = [];
    const b = e.benchmark;
    const taskById = new Map(b.tasks.map((t) => [t.id, t]));
    // Collected by this tool (not imported from a log), with the runs it planned.
    const plannedRuns = e.options.order === COLLECTED_ORDER && e.options.imported === undefined
        ? e.options.runs
        : undefined;
    const collected = typeof plannedRuns === 'number';
    const actual = benchmarkDigest(b.name, b.tasks);
    if (actual !== b.digest) {
        problems.push({
            code: 'bench.evidence-digest',
            path: ['benchmark', 'digest'],
            message: `does not match the benchmark's name and tasks (they digest to ${actual}): the file was edited or is corrupt`,
        });
    }
    const ids = new Set();
    b.tasks.forEach((t, i) => {
        if (ids.has(t.id)) {
            problems.push({
                code: 'bench.evidence-duplicate',
                path: ['benchmark', 'tasks', i, 'id'],
                message: `task id ${shortJson(t.id)} is listed twice`,
            });
        }
        ids.add(t.id);
    });
    const agents = new Set();
    e.runs.forEach((r, i) => {
        if (agents.has(r.agent.name)) {
            problems.push({
                code: 'bench.evidence-duplicate',
                path: ['runs', i, 'agent', 'name'],
                message: `agent ${shortJson(r.agent.name)} has two runs; agent names are unique`,
            });
        }
        agents.add(r.agent.name);
        if (r.benchmark.digest !== b.digest || r.benchmark.name !== b.name) {
            problems.push({
                code: 'bench.evidence-digest',
                path: ['runs', i, 'benchmark'],
                message: `this run is of benchmark ${shortJson(r.benchmark.name)} (${r.benchmark.digest.slice(0, 12)}…), not the file's ${shortJson(b.name)} (${b.digest.slice(0, 12)}…)`,
            });
        }
        if (collected && r.runs !== plannedRuns) {
            problems.push({
                code: 'bench.evidence-invalid',
                path: ['runs', i, 'runs'],
                message: `is ${r.runs}, but the evidence's options planned ${String(plannedRuns)} runs of every task`,
            });
        }
        if (collected && r.complete && r.attempts.length !== r.runs * b.tasks.length) {
            problems.push({
                code: 'bench.evidence-invalid',
                path: ['runs', i, 'complete'],
                message: `is true, but the run records ${r.attempts.length} attempts where ${r.runs} runs of ${b.tasks.length} tasks make ${r.runs * b.tasks.length}: a run that stopped early is incomplete`,
            });
        }
        const seen = new Set();
        r.attempts.forEach((a, j) => {
            const at = ['runs', i, 'attempts', j];
            const evaluation = taskById.get(a.task)?.evaluation ?? null;
            // Graded again only against the benchmark as recorded (an edited one is refused above).
            if (actual === b.digest &&
                a.outcome !== 'error' &&
                a.output !== undefined &&
                evaluation !== null) {
                let pass;
                let why = '';
                try {
                    pass = evaluateOutput(evaluation, a.output, matchPattern);
                }
                catch (error) {
                    pass = null;
                    if (isPatternTimeout(error))
                        why = ` (${error.message})`;
                }
                if (pass !== (a.outcome === 'pass')) {
                    problems.push({
                        code: 'bench.evidence-invalid',
                        path: [...at, 'outcome'],
                        message: pass === null
                            ? `is ${a.outcome}, but the task's evaluation cannot grade the recorded output${why}`
                            : `is ${a.outcome}, but the task's evaluation grades the recorded output ${pass ? 'pass' : 'fail'}: the file was edited or is corrupt`,
                    });
                }
            }
            if (!ids.has(a.task)) {
                problems.push({
                    code: 'bench.evidence-unknown-task',
                    path: [...at, 'task'],
                    message: `names task ${shortJson(a.task)}, which the benchmark does not have`,
                });
            }
            if (a.run > r.runs) {
                problems.push({
                    code: 'bench.evidence-invalid',
                    path: [...at, 'run'],
                    message: `run ${a.run} is past the run's runs (${r.runs})`,
                });
            }
            const key = `${a.run}\u0000${a.task}`;
            if (seen.has(key)) {
                problems.push({
                    code: 'bench.evidence-duplicate',
                    path: at,
                    message: `run ${a.run} of task ${shortJson(a.task)} is recorded twice`,
                });
            }
            seen.add(key);
            if (a.outcome === 'error' && a.error === undefined) {
                problems.push({
                    code: 'bench.evidence-invalid',
                    path: [...at, 'error'],
                    message: 'missing: an error attempt says why it is one',
                });
            }
            if (a.outcome !== 'error' && a.error !== undefined) {
                problems.push({
                    code: 'bench.evidence-invalid',
                    path: [...at, 'error'],
                    message: `a ${a.outcome} attempt has no error; only an error attempt does`,
                });
            }
        });
    });
    return problems;
}
/** Checks a parsed bench evidence value; `file` names it in refusals. */
function parseBenchEvidence(value, file) {
    checkFileFormat(value, file, BENCH_FILE_FORMAT);
    refuseLoneSurrogates(value, (at) => placeOf(file, at));
    if (validator === null) {
        const ajv = new ajvExports.Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
        validator = ajv.compile(inlineDefinitions(BENCH_EVIDENCE_JSON_SCHEMA));
    }
    if (!validator(value))
        refuse((validator.errors ?? []).map(problemOf).filter((p) => p !== null), file);
    const evidence = value;
    const problems = semanticProblems(evidence);
    if (problems.length > 0)
        refuse(problems, file);
    return evidence;
}
/** Reads a bench evidence file (strict UTF-8 JSON), refusing what `parseBenchEvidence` refuses. */
async function readBenchEvidence(file) {
    return parseBenchEvidence(await readJsonFile(file), file);
}
/** The bench evidence of a benchmark and the runs collected (or imported) on it. */
function buildBenchEvidence(benchmark, runs, meta) {
    return {
        schema: BENCH_EVIDENCE_FORMAT,
        tool: { name: meta.tool.name, version: meta.tool.version },
        createdAt: meta.createdAt,
        benchmark: { name: benchmark.name, digest: benchmark.digest, tasks: benchmark.tasks },
        options: meta.options,
        runs,
    };
}
/** The file's text: pretty JSON, one trailing newline. */
function serialiseBenchEvidence(evidence) {
    return `${JSON.stringify(evidence, null, 2)}\n`;
}
/**
 * Writes bench evidence to a file (library use; the engine writes through its
 * file port). A failure to write is Node's error.
 */
function writeBenchEvidence(file, evidence) {
    writeFileSync(file, serialiseBenchEvidence(evidence), 'utf8');
}
/**
 * The bench evidence digest: SHA-256 of the RFC 8785 canonical JSON of
 * `{benchmark, runs}` (not the tool, the time or the options): what a report
 * says it was computed from (`BenchReport.evidenceDigest`).
 */
function benchEvidenceDigest(evidence) {
    return digestOf({ benchmark: evidence.benchmark, runs: evidence.runs });
}
/** The benchmark a bench evidence file holds, as the core models it. */
function benchmarkOfEvidence(evidence) {
    return { version: '1', ...evidence.benchmark };
}

/**
 * A Python file exposing `run_agent(task: str) -> str` (the contract AgentVerdict
 * users already have), used as is: it runs behind the worker shim this package
 * ships (`workers/agentverity_run_agent.py`), which imports the file by path
 * (its own folder first on `sys.path`), calls `run_agent` once per request and
 * speaks the command-worker protocol (docs/agent-protocol.md). What the agent
 * prints goes to stderr, so it cannot corrupt the protocol. An exception, or a
 * return value that is not a string, is that call's error.
 *
 * Before any call the file is loaded once by the shim (`--check`): a missing
 * file, an import that fails, or no callable `run_agent` is refused naming the
 * file (exit 2), never discovered call by call. The interpreter is
 * `AGENTVERITY_PYTHON` (a path to it) or `python3` (`python` on Windows).
 */
/** The shim's file name, in the package's `workers/` folder. */
const PYTHON_SHIM = 'agentverity_run_agent.py';
/** The environment variable naming the Python interpreter. */
const PYTHON_ENV = 'AGENTVERITY_PYTHON';
/** A `.py` agent argument is a Python `run_agent` file. */
function isPythonAgentPath(spec) {
    return /\.py$/i.test(spec);
}
/** The folder of this package (its package.json), from src/ or dist/. */
function packageRoot() {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
        if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'workers'))) {
            return dir;
        }
        const parent = path.dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    return null;
}
/** Where the shipped worker shim is. */
function pythonShimPath() {
    const root = packageRoot();
    const shim = root === null ? null : path.join(root, 'workers', PYTHON_SHIM);
    if (shim === null || !existsSync(shim)) {
        throw new Refusal('agent.python-shim', `the Python worker shim (workers/${PYTHON_SHIM}) is not installed beside this package; reinstall agentverity-action`);
    }
    return shim;
}
/** The interpreter: the option, `AGENTVERITY_PYTHON`, else python3 (python on Windows). */
function pythonInterpreter(env, given) {
    const chosen = given ?? env[PYTHON_ENV];
    if (chosen !== undefined && chosen.trim() !== '')
        return chosen.trim();
    return process.platform === 'win32' ? 'python' : 'python3';
}
/** One argument for the shell `CommandAgent` runs its command with. */
function shellQuote(arg) {
    if (process.platform === 'win32')
        return `"${arg.replace(/"/g, '""')}"`;
    return /^[A-Za-z0-9_./:=@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function runCheck(python, args, cwd, env, timeoutMs) {
    return new Promise((resolve) => {
        const child = spawn(python, [...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk) => {
            if (stderr.length < 64 * 1024)
                stderr += chunk;
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.once('error', (error) => {
            clearTimeout(timer);
            resolve({ code: null, stderr, spawnError: error.message });
        });
        child.once('close', (code, signal) => {
            clearTimeout(timer);
            resolve({ code: signal === null ? code : null, stderr });
        });
    });
}
/** The shim's own message (its last `agentverity:` line), else the last stderr lines. */
function shimMessage(stderr) {
    const lines = stderr.split(/\r?\n/).filter((l) => l.trim() !== '');
    const ours = [...lines].reverse().find((l) => l.startsWith('agentverity: '));
    if (ours !== undefined)
        return ours.slice('agentverity: '.length);
    return lines.slice(-3).join(' | ').slice(0, 500);
}
/** Loads the file once in the shim and refuses it when it cannot serve calls. */
async function checkPythonAgent(python, shim, file, shown, cwd, env, timeoutMs) {
    const r = await runCheck(python, [shim, '--check', file], cwd, env, timeoutMs);
    if (r.spawnError !== undefined) {
        throw new Refusal('agent.python-interpreter', `cannot start the Python interpreter ${JSON.stringify(python)} (${r.spawnError}); install Python 3.8 or later, or set ${PYTHON_ENV} to the interpreter's path`, shown);
    }
    if (r.code === 0)
        return;
    const why = shimMessage(r.stderr);
    if (r.code === 5) {
        throw new Refusal('agent.python-run-agent', `${why}; a Python agent file defines def run_agent(task: str) -> str`, shown);
    }
    if (r.code === 4 || r.code === 3) {
        throw new Refusal('agent.python-load', why, shown);
    }
    throw new Refusal('agent.python-load', r.code === null
        ? `loading the Python agent did not finish within ${Math.round(timeoutMs / 1000)} s, or it was killed`
        : `the Python interpreter could not load the agent (exit code ${r.code}): ${why === '' ? 'no message' : why}`, shown);
}
/** A Python `run_agent` agent, reached through the shipped shim (a command worker underneath). */
class PythonAgent {
    kind = 'python';
    label;
    isolation;
    worker;
    constructor(worker, label) {
        this.worker = worker;
        this.label = label;
        this.isolation = worker.isolation;
    }
    call(input, callId) {
        return this.worker.call(input, callId);
    }
    abort(callId, reason) {
        return this.worker.abort(callId, reason);
    }
    close() {
        return this.worker.close();
    }
    diagnostics() {
        return this.worker.diagnostics();
    }
}
/**
 * Loads a Python `run_agent` file as an agent: checks it once (refusals
 * `agent.missing`, `agent.python-interpreter`, `agent.python-load`,
 * `agent.python-run-agent`), then serves calls through the shim. Answers are
 * read on the text layer unless `layer` says otherwise.
 */
async function loadPythonAgent(options) {
    const resolved = path.resolve(options.cwd, options.file);
    if (!existsSync(resolved) || !statSync(resolved).isFile()) {
        throw new Refusal('agent.missing', 'no such Python agent file', options.file);
    }
    const env = workerEnv(options.env);
    // No __pycache__ folders left beside the user's agent in their checkout.
    if (env.PYTHONDONTWRITEBYTECODE === undefined)
        env.PYTHONDONTWRITEBYTECODE = '1';
    const python = pythonInterpreter(options.env ?? process.env, options.python);
    const shim = pythonShimPath();
    await checkPythonAgent(python, shim, resolved, options.file, options.cwd, env, options.loadTimeoutMs ?? 120_000);
    const command = [python, shim, resolved].map(shellQuote).join(' ');
    const worker = new CommandAgent({
        command,
        cwd: options.cwd,
        env,
        layer: options.layer ?? 'text',
        ...(options.isolation === undefined ? {} : { isolation: options.isolation }),
        ...(options.decisionKey === undefined ? {} : { decisionKey: options.decisionKey }),
    });
    return new PythonAgent(worker, path.basename(options.file));
}

/**
 * Collecting a benchmark from one live agent (issue 17): every task of the
 * benchmark, `runs` times, graded by its evaluation.
 *
 * **Order.** Run-major: run 1 of every task in benchmark order, then run 2 of
 * every task, and so on. Calls start in that order (up to `maxWorkers` at once)
 * and the attempts are recorded in that order whatever order the calls end in,
 * so every agent of a comparison gets the same tasks, in the same order, the same
 * number of times, and a run stopped early still holds whole rounds over the
 * tasks (every task about as many runs) rather than all runs of the first tasks.
 *
 * **Attempts.** PASS or FAIL when the call gave an output (its text; a bare
 * decision when it gave no text), graded by the task's evaluation; ERROR when it
 * gave none (no text and no decision, or an object where text belongs): it threw, rejected, timed out (`timeoutMs` per call, as `run`), or
 * answered something that is not an output. An ERROR is never a FAIL, and an
 * error on one run does not end the task's other runs (each attempt is its own).
 * Every attempt carries its latency in ms, measured with the injected clock.
 *
 * **An agent that cannot answer** (as `run`, src/collect/health.ts): no more
 * calls start than the first `max(4, min(8, maxWorkers))` until one of them
 * answers; when they all fail the collection stops there (`complete: false`,
 * `stopReason` naming the most frequent error and its count, `unanswered` set)
 * instead of paying for every call. The caller refuses it (`bench.agent-unavailable`).
 */
/** How the attempts are ordered in an `AgentRun` (recorded in the bench evidence's options). */
const BENCH_ORDER = 'run-major';
const DEFAULT_BENCH_TIMEOUT_MS = 120_000;
function roundMs(ms) {
    return Math.round(ms * 1000) / 1000;
}
function isThenable(value) {
    return (value !== null &&
        typeof value === 'object' &&
        typeof value.then === 'function');
}
/**
 * The output of one answer: its text, or its decision label when it has no text.
 * A typed no-decision without text is not an output (an ERROR), and neither is an
 * answer with no text and no decision at all (an empty string, `{}`): grading
 * `""` would pass or fail the task on nothing the agent said.
 */
function outputOf(obs) {
    if (obs.text !== '')
        return { output: obs.text };
    const v = obs.verdict;
    if (typeof v === 'string')
        return { output: v };
    if (v !== null && v.kind === 'decision')
        return { output: v.label };
    if (v !== null)
        return { error: `the agent gave no output, only a no-decision (${v.reason})` };
    return {
        error: 'the agent gave no output: its answer has no text (an empty answer is not graded)',
    };
}
/** Refuses a benchmark whose tasks cannot be run live: an imported task has no prompt or evaluation. */
function checkRunnable(benchmark) {
    const bad = benchmark.tasks.find((t) => t.prompt === null || t.evaluation === null);
    if (bad !== undefined) {
        throw new Refusal('bench.not-runnable', `task ${JSON.stringify(bad.id)} has no ${bad.prompt === null ? 'prompt' : 'evaluation'} (it was read from an outcome log), so it cannot be run on an agent`, benchmark.name);
    }
}
function checkOptions(o) {
    const whole = (v, min) => Number.isSafeInteger(v) && v >= min;
    if (!whole(o.runs, 1)) {
        throw new Refusal('bench.settings', `runs must be a whole number of at least 1, got ${String(o.runs)}`, undefined, {
            setting: 'runs',
        });
    }
    if (o.maxWorkers !== undefined && !whole(o.maxWorkers, 1)) {
        throw new Refusal('bench.settings', `maxWorkers must be a whole number of at least 1, got ${String(o.maxWorkers)}`, undefined, {
            setting: 'maxWorkers',
        });
    }
    if (o.timeoutMs !== undefined &&
        o.timeoutMs !== null &&
        !(o.timeoutMs > 0 && Number.isFinite(o.timeoutMs))) {
        throw new Refusal('bench.settings', `the timeout must be a positive number of ms, got ${String(o.timeoutMs)}`, undefined, {
            setting: 'timeout',
        });
    }
    if (o.ratePerSecond !== undefined &&
        o.ratePerSecond !== null &&
        !(o.ratePerSecond > 0 && Number.isFinite(o.ratePerSecond))) {
        throw new Refusal('bench.settings', `the rate limit must be a positive number of calls per second, got ${String(o.ratePerSecond)}`, undefined, {
            setting: 'rateLimit',
        });
    }
}
/**
 * One agent on one benchmark: every task `runs` times, run-major, graded. The
 * caller owns the agent (and closes it). Never throws after the first call: a
 * stop is in the result (`stop`, `unanswered`, `run.complete`).
 */
async function collectBenchRun(benchmark, agent, ref, options) {
    checkRunnable(benchmark);
    checkOptions(options);
    const now = options.now ?? (() => performance.now());
    const slots = [];
    for (let run = 1; run <= options.runs; run++) {
        for (const task of benchmark.tasks)
            slots.push({ task, run });
    }
    const maxWorkers = options.maxWorkers ?? 1;
    const match = options.matchPattern ?? boundedMatcher();
    const timeoutMs = options.timeoutMs === undefined ? DEFAULT_BENCH_TIMEOUT_MS : options.timeoutMs;
    const sweeper = timeoutMs === null ? null : new DeadlineSweeper(timeoutMs, now);
    const rate = options.ratePerSecond === undefined || options.ratePerSecond === null
        ? null
        : new RateLimiter(options.ratePerSecond, now);
    const attempts = new Array(slots.length);
    const inflight = new Map();
    const waiters = [];
    let watch = new AnswerWatch(firstCallsWatched(maxWorkers, slots.length));
    let watchedStarts = 0;
    let unanswered = null;
    let stop;
    let next = 0;
    let callSeq = 0;
    let done = 0;
    let errors = 0;
    const started = now();
    const halt = (why, reason) => {
        if (stop !== undefined)
            return;
        stop = why;
        for (const cancel of [...inflight.values()])
            cancel(reason);
        for (const wake of waiters.splice(0))
            wake();
    };
    const onAbort = () => halt('interrupted', 'interrupted before the call returned');
    if (options.signal?.aborted === true)
        onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const observe = (error, timedOut) => {
        if (watch === null || stop !== undefined)
            return;
        const fired = watch.record(error, timedOut && timeoutMs !== null ? timeoutMs : undefined);
        if (watch.armed)
            return;
        watch = null;
        if (fired !== null) {
            unanswered = fired;
            halt('agent-unavailable', 'collection stopped');
        }
        for (const wake of waiters.splice(0))
            wake();
    };
    /** Waits until this call may start; false when the collection stopped meanwhile. */
    const mayStart = async () => {
        while (watch !== null && watchedStarts >= watch.firstCalls && stop === undefined) {
            await new Promise((wake) => waiters.push(wake));
        }
        if (stop !== undefined)
            return false;
        if (watch !== null)
            watchedStarts += 1;
        if (rate !== null) {
            const wait = rate.reserve();
            if (wait > 0) {
                await sleep(wait, { onCancel: (fn) => waiters.push(fn) });
                if (stop !== undefined)
                    return false;
            }
        }
        return true;
    };
    const callOne = (prompt) => {
        const id = ++callSeq;
        const t0 = now();
        let answer;
        try {
            answer = agent.call(prompt, id, false);
        }
        catch (error) {
            return Promise.resolve({ error: describeThrown(error), ms: roundMs(now() - t0) });
        }
        if (!isThenable(answer))
            return Promise.resolve(outcomeOf(answer, roundMs(now() - t0)));
        const pending = answer;
        return new Promise((resolve) => {
            let settled = false;
            const finish = (o) => {
                if (settled)
                    return;
                settled = true;
                inflight.delete(id);
                sweeper?.remove(id);
                resolve(o);
            };
            const cancel = (reason, timedOut = false) => {
                if (settled)
                    return;
                let error = reason;
                try {
                    const hint = agent.abort?.(id, reason);
                    if (timedOut && typeof hint === 'string' && hint !== '')
                        error = `${reason}; ${hint}`;
                }
                catch {
                    /* the agent's abort must not break collection */
                }
                finish({ error, ms: roundMs(now() - t0), ...(timedOut ? { timedOut } : {}) });
            };
            inflight.set(id, cancel);
            sweeper?.add(id, t0, () => cancel(`timed out after ${String(timeoutMs)} ms`, true));
            pending.then((obs) => finish(outcomeOf(obs, roundMs(now() - t0))), (error) => finish({ error: describeThrown(error), ms: roundMs(now() - t0) }));
        });
    };
    const worker = async () => {
        while (next < slots.length && stop === undefined) {
            const index = next++;
            const slot = slots[index];
            if (!(await mayStart()))
                return;
            const out = await callOne(slot.task.prompt);
            observe(out.error === undefined ? null : out.error, out.timedOut === true);
            // A call cut short by a stop is recorded like any failed call: it was made.
            attempts[index] = attemptOf(slot, out, match);
            done += 1;
            if (out.error !== undefined)
                errors += 1;
            options.onAttempt?.({ agent: ref.name, done, planned: slots.length, errors });
        }
    };
    try {
        const n = Math.max(1, Math.min(maxWorkers, slots.length));
        await Promise.all(Array.from({ length: n }, worker));
    }
    finally {
        sweeper?.close();
        options.signal?.removeEventListener('abort', onAbort);
    }
    const recorded = attempts.filter((a) => a !== undefined);
    const complete = stop === undefined && recorded.length === slots.length;
    const lost = unanswered;
    const stopReason = lost !== null
        ? `the agent cannot answer: ${describeUnanswered(lost)}`
        : stop === 'interrupted'
            ? 'interrupted'
            : undefined;
    const run = {
        agent: ref,
        benchmark: { name: benchmark.name, digest: benchmark.digest },
        runs: options.runs,
        attempts: recorded,
        complete,
        ...(stopReason === undefined ? {} : { stopReason }),
    };
    return {
        run,
        calls: recorded.length,
        errors,
        elapsedMs: roundMs(now() - started),
        ...(stop === undefined ? {} : { stop }),
        ...(lost === null ? {} : { unanswered: lost }),
        diagnostics: agent.diagnostics?.() ?? {},
    };
}
function outcomeOf(obs, ms) {
    const o = outputOf(obs);
    return 'output' in o ? { output: o.output, ms } : { error: o.error, ms };
}
function attemptOf(slot, out, match) {
    if (out.output === undefined) {
        return {
            task: slot.task.id,
            run: slot.run,
            outcome: 'error',
            error: out.error ?? 'no output',
            ms: out.ms,
        };
    }
    let pass;
    try {
        pass = evaluateOutput(slot.task.evaluation, out.output, match);
    }
    catch (error) {
        if (!isPatternTimeout(error))
            throw error;
        // Not a FAIL: the answer was never graded (issue 33).
        return {
            task: slot.task.id,
            run: slot.run,
            outcome: 'error',
            error: error.message,
            ms: out.ms,
        };
    }
    return {
        task: slot.task.id,
        run: slot.run,
        outcome: pass ? 'pass' : 'fail',
        output: out.output,
        ms: out.ms,
    };
}
/**
 * `bench run AGENT PROMPT`: one call, its output or why there is none, and its
 * latency. Times out after `timeoutMs` (default 120 s) like any call.
 */
async function callAgentOnce(agent, prompt, options = {}) {
    const bench = {
        name: 'bench run',
        tasks: [
            {
                id: 'prompt',
                name: 'prompt',
                category: null,
                prompt,
                // Never graded for `bench run`; any output matches.
                evaluation: { type: 'contains', expected: '' },
            },
        ],
        digest: '',
    };
    const result = await collectBenchRun(bench, agent, { name: 'agent', kind: agent.kind, source: agent.label }, {
        runs: 1,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.now === undefined ? {} : { now: options.now }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    const a = result.run.attempts[0];
    if (a === undefined)
        return { error: 'interrupted before the call started', ms: 0 };
    return a.output === undefined
        ? { error: a.error ?? 'no output', ms: a.ms ?? 0 }
        : { output: a.output, ms: a.ms ?? 0 };
}

/** The bench report formats: its column of the renderer table (../format-renderers.ts). */
const BENCH_FORMATS = familyFormats('bench');
/**
 * Render a bench report (`bench test` or `bench compare`) in one format: a pure
 * function of the BenchReport and the meta. The verdict, findings and every
 * figure are the report's; the renderers only format and escape them.
 */
function renderBench(format, report, meta = {}) {
    return BENCH_FORMATS[format](report, meta, {});
}

// Benchmarks (issue 17): the use cases `agentverity bench` and the Action's
// bench mode call. Collect every agent on the same benchmark and write the bench
// evidence before anything else (`collectBench`); read it back (`readBench`);
// the report of either (`reportBench`: the core's `buildBenchReport`, the one
// place the statistics and the verdict are decided); one call for `bench run`
// (`runBenchPrompt`).
/** Where the bench evidence goes unless told otherwise. */
const DEFAULT_BENCH_EVIDENCE_OUT = 'agentverity-bench-evidence.json';
/**
 * An AGENT argument as the CLI takes it: an http(s) URL is an HTTP agent, a
 * `.py` file a Python `run_agent` file, anything else a JS/TS module
 * (`FILE[:EXPORT]`). A command worker is named explicitly (`{kind: 'command'}`).
 */
function benchAgentSpec(arg) {
    if (/^https?:\/\//i.test(arg))
        return { kind: 'http', url: arg };
    if (isPythonAgentPath(arg))
        return { kind: 'python', file: arg };
    return { kind: 'module', module: arg };
}
/** A short name for an agent from its spec: the file stem, the URL host, the program. */
function defaultAgentName(spec) {
    switch (spec.kind) {
        case 'module': {
            const file = spec.module.replace(/:[A-Za-z_$][\w$]*$/, '');
            return path.basename(file, path.extname(file)) || 'agent';
        }
        case 'python':
            return path.basename(spec.file, path.extname(spec.file)) || 'agent';
        case 'command':
            return path.basename(spec.command.trim().split(/\s+/)[0] ?? 'command') || 'command';
        case 'http':
            try {
                return new URL(spec.url).host;
            }
            catch {
                return 'http';
            }
    }
}
/**
 * The names agents run under: the one given (`given[i]`, from `NAME=`), else a
 * name from the agent (its file, program or host) that no other agent has,
 * `-2`, `-3` … added, in the order given.
 */
function agentNames(specs, given = []) {
    const taken = new Set(given.filter((n) => n !== null));
    return specs.map((spec, i) => {
        const named = given[i];
        if (named !== undefined && named !== null)
            return named;
        const base = defaultAgentName(spec);
        let name = base;
        for (let n = 2; taken.has(name); n++)
            name = `${base}-${n}`;
        taken.add(name);
        return name;
    });
}
/** How the reports name an agent: its name, kind and source (a path, a program, a URL without query or credentials). */
function agentRefOf(name, spec) {
    switch (spec.kind) {
        case 'module':
            return { name, kind: 'module', source: spec.module };
        case 'python':
            return { name, kind: 'python', source: spec.file };
        case 'command':
            // The program only: arguments may hold things that do not belong in a report.
            return { name, kind: 'command', source: spec.command.trim().split(/\s+/)[0] ?? 'command' };
        case 'http':
            return { name, kind: 'http', source: safeUrlLabel(spec.url) };
    }
}
/** Loads one agent for a benchmark: answers are read as text (no decision needed). */
async function makeBenchAgent(spec, io, timeoutMs = DEFAULT_TIMEOUT_MS) {
    const loadTimeoutMs = Math.max(120_000, timeoutMs ?? 0);
    // The agent's own text is scrubbed before it cuts any for a message.
    const scrub = scrubberOf(io.secrets);
    const scrubbing = scrub === null ? {} : { scrub };
    switch (spec.kind) {
        case 'module':
            return loadModuleAgent(spec.module, { cwd: io.cwd, layer: 'text', loadTimeoutMs });
        case 'python':
            return loadPythonAgent({
                file: spec.file,
                cwd: io.cwd,
                env: io.env,
                layer: 'text',
                loadTimeoutMs,
            });
        case 'command':
            return commandAgent({
                command: spec.command,
                cwd: io.cwd,
                env: io.env,
                layer: 'text',
                ...scrubbing,
            });
        case 'http':
            return httpAgent({
                url: spec.url,
                layer: 'text',
                ...(spec.textPath === undefined ? {} : { textPath: spec.textPath }),
                ...(spec.decisionPath === undefined ? {} : { decisionPath: spec.decisionPath }),
                headers: headersOf(spec.header),
                ...(spec.httpRetries === undefined ? {} : { retries: spec.httpRetries }),
                ...scrubbing,
            });
    }
}
function checkAgents(agents) {
    if (agents.length === 0) {
        throw new Refusal('bench.agent-names', 'a benchmark needs at least one agent', undefined, {
            setting: 'agent',
        });
    }
    const seen = new Set();
    for (const a of agents) {
        if (a.name.trim() === '' || a.name.length > 64) {
            throw new Refusal('bench.agent-names', `an agent name is 1 to 64 characters, got ${JSON.stringify(a.name.slice(0, 80))}`, undefined, { setting: 'agent' });
        }
        if (seen.has(a.name)) {
            throw new Refusal('bench.agent-names', `two agents are named ${JSON.stringify(a.name)}; give each a unique name`, undefined, {
                setting: 'agent',
            });
        }
        seen.add(a.name);
    }
}
/**
 * `bench test` and `bench compare` up to the report: loads each agent in turn,
 * runs every task `runs` times on it (run-major, src/collect/bench.ts), closes
 * it, and writes the bench evidence (always, before any report and before any
 * refusal about the calls). Refuses before any call a bad setting, a benchmark
 * that cannot be run, or an evidence path that cannot be written. After the
 * calls: an agent that answered none of its first calls stops the collection
 * (the later agents are not called) and is refused with
 * `bench.agent-unavailable` once the evidence is written; Ctrl-C (or `signal`)
 * writes the evidence so far and returns `Interrupted`.
 */
async function collectBench(options, io) {
    checkRunnable(options.benchmark);
    checkAgents(options.agents);
    if (!Number.isSafeInteger(options.runs) || options.runs < 1) {
        throw new Refusal('bench.settings', `runs must be a whole number of at least 1, got ${String(options.runs)}`, undefined, {
            setting: 'runs',
        });
    }
    const given = options.evidenceOut ?? DEFAULT_BENCH_EVIDENCE_OUT;
    io.files.checkWritable(outputPath(io.cwd, given, 'bench evidence'), 'bench evidence');
    const say = (text) => {
        if (io.quiet !== true)
            io.log(text);
    };
    const timeoutMs = options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.timeoutMs;
    const maxWorkers = options.maxWorkers ?? 1;
    const b = options.benchmark;
    const controller = new AbortController();
    let interrupts = 0;
    let stoppedBy = 'SIGINT';
    const ownsProcess = options.ownsProcess === true;
    const onSignal = (signal) => {
        interrupts += 1;
        if (interrupts > 1)
            exitNow(EXIT.interrupted);
        stoppedBy = signal;
        io.log(`\nagentverity: interrupted; writing the bench evidence collected so far (Ctrl-C again to quit at once)\n`);
        controller.abort();
    };
    const onOuterAbort = () => controller.abort();
    if (options.signal?.aborted === true)
        controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (ownsProcess) {
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
    }
    const results = [];
    const escapedBefore = strayErrorsSoFar();
    try {
        for (const given of options.agents) {
            if (controller.signal.aborted)
                break;
            const ref = agentRefOf(given.name, given.spec);
            const unguard = ownsProcess ? guardAgentCalls() : () => undefined;
            let agent;
            try {
                // Secrets leave each answer before it is graded or recorded.
                agent = scrubbingAgent(given.agent ?? (await makeBenchAgent(given.spec, io, timeoutMs)), scrubberOf(io.secrets));
            }
            catch (error) {
                unguard();
                throw scrubThrown(error, scrubberOf(io.secrets));
            }
            say(`bench: ${terminalSafe(given.name, 64)} (${agent.kind} ${terminalSafe(agent.label, 120)}): ${b.tasks.length} tasks × ${options.runs} run${options.runs === 1 ? '' : 's'} = ${b.tasks.length * options.runs} calls\n`);
            let result;
            try {
                result = await collectBenchRun(b, agent, ref, {
                    runs: options.runs,
                    maxWorkers,
                    timeoutMs,
                    signal: controller.signal,
                    ...(options.ratePerSecond === undefined ? {} : { ratePerSecond: options.ratePerSecond }),
                    ...(options.now === undefined ? {} : { now: options.now }),
                    ...(options.onAttempt === undefined ? {} : { onAttempt: options.onAttempt }),
                });
            }
            finally {
                try {
                    await agent.close();
                }
                finally {
                    unguard();
                }
            }
            results.push(result);
            if (result.stop !== undefined)
                break;
        }
    }
    finally {
        options.signal?.removeEventListener('abort', onOuterAbort);
        if (ownsProcess) {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        }
    }
    // An error that escaped every call (an agent's timer, a promise it left
    // unhandled) makes every run incomplete before the evidence is written, as `run`
    // does: the evidence, every report from it and the exit code then agree.
    let escaped = 0;
    if (ownsProcess) {
        await settleStrayErrors();
        escaped = strayErrorsSoFar() - escapedBefore;
        sealStrayErrors();
    }
    // The evidence first, always.
    const runs = results.map((r) => escaped === 0
        ? r.run
        : {
            ...r.run,
            complete: false,
            stopReason: `${escaped} ${escaped === 1 ? 'error' : 'errors'} escaped outside any agent call, so the attempts are not trusted${r.run.stopReason === undefined ? '' : `; ${r.run.stopReason}`}`,
        });
    const evidence = buildBenchEvidence(b, runs, {
        tool: { name: TOOL_NAME, version: VERSION },
        createdAt: isoNow(io.clock),
        options: {
            runs: options.runs,
            order: BENCH_ORDER,
            timeoutMs,
            maxWorkers,
            ...(options.ratePerSecond === undefined || options.ratePerSecond === null
                ? {}
                : { ratePerSecond: options.ratePerSecond }),
        },
    });
    const whole = runs.length === options.agents.length && runs.every((r) => r.complete);
    const dead = results.find((r) => r.unanswered !== undefined);
    // A failed run never replaces complete bench evidence at the default path.
    const { out, target } = await targetOfFailedRun(io, {
        out: given,
        named: options.evidenceOut !== undefined,
        failed: !whole || dead !== undefined || controller.signal.aborted,
    }, 'bench evidence', async (file) => {
        const kept = await readBenchEvidence(file);
        return kept.runs.length > 0 && kept.runs.every((r) => r.complete);
    });
    io.files.writeText(target, textWithinLimits(evidence, target, 'bench evidence', () => serialiseBenchEvidence(evidence)));
    const calls = results.reduce((n, r) => n + r.calls, 0);
    const errors = results.reduce((n, r) => n + r.errors, 0);
    io.log(`agentverity: wrote ${whole ? '' : 'incomplete '}bench evidence (${runs.length} agent${runs.length === 1 ? '' : 's'}, ${calls} calls, ${errors} errors) to ${terminalSafe(out, 500)}\n`);
    if (dead?.unanswered !== undefined) {
        const u = dead.unanswered;
        const top = u.errors[0];
        const skipped = options.agents.length - results.length;
        throw new Refusal('bench.agent-unavailable', `agent ${terminalSafe(dead.run.agent.name, 64)} cannot answer: ${terminalSafe(describeUnanswered(u), 800)}. Nothing was assessed` +
            (skipped > 0
                ? `, and the ${skipped} agent${skipped === 1 ? '' : 's'} after it ${skipped === 1 ? 'was' : 'were'} not called`
                : '') +
            `; the bench evidence collected so far (marked incomplete) is in ${terminalSafe(out, 500)}`, undefined, {
            data: {
                agent: dead.run.agent.name,
                calls: u.calls,
                error: top?.error ?? null,
                count: top?.count ?? 0,
            },
        });
    }
    if (controller.signal.aborted) {
        return interrupted(options.signal?.aborted === true ? 'abort' : stoppedBy, out);
    }
    return {
        kind: 'collected',
        evidence,
        benchmark: b,
        evidencePath: out,
        runs,
        evidenceDigest: benchEvidenceDigest(evidence),
        results,
    };
}
/** Reads a bench evidence file (relative to `cwd`) for a report, without calling any agent. */
async function readBench(file, cwd) {
    const evidence = await readBenchEvidence(path.resolve(cwd, file));
    return {
        evidence,
        benchmark: benchmarkOfEvidence(evidence),
        runs: evidence.runs,
        evidenceDigest: benchEvidenceDigest(evidence),
    };
}
/**
 * The report of collected or read bench evidence: the core's one assessment
 * (`buildBenchReport`: summaries, comparison, verdict and exit code), with the
 * options given over the defaults (`resolveBenchOptions` checks them). `test`
 * takes one agent's run, `compare` two or more. Pure: no agent is called.
 */
function reportBench(source, command, options = {}) {
    return buildBenchReport({
        command,
        benchmark: source.benchmark,
        runs: source.runs,
        options: resolveBenchOptions(options),
        evidenceDigest: source.evidenceDigest,
    });
}
/**
 * `bench run AGENT PROMPT`: loads the agent, makes one call, closes it. The
 * output, or why there is none (the call's error), and its latency; nothing is
 * written. A prompt that is empty is refused.
 */
async function runBenchPrompt(spec, prompt, io, options = {}) {
    if (prompt.trim() === '') {
        throw new Refusal('bench.settings', 'the prompt is empty; give the text to send to the agent', undefined, {
            setting: 'prompt',
        });
    }
    const timeoutMs = options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.timeoutMs;
    const agent = options.agent ?? (await makeBenchAgent(spec, io, timeoutMs));
    try {
        return await callAgentOnce(agent, prompt, {
            timeoutMs,
            ...(options.now === undefined ? {} : { now: options.now }),
        });
    }
    finally {
        await agent.close();
    }
}

export { runBenchPrompt as A, signFlipP as B, smallestAttainableP as C, smallestPossibleP as D, EVALUATION_TYPES as E, tieGroupsOf as F, unitsToDetect as G, worseOf as H, writeBenchEvidence as I, DEFAULT_BENCH_EVIDENCE_OUT as J, agentNames as K, benchmarkDigest as L, BENCH_ORDER as M, serialiseBenchEvidence as N, POWER as P, EXACT_PERMUTATION_CLUSTERS as a, benchAgentSpec as b, benchEvidenceDigest as c, benchVerdict as d, benchmarkInfo as e, buildBenchEvidence as f, buildBenchReport as g, checkEvaluation as h, collectBench as i, compareAgents as j, evaluateOutput as k, exactMinimumDetectable as l, exactPower as m, holm as n, listBenchmarks as o, loadBenchmark as p, loadPythonAgent as q, mcnemar as r, meanPassRate as s, newcombePaired as t, parseBenchmark as u, readBench as v, readBenchEvidence as w, rejectionThresholds as x, renderBench as y, reportBench as z };
