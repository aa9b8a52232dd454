import { C as CLI_COMMAND } from './version.js';
import { R as Refusal, F as FAILED_CALL_REASONS } from './types.js';
import { i as inputFingerprint } from './fingerprint.js';
import { b as isLayer, a as assertScorable, c as comparisonKey, k as keyLabel, E as EMPTY_KEY, l as keyOfTools, j as keyOfReason } from './observation.js';
import { c as compareCodePoints } from './order.js';

/** Every status a run or an assessment can end in (DESIGN.md §4). */
const STATUSES = [
    'incomplete',
    'contract',
    'blind',
    'vacuous',
    'target-failed',
    'stochastic',
    'undecided',
    'violations',
    'deterministic',
    'unmeasured',
];
/**
 * Every status a run can end in: an assessment's, or, when a baseline check
 * objects and the assessment alone would pass, the baseline's (drift, or a
 * baseline that could not be compared).
 */
const RUN_STATUSES = [...STATUSES, 'drift', 'baseline-refused'];
/** 0 clean, 1 the evidence says no, 2 not enough or unusable evidence. */
function exitCodeFor(status) {
    switch (status) {
        case 'deterministic':
        case 'stochastic':
        case 'unmeasured':
            return 0;
        case 'blind':
        case 'contract':
        case 'vacuous':
        case 'violations':
        case 'target-failed':
            return 1;
        case 'incomplete':
        case 'undecided':
            return 2;
    }
}
const HEADLINE_CATEGORIES = [
    'INCOMPLETE',
    'NOT TRUSTWORTHY',
    'NOT READY',
    'DRIFTED FROM BASELINE',
    'BASELINE NOT COMPARED',
    'NO VERDICT MEASURED',
    'TRUSTWORTHY WITH CARE',
    'NO ANSWER YET',
    'TRUSTWORTHY AT POOLED LEVEL',
    'TRUSTWORTHY',
];

/** The normal quantile used everywhere in the tool: a 95% two-sided interval. */
const Z95 = 1.96;
function validateZ(z, where = 'z') {
    if (typeof z !== 'number' || !Number.isFinite(z) || z <= 0) {
        throw new Refusal('stats.z', `expected a finite number above 0, got ${String(z)}`, where);
    }
    return z;
}
/**
 * Wilson score interval for `successes` out of `trials`, evaluated in the same
 * operation order as the reference so that results agree to the last bit.
 * No trials gives (0, 0). The clamps only cut values below 0 or above 1; a tiny
 * positive residue (e.g. 2.8e-17) is kept.
 */
function wilson(successes, trials, z = Z95) {
    if (!Number.isSafeInteger(trials) || trials < 0) {
        throw new Refusal('stats.trials', `expected a whole number of trials >= 0, got ${trials}`, 'trials');
    }
    if (!Number.isSafeInteger(successes) || successes < 0 || successes > trials) {
        throw new Refusal('stats.successes', `expected a whole number of successes between 0 and ${trials}, got ${successes}`, 'successes');
    }
    validateZ(z);
    if (trials === 0)
        return { low: 0, high: 0 };
    const p = successes / trials;
    const zz = z * z;
    const denom = 1 + zz / trials;
    const centre = (p + zz / (2 * trials)) / denom;
    const margin = (z * Math.sqrt((p * (1 - p) + zz / (4 * trials)) / trials)) / denom;
    const low = centre - margin;
    const high = centre + margin;
    return { low: low > 0 ? low : 0, high: high < 1 ? high : 1 };
}
/**
 * The three-way call read from an interval against epsilon. Both comparisons are
 * strict: a lower bound equal to epsilon is not stochastic, an upper bound equal
 * to epsilon is not deterministic.
 */
function classify(low, high, epsilon) {
    if (low > epsilon)
        return 'stochastic';
    if (high < epsilon)
        return 'deterministic';
    return 'undecided';
}

/** Named tolerances: the flip rate a run tests against, by how much the user cares. */
const PRECISIONS = Object.freeze({ cheap: 0.1, balanced: 0.05, strict: 0.01 });
/** The preset used when neither a precision nor an epsilon is given. */
const DEFAULT_PRECISION = 'balanced';
function describe(value) {
    if (typeof value === 'number')
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
/**
 * Check that a tolerance is a finite number strictly between 0 and 1 and return it.
 * `where` names the setting or JSON path in the refusal.
 */
function validateEpsilon(value, where = 'epsilon') {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 1) {
        throw new Refusal('stats.epsilon', `expected a number strictly between 0 and 1 (a flip rate such as 0.05), got ${describe(value)}`, where);
    }
    return value;
}
/** True when `name` is one of the precision presets. */
function isPrecision(name) {
    return Object.hasOwn(PRECISIONS, name);
}
/**
 * The tolerance a run tests against. An explicit epsilon wins (and must lie in
 * (0, 1)); otherwise the named preset, `balanced` when none is named.
 */
function resolveEpsilon(precision, epsilon) {
    if (epsilon !== undefined && epsilon !== null)
        return validateEpsilon(epsilon);
    const name = precision ?? DEFAULT_PRECISION;
    if (!isPrecision(name)) {
        const known = Object.keys(PRECISIONS).sort().join(', ');
        throw new Refusal('stats.precision', `${JSON.stringify(name)} is not a precision preset; use one of ${known}, or give an explicit epsilon`, 'precision');
    }
    return PRECISIONS[name];
}

/**
 * Round a double to the nearest integer, halves to the even neighbour, as Python's
 * `round(x)` does. `Math.round` sends halves up, which changes some pair counts.
 */
function roundHalfEven(x) {
    if (!Number.isFinite(x))
        return x;
    const floor = Math.floor(x);
    const rest = x - floor; // exact for doubles
    if (rest < 0.5)
        return floor;
    if (rest > 0.5)
        return floor + 1;
    return floor % 2 === 0 ? floor : floor + 1;
}
/** Ceiling of a / b for positive integers, without going through floating division. */
function ceilDiv(a, b) {
    const q = Math.floor(a / b);
    return q * b < a ? q + 1 : q;
}

/**
 * The smallest n ≥ start for which `holds(n)` is true, assuming it is monotone
 * (false, then true from some n on); null when it is still false at `cap`. An
 * exponential search brackets the answer, then bisection finds it, in about
 * 2·log2(n) evaluations.
 */
function smallestHolding(start, holds, cap = Number.MAX_SAFE_INTEGER) {
    if (holds(start))
        return start;
    // `failing` does not hold, `passing` does.
    let failing = start;
    let step = 1;
    let next = Math.min(start + step, cap);
    while (!holds(next)) {
        if (next >= cap)
            return null;
        failing = next;
        step *= 2;
        next = start + step >= cap ? cap : start + step;
    }
    let passing = next;
    while (failing + 1 < passing) {
        const mid = failing + Math.floor((passing - failing) / 2);
        if (holds(mid))
            passing = mid;
        else
            failing = mid;
    }
    return passing;
}

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
/** The largest N the exact rule evaluates. */
const MAX_EXACT_PAIRS = 10_000_000;
/** The default total error: α/2 for each direction. */
const DEFAULT_ALPHA = 0.05;
const TABLE_SIZE = 1024;
const LOG_FACTORIAL = (() => {
    const t = new Float64Array(TABLE_SIZE + 1);
    for (let i = 1; i <= TABLE_SIZE; i++)
        t[i] = t[i - 1] + Math.log(i);
    return t;
})();
/** ln(n!) for a whole n ≥ 0. */
function logFactorial(n) {
    if (n <= TABLE_SIZE)
        return LOG_FACTORIAL[n];
    // Stirling's series for ln Γ(n + 1), A&S 6.1.41.
    const x = n + 1;
    const inv = 1 / x;
    const inv2 = inv * inv;
    return ((x - 0.5) * Math.log(x) -
        x +
        0.5 * Math.log(2 * Math.PI) +
        inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680))));
}
/** ln C(n, k). */
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/** ln P(Bin(n, p) = k), for 0 < p < 1. */
function logBinomialPmf(n, k, p) {
    return logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p);
}
/** ln(e^a + e^b) without overflow. */
function logAdd(a, b) {
    if (a === Number.NEGATIVE_INFINITY)
        return b;
    if (b === Number.NEGATIVE_INFINITY)
        return a;
    return a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));
}
/** Terms smaller than the running sum by this factor (in log) are below one ulp. */
const NEGLIGIBLE = -40;
/**
 * ln Σ pmf(k) from k = start walking by `step` (−1 down, +1 up) while the terms
 * shrink, stopping once a term is negligible against the sum. Only called from
 * the side of the mode where terms shrink monotonically.
 */
function logTailFrom(n, start, p, step) {
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
        if (term - sum < NEGLIGIBLE)
            break;
    }
    return sum;
}
function checkArgs(n, p) {
    if (!Number.isSafeInteger(n) || n < 0 || n > MAX_EXACT_PAIRS) {
        throw new Refusal('stats.trials', `expected a whole number of trials between 0 and ${MAX_EXACT_PAIRS}, got ${n}`, 'trials');
    }
    if (!(p > 0 && p < 1)) {
        throw new Refusal('stats.probability', `expected a probability strictly between 0 and 1, got ${p}`, 'p');
    }
}
/** ln P[X ≤ f] for X ~ Bin(n, p). */
function logBinomialAtMost(n, f, p) {
    checkArgs(n, p);
    if (f < 0)
        return Number.NEGATIVE_INFINITY;
    if (f >= n)
        return 0;
    const mean = n * p;
    if (f <= mean)
        return logTailFrom(n, Math.floor(f), p, -1);
    // Above the mean the lower tail is at least about a half: 1 − P[X ≥ f + 1].
    const upper = Math.exp(logTailFrom(n, Math.floor(f) + 1, p, 1));
    return Math.log1p(-Math.min(upper, 1));
}
/** ln P[X ≥ f] for X ~ Bin(n, p). */
function logBinomialAtLeast(n, f, p) {
    checkArgs(n, p);
    if (f <= 0)
        return 0;
    if (f > n)
        return Number.NEGATIVE_INFINITY;
    const mean = n * p;
    if (f >= mean)
        return logTailFrom(n, Math.ceil(f), p, 1);
    const lower = Math.exp(logTailFrom(n, Math.ceil(f) - 1, p, -1));
    return Math.log1p(-Math.min(lower, 1));
}
function checkCounts(flips, pairs) {
    if (!Number.isSafeInteger(pairs) || pairs < 0 || pairs > MAX_EXACT_PAIRS) {
        throw new Refusal('stats.trials', `expected a whole number of pairs between 0 and ${MAX_EXACT_PAIRS}, got ${pairs}`, 'pairs');
    }
    if (!Number.isSafeInteger(flips) || flips < 0 || flips > pairs) {
        throw new Refusal('stats.successes', `expected a whole number of flips between 0 and ${pairs}, got ${flips}`, 'flips');
    }
}
function validateAlpha(alpha, where = 'alpha') {
    if (typeof alpha !== 'number' || !Number.isFinite(alpha) || alpha <= 0 || alpha >= 1) {
        throw new Refusal('stats.alpha', `expected a number strictly between 0 and 1, got ${String(alpha)}`, where);
    }
    return alpha;
}
/** The exact three-way call for `flips` in `pairs` at `epsilon` (α/2 per direction). */
function exactCall(flips, pairs, epsilon, alpha = DEFAULT_ALPHA) {
    checkCounts(flips, pairs);
    validateEpsilon(epsilon);
    validateAlpha(alpha);
    if (pairs === 0)
        return 'undecided';
    const level = Math.log(alpha / 2);
    if (logBinomialAtMost(pairs, flips, epsilon) <= level)
        return 'deterministic';
    if (logBinomialAtLeast(pairs, flips, epsilon) <= level)
        return 'stochastic';
    return 'undecided';
}
/** True when `flips` in `pairs` certify `epsilon` by the exact rule. */
function exactCertifies(flips, pairs, epsilon, alpha = DEFAULT_ALPHA) {
    return (pairs > 0 && flips <= pairs && logBinomialAtMost(pairs, flips, epsilon) <= Math.log(alpha / 2));
}
/**
 * The Clopper–Pearson interval at 1 − α (α/2 in each tail): the ε values the
 * exact rule would not reject in either direction. Found by bisection on the
 * tails (60 halvings: to below 10⁻¹⁷). Decisions never read this interval; they
 * use the tails directly, so a bisection last digit cannot move a call.
 */
function clopperPearson(flips, pairs, alpha = DEFAULT_ALPHA) {
    checkCounts(flips, pairs);
    validateAlpha(alpha);
    if (pairs === 0)
        return { low: 0, high: 1 };
    const level = Math.log(alpha / 2);
    const solve = (tooLow) => {
        let lo = 0;
        let hi = 1;
        for (let i = 0; i < 60; i++) {
            const mid = (lo + hi) / 2;
            if (mid <= 0 || mid >= 1)
                break;
            if (tooLow(mid))
                lo = mid;
            else
                hi = mid;
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
function exactZeroFlipPairs(epsilon, alpha = DEFAULT_ALPHA) {
    validateEpsilon(epsilon);
    validateAlpha(alpha);
    let n = Math.ceil(Math.log(alpha / 2) / Math.log1p(-epsilon));
    const level = Math.log(alpha / 2);
    while (n > 1 && (n - 1) * Math.log1p(-epsilon) <= level)
        n--;
    while (n * Math.log1p(-epsilon) > level)
        n++;
    return n;
}
/**
 * The smallest total N ≥ max(pairs, 1) at which `flips` flips certify by the exact
 * rule (every further pair agreeing), or null past MAX_EXACT_PAIRS. P(Bin(N, ε) ≤ F)
 * falls as N grows, so an exponential search then bisection finds it.
 */
function exactPairsToCertify(flips, pairs, epsilon, alpha = DEFAULT_ALPHA) {
    checkCounts(flips, pairs);
    validateEpsilon(epsilon);
    validateAlpha(alpha);
    return smallestHolding(Math.max(pairs, flips, 1), (n) => exactCertifies(flips, n, epsilon, alpha), MAX_EXACT_PAIRS);
}

const METHODS = ['wilson', 'exact'];
const DEFAULT_METHOD = 'wilson';
function isMethod(value) {
    return value === 'wilson' || value === 'exact';
}
/** True when `flips` in `pairs` certify `epsilon` under `method` (95%, α/2 per direction). */
function certifiesBy(method, flips, pairs, epsilon, z = Z95) {
    if (pairs <= 0 || flips > pairs)
        return false;
    if (method === 'exact' && pairs > MAX_EXACT_PAIRS)
        return false;
    return method === 'exact'
        ? exactCertifies(flips, pairs, epsilon)
        : wilson(flips, pairs, z).high < epsilon;
}
/** The largest pair count `pairsForDeterministicCall` will consider. */
const MAX_PLANNED_PAIRS = 10_000_000;
function validateRate(value, where) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
        throw new Refusal('stats.flip-rate', `expected a rate between 0 and 1, got ${String(value)}`, where);
    }
    return value;
}
function validateCount(value, where, min) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
        throw new Refusal('stats.count', `expected a whole number >= ${min}, got ${String(value)}`, where);
    }
    return value;
}
/**
 * Pairs needed for a deterministic call at `epsilon` if the observed flip rate
 * persists: the Wilson upper bound at n pairs with round-half-even(rate·n) flips
 * must fall below epsilon. This is the reference's search (double from 1, then
 * bisect) and not "the smallest such n": with a non-zero rate the rounded flip
 * count makes the bound non-monotone and the answer depends on the probed counts.
 * Null when no count can certify: the rate is at or above epsilon, or the search
 * passes MAX_PLANNED_PAIRS.
 */
function pairsForDeterministicCall(epsilon, options = {}) {
    validateEpsilon(epsilon);
    const z = options.z === undefined ? Z95 : validateZ(options.z);
    const rate = options.flipRate === undefined ? 0 : validateRate(options.flipRate, 'flipRate');
    if (rate >= epsilon)
        return null;
    const method = options.method ?? DEFAULT_METHOD;
    const passes = (pairs) => certifiesBy(method, roundHalfEven(rate * pairs), pairs, epsilon, z);
    let high = 1;
    while (!passes(high)) {
        high *= 2;
        if (high > MAX_PLANNED_PAIRS)
            return null;
    }
    let low = Math.floor(high / 2);
    while (low + 1 < high) {
        const mid = Math.floor((low + high) / 2);
        if (passes(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}
/**
 * Repeats per input (k, always even and >= 2) so that a run over `inputs` probes
 * can certify `epsilon` in the best case (no flips), capped by a call budget when
 * one is given. A budget below two calls per input is refused.
 */
function planRepeats(inputs, epsilon, budget = null, method = DEFAULT_METHOD) {
    validateCount(inputs, 'inputs', 1);
    const needed = pairsForDeterministicCall(epsilon, { method });
    const wanted = needed === null ? 2 : 2 * ceilDiv(needed, inputs);
    if (budget === null)
        return Math.max(2, wanted);
    validateCount(budget, 'budget', 0);
    if (budget < 2 * inputs) {
        throw new Refusal('stats.budget-too-small', `a budget of ${budget} calls cannot give ${inputs} inputs two repeats each; ` +
            `it must be at least ${2 * inputs} calls (or leave the budget unset)`, 'budget');
    }
    const affordable = Math.floor(Math.floor(budget / inputs) / 2) * 2;
    return Math.max(2, Math.min(wanted, affordable));
}
/**
 * Before any call: can a baseline run with `k` repeats per input certify epsilon
 * at all? It cannot when inputs × floor(k/2) is below the zero-flip requirement.
 */
function snapshotPrecheck(inputs, k, epsilon, method = DEFAULT_METHOD) {
    validateCount(inputs, 'inputs', 1);
    validateCount(k, 'k', 2);
    const bestCase = pairsForDeterministicCall(epsilon, { method });
    const available = inputs * Math.floor(k / 2);
    const refused = bestCase === null || available < bestCase;
    const suggestedK = refused && bestCase !== null ? 2 * ceilDiv(bestCase, inputs) : null;
    return { refused, bestCase, available, suggestedK };
}
/**
 * Best case for admission given what was observed: how many pairs in total, all
 * further ones agreeing, would let the evidence certify epsilon. The upper bound
 * falls as N grows with the flips fixed, so an exponential search then bisection
 * finds the smallest N in about 2·log2(N) interval evaluations.
 */
function bestCaseAdmission(input) {
    const pairs = validateCount(input.pairs, 'pairs', 0);
    const flips = validateCount(input.flips, 'flips', 0);
    if (flips > pairs) {
        throw new Refusal('stats.count', `${flips} flips cannot come from ${pairs} pairs`, 'flips');
    }
    const epsilon = validateEpsilon(input.epsilon);
    const z = input.z === undefined ? Z95 : validateZ(input.z);
    const maxPairs = input.maxPairs;
    if (maxPairs !== Number.POSITIVE_INFINITY)
        validateCount(maxPairs, 'maxPairs', 0);
    const method = input.method ?? DEFAULT_METHOD;
    const certifies = (n) => certifiesBy(method, flips, n, epsilon, z);
    const total = smallestHolding(Math.max(pairs, 1), certifies);
    if (total === null)
        return { totalPairs: null, additionalPairs: null, reachable: false };
    return { totalPairs: total, additionalPairs: total - pairs, reachable: total <= maxPairs };
}

function binomialWeights(n, p) {
    if (!Number.isSafeInteger(n) || n < 0) {
        throw new Refusal('stats.trials', `expected a whole number of trials >= 0, got ${n}`, 'trials');
    }
    if (!(p > 0 && p < 1)) {
        throw new Refusal('stats.probability', `expected a probability strictly between 0 and 1, got ${p}`, 'p');
    }
    const q = 1 - p;
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const below = [];
    let w = 1;
    for (let i = mode; i > 0; i--) {
        w = (w * i * q) / ((n - i + 1) * p);
        if (w === 0)
            break;
        below.push(w);
    }
    const above = [];
    w = 1;
    for (let i = mode; i < n; i++) {
        w = (w * (n - i) * p) / ((i + 1) * q);
        if (w === 0)
            break;
        above.push(w);
    }
    const weights = new Float64Array(below.length + 1 + above.length);
    let k = 0;
    for (let j = below.length - 1; j >= 0; j--)
        weights[k++] = below[j];
    weights[k++] = 1;
    for (const value of above)
        weights[k++] = value;
    // Sum each side from its small end, then add the mode.
    let low = 0;
    for (let j = below.length - 1; j >= 0; j--)
        low += below[j];
    let high = 0;
    for (let j = above.length - 1; j >= 0; j--)
        high += above[j];
    return { n, p, first: mode - below.length, weights, total: low + high + 1 };
}
function weightAt(b, i) {
    const j = i - b.first;
    return j >= 0 && j < b.weights.length ? b.weights[j] : 0;
}
/** P[X <= f] for X ~ Bin(n, p). */
function binomialAtMost(n, f, p) {
    if (f < 0)
        return 0;
    if (f >= n)
        return 1;
    const b = binomialWeights(n, p);
    let sum = 0;
    for (let i = b.first; i <= f; i++)
        sum += weightAt(b, i);
    return Math.min(1, sum / b.total);
}
/** P[X >= f] for X ~ Bin(n, p). */
function binomialAtLeast(n, f, p) {
    if (f <= 0)
        return 1;
    if (f > n)
        return 0;
    const b = binomialWeights(n, p);
    const last = b.first + b.weights.length - 1;
    let sum = 0;
    for (let i = last; i >= f; i--)
        sum += weightAt(b, i);
    return Math.min(1, sum / b.total);
}
/** The smallest f in 0..n with P[X >= f] <= level, or n + 1 when there is none. */
function smallestUpperTailAtMost(n, p, level) {
    const b = binomialWeights(n, p);
    const last = b.first + b.weights.length - 1;
    // Above `last` the tail is 0 (underflowed), so f = last + 1 always qualifies.
    let answer = Math.min(n + 1, last + 1);
    let sum = 0;
    for (let f = last; f >= 0; f--) {
        sum += weightAt(b, f);
        if (sum / b.total > level)
            break;
        answer = f;
    }
    return answer;
}
/** The largest f in 0..n with P[X <= f] <= level, or −1 when there is none. */
function largestLowerTailAtMost(n, p, level) {
    const b = binomialWeights(n, p);
    // Below `first` the tail is 0 (underflowed), so f = first − 1 always qualifies.
    let answer = b.first - 1;
    let sum = 0;
    for (let f = b.first; f <= n; f++) {
        sum += weightAt(b, f);
        if (sum / b.total > level)
            break;
        answer = f;
    }
    return answer;
}

/** The largest sequential budget (in pairs) a plan may have. */
const MAX_SEQUENTIAL_PAIRS = 10_000_000;
/**
 * The most looks a plan may have. Each look spends (alpha / 2) / looks, so past a
 * hundred a look's share is below 0.00025 of a 0.05 budget; and a plan computes a
 * binomial tail per look, so a number of looks read from a file must not size that work.
 */
const MAX_SEQUENTIAL_LOOKS = 100;
function wholeNumber(value, where, min) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
        throw new Refusal('stats.sequential', `expected a whole number >= ${min}, got ${String(value)}`, where);
    }
    return value;
}
/**
 * Declare a sequential plan: early looks can only call stochastic (they share half
 * of alpha equally); certification is tested once, at the last checkpoint, with
 * the other half. With inputs = 1 this is exactly the reference's plan.
 */
function planSequential(input) {
    const epsilon = validateEpsilon(input.epsilon);
    const alpha = input.alpha ?? 0.05;
    if (typeof alpha !== 'number' || !Number.isFinite(alpha) || alpha <= 0 || alpha >= 1) {
        throw new Refusal('stats.sequential', `expected a number strictly between 0 and 1, got ${String(alpha)}`, 'alpha');
    }
    const looks = wholeNumber(input.looks ?? 4, 'looks', 1);
    if (looks > MAX_SEQUENTIAL_LOOKS) {
        throw new Refusal('stats.sequential', `a plan may have at most ${MAX_SEQUENTIAL_LOOKS} looks (each look spends alpha / 2 / looks), got ${looks}`, 'looks');
    }
    const inputs = wholeNumber(input.inputs ?? 1, 'inputs', 1);
    const certification = alpha / 2;
    let base;
    if (input.budget === undefined || input.budget === null) {
        base = Math.ceil(Math.log(certification) / Math.log(1 - epsilon));
    }
    else {
        base = wholeNumber(input.budget, 'budget', 1);
    }
    if (base > MAX_SEQUENTIAL_PAIRS) {
        throw new Refusal('stats.sequential', `the plan would need a budget of ${base} pairs; the most a plan may have is ${MAX_SEQUENTIAL_PAIRS}` +
            ' (use a larger epsilon or a smaller budget)', 'budget');
    }
    if (base < looks) {
        throw new Refusal('stats.sequential', `a budget of ${base} pairs cannot hold ${looks} looks; raise the budget or use fewer looks`, 'budget');
    }
    const early = new Set();
    for (let i = 1; i < looks; i++)
        early.add(Math.max(1, roundHalfEven((base * i) / looks)));
    const reference = [...early].filter((point) => point < base).sort((a, b) => a - b);
    reference.push(base);
    const checkpoints = [...new Set(reference.map((point) => ceilDiv(point, inputs) * inputs))];
    const budget = checkpoints[checkpoints.length - 1];
    if (budget > MAX_SEQUENTIAL_PAIRS) {
        throw new Refusal('stats.sequential', `a budget of ${budget} pairs is more than the ${MAX_SEQUENTIAL_PAIRS} a plan may have`, 'budget');
    }
    const perLook = certification / checkpoints.length;
    const stochasticAtLeast = new Map();
    for (const point of checkpoints) {
        stochasticAtLeast.set(point, smallestUpperTailAtMost(point, epsilon, perLook));
    }
    const certifyAtMost = largestLowerTailAtMost(budget, epsilon, certification);
    return {
        epsilon,
        alpha,
        looks,
        budget,
        checkpoints,
        stochasticAtLeast,
        certifyAtMost,
        certificationIsClosedForm: certifyAtMost === 0,
        perLook,
        inputs,
    };
}
/**
 * The call at one declared checkpoint given the flips among exactly its first
 * `checkpoint` pairs; null means keep collecting.
 */
function sequentialCallAt(plan, checkpoint, flips) {
    const threshold = plan.stochasticAtLeast.get(checkpoint);
    if (threshold === undefined) {
        throw new Refusal('stats.sequential-checkpoint', `${checkpoint} is not a declared checkpoint; this plan looks at ${plan.checkpoints.join(', ')} pairs ` +
            '(a checkpoint picked after seeing the data would void the error guarantee)', 'checkpoint');
    }
    if (!Number.isSafeInteger(flips) || flips < 0 || flips > checkpoint) {
        throw new Refusal('stats.sequential-flips', `expected a whole number of flips between 0 and ${checkpoint}, got ${flips}`, 'flips');
    }
    if (flips >= threshold)
        return 'stochastic';
    if (checkpoint !== plan.budget)
        return null;
    return flips <= plan.certifyAtMost ? 'deterministic' : 'undecided';
}
/**
 * Read pair outcomes (true = the pair disagreed) in collection order and stop at
 * the first checkpoint that decides. Outcomes past the deciding checkpoint are not
 * read; running out before a checkpoint gives undecided with the pairs read.
 */
function decideSequentially(plan, outcomes) {
    let flips = 0;
    let seen = 0;
    for (const checkpoint of plan.checkpoints) {
        while (seen < checkpoint) {
            if (seen >= outcomes.length)
                return { call: 'undecided', pairs: seen };
            if (outcomes[seen] === true)
                flips++;
            seen++;
        }
        const call = sequentialCallAt(plan, checkpoint, flips);
        if (call !== null)
            return { call, pairs: seen };
    }
    // The last checkpoint always answers; this is not reached.
    return { call: 'undecided', pairs: seen };
}

/**
 * Early rejection: a mixture likelihood-ratio test for "stochastic", declared
 * before collection, that may stop a run as soon as its evidence reaches 1/(α/2).
 *
 * For pair outcomes X₁ … Xₙ (1 = the pair flipped) the statistic is
 *
 *   Lₙ = ∫ Πᵢ (p/ε)^Xᵢ ((1−p)/(1−ε))^(1−Xᵢ) π(dp),   π uniform on (ε, 1),
 *
 * which with F flips in n pairs has the closed form
 *
 *   Lₙ = B(F+1, n−F+1) · P(Bin(n+1, ε) ≤ F) / ((1−ε) · ε^F · (1−ε)^(n−F)),
 *
 * by the Beta–binomial identity P(Beta(a, b) > ε) = P(Bin(a+b−1, ε) ≤ a−1).
 *
 * Why it is valid. For any p > ε and a pair that flips with probability q, the
 * factor's expectation is 1 + (p−ε)(q−ε)/(ε(1−ε)), at most 1 when q ≤ ε; so under
 * every q ≤ ε the statistic is a non-negative supermartingale with L₀ = 1 and, by
 * Ville's inequality (Ville 1939; Robbins 1970, "Statistical methods related to the
 * law of the iterated logarithm"), P(Lₙ ≥ 1/a for some n) ≤ a. Looking after every
 * pair, at any stopping time, costs nothing. When pairs come from inputs with
 * different rates qᵢ whose mean is at most ε, a look after a whole round (one pair
 * of every input) keeps the guarantee: the round's factor Πᵢ(1 + c·(qᵢ−ε)) is at
 * most (1 + c·(q̄−ε))ⁿ ≤ 1 by the AM–GM inequality. Inside a round it is not
 * (reference-defects §1), which is why per-input collection looks only at whole
 * rounds and random allocation (each pair's input drawn uniformly, so each pair
 * flips with probability q̄) may look at any pair.
 *
 * The stochastic direction then has error at most α/2 however long the run; the
 * certification direction is untouched (decided once, at the planned endpoint,
 * by the meter's method), so the total stays within α.
 */
function planEarlyRejection(input) {
    const epsilon = validateEpsilon(input.epsilon);
    const alpha = validateAlpha(input.alpha ?? DEFAULT_ALPHA);
    if (input.looks !== 'rounds' && input.looks !== 'pairs') {
        throw new Refusal('stats.early-rejection', `expected looks at rounds or pairs, got ${String(input.looks)}`, 'looks');
    }
    if (!Number.isSafeInteger(input.inputs) || input.inputs < 1) {
        throw new Refusal('stats.early-rejection', `expected a whole number of inputs >= 1, got ${String(input.inputs)}`, 'inputs');
    }
    if (input.lastLook !== undefined &&
        (!Number.isSafeInteger(input.lastLook) || input.lastLook < 0)) {
        throw new Refusal('stats.early-rejection', `expected a whole number of pairs >= 0 for the last look, got ${String(input.lastLook)}`, 'lastLook');
    }
    return {
        rule: 'mixture',
        prior: 'uniform',
        epsilon,
        alpha,
        looks: input.looks,
        inputs: input.inputs,
        ...(input.lastLook === undefined ? {} : { lastLook: input.lastLook }),
    };
}
/** ln Lₙ for `flips` in `pairs` (0 before any pair). */
function logMixtureRatio(flips, pairs, epsilon) {
    if (pairs === 0)
        return 0;
    const logBeta = logFactorial(flips) + logFactorial(pairs - flips) - logFactorial(pairs + 1);
    const tail = logBinomialAtMost(pairs + 1, flips, epsilon);
    return (logBeta +
        tail -
        Math.log1p(-epsilon) -
        flips * Math.log(epsilon) -
        (pairs - flips) * Math.log1p(-epsilon));
}
/** The threshold on ln Lₙ: ln(2/α) (ln 40 at α = 0.05). */
function rejectionLevel(plan) {
    return Math.log(2 / plan.alpha);
}
/** True when `flips` in `pairs` reach the evidence threshold for stochastic. */
function rejects(plan, flips, pairs) {
    return (pairs > 0 && flips > 0 && logMixtureRatio(flips, pairs, plan.epsilon) >= rejectionLevel(plan));
}
/**
 * The fewest flips that reject at `pairs` (pairs + 1 when none can). The ratio
 * grows with the flips at fixed pairs, so a bisection finds it.
 */
function flipsToReject(plan, pairs) {
    if (!rejects(plan, pairs, pairs))
        return pairs + 1;
    let lo = 0; // does not reject
    let hi = pairs; // rejects
    while (lo + 1 < hi) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (rejects(plan, mid, pairs))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/** Is `pairs` a point where the plan may look? */
function isLook(plan, pairs) {
    if (pairs <= 0 || (plan.lastLook !== undefined && pairs > plan.lastLook))
        return false;
    return plan.looks === 'pairs' || pairs % plan.inputs === 0;
}
/**
 * Watches pair outcomes in collection order and says when a declared look
 * rejects: at whole rounds (every `inputs` pairs) or after any pair, as the plan
 * says. The one reading of the plan, for collection and for `assess` alike.
 */
class EarlyRejectionWatch {
    plan;
    pairs = 0;
    flips = 0;
    rejected = null;
    constructor(plan) {
        this.plan = plan;
    }
    /** Record one pair; true once a look has rejected (this pair's or an earlier one). */
    pair(flip) {
        if (this.rejected !== null)
            return true;
        this.pairs += 1;
        if (flip)
            this.flips += 1;
        if (isLook(this.plan, this.pairs) && rejects(this.plan, this.flips, this.pairs)) {
            this.rejected = this.pairs;
        }
        return this.rejected !== null;
    }
    /** Pairs read when the test rejected; null while it has not. */
    get rejectedAt() {
        return this.rejected;
    }
    /** Flips among the pairs read. */
    get flipsRead() {
        return this.flips;
    }
}
/**
 * Read pair outcomes (true = flipped) in collection order and return the first
 * declared look at which the test rejects. Outcomes past it are not read.
 */
function decideEarlyRejection(plan, outcomes) {
    const watch = new EarlyRejectionWatch(plan);
    for (const flip of outcomes)
        if (watch.pair(flip))
            break;
    return { rejectedAt: watch.rejectedAt, flips: watch.flipsRead };
}

/**
 * Random allocation: each disjoint pair's input drawn uniformly from the n inputs
 * with a recorded seed, so the first c pairs are a uniform sample of all inputs at
 * any c (reference-defects §1) and certification costs 2·N* calls at any n.
 *
 * The draws are a pure function of (seed, inputs): the generator is SFC32 (Chris
 * Doty-Humphrey's Small Fast Counting generator, 32-bit words; it passes PractRand
 * and TestU01's BigCrush), seeded from the seed's two 32-bit halves and warmed up
 * for 12 outputs; an index is taken from a 32-bit output by rejecting the biased
 * top of the range and reducing modulo n, so every index is exactly equally likely.
 * `assess` replays the same draws from the recorded seed and refuses evidence whose
 * pairs do not match them.
 */
/** The largest seed accepted: seeds are whole numbers 0 … 2⁵³ − 1. */
const MAX_SEED = Number.MAX_SAFE_INTEGER;
/** The most inputs random allocation draws from (keeps index·2³² exact in a double). */
const MAX_ALLOCATION_INPUTS = 1 << 20;
function validateSeed(seed, where = 'seed') {
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
        throw new Refusal('stats.seed', `expected a whole number between 0 and ${MAX_SEED}, got ${String(seed)}`, where, { setting: 'seed' });
    }
    return seed;
}
/**
 * SFC32 (Chris Doty-Humphrey's Small Fast Counting generator) on 32-bit words,
 * from a state of three words with the counter at 1, warmed up for 12 outputs.
 */
class Sfc32 {
    a;
    b;
    c;
    d = 1;
    constructor(a, b, c) {
        this.a = a | 0;
        this.b = b | 0;
        this.c = c | 0;
        for (let i = 0; i < 12; i++)
            this.next32();
    }
    /** The next 32-bit output, as an unsigned number. */
    next32() {
        const t = (((this.a + this.b) | 0) + this.d) | 0;
        this.d = (this.d + 1) | 0;
        this.a = this.b ^ (this.b >>> 9);
        this.b = (this.c + (this.c << 3)) | 0;
        this.c = (this.c << 21) | (this.c >>> 11);
        this.c = (this.c + t) | 0;
        return t >>> 0;
    }
}
/** A seeded stream of input indices in 0 … inputs − 1. */
class AllocationDraws {
    words;
    inputs;
    limit;
    constructor(seed, inputs) {
        validateSeed(seed);
        if (!Number.isSafeInteger(inputs) || inputs < 1 || inputs > MAX_ALLOCATION_INPUTS) {
            throw new Refusal('stats.allocation', `random allocation draws from 1 to ${MAX_ALLOCATION_INPUTS} inputs, got ${String(inputs)}`, 'inputs');
        }
        this.inputs = inputs;
        // Accept outputs below the largest multiple of `inputs` that fits in 2³².
        this.limit = Math.floor(2 ** 32 / inputs) * inputs;
        // The state: a fixed word, then the seed's low and high 32-bit halves.
        this.words = new Sfc32(0x9e3779b9, seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0);
    }
    /** The next pair's input index. */
    next() {
        for (;;) {
            const x = this.words.next32();
            if (x < this.limit)
                return x % this.inputs;
        }
    }
}
/** The first `pairs` draws for `inputs` inputs from `seed`. */
function allocationDraws(seed, inputs, pairs) {
    if (!Number.isSafeInteger(pairs) || pairs < 0) {
        throw new Refusal('stats.allocation', `expected a whole number of pairs >= 0, got ${String(pairs)}`, 'pairs');
    }
    const draws = new AllocationDraws(seed, inputs);
    const out = new Array(pairs);
    for (let i = 0; i < pairs; i++)
        out[i] = draws.next();
    return out;
}

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
function whole(value, where) {
    if (!Number.isSafeInteger(value) || value < 0) {
        throw new Refusal('stats.count', `expected a whole number >= 0, got ${String(value)}`, where);
    }
}
/**
 * One-sided p-value that the first group (v of m) disagrees more often than the
 * second (f of n).
 */
function fisherGreater(v, m, f, n) {
    whole(v, 'violations');
    whole(m, 'relationPairs');
    whole(f, 'flips');
    whole(n, 'pairs');
    if (v > m || f > n) {
        throw new Refusal('stats.count', `counts exceed their totals (${v}/${m}, ${f}/${n})`, 'counts');
    }
    if (v === 0)
        return 1;
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
/** The largest total of relation pairs the stratified test convolves. */
const MAX_NOISE_PAIRS = 1_000_000;
/**
 * The exact conditional test for several inputs at once (stratified 2×2 tables
 * with a common disagreement rate inside each input under H0; Cox, "The Analysis
 * of Binary Data", 1970, §4.3; Mehta, Patel and Gray, JASA 80 (1985) 969–973).
 * Within input i, given its vᵢ + fᵢ disagreements, the relation's share Vᵢ is
 * hypergeometric(mᵢ + nᵢ, vᵢ + fᵢ, mᵢ); inputs are independent, so the total V is
 * their convolution and the one-sided p-value is P(V ≥ Σ vᵢ). With one input this
 * is `fisherGreater`.
 */
function stratifiedGreater(strata) {
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
    if (observed === 0)
        return 1;
    if (span > MAX_NOISE_PAIRS) {
        throw new Refusal('stats.count', `a relation test over ${span} pairs is more than the ${MAX_NOISE_PAIRS} it convolves`, 'strata');
    }
    // dist[x] = P(V = x) over the strata seen so far.
    let dist = new Float64Array([1]);
    for (const s of strata) {
        const total = s.relationPairs + s.pairs;
        const successes = s.violations + s.flips;
        if (s.relationPairs === 0 || successes === 0)
            continue;
        const lo = Math.max(0, s.relationPairs - (total - successes));
        const hi = Math.min(s.relationPairs, successes);
        const denominator = logChoose(total, s.relationPairs);
        const local = new Float64Array(hi + 1);
        for (let x = lo; x <= hi; x++) {
            local[x] = Math.exp(logChoose(successes, x) + logChoose(total - successes, s.relationPairs - x) - denominator);
        }
        const next = new Float64Array(dist.length + hi);
        for (let a = 0; a < dist.length; a++) {
            const pa = dist[a];
            if (pa === 0)
                continue;
            for (let x = lo; x <= hi; x++)
                next[a + x] = next[a + x] + pa * local[x];
        }
        dist = next;
    }
    let tail = 0;
    for (let x = observed; x < dist.length; x++)
        tail += dist[x];
    return Math.min(1, tail);
}

/** The interval each method reports beside its call. */
function intervalBy(method, flips, pairs) {
    if (method === 'exact')
        return pairs === 0 ? { low: 0, high: 0 } : clopperPearson(flips, pairs);
    return wilson(flips, pairs);
}
/** The three-way call for `flips` in `pairs` at `epsilon`. */
function callBy(method, flips, pairs, epsilon) {
    if (pairs === 0)
        return 'undecided';
    if (method === 'exact')
        return exactCall(flips, pairs, epsilon);
    const { low, high } = wilson(flips, pairs);
    return classify(low, high, epsilon);
}

/** Disjoint pairs and flips of one keyed series (no validation). */
function countSeries(keys) {
    let pairs = 0;
    let flips = 0;
    const first = keys[0];
    let anyDifference = false;
    for (let i = 0; i + 1 < keys.length; i += 2) {
        pairs++;
        if (keys[i] !== keys[i + 1])
            flips++;
    }
    for (let i = 1; i < keys.length && !anyDifference; i++) {
        if (keys[i] !== first)
            anyDifference = true;
    }
    return { pairs, flips, anyDifference };
}
/**
 * Score series of comparison keys (one series per input, in collection order).
 * Every series needs at least two observations; the verdict layer refuses
 * incomplete and open-ended outcomes (the scorability gate).
 */
function scoreKeyedSeries(series, options) {
    const { layer, epsilon } = options;
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateEpsilon(epsilon);
    if (series.length === 0) {
        throw new Refusal('meter.no-series', 'at least one repeat series is needed to measure repeatability');
    }
    let pairs = 0;
    let flips = 0;
    let inputsWithFlip = 0;
    let repeats = Number.POSITIVE_INFINITY;
    let maxRepeats = 0;
    series.forEach((keys, index) => {
        const where = options.describe?.(index) ?? `series[${index}]`;
        if (keys.length < 2) {
            throw new Refusal('meter.series-too-short', `every repeat series needs at least two observations to form a pair; this one has ${keys.length}`, where);
        }
        assertScorable(keys, layer, where);
        const counted = countSeries(keys);
        pairs += counted.pairs;
        flips += counted.flips;
        if (counted.anyDifference)
            inputsWithFlip++;
        if (keys.length < repeats)
            repeats = keys.length;
        if (keys.length > maxRepeats)
            maxRepeats = keys.length;
    });
    const method = options.method ?? 'wilson';
    const { low, high } = intervalBy(method, flips, pairs);
    return {
        layer,
        epsilon,
        inputs: series.length,
        repeats,
        maxRepeats,
        pairs,
        flips,
        inputsWithFlip,
        flipRate: pairs === 0 ? 0 : flips / pairs,
        ciLow: low,
        ciHigh: high,
        call: callBy(method, flips, pairs, epsilon),
        method,
    };
}
/** Score series of Observations on one layer. */
function scoreSeries(series, options) {
    if (!isLayer(options.layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(options.layer)}`);
    }
    return scoreKeyedSeries(series.map((s) => s.map((o) => comparisonKey(o, options.layer))), options);
}

/**
 * Count the flips of keyed series by the unordered pair of decisions they went
 * between. Pairs are the meter's disjoint pairs (observations 1–2, 3–4, … of each
 * series; an odd last repeat is never paired). Each pair's two labels are in
 * code-point order; the list is sorted by count, highest first, then by the two
 * labels in code-point order (as the reference sorts its flip pairs).
 */
function flipPairsOf(series) {
    const counts = new Map();
    for (const keys of series) {
        for (let i = 0; i + 1 < keys.length; i += 2) {
            const a = keys[i];
            const b = keys[i + 1];
            if (a === b)
                continue;
            const la = keyLabel(a);
            const lb = keyLabel(b);
            const decisions = compareCodePoints(la, lb) <= 0 ? [la, lb] : [lb, la];
            const id = JSON.stringify(decisions);
            const existing = counts.get(id);
            if (existing)
                existing.count++;
            else
                counts.set(id, { decisions, count: 1 });
        }
    }
    return [...counts.values()].sort((x, y) => y.count - x.count ||
        compareCodePoints(x.decisions[0], y.decisions[0]) ||
        compareCodePoints(x.decisions[1], y.decisions[1]));
}

const DEFAULT_BLINDNESS_THRESHOLD = 0.9;
function validateThreshold(threshold) {
    if (typeof threshold !== 'number' || !(threshold > 0 && threshold <= 1)) {
        throw new Refusal('blindness.threshold', `the blindness threshold must be a number in (0, 1]; got ${String(threshold)}`);
    }
}
function scoreBlindnessKeys(keys, layer, threshold = DEFAULT_BLINDNESS_THRESHOLD) {
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateThreshold(threshold);
    if (keys.length === 0) {
        throw new Refusal('blindness.empty', 'blindness needs at least one observation');
    }
    const counts = new Map();
    for (const key of keys)
        counts.set(key, (counts.get(key) ?? 0) + 1);
    let majority = keys[0];
    let majorityCount = 0;
    // Map iteration follows first insertion, so a strict '>' keeps the first-seen on ties.
    for (const [key, count] of counts) {
        if (count > majorityCount) {
            majority = key;
            majorityCount = count;
        }
    }
    const skew = majorityCount / keys.length;
    return {
        inputs: keys.length,
        layer,
        majority,
        majorityCount,
        skew,
        distinct: counts.size,
        threshold,
        blind: skew >= threshold,
    };
}
function scoreBlindness(observations, layer, threshold = DEFAULT_BLINDNESS_THRESHOLD) {
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    return scoreBlindnessKeys(observations.map((o) => comparisonKey(o, layer)), layer, threshold);
}

/**
 * Split the meter by the decision each case was written to exercise (its
 * intended route, not what the agent returned). Pairs are formed exactly as the
 * meter forms them, so per-route pairs sum to the pooled pairs.
 */
function stratify(series, options) {
    const { layer, epsilon } = options;
    const method = options.method ?? 'wilson';
    const targets = options.targets ?? new Map();
    if (!isLayer(layer)) {
        throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
    validateEpsilon(epsilon);
    if (series.length === 0) {
        throw new Refusal('routes.empty', 'the route table needs at least one case');
    }
    const acc = new Map();
    const paired = [];
    series.forEach((entry, index) => {
        const where = options.describe?.(index) ?? `cases[${index}]`;
        if (typeof entry.intended !== 'string' || entry.intended.trim().length === 0) {
            throw new Refusal('routes.intended', 'every case needs a non-empty intended decision', where);
        }
        const row = acc.get(entry.intended) ?? { cases: 0, pairs: 0, flips: 0 };
        acc.set(entry.intended, row);
        row.cases++;
        const keys = entry.keys;
        if (keys === null)
            return;
        if (keys.length < 2) {
            throw new Refusal('routes.series-too-short', `every repeat series needs at least two observations; this one has ${keys.length}`, where);
        }
        assertScorable(keys, layer, where);
        const counted = countSeries(keys);
        row.pairs += counted.pairs;
        row.flips += counted.flips;
        paired.push(keys);
    });
    for (const route of targets.keys()) {
        if (!acc.has(route)) {
            throw new Refusal('routes.target-without-cases', `a stability target names route '${route}', which has no cases`);
        }
    }
    const names = [...acc.keys()].sort(compareCodePoints);
    const routes = names.map((decision) => {
        const row = acc.get(decision);
        const target = targets.get(decision);
        const routeEpsilon = target ?? epsilon;
        const { low, high } = intervalBy(method, row.flips, row.pairs);
        return {
            decision,
            cases: row.cases,
            pairs: row.pairs,
            flips: row.flips,
            flipRate: row.pairs === 0 ? 0 : row.flips / row.pairs,
            ciLow: low,
            ciHigh: high,
            epsilon: routeEpsilon,
            targeted: target !== undefined,
            method,
            call: callBy(method, row.flips, row.pairs, routeEpsilon),
            pairsNeeded: row.flips > 0 ? null : pairsForDeterministicCall(routeEpsilon, { method }),
        };
    });
    const flipPairs = flipPairsOf(paired);
    const pick = (call) => routes.filter((r) => r.call === call).map((r) => r.decision);
    return {
        layer,
        epsilon,
        routes,
        flipPairs,
        stochastic: pick('stochastic'),
        undecided: pick('undecided'),
        deterministic: pick('deterministic'),
        targetedStochastic: routes
            .filter((r) => r.targeted && r.call === 'stochastic')
            .map((r) => r.decision),
        targetedUndecided: routes
            .filter((r) => r.targeted && r.call === 'undecided')
            .map((r) => r.decision),
    };
}

const RELATION_TYPES = ['invariant', 'monotone', 'directional'];

function emptyCounts() {
    return { held: 0, violated: 0, skipped: 0, errors: 0 };
}
function add(counts, outcome, where) {
    switch (outcome) {
        case 'held':
            counts.held += 1;
            return;
        case 'violated':
            counts.violated += 1;
            return;
        case 'skipped':
            counts.skipped += 1;
            return;
        case 'error':
            counts.errors += 1;
            return;
        default:
            throw new Refusal('relation.outcome', `unknown relation outcome ${JSON.stringify(outcome)}; expected held, violated, skipped or error`, where);
    }
}
/** Summarise one relation from its outcome counts. */
function summariseOutcomes(name, type, counts) {
    const exercised = counts.held + counts.violated;
    const total = exercised + counts.skipped + counts.errors;
    return {
        name,
        type,
        total,
        held: counts.held,
        violated: counts.violated,
        skipped: counts.skipped,
        errors: counts.errors,
        exercised,
        violationRate: exercised === 0 ? null : counts.violated / exercised,
        vacuous: total > 0 && exercised === 0 && counts.errors === 0,
    };
}
function catalogueIndex(catalogue) {
    const index = new Map();
    catalogue.forEach((spec, i) => {
        if (index.has(spec.name)) {
            throw new Refusal('relations.duplicate-name', `the relation catalogue names '${spec.name}' twice; names must be unique`, `relations[${i}]`);
        }
        index.set(spec.name, i);
    });
    return index;
}
/**
 * Walk each case's relation records, checking them against the catalogue: every
 * record must name a catalogued relation, with its type, at most once per case.
 */
function forEachRecord(catalogue, cases, visit) {
    const index = catalogueIndex(catalogue);
    cases.forEach((c, ci) => {
        const seen = new Set();
        (c.relations ?? []).forEach((record, ri) => {
            const where = `cases[${ci}].relations[${ri}]`;
            const at = index.get(record.name);
            const spec = at === undefined ? undefined : catalogue[at];
            if (at === undefined || spec === undefined) {
                throw new Refusal('relations.unknown-name', `relation '${record.name}' is not in the evidence's relation catalogue`, where);
            }
            if (record.type !== spec.type) {
                throw new Refusal('relations.type-mismatch', `relation '${record.name}' is recorded as ${JSON.stringify(record.type)} but the catalogue says '${spec.type}'`, where);
            }
            if (seen.has(record.name)) {
                throw new Refusal('relations.duplicate-record', `relation '${record.name}' is recorded twice for this case`, where);
            }
            seen.add(record.name);
            visit(ci, at, record, where);
        });
    });
}
/**
 * One summary per catalogued relation, in catalogue order, counted from the
 * cases' relation records. A case with no record for a relation (collection
 * stopped before it) does not count towards that relation's total.
 */
function summariseRelations(catalogue, cases) {
    const counts = catalogue.map(() => emptyCounts());
    forEachRecord(catalogue, cases, (_ci, ri, record, where) => {
        const c = counts[ri];
        if (c !== undefined)
            add(c, record.outcome, `${where}.outcome`);
    });
    return catalogue.map((spec, i) => summariseOutcomes(spec.name, spec.type, counts[i] ?? emptyCounts()));
}
/**
 * Per intended route, the relation outcomes over that route's cases, pooled over
 * all relations. `intended` holds one route per case, in case order. Relation
 * records are taken as they are (the catalogue is checked by summariseRelations).
 */
function relationCoverageByRoute(intended, cases) {
    if (intended.length !== cases.length) {
        throw new Refusal('relations.coverage-length', `relation coverage needs one intended decision per case: got ${intended.length} for ${cases.length} cases`, 'intended');
    }
    const byRoute = new Map();
    cases.forEach((c, ci) => {
        const route = intended[ci];
        if (typeof route !== 'string') {
            throw new Refusal('relations.coverage-route', 'an intended decision must be a string', `intended[${ci}]`);
        }
        let entry = byRoute.get(route);
        if (entry === undefined) {
            entry = { cases: 0, counts: emptyCounts() };
            byRoute.set(route, entry);
        }
        entry.cases += 1;
        const counts = entry.counts;
        (c.relations ?? []).forEach((record, ri) => {
            add(counts, record.outcome, `cases[${ci}].relations[${ri}].outcome`);
        });
    });
    const routes = [...byRoute.keys()]
        .sort(compareCodePoints)
        .map((decision) => {
        const { cases: n, counts } = byRoute.get(decision) ?? { cases: 0, counts: emptyCounts() };
        const exercised = counts.held + counts.violated;
        return {
            decision,
            cases: n,
            exercised,
            skipped: counts.skipped,
            held: counts.held,
            violated: counts.violated,
            errors: counts.errors,
            probed: exercised > 0,
            violationRate: exercised === 0 ? null : counts.violated / exercised,
        };
    });
    return {
        routes,
        probed: routes.filter((r) => r.probed).map((r) => r.decision),
        unprobed: routes.filter((r) => !r.probed).map((r) => r.decision),
    };
}

/** The level each relation is tested at (the stochastic direction's α/2). */
const NOISE_LEVEL = 0.025;
/**
 * Add the noise test to each relation summary that has violations, when the
 * meter saw at least one flip. `noise[i]` is case i's meter pairs (null when the
 * case has no scored series).
 */
function judgeAgainstNoise(summaries, cases, noise) {
    const anyFlip = noise.some((n) => n !== null && n.flips > 0);
    if (!anyFlip)
        return [...summaries];
    return summaries.map((summary) => {
        if (summary.violated === 0)
            return summary;
        const strata = [];
        let repeatPairs = 0;
        let repeatFlips = 0;
        cases.forEach((c, i) => {
            const meter = noise[i] ?? null;
            for (const r of c.relations ?? []) {
                if (r.name !== summary.name)
                    continue;
                if (r.outcome !== 'held' && r.outcome !== 'violated')
                    continue;
                const pairs = meter?.pairs ?? 0;
                const flips = meter?.flips ?? 0;
                strata.push({
                    violations: r.outcome === 'violated' ? 1 : 0,
                    relationPairs: 1,
                    flips,
                    pairs,
                });
                repeatPairs += pairs;
                repeatFlips += flips;
            }
        });
        const pValue = stratifiedGreater(strata);
        const judgement = {
            test: 'stratified-exact',
            pValue,
            level: NOISE_LEVEL,
            relationPairs: strata.length,
            repeatPairs,
            repeatFlips,
            explained: pValue > NOISE_LEVEL,
        };
        return { ...summary, noise: judgement };
    });
}
/** Violations that count: present, and not explained by the measured noise. */
function violationsCount(summary) {
    return summary.violated > 0 && summary.noise?.explained !== true;
}

/**
 * The name a comparison key is counted under: a decision's label,
 * `no decision: REASON`, and for values that are not labels at all a bracketed
 * description (`<empty answer>`, `<tool path: a > b>`), never an allowed label.
 */
function coverageName(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return body;
        case 'n:':
            return `no decision: ${body}`;
        case 'e:':
            return '<empty answer>';
        case 't:': {
            let tools;
            try {
                tools = JSON.parse(body);
            }
            catch {
                tools = null;
            }
            if (!Array.isArray(tools))
                return `<tool path: ${body}>`;
            return tools.length === 0
                ? '<tool path: none>'
                : `<tool path: ${tools.map(String).join(' > ')}>`;
        }
        default:
            return `<unrecognised value: ${key}>`;
    }
}
function sortedNames(values) {
    return [...new Set(values)].sort(compareCodePoints);
}
function countSorted(names) {
    const counts = new Map();
    for (const name of names)
        counts.set(name, (counts.get(name) ?? 0) + 1);
    return new Map([...counts.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}
function quoted(values) {
    return values.map((v) => `'${v}'`).join(', ');
}
function adviceFor(missingIntended, underCased, unknownObserved, missingObserved) {
    if (missingIntended.length > 0) {
        return `add reviewed cases that expect ${quoted(missingIntended)}: the suite has none for ${missingIntended.length === 1 ? 'this required decision' : 'these required decisions'}`;
    }
    if (underCased.length > 0) {
        const parts = underCased.map(([label, have, want]) => `'${label}' has ${have} of ${want}`);
        return `add reviewed cases where the contract asks for more: ${parts.join(', ')}`;
    }
    if (unknownObserved.length > 0) {
        return `the agent returned ${quoted(unknownObserved)}, which the contract does not allow; allow or declare ${unknownObserved.length === 1 ? 'it' : 'them'}, or fix the agent`;
    }
    if (missingObserved.length > 0) {
        return `no case returned ${quoted(missingObserved)}: the agent never reached ${missingObserved.length === 1 ? 'this required decision' : 'these required decisions'}`;
    }
    return 'every required decision has reviewed cases and was returned by the agent';
}
/**
 * Compare a suite's intended decisions with what the agent returned
 * (reference-spec §8.2). `observed` holds one primary key per case (null when the
 * case produced nothing); `perCase`, when given, every key each case returned on
 * any repeat; `allObserved`, when given, every key seen (else the primaries stand
 * for it). A no-decision the contract does not declare, anywhere, is refused.
 * A declared no-decision is permitted but never satisfies a required decision.
 */
function assessDecisionCoverage(suite, observed, perCase, allObserved) {
    const contract = suite.contract;
    const declared = new Set(contract.allowedNoDecisions);
    const checkDeclared = (key, where) => {
        if (key === null || !key.startsWith('n:'))
            return;
        const reason = key.slice(2);
        if (declared.has(reason))
            return;
        const allowedList = contract.allowedNoDecisions.length === 0
            ? 'declares none'
            : `declares only ${quoted(contract.allowedNoDecisions)}`;
        throw new Refusal('outcome.undeclared-no-decision', `the agent returned no decision (reason '${reason}'), but the contract's allowed_no_decisions ${allowedList}; declare it there if it is acceptable behaviour`, where);
    };
    observed.forEach((key, i) => checkDeclared(key, `observed[${i}]`));
    perCase?.forEach((keys, i) => keys.forEach((key, j) => checkDeclared(key, `perCase[${i}][${j}]`)));
    allObserved?.forEach((key, i) => checkDeclared(key, `allObserved[${i}]`));
    const primaries = observed.filter((k) => k !== null);
    const intendedCounts = countSorted(suite.cases.map((c) => c.expected));
    const observedCounts = countSorted(primaries.map(coverageName));
    // One vote per case for each distinct key it returned on any repeat.
    const caseSets = perCase === undefined || perCase === null
        ? primaries.map((k) => new Set([k]))
        : perCase.map((keys) => new Set(keys));
    const observedCaseCounts = countSorted(caseSets.flatMap((set) => [...set].map(coverageName)));
    const returnedLabels = new Set();
    for (const set of caseSets)
        for (const key of set)
            if (key.startsWith('d:'))
                returnedLabels.add(key.slice(2));
    const seen = new Set(allObserved ?? primaries);
    perCase?.forEach((keys) => keys.forEach((k) => seen.add(k)));
    const allowed = new Set(contract.allowed);
    const unknownObserved = sortedNames([...seen]
        .filter((k) => !(k.startsWith('d:') && allowed.has(k.slice(2))) && !k.startsWith('n:'))
        .map(coverageName));
    const missingIntended = contract.required
        .filter((l) => !intendedCounts.has(l))
        .sort(compareCodePoints);
    const missingObserved = contract.required
        .filter((l) => !returnedLabels.has(l))
        .sort(compareCodePoints);
    const underCased = [];
    for (const [label, want] of [...contract.minimumCases.entries()].sort(([a], [b]) => compareCodePoints(a, b))) {
        const have = intendedCounts.get(label) ?? 0;
        if (have < want)
            underCased.push([label, have, want]);
    }
    const missing = new Set([...missingIntended, ...missingObserved]);
    const missingCritical = contract.critical.filter((l) => missing.has(l)).sort(compareCodePoints);
    const nRequired = contract.required.length;
    const share = (nMissing) => nRequired === 0 ? 1 : (nRequired - nMissing) / nRequired;
    return {
        intendedCounts,
        observedCounts,
        observedCaseCounts,
        intendedCoverage: share(missingIntended.length),
        observedCoverage: share(missingObserved.length),
        missingIntended,
        missingObserved,
        unknownObserved,
        underCased,
        missingCritical,
        satisfied: missingIntended.length === 0 &&
            missingObserved.length === 0 &&
            unknownObserved.length === 0 &&
            underCased.length === 0,
        advice: adviceFor(missingIntended, underCased, unknownObserved, missingObserved),
    };
}

/**
 * Comparison keys for recorded observations, with label keys interned so that a
 * million observations of a handful of labels share a handful of strings.
 */
class KeyInterner {
    labels = new Map();
    label(label) {
        if (label.length === 0)
            return EMPTY_KEY;
        let key = this.labels.get(label);
        if (key === undefined) {
            key = `d:${label}`;
            this.labels.set(label, key);
        }
        return key;
    }
    /** The key of a recorded observation on a layer (see observation.comparisonKey). */
    of(obs, layer) {
        switch (layer) {
            case 'verdict': {
                const d = obs.decision;
                if (typeof d === 'string')
                    return this.label(d.length > 0 ? d : (obs.text ?? ''));
                if (d !== undefined)
                    return keyOfReason(d.noDecision);
                return this.label(obs.text ?? '');
            }
            case 'text':
                return this.label(obs.text ?? '');
            case 'tools':
                return keyOfTools(obs.tools ?? []);
        }
    }
}
/**
 * One frozen array for every series that repeats a single key the same number of
 * times: a case whose repeats all agree (most cases of most runs) holds no series
 * of its own, so a million repeats of ten thousand steady inputs keep a handful of
 * arrays instead of ten thousand. A series with any other key is kept as it is.
 */
class SeriesSharer {
    uniform = new Map();
    share(keys) {
        const first = keys[0];
        if (first === undefined)
            return keys;
        for (let i = 1; i < keys.length; i++)
            if (keys[i] !== first)
                return keys;
        let byLength = this.uniform.get(first);
        if (byLength === undefined) {
            byLength = new Map();
            this.uniform.set(first, byLength);
        }
        const shared = byLength.get(keys.length);
        if (shared !== undefined)
            return shared;
        const frozen = Object.freeze([...keys]);
        byLength.set(keys.length, frozen);
        return frozen;
    }
}

/**
 * Percentages for people: x·100 rounded half away from zero to `digits` places
 * (not Python's half-to-even; reference-defects.md §9), trailing zeros kept.
 */
function formatPercent(x, digits = 0) {
    if (!Number.isFinite(x))
        return 'n/a';
    const scaled = x * 100;
    const sign = scaled < 0 ? '-' : '';
    return `${sign}${Math.abs(scaled).toFixed(digits)}%`;
}
/** A rate with three decimals, e.g. 0.355. */
function formatRate(x, digits = 3) {
    return Number.isFinite(x) ? x.toFixed(digits) : 'n/a';
}
/** A plain count with a noun, pluralised with an s: "1 pair", "3 pairs". */
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/** "a", "a and b", "a, b and c"; long lists are cut after `max` with "and N more". */
function listing(items, max = 5) {
    if (items.length === 0)
        return '';
    const shown = items.slice(0, max);
    const rest = items.length - shown.length;
    if (rest > 0)
        return `${shown.join(', ')} and ${rest} more`;
    if (shown.length === 1)
        return shown[0];
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function interval$1(low, high) {
    return `95% CI ${formatPercent(low, 1)}–${formatPercent(high, 1)}`;
}
/**
 * The first line of every report. It is derived from the status, so it can never
 * contradict the status or the exit code (reference-defects.md §2).
 */
function headlineFor(a) {
    const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
    const m = a.meter;
    const routes = a.routes;
    switch (a.status) {
        case 'incomplete': {
            const parts = [];
            if (a.errorCount > 0) {
                parts.push(`${plural(a.errorCount, 'call or check', 'calls or checks')} of ${a.calls.total} failed`);
            }
            if (a.stopReason !== undefined)
                parts.push(`collection stopped early (${a.stopReason})`);
            else if (a.errorCount === 0)
                parts.push('collection stopped before it finished');
            return {
                category: 'INCOMPLETE',
                text: `${parts.join(' and ')}, so the evidence is incomplete; fix the failures and collect again before reading any figure.`,
            };
        }
        case 'contract': {
            const c = a.contract;
            const parts = [];
            if (c.missingIntended.length > 0)
                parts.push(`no case is written for ${listing(c.missingIntended)}`);
            if (c.underCased.length > 0) {
                parts.push(c.underCased
                    .map(([label, have, want]) => `${label} has ${have} of ${want} cases`)
                    .join(', '));
            }
            if (c.unknownObserved.length > 0)
                parts.push(`the agent returned undeclared ${listing(c.unknownObserved)}`);
            if (c.missingObserved.length > 0)
                parts.push(`the agent never returned ${listing(c.missingObserved)}`);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `the decision contract is not met: ${parts.join('; ')}.`,
            };
        }
        case 'blind': {
            const b = a.blindness;
            return {
                category: 'NOT TRUSTWORTHY',
                text: `the probes collapse onto one decision: "${keyLabel(b.majority)}" is the first answer on ${formatPercent(b.skew)} of ${plural(b.inputs, 'input')}, so a green run says more about the probes than about the agent.`,
            };
        }
        case 'vacuous': {
            const names = a.relations.filter((r) => r.exercised === 0).map((r) => r.name);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `no relation changed any input (${listing(names)}), so the relations tested nothing.`,
            };
        }
        case 'target-failed': {
            const rows = routes.routes.filter((r) => r.targeted && r.call === 'stochastic');
            return {
                category: 'NOT READY',
                text: `${plural(rows.length, 'route')} flip above the declared target: ${rows
                    .map((r) => `${r.decision} ${r.flips}/${r.pairs} pairs (${interval$1(r.ciLow, r.ciHigh)}, target ${formatPercent(r.epsilon, 1)})`)
                    .join('; ')}.`,
            };
        }
        case 'stochastic': {
            if (routes !== null && routes.stochastic.length > 0) {
                const rows = routes.routes.filter((r) => r.call === 'stochastic');
                const hides = m !== null && m.call === 'deterministic' ? '; the pooled figure hides them' : '';
                return {
                    category: 'TRUSTWORTHY WITH CARE',
                    text: `decisions change on rerun above the ${eps} tolerance, concentrated on ${plural(rows.length, 'route')}: ${rows
                        .map((r) => `${r.decision} (${r.flips} of ${r.pairs} pairs flipped)`)
                        .join(', ')}${hides}.`,
                };
            }
            return {
                category: 'TRUSTWORTHY WITH CARE',
                text: `decisions change on rerun: ${m.flips} of ${plural(m.pairs, 'pair')} flipped (${formatPercent(m.flipRate)}, ${interval$1(m.ciLow, m.ciHigh)}), above the ${eps} tolerance; compare ${a.relations.length > 0 ? 'relation violations and regressions' : 'regressions'} against this rate, not against zero.`,
            };
        }
        case 'undecided': {
            if (routes !== null && routes.targetedUndecided.length > 0) {
                return {
                    category: 'NO ANSWER YET',
                    text: `${routes.targetedUndecided.length === 1 ? 'route' : 'routes'} ${listing(routes.targetedUndecided)} ${routes.targetedUndecided.length === 1 ? 'has' : 'have'} a declared target but too few pairs to decide it.`,
                };
            }
            return {
                category: 'NO ANSWER YET',
                text: `${m.flips} of ${plural(m.pairs, 'pair')} flipped; the ${interval$1(m.ciLow, m.ciHigh)} neither clears nor exceeds the ${eps} tolerance, so collect more pairs.`,
            };
        }
        case 'violations': {
            const violated = a.relations.filter(violationsCount);
            return {
                category: 'NOT TRUSTWORTHY',
                text: `${plural(violated.length, 'relation')} changed the decision: ${violated
                    .map((r) => `${r.name} on ${r.violated} of ${plural(r.exercised, 'changed input')}`)
                    .join(', ')}.`,
            };
        }
        case 'deterministic': {
            const undecidedRoutes = routes?.undecided ?? [];
            const bound = `${m.flips} of ${plural(m.pairs, 'pair')} flipped and the 95% upper bound ${formatPercent(m.ciHigh, 1)} is below the ${eps} tolerance`;
            if (undecidedRoutes.length > 0) {
                return {
                    category: 'TRUSTWORTHY AT POOLED LEVEL',
                    text: `${bound}, but ${listing(undecidedRoutes)} ${undecidedRoutes.length === 1 ? 'has' : 'have'} too few pairs to be decided on ${undecidedRoutes.length === 1 ? 'its' : 'their'} own${a.contract !== null ? `; all ${a.contract.contract.required.length} required decisions were observed` : ''}.`,
                };
            }
            const reach = a.contract !== null
                ? `all ${a.contract.contract.required.length} required decisions were observed`
                : `the probes reach ${plural(a.blindness?.distinct ?? 0, 'distinct decision')}`;
            const vacuous = a.relations.filter((r) => r.vacuous).length;
            return {
                category: 'TRUSTWORTHY',
                text: `decisions repeat: ${bound}; ${reach}${vacuous > 0 ? `; ${plural(vacuous, 'relation')} tested nothing` : ''}.`,
            };
        }
        case 'unmeasured':
            return {
                category: 'NO VERDICT MEASURED',
                text: 'no repeat series was scored, so nothing was measured about repeatability.',
            };
    }
}

/** Every finding note, for schemas and readers. */
const FINDING_NOTES = [
    'no-target',
    'route-flips',
    'not-measured',
    'unchanged',
    'within-noise',
    'incomplete',
];
/** The largest number of pairs a next step will ask for. */
const MAX_PAIRS = 10_000_000;
/**
 * Pairs still needed to decide at `epsilon`, if every new pair agrees, with the
 * repeats per case (or per input) over `units` that give them, and after a flip
 * the count at the observed rate. The one place this is computed.
 */
function pairsNeeded(flips, pairs, epsilon, units, method = 'wilson') {
    const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs: MAX_PAIRS, method });
    const total = best.totalPairs;
    const base = {
        additional: best.additionalPairs,
        total,
        repeatsEach: total === null ? null : 2 * Math.ceil(total / Math.max(units, 1)),
    };
    if (flips === 0 || pairs === 0)
        return base;
    return {
        ...base,
        atObservedRate: pairsForDeterministicCall(epsilon, { flipRate: flips / pairs, method }),
    };
}
const NO_INPUTS = { meter: null, relations: new Map() };
function finding(base, code) {
    return { ...base, needs: base.needs ?? null, exitCode: base.gates ? code : 0 };
}
/**
 * The status ladder (DESIGN.md §4, in the reference's order) and one finding per
 * subject, decided from the same booleans.
 */
function decide(a, named = NO_INPUTS) {
    const routes = a.routes;
    const flipping = routes !== null && routes.stochastic.length > 0;
    const relationsRun = a.relations.length > 0;
    const exercised = a.relations.reduce((sum, r) => sum + r.exercised, 0);
    const vacuous = relationsRun && exercised === 0;
    const meter = a.meter;
    const contractBroken = a.contract !== null && !a.contract.satisfied;
    const blind = a.blindness?.blind === true;
    const violated = a.relations.some(violationsCount);
    let status;
    if (!a.complete)
        status = 'incomplete';
    else if (contractBroken)
        status = 'contract';
    else if (blind)
        status = 'blind';
    else if (vacuous)
        status = 'vacuous';
    else if (routes !== null && routes.targetedStochastic.length > 0)
        status = 'target-failed';
    else if (flipping)
        status = 'stochastic';
    else if (routes !== null && routes.targetedUndecided.length > 0)
        status = 'undecided';
    else if (meter !== null && meter.call === 'undecided')
        status = 'undecided';
    else if (violated)
        status = 'violations';
    else if (meter !== null && meter.call === 'stochastic')
        status = 'stochastic';
    else if (meter !== null)
        status = 'deterministic';
    else
        status = 'unmeasured';
    const out = [];
    out.push(finding({
        id: 'evidence',
        kind: 'evidence',
        subject: '',
        outcome: a.complete ? 'passed' : 'error',
        gates: !a.complete,
        status: a.complete ? null : 'incomplete',
        figures: {
            complete: a.complete,
            calls: a.calls.total,
            meterCalls: a.calls.meter,
            relationCalls: a.calls.relations,
            failures: a.errorCount,
            isolation: a.isolation,
            stopReason: a.stopReason ?? null,
        },
    }, 2));
    if (meter === null) {
        out.push(finding({
            id: 'meter',
            kind: 'meter',
            subject: '',
            outcome: 'skipped',
            gates: false,
            status: null,
            note: 'not-measured',
            figures: {},
        }, 0));
    }
    else {
        const undecided = meter.call === 'undecided';
        const gates = undecided && !flipping;
        let outcome = 'passed';
        if (gates)
            outcome = 'error';
        else if (undecided || meter.call === 'stochastic')
            outcome = 'caution';
        out.push(finding({
            id: 'meter',
            kind: 'meter',
            subject: '',
            outcome,
            gates,
            status: gates ? 'undecided' : meter.call === 'stochastic' ? 'stochastic' : null,
            ...(undecided && !gates ? { note: 'route-flips' } : {}),
            needs: undecided
                ? pairsNeeded(meter.flips, meter.pairs, meter.epsilon, meter.inputs, meter.method)
                : null,
            ...(named.meter !== null && named.meter.total > 0 ? { inputs: named.meter } : {}),
            figures: {
                call: meter.call,
                pairs: meter.pairs,
                flips: meter.flips,
                flipRate: meter.flipRate,
                ciLow: meter.ciLow,
                ciHigh: meter.ciHigh,
                epsilon: meter.epsilon,
                inputs: meter.inputs,
                repeats: meter.repeats,
                maxRepeats: meter.maxRepeats,
            },
        }, 2));
    }
    for (const r of routes?.routes ?? []) {
        let outcome = 'passed';
        let gates = false;
        let code = 0;
        let note;
        let findingStatus = null;
        if (r.call === 'stochastic') {
            gates = r.targeted;
            outcome = r.targeted ? 'failed' : 'caution';
            code = 1;
            findingStatus = r.targeted ? 'target-failed' : 'stochastic';
            if (!r.targeted)
                note = 'no-target';
        }
        else if (r.call === 'undecided') {
            gates = r.targeted && !flipping;
            outcome = gates ? 'error' : 'caution';
            code = 2;
            findingStatus = gates ? 'undecided' : null;
            if (!gates)
                note = r.targeted ? 'route-flips' : 'no-target';
        }
        out.push(finding({
            id: `route:${r.decision}`,
            kind: 'route',
            subject: r.decision,
            outcome,
            gates,
            status: findingStatus,
            ...(note === undefined ? {} : { note }),
            needs: r.call === 'undecided'
                ? pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method)
                : null,
            figures: {
                call: r.call,
                cases: r.cases,
                pairs: r.pairs,
                flips: r.flips,
                flipRate: r.flipRate,
                ciLow: r.ciLow,
                ciHigh: r.ciHigh,
                epsilon: r.epsilon,
                targeted: r.targeted,
            },
        }, code));
    }
    const b = a.blindness;
    if (b !== null) {
        out.push(finding({
            id: 'blindness',
            kind: 'blindness',
            subject: '',
            // On incomplete evidence the spread is of the inputs that survived the
            // failures, not of the probes: shown, never the reason the run stops.
            outcome: b.blind ? (a.complete ? 'failed' : 'caution') : 'passed',
            gates: b.blind && a.complete,
            status: b.blind && a.complete ? 'blind' : null,
            ...(b.blind && !a.complete ? { note: 'incomplete' } : {}),
            figures: {
                blind: b.blind,
                skew: b.skew,
                majorityCount: b.majorityCount,
                distinct: b.distinct,
                threshold: b.threshold,
                inputs: b.inputs,
            },
        }, 1));
    }
    const c = a.contract;
    if (c !== null) {
        out.push(finding({
            id: 'contract',
            kind: 'contract',
            subject: '',
            outcome: c.satisfied ? 'passed' : 'failed',
            gates: !c.satisfied,
            status: c.satisfied ? null : 'contract',
            figures: {
                satisfied: c.satisfied,
                intendedCoverage: c.intendedCoverage,
                observedCoverage: c.observedCoverage,
                required: c.contract.required.length,
            },
        }, 1));
        const problems = [
            ['missing-intended', c.missingIntended],
            ['under-cased', c.underCased.map(([name]) => name)],
            ['unknown-observed', c.unknownObserved],
            ['missing-observed', c.missingObserved],
        ];
        const critical = new Set(c.missingCritical);
        for (const [problem, names] of problems) {
            if (names.length === 0)
                continue;
            out.push(finding({
                id: `contract:${problem}`,
                kind: 'contract-problem',
                subject: problem,
                outcome: 'failed',
                gates: true,
                status: 'contract',
                decisions: names,
                figures: {
                    count: names.length,
                    critical: names.filter((n) => critical.has(n)).length,
                },
            }, 1));
        }
    }
    if (relationsRun) {
        out.push(finding({
            id: 'relations',
            kind: 'relations',
            subject: '',
            outcome: vacuous ? 'failed' : 'passed',
            gates: vacuous,
            status: vacuous ? 'vacuous' : null,
            figures: {
                relations: a.relations.length,
                exercised,
                vacuous: a.relations.filter((r) => r.vacuous).length,
            },
        }, 1));
        for (const r of a.relations) {
            const violatedInputs = named.relations.get(r.name);
            let outcome;
            let gates = false;
            let code = 0;
            let note;
            let findingStatus = null;
            if (r.errors > 0) {
                outcome = 'error';
                gates = true;
                code = 2;
                findingStatus = 'incomplete';
            }
            else if (r.exercised === 0) {
                outcome = 'skipped';
                note = 'unchanged';
                // All relations skipped is the vacuous status; the coverage finding gates for it.
            }
            else if (r.violated > 0 && !violationsCount(r)) {
                // Within the measured noise: shown with its numbers; the status follows the meter.
                outcome = 'caution';
                note = 'within-noise';
            }
            else if (r.violated > 0) {
                gates = !flipping;
                outcome = gates ? 'failed' : 'caution';
                code = 1;
                findingStatus = gates ? 'violations' : null;
                if (!gates)
                    note = 'route-flips';
            }
            else {
                outcome = 'passed';
            }
            out.push(finding({
                id: `relation:${r.name}`,
                kind: 'relation',
                subject: r.name,
                outcome,
                gates,
                status: findingStatus,
                ...(note === undefined ? {} : { note }),
                ...(violatedInputs !== undefined && violatedInputs.total > 0
                    ? { inputs: violatedInputs }
                    : {}),
                figures: {
                    type: r.type,
                    held: r.held,
                    violated: r.violated,
                    skipped: r.skipped,
                    errors: r.errors,
                    exercised: r.exercised,
                    violationRate: r.violationRate,
                    ...(r.noise === undefined
                        ? {}
                        : {
                            noisePValue: r.noise.pValue,
                            noiseLevel: r.noise.level,
                            noiseRepeatPairs: r.noise.repeatPairs,
                            noiseRepeatFlips: r.noise.repeatFlips,
                        }),
                },
            }, code));
        }
    }
    return { status, findings: out };
}

function nextSteps(a) {
    const steps = [];
    const m = a.meter;
    const eps = formatPercent(a.epsilon, a.epsilon * 100 >= 1 ? 0 : 1);
    switch (a.status) {
        case 'incomplete': {
            const first = a.errors[0];
            steps.push({
                code: 'fix-failures',
                text: `Fix the ${plural(a.errorCount, 'failed call', 'failed calls')}${first ? ` (first: ${first.message.slice(0, 200)})` : ''}, then collect again; an incomplete run is never admitted.`,
            });
            break;
        }
        case 'contract': {
            const c = a.contract;
            if (c.missingIntended.length > 0) {
                steps.push({
                    code: 'write-cases',
                    text: `Write at least one case for ${listing(c.missingIntended)}.`,
                });
            }
            for (const [label, have, want] of c.underCased) {
                steps.push({
                    code: 'write-cases',
                    text: `Write ${want - have} more ${want - have === 1 ? 'case' : 'cases'} for ${label} (has ${have} of ${want}).`,
                });
            }
            if (c.unknownObserved.length > 0) {
                steps.push({
                    code: 'declare-or-fix',
                    text: `The agent returned ${listing(c.unknownObserved)}, which the contract does not allow: add it to \`allowed\` if it is legitimate, otherwise fix the agent.`,
                });
            }
            if (c.missingObserved.length > 0) {
                steps.push({
                    code: 'reach-route',
                    text: `No case ever reached ${listing(c.missingObserved)}: check that its cases really exercise it.`,
                });
            }
            break;
        }
        case 'blind': {
            const b = a.blindness;
            const allowed = Math.ceil(b.threshold * b.inputs) - 1;
            steps.push({
                code: 'diversify-probes',
                text: `Add probes that should reach other decisions: at most ${allowed} of ${b.inputs} inputs may share one first answer (now ${b.majorityCount}).`,
            });
            break;
        }
        case 'vacuous':
            steps.push({
                code: 'change-relations',
                text: 'Use relations whose transforms change these inputs; a skipped relation is never evidence.',
            });
            break;
        case 'target-failed':
        case 'stochastic': {
            const rows = a.routes?.routes.filter((r) => r.call === 'stochastic') ?? [];
            if (rows.length > 0) {
                steps.push({
                    code: 'stabilise-routes',
                    text: `Stabilise ${listing(rows.map((r) => r.decision))} (for example pin the model, lower temperature, or make the instructions decisive), or accept the measured rate and compare later runs against it.`,
                });
            }
            steps.push({
                code: 'compare-to-rate',
                text: `Judge ${a.relations.length > 0 ? 'relation violations and regressions' : 'regressions'} against the measured flip rate, not against zero; this evidence cannot admit a baseline.`,
            });
            break;
        }
        case 'undecided': {
            const undecidedTargeted = a.routes?.routes.filter((r) => r.targeted && r.call === 'undecided') ?? [];
            steps.push(...routeSteps(undecidedTargeted));
            if (undecidedTargeted.length === 0 && m !== null) {
                const need = pairsNeeded(m.flips, m.pairs, a.epsilon, m.inputs, m.method);
                if (need.total === null || need.additional === null || need.repeatsEach === null) {
                    steps.push({
                        code: 'collect-pairs',
                        text: `No practical number of pairs certifies ${eps}; choose a larger tolerance.`,
                    });
                    break;
                }
                const persist = need.atObservedRate;
                steps.push({
                    code: 'collect-pairs',
                    text: `Collect ${plural(need.additional, 'more pair')}: if every new pair agrees, ${need.total} pairs bound the flip rate below ${eps} (about ${need.repeatsEach} repeats per input over ${plural(m.inputs, 'input')}).${persist === undefined ? '' : persist === null ? ` At the observed rate (${formatPercent(m.flipRate, 1)}) no number of pairs certifies ${eps}.` : ` If the observed rate persists, about ${persist} pairs are needed.`}`,
                    pairs: need.additional,
                    repeats: need.repeatsEach,
                });
            }
            break;
        }
        case 'violations':
            steps.push({
                code: 'inspect-violations',
                text: `Inspect the violated relations (${listing(a.relations.filter(violationsCount).map((r) => r.name))}): the agent changed its decision when only the wording of the input changed.`,
            });
            break;
        case 'deterministic': {
            const undecidedRoutes = a.routes?.routes.filter((r) => r.call === 'undecided') ?? [];
            steps.push(...routeSteps(undecidedRoutes));
            steps.push({
                code: 'admit-baseline',
                text: 'This evidence can support a regression baseline, once a maintainer approves it.',
            });
            break;
        }
        case 'unmeasured':
            steps.push({
                code: 'measure',
                text: 'Run the meter: at least two repeats per input are needed.',
            });
            break;
    }
    return steps;
}
/** One step per distinct need, so six quiet routes with the same shortfall read as one line. */
function routeSteps(routes) {
    const groups = new Map();
    for (const r of routes) {
        const eps = formatPercent(r.epsilon, r.epsilon * 100 >= 1 ? 0 : 1);
        const need = pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method);
        let id;
        let step;
        if (need.total === null || need.additional === null || need.repeatsEach === null) {
            id = `none:${eps}`;
            step = {
                code: 'collect-route-pairs',
                suffix: `no practical number of pairs certifies ${eps}; choose a larger tolerance.`,
            };
        }
        else {
            const perCase = need.repeatsEach;
            id = `${need.additional}:${perCase}:${eps}`;
            step = {
                code: 'collect-route-pairs',
                pairs: need.additional,
                repeats: perCase,
                suffix: `collect ${plural(need.additional, 'more pair')} (about ${perCase} repeats per case) to decide at ${eps}, if every new pair agrees.`,
            };
        }
        const group = groups.get(id);
        if (group)
            group.names.push(r.decision);
        else
            groups.set(id, { names: [r.decision], step });
    }
    return [...groups.values()].map(({ names, step }) => {
        const { suffix, ...rest } = step;
        const who = names.length === 1 ? `Route ${names[0]}` : `Routes ${listing(names, 8)}, each`;
        return { ...rest, text: `${who}: ${suffix}` };
    });
}

/** Inputs named in a list before "and N more". */
const NAMED_INPUTS_SHOWN = 5;
/** Characters of an input's text shown. */
const INPUT_EXCERPT_MAX = 60;
/** The text on one line, cut by code points (never half a surrogate pair) with an ellipsis. */
function excerptOf(text, max = INPUT_EXCERPT_MAX) {
    const line = text.replace(/\s+/gu, ' ').trim();
    const points = Array.from(line);
    return points.length <= max ? line : `${points.slice(0, max - 1).join('')}…`;
}
/** The cases at `indexes` (in case order), the first NAMED_INPUTS_SHOWN of them named. */
function namedInputs(cases, indexes) {
    const shown = indexes.slice(0, NAMED_INPUTS_SHOWN).map((i) => {
        const c = cases[i];
        return {
            caseIndex: i,
            fingerprint: c.fingerprint,
            ...(typeof c.input === 'string' ? { excerpt: excerptOf(c.input) } : {}),
        };
    });
    return { shown, total: indexes.length };
}
/** How one input reads: its text in quotes, else its fingerprint's first 12 hex digits. */
function inputName(input) {
    return input.excerpt === undefined ? input.fingerprint.slice(0, 12) : `"${input.excerpt}"`;
}
/** `"a", "b" and 3 more`: the shown inputs, then the count of the rest. */
function listInputs(list) {
    const names = list.shown.map(inputName);
    const rest = list.total - names.length;
    if (rest > 0)
        return `${names.join(', ')} and ${rest} more`;
    return listing(names, names.length);
}

/**
 * The failures grouped by reason, most first (ties in the vocabulary's order),
 * those without a recorded reason last as `not_recorded`.
 */
function failureReasonCounts(errors) {
    const counts = new Map();
    for (const e of errors) {
        const key = e.reason ?? 'not_recorded';
        counts.set(key, (counts.get(key) ?? 0) + (e.count ?? 1));
    }
    const order = (r) => r === 'not_recorded' ? FAILED_CALL_REASONS.length : FAILED_CALL_REASONS.indexOf(r);
    return [...counts]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => (a.reason === 'not_recorded' ? 1 : 0) - (b.reason === 'not_recorded' ? 1 : 0) ||
        b.count - a.count ||
        order(a.reason) - order(b.reason));
}
/**
 * "3 failed calls: 2 timeout, 1 malformed_response"; null when no failure records
 * its reason (evidence written before reasons were recorded reads as before).
 */
function describeFailureReasons(errors) {
    const counts = failureReasonCounts(errors);
    if (!counts.some((c) => c.reason !== 'not_recorded'))
        return null;
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    return `${total} failed ${total === 1 ? 'call' : 'calls'}: ${counts.map((c) => `${c.count} ${c.reason === 'not_recorded' ? 'reason not recorded' : c.reason}`).join(', ')}`;
}
const ISOLATION_CAVEATS = {
    'shared-session': 'The repeats shared one session, so they are not independent: the interval is narrower than the evidence supports, and this evidence cannot admit a baseline.',
    unknown: 'How the agent was isolated between repeats was not recorded, so independence of the repeats is assumed, not established. Declare the isolation when you know it.',
};
function isolationCaveat(isolation) {
    return ISOLATION_CAVEATS[isolation] ?? null;
}
/**
 * Pair the evidence cases with the suite's cases. As in the reference, the
 * evidence must hold exactly the suite's inputs in the suite's order (the order
 * is what ties a case to its reviewed route). Inputs are compared by fingerprint,
 * so redacted evidence matches too. A refusal says which inputs are missing,
 * which are extra, or where the order first differs.
 */
function alignToSuite(evidence, suite) {
    const suitePrints = suite.cases.map((c) => inputFingerprint(c.input));
    const evidencePrints = evidence.cases.map((c) => c.fingerprint);
    const evidenceSet = new Set(evidencePrints);
    const suiteSet = new Set(suitePrints);
    const missing = suitePrints.filter((f) => !evidenceSet.has(f));
    const extra = evidencePrints.filter((f) => !suiteSet.has(f));
    const show = (list) => list
        .slice(0, 10)
        .map((f) => f.slice(0, 12))
        .join(', ') + (list.length > 10 ? ` and ${list.length - 10} more` : '');
    if (missing.length > 0 || extra.length > 0) {
        const parts = [];
        if (missing.length > 0) {
            parts.push(`${missing.length} suite case(s) have no evidence (${show(missing)})`);
        }
        if (extra.length > 0) {
            parts.push(`${extra.length} evidence case(s) are not in the suite (${show(extra)})`);
        }
        throw new Refusal('assess.suite-mismatch', `the evidence and the suite must hold the same inputs: ${parts.join('; ')} (fingerprint prefixes shown)`);
    }
    if (evidencePrints.length !== suitePrints.length) {
        throw new Refusal('assess.suite-mismatch', `the suite has ${suitePrints.length} cases but the evidence has ${evidencePrints.length}: an input appears more than once`);
    }
    const firstDifference = suitePrints.findIndex((f, i) => evidencePrints[i] !== f);
    if (firstDifference >= 0) {
        throw new Refusal('assess.suite-order', `the evidence holds the suite's inputs but in another order: case ${firstDifference} of the suite is case ${evidencePrints.indexOf(suitePrints[firstDifference])} of the evidence. Write the evidence cases in suite order (the order ties each case to its reviewed route)`);
    }
    return evidence.cases;
}
/**
 * The decision a sequential record's plan reaches on the recorded pairs, read in
 * the order a sequential run collects them: round by round (one pair per live
 * input per round), inputs in case order within a round. An input whose pair had
 * a failed call leaves the live set, as in collection. The record's own call and
 * pair count must agree with this; a record that does not is refused, so an
 * edited record cannot change the call.
 */
function recomputeSequential(record, cases, interner, layer) {
    const plan = planSequential({
        epsilon: record.epsilon,
        alpha: record.alpha,
        looks: record.looks,
        budget: record.budget,
        inputs: record.inputs,
    });
    const outcomes = roundOrderOutcomes(cases, interner, layer);
    const decided = decideSequentially(plan, outcomes);
    if (decided.call !== record.call || decided.pairs !== record.pairs) {
        throw new Refusal('assess.sequential-record', `the sequential record says ${record.call} after ${record.pairs} pairs, but the recorded pairs read at its declared checkpoints give ${decided.call} after ${decided.pairs}; the evidence was edited or damaged`, 'sequential');
    }
    return decided;
}
/**
 * The pair outcomes in the order rounds collect them: round r is pair r of every
 * live input, inputs in case order; an input whose pair had a failed call (or
 * that has no further pair) leaves the live set.
 */
function roundOrderOutcomes(cases, interner, layer) {
    const outcomes = [];
    const live = cases.map((_, i) => i);
    for (let round = 0; live.length > 0; round++) {
        const leaving = [];
        let any = false;
        for (const index of live) {
            const series = cases[index].observations;
            const a = series[2 * round];
            const b = series[2 * round + 1];
            if (a === undefined || b === undefined) {
                leaving.push(index);
                continue;
            }
            any = true;
            if (a.error !== undefined || b.error !== undefined) {
                leaving.push(index);
                continue;
            }
            outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
        }
        for (const index of leaving)
            live.splice(live.indexOf(index), 1);
        if (!any)
            break;
    }
    return outcomes;
}
/**
 * Replay a random allocation's draws from its seed and check every case against
 * them: a case without a failed call holds exactly two repeats per draw of it;
 * a case with a failed call stops there, and a run that stopped early may stop
 * anywhere, so those hold at most that. Anything else is refused: the repeats could
 * not have come from these draws.
 *
 * The recorded number of draws sizes neither memory nor unbounded work: no plan
 * draws more than MAX_PLANNED_PAIRS, the draws are streamed, only those whose pair
 * is in the file are kept (at most one per two observations, plus one per case cut
 * short), and a case that must hold exactly its draws is refused at the first draw
 * past what it holds.
 */
function replayAllocation(record, cases, complete) {
    if (!Number.isSafeInteger(record.pairs) || record.pairs < 0 || record.pairs > MAX_PLANNED_PAIRS) {
        throw new Refusal('assess.allocation-record', `random allocation records ${String(record.pairs)} pairs drawn; a plan draws a whole number of pairs, at most ${MAX_PLANNED_PAIRS}, so the evidence was edited or damaged`, 'allocation.pairs');
    }
    const held = cases.map((c) => c.observations.length);
    // Complete evidence whose case had no failed call holds exactly two repeats per draw.
    const exact = cases.map((c) => complete && !c.observations.some((o) => o.error !== undefined));
    const counts = new Array(cases.length).fill(0);
    const mismatch = (i, drawn, soFar) => new Refusal('assess.allocation-record', `random allocation with seed ${record.seed} drew this input for ${soFar ? 'at least ' : ''}${drawn} of ${record.pairs} pairs, so it should hold ${soFar ? 'at least ' : ''}${2 * drawn} repeats, but it holds ${held[i]}; the evidence was edited or damaged`, `cases[${i}].observations`);
    const order = [];
    const draws = new AllocationDraws(record.seed, cases.length);
    for (let j = 0; j < record.pairs; j++) {
        const caseIndex = draws.next();
        const pair = counts[caseIndex];
        counts[caseIndex] = pair + 1;
        if (2 * pair < held[caseIndex])
            order.push({ caseIndex, pair });
        else if (exact[caseIndex] === true)
            throw mismatch(caseIndex, pair + 1, true);
    }
    cases.forEach((_, i) => {
        const expected = 2 * counts[i];
        const have = held[i];
        const ok = exact[i] === true ? have === expected : have <= expected;
        if (!ok)
            throw mismatch(i, counts[i], false);
    });
    return order;
}
/** The pair outcomes in draw order; an input leaves after a failed call. */
function drawOrderOutcomes(order, cases, interner, layer) {
    const left = new Set();
    const outcomes = [];
    for (const d of order) {
        if (left.has(d.caseIndex))
            continue;
        const series = cases[d.caseIndex].observations;
        const a = series[2 * d.pair];
        const b = series[2 * d.pair + 1];
        if (a === undefined || b === undefined || a.error !== undefined || b.error !== undefined) {
            left.add(d.caseIndex);
            continue;
        }
        outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
    }
    return outcomes;
}
/**
 * Where the declared early-rejection test stops on the recorded pairs, read in
 * collection order. The record's own stop must agree, so an edited record cannot
 * change the call.
 */
function recomputeEarlyRejection(record, outcomes) {
    const plan = planEarlyRejection({
        epsilon: record.epsilon,
        alpha: record.alpha,
        looks: record.looks,
        inputs: record.inputs,
        ...(record.lastLook === undefined ? {} : { lastLook: record.lastLook }),
    });
    const decided = decideEarlyRejection(plan, outcomes);
    if (decided.rejectedAt !== record.rejectedAt) {
        const said = record.rejectedAt === null ? 'never rejected' : `rejected after ${record.rejectedAt} pairs`;
        const got = decided.rejectedAt === null
            ? 'never reach its threshold'
            : `reach its threshold after ${decided.rejectedAt}`;
        throw new Refusal('assess.early-rejection-record', `the early-rejection record says the test ${said}, but the recorded pairs read in collection order ${got}; the evidence was edited or damaged`, 'earlyRejection');
    }
    return decided.rejectedAt;
}
/**
 * Evidence (+ suite + settings) → Assessment. Pure: the same evidence always
 * gives the same assessment.
 */
function assess(evidence, suite, settings) {
    const epsilon = settings.epsilon;
    validateEpsilon(epsilon);
    const method = settings.method ?? evidence.method ?? 'wilson';
    if (!isMethod(method)) {
        throw new Refusal('assess.method', `unknown method ${JSON.stringify(method)}; expected wilson or exact`, 'method');
    }
    const threshold = settings.blindnessThreshold ?? DEFAULT_BLINDNESS_THRESHOLD;
    const layer = evidence.layer;
    if (evidence.cases.length === 0) {
        throw new Refusal('assess.no-cases', 'the evidence holds no cases');
    }
    if (suite !== null && layer !== 'verdict') {
        throw new Refusal('assess.suite-layer', `a decision suite compares decisions, so it needs verdict-layer evidence; this evidence is on the ${layer} layer`);
    }
    const cases = suite === null ? evidence.cases : alignToSuite(evidence, suite);
    const meterOff = evidence.meter === false;
    const random = evidence.allocation ?? null;
    const drawOrder = random === null ? null : replayAllocation(random, cases, evidence.complete);
    const interner = new KeyInterner();
    const errors = [];
    let errorCount = 0;
    let meterCalls = 0;
    let relationCalls = 0;
    let sourceCalls = 0;
    const sharer = new SeriesSharer();
    const usable = [];
    /** Each case's first decision: its independent source draw when recorded, else its first repeat. */
    const sources = [];
    cases.forEach((c, caseIndex) => {
        const keys = [];
        for (const obs of c.observations) {
            meterCalls++;
            if (obs.error !== undefined) {
                errorCount++;
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'meter',
                    message: obs.error,
                    ...(obs.reason === undefined ? {} : { reason: obs.reason }),
                });
                continue;
            }
            keys.push(interner.of(obs, layer));
        }
        const recorded = c.errors ?? 0;
        // A count read from a file sizes no loop and no list: one entry stands for them all.
        if (!Number.isSafeInteger(recorded) || recorded < 0) {
            throw new Refusal('assess.error-count', `expected the number of failed runs as a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, found ${String(recorded)}`, `cases[${caseIndex}].errors`);
        }
        if (recorded > 0) {
            meterCalls += recorded;
            errorCount += recorded;
            if (!Number.isSafeInteger(errorCount)) {
                throw new Refusal('assess.error-count', `the failures recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER}, which no count can hold exactly; the evidence was edited or damaged`, `cases[${caseIndex}].errors`);
            }
            errors.push({
                caseIndex,
                fingerprint: c.fingerprint,
                phase: 'recorded',
                message: 'a recorded run failed before producing a decision',
                ...(recorded > 1 ? { count: recorded } : {}),
            });
        }
        if (c.source !== undefined) {
            sourceCalls++;
            if (c.source.error !== undefined) {
                errorCount++;
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'source',
                    message: c.source.error,
                    ...(c.source.reason === undefined ? {} : { reason: c.source.reason }),
                });
                sources.push(null);
            }
            else {
                sources.push(interner.of(c.source, layer));
            }
        }
        else {
            sources.push(keys[0] ?? null);
        }
        for (const rel of c.relations ?? []) {
            // A follow-up call was made when the transform changed the input (and,
            // without call reuse, a fresh call on the unchanged input before it).
            if (rel.source !== undefined)
                relationCalls++;
            const sourceFailed = rel.source?.error !== undefined;
            if (rel.changed && rel.outcome !== 'skipped' && !sourceFailed)
                relationCalls++;
            if (rel.outcome === 'error') {
                errorCount++;
                errors.push({
                    caseIndex,
                    fingerprint: c.fingerprint,
                    phase: 'relations',
                    relation: rel.name,
                    message: rel.error ?? 'the relation could not be checked',
                });
            }
        }
        const failedHere = keys.length < c.observations.length + recorded;
        if (meterOff) {
            if (c.observations.length > 0) {
                throw new Refusal('assess.meter-off', `the evidence says the meter was not run, yet this case holds ${c.observations.length} repeats`, `cases[${caseIndex}].observations`);
            }
            usable.push(null);
        }
        else if (keys.length < 2) {
            // Evidence that says it stopped early (Ctrl-C, curtailment) may hold a short
            // series: it is reported as incomplete, not refused. Under random allocation
            // an input the draws never reached holds no repeats: not exercised.
            if (!failedHere && evidence.complete !== false && random === null) {
                throw new Refusal('assess.series-too-short', `every case needs at least two observations to form a pair; this one has ${keys.length}`, `cases[${caseIndex}]`);
            }
            usable.push(keys.length === 0 ? null : sharer.share(keys));
        }
        else {
            usable.push(sharer.share(keys));
        }
    });
    const describe = (i) => `cases[${i}]`;
    const scored = usable
        .map((keys, index) => ({ keys, index }))
        .filter((x) => x.keys !== null && x.keys.length >= 2);
    const wilsonMeter = scored.length === 0
        ? null
        : scoreKeyedSeries(scored.map((s) => s.keys), { layer, epsilon, method, describe: (i) => describe(scored[i]?.index ?? i) });
    // A sequential run's call comes from its declared checkpoint, at the plan's tolerance only.
    const sequential = evidence.sequential;
    const sequentialApplies = sequential !== undefined && wilsonMeter !== null && sequential.epsilon === epsilon;
    let meter = wilsonMeter;
    if (sequential !== undefined && sequentialApplies && wilsonMeter !== null) {
        const decided = recomputeSequential(sequential, cases, interner, layer);
        meter = {
            ...wilsonMeter,
            call: decided.call,
            decidedBy: { rule: sequential.rule, pairs: decided.pairs },
        };
    }
    // Early rejection: only the declared mixture test may call stochastic; certification
    // is the method's, on every pair collected (the planned endpoint).
    const early = evidence.earlyRejection;
    const earlyApplies = early !== undefined &&
        sequential === undefined &&
        wilsonMeter !== null &&
        early.epsilon === epsilon;
    if (early !== undefined && earlyApplies && meter !== null) {
        const outcomes = drawOrder === null
            ? roundOrderOutcomes(cases, interner, layer)
            : drawOrderOutcomes(drawOrder, cases, interner, layer);
        const rejectedAt = recomputeEarlyRejection(early, outcomes);
        meter = {
            ...meter,
            call: rejectedAt !== null
                ? 'stochastic'
                : certifiesBy(method, meter.flips, meter.pairs, epsilon)
                    ? 'deterministic'
                    : 'undecided',
            decidedBy: {
                rule: 'early-rejection',
                pairs: rejectedAt ?? meter.pairs,
                rejected: rejectedAt !== null,
            },
        };
    }
    const firsts = sources.filter((k) => k !== null);
    const blindness = evidence.blindness === false || firsts.length === 0
        ? null
        : scoreBlindnessKeys(firsts, layer, threshold);
    // Intended routes: the suite's expectations, else every case's `expected` when all have one.
    let intended = null;
    if (suite !== null)
        intended = suite.cases.map((c) => c.expected);
    else if (cases.every((c) => typeof c.expected === 'string' && c.expected.length > 0)) {
        intended = cases.map((c) => c.expected);
    }
    const routes = intended === null || meterOff
        ? null
        : stratify(intended.map((route, i) => {
            const keys = usable[i] ?? null;
            return { intended: route, keys: keys !== null && keys.length >= 2 ? keys : null };
        }), {
            layer,
            epsilon,
            describe,
            method,
            ...(suite !== null ? { targets: suite.contract.stabilityTargets } : {}),
        });
    let contract = null;
    if (suite !== null) {
        // Each case's meter keys, or its single first draw when it has no series.
        const perCase = usable.map((k, i) => {
            if (k !== null)
                return k;
            const first = sources[i] ?? null;
            return first === null ? [] : [first];
        });
        const coverage = assessDecisionCoverage(suite, sources, perCase, [
            ...perCase.flat(),
            ...sources.filter((k) => k !== null),
        ]);
        contract = { ...coverage, contract: suite.contract };
    }
    const noise = usable.map((keys) => keys === null || keys.length < 2 ? null : countSeries(keys));
    const relations = judgeAgainstNoise(summariseRelations(evidence.relations, cases), cases, noise);
    const relationCoverage = intended !== null && evidence.relations.length > 0
        ? relationCoverageByRoute(intended, cases)
        : null;
    const complete = errorCount === 0 && evidence.complete;
    const caveats = [];
    const isolationNote = isolationCaveat(evidence.isolation);
    if (isolationNote !== null)
        caveats.push(isolationNote);
    if (sequential !== undefined && !sequentialApplies && wilsonMeter !== null) {
        caveats.push(`The meter was collected sequentially for a ${sequential.epsilon} tolerance; at ${epsilon} its declared checkpoints do not apply, so the call comes from the Wilson bound over all ${wilsonMeter.pairs} pairs.`);
    }
    if (early !== undefined && !earlyApplies && wilsonMeter !== null && sequential === undefined) {
        caveats.push(`The run declared early rejection for a ${early.epsilon} tolerance; at ${epsilon} it does not apply, so the call comes from the ${method === 'exact' ? 'exact rule' : 'Wilson bound'} over all ${wilsonMeter.pairs} pairs.`);
    }
    const cachedReplays = cachedRowsOf(evidence);
    if (cachedReplays > 0) {
        caveats.push(`${cachedReplays} ${cachedReplays === 1 ? 'row' : 'rows'} served from the evaluation tool's cache (promptfoo response.cached, Inspect cache "read") ${cachedReplays === 1 ? 'was' : 'were'} left out: a cached row replays an earlier call and is not a repeat, so the meter counts only fresh calls.`);
    }
    if (!evidence.complete) {
        caveats.push(`Collection stopped before it finished${evidence.stopReason ? ` (${evidence.stopReason})` : ''}; the figures cover only what was collected.`);
    }
    const facts = {
        complete,
        layer,
        isolation: evidence.isolation,
        epsilon,
        method,
        allocation: random === null
            ? null
            : {
                kind: 'random',
                seed: random.seed,
                pairs: random.pairs,
                inputs: cases.length,
                exercised: cases.filter((c) => c.observations.length > 0).length,
                unexercised: cases.filter((c) => c.observations.length === 0).map((c) => c.fingerprint),
                unexercisedInputs: namedInputs(cases, cases.flatMap((c, i) => (c.observations.length === 0 ? [i] : []))),
            },
        meter,
        flipPairs: flipPairsOf(scored.map((s) => s.keys)),
        blindness,
        routes,
        contract,
        relations,
        relationCoverage,
        errors,
        errorCount,
        calls: {
            total: meterCalls + sourceCalls + relationCalls,
            meter: meterCalls,
            sources: sourceCalls,
            relations: relationCalls,
        },
        inputFingerprints: cases.map((c) => c.fingerprint),
        ...(evidence.stopReason !== undefined ? { stopReason: evidence.stopReason } : {}),
    };
    // The inputs the findings name: those whose decision changed on rerun (the
    // meter's inputsWithFlip), and those each relation changed the decision of.
    const changed = scored.filter((s) => countSeries(s.keys).anyDifference).map((s) => s.index);
    const violatedBy = new Map();
    cases.forEach((c, i) => {
        for (const rel of c.relations ?? []) {
            if (rel.outcome !== 'violated')
                continue;
            const list = violatedBy.get(rel.name) ?? [];
            if (list[list.length - 1] !== i)
                list.push(i);
            violatedBy.set(rel.name, list);
        }
    });
    const relationInputs = new Map([...violatedBy].map(([name, indexes]) => [name, namedInputs(cases, indexes)]));
    const { status, findings } = decide(facts, {
        meter: meter === null ? null : namedInputs(cases, changed),
        relations: relationInputs,
    });
    const partial = { ...facts, status, exitCode: exitCodeFor(status), findings };
    return {
        ...partial,
        headline: headlineFor(partial),
        caveats,
        ...(cachedReplays > 0 ? { cachedReplays } : {}),
        ...(settings.suiteNotApplied === undefined
            ? {}
            : { suiteNotApplied: settings.suiteNotApplied }),
        next: nextSteps(partial),
    };
}
/**
 * Rows served from the evaluation tool's cache that the evidence keeps out of its
 * series: those recorded per case (`EvidenceCase.cached`, evidence written since
 * they are kept) plus the count older evidence recorded in provenance.cached_replays.
 */
function cachedRowsOf(evidence) {
    let n = cachedReplaysOf(evidence.provenance);
    for (const c of evidence.cases)
        n += c.cached?.length ?? 0;
    return n;
}
/** provenance.cached_replays as the importers wrote it before rows were kept: a whole number, else 0. */
function cachedReplaysOf(provenance) {
    const v = provenance['cached_replays'];
    return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0;
}

/**
 * Facts every format shows, derived from the Assessment by counting and
 * comparing only (no statistics): the contract row per required route, the
 * outcome of each check, and the shared wording of figures.
 */
/** A tolerance as people read it: 5%, 2.5%. */
function tolerance(epsilon) {
    return formatPercent(epsilon, epsilon * 100 >= 1 ? 0 : 1);
}
/** `[0.355, 0.823]` */
function interval(low, high) {
    return `[${formatRate(low)}, ${formatRate(high)}]`;
}
/** A relation's violation rate, or `n/a` when it tested nothing (never 0%). */
/** A sentence's first letter in upper case. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** The name of the meter's interval, as reports show it. */
function intervalName(method) {
    return method === 'exact' ? 'exact Clopper–Pearson' : 'Wilson';
}
/** How the pooled call was reached, when a declared stopping rule made it; '' otherwise. */
function decidedByText(m) {
    const d = m.decidedBy;
    if (d === undefined)
        return '';
    if (d.rule === 'declared-checkpoint') {
        return `decided at the declared checkpoint of ${plural(d.pairs, 'pair')}; the interval covers every pair collected`;
    }
    return d.rejected === true
        ? `the declared early-rejection test stopped the run after ${plural(d.pairs, 'pair')}: the evidence that decisions change reached its threshold`
        : `the declared early-rejection test never reached its threshold, so only certification was possible, at the planned end of ${plural(d.pairs, 'pair')}`;
}
/**
 * Which inputs a random allocation exercised; '' for per-input collection. The
 * inputs' names are untrusted text: `escape` is the format's escaping for them.
 */
function allocationText(a, escape) {
    const r = a.allocation;
    if (r === null)
        return '';
    const missing = r.unexercisedInputs;
    return (`pairs drawn at random (seed ${r.seed}): ${plural(r.pairs, 'pair')} over ${r.exercised} of ${plural(r.inputs, 'input')}` +
        (missing.total === 0
            ? '; every input was exercised'
            : `; not every input was exercised: ${missing.total} got no pair (${escape(listInputs(missing))})`));
}
/** Why a relation's violations do not count: the measured noise explains them. */
function noiseNote(r) {
    const n = r.noise;
    if (n === undefined)
        return '';
    const p = n.pValue < 0.001 ? '< 0.001' : `= ${n.pValue.toFixed(3)}`;
    return `within the measured noise: the repeat pairs of the same inputs flipped ${n.repeatFlips} of ${n.repeatPairs}, which explains ${r.violated === 1 ? 'this violation' : 'these violations'} (exact test p ${p}, above ${n.level})`;
}
function relationRate(r) {
    return r.violationRate === null ? 'n/a' : formatPercent(r.violationRate, 1);
}
/**
 * The contract per required route. A route is admissible when it has cases, was
 * returned, and its own interval decides it deterministic at its tolerance.
 */
function contractRows(a) {
    const c = a.contract;
    if (c === null)
        return [];
    const critical = new Set(c.contract.critical);
    return c.contract.required.map((decision) => {
        const intended = c.intendedCounts.get(decision) ?? 0;
        const observed = c.observedCaseCounts.get(decision) ?? 0;
        const row = a.routes?.routes.find((r) => r.decision === decision);
        let admissible;
        let why;
        if (intended === 0) {
            admissible = 'no';
            why = 'no case written';
        }
        else if (observed === 0) {
            admissible = 'no';
            why = 'never returned';
        }
        else if (row === undefined) {
            admissible = 'no';
            why = 'not measured';
        }
        else if (row.call === 'deterministic') {
            admissible = 'yes';
            why = `repeats within ${tolerance(row.epsilon)}`;
        }
        else if (row.call === 'stochastic') {
            admissible = 'no';
            why = `flips above ${tolerance(row.epsilon)}`;
        }
        else {
            admissible = 'not yet';
            why = routeShortfall(row, routeFinding(a, decision)?.needs ?? null);
        }
        return { decision, critical: critical.has(decision), intended, observed, admissible, why };
    });
}
/** The finding of one route (every route row has one). */
function routeFinding(a, decision) {
    return a.findings.find((f) => f.kind === 'route' && f.subject === decision);
}
/** What an undecided route lacks, with the number when every new pair would agree. */
function routeShortfall(row, needs = null) {
    const more = needs?.additional ?? null;
    if (row.flips === 0 && more !== null && needs?.total != null && more > 0) {
        return `${more} more agreeing pairs needed (has ${row.pairs} of ${needs.total})`;
    }
    const persist = needs?.atObservedRate;
    if (row.flips > 0 && persist !== undefined) {
        return persist === null
            ? `at the observed rate no number of pairs decides it at ${tolerance(row.epsilon)}`
            : `at the observed rate about ${Math.max(1, persist - row.pairs)} more pairs needed (${persist} in all)`;
    }
    return `undecided at ${tolerance(row.epsilon)}`;
}
const GROUP = {
    evidence: 'evidence',
    meter: 'meter',
    route: 'routes',
    blindness: 'blindness',
    contract: 'contract',
    'contract-problem': 'contract',
    relations: 'relations',
    relation: 'relations',
    baseline: 'baseline',
};
const CONTRACT_PROBLEM = {
    'missing-intended': {
        name: 'required decision has no case',
        text: 'no case is written for',
    },
    'under-cased': { name: 'too few cases', text: 'fewer cases than the declared minimum for' },
    'unknown-observed': {
        name: 'undeclared decision returned',
        text: 'the agent returned decisions the contract does not allow:',
    },
    'missing-observed': {
        name: 'required decision never returned',
        text: 'no case ever reached',
    },
};
function figureLines(figures, skip = []) {
    return Object.entries(figures)
        .filter(([k, v]) => !skip.includes(k) && v !== null)
        .map(([k, v]) => `${k}=${String(v)}`);
}
function needLines(needs) {
    if (needs === null)
        return [];
    return [
        `pairsNeeded=${needs.total ?? 'n/a'}`,
        `morePairsNeeded=${needs.additional ?? 'n/a'}`,
        ...(needs.repeatsEach === null ? [] : [`repeatsEach=${needs.repeatsEach}`]),
    ];
}
/** Why a finding that could gate does not, as a clause. */
function notGating(f) {
    if (f.note === 'route-flips')
        return '; not gating, because a route already flips';
    if (f.note === 'no-target')
        return ' (no declared target, so it does not gate the run)';
    if (f.note === 'incomplete')
        return '; measured only on the inputs left after the failures, so it does not gate: the run is incomplete';
    return '';
}
/**
 * The findings as checks, each worded from its own figures. Whether a check
 * gates, and its outcome, are the finding's: this only words them, so a test
 * reporter never shows green on a run whose exit code is 1 or 2 and never red
 * on a run whose exit code is 0.
 */
function checksOf(a) {
    const checks = [];
    const push = (f, name, message, figures, figure) => checks.push({
        id: f.id,
        group: GROUP[f.kind],
        name,
        outcome: f.outcome,
        gates: f.gates,
        exitCode: f.exitCode,
        status: f.status,
        message,
        figures,
        ...(figure === undefined ? {} : { figure }),
    });
    const routeRows = new Map((a.routes?.routes ?? []).map((r) => [r.decision, r]));
    const relationRows = new Map(a.relations.map((r) => [r.name, r]));
    for (const f of a.findings) {
        switch (f.kind) {
            case 'evidence':
                push(f, 'evidence complete', a.complete
                    ? `every call and check finished (${a.calls.total} calls)`
                    : `${a.errorCount} of ${a.calls.total} calls or checks failed${a.stopReason !== undefined ? `; collection stopped early (${a.stopReason})` : ''}: the evidence is incomplete${errorDigest(a)}`, figureLines(f.figures, ['stopReason']));
                break;
            case 'meter': {
                const m = a.meter;
                if (m === null) {
                    push(f, 'pooled repeatability', 'not measured: no repeat series was scored (the meter was off or no input had two repeats), so nothing is known about whether decisions repeat', []);
                    break;
                }
                const base = `${m.flips} of ${m.pairs} pairs flipped, 95% interval ${interval(m.ciLow, m.ciHigh)}`;
                const changed = f.inputs === undefined ? '' : `; changed on rerun: ${listInputs(f.inputs)}`;
                const message = (m.call === 'undecided'
                    ? `undecided: ${base} straddles the ${tolerance(m.epsilon)} tolerance${notGating(f)}`
                    : m.call === 'stochastic'
                        ? `stochastic: ${base} is above the ${tolerance(m.epsilon)} tolerance; compare regressions${a.relations.length > 0 ? ' and relation violation rates' : ''} with this flip rate`
                        : `deterministic: ${base} against ${tolerance(m.epsilon)}`) + changed;
                push(f, 'pooled repeatability', message, [
                    ...figureLines(f.figures, ['repeats', 'maxRepeats']),
                    `repeats=${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}-${m.maxRepeats}`}`,
                    ...needLines(f.needs),
                ], `${m.call}, ${m.flips} of ${m.pairs} pairs flipped`);
                break;
            }
            case 'route': {
                const r = routeRows.get(f.subject);
                if (r === undefined)
                    break;
                const figures = `${r.flips} of ${r.pairs} pairs flipped, 95% interval ${interval(r.ciLow, r.ciHigh)} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
                let message;
                if (r.call === 'stochastic') {
                    message = `stochastic: ${figures}${r.targeted ? '' : ' (no declared target, so it does not fail the run)'}`;
                }
                else if (r.call === 'undecided') {
                    message = `undecided: ${figures}; ${routeShortfall(r, f.needs)}${notGating(f)}`;
                }
                else {
                    message = `deterministic: ${figures}`;
                }
                push(f, `route ${r.decision}`, message, [...figureLines(f.figures), ...needLines(f.needs)], `${r.call}, ${r.flips} of ${r.pairs} pairs flipped`);
                break;
            }
            case 'blindness': {
                const b = a.blindness;
                if (b === null)
                    break;
                push(f, 'probe blindness', `${b.blind ? 'blind' : 'not blind'}: the most common first decision holds ${formatPercent(b.skew, 1)} of ${b.inputs} inputs (blind at ${formatPercent(b.threshold)}); ${b.distinct} distinct decisions${notGating(f)}`, figureLines(f.figures));
                break;
            }
            case 'contract': {
                const c = a.contract;
                if (c === null)
                    break;
                push(f, 'decision contract', c.satisfied ? 'every required decision has cases and was returned' : c.advice, [
                    ...figureLines(f.figures, ['required']),
                    ...contractRows(a).map((r) => `route ${r.decision}: intended=${r.intended} observed=${r.observed} admissible=${r.admissible}${r.critical ? ' critical' : ''}`),
                    ...(c.unknownObserved.length > 0
                        ? [`unknownObserved=${c.unknownObserved.join(', ')}`]
                        : []),
                ]);
                break;
            }
            case 'contract-problem': {
                const p = CONTRACT_PROBLEM[f.subject];
                if (p === undefined)
                    break;
                const names = f.decisions ?? [];
                const critical = f.figures['critical'] ?? 0;
                const counted = f.subject === 'unknown-observed' ? undeclaredCounts(a, names) : null;
                push(f, `contract: ${p.name}`, `${p.text} ${counted === null ? listing(names, 8) : listing(counted.shown, 8)}${critical > 0 ? ` (${critical} critical)` : ''}`, [
                    `decisions=${names.join(', ')}`,
                    ...figureLines(f.figures),
                    ...(counted === null ? [] : [`cases=${counted.cases}`, ...counted.lines]),
                ], counted?.figure);
                break;
            }
            case 'relations': {
                const exercised = f.figures['exercised'];
                push(f, 'relation coverage', exercised === 0
                    ? 'no relation changed any input, so the relations tested nothing'
                    : `${exercised} changed inputs tested the relations`, figureLines(f.figures));
                break;
            }
            case 'relation': {
                const r = relationRows.get(f.subject);
                if (r === undefined)
                    break;
                const counts = `held ${r.held}, violated ${r.violated}, skipped ${r.skipped}, errors ${r.errors}`;
                let message;
                if (r.errors > 0)
                    message = `${r.errors} checks of this relation failed to run (${counts})`;
                else if (r.exercised === 0)
                    message = `tested nothing: the transform left every input unchanged (${counts})`;
                else if (r.violated > 0 && f.note === 'within-noise')
                    message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)}), ${noiseNote(r)}`;
                else if (r.violated > 0)
                    message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)})${f.inputs === undefined ? '' : `: ${listInputs(f.inputs)}`}${f.gates ? '' : '; the agent already flips on rerun, so judge this against the measured flip rate'}`;
                else
                    message = `held on all ${r.exercised} changed inputs (${counts})`;
                push(f, `relation ${r.name}`, message, [
                    ...figureLines(f.figures, ['exercised', 'violationRate']),
                    `violationRate=${r.violationRate ?? 'n/a'}`,
                ], `violated on ${r.violated} of ${r.exercised} changed inputs`);
                break;
            }
            case 'baseline': {
                const g = f.figures;
                // The candidate the gate writes and the approval it waits for (app/verdict.ts).
                const label = typeof g.label === 'string' ? g.label : '';
                if (g.status === 'candidate-written') {
                    push(f, 'baseline candidate', 'the evidence admits a baseline: a candidate was written for a maintainer to approve', figureLines(f.figures));
                    break;
                }
                if (g.status === 'no-approval' ||
                    g.status === 'approval-given' ||
                    g.status === 'approval-stale') {
                    const message = g.status === 'no-approval'
                        ? `no approval yet: a maintainer adds the label "${label}" to make the candidate the baseline`
                        : g.status === 'approval-stale'
                            ? `the label "${label}" was given before the latest push, so it approves an earlier commit; add it again to approve this candidate`
                            : `the label "${label}" is on the pull request: the promote job judges it and writes the baseline`;
                    push(f, 'baseline approval', message, figureLines(f.figures));
                    break;
                }
                const checked = Number(g.checked ?? 0);
                const changed = Number(g.changed ?? 0);
                const name = g.status === 'drift'
                    ? 'baseline drift'
                    : g.status === 'refused'
                        ? 'baseline not compared'
                        : 'baseline unchanged';
                let message;
                if (g.status === 'refused') {
                    message = `the evidence could not be compared with the approved baseline (${plural(Number(g.refusals ?? 0), 'refusal')})`;
                }
                else if (g.status === 'drift') {
                    const parts = [];
                    if (changed > 0)
                        parts.push(`${changed} of ${checked} inputs changed decision`);
                    if (g.unstable === true)
                        parts.push('the agent no longer repeats where the baseline did');
                    message = `drifted from the approved baseline: ${parts.join('; ')}`;
                }
                else {
                    message = `all ${checked} baseline inputs kept their approved decision`;
                }
                push(f, name, message, figureLines(f.figures));
                break;
            }
        }
    }
    return checks;
}
/**
 * How many cases returned each undeclared decision, of how many cases: a case
 * counts once, whichever of its draws returned it.
 */
function undeclaredCounts(a, names) {
    const c = a.contract;
    let cases = 0;
    for (const n of c?.intendedCounts.values() ?? [])
        cases += n;
    const of = (name) => Math.max(c?.observedCaseCounts.get(name) ?? 0, c?.observedCounts.get(name) ?? 0);
    const counts = names.map(of);
    const returned = counts.reduce((x, y) => x + y, 0);
    return {
        shown: names.map((n, i) => `${n} (${counts[i] ?? 0} of ${cases} cases)`),
        lines: names.map((n, i) => `casesReturned.${n}=${counts[i] ?? 0}`),
        cases,
        figure: names.length === 1
            ? `${counts[0] ?? 0} of ${cases} cases`
            : `${names.length} undeclared decisions, ${returned} case returns of ${cases} cases`,
    };
}
/** The agent's own error messages, distinct and counted, most frequent first. */
function distinctErrors(a, max = 5) {
    const counts = new Map();
    for (const e of a.errors)
        counts.set(e.message, (counts.get(e.message) ?? 0) + (e.count ?? 1));
    return [...counts.entries()]
        .map(([message, count]) => ({ message, count }))
        .sort((x, y) => y.count - x.count || (x.message < y.message ? -1 : x.message > y.message ? 1 : 0))
        .slice(0, max);
}
function errorDigest(a) {
    const list = distinctErrors(a);
    if (list.length === 0)
        return '';
    const distinct = new Set(a.errors.map((e) => e.message)).size;
    const shown = list.map((e) => `${e.count}x ${e.message.slice(0, 300)}`).join('; ');
    const reasons = describeFailureReasons(a.errors);
    return ` (${reasons === null ? '' : `${reasons}; `}${distinct === 1 ? 'the error' : `${distinct} distinct errors`}: ${shown}${distinct > list.length ? `; and ${distinct - list.length} more` : ''})`;
}
/**
 * The next steps: the Assessment's, then the ones it leaves implicit. When routes
 * flip, the quiet routes that are still undecided get no step of their own, yet
 * each needs a known number of agreeing pairs: zero-flip routes only (their
 * need is exact), one step per distinct need.
 */
function nextOf(a) {
    const steps = [...a.next];
    if (a.status !== 'stochastic' && a.status !== 'target-failed')
        return steps;
    const groups = new Map();
    for (const r of a.routes?.routes ?? []) {
        const needs = routeFinding(a, r.decision)?.needs ?? null;
        if (r.call !== 'undecided' || r.flips > 0 || needs === null)
            continue;
        if (needs.additional === null || needs.total === null || needs.additional <= 0)
            continue;
        const key = `${needs.additional}:${needs.total}:${needs.repeatsEach}:${r.epsilon}`;
        const g = groups.get(key);
        if (g)
            g.names.push(r.decision);
        else
            groups.set(key, { names: [r.decision], row: r, needs });
    }
    for (const { names, row, needs } of groups.values()) {
        const more = needs.additional;
        const perCase = needs.repeatsEach;
        const who = names.length === 1 ? `Route ${names[0]} has` : `Routes ${listing(names, 8)} have`;
        steps.push({
            code: 'collect-route-pairs',
            text: `${who} no flips but too few pairs to be decided at ${tolerance(row.epsilon)}: ${names.length === 1 ? 'it needs' : 'each needs'} ${more} more agreeing pairs (${needs.total} in all, about ${perCase} repeats per case).`,
            pairs: more,
            repeats: perCase,
        });
    }
    return steps;
}
function gateSummary(a) {
    const checks = checksOf(a);
    // The finding that names the status first, then those that say no, then the rest.
    const rank = (c) => (c.status === a.status ? 0 : c.exitCode);
    return {
        gating: checks.filter((c) => c.gates).sort((x, y) => rank(x) - rank(y)),
        cautions: checks.filter((c) => c.outcome === 'caution'),
    };
}
/**
 * Group checks of one group whose message is the same (five quiet routes that
 * each need 60 more agreeing pairs), in the order of their first member.
 */
function groupChecks(checks) {
    const groups = new Map();
    for (const c of checks) {
        const key = JSON.stringify([c.group, c.message]);
        const g = groups.get(key);
        if (g)
            g.push(c);
        else
            groups.set(key, [c]);
    }
    return [...groups.values()].map((list) => {
        const first = list[0];
        if (list.length === 1)
            return { name: first.name, message: first.message, checks: list };
        const prefix = first.group === 'routes' ? 'route ' : first.group === 'relations' ? 'relation ' : '';
        const subjects = list.map((c) => prefix !== '' && c.name.startsWith(prefix) ? c.name.slice(prefix.length) : c.name);
        const plural = prefix === '' ? '' : `${prefix.trim()}s `;
        return { name: `${plural}${listing(subjects, 8)}`, message: first.message, checks: list };
    });
}
/** How a gating check reads in a list: what it does to the run. */
function gateWord(c) {
    return c.exitCode === 1 ? 'says no (exit 1)' : 'is not enough evidence (exit 2)';
}
/** The heading of the list of gating checks. */
function gateHeading(a, count) {
    return count === 0
        ? `Nothing keeps this run from passing (exit ${a.exitCode})`
        : `What keeps this run from passing (${count}; exit ${a.exitCode})`;
}
/** The approval step, when the evidence admits a baseline. */
function approvalText(a, meta) {
    if (!a.next.some((n) => n.code === 'admit-baseline'))
        return null;
    return meta?.approvalLabel !== undefined
        ? `To admit it, a maintainer with write access adds the label "${meta.approvalLabel}" to a pull request whose head is the measured commit; the approval holds only for the commit it was given on.`
        : `To admit it: on the command line, ${CLI_COMMAND} snapshot --accept-reference with the same evidence; in the Action, the approval label on a pull request whose head is the measured commit.`;
}
/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
function settingLines(settings) {
    return Object.keys(settings)
        .sort()
        .map((k) => `${k}=${typeof settings[k] === 'string' ? settings[k] : JSON.stringify(settings[k])}`);
}
const list = (value) => Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
const number = (value) => (typeof value === 'number' ? value : null);
/**
 * How each recorded setting reads, in words; null leaves a default (or an
 * absent value) out. Keys not listed read as `key value`.
 */
const SETTING_PHRASES = {
    command: () => null,
    epsilon: (v) => (number(v) === null ? null : `tolerance ${tolerance(v)}`),
    precision: (v) => `precision ${String(v)}`,
    blindnessThreshold: (v) => number(v) === null ? null : `blind at ${formatPercent(v)} of inputs`,
    layer: (v) => `layer ${String(v)}`,
    k: (v) => (number(v) === null ? null : `${String(v)} repeats per input`),
    kRaised: (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0
        ? `k raised by the stability targets on ${Object.entries(v)
            .map(([route, repeats]) => `${route} (${String(repeats)} repeats per input)`)
            .join(', ')}`
        : null,
    budget: (v) => (number(v) === null ? null : `budget ${String(v)} calls`),
    relations: (v) => Array.isArray(v) ? (v.length === 0 ? 'no relations' : `relations ${list(v)}`) : null,
    reuse: (v) => (v === false ? 'no call reuse' : null),
    meter: (v) => (v === false ? 'meter left out' : null),
    blindness: (v) => (v === false ? 'blindness check left out' : null),
    sequential: (v) => (v === true ? 'sequential' : null),
    curtail: (v) => (v === true ? 'curtailed' : null),
    maxWorkers: (v) => (number(v) !== null && v > 1 ? `${String(v)} workers` : null),
    parallelRepeats: (v) => (v === true ? 'repeats in parallel' : null),
    timeoutMs: (v) => (number(v) === null ? null : `timeout ${v / 1000}s per call`),
    ratePerSecond: (v) => (number(v) === null ? null : `at most ${String(v)} calls per second`),
    errorPolicy: (v) => (v === 'raise' ? 'stop at the first failed call' : null),
    agent: (v) => `${String(v)} agent`,
    seeds: (v) => `inputs from ${String(v)}`,
    evidence: (v) => (Array.isArray(v) && v.length === 0 ? null : `evidence from ${list(v)}`),
    suite: (v) => `suite ${String(v)}`,
};
/**
 * The routes a given k was raised on by the suite's stability targets, in words
 * (`k raised by the stability targets on a (70 repeats per input)`), or null when
 * the settings record none: every report says it, never a silent raise.
 */
function kRaisedText(settings) {
    const phrase = SETTING_PHRASES['kRaised'];
    return phrase === undefined || !Object.hasOwn(settings, 'kRaised')
        ? null
        : phrase(settings['kRaised']);
}
/**
 * The settings as a person reads them (`tolerance 5%`, `suite payments.json`),
 * in the order they were recorded, defaults and empty values left out: raw
 * text, which each format escapes. The JSON report and JUnit keep the raw keys.
 */
function readableSettings(settings) {
    const out = [];
    for (const [key, value] of Object.entries(settings)) {
        if (value === null || value === undefined)
            continue;
        // Own keys only: a setting named `__proto__` or `constructor` is just a name.
        const phrase = Object.hasOwn(SETTING_PHRASES, key) ? SETTING_PHRASES[key] : undefined;
        const text = phrase === undefined
            ? `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`
            : phrase(value);
        if (text !== null)
            out.push(text);
    }
    return out;
}
/** The header of the route table in the plain table formats (text, HTML). */
const ROUTE_HEADER = ['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call'];
/** One route's cells; `label` escapes the route name for the format. */
function routeCells(r, label) {
    return [
        label(r.decision),
        String(r.cases),
        String(r.pairs),
        String(r.flips),
        interval(r.ciLow, r.ciHigh),
        r.targeted ? tolerance(r.epsilon) : '',
        r.call,
    ];
}
/** The header of the relation table in every format. */
const RELATION_HEADER = [
    'relation',
    'type',
    'held',
    'violated',
    'skipped',
    'errors',
    'violation rate',
];
/** One relation's cells; `label` escapes the relation name for the format. */
function relationCells(r, label) {
    return [
        label(r.name),
        r.type,
        String(r.held),
        String(r.violated),
        String(r.skipped),
        String(r.errors),
        relationRate(r),
    ];
}
/**
 * What every report says first when evidence collected against a decision suite
 * was assessed without it on request (`--without-suite`): its contract was not
 * applied, so no required decision, target or allowed label was checked. Null
 * when the suite's contract applied (or the evidence records none).
 */
function suiteNotAppliedNote(meta) {
    const digest = meta?.suiteNotApplied;
    if (digest === undefined)
        return null;
    return `CONTRACT NOT APPLIED: this evidence was collected against the decision suite ${digest.slice(0, 12)} (sha256 ${digest}), but it was assessed without that suite on request (--without-suite), so its contract (required and allowed decisions, stability targets) was not checked`;
}

export { exitCodeFor as $, AllocationDraws as A, certifiesBy as B, classify as C, DEFAULT_ALPHA as D, EarlyRejectionWatch as E, FINDING_NOTES as F, clopperPearson as G, HEADLINE_CATEGORIES as H, INPUT_EXCERPT_MAX as I, countSeries as J, KeyInterner as K, coverageName as L, MAX_ALLOCATION_INPUTS as M, NAMED_INPUTS_SHOWN as N, decide as O, PRECISIONS as P, decideEarlyRejection as Q, RELATION_TYPES as R, STATUSES as S, decideSequentially as T, describeFailureReasons as U, exactCall as V, exactCertifies as W, exactPairsToCertify as X, exactZeroFlipPairs as Y, Z95 as Z, excerptOf as _, DEFAULT_BLINDNESS_THRESHOLD as a, gateHeading as a$, failureReasonCounts as a0, fisherGreater as a1, flipPairsOf as a2, flipsToReject as a3, formatPercent as a4, formatRate as a5, headlineFor as a6, inputName as a7, intervalBy as a8, isLook as a9, scoreBlindnessKeys as aA, scoreKeyedSeries as aB, scoreSeries as aC, sequentialCallAt as aD, smallestUpperTailAtMost as aE, snapshotPrecheck as aF, stratifiedGreater as aG, stratify as aH, summariseOutcomes as aI, summariseRelations as aJ, validateAlpha as aK, validateEpsilon as aL, validateSeed as aM, validateThreshold as aN, validateZ as aO, violationsCount as aP, wilson as aQ, tolerance as aR, suiteNotAppliedNote as aS, checksOf as aT, interval as aU, decidedByText as aV, allocationText as aW, settingLines as aX, nextOf as aY, kRaisedText as aZ, gateSummary as a_, isMethod as aa, isPrecision as ab, isolationCaveat as ac, judgeAgainstNoise as ad, largestLowerTailAtMost as ae, listInputs as af, listing as ag, logBinomialAtLeast as ah, logBinomialAtMost as ai, logBinomialPmf as aj, logChoose as ak, logFactorial as al, logMixtureRatio as am, namedInputs as an, nextSteps as ao, pairsForDeterministicCall as ap, pairsNeeded as aq, planEarlyRejection as ar, planRepeats as as, planSequential as at, rejectionLevel as au, rejects as av, relationCoverageByRoute as aw, resolveEpsilon as ax, roundHalfEven as ay, scoreBlindness as az, DEFAULT_METHOD as b, gateWord as b0, groupChecks as b1, intervalName as b2, ROUTE_HEADER as b3, routeCells as b4, contractRows as b5, RELATION_HEADER as b6, relationCells as b7, approvalText as b8, capitalise as b9, readableSettings as ba, DEFAULT_PRECISION as c, MAX_EXACT_PAIRS as d, MAX_NOISE_PAIRS as e, MAX_PAIRS as f, MAX_PLANNED_PAIRS as g, MAX_SEED as h, MAX_SEQUENTIAL_LOOKS as i, MAX_SEQUENTIAL_PAIRS as j, METHODS as k, NOISE_LEVEL as l, RUN_STATUSES as m, SeriesSharer as n, Sfc32 as o, plural as p, allocationDraws as q, assess as r, assessDecisionCoverage as s, bestCaseAdmission as t, binomialAtLeast as u, binomialAtMost as v, cachedReplaysOf as w, cachedRowsOf as x, callBy as y, ceilDiv as z };
