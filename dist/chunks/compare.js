import { a as assess } from './assess2.js';
import { R as Refusal } from './types.js';
import { c as compareCodePoints } from './order.js';
import { _ as validateEpsilon } from './facts.js';

/**
 * `compare-evidence BEFORE AFTER` (reference-spec §13): route by route, did a
 * call change, did a decision appear or vanish, did the agent start (or stop)
 * flipping between two decisions, and did isolation or provenance change? A rate
 * that moves inside one call is not drift.
 */
/** Provenance keys that change on every collection; reported, never drift. */
const VOLATILE_PROVENANCE_KEYS = [
    'collected_at',
    'timestamp',
    'started_at',
    'finished_at',
    'run_id',
    'eval_id',
    'collectedAt',
    'startedAt',
    'finishedAt',
    'runId',
    'evalId',
];
/** Key-sorted JSON, so that equal values compare equal whatever their key order. */
function stableJson(value) {
    if (Array.isArray(value))
        return `[${value.map(stableJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const obj = value;
        return `{${Object.keys(obj)
            .sort(compareCodePoints)
            .filter((k) => obj[k] !== undefined)
            .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
            .join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
function routeTable(evidence, epsilon, side) {
    const missing = evidence.cases.findIndex((c) => typeof c.expected !== 'string' || c.expected.length === 0);
    if (missing >= 0) {
        throw new Refusal('compare.expected', 'every case needs its intended decision (expected) so that routes can be compared; collect or import the runs against the decision suite so that each case records it', `${side}: cases[${missing}]`, { setting: 'suite' });
    }
    let routes;
    try {
        routes = assess(evidence, null, { epsilon }).routes;
    }
    catch (error) {
        // Name the side (the file) the refusal is about.
        if (error instanceof Refusal) {
            throw new Refusal(error.code, error.message, side);
        }
        throw error;
    }
    if (routes === null) {
        throw new Refusal('compare.expected', 'no route table could be formed', side);
    }
    return routes;
}
/** Per route (expected decision), per input fingerprint: the decisions observed. */
function decisionsByInput(evidence) {
    const byRoute = new Map();
    for (const c of evidence.cases) {
        const route = c.expected;
        const inputs = byRoute.get(route) ?? new Map();
        byRoute.set(route, inputs);
        const seen = inputs.get(c.fingerprint) ?? new Set();
        inputs.set(c.fingerprint, seen);
        for (const o of [...c.observations, ...(c.source === undefined ? [] : [c.source])]) {
            if (typeof o.decision === 'string')
                seen.add(o.decision);
        }
    }
    return byRoute;
}
function movedDecisions(before, after) {
    const gained = new Set();
    const lost = new Set();
    for (const [fingerprint, b] of before ?? []) {
        const a = after?.get(fingerprint);
        if (a === undefined || a.size === 0 || b.size === 0)
            continue;
        for (const d of a)
            if (!b.has(d))
                gained.add(d);
        for (const d of b)
            if (!a.has(d))
                lost.add(d);
    }
    return { gained: [...gained].sort(compareCodePoints), lost: [...lost].sort(compareCodePoints) };
}
function side(r) {
    return { flips: r.flips, pairs: r.pairs, call: r.call };
}
function pairId(d) {
    return JSON.stringify(d);
}
function compareEvidence(before, after, options) {
    const epsilon = validateEpsilon(options.epsilon);
    if (before.layer !== after.layer) {
        throw new Refusal('compare.layer', `the two evidence files compare different layers (${before.layer} before, ${after.layer} after); compare evidence of one layer`);
    }
    const b = routeTable(before, epsilon, options.names?.before ?? 'BEFORE');
    const a = routeTable(after, epsilon, options.names?.after ?? 'AFTER');
    const beforeRows = new Map(b.routes.map((r) => [r.decision, r]));
    const afterRows = new Map(a.routes.map((r) => [r.decision, r]));
    const decidedBefore = decisionsByInput(before);
    const decidedAfter = decisionsByInput(after);
    const routes = [];
    for (const [decision, rb] of beforeRows) {
        const ra = afterRows.get(decision);
        if (ra === undefined)
            continue;
        let direction;
        if (rb.pairs === 0 || ra.pairs === 0)
            direction = 'incomparable';
        else if (ra.flipRate > rb.flipRate)
            direction = 'higher';
        else if (ra.flipRate < rb.flipRate)
            direction = 'lower';
        else
            direction = 'unchanged';
        const moved = movedDecisions(decidedBefore.get(decision), decidedAfter.get(decision));
        routes.push({
            decision,
            before: side(rb),
            after: side(ra),
            callChanged: rb.call !== ra.call,
            decisionsGained: moved.gained,
            decisionsLost: moved.lost,
            direction,
        });
    }
    routes.sort((x, y) => compareCodePoints(x.decision, y.decision));
    const changedRoutes = routes
        .filter((r) => r.callChanged || r.decisionsGained.length > 0 || r.decisionsLost.length > 0)
        .map((r) => r.decision);
    const gainedDecisions = [...afterRows.keys()]
        .filter((d) => !beforeRows.has(d))
        .sort(compareCodePoints);
    const lostDecisions = [...beforeRows.keys()]
        .filter((d) => !afterRows.has(d))
        .sort(compareCodePoints);
    const pairs = new Map();
    for (const p of b.flipPairs)
        pairs.set(pairId(p.decisions), { decisions: p.decisions, before: p.count, after: 0 });
    for (const p of a.flipPairs) {
        const existing = pairs.get(pairId(p.decisions));
        if (existing)
            existing.after = p.count;
        else
            pairs.set(pairId(p.decisions), { decisions: p.decisions, before: 0, after: p.count });
    }
    const flipPairs = [...pairs.values()].sort((x, y) => compareCodePoints(x.decisions[0], y.decisions[0]) ||
        compareCodePoints(x.decisions[1], y.decisions[1]));
    const gainedFlipPairs = flipPairs.filter((p) => p.before === 0).map((p) => p.decisions);
    const lostFlipPairs = flipPairs.filter((p) => p.after === 0).map((p) => p.decisions);
    const keys = [
        ...new Set([...Object.keys(before.provenance), ...Object.keys(after.provenance)]),
    ].sort(compareCodePoints);
    const provenanceChanges = [];
    const informationalChanges = [];
    for (const key of keys) {
        const vb = Object.hasOwn(before.provenance, key) ? before.provenance[key] : null;
        const va = Object.hasOwn(after.provenance, key) ? after.provenance[key] : null;
        if (stableJson(vb ?? null) === stableJson(va ?? null))
            continue;
        const change = { key, before: vb ?? null, after: va ?? null };
        if (VOLATILE_PROVENANCE_KEYS.includes(key))
            informationalChanges.push(change);
        else
            provenanceChanges.push(change);
    }
    const isolationChanged = before.isolation !== after.isolation;
    const drifted = changedRoutes.length > 0 ||
        gainedDecisions.length > 0 ||
        lostDecisions.length > 0 ||
        gainedFlipPairs.length > 0 ||
        lostFlipPairs.length > 0 ||
        provenanceChanges.length > 0 ||
        isolationChanged;
    return {
        layer: before.layer,
        epsilon,
        drifted,
        routes,
        changedRoutes,
        gainedDecisions,
        lostDecisions,
        flipPairs,
        gainedFlipPairs,
        lostFlipPairs,
        provenanceChanges,
        informationalChanges,
        isolation: { before: before.isolation, after: after.isolation, changed: isolationChanged },
    };
}

export { VOLATILE_PROVENANCE_KEYS as V, compareEvidence as c };
