import { c as comparisonKey, E as EMPTY_KEY, m as keyOfTools, l as keyOfReason, k as keyLabel, n as keyValue, h as keyOfLabel } from './observation.js';
import { R as Refusal } from './types.js';
import { R as RELATION_TYPES, _ as validateEpsilon, T as planRepeats, W as snapshotPrecheck, p as plural, E as listing, v as formatPercent, Q as pairsForDeterministicCall, S as pairsNeeded, j as ceilDiv } from './facts.js';
import { I as IMPORT_KINDS, a as IMPORTERS } from './registry.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { p as parseAgentSpec, d as describeThrown } from './module-spec.js';
import { m as moduleLoadRefusal } from './module.js';
import { w as withoutNulls, n as SETTING_TABLE, v as agentsOf, x as recordedOf, t as settingRowOf, p as parseShardText, M as MAX_SHARDS } from './settings.js';

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
        return this.repeated(first, keys.length);
    }
    /** The shared frozen series of `key` repeated `length` times (what `share` gives such a series). */
    repeated(key, length) {
        let byLength = this.uniform.get(key);
        if (byLength === undefined) {
            byLength = new Map();
            this.uniform.set(key, byLength);
        }
        const shared = byLength.get(length);
        if (shared !== undefined)
            return shared;
        const frozen = Object.freeze(new Array(length).fill(key));
        byLength.set(length, frozen);
        return frozen;
    }
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
    'admission.suite-not-applied',
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
    'admission.cached-replays',
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
        // First, so that every snapshot report leads with it: evidence judged without
        // the suite it was collected against had no contract checked, and a baseline
        // would carry decisions that suite may forbid. The safe rule: never admitted.
        code: 'admission.suite-not-applied',
        requirement: 'the evidence was judged against the decision suite it was collected against (never with --without-suite)',
        approval: false,
        test: ({ assessment: a }) => a.suiteNotApplied === undefined
            ? null
            : `CONTRACT NOT APPLIED: this evidence was collected against the decision suite ${a.suiteNotApplied.slice(0, 12)} (sha256 ${a.suiteNotApplied}), but it was judged without that suite on request (--without-suite), so its contract (required and allowed decisions, stability targets) was not checked; a baseline is never admitted from it: give the suite with --suite`,
    },
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
        // Rows served from the tool's cache are never in a series (the evidence
        // keeps them apart, per case), so every rule above already judges the fresh rows
        // alone. When some were left out and the fresh rows do not meet those
        // rules, this says the cache is why, so nobody admits on replays.
        code: 'admission.cached-replays',
        requirement: "the fresh calls alone meet every rule above (rows served from the tool's cache never count)",
        approval: false,
        test: (context) => {
            const cached = context.assessment.cachedReplays ?? 0;
            if (cached === 0)
                return null;
            const failing = ADMISSION_RULES.filter((r) => !r.approval && r.code !== 'admission.cached-replays' && r.test(context) !== null).map((r) => r.code);
            if (failing.length === 0)
                return null;
            return `${plural(cached, 'row')} served from the evaluation tool's cache ${cached === 1 ? 'was' : 'were'} left out (a cached row replays an earlier call and is not a repeat), and the fresh calls alone do not meet ${listing(failing, failing.length)}; rerun with the cache off (promptfoo eval --no-cache; Inspect without cache) to admit a baseline`;
        },
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
/** The importers that read an import setting (each importer's `settings`, registry.ts). */
function readBy(key) {
    return IMPORTERS.filter((i) => i.settings.includes(key)).map((i) => i.kind);
}
/** The contexts of one place a setting applies to (the table's `appliesTo`). */
function contextsOf(key, place) {
    switch (place) {
        case 'live':
            return LIVE;
        case 'http':
            return ['agentUrl'];
        case 'readers':
            return readBy(key);
        case 'imports':
            return IMPORTS;
        case 'evidence':
            return ['evidence'];
    }
}
/**
 * The settings that apply to some sources only, and the sources they apply to:
 * the settings table's `appliesTo`, in its order.
 */
const APPLIES = SETTING_TABLE.flatMap((row) => row.appliesTo === undefined
    ? []
    : [[row.key, row.appliesTo.flatMap((place) => contextsOf(row.key, place))]]);
/** The settings that shape the meter's repeats (the table's `shapesMeter`): meaningless with the meter off. */
const METER_SHAPING = SETTING_TABLE.filter((r) => r.shapesMeter).map((r) => r.key);
/** The settings written as text (the table's `text` rows): given, they may not be empty. */
const STRING_KEYS = SETTING_TABLE.filter((r) => r.type === 'text').map((r) => r.key);
const AGENTS_TEXT = 'a module (`agent`), a worker command (`agentCommand`) or an HTTP endpoint (`agentUrl`)';
const RECORDED_TEXT = `\`evidence\`, ${IMPORT_KINDS.slice(0, -1)
    .map((k) => `\`${k}\``)
    .join(', ')} or \`${IMPORT_KINDS[IMPORT_KINDS.length - 1] ?? ''}\``;
/** How to import each kind: its key and FILE, and `suite` SUITE when the importer needs one. */
const IMPORT_TEXT = IMPORTERS.map((i) => `\`${i.kind}\` FILE${i.suite === 'required' ? ' and `suite` SUITE' : ''}`);
function given(settings, key) {
    const value = settings[key];
    if (value === undefined)
        return false;
    if (Array.isArray(value))
        return value.length > 0;
    // A switch counts only when it asks for something other than its default (its
    // type in the table); the early-rejection test counts when it is declared (true).
    if (key === 'earlyRejection')
        return value === true;
    const type = settingRowOf(key)?.type;
    if (type === 'switch-on')
        return value === false;
    if (type === 'switch-off')
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
                message: `needs recorded runs: give \`evidence\` FILE, or import them with ${IMPORT_TEXT.slice(0, -1).join(', ')} or ${IMPORT_TEXT[IMPORT_TEXT.length - 1] ?? ''}`,
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
    const needsSuite = IMPORTERS.find((i) => i.suite === 'required' && imports.includes(i.kind));
    if (needsSuite !== undefined && settings.suite === undefined) {
        out.push({
            setting: 'suite',
            code: 'settings.promptfoo-suite',
            message: `${needsSuite.title} is read against the reviewed cases: give \`suite\` SUITE (rows are matched to its inputs)`,
        });
    }
    return recorded;
}
/** A setting given where it does not apply. */
function misplaced(key, where, active) {
    const live = active.some((c) => LIVE.includes(c));
    if (live) {
        if (key === 'withoutSuite') {
            return {
                setting: key,
                code: 'settings.recorded-only',
                message: 'applies only to recorded evidence (`evidence`) collected against a suite: a live run is judged against the suite it runs, so it would be ignored here; drop `withoutSuite`',
            };
        }
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
function checkSettings(asked, options = {}) {
    // `null` is "not given" (settings read from JSON), never a value to refuse.
    const settings = withoutNulls(asked);
    const use = options.source ?? 'either';
    const out = [];
    const active = sourceProblems(settings, use, out, options.provided);
    const placed = new Set(out.map((p) => p.setting));
    if (active !== null) {
        for (const [key, where] of APPLIES) {
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
    // Every choice setting's values are its row's `choices` (the shells only list them).
    for (const row of SETTING_TABLE) {
        if (row.choices !== undefined)
            choice(out, row.key, settings[row.key], row.choices);
    }
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

export { ADMISSION_CODES as A, BASELINE_SCHEMA as B, swapCaseText as C, toolSelectionText as D, toolsEqual as E, underpoweredMessage as F, verdictEqual as G, relationsFor as H, KeyInterner as K, PRECHECK_CODE as P, SeriesSharer as S, ADMISSION_RULES as a, AdmissionRefused as b, BASELINE_SCHEMA_PREFIX as c, describeDecision as d, BUILTIN_RELATIONS as e, BUILTIN_RELATION_NAMES as f, BUILTIN_RELATION_SHORT_NAMES as g, admit as h, applyRelation as i, approveCandidate as j, approvedDecision as k, baselineDecisionOfKey as l, baselineEntries as m, buildBaseline as n, builtinRelation as o, builtinRelationNamed as p, checkSettings as q, defineRelation as r, isPythonSpace as s, isRelationType as t, judgeRelation as u, keyOfBaselineDecision as v, loadRelations as w, normaliseText as x, padWhitespaceText as y, precheckSnapshot as z };
