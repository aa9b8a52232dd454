import { R as Refusal } from './types.js';
import { C as CLI_COMMAND } from './module-spec.js';

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

const RELATION_TYPES = ['invariant', 'monotone', 'directional'];

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

// Facts every gate report shows, derived from the Assessment by counting and
// comparing only (no statistics): the shared wording of figures (tolerance,
// interval, rates), the contract row per required route, the route and relation
// table cells, the next steps and the approval step. The checks are in
// checks.ts, the settings in words in readable-settings.ts.
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
/** The approval step, when the evidence admits a baseline. */
function approvalText(a, meta) {
    if (!a.next.some((n) => n.code === 'admit-baseline'))
        return null;
    return meta?.approvalLabel !== undefined
        ? `To admit it, a maintainer with write access adds the label "${meta.approvalLabel}" to a pull request whose head is the measured commit; the approval holds only for the commit it was given on.`
        : `To admit it: on the command line, ${CLI_COMMAND} snapshot --accept-reference with the same evidence; in the Action, the approval label on a pull request whose head is the measured commit.`;
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

export { validateZ as $, isPrecision as A, judgeAgainstNoise as B, listInputs as C, DEFAULT_ALPHA as D, listing as E, FINDING_NOTES as F, logBinomialAtLeast as G, logBinomialAtMost as H, INPUT_EXCERPT_MAX as I, logBinomialPmf as J, logChoose as K, logFactorial as L, MAX_EXACT_PAIRS as M, NAMED_INPUTS_SHOWN as N, namedInputs as O, PRECISIONS as P, pairsForDeterministicCall as Q, RELATION_TYPES as R, pairsNeeded as S, planRepeats as T, resolveEpsilon as U, roundHalfEven as V, snapshotPrecheck as W, stratifiedGreater as X, validateAlpha as Y, Z95 as Z, validateEpsilon as _, DEFAULT_METHOD as a, violationsCount as a0, wilson as a1, tolerance as a2, suiteNotAppliedNote as a3, nextOf as a4, relationRate as a5, noiseNote as a6, contractRows as a7, interval as a8, routeShortfall as a9, decidedByText as aa, intervalName as ab, allocationText as ac, ROUTE_HEADER as ad, routeCells as ae, RELATION_HEADER as af, relationCells as ag, approvalText as ah, capitalise as ai, DEFAULT_PRECISION as b, MAX_NOISE_PAIRS as c, MAX_PAIRS as d, MAX_PLANNED_PAIRS as e, METHODS as f, NOISE_LEVEL as g, bestCaseAdmission as h, callBy as i, ceilDiv as j, certifiesBy as k, classify as l, clopperPearson as m, decide as n, exactCall as o, plural as p, exactCertifies as q, exactPairsToCertify as r, exactZeroFlipPairs as s, excerptOf as t, fisherGreater as u, formatPercent as v, formatRate as w, inputName as x, intervalBy as y, isMethod as z };
