import { R as Refusal, D as DECLARABLE_REASONS } from './types.js';
import { _ as validateEpsilon, V as roundHalfEven, j as ceilDiv, Y as validateAlpha, D as DEFAULT_ALPHA, L as logFactorial, H as logBinomialAtMost } from './facts.js';
import { c as compareCodePoints } from './order.js';
import { u as unknownKeyMessage } from './nearest.js';

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

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/**
 * `base.key` for plain keys, `base["odd key"]` otherwise. A base that ends in
 * `:` names a file (fileRoot): its keys follow after a space, `suite.json: cases[0]`,
 * as every other reader names a place in a file.
 */
function pathOf(base, key) {
    const part = typeof key === 'number' ? `[${key}]` : IDENTIFIER.test(key) ? `.${key}` : `[${quoted(key)}]`;
    if (base.endsWith(':'))
        return `${base} ${part.startsWith('.') ? part.slice(1) : part}`;
    return `${base}${part}`;
}
/** The root of JSON paths inside a file: `suite.json:` (pathOf adds `schema`, `cases[0]` …). */
function fileRoot(file) {
    return `${file}:`;
}
/** A plain JSON object (not an array, not null). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** An own property, or undefined; never reads the prototype chain. */
function ownField(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}
/** Longest text a message quotes from the file (a label, a key, a schema). */
const QUOTED_MAX = 60;
/** A string quoted for a message, cut to a readable length (an ellipsis marks the cut). */
function quoted(text) {
    if (text.length <= QUOTED_MAX)
        return JSON.stringify(text);
    const points = Array.from(text);
    return JSON.stringify(points.length <= QUOTED_MAX ? text : `${points.slice(0, QUOTED_MAX - 1).join('')}…`);
}
/** Quoted labels joined by commas, at most `max` of them, then how many more. */
function quotedList(values, max = 10) {
    const shown = values.slice(0, max).map(quoted).join(', ');
    return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
/** A short, readable description of a JSON value for messages. */
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'string')
        return `the string ${quoted(value)}`;
    if (typeof value === 'boolean')
        return `the boolean ${String(value)}`;
    if (typeof value === 'number')
        return `the number ${String(value)}`;
    if (typeof value === 'object')
        return 'an object';
    return typeof value;
}
/** At most this many problems are listed in one refusal; the rest are counted. */
const PROBLEMS_LISTED = 10;
/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
function refuseAll(problems, where) {
    const first = problems[0];
    if (first === undefined)
        return;
    if (problems.length === 1)
        throw new Refusal(first.code, first.message, first.path);
    // Inside a file the list is under its name: each line keeps only its JSON path.
    const inFile = `${where}: `;
    const lines = problems
        .slice(0, PROBLEMS_LISTED)
        .map((p) => `${p.path.startsWith(inFile) ? p.path.slice(inFile.length) : p.path}: ${p.message}`);
    const more = problems.length - lines.length;
    if (more > 0)
        lines.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
    throw new Refusal(first.code, `${problems.length} problems:\n  - ${lines.join('\n  - ')}`, where);
}
/**
 * Record a problem for every own key of `record` that is not in `known` (in the
 * order written), naming the nearest known key when one is close: a key the
 * reader does not know would otherwise be silently ignored (a misspelt
 * `stability_targets` or `critical` would drop the rule it carries).
 */
function checkKnownKeys(record, known, path, code, problems) {
    const knownSet = new Set(known);
    for (const key of Object.keys(record)) {
        if (knownSet.has(key))
            continue;
        problems.push({
            code,
            path: pathOf(path, key),
            message: unknownKeyMessage(key, known, quoted),
        });
    }
}

/** The keys a contract may have (the reference's snake_case names). */
const CONTRACT_KEYS = [
    'allowed',
    'required',
    'critical',
    'stability_targets',
    'minimum_cases',
    'allowed_no_decisions',
];
function sortedUnique(values) {
    return [...new Set(values)].sort(compareCodePoints);
}
/**
 * Read a list of non-empty strings. Returns null (and records a problem) when the
 * value is not such a list. A bare string is refused: it is not a list of labels.
 */
function readLabels(value, path, what, problems) {
    if (!Array.isArray(value)) {
        const hint = typeof value === 'string' ? ` (write [${quoted(value)}] for one label)` : '';
        problems.push({
            code: 'contract.not-a-list',
            path,
            message: `expected ${what} as a list of non-empty strings, found ${describe(value)}${hint}`,
        });
        return null;
    }
    const labels = [];
    let ok = true;
    value.forEach((item, index) => {
        if (typeof item !== 'string' || item.length === 0) {
            problems.push({
                code: 'contract.bad-label',
                path: pathOf(path, index),
                message: `expected a non-empty string, found ${describe(item)}`,
            });
            ok = false;
        }
        else {
            labels.push(item);
        }
    });
    return ok ? sortedUnique(labels) : null;
}
/** Record a problem for each label not in `of`; returns true when all are members. */
function checkSubset(labels, of, path, ofName, code, problems) {
    const outside = labels.filter((l) => !of.has(l));
    if (outside.length === 0)
        return true;
    problems.push({
        code,
        path,
        message: `${quotedList(outside)} ${outside.length === 1 ? 'is' : 'are'} not in ${ofName}; every entry must be one of ${quotedList([...of])}`,
    });
    return false;
}
/** Read a per-route map (`stability_targets`, `minimum_cases`) into a sorted Map. */
function readRouteMap(value, path, required, requiredPath, check, codes, problems) {
    const out = new Map();
    if (value === undefined || value === null)
        return out;
    if (!isRecord(value)) {
        problems.push({
            code: 'contract.not-an-object',
            path,
            message: `expected an object mapping required decisions to values, found ${describe(value)}`,
        });
        return out;
    }
    const entries = Object.entries(value).sort(([a], [b]) => compareCodePoints(a, b));
    for (const [key, raw] of entries) {
        const at = pathOf(path, key);
        if (required !== null && !required.has(key)) {
            problems.push({
                code: codes.key,
                path: at,
                message: `${quoted(key)} is not a required decision (see ${requiredPath})`,
            });
        }
        const bad = check(raw);
        if (bad !== null) {
            problems.push({ code: codes.value, path: at, message: `${bad}, found ${describe(raw)}` });
        }
        else {
            out.set(key, raw);
        }
    }
    return out;
}
function checkTarget(v) {
    return typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 1
        ? null
        : 'expected a number strictly between 0 and 1';
}
function checkMinimum(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 1
        ? null
        : `expected a whole number of at least 1 and at most ${Number.MAX_SAFE_INTEGER}`;
}
/**
 * Validate a contract, recording every problem; returns the contract when there are
 * none, else null.
 */
function readContract(value, where, problems) {
    const before = problems.length;
    if (!isRecord(value)) {
        problems.push({
            code: 'contract.not-an-object',
            path: where,
            message: `expected an object with at least "allowed", found ${describe(value)}`,
        });
        return null;
    }
    checkKnownKeys(value, CONTRACT_KEYS, where, 'contract.unknown-key', problems);
    // allowed
    const allowedPath = pathOf(where, 'allowed');
    const allowedRaw = ownField(value, 'allowed');
    let allowed = null;
    if (allowedRaw === undefined) {
        problems.push({
            code: 'contract.allowed-missing',
            path: allowedPath,
            message: 'missing; expected a non-empty list of the decisions the agent may return',
        });
    }
    else {
        allowed = readLabels(allowedRaw, allowedPath, 'the allowed decisions', problems);
        if (allowed !== null && allowed.length === 0) {
            problems.push({
                code: 'contract.allowed-empty',
                path: allowedPath,
                message: 'is empty; expected at least one allowed decision',
            });
            allowed = null;
        }
    }
    const allowedSet = allowed === null ? null : new Set(allowed);
    // required (defaults to all of allowed)
    const requiredPath = pathOf(where, 'required');
    const requiredRaw = ownField(value, 'required');
    let required;
    if (requiredRaw === undefined || requiredRaw === null) {
        required = allowed;
    }
    else {
        required = readLabels(requiredRaw, requiredPath, 'the required decisions', problems);
        if (required !== null && required.length === 0) {
            problems.push({
                code: 'contract.required-empty',
                path: requiredPath,
                message: 'is empty; expected at least one required decision (omit it to require every allowed one)',
            });
            required = null;
        }
        if (required !== null && allowedSet !== null) {
            if (!checkSubset(required, allowedSet, requiredPath, allowedPath, 'contract.required-not-allowed', problems)) {
                required = null;
            }
        }
    }
    const requiredSet = required === null ? null : new Set(required);
    // critical ⊆ required
    const criticalPath = pathOf(where, 'critical');
    const criticalRaw = ownField(value, 'critical');
    let critical = [];
    if (criticalRaw !== undefined && criticalRaw !== null) {
        critical = readLabels(criticalRaw, criticalPath, 'the critical decisions', problems) ?? [];
        if (requiredSet !== null) {
            checkSubset(critical, requiredSet, criticalPath, requiredPath, 'contract.critical-not-required', problems);
        }
    }
    const stabilityTargets = readRouteMap(ownField(value, 'stability_targets'), pathOf(where, 'stability_targets'), requiredSet, requiredPath, checkTarget, { key: 'contract.target-not-required', value: 'contract.target-out-of-range' }, problems);
    const minimumCases = readRouteMap(ownField(value, 'minimum_cases'), pathOf(where, 'minimum_cases'), requiredSet, requiredPath, checkMinimum, { key: 'contract.minimum-not-required', value: 'contract.minimum-not-whole' }, problems);
    // allowed_no_decisions ⊆ declarable reasons
    const declaredPath = pathOf(where, 'allowed_no_decisions');
    const declaredRaw = ownField(value, 'allowed_no_decisions');
    let allowedNoDecisions = [];
    if (declaredRaw !== undefined && declaredRaw !== null) {
        const reasons = readLabels(declaredRaw, declaredPath, 'the declared no-decision reasons', problems) ?? [];
        const declarable = new Set(DECLARABLE_REASONS);
        if (checkSubset(reasons, declarable, declaredPath, 'the declarable reasons', 'contract.reason-not-declarable', problems)) {
            allowedNoDecisions = reasons;
        }
    }
    if (problems.length > before || allowed === null || required === null)
        return null;
    return { allowed, required, critical, stabilityTargets, minimumCases, allowedNoDecisions };
}
/**
 * Validate a decision contract (reference-spec §8.1) and return it with its sets
 * sorted by code point and de-duplicated. Every problem found is reported in one
 * Refusal naming the JSON paths.
 */
function parseContract(value, where = 'contract') {
    const problems = [];
    const contract = readContract(value, where, problems);
    refuseAll(problems, where);
    if (contract === null)
        throw new Error('contract validation produced neither a contract nor a problem');
    return contract;
}
function sortedRecord(map) {
    // Object.fromEntries defines own data properties, so a key such as "__proto__" is safe.
    return Object.fromEntries([...map.entries()].sort(([a], [b]) => compareCodePoints(a, b)));
}
/** The contract in the reference's JSON shape, keys and sets sorted. */
function serialiseContract(contract) {
    // Keys in sorted order, as the reference writes them.
    return {
        allowed: sortedUnique(contract.allowed),
        ...(contract.allowedNoDecisions.length > 0
            ? { allowed_no_decisions: sortedUnique(contract.allowedNoDecisions) }
            : {}),
        critical: sortedUnique(contract.critical),
        ...(contract.minimumCases.size > 0
            ? { minimum_cases: sortedRecord(contract.minimumCases) }
            : {}),
        required: sortedUnique(contract.required),
        ...(contract.stabilityTargets.size > 0
            ? { stability_targets: sortedRecord(contract.stabilityTargets) }
            : {}),
    };
}

const SUITE_SCHEMA = 'agentverity.decision-suite/v1';
/**
 * Blank as the reference judges it: nothing left after stripping Python's
 * whitespace (`str.isspace`). JavaScript's `trim()` differs: it strips U+FEFF and
 * keeps U+001C–U+001F and U+0085.
 */
function isPythonSpace(c) {
    return ((c >= 0x09 && c <= 0x0d) ||
        (c >= 0x1c && c <= 0x20) ||
        c === 0x85 ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000);
}
function isBlank(text) {
    for (let i = 0; i < text.length; i++)
        if (!isPythonSpace(text.charCodeAt(i)))
            return false;
    return true;
}
/** The keys a suite, and each of its cases, may have. */
const SUITE_KEYS = ['schema', 'contract', 'cases'];
const CASE_KEYS = ['input', 'expected'];
/** How many duplicate inputs a refusal names before summarising the rest. */
const DUPLICATES_NAMED = 3;
function readText(record, key, path, problems) {
    const value = ownField(record, key);
    const at = pathOf(path, key);
    if (typeof value !== 'string') {
        problems.push({
            code: `suite.case-${key}-missing`,
            path: at,
            message: `expected a non-empty string, found ${value === undefined ? 'nothing' : describe(value)}`,
        });
        return null;
    }
    if (isBlank(value)) {
        problems.push({
            code: `suite.case-${key}-blank`,
            path: at,
            message: 'is blank; expected a non-empty string',
        });
        return null;
    }
    return value;
}
function readCases(value, path, contract, problems) {
    if (!Array.isArray(value)) {
        problems.push({
            code: value === undefined ? 'suite.cases-missing' : 'suite.cases-not-a-list',
            path,
            message: `expected a non-empty list of {"input", "expected"} cases, found ${value === undefined ? 'nothing' : describe(value)}`,
        });
        return [];
    }
    if (value.length === 0) {
        problems.push({
            code: 'suite.cases-empty',
            path,
            message: 'is empty; expected at least one case',
        });
        return [];
    }
    const allowed = contract === null ? null : new Set(contract.allowed);
    const cases = [];
    const firstIndex = new Map();
    const duplicates = [];
    value.forEach((item, index) => {
        const at = pathOf(path, index);
        if (!isRecord(item)) {
            problems.push({
                code: 'suite.case-not-an-object',
                path: at,
                message: `expected an object with "input" and "expected", found ${describe(item)}`,
            });
            return;
        }
        checkKnownKeys(item, CASE_KEYS, at, 'suite.unknown-key', problems);
        const input = readText(item, 'input', at, problems);
        const expected = readText(item, 'expected', at, problems);
        if (input !== null) {
            const first = firstIndex.get(input);
            if (first === undefined)
                firstIndex.set(input, index);
            else
                duplicates.push(`${pathOf(at, 'input')} repeats ${pathOf(pathOf(path, first), 'input')}`);
        }
        if (expected !== null && allowed !== null && !allowed.has(expected)) {
            problems.push({
                code: 'suite.expected-not-allowed',
                path: pathOf(at, 'expected'),
                message: `${quoted(expected)} is not an allowed decision; expected one of ${quotedList([...allowed])}`,
            });
        }
        if (input !== null && expected !== null)
            cases.push({ input, expected });
    });
    if (duplicates.length > 0) {
        const named = duplicates.slice(0, DUPLICATES_NAMED).join('; ');
        const more = duplicates.length - DUPLICATES_NAMED;
        problems.push({
            code: 'suite.duplicate-input',
            path,
            message: `inputs must be unique: ${named}${more > 0 ? ` (and ${more} more)` : ''}`,
        });
    }
    return cases;
}
/**
 * Validate an `agentverity.decision-suite/v1` document (reference-spec §8.1). Inputs
 * and expected labels are kept exactly as written. Every problem found is reported
 * in one Refusal naming the JSON paths.
 */
function parseSuite(value, file) {
    // Places inside a file read `file: cases[0].input`; a suite in memory, `suite.cases[0].input`.
    const where = file ?? 'suite';
    const root = file === undefined ? 'suite' : fileRoot(file);
    if (!isRecord(value)) {
        throw new Refusal('suite.not-an-object', `expected a decision suite object with "schema", "contract" and "cases", found ${describe(value)}`, where);
    }
    const schema = ownField(value, 'schema');
    if (schema !== SUITE_SCHEMA) {
        const found = schema === undefined
            ? 'no schema'
            : `schema ${typeof schema === 'string' ? quoted(schema) : describe(schema)}`;
        throw new Refusal('suite.schema', `unsupported decision suite: found ${found}, expected ${JSON.stringify(SUITE_SCHEMA)}`, pathOf(root, 'schema'));
    }
    const problems = [];
    checkKnownKeys(value, SUITE_KEYS, root, 'suite.unknown-key', problems);
    const contractPath = pathOf(root, 'contract');
    const contractRaw = ownField(value, 'contract');
    let contract = null;
    if (contractRaw === undefined) {
        problems.push({
            code: 'suite.contract-missing',
            path: contractPath,
            message: 'missing; expected the decision contract (at least "allowed")',
        });
    }
    else {
        contract = readContract(contractRaw, contractPath, problems);
    }
    const cases = readCases(ownField(value, 'cases'), pathOf(root, 'cases'), contract, problems);
    refuseAll(problems, where);
    if (contract === null)
        throw new Error('suite validation produced neither a suite nor a problem');
    return { contract, cases };
}
/** The suite in the reference's JSON shape. */
function serialiseSuite(suite) {
    return {
        cases: suite.cases.map((c) => ({ expected: c.expected, input: c.input })),
        contract: serialiseContract(suite.contract),
        schema: SUITE_SCHEMA,
    };
}

export { EarlyRejectionWatch as E, MAX_SEQUENTIAL_LOOKS as M, SUITE_SCHEMA as S, MAX_SEQUENTIAL_PAIRS as a, binomialAtLeast as b, binomialAtMost as c, decideEarlyRejection as d, decideSequentially as e, flipsToReject as f, logMixtureRatio as g, parseSuite as h, isLook as i, planEarlyRejection as j, planSequential as k, largestLowerTailAtMost as l, rejects as m, serialiseContract as n, serialiseSuite as o, parseContract as p, smallestUpperTailAtMost as q, rejectionLevel as r, sequentialCallAt as s };
