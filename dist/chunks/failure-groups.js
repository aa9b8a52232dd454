import { F as FAILED_CALL_REASONS } from './types.js';
import { R as RELATION_FAILURE_REASONS } from './nearest.js';
import { t as excerptOf } from './facts.js';

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

// The failures of a run grouped by reason (issue 30 item 6): failed calls by the
// reason their evidence records (FAILED_CALL_REASONS), relations that could not be
// judged by theirs (RELATION_FAILURE_REASONS). Each failure is in exactly one group,
// so the groups' counts add up to the assessment's errorCount; each group names its
// first failure (case order) as the example every report shows.
function kindOf(e) {
    return e.phase === 'relations' ? 'relation' : 'call';
}
function reasonOf(e) {
    if (e.phase === 'relations')
        return e.relationReason ?? 'not_recorded';
    return e.reason ?? 'not_recorded';
}
function rank(kind, reason) {
    if (reason === 'not_recorded')
        return Number.MAX_SAFE_INTEGER;
    return kind === 'call'
        ? FAILED_CALL_REASONS.indexOf(reason)
        : RELATION_FAILURE_REASONS.indexOf(reason);
}
/**
 * The failures grouped by kind and reason: failed calls first, then relations;
 * within a kind the most frequent first (ties in the vocabulary's order), a
 * reason not recorded last. `cases` names each example's input when the evidence
 * holds it.
 */
function failureGroupsOf(errors, cases = []) {
    const groups = new Map();
    for (const e of errors) {
        const kind = kindOf(e);
        const reason = reasonOf(e);
        const key = `${kind} ${reason}`;
        const n = e.count ?? 1;
        const had = groups.get(key);
        if (had !== undefined) {
            groups.set(key, { ...had, count: had.count + n });
            continue;
        }
        const input = cases[e.caseIndex]?.input;
        const example = {
            caseIndex: e.caseIndex,
            fingerprint: e.fingerprint,
            ...(typeof input === 'string' ? { excerpt: excerptOf(input) } : {}),
            phase: e.phase,
            ...(e.relation === undefined ? {} : { relation: e.relation }),
            ...(kind === 'relation' && e.reason !== undefined ? { callReason: e.reason } : {}),
            message: e.message,
        };
        groups.set(key, { kind, reason, count: n, example });
    }
    return [...groups.values()].sort((a, b) => (a.kind === 'call' ? 0 : 1) - (b.kind === 'call' ? 0 : 1) ||
        (a.reason === 'not_recorded' ? 1 : 0) - (b.reason === 'not_recorded' ? 1 : 0) ||
        b.count - a.count ||
        rank(a.kind, a.reason) - rank(b.kind, b.reason));
}
/** How a group's reason reads. */
function failureReasonText(reason) {
    return reason === 'not_recorded' ? 'reason not recorded' : reason;
}
/**
 * "3 failed calls: 2 timeout, 1 malformed_response; 1 relation not judged: 1
 * check_failed"; null when no failure records its reason (evidence written before
 * reasons were recorded reads as before).
 */
function describeFailureGroups(groups) {
    if (!groups.some((g) => g.reason !== 'not_recorded'))
        return null;
    const part = (kind, one, many) => {
        const list = groups.filter((g) => g.kind === kind);
        if (list.length === 0)
            return null;
        const total = list.reduce((sum, g) => sum + g.count, 0);
        return `${total} ${total === 1 ? one : many}: ${list.map((g) => `${g.count} ${failureReasonText(g.reason)}`).join(', ')}`;
    };
    return [
        part('call', 'failed call', 'failed calls'),
        part('relation', 'relation not judged', 'relations not judged'),
    ]
        .filter((p) => p !== null)
        .join('; ');
}

export { HEADLINE_CATEGORIES as H, RUN_STATUSES as R, STATUSES as S, failureReasonText as a, describeFailureGroups as d, exitCodeFor as e, failureGroupsOf as f };
