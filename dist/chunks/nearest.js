import { R as Refusal } from './types.js';

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
 * `transform_failed` (the transform threw or gave no follow-up), `no_source` (the
 * input's own calls failed, so there was nothing to compare with), `source_failed`
 * (the relation's fresh call on the unchanged input failed), `followup_failed` (the
 * call on the changed input failed) and `check_failed` (the relation's check threw).
 */
const RELATION_FAILURE_REASONS = [
    'transform_failed',
    'no_source',
    'source_failed',
    'followup_failed',
    'check_failed',
];
function isRelationFailureReason(value) {
    return (typeof value === 'string' && RELATION_FAILURE_REASONS.includes(value));
}
/**
 * The reason of a relation that ended in `error` (null for any other outcome): the
 * recorded one, else (evidence written before reasons were recorded) the one the
 * record's shape says: a failed source call, a failed follow-up, a follow-up that
 * answered (so the check threw), an unchanged input (the transform failed), or
 * neither call made (no source).
 */
function relationFailureReasonOf(r) {
    if (r.outcome !== 'error')
        return null;
    if (isRelationFailureReason(r.reason))
        return r.reason;
    if (r.source?.error !== undefined)
        return 'source_failed';
    if (r.observation?.error !== undefined)
        return 'followup_failed';
    if (r.observation !== undefined)
        return 'check_failed';
    if (!r.changed)
        return 'transform_failed';
    return 'no_source';
}
/** The reason of the agent call that made a relation fail, when a call failed. */
function relationCallReasonOf(r, reason) {
    const call = reason === 'source_failed'
        ? r.source?.reason
        : reason === 'followup_failed'
            ? r.observation?.reason
            : undefined;
    return call;
}

/**
 * The known key nearest to an unknown one, for "did you mean" hints: the fewest
 * single-character insertions, deletions, substitutions or swaps of two
 * neighbours (optimal string alignment distance), ignoring case. A key further
 * than a third of its length (at least 2) from every known key has no nearest
 * one: a hint that far off misleads more than it helps. Ties go to the earlier
 * known key.
 */
function nearestKey(key, known) {
    const limit = Math.max(2, Math.floor(key.length / 3));
    let best = null;
    let bestDistance = limit + 1;
    const a = key.toLowerCase();
    for (const candidate of known) {
        const d = editDistance(a, candidate.toLowerCase(), bestDistance);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance between a and b, or `cap` once it is at least `cap`. */
function editDistance(a, b, cap) {
    if (Math.abs(a.length - b.length) >= cap)
        return cap;
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, before[j - 2] + 1);
            }
            row.push(d);
            if (d < rowMin)
                rowMin = d;
        }
        if (rowMin >= cap)
            return cap;
        before = previous;
        previous = row;
    }
    return Math.min(previous[b.length], cap);
}
/**
 * What a refusal of an unknown key says: the key, the nearest known key when one
 * is close, and every key the place takes. `quote` writes a key into the message.
 */
function unknownKeyMessage(key, known, quote = (text) => JSON.stringify(text)) {
    const near = nearestKey(key, known);
    const hint = near === null ? '' : ` (did you mean ${quote(near)}?)`;
    // A key of any length is named by its start: a message stays readable.
    const shown = key.length > 120 ? `${key.slice(0, 100)}…` : key;
    return `unknown key ${quote(shown)}${hint}; expected one of ${known.join(', ')}`;
}

export { AllocationDraws as A, MAX_ALLOCATION_INPUTS as M, RELATION_FAILURE_REASONS as R, Sfc32 as S, MAX_SEED as a, allocationDraws as b, relationFailureReasonOf as c, isRelationFailureReason as i, nearestKey as n, relationCallReasonOf as r, unknownKeyMessage as u, validateSeed as v };
