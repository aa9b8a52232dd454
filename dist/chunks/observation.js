import { I as INCOMPLETE_REASONS, L as LAYERS, R as Refusal, M as MAX_LABEL_CHARS, N as NO_DECISION_REASONS } from './types.js';

function decision(label) {
    if (typeof label !== 'string' || label.length === 0) {
        throw new Refusal('decision.empty-label', 'a decision label must be a non-empty string');
    }
    return { kind: 'decision', label };
}
function noDecision(reason) {
    if (!isNoDecisionReason(reason)) {
        throw new Refusal('decision.unknown-reason', `unknown no-decision reason ${JSON.stringify(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`);
    }
    return { kind: 'no_decision', reason };
}
function isNoDecisionReason(value) {
    return typeof value === 'string' && NO_DECISION_REASONS.includes(value);
}
function isIncompleteReason(reason) {
    return INCOMPLETE_REASONS.includes(reason);
}
/**
 * The length in characters (code points) of a label longer than `MAX_LABEL_CHARS`,
 * or null when it fits. Cheap for ordinary labels: only a long one is counted.
 */
function overlongLabel(label) {
    if (label.length <= MAX_LABEL_CHARS)
        return null;
    let chars = 0;
    for (let i = 0; i < label.length; i++, chars++) {
        const c = label.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = label.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
    }
    return chars > MAX_LABEL_CHARS ? chars : null;
}
function isLayer(value) {
    return typeof value === 'string' && LAYERS.includes(value);
}
function observation(parts) {
    const obs = {
        text: parts.text ?? '',
        verdict: parts.verdict ?? null,
        tools: parts.tools ?? [],
        ...(parts.raw === undefined ? {} : { raw: parts.raw }),
    };
    return obs;
}
/**
 * The typed reading of a run: a typed verdict as is, a non-empty string verdict as
 * a Decision, anything else as open-ended. (The meter still compares the text of a
 * text-only run on the verdict layer; see `comparisonKey`.)
 */
function outcomeOf(obs) {
    const v = obs.verdict;
    if (v !== null && typeof v === 'object')
        return v;
    if (typeof v === 'string' && v.length > 0)
        return { kind: 'decision', label: v };
    return { kind: 'no_decision', reason: 'open_ended' };
}
const EMPTY_KEY = 'e:';
function keyOfLabel(label) {
    return label.length === 0 ? EMPTY_KEY : `d:${label}`;
}
function keyOfReason(reason) {
    return `n:${reason}`;
}
function keyOfOutcome(outcome) {
    return outcome.kind === 'decision' ? keyOfLabel(outcome.label) : keyOfReason(outcome.reason);
}
function keyOfTools(tools) {
    return `t:${JSON.stringify(tools)}`;
}
/** The comparison key of one observation on one layer. */
function comparisonKey(obs, layer) {
    switch (layer) {
        case 'verdict': {
            const v = obs.verdict;
            if (v !== null && typeof v === 'object')
                return keyOfOutcome(v);
            if (typeof v === 'string' && v.length > 0)
                return keyOfLabel(v);
            return keyOfLabel(obs.text);
        }
        case 'text':
            return keyOfLabel(obs.text);
        case 'tools':
            return keyOfTools(obs.tools);
        default:
            throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
}
function keyValue(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return { kind: 'decision', label: body };
        case 'n:':
            return { kind: 'no_decision', reason: body };
        case 't:':
            return JSON.parse(body);
        default:
            return '';
    }
}
/**
 * A plain, human label for a key: a decision's label, `no decision: REASON`, a
 * tool path joined with ` > ` (`(no tools)` when empty), `(empty)` for "".
 */
function keyLabel(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return body;
        case 'n:':
            return `no decision: ${body}`;
        case 't:': {
            const tools = JSON.parse(body);
            return tools.length === 0 ? '(no tools)' : tools.join(' > ');
        }
        default:
            return '(empty)';
    }
}
function isNoDecisionKey(key) {
    return key.startsWith('n:');
}
function reasonOfKey(key) {
    return key.startsWith('n:') ? key.slice(2) : null;
}
/**
 * Whether a series passes the scorability gate (`assertScorable`), without
 * building anything: the gate's answer for the common series, which holds no
 * no-decision at all.
 */
function isScorable(keys, layer) {
    if (layer !== 'verdict')
        return true;
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        // A no-decision's key is `n:<reason>`; every other key passes.
        if (key.charCodeAt(0) !== 0x6e || key.charCodeAt(1) !== 0x3a)
            continue;
        const reason = key.slice(2);
        if (isIncompleteReason(reason) || reason === 'open_ended')
            return false;
    }
    return true;
}
/**
 * The scorability gate (verdict layer only): a series holding a NoDecision whose
 * reason means the harness failed, or an open-ended answer, cannot be scored for
 * categorical stability. Other layers are never gated.
 */
function assertScorable(keys, layer, where) {
    if (layer !== 'verdict')
        return;
    for (let i = 0; i < keys.length; i++) {
        const reason = reasonOfKey(keys[i]);
        if (reason === null)
            continue;
        if (isIncompleteReason(reason)) {
            throw new Refusal('outcome.incomplete', `an observation is a no-decision with reason '${reason}': the harness failed to produce a decision, so this series cannot be scored`, where);
        }
        if (reason === 'open_ended') {
            throw new Refusal('outcome.open-ended', 'an observation is an open-ended answer (no decision): categorical stability is undefined for it; extract a decision or compare on the text layer', where);
        }
    }
}

export { EMPTY_KEY as E, assertScorable as a, isLayer as b, comparisonKey as c, decision as d, isNoDecisionKey as e, isNoDecisionReason as f, isScorable as g, keyOfLabel as h, isIncompleteReason as i, keyOfOutcome as j, keyLabel as k, keyOfReason as l, keyOfTools as m, keyValue as n, overlongLabel as o, noDecision as p, observation as q, outcomeOf as r, reasonOfKey as s };
