import { c as comparisonKey, E as EMPTY_KEY, n as keyOfTools, m as keyOfReason, k as keyLabel, p as keyValue, j as keyOfLabel, x as parseAgentSpec, y as moduleLoadRefusal } from './module.js';
import { R as Refusal, C as CLI_COMMAND, d as describeThrown, L as LAYERS, I as ISOLATIONS } from './types.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { I as IMPORT_KINDS, l as agentsOf, m as recordedOf, p as parseShardText, M as MAX_SHARDS, P as PRECISIONS$1, E as ERROR_POLICIES, n as METHOD_NAMES, A as ALLOCATIONS } from './settings.js';

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
function whole$1(value, where) {
    if (!Number.isSafeInteger(value) || value < 0) {
        throw new Refusal('stats.count', `expected a whole number >= 0, got ${String(value)}`, where);
    }
}
/**
 * One-sided p-value that the first group (v of m) disagrees more often than the
 * second (f of n).
 */
function fisherGreater(v, m, f, n) {
    whole$1(v, 'violations');
    whole$1(m, 'relationPairs');
    whole$1(f, 'flips');
    whole$1(n, 'pairs');
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
        whole$1(s.violations, where);
        whole$1(s.relationPairs, where);
        whole$1(s.flips, where);
        whole$1(s.pairs, where);
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

/**
 * Compare two strings by Unicode code point, as Python's sort does. JavaScript's
 * default comparison uses UTF-16 code units, which orders characters above U+FFFF
 * before U+E000–U+FFFF; this does not.
 */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs === ys)
            return x - y;
        // A surrogate starts an astral code point (U+10000 and above): it sorts after every BMP character.
        return xs ? 1 : -1;
    }
    return a.length - b.length;
}
function sortedByCodePoint(values) {
    return [...values].sort(compareCodePoints);
}

/**
 * The built-in input transforms. Each is a pure string → string function whose
 * Unicode behaviour matches the reference (Python's tables): see
 * reference-spec.md §6.2.
 */
/**
 * Python's whitespace (`str.isspace`, and `\s` in its `re` module). JavaScript's
 * `\s` and `trim()` differ: they include U+FEFF and leave out U+001C–U+001F and
 * U+0085, so the class is spelled out.
 */
const PY_SPACE_CLASS = '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A' +
    '\\u2028\\u2029\\u202F\\u205F\\u3000';
const SPACE_RUN = new RegExp(`[${PY_SPACE_CLASS}]+`, 'gu');
const ONE_SPACE = new RegExp(`^[${PY_SPACE_CLASS}]$`, 'u');
const NON_SPACING_MARK = /\p{Mn}/gu;
const LETTER = /\p{L}/gu;
const UPPERCASE = /^\p{Uppercase}$/u;
const LOWERCASE = /^\p{Lowercase}$/u;
/** True when `ch` (one code point) is whitespace in Python's sense. */
function isPythonSpace(ch) {
    return ONE_SPACE.test(ch);
}
/**
 * Normalise: canonical decomposition (NFD), drop every non-spacing mark
 * (General Category Mn), collapse each run of whitespace to one space, trim.
 * `café` → `cafe`; Hangul syllables become conjoining jamo; U+FE0F is dropped
 * while U+20E3, skin-tone modifiers and ZWJ stay; U+FEFF and U+200B are not
 * whitespace and stay.
 */
function normaliseText(text) {
    const collapsed = text.normalize('NFD').replace(NON_SPACING_MARK, '').replace(SPACE_RUN, ' ');
    // After collapsing, any leading or trailing whitespace is a single U+0020.
    const start = collapsed.startsWith(' ') ? 1 : 0;
    const end = collapsed.length > start && collapsed.endsWith(' ') ? collapsed.length - 1 : collapsed.length;
    return start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end);
}
/** Swapped forms already worked out; letters are few, so this stays small. */
const SWAPPED = new Map();
function swapLetter(letter) {
    let swapped = SWAPPED.get(letter);
    if (swapped === undefined) {
        // One code point at a time, so no context applies: Σ → σ (never ς).
        if (UPPERCASE.test(letter))
            swapped = letter.toLowerCase();
        else if (LOWERCASE.test(letter))
            swapped = letter.toUpperCase();
        else
            swapped = letter; // title case (ǅ) and caseless letters stay
        SWAPPED.set(letter, swapped);
    }
    return swapped;
}
/**
 * Swap case per code point: a letter with the Uppercase property takes its full
 * lowercase mapping, else one with the Lowercase property its full uppercase
 * mapping; other letters and all non-letters are unchanged. `ß` → `SS`,
 * `ﬁ` → `FI`, `İ` → `i̇`, `ſ` → `S`, KELVIN SIGN → `k`.
 */
function swapCaseText(text) {
    return text.replace(LETTER, swapLetter);
}
/** Pad: a newline before and two spaces after. Changes every input, even "". */
function padWhitespaceText(text) {
    return `\n${text}  `;
}
/** Tool-selection probes reuse the normalise transform. */
const toolSelectionText = normaliseText;

const RELATION_TYPES = ['invariant', 'monotone', 'directional'];

function isRelationType(value) {
    return typeof value === 'string' && RELATION_TYPES.includes(value);
}
/**
 * Validate a relation before any call is made: a name that is not blank, a type
 * from the closed set, and functions for transform and check.
 */
function defineRelation(spec, where = 'relation') {
    if (spec === null || typeof spec !== 'object') {
        throw new Refusal('relation.not-object', 'a relation must be an object', where);
    }
    const { name, type, transform, check, description } = spec;
    if (typeof name !== 'string' || name.trim().length === 0) {
        throw new Refusal('relation.name', 'a relation needs a name that is a non-empty string (not only whitespace)', `${where}.name`);
    }
    const place = `${where} '${name}'`;
    if (!isRelationType(type)) {
        throw new Refusal('relation.type', `unknown relation type ${JSON.stringify(type)}; expected one of ${RELATION_TYPES.join(', ')}`, `${place}.type`);
    }
    if (typeof transform !== 'function') {
        throw new Refusal('relation.transform', 'transform must be a function from the input string to the follow-up string', `${place}.transform`);
    }
    if (typeof check !== 'function') {
        throw new Refusal('relation.check', 'check must be a function of (source, followup) observations returning true when the relation held', `${place}.check`);
    }
    if (description !== undefined && typeof description !== 'string') {
        throw new Refusal('relation.description', 'description must be a string when given', `${place}.description`);
    }
    const relation = {
        name,
        type,
        transform: transform,
        check: check,
        ...(description === undefined ? {} : { description }),
    };
    return Object.freeze(relation);
}
// ---------------------------------------------------------------------------
// Checks.
// ---------------------------------------------------------------------------
/** The decisions agree: equal comparison keys on the verdict layer. */
function verdictEqual(source, followup) {
    return comparisonKey(source, 'verdict') === comparisonKey(followup, 'verdict');
}
/** The tool paths agree element by element (order matters; two empty paths agree). */
function toolsEqual(source, followup) {
    const a = source.tools;
    const b = followup.tools;
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++) {
        if (a[i] !== b[i])
            return false;
    }
    return true;
}
// ---------------------------------------------------------------------------
// The built-in catalogue (order matters for reports).
// ---------------------------------------------------------------------------
const BUILTIN_RELATIONS = Object.freeze([
    defineRelation({
        name: 'normalisation-invariance',
        type: 'invariant',
        transform: normaliseText,
        check: verdictEqual,
        description: 'Removing accents and other non-spacing marks and tidying whitespace should leave the decision as it was.',
    }),
    defineRelation({
        name: 'case-invariance',
        type: 'invariant',
        transform: swapCaseText,
        check: verdictEqual,
        description: 'Swapping upper and lower case letters should leave the decision as it was.',
    }),
    defineRelation({
        name: 'whitespace-invariance',
        type: 'invariant',
        transform: padWhitespaceText,
        check: verdictEqual,
        description: 'A leading newline and two trailing spaces around the input should leave the decision as it was.',
    }),
    defineRelation({
        name: 'tool-selection-invariance',
        type: 'invariant',
        transform: toolSelectionText,
        check: toolsEqual,
        description: 'The normalised input (accents removed, whitespace tidied) should lead to the same tools, in the same order.',
    }),
]);
const BUILTIN_RELATION_NAMES = Object.freeze(BUILTIN_RELATIONS.map((r) => r.name));
/** The built-in relation of that name, or undefined. */
function builtinRelation(name) {
    return BUILTIN_RELATIONS.find((r) => r.name === name);
}
const INVARIANCE = '-invariance';
/** The short names of the built-ins, in catalogue order: each name without `-invariance`. */
const BUILTIN_RELATION_SHORT_NAMES = Object.freeze(BUILTIN_RELATION_NAMES.map((n) => (n.endsWith(INVARIANCE) ? n.slice(0, -INVARIANCE.length) : n)));
/**
 * The built-in relation a person named: by its full name (`case-invariance`) or
 * its short one (`case`), in any letter case; undefined for any other name.
 */
function builtinRelationNamed(name) {
    const wanted = name.trim().toLowerCase();
    return BUILTIN_RELATIONS.find((r) => r.name === wanted || r.name === `${wanted}${INVARIANCE}`);
}
/**
 * Transform one input. An unchanged follow-up (exact string equality) means the
 * relation is skipped for this input: it is never counted as held. A transform
 * that returns something other than a string is refused.
 */
function applyRelation(relation, input) {
    const followup = relation.transform(input);
    if (typeof followup !== 'string') {
        throw new Refusal('relation.transform-result', `the transform returned ${followup === null ? 'null' : typeof followup}, expected a string`, `relation '${relation.name}'`);
    }
    return { followup, changed: followup !== input };
}
/**
 * Judge a follow-up against its source with the relation's check. A check that
 * returns something other than a boolean is refused rather than read as truthy.
 */
function judgeRelation(relation, source, followup) {
    const held = relation.check(source, followup);
    if (typeof held !== 'boolean') {
        throw new Refusal('relation.check-result', `the check returned ${held === null ? 'null' : typeof held}, expected true or false`, `relation '${relation.name}'`);
    }
    return held ? 'held' : 'violated';
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

/** Every finding note, for schemas and readers. */
const FINDING_NOTES = [
    'no-target',
    'route-flips',
    'not-measured',
    'unchanged',
    'within-noise',
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
            outcome: b.blind ? 'failed' : 'passed',
            gates: b.blind,
            status: b.blind ? 'blind' : null,
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

/** The version string of our baseline file (DESIGN.md §5). */
const BASELINE_SCHEMA = 'agentverity-action/baseline@1';
const BASELINE_SCHEMA_PREFIX = 'agentverity-action/baseline@';

/**
 * Baseline admission (reference-spec §16.1, with our additions): a list of
 * rules kept as data, each with a stable code, a plain title and a test. The
 * test returns the reason it refuses, or null. `admit` runs every rule and
 * returns all that fail, in the reference's order, so that a reviewer sees every
 * reason at once.
 */
const ADMISSION_CODES = [
    'admission.incomplete',
    'admission.meter-off',
    'admission.route-stochastic',
    'admission.targeted-undecided',
    'admission.pooled-not-deterministic',
    'admission.meter-inputs',
    'admission.contract',
    'admission.blindness-off',
    'admission.blindness-inputs',
    'admission.blind',
    'admission.missing-observation',
    'admission.duplicate-inputs',
    'admission.shared-session',
    'admission.not-approved',
];
function pct(x) {
    return formatPercent(x, x * 100 >= 1 || x === 0 ? 0 : 1);
}
/**
 * Why the pooled call is not deterministic and what would change that
 * (reference-spec §16.2). Stochastic: the flips said so. Otherwise: the pairs a
 * run at the observed rate would need, as repeats per input; or, when no count
 * can certify at that rate, what tolerance could.
 */
function underpoweredMessage(m) {
    const eps = pct(m.epsilon);
    if (m.call === 'stochastic') {
        return `the decisions change too often to pin down: ${m.flips} of ${plural(m.pairs, 'disjoint pair')} disagreed, and even the low end of the 95% interval is above the tolerance of ${eps}`;
    }
    const rate = m.pairs === 0 ? 0 : m.flips / m.pairs;
    const method = m.method ?? 'wilson';
    const needed = pairsForDeterministicCall(m.epsilon, { flipRate: rate, method });
    const seen = `${m.flips} of ${plural(m.pairs, 'disjoint pair')} disagreed, which does not yet show the rate is below ${eps}`;
    if (needed === null) {
        const wider = m.epsilon * 5;
        const alternative = wider < 1 ? pairsForDeterministicCall(wider, { flipRate: rate, method }) : null;
        return (`${seen}; at the observed rate (${formatPercent(rate, 1)}) no number of pairs can bring the upper bound under ${eps}, so more repeats will not help` +
            (alternative !== null
                ? `; a tolerance of ${pct(wider)} would need about ${alternative} pairs at this rate`
                : `; only a tolerance above the observed rate could be certified`));
    }
    const perInput = ceilDiv(needed, Math.max(1, m.inputs));
    return `${seen}; at the observed rate about ${needed} disjoint pairs are needed: collect at least ${2 * perInput} repeats per input (about ${m.inputs * 2 * perInput} calls for ${plural(m.inputs, 'input')})`;
}
/** What would certify a route: more agreeing pairs, or (after a flip) the count at its rate. */
function routeNeed(r) {
    const eps = pct(r.epsilon);
    const need = pairsNeeded(r.flips, r.pairs, r.epsilon, r.cases, r.method);
    if (r.flips === 0) {
        if (need.additional === null)
            return '';
        const more = Math.max(1, need.additional);
        return `; ${more} more agreeing ${more === 1 ? 'pair' : 'pairs'} needed at ${eps}`;
    }
    const persist = need.atObservedRate ?? null;
    return persist === null
        ? `; at that rate no number of pairs certifies ${eps}`
        : `; at that rate about ${Math.max(1, persist - r.pairs)} more pairs needed at ${eps}`;
}
function routeFigures(a, names, withNeed) {
    const rows = a.routes?.routes ?? [];
    return listing(names.map((name) => {
        const r = rows.find((x) => x.decision === name);
        if (r === undefined)
            return name;
        return `${name} (${r.flips}/${r.pairs} pairs flipped${withNeed ? routeNeed(r) : ''})`;
    }), 8);
}
function completedPerCase(evidence) {
    return evidence.cases.map((c) => c.observations.filter((o) => o.error === undefined).length);
}
/** The admission rules, in the order the reference checks them (approval last). */
const ADMISSION_RULES = [
    {
        code: 'admission.incomplete',
        requirement: 'every call completed and collection ran to the end',
        approval: false,
        test: ({ assessment: a, evidence }) => {
            if (a.complete)
                return null;
            if (a.errorCount > 0) {
                return `${a.errorCount} of ${plural(a.calls.total, 'call')} failed; a baseline is admitted only from evidence in which every call completed`;
            }
            return `collection stopped before it finished${evidence.stopReason ? ` (${evidence.stopReason})` : ''}; a baseline needs the whole run`;
        },
    },
    {
        code: 'admission.meter-off',
        requirement: 'repeatability was measured',
        approval: false,
        test: ({ assessment: a }) => a.meter === null
            ? 'no repeatability was measured: no input has two completed calls to form a pair'
            : null,
    },
    {
        code: 'admission.route-stochastic',
        requirement: 'no route changes decision above its tolerance',
        approval: false,
        test: ({ assessment: a }) => {
            const names = a.routes?.stochastic ?? [];
            if (names.length === 0)
                return null;
            return `${names.length === 1 ? 'a route changes' : 'routes change'} decision above the tolerance: ${routeFigures(a, names, false)}; a baseline would pin a decision that does not repeat`;
        },
    },
    {
        code: 'admission.targeted-undecided',
        requirement: 'every route with a stability target is certified at its target',
        approval: false,
        test: ({ assessment: a }) => {
            const names = a.routes?.targetedUndecided ?? [];
            if (names.length === 0)
                return null;
            return `${names.length === 1 ? 'a route with a stability target is' : 'routes with stability targets are'} not certified yet: ${routeFigures(a, names, true)}`;
        },
    },
    {
        code: 'admission.pooled-not-deterministic',
        requirement: 'the pooled call is deterministic at the tolerance',
        approval: false,
        test: ({ assessment: a }) => {
            const m = a.meter;
            if (m === null || m.call === 'deterministic')
                return null;
            return underpoweredMessage({
                flips: m.flips,
                pairs: m.pairs,
                inputs: m.inputs,
                call: m.call,
                epsilon: a.epsilon,
                method: m.method,
            });
        },
    },
    {
        code: 'admission.meter-inputs',
        requirement: 'the meter scored every requested input',
        approval: false,
        test: ({ assessment: a, requestedInputs }) => a.meter !== null && a.meter.inputs !== requestedInputs
            ? `the meter scored ${a.meter.inputs} of ${plural(requestedInputs, 'requested input')}; every input needs a pair of completed calls`
            : null,
    },
    {
        code: 'admission.contract',
        requirement: 'the decision contract, when there is one, is satisfied',
        approval: false,
        test: ({ assessment: a }) => a.contract !== null && !a.contract.satisfied
            ? `the decision contract is not satisfied: ${a.contract.advice}`
            : null,
    },
    {
        code: 'admission.blindness-off',
        requirement: 'the spread of decisions over the probes was measured',
        approval: false,
        test: ({ assessment: a }) => a.blindness === null
            ? 'the spread of decisions over the probes was not measured: no input has a completed call'
            : null,
    },
    {
        code: 'admission.blindness-inputs',
        requirement: 'the spread was measured over every requested input',
        approval: false,
        test: ({ assessment: a, requestedInputs }) => a.blindness !== null && a.blindness.inputs !== requestedInputs
            ? `the spread of decisions covers ${a.blindness.inputs} of ${plural(requestedInputs, 'requested input')}`
            : null,
    },
    {
        code: 'admission.blind',
        requirement: 'the probes are not blind (they reach more than one decision)',
        approval: false,
        test: ({ assessment: a }) => {
            const b = a.blindness;
            if (b === null || !b.blind)
                return null;
            return `the probes are blind: "${keyLabel(b.majority)}" is the answer for ${pct(b.skew)} of ${plural(b.inputs, 'input')} (blind at ${pct(b.threshold)}), so a baseline of them could not notice a changed decision`;
        },
    },
    {
        code: 'admission.missing-observation',
        requirement: 'every input has a completed call to take its decision from',
        approval: false,
        test: ({ evidence }) => {
            const empty = completedPerCase(evidence)
                .map((n, i) => ({ n, i }))
                .filter((x) => x.n === 0)
                .map((x) => `cases[${x.i}]`);
            return empty.length === 0
                ? null
                : `${plural(empty.length, 'input')} ${empty.length === 1 ? 'has' : 'have'} no completed call to take a decision from: ${listing(empty, 10)}`;
        },
    },
    {
        code: 'admission.duplicate-inputs',
        requirement: 'each input appears once',
        approval: false,
        test: ({ evidence }) => {
            const seen = new Set();
            const twice = new Set();
            for (const c of evidence.cases) {
                if (seen.has(c.fingerprint))
                    twice.add(c.fingerprint);
                seen.add(c.fingerprint);
            }
            return twice.size === 0
                ? null
                : `${plural(twice.size, 'input')} ${twice.size === 1 ? 'appears' : 'appear'} more than once (fingerprints ${listing([...twice].map((f) => f.slice(0, 12)), 10)}); a baseline holds one decision per input, so merge their series first`;
        },
    },
    {
        code: 'admission.shared-session',
        requirement: 'the repeats were isolated (not one shared session)',
        approval: false,
        test: ({ evidence }) => evidence.isolation === 'shared-session'
            ? 'the repeats shared one session, so they are not independent and the interval is narrower than the evidence supports; only fresh-session, fresh-instance or unknown isolation can admit a baseline'
            : null,
    },
    {
        code: 'admission.not-approved',
        requirement: 'a person approved the baseline explicitly',
        approval: true,
        test: ({ approved }) => approved
            ? null
            : 'nobody approved it: repeating a decision is not the same as the decision being right, so a person must accept these decisions as the reference (with the snapshot command, or the approval label on the pull request)',
    },
];
/** Run every admission rule and return all that fail, in rule order. */
function admit(assessment, evidence, options) {
    const context = {
        assessment,
        evidence,
        approved: options.approved,
        requestedInputs: options.requestedInputs ?? evidence.cases.length,
    };
    const refusals = [];
    let supported = true;
    for (const rule of ADMISSION_RULES) {
        const reason = rule.test(context);
        if (reason === null)
            continue;
        refusals.push({ code: rule.code, reason });
        if (!rule.approval)
            supported = false;
    }
    return { admitted: refusals.length === 0, supported, refusals };
}
/** The refusal code of the pre-check (reference-spec §16.3). */
const PRECHECK_CODE = 'admission.infeasible';
/**
 * Before any call: can `k` repeats of `inputs` inputs certify epsilon even if no
 * pair ever flips? Without a k (null or undefined), k is planned as a run plans
 * it (from the tolerance, capped by the budget) and that plan is checked.
 * Returns the refusal, or null when the plan is feasible.
 */
function precheckSnapshot(inputs, k, epsilon, options = {}) {
    validateEpsilon(epsilon);
    const budget = options.budget ?? null;
    const method = options.method ?? 'wilson';
    const planned = k === null || k === undefined;
    const repeats = planned ? planRepeats(inputs, epsilon, budget, method) : k;
    const p = snapshotPrecheck(inputs, repeats, epsilon, method);
    if (!p.refused)
        return null;
    const eps = pct(epsilon);
    if (p.bestCase === null) {
        return {
            code: PRECHECK_CODE,
            reason: `no practical number of pairs certifies a tolerance of ${eps}; choose a larger tolerance`,
            setting: 'epsilon',
            data: { suggestedK: null, calls: null },
        };
    }
    const suggestedK = p.suggestedK ?? null;
    const calls = suggestedK === null ? null : inputs * suggestedK;
    const shortfall = `${plural(p.available, 'disjoint pair')}, but even with no flip at all ${p.bestCase} are needed to certify ${eps}`;
    if (planned) {
        // planRepeats reaches the best case unless the budget caps it.
        return {
            code: PRECHECK_CODE,
            reason: `with k planned as a run plans it, a budget of ${plural(budget ?? 0, 'call')} allows ${repeats} repeats of ${plural(inputs, 'input')}: ${shortfall}: ${calls === null ? 'raise the budget' : `raise the budget to ${calls} calls or more (k = ${suggestedK})`}, or give more inputs`,
            setting: 'budget',
            data: { suggestedK, calls },
        };
    }
    return {
        code: PRECHECK_CODE,
        reason: `${plural(inputs, 'input')} at ${k} repeats give ${shortfall}: ${suggestedK === null ? 'raise k' : `raise k to ${suggestedK} or more (about ${calls} calls)`}, or give more inputs`,
        setting: 'k',
        data: { suggestedK, calls },
    };
}

/** A stored decision → the comparison key it stands for (equal keys = same decision). */
function keyOfBaselineDecision(d) {
    if (typeof d === 'string')
        return keyOfLabel(d);
    if ('noDecision' in d)
        return keyOfReason(d.noDecision);
    return keyOfTools(d.tools);
}
/** A comparison key → the decision a baseline stores for it. */
function baselineDecisionOfKey(key) {
    const v = keyValue(key);
    if (typeof v === 'string')
        return v;
    if (Array.isArray(v))
        return { tools: [...v] };
    const outcome = v;
    return outcome.kind === 'decision' ? outcome.label : { noDecision: outcome.reason };
}
/** A plain, human label for a stored decision. */
function describeDecision(d) {
    if (typeof d === 'string')
        return d === '' ? '(empty answer)' : d;
    if ('noDecision' in d)
        return `no decision: ${d.noDecision}`;
    return d.tools.length === 0 ? '(no tools)' : d.tools.join(' > ');
}
/**
 * The decision a baseline approves for one input: the most common key over its
 * completed calls, the first seen winning a tie (reference-defects §8; the
 * reference stores the first observation). Null when no call completed.
 */
function approvedDecision(c, layer, interner = new KeyInterner()) {
    const counts = new Map();
    let observations = 0;
    for (const o of c.observations) {
        if (o.error !== undefined)
            continue;
        observations++;
        const key = interner.of(o, layer);
        counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let best = null;
    let bestCount = 0;
    // Map order is first insertion, so a strict '>' keeps the first seen on a tie.
    for (const [key, count] of counts) {
        if (count > bestCount) {
            best = key;
            bestCount = count;
        }
    }
    return best === null ? null : { key: best, count: bestCount, observations };
}
/** The baseline entries of evidence: one per case, in input order. */
function baselineEntries(evidence) {
    const interner = new KeyInterner();
    return evidence.cases.map((c, i) => {
        const approved = approvedDecision(c, evidence.layer, interner);
        if (approved === null) {
            throw new Refusal('admission.missing-observation', 'this input has no completed call to take a decision from', `cases[${i}]`);
        }
        return {
            fingerprint: c.fingerprint,
            ...(c.expected !== undefined ? { intended: c.expected } : {}),
            decision: baselineDecisionOfKey(approved.key),
            count: approved.count,
            observations: approved.observations,
        };
    });
}
/** Thrown when the evidence cannot support a baseline; `refusals` lists every reason. */
class AdmissionRefused extends Refusal {
    admission;
    constructor(admission) {
        const lines = admission.refusals.map((r) => `  - [${r.code}] ${r.reason}`);
        super('admission.refused', `the evidence cannot be admitted as a baseline (${admission.refusals.length} ${admission.refusals.length === 1 ? 'reason' : 'reasons'}):\n${lines.join('\n')}`);
        this.admission = admission;
    }
}
/**
 * Admit and build a baseline (or, with a null approval, a candidate). Throws
 * `AdmissionRefused` listing every failing rule when the evidence does not
 * support a baseline; approval is the only rule a candidate may fail.
 */
function buildBaseline(input) {
    const { assessment: a, evidence } = input;
    const admission = admit(a, evidence, {
        approved: input.approval !== null,
        ...(input.requestedInputs !== undefined ? { requestedInputs: input.requestedInputs } : {}),
    });
    if (!admission.supported)
        throw new AdmissionRefused(admission);
    const meter = a.meter;
    const blindness = a.blindness;
    if (meter === null || blindness === null || meter.call !== 'deterministic') {
        // The rules refuse these; kept as a guard for the types.
        throw new AdmissionRefused(admission);
    }
    const admissionFacts = {
        inputs: meter.inputs,
        pairs: meter.pairs,
        flips: meter.flips,
        ciHigh: meter.ciHigh,
        call: 'deterministic',
        blindnessSkew: blindness.skew,
        blindnessDistinct: blindness.distinct,
        routes: (a.routes?.routes ?? []).map((r) => ({
            decision: r.decision,
            pairs: r.pairs,
            flips: r.flips,
            ciHigh: r.ciHigh,
            epsilon: r.epsilon,
            targeted: r.targeted,
            call: r.call === 'deterministic' ? 'deterministic' : 'undecided',
        })),
    };
    return {
        schema: BASELINE_SCHEMA,
        tool: { name: input.tool.name, version: input.tool.version },
        createdAt: input.createdAt,
        layer: a.layer,
        epsilon: a.epsilon,
        blindnessThreshold: blindness.threshold,
        isolation: evidence.isolation,
        evidenceDigest: input.evidenceDigest,
        suite: input.suiteDigest == null ? null : { digest: input.suiteDigest },
        admission: admissionFacts,
        approval: input.approval,
        entries: baselineEntries(evidence),
    };
}
/** A candidate approved: the same baseline with its approval provenance filled in. */
function approveCandidate(candidate, approval) {
    if (candidate.approval !== null) {
        throw new Refusal('baseline.already-approved', 'this baseline is already approved', 'approval');
    }
    return { ...candidate, approval };
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
    baseline: 'evidence',
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
    const push = (f, name, message, figures) => checks.push({
        id: f.id,
        group: GROUP[f.kind],
        name,
        outcome: f.outcome,
        gates: f.gates,
        exitCode: f.exitCode,
        status: f.status,
        message,
        figures,
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
                ]);
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
                push(f, `route ${r.decision}`, message, [...figureLines(f.figures), ...needLines(f.needs)]);
                break;
            }
            case 'blindness': {
                const b = a.blindness;
                if (b === null)
                    break;
                push(f, 'probe blindness', `${b.blind ? 'blind' : 'not blind'}: the most common first decision holds ${formatPercent(b.skew, 1)} of ${b.inputs} inputs (blind at ${formatPercent(b.threshold)}); ${b.distinct} distinct decisions`, figureLines(f.figures));
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
                push(f, `contract: ${p.name}`, `${p.text} ${listing(names, 8)}${critical > 0 ? ` (${critical} critical)` : ''}`, [`decisions=${names.join(', ')}`, ...figureLines(f.figures)]);
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
                ]);
                break;
            }
        }
    }
    return checks;
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
    return ` (${distinct === 1 ? 'the error' : `${distinct} distinct errors`}: ${shown}${distinct > list.length ? `; and ${distinct - list.length} more` : ''})`;
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
const list$1 = (value) => Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
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
    budget: (v) => (number(v) === null ? null : `budget ${String(v)} calls`),
    relations: (v) => Array.isArray(v) ? (v.length === 0 ? 'no relations' : `relations ${list$1(v)}`) : null,
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
    evidence: (v) => (Array.isArray(v) && v.length === 0 ? null : `evidence from ${list$1(v)}`),
    suite: (v) => `suite ${String(v)}`,
};
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
 * User relations from a module (`--relations path.mjs[:export]`, default export
 * `default`): a list of relations, one relation, or a function with no argument
 * returning either (it may be async). Each relation is `{name, type, transform,
 * check, description?}` with type `invariant`, `monotone` or `directional`; all are
 * checked before any call. They replace the built-ins (import BUILTIN_RELATIONS
 * from the library to keep them).
 */
async function loadRelations(spec, cwd) {
    const { file, exportName } = parseAgentSpec(spec);
    const resolved = path.resolve(cwd, file);
    if (!existsSync(resolved))
        throw new Refusal('relations.missing', 'no such relations module', file);
    let mod;
    try {
        mod = (await import(pathToFileURL(resolved).href));
    }
    catch (error) {
        const refusal = moduleLoadRefusal(error, file);
        throw new Refusal('relations.load', refusal.message.replace(`${file}: `, '').replace('agent module', 'relations module'), file);
    }
    let value = mod[exportName];
    if (value === undefined) {
        throw new Refusal('relations.export', `the module has no export named '${exportName}'`, file);
    }
    if (typeof value === 'function') {
        try {
            value = await value();
        }
        catch (error) {
            throw new Refusal('relations.threw', `the relations function threw: ${describeThrown(error)}`, file);
        }
    }
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0)
        throw new Refusal('relations.empty', 'the module gives no relations', file);
    const relations = list.map((r, i) => defineRelation(r, `${file}: relations[${i}]`));
    const seen = new Set();
    for (const r of relations) {
        if (seen.has(r.name)) {
            throw new Refusal('relations.duplicate', `two relations are named '${r.name}'`, file);
        }
        seen.add(r.name);
    }
    return relations;
}

// The `relations` setting: built-in relations by name (`case,whitespace`), a
// relations module (`./relations.mjs[:export]`), none, or (absent) the four
// built-ins. Names are checked by checkSettings; the module when it is loaded.
/** One name: letters, digits, `-` and `_`; no `.`, `/` or `:`, which only a path has. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
/**
 * Read the setting. A comma-separated list of plain names (no `.`, `/` or `:`) is
 * a choice of built-ins, `none` is no relations, anything else is a module path.
 */
function relationsChoiceOf(value) {
    if (value === undefined)
        return { kind: 'default' };
    if (value === false)
        return { kind: 'none' };
    const parts = value.split(',').map((p) => p.trim());
    const names = parts.filter((p) => p !== '');
    if (names.length === 0 || !names.every((n) => NAME.test(n))) {
        return { kind: 'module', spec: value };
    }
    if (names.length === 1 && names[0]?.toLowerCase() === 'none')
        return { kind: 'none' };
    return { kind: 'names', names };
}
/** How the built-ins are listed in a refusal. */
function knownRelationNames() {
    return BUILTIN_RELATION_SHORT_NAMES.map((short, i) => `${short} (${BUILTIN_RELATION_NAMES[i] ?? short})`).join(', ');
}
/** The problems of a choice of built-ins: every unknown name, with the known ones. */
function relationsProblems(settings, out) {
    const choice = relationsChoiceOf(settings.relations);
    if (choice.kind !== 'names')
        return;
    const unknown = choice.names.filter((n) => builtinRelationNamed(n) === undefined);
    if (unknown.length === 0)
        return;
    const quoted = unknown.map((n) => JSON.stringify(n.slice(0, 60))).join(', ');
    out.push({
        setting: 'relations',
        code: 'settings.relations-unknown',
        message: `${unknown.length === 1 ? 'no built-in relation is' : 'no built-in relations are'} named ${quoted}: the built-ins are ${knownRelationNames()}, or none; a relations module is a file path such as ./relations.mjs`,
    });
}
/**
 * The relations a live run uses: the built-ins named (in the order given, each
 * once), those of a module, none, or all four built-ins when nothing was said.
 * The settings must have passed checkSettings.
 */
async function relationsFor(value, cwd) {
    const choice = relationsChoiceOf(value);
    switch (choice.kind) {
        case 'default':
            return BUILTIN_RELATIONS;
        case 'none':
            return [];
        case 'module':
            return loadRelations(choice.spec, cwd);
        case 'names': {
            const out = [];
            for (const name of choice.names) {
                const r = builtinRelationNamed(name);
                if (r === undefined)
                    throw new Error(`unchecked relation name ${JSON.stringify(name)}`);
                if (!out.includes(r))
                    out.push(r);
            }
            return out;
        }
    }
}

// The one settings check. Both shells (and the library) call it on the typed
// settings before anything is read or called; each problem is keyed by its
// setting and worded without any flag or input name (app/problems.ts).
const LIVE = ['agent', 'agentCommand', 'agentUrl'];
const IMPORTS = IMPORT_KINDS;
/** The settings that apply to some sources only, and the sources they apply to. */
const APPLIES = {
    header: ['agentUrl'],
    httpRetries: ['agentUrl'],
    decisionPath: ['agentUrl', 'promptfoo', 'jsonl', 'inspect'],
    textPath: ['agentUrl', 'jsonl'],
    toolsPath: ['agentUrl', 'jsonl'],
    inputPath: ['promptfoo', 'jsonl'],
    score: ['inspect'],
    provider: ['promptfoo'],
    promptId: ['promptfoo'],
    layer: [...LIVE, 'jsonl', 'inspect'],
    isolation: [...LIVE, ...IMPORTS],
    inputs: LIVE,
    k: LIVE,
    budget: LIVE,
    blindnessThreshold: LIVE,
    relations: LIVE,
    reuse: LIVE,
    meter: LIVE,
    blindness: LIVE,
    sequential: LIVE,
    curtail: LIVE,
    allocation: LIVE,
    seed: LIVE,
    earlyRejection: LIVE,
    maxWorkers: LIVE,
    parallelRepeats: LIVE,
    timeout: LIVE,
    rateLimit: LIVE,
    errorPolicy: LIVE,
    costPerCall: LIVE,
    evidenceOut: LIVE,
    shard: LIVE,
};
/** The settings that shape the meter's repeats: meaningless with the meter off. */
const METER_SHAPING = [
    'k',
    'budget',
    'sequential',
    'curtail',
    'parallelRepeats',
    'earlyRejection',
];
const STRING_KEYS = [
    'agent',
    'agentCommand',
    'agentUrl',
    'inputs',
    'inputPath',
    'score',
    'provider',
    'promptId',
    'decisionPath',
    'textPath',
    'toolsPath',
    'suite',
    'evidenceOut',
    'shard',
];
const AGENTS_TEXT = 'a module (`agent`), a worker command (`agentCommand`) or an HTTP endpoint (`agentUrl`)';
const RECORDED_TEXT = '`evidence`, `promptfoo`, `jsonl` or `inspect`';
function given(settings, key) {
    const value = settings[key];
    if (value === undefined)
        return false;
    if (Array.isArray(value))
        return value.length > 0;
    // A boolean switch counts only when it asks for something other than the default.
    if (key === 'meter' || key === 'blindness' || key === 'reuse')
        return value === false;
    if (key === 'sequential' ||
        key === 'curtail' ||
        key === 'parallelRepeats' ||
        key === 'redact' ||
        key === 'earlyRejection')
        return value === true;
    return true;
}
function list(keys) {
    const named = keys.map((k) => `\`${k}\``);
    return named.length <= 1
        ? (named[0] ?? '')
        : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1] ?? ''}`;
}
function choice(out, key, value, choices) {
    if (value !== undefined && !choices.includes(value)) {
        out.push({
            setting: key,
            code: 'settings.choice',
            message: `expected one of ${choices.join(', ')}, got ${JSON.stringify(String(value)).slice(0, 80)}`,
        });
    }
}
function range(out, key, value, ok, expected) {
    if (value === undefined || value === null)
        return;
    if (typeof value !== 'number' || !Number.isFinite(value) || !ok(value)) {
        out.push({
            setting: key,
            code: 'settings.range',
            message: `expected ${expected}, got ${String(value)}`,
        });
    }
}
const whole = (min) => (n) => Number.isSafeInteger(n) && n >= min;
/** The problems of the source: which agent or recorded runs, and what goes with them. */
function sourceProblems(settings, use, out, provided = {}) {
    const agents = provided.agent === true ? ['agent', ...agentsOf(settings)] : agentsOf(settings);
    const recorded = recordedOf(settings);
    const imports = recorded.filter((k) => k !== 'evidence');
    if (use === 'none')
        return null;
    for (const extra of agents.slice(1)) {
        out.push({
            setting: extra,
            code: 'settings.agents',
            message: `give one agent, not several: ${AGENTS_TEXT}`,
        });
    }
    if (agents.length > 0 && recorded.length > 0) {
        out.push({
            setting: agents[0],
            code: 'settings.live-and-recorded',
            message: `either a live run (\`agent\`, \`agentCommand\` or \`agentUrl\`) or recorded runs (${RECORDED_TEXT}), not both`,
        });
        return null;
    }
    if (agents.length === 0 && recorded.length === 0) {
        if (use === 'live') {
            out.push({
                setting: 'agent',
                code: 'settings.no-agent',
                message: `a live run needs exactly one agent: ${AGENTS_TEXT}`,
            });
        }
        else if (use === 'recorded') {
            out.push({
                setting: 'evidence',
                code: 'settings.no-recorded',
                message: 'needs recorded runs: give `evidence` FILE, or import them with `promptfoo` FILE and `suite` SUITE, `jsonl` FILE or `inspect` FILE',
            });
        }
        else {
            out.push({
                setting: 'agent',
                code: 'settings.nothing-to-assess',
                message: `nothing to assess: give an agent (${AGENTS_TEXT}) with \`inputs\` or \`suite\`, or recorded runs (${RECORDED_TEXT})`,
            });
        }
        return null;
    }
    if (agents.length > 0) {
        if (use === 'recorded') {
            out.push({
                setting: agents[0],
                code: 'settings.live-and-recorded',
                message: `reads recorded runs (${RECORDED_TEXT}); it does not call an agent`,
            });
            return null;
        }
        if (provided.inputs === true) {
            if (settings.inputs !== undefined || settings.suite !== undefined) {
                out.push({
                    setting: settings.inputs === undefined ? 'suite' : 'inputs',
                    code: 'settings.seeds',
                    message: 'the inputs are given as values: name no `inputs` or `suite` file as well',
                });
            }
        }
        else if ((settings.inputs === undefined) === (settings.suite === undefined)) {
            out.push({
                setting: 'inputs',
                code: 'settings.seeds',
                message: 'a live run reads its inputs from exactly one file: `inputs` FILE or `suite` FILE (seed inputs, or a decision suite)',
            });
        }
        return agents;
    }
    if (use === 'live') {
        out.push({
            setting: recorded[0],
            code: 'settings.live-and-recorded',
            message: `calls an agent (${AGENTS_TEXT}); recorded runs are read by the commands that assess them`,
        });
        return null;
    }
    if (imports.length > 1) {
        out.push({
            setting: imports[1],
            code: 'settings.import-kinds',
            message: `import one kind of run at a time: ${list(imports)} were both given (evidence files may be added with \`evidence\`)`,
        });
        return null;
    }
    if (imports.includes('promptfoo') && settings.suite === undefined) {
        out.push({
            setting: 'suite',
            code: 'settings.promptfoo-suite',
            message: 'a promptfoo export is read against the reviewed cases: give `suite` SUITE (rows are matched to its inputs)',
        });
    }
    return recorded;
}
/** A setting given where it does not apply. */
function misplaced(key, where, active) {
    const live = active.some((c) => LIVE.includes(c));
    if (live) {
        if (where.includes('agentUrl')) {
            return {
                setting: key,
                code: 'settings.http-only',
                message: 'HTTP settings apply to `agentUrl` only (an HTTP agent); this agent is not one',
            };
        }
        return {
            setting: key,
            code: 'settings.recorded-only',
            message: `applies to imported runs only (${list(where.filter((c) => IMPORTS.includes(c)))})`,
        };
    }
    const importsWhere = where.filter((c) => IMPORTS.includes(c));
    if (importsWhere.length === 0) {
        return {
            setting: key,
            code: 'settings.live-only',
            message: key === 'inputs'
                ? 'seed inputs are for a live run: give an agent, or leave them out'
                : 'applies to a live run of an agent only',
        };
    }
    const kind = active.find((c) => IMPORTS.includes(c));
    if (kind === undefined) {
        return {
            setting: key,
            code: 'settings.import-only',
            message: key === 'isolation'
                ? `an evidence file records its own isolation; this applies only to imported runs (${list(importsWhere)})`
                : `applies only to imported runs (${list(importsWhere)}), not to evidence files`,
        };
    }
    return {
        setting: key,
        code: 'settings.import-kind',
        message: `does not apply to \`${kind}\`; it applies to ${list(importsWhere)}`,
    };
}
/**
 * The shard: `I/N` with 1 <= I <= N <= MAX_SHARDS, and only with settings whose
 * plan or stopping reads the pairs of every input at once (docs/sharding.md).
 */
function shardProblems(settings, out, placed) {
    const text = settings.shard;
    if (text === undefined || placed.has('shard') || typeof text !== 'string' || text.trim() === '')
        return;
    const spec = parseShardText(text);
    if (spec === null) {
        out.push({
            setting: 'shard',
            code: 'settings.shard',
            message: `expected I/N, the shard to collect and how many there are (e.g. 2/4), got ${JSON.stringify(text.slice(0, 40))}`,
        });
        return;
    }
    const { index, count } = spec;
    if (count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
        out.push({
            setting: 'shard',
            code: 'settings.shard',
            message: count < 1 || count > MAX_SHARDS
                ? `expected from 1 to ${MAX_SHARDS} shards, got ${count}`
                : `expected a shard from 1 to ${count}, got ${index}`,
            data: { index, count, maxShards: MAX_SHARDS },
        });
        return;
    }
    const whole = [
        [
            'allocation',
            settings.allocation === 'random',
            "random allocation draws each pair's input from one seeded sequence over every input",
        ],
        [
            'sequential',
            settings.sequential === true,
            'sequential stopping decides at checkpoints over whole rounds of every input',
        ],
        [
            'curtail',
            settings.curtail === true,
            'curtailment stops on the pairs of every input collected so far',
        ],
        [
            'earlyRejection',
            settings.earlyRejection === true,
            'early rejection stops on the pairs of every input collected so far (with a shard it is off unless asked for)',
        ],
    ];
    for (const [key, on, why] of whole) {
        if (!on)
            continue;
        out.push({
            setting: key,
            code: 'settings.shard-whole-run',
            message: `cannot be used with \`shard\`: ${why}, and a shard sees only its own inputs, so the merged shards would not be the run they stand for`,
        });
    }
}
/**
 * Every problem with the settings, in a stable order; empty when they can be
 * used as given. Nothing is read from disk: files are checked when they are read.
 */
function checkSettings(settings, options = {}) {
    const use = options.source ?? 'either';
    const out = [];
    const active = sourceProblems(settings, use, out, options.provided);
    const placed = new Set(out.map((p) => p.setting));
    if (active !== null) {
        for (const [key, where] of Object.entries(APPLIES)) {
            if (placed.has(key) || !given(settings, key))
                continue;
            if (active.some((c) => where.includes(c)))
                continue;
            out.push(misplaced(key, where, active));
            placed.add(key);
        }
    }
    for (const key of STRING_KEYS) {
        const value = settings[key];
        if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
            out.push({ setting: key, code: 'settings.empty', message: 'expected a value, got nothing' });
        }
    }
    if (settings.meter === false) {
        for (const key of METER_SHAPING) {
            if (placed.has(key) || !given(settings, key))
                continue;
            out.push({
                setting: key,
                code: 'settings.meter-off',
                message: "shapes the meter's repeats, but the meter is left out (`meter`)",
            });
            placed.add(key);
        }
    }
    if (!placed.has('k') && settings.k !== undefined) {
        const k = settings.k;
        if (!Number.isSafeInteger(k) || k < 2) {
            out.push({
                setting: 'k',
                code: 'settings.range',
                message: `expected a whole number of repeats of at least 2, got ${String(k)}`,
                data: { suggestedK: 2 },
            });
        }
        else if (k % 2 !== 0) {
            out.push({
                setting: 'k',
                code: 'settings.k-odd',
                message: `pairs are repeats 1–2, 3–4, …, so an odd k leaves each input's last repeat unpaired: use an even number of repeats, such as ${k + 1}`,
                data: { k, suggestedK: k + 1 },
            });
        }
    }
    range(out, 'epsilon', settings.epsilon, (n) => n > 0 && n < 1, 'a number between 0 and 1 (exclusive), e.g. 0.05');
    if (settings.epsilon !== undefined && settings.precision !== undefined) {
        out.push({
            setting: 'epsilon',
            code: 'settings.epsilon-precision',
            message: 'cannot be used with `precision`: give a tolerance or a preset, not both',
        });
    }
    choice(out, 'precision', settings.precision, PRECISIONS$1);
    choice(out, 'layer', settings.layer, LAYERS);
    choice(out, 'isolation', settings.isolation, ISOLATIONS);
    choice(out, 'errorPolicy', settings.errorPolicy, ERROR_POLICIES);
    choice(out, 'method', settings.method, METHOD_NAMES);
    choice(out, 'allocation', settings.allocation, ALLOCATIONS);
    range(out, 'seed', settings.seed, (n) => Number.isSafeInteger(n) && n >= 0, `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
    if (settings.allocation === 'random') {
        if (settings.k !== undefined && !placed.has('k')) {
            out.push({
                setting: 'k',
                code: 'settings.allocation-k',
                message: 'random allocation draws its pairs in total, not k per input: leave out `k` (use `budget` to cap the calls)',
            });
            placed.add('k');
        }
        for (const key of ['sequential', 'parallelRepeats']) {
            if (settings[key] === true) {
                out.push({
                    setting: key,
                    code: 'settings.allocation-k',
                    message: 'does not combine with random allocation, which draws one pair at a time',
                });
            }
        }
    }
    else if (settings.seed !== undefined && !placed.has('seed')) {
        out.push({
            setting: 'seed',
            code: 'settings.seed-allocation',
            message: 'a seed is for random allocation only: set `allocation` to random, or leave it out',
        });
    }
    if (settings.earlyRejection === true && settings.sequential === true) {
        out.push({
            setting: 'earlyRejection',
            code: 'settings.early-rejection-sequential',
            message: '`sequential` declares its own early looks: choose one stopping rule, not both',
        });
    }
    range(out, 'blindnessThreshold', settings.blindnessThreshold, (n) => n > 0 && n <= 1, 'a share above 0 and at most 1, e.g. 0.9');
    if (!placed.has('budget'))
        range(out, 'budget', settings.budget, whole(1), 'a whole number of calls of at least 1');
    range(out, 'maxWorkers', settings.maxWorkers, whole(1), 'a whole number of at least 1');
    range(out, 'httpRetries', settings.httpRetries, whole(0), 'a whole number of 0 or more');
    range(out, 'timeout', settings.timeout, (n) => n > 0, 'a duration above 0 (or none)');
    range(out, 'rateLimit', settings.rateLimit, (n) => n > 0, 'a rate above 0');
    range(out, 'costPerCall', settings.costPerCall, (n) => n >= 0, 'an amount of 0 or more, e.g. 0.002');
    for (const h of settings.header ?? []) {
        const i = h.indexOf(':');
        if (i <= 0 || h.slice(0, i).trim() === '') {
            out.push({
                setting: 'header',
                code: 'settings.header',
                message: `expected Name: value, got ${JSON.stringify(h.slice(0, 80))}`,
            });
        }
    }
    shardProblems(settings, out, placed);
    relationsProblems(settings, out);
    // A URL without a scheme (`127.0.0.1:8799`, `localhost:8080/route`): say which one it
    // needs. Only a plain host[:port][/path] is repeated back: a URL may carry a secret.
    const url = settings.agentUrl?.trim();
    if (typeof url === 'string' && url !== '' && !/^https?:\/\//i.test(url)) {
        const plainHost = /^[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/.test(url) && url.length <= 200;
        out.push({
            setting: 'agentUrl',
            code: 'settings.agent-url',
            message: plainHost
                ? `expected a URL starting with http:// or https://: did you mean "http://${url}"?`
                : 'expected a URL starting with http:// or https://, e.g. http://127.0.0.1:8799/agent',
        });
    }
    if (settings.redact === true && settings.layer === 'text') {
        out.push({
            setting: 'redact',
            code: 'settings.redact-text',
            message: 'cannot redact evidence on the text layer: the texts are what it compares',
        });
    }
    return out;
}

export { inputName as $, ADMISSION_CODES as A, BASELINE_SCHEMA as B, certifiesBy as C, DEFAULT_ALPHA as D, checkSettings as E, FINDING_NOTES as F, classify as G, clopperPearson as H, INPUT_EXCERPT_MAX as I, compareCodePoints as J, KeyInterner as K, decide as L, MAX_EXACT_PAIRS as M, NAMED_INPUTS_SHOWN as N, defineRelation as O, PRECHECK_CODE as P, describeDecision as Q, RELATION_TYPES as R, exactCall as S, exactCertifies as T, exactPairsToCertify as U, exactZeroFlipPairs as V, excerptOf as W, fisherGreater as X, formatPercent as Y, Z95 as Z, formatRate as _, ADMISSION_RULES as a, intervalBy as a0, isMethod as a1, isPrecision as a2, isPythonSpace as a3, isRelationType as a4, judgeAgainstNoise as a5, judgeRelation as a6, keyOfBaselineDecision as a7, listInputs as a8, listing as a9, verdictEqual as aA, violationsCount as aB, wilson as aC, tolerance as aD, interval as aE, routeCells as aF, intervalName as aG, capitalise as aH, decidedByText as aI, allocationText as aJ, nextOf as aK, approvalText as aL, contractRows as aM, relationCells as aN, RELATION_HEADER as aO, checksOf as aP, readableSettings as aQ, settingLines as aR, gateSummary as aS, gateHeading as aT, gateWord as aU, groupChecks as aV, ROUTE_HEADER as aW, relationsFor as aX, loadRelations as aa, logBinomialAtLeast as ab, logBinomialAtMost as ac, logBinomialPmf as ad, logChoose as ae, logFactorial as af, namedInputs as ag, normaliseText as ah, padWhitespaceText as ai, pairsForDeterministicCall as aj, pairsNeeded as ak, planRepeats as al, plural as am, precheckSnapshot as an, resolveEpsilon as ao, roundHalfEven as ap, snapshotPrecheck as aq, sortedByCodePoint as ar, stratifiedGreater as as, swapCaseText as at, toolSelectionText as au, toolsEqual as av, underpoweredMessage as aw, validateAlpha as ax, validateEpsilon as ay, validateZ as az, AdmissionRefused as b, BASELINE_SCHEMA_PREFIX as c, BUILTIN_RELATIONS as d, BUILTIN_RELATION_NAMES as e, BUILTIN_RELATION_SHORT_NAMES as f, DEFAULT_METHOD as g, DEFAULT_PRECISION as h, MAX_NOISE_PAIRS as i, MAX_PAIRS as j, MAX_PLANNED_PAIRS as k, METHODS as l, NOISE_LEVEL as m, PRECISIONS as n, admit as o, applyRelation as p, approveCandidate as q, approvedDecision as r, baselineDecisionOfKey as s, baselineEntries as t, bestCaseAdmission as u, buildBaseline as v, builtinRelation as w, builtinRelationNamed as x, callBy as y, ceilDiv as z };
