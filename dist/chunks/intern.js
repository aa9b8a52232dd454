import { R as Refusal } from './types.js';
import { c as compareCodePoints } from './order.js';
import { s as settingsDigest } from './digest.js';
import { g as isPlainObject } from './json.js';
import { E as EVIDENCE_FORMAT } from './schema.js';

// ---------------------------------------------------------------------------
// Building and writing.
function copyDecision(d) {
    return typeof d === 'string' ? d : { noDecision: d.noDecision };
}
/** An observation as the file writes it (texts dropped when redacting). */
function fileObservation(o, redact = false, keepTools = true) {
    return {
        ...(o.decision === undefined ? {} : { decision: copyDecision(o.decision) }),
        ...(o.text === undefined || redact ? {} : { text: o.text }),
        ...(o.tools === undefined || (redact && !keepTools) ? {} : { tools: [...o.tools] }),
        ...(o.ms === undefined ? {} : { ms: o.ms }),
        ...(o.error === undefined ? {} : { error: o.error }),
        ...(o.reason === undefined ? {} : { reason: o.reason }),
        ...(o.cached === true ? { cached: true } : {}),
    };
}
/**
 * A case's observations as the file lists them: the series in collection order,
 * then the rows served from the tool's cache, each marked `cached: true` (the
 * reader takes those out of the series again).
 */
function fileSeriesOf(c) {
    const cached = c.cached;
    if (cached === undefined || cached.length === 0)
        return c.observations;
    return [
        ...c.observations,
        ...cached.map((o) => (o.cached === true ? o : { ...o, cached: true })),
    ];
}
/** A relation record as the file writes it. */
function fileRelation(r, redact = false, keepTools = true) {
    return {
        name: r.name,
        type: r.type,
        followupFingerprint: r.followupFingerprint,
        changed: r.changed,
        ...(r.observation === undefined
            ? {}
            : { observation: fileObservation(r.observation, redact, keepTools) }),
        outcome: r.outcome,
        ...(r.error === undefined ? {} : { error: r.error }),
        ...(r.reason === undefined ? {} : { reason: r.reason }),
        ...(r.source === undefined ? {} : { source: fileObservation(r.source, redact, keepTools) }),
    };
}
/** A case as the file writes it. */
function fileCase(c, redact = false, keepTools = true) {
    return {
        ...(c.input === undefined || redact ? {} : { input: c.input }),
        fingerprint: c.fingerprint,
        ...(c.expected === undefined ? {} : { expected: c.expected }),
        ...(c.errors === undefined ? {} : { errors: c.errors }),
        observations: fileSeriesOf(c).map((o) => fileObservation(o, redact, keepTools)),
        ...(c.relations === undefined
            ? {}
            : { relations: c.relations.map((r) => fileRelation(r, redact, keepTools)) }),
        ...(c.source === undefined ? {} : { source: fileObservation(c.source, redact, keepTools) }),
    };
}
/** The early-rejection record as the file writes it. */
function fileEarlyRejection(r) {
    return {
        rule: r.rule,
        prior: r.prior,
        epsilon: r.epsilon,
        alpha: r.alpha,
        looks: r.looks,
        inputs: r.inputs,
        ...(r.lastLook === undefined ? {} : { lastLook: r.lastLook }),
        rejectedAt: r.rejectedAt,
    };
}
/** The sequential record as the file writes it. */
function fileSequential(q) {
    return {
        rule: q.rule,
        epsilon: q.epsilon,
        alpha: q.alpha,
        looks: q.looks,
        budget: q.budget,
        inputs: q.inputs,
        checkpoints: [...q.checkpoints],
        call: q.call,
        pairs: q.pairs,
    };
}
/**
 * Refuses a redaction that would erase what the layer compares: on the text layer
 * every text, on the verdict layer the text of a call that gave no decision.
 */
function checkRedactable(evidence) {
    if (evidence.layer === 'text') {
        throw new Refusal('evidence.redact', 'cannot redact evidence on the text layer: the texts are what it compares; keep the inputs and texts or assess the verdict layer', 'redact');
    }
    if (evidence.layer !== 'verdict')
        return;
    evidence.cases.forEach((c, i) => {
        c.observations.forEach((o, k) => {
            if (o.decision === undefined && o.error === undefined && (o.text ?? '') !== '') {
                throw new Refusal('evidence.redact', 'this call gave text but no decision, and the verdict layer would compare that text; redaction would erase it', `cases[${i}].observations[${k}]`);
            }
        });
    });
}
/** Our evidence file for in-memory evidence and the collection settings. */
function buildEvidenceFile(evidence, meta) {
    const redact = meta.redact === true;
    if (redact)
        checkRedactable(evidence);
    // Redacted evidence keeps tool names only when they are what the layer compares.
    const keepTools = !redact || evidence.layer === 'tools';
    const positions = meta.positions;
    const cases = evidence.cases.map((c) => {
        const at = positions?.get(c.fingerprint);
        return at === undefined
            ? fileCase(c, redact, keepTools)
            : { ...fileCase(c, redact, keepTools), position: at };
    });
    const suiteDigest = meta.suiteDigest ?? null;
    return {
        schema: EVIDENCE_FORMAT,
        tool: { name: meta.tool.name, version: meta.tool.version },
        createdAt: meta.createdAt,
        layer: evidence.layer,
        isolation: evidence.isolation,
        provenance: { ...evidence.provenance },
        settings: { ...meta.settings },
        settingsDigest: settingsDigest(meta.settings),
        suite: suiteDigest === null ? null : { digest: suiteDigest },
        shard: meta.shard ?? null,
        allocation: evidence.allocation !== undefined
            ? { kind: 'random', seed: evidence.allocation.seed, pairs: evidence.allocation.pairs }
            : (meta.allocation ?? { kind: 'per-input' }),
        complete: evidence.complete,
        ...(evidence.stopReason === undefined ? {} : { stopReason: evidence.stopReason }),
        relations: evidence.relations.map((r) => ({ name: r.name, type: r.type })),
        ...(evidence.meter === false ? { meter: false } : {}),
        ...(evidence.blindness === false ? { blindness: false } : {}),
        ...(evidence.sequential === undefined
            ? {}
            : { sequential: fileSequential(evidence.sequential) }),
        ...(evidence.method === undefined ? {} : { method: evidence.method }),
        ...(evidence.earlyRejection === undefined
            ? {}
            : { earlyRejection: fileEarlyRejection(evidence.earlyRejection) }),
        cases,
    };
}
function sortKeysDeep(value) {
    if (Array.isArray(value))
        return value.map(sortKeysDeep);
    if (isPlainObject(value)) {
        const out = {};
        for (const key of Object.keys(value).sort(compareCodePoints))
            out[key] = sortKeysDeep(value[key]);
        return out;
    }
    return value;
}
function orderedObservation(o) {
    return {
        decision: o.decision === undefined || typeof o.decision === 'string'
            ? o.decision
            : { noDecision: o.decision.noDecision },
        text: o.text,
        tools: o.tools,
        ms: o.ms,
        error: o.error,
        reason: o.reason,
        cached: o.cached,
    };
}
/**
 * The file's text: 2-space JSON with a trailing newline. Known fields keep the
 * order of the format; free-form objects (provenance, settings) are key-sorted.
 */
function serialiseEvidenceFile(file) {
    const ordered = {
        schema: file.schema,
        tool: { name: file.tool.name, version: file.tool.version },
        createdAt: file.createdAt,
        layer: file.layer,
        isolation: file.isolation,
        provenance: sortKeysDeep(file.provenance),
        settings: sortKeysDeep(file.settings),
        settingsDigest: file.settingsDigest,
        suite: file.suite === null ? null : { digest: file.suite.digest },
        shard: file.shard === null
            ? null
            : { index: file.shard.index, count: file.shard.count, inputs: file.shard.inputs },
        allocation: {
            kind: file.allocation.kind,
            seed: file.allocation.seed,
            pairs: file.allocation.pairs,
        },
        complete: file.complete,
        stopReason: file.stopReason,
        relations: file.relations.map((r) => ({ name: r.name, type: r.type })),
        meter: file.meter,
        blindness: file.blindness,
        sequential: file.sequential === undefined ? undefined : fileSequential(file.sequential),
        method: file.method,
        earlyRejection: file.earlyRejection === undefined ? undefined : fileEarlyRejection(file.earlyRejection),
        cases: file.cases.map((c) => ({
            input: c.input,
            fingerprint: c.fingerprint,
            expected: c.expected,
            errors: c.errors,
            observations: c.observations.map(orderedObservation),
            relations: c.relations?.map((r) => ({
                name: r.name,
                type: r.type,
                followupFingerprint: r.followupFingerprint,
                changed: r.changed,
                observation: r.observation === undefined ? undefined : orderedObservation(r.observation),
                outcome: r.outcome,
                error: r.error,
                reason: r.reason,
                source: r.source === undefined ? undefined : orderedObservation(r.source),
            })),
            source: c.source === undefined ? undefined : orderedObservation(c.source),
            position: c.position,
        })),
    };
    // JSON.stringify leaves out the undefined fields.
    return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** How many distinct observations of one input are kept for sharing (more are kept as they come). */
const SHARED = 8;
function sameTools(a, b) {
    if (a === b)
        return true;
    if (a === undefined || b === undefined || a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
function sameDecision(a, b) {
    if (a === b)
        return true;
    return typeof a === 'object' && typeof b === 'object' && a.noDecision === b.noDecision;
}
/** Equal records: same decision, text, tools, ms and error. */
function sameObservation(a, b) {
    return (a.text === b.text &&
        a.ms === b.ms &&
        a.error === b.error &&
        a.reason === b.reason &&
        a.cached === b.cached &&
        sameDecision(a.decision, b.decision) &&
        sameTools(a.tools, b.tools));
}
/**
 * One input's observations, shared: an observation equal to one seen before (the
 * first few distinct ones are kept) is given back as that same frozen object, so
 * a series of k identical answers holds one object, not k. What is recorded is
 * unchanged; only identity is shared (nothing may mutate a recorded observation).
 */
class ObservationSharer {
    distinct = [];
    /** The records kept for sharing so far (frozen), oldest first. */
    get kept() {
        return this.distinct;
    }
    share(o) {
        const distinct = this.distinct;
        for (let i = 0; i < distinct.length; i++) {
            const d = distinct[i];
            if (d === o || sameObservation(d, o))
                return d;
        }
        if (distinct.length >= SHARED)
            return o;
        const frozen = Object.isFrozen(o) ? o : Object.freeze(o);
        distinct.push(frozen);
        return frozen;
    }
}
/** How many distinct steady series are kept for sharing across inputs (more are kept as they come). */
const SHARED_SERIES = 64;
/** The longest decision, text, tool list or error (UTF-16 units) a shared steady series may hold. */
const STEADY_FIELD_MAX = 256;
/** A steady series' answer and length as a key; null when its answer is too long to key. */
function steadyKey(o, length) {
    const d = o.decision;
    const decision = d === undefined ? '' : typeof d === 'string' ? `s${d}` : `n${d.noDecision}`;
    const tools = o.tools === undefined ? null : o.tools.join('\u0000');
    for (const field of [decision, o.text, tools, o.error]) {
        if (field != null && field.length > STEADY_FIELD_MAX)
            return null;
    }
    return JSON.stringify([
        length,
        decision,
        o.text ?? null,
        o.tools ?? null,
        o.ms ?? null,
        o.error ?? null,
        o.reason ?? null,
    ]);
}
/**
 * Steady series shared across inputs: a series whose observations are all one
 * frozen object (k identical answers, as `ObservationSharer` leaves them) is given
 * back as one frozen array, held once for every input whose k answers are equal
 * to it, so what a steady input holds does not grow with its repeats (issue 18:
 * memory independent of the number of calls). Any other series is given back as
 * it is. What is recorded is unchanged: equal answers, in the same order.
 */
class SteadySeriesSharer {
    byKey = new Map();
    /** The series of `n` answers `o`: the shared array when `o` is a frozen object, else a new one. */
    of(o, n) {
        const make = () => new Array(n).fill(o);
        return (n >= 2 && Object.isFrozen(o) ? this.held(o, n, make) : null) ?? make();
    }
    /** `series` itself, or the shared array when it is steady. */
    share(series) {
        const n = series.length;
        if (n < 2)
            return series;
        const o = series[0];
        if (!Object.isFrozen(o))
            return series;
        for (let i = 1; i < n; i++)
            if (series[i] !== o)
                return series;
        return this.held(o, n, () => series.slice()) ?? series;
    }
    /** The array held for `n` answers `o` (kept from `make` when new), or null when none may be. */
    held(o, n, make) {
        const key = steadyKey(o, n);
        if (key === null)
            return null;
        const known = this.byKey.get(key);
        if (known !== undefined)
            return known;
        if (this.byKey.size >= SHARED_SERIES)
            return null;
        const frozen = Object.freeze(make());
        this.byKey.set(key, frozen);
        return frozen;
    }
}

export { ObservationSharer as O, SteadySeriesSharer as S, sameObservation as a, buildEvidenceFile as b, checkRedactable as c, fileObservation as d, fileRelation as e, fileSeriesOf as f, fileSequential as g, copyDecision as h, fileEarlyRejection as i, serialiseEvidenceFile as s };
