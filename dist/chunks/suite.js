import { L as LAYERS, I as ISOLATIONS, R as Refusal, N as NO_DECISION_REASONS } from './types.js';
import { i as isPlainObject, s as shortJson, m as isBlank, c as placeOf, t as typeName, A as refuseOverSize, x as regularFile, L as LIMITS, M as MAX_JSON_DEPTH, E as EVIDENCE_FORMAT, a as EVIDENCE_FORMAT_V2, g as readTextFile, p as parseJsonText, b as refuseLoneSurrogates, B as EVIDENCE_FORMAT_PREFIX, r as readJsonFile } from './schema-problems.js';
import { c as describePositions, g as describeShards, m as missingRanges, f as describeRanges } from './settings.js';
import { d as digestOf } from './digest.js';
import { E as EvidenceCaseReader, p as parseEvidenceFile } from './ours.js';
import { createReadStream } from 'node:fs';
import { a8 as inputFingerprint, G as compareCodePoints } from './facts.js';
import { a as parseSuite } from './suite2.js';

/**
 * The reference's own evidence file, `agentverity.evidence/v2`: observations
 * recorded elsewhere, one list per input in production order. Read with the
 * reference's acceptance rules; written back in its normalised form.
 */
const REFERENCE_EVIDENCE_SCHEMA = 'agentverity.evidence/v2';
/** Field names that show a case carries aggregates instead of observations. */
const AGGREGATE_HINTS = [
    'flip_rate',
    'flipRate',
    'pass_rate',
    'passRate',
    'rate',
    'runs',
    'passes',
    'pass_count',
    'passCount',
    'fail_count',
    'failures',
    'score',
    'count',
];
function refuse(file, path, message) {
    throw new Refusal('evidence.reference', message, placeOf(file, path));
}
function oneOf(values) {
    return values.map((v) => JSON.stringify(v)).join(', ');
}
/** Reads an `agentverity.evidence/v2` value (already parsed JSON) into Evidence. */
function parseReferenceEvidence(value, file) {
    if (!isPlainObject(value)) {
        refuse(file, [], `expected a JSON object with "schema": "${REFERENCE_EVIDENCE_SCHEMA}", found ${typeName(value)}`);
    }
    if (value['schema'] !== REFERENCE_EVIDENCE_SCHEMA) {
        refuse(file, ['schema'], value['schema'] === undefined
            ? `missing; expected "${REFERENCE_EVIDENCE_SCHEMA}"`
            : `expected exactly "${REFERENCE_EVIDENCE_SCHEMA}", found ${shortJson(value['schema'])}`);
    }
    const layerValue = 'layer' in value ? value['layer'] : 'verdict';
    if (!LAYERS.includes(layerValue)) {
        refuse(file, ['layer'], `expected one of ${oneOf(LAYERS)}, found ${shortJson(layerValue)}`);
    }
    const layer = layerValue;
    const isolationValue = 'isolation' in value ? value['isolation'] : 'unknown';
    if (!ISOLATIONS.includes(isolationValue)) {
        refuse(file, ['isolation'], `expected one of ${oneOf(ISOLATIONS)}, found ${shortJson(isolationValue)}`);
    }
    const isolation = isolationValue;
    const provenanceValue = 'provenance' in value ? value['provenance'] : {};
    if (!isPlainObject(provenanceValue)) {
        refuse(file, ['provenance'], `expected an object, found ${typeName(provenanceValue)}`);
    }
    const casesValue = value['cases'];
    if (!Array.isArray(casesValue)) {
        refuse(file, ['cases'], casesValue === undefined
            ? 'missing; expected a list of cases'
            : `expected a list of cases, found ${typeName(casesValue)}`);
    }
    if (casesValue.length === 0)
        refuse(file, ['cases'], 'expected at least one case, found none');
    const seen = new Map();
    let failedRuns = 0;
    const cases = casesValue.map((raw, index) => {
        const at = ['cases', index];
        if (!isPlainObject(raw))
            refuse(file, at, `expected a case object, found ${typeName(raw)}`);
        const input = raw['input'];
        if (typeof input !== 'string') {
            refuse(file, [...at, 'input'], input === undefined
                ? 'missing; expected the input text'
                : `expected a string, found ${typeName(input)}`);
        }
        if (isBlank(input))
            refuse(file, [...at, 'input'], 'expected a non-empty input, found only whitespace');
        const earlier = seen.get(input);
        if (earlier !== undefined) {
            refuse(file, [...at, 'input'], `the same input as cases[${earlier}]; every input must appear once`);
        }
        seen.set(input, index);
        const fingerprint = inputFingerprint(input, placeOf(file, [...at, 'input']));
        if (!('observations' in raw)) {
            const hints = Object.keys(raw).filter((k) => AGGREGATE_HINTS.includes(k));
            refuse(file, at, `has no "observations" list${hints.length > 0 ? ` (it has ${hints.map((h) => `"${h}"`).join(', ')})` : ''}. ` +
                'Aggregates such as rates or pass counts cannot be assessed: repeatability is measured ' +
                'from the individual observations of each input, in the order they were produced.');
        }
        const observationsValue = raw['observations'];
        if (!Array.isArray(observationsValue)) {
            refuse(file, [...at, 'observations'], `expected a list, found ${typeName(observationsValue)}`);
        }
        if (observationsValue.length < 2) {
            refuse(file, [...at, 'observations'], `expected at least 2 observations (one pair), found ${observationsValue.length}`);
        }
        const observations = observationsValue.map((obs, k) => readObservation(obs, layer, file, [...at, 'observations', k]));
        const expected = raw['expected'];
        if (expected !== undefined && expected !== null) {
            if (typeof expected !== 'string' || isBlank(expected)) {
                refuse(file, [...at, 'expected'], `expected a non-empty string (the intended decision), found ${shortJson(expected)}`);
            }
        }
        const errors = raw['errors'];
        if (errors !== undefined && errors !== null) {
            if (typeof errors !== 'number' || !Number.isSafeInteger(errors) || errors < 0) {
                refuse(file, [...at, 'errors'], `expected a non-negative integer up to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly; runs that failed without a decision), found ${shortJson(errors)}`);
            }
            failedRuns += errors;
            if (!Number.isSafeInteger(failedRuns)) {
                refuse(file, [...at, 'errors'], `the failed runs recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly); no run made that many calls`);
            }
        }
        const out = {
            input,
            fingerprint,
            ...(typeof expected === 'string' ? { expected } : {}),
            observations,
            ...(typeof errors === 'number' ? { errors } : {}),
        };
        return out;
    });
    return { layer, isolation, provenance: provenanceValue, cases, complete: true, relations: [] };
}
function readObservation(obs, layer, file, at) {
    if (typeof obs === 'string') {
        if (layer === 'tools') {
            refuse(file, at, 'the tools layer needs every observation to be a list of tool names, found a string');
        }
        if (layer === 'text')
            return { text: obs };
        // An empty string is no label: it is kept as (empty) text, compared as such.
        return obs === '' ? { text: '' } : { decision: obs, text: obs };
    }
    if (Array.isArray(obs)) {
        if (layer !== 'tools') {
            refuse(file, at, `a list (tool path) cannot be an observation on the ${layer} layer; ` +
                (layer === 'verdict' ? 'expected a string or a no-decision object' : 'expected a string'));
        }
        const bad = obs.findIndex((t) => typeof t !== 'string');
        if (bad >= 0)
            refuse(file, [...at, bad], `expected a tool name (string), found ${typeName(obs[bad])}`);
        return { tools: obs };
    }
    if (isPlainObject(obs)) {
        if (obs['kind'] !== 'no_decision') {
            refuse(file, [...at, 'kind'], `an object observation must be {"kind": "no_decision", "reason": ...}; found kind ${shortJson(obs['kind'])} ` +
                '(a decision is written as its bare label)');
        }
        const reason = obs['reason'];
        if (!NO_DECISION_REASONS.includes(reason)) {
            refuse(file, [...at, 'reason'], `expected one of ${oneOf(NO_DECISION_REASONS)}, found ${shortJson(reason)}`);
        }
        if (layer !== 'verdict') {
            refuse(file, at, `a no-decision cannot be an observation on the ${layer} layer; expected ${layer === 'text' ? 'a string' : 'a list of tool names'}`);
        }
        return { decision: { noDecision: reason } };
    }
    return refuse(file, at, `expected ${layer === 'tools' ? 'a list of tool names' : layer === 'text' ? 'a string' : 'a string or a no-decision object'}, found ${typeName(obs)}`);
}
/** The reference's JSON encoding of one observation on a layer. */
function writeObservation(obs, layer) {
    if (layer === 'tools')
        return [...(obs.tools ?? [])];
    if (layer === 'text')
        return obs.text ?? (typeof obs.decision === 'string' ? obs.decision : '');
    const d = obs.decision;
    if (typeof d === 'string')
        return d;
    if (d !== undefined)
        return { kind: 'no_decision', reason: d.noDecision };
    return obs.text ?? '';
}
/** Deep copy with object keys in code-point order (as Python's `sort_keys`). */
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
/**
 * The reference's normalised JSON for evidence: keys sorted, `expected` only when
 * present, `errors` only when non-zero, provenance omitted when empty. Failed calls
 * (observations with `error`) have no place in that format and are counted in
 * `errors`. A redacted case (no input) cannot be written and is refused.
 */
function writeReferenceEvidence(evidence) {
    const cases = evidence.cases.map((c, index) => {
        if (c.input === undefined) {
            throw new Refusal('evidence.redacted', `the input of this case was redacted (fingerprint ${c.fingerprint.slice(0, 12)}); ${REFERENCE_EVIDENCE_SCHEMA} needs every input`, `cases[${index}]`);
        }
        const kept = c.observations.filter((o) => o.error === undefined);
        const errors = (c.errors ?? 0) + (c.observations.length - kept.length);
        return sortKeysDeep({
            input: c.input,
            ...(c.expected === undefined ? {} : { expected: c.expected }),
            ...(errors > 0 ? { errors } : {}),
            observations: kept.map((o) => writeObservation(o, evidence.layer)),
        });
    });
    return sortKeysDeep({
        schema: REFERENCE_EVIDENCE_SCHEMA,
        layer: evidence.layer,
        isolation: evidence.isolation,
        cases,
        ...(Object.keys(evidence.provenance).length > 0 ? { provenance: evidence.provenance } : {}),
    });
}
/** The reference's file text: indent 2, keys sorted, trailing newline. */
function serialiseReferenceEvidence(evidence) {
    return `${JSON.stringify(writeReferenceEvidence(evidence), null, 2)}\n`;
}
/** Σ floor(observations / 2) over the cases: the disjoint pairs available. */
function totalPairs(evidence) {
    let total = 0;
    for (const c of evidence.cases)
        total += Math.floor(c.observations.length / 2);
    return total;
}

/** A file's part for merging: its head, and per case the fingerprint and position only. */
function partFileOf(file) {
    const { cases, ...head } = file;
    return {
        ...head,
        cases: cases.map((c) => c.position === undefined
            ? { fingerprint: c.fingerprint }
            : { fingerprint: c.fingerprint, position: c.position }),
    };
}
function sameCatalogue(a, b) {
    return a.length === b.length && a.every((r, i) => r.name === b[i]?.name && r.type === b[i]?.type);
}
/** A part left in (absent or true) or out (false). */
function describeOn(on) {
    return on === false ? 'left out' : 'in';
}
function describeCatalogue(c) {
    return c.map((r) => `${r.name} (${r.type})`).join(', ');
}
/**
 * Merges evidence collected in parts (shards, or runs to add repeats). An input
 * (by fingerprint) seen in several parts keeps one case whose observations are
 * concatenated in part order, so pairs are formed after the concatenation. Cases
 * keep the order of first appearance. Parts must agree on layer, isolation, each
 * input's `expected`, the suite they were collected against and, where both ran
 * relations, the relation catalogue. An input's relation results are kept from
 * every part, but one relation may be recorded for an input by one part only (it
 * is checked once per input). The result is complete only if every part is.
 */
function mergeEvidence(parts) {
    const checks = new PartChecks(parts);
    const first = checks.first;
    const byFingerprint = new Map();
    const order = [];
    for (const part of parts) {
        checks.check(part);
        const e = part.evidence;
        e.cases.forEach((c, index) => {
            const known = byFingerprint.get(c.fingerprint);
            if (known === undefined) {
                const fresh = {
                    fingerprint: c.fingerprint,
                    expectedFrom: part.name,
                    observations: [...c.observations],
                    errors: c.errors ?? 0,
                    hasErrors: c.errors !== undefined,
                    relations: c.relations === undefined ? undefined : [...c.relations],
                    relationFrom: new Map((c.relations ?? []).map((r) => [r.name, part.name])),
                };
                if (c.input !== undefined)
                    fresh.input = c.input;
                if (c.expected !== undefined)
                    fresh.expected = c.expected;
                if (c.source !== undefined) {
                    fresh.source = c.source;
                    fresh.sourceFrom = part.name;
                }
                byFingerprint.set(c.fingerprint, fresh);
                order.push(fresh);
                return;
            }
            if (known.expected !== c.expected) {
                const show = (v) => v === undefined ? 'none' : JSON.stringify(v);
                throw new Refusal('evidence.merge', `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has different expected decisions: ${show(known.expected)} in ${known.expectedFrom}, ${show(c.expected)} in ${part.name}`, `${part.name}: cases[${index}].expected`);
            }
            if (known.input === undefined && c.input !== undefined)
                known.input = c.input;
            if (c.source !== undefined) {
                if (known.source !== undefined) {
                    throw new Refusal('evidence.merge', `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has an independent first draw in ${known.sourceFrom ?? 'an earlier part'} and in ${part.name}; blindness reads one first decision per input, so at most one part may carry it`, `${part.name}: cases[${index}].source`);
                }
                known.source = c.source;
                known.sourceFrom = part.name;
            }
            known.observations.push(...c.observations);
            known.errors += c.errors ?? 0;
            known.hasErrors ||= c.errors !== undefined;
            if (c.relations !== undefined) {
                for (const r of c.relations) {
                    const earlier = known.relationFrom.get(r.name);
                    if (earlier !== undefined) {
                        throw new Refusal('evidence.merge', `the same input (fingerprint ${c.fingerprint.slice(0, 12)}) has a result of relation '${r.name}' in ${earlier} and in ${part.name}; a relation is checked once per input, so at most one part may carry it (collect the extra repeats without relations)`, `${part.name}: cases[${index}].relations`);
                    }
                    known.relationFrom.set(r.name, part.name);
                }
                known.relations = [...(known.relations ?? []), ...c.relations];
            }
        });
    }
    const cases = order.map((b) => ({
        ...(b.input === undefined ? {} : { input: b.input }),
        fingerprint: b.fingerprint,
        ...(b.expected === undefined ? {} : { expected: b.expected }),
        observations: b.observations,
        ...(b.hasErrors ? { errors: b.errors } : {}),
        ...(b.relations === undefined ? {} : { relations: b.relations }),
        ...(b.source === undefined ? {} : { source: b.source }),
    }));
    return assembled(parts, first, cases, checks.catalogue);
}
/**
 * Merges parts whose inputs are disjoint (the shards of one run: each input falls
 * in one shard by its fingerprint), under the same checks of the parts as
 * `mergeEvidence`; with no input in two parts, each case is kept as it is (no
 * copy of its series), and the cases of all parts are put in order by `compare`.
 */
function mergeDisjoint(parts, compare) {
    const checks = new PartChecks(parts);
    const cases = [];
    for (const part of parts) {
        checks.check(part);
        for (const c of part.evidence.cases)
            cases.push(c);
    }
    return assembled(parts, checks.first, cases.sort(compare), checks.catalogue);
}
/**
 * The checks of the parts of one merge, part by part: none whose pairs are read in
 * the order of its one run (when there are several), and every part of the
 * first's layer, design, isolation and suite, with one relation catalogue.
 */
class PartChecks {
    first;
    catalogue = [];
    catalogueFrom;
    constructor(parts) {
        const first = parts[0];
        if (first === undefined) {
            throw new Refusal('evidence.merge', 'nothing to merge: no evidence was given');
        }
        this.first = first;
        this.catalogueFrom = first.name;
        if (parts.length > 1) {
            const sequential = parts.find((p) => p.evidence.sequential !== undefined);
            if (sequential !== undefined) {
                throw new Refusal('evidence.merge', `cannot merge ${sequential.name}: it was collected sequentially, and its decision depends on the round order of that one run. Assess it on its own`);
            }
            const ordered = parts.find((p) => p.evidence.allocation !== undefined || p.evidence.earlyRejection !== undefined);
            if (ordered !== undefined) {
                throw new Refusal('evidence.merge', `cannot merge ${ordered.name}: ${ordered.evidence.allocation !== undefined ? 'its pairs were drawn at random from a recorded seed' : 'it declared early rejection'}, so its pairs are read in the order of that one run. Assess it on its own`);
            }
        }
    }
    check(part) {
        const first = this.first;
        const e = part.evidence;
        if (e.layer !== first.evidence.layer) {
            throw new Refusal('evidence.merge', `cannot merge evidence of different layers: ${first.name} is on the ${first.evidence.layer} layer, ${part.name} on the ${e.layer} layer`);
        }
        // The design of the collection: the meter and the blindness check left in or out,
        // and the decision rule planned for, are the same in every part (a shard's are its run's).
        const design = [
            ['the meter', describeOn(first.evidence.meter), describeOn(e.meter)],
            ['the blindness check', describeOn(first.evidence.blindness), describeOn(e.blindness)],
            ['the decision rule', first.evidence.method ?? 'wilson', e.method ?? 'wilson'],
        ];
        for (const [what, a, b] of design) {
            if (a !== b) {
                throw new Refusal('evidence.merge', `cannot merge evidence collected with different designs: ${first.name} has ${what} ${a}, ${part.name} has it ${b}`);
            }
        }
        if (e.isolation !== first.evidence.isolation) {
            throw new Refusal('evidence.merge', `cannot merge evidence collected with different isolation: ${first.name} has ${first.evidence.isolation}, ${part.name} has ${e.isolation}`);
        }
        const firstSuite = first.file?.suite ?? null;
        const suite = part.file?.suite ?? null;
        if (firstSuite !== null && suite !== null && firstSuite.digest !== suite.digest) {
            throw new Refusal('evidence.merge', `cannot merge evidence collected against different suites: ${first.name} has suite digest ${firstSuite.digest.slice(0, 12)}, ${part.name} has ${suite.digest.slice(0, 12)}`);
        }
        if (e.relations.length > 0) {
            if (this.catalogue.length === 0) {
                this.catalogue = e.relations;
                this.catalogueFrom = part.name;
            }
            else if (!sameCatalogue(this.catalogue, e.relations)) {
                throw new Refusal('evidence.merge', `cannot merge evidence that ran different relations: ${this.catalogueFrom} ran ${describeCatalogue(this.catalogue)}; ${part.name} ran ${describeCatalogue(e.relations)}`);
            }
        }
    }
}
/** The merged evidence of `parts` with these cases. */
function assembled(parts, first, cases, catalogue) {
    const incomplete = parts.filter((p) => !p.evidence.complete);
    const reasons = incomplete.map((p) => `${p.name}: ${p.evidence.stopReason ?? 'collection stopped early'}`);
    return {
        layer: first.evidence.layer,
        isolation: first.evidence.isolation,
        provenance: mergedProvenance(parts),
        cases,
        complete: incomplete.length === 0,
        ...(reasons.length > 0 ? { stopReason: reasons.join('; ') } : {}),
        relations: catalogue,
        // Equal in every part (checked above): the merged evidence is assessed as each part would be.
        ...(first.evidence.meter === false ? { meter: false } : {}),
        ...(first.evidence.blindness === false ? { blindness: false } : {}),
        ...(first.evidence.method === undefined ? {} : { method: first.evidence.method }),
    };
}
/** The common provenance when every part agrees; otherwise each part's, by name. */
function mergedProvenance(parts) {
    const digests = new Set(parts.map((p) => digestOf(p.evidence.provenance)));
    if (digests.size === 1)
        return parts[0]?.evidence.provenance ?? {};
    return { merged: parts.map((p) => ({ name: p.name, provenance: p.evidence.provenance })) };
}
/** True when some part is shard evidence of ours (then `mergeShards` reads them all). */
function hasShards(parts) {
    return parts.some((p) => (p.file?.shard ?? null) !== null);
}
function shardName(s) {
    return `shard ${s.index} of ${s.count}`;
}
function showSetting(v) {
    if (v === undefined)
        return 'absent';
    const text = JSON.stringify(v);
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
/** The settings two shards recorded differently, as `key (a in A, b in B)`. */
function settingsDiff(a, b, aName, bName) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    const differ = keys.filter((k) => {
        const x = a[k];
        const y = b[k];
        if (x === undefined || y === undefined)
            return x !== y;
        return digestOf(x) !== digestOf(y);
    });
    const shown = differ
        .slice(0, 5)
        .map((k) => `${k} (${showSetting(a[k])} in ${aName}, ${showSetting(b[k])} in ${bName})`);
    return shown.join('; ') + (differ.length > 5 ? `; and ${differ.length - 5} more` : '');
}
/**
 * What a shard's provenance records of the run that may differ between the shards
 * of one run: how that shard's own collection went (an agent that stopped
 * answering, a curtailment, sequential rounds). Everything else (the collector,
 * the agent's kind and label, the mode, k) names the run and must be equal.
 */
const PER_SHARD_PROVENANCE = new Set([
    'unanswered',
    'curtailment',
    'sequentialRounds',
]);
/** The provenance that names the run: what every shard of one run records alike. */
function identityOf(provenance) {
    return Object.fromEntries(Object.entries(provenance).filter(([key]) => !PER_SHARD_PROVENANCE.has(key)));
}
/**
 * Merges the shards of one sharded run (docs/sharding.md) into the evidence of the
 * whole run: every part must be a shard of the same count, each index given once,
 * collected against the same suite with the same settings (the shard itself is
 * not a setting, so their settings digests are equal), from the same agent (their
 * provenance agrees but for how each shard's collection went), no position of the
 * run in two shards. The cases are put back in the run's order by their recorded
 * positions. Shards not given, and with every shard given any position of the run
 * `0 … inputs−1` that no shard holds, make the merged evidence incomplete, naming them. The other rules of `mergeEvidence` (layer,
 * isolation, relations) apply as well.
 */
function mergeShards(parts) {
    const first = parts.find((p) => (p.file?.shard ?? null) !== null);
    const firstShard = first?.file?.shard ?? null;
    if (first === undefined || firstShard === null || first.file === undefined) {
        throw new Refusal('evidence.merge', 'nothing to merge: no shard evidence was given');
    }
    const firstFile = first.file;
    const byIndex = new Map();
    const positionOwner = new Map();
    const position = new Map();
    /** The positions two files both hold, by the pair of files. */
    const twice = new Map();
    let inputs;
    let firstIdentity;
    const firstSuite = firstFile.suite?.digest ?? null;
    for (const part of parts) {
        const file = part.file;
        const shard = file?.shard ?? null;
        if (file === undefined || shard === null) {
            throw new Refusal('evidence.shard-mixed', `${part.name} is not a shard, but ${first.name} is ${shardName(firstShard)}: assess the shards of one run together, and nothing else`);
        }
        if (shard.count !== firstShard.count) {
            throw new Refusal('evidence.shard-mixed', `${first.name} is ${shardName(firstShard)} and ${part.name} is ${shardName(shard)}: shards of one run share their count; assess the shards of one run together`);
        }
        const twin = byIndex.get(shard.index);
        if (twin !== undefined) {
            throw new Refusal('evidence.shard-duplicate', `${twin} and ${part.name} are both ${shardName(shard)}; merging both would count its inputs twice (keep one file per shard)`);
        }
        byIndex.set(shard.index, part.name);
        const suite = file.suite?.digest ?? null;
        if (suite !== firstSuite) {
            const show = (d) => (d === null ? 'no suite' : `suite ${d.slice(0, 12)}`);
            throw new Refusal('evidence.shard-suite', `${first.name} was collected against ${show(firstSuite)} and ${part.name} against ${show(suite)}: shards of one run share their suite`);
        }
        if (file.settingsDigest !== firstFile.settingsDigest) {
            throw new Refusal('evidence.shard-settings', `${first.name} and ${part.name} were collected with different settings: ${settingsDiff(firstFile.settings, file.settings, first.name, part.name)}; shards of one run differ in their shard only`);
        }
        if (shard.inputs !== undefined) {
            if (inputs === undefined)
                inputs = { count: shard.inputs, from: part.name };
            else if (shard.inputs !== inputs.count) {
                throw new Refusal('evidence.shard-settings', `${inputs.from} is a shard of a run of ${inputs.count} inputs and ${part.name} of a run of ${shard.inputs}: the shards were cut from different seed inputs`);
            }
        }
        const identity = identityOf(file.provenance);
        const identityDigest = digestOf(identity);
        if (firstIdentity === undefined)
            firstIdentity = { identity, digest: identityDigest };
        else if (identityDigest !== firstIdentity.digest) {
            throw new Refusal('evidence.shard-agent', `${first.name} and ${part.name} were collected from different agents or runs: ${settingsDiff(firstIdentity.identity, identity, first.name, part.name)}; the shards of one run are collected from one agent`);
        }
        for (const c of file.cases) {
            // Every shard case has a position (the reader checks it).
            const at = c.position ?? 0;
            const owner = positionOwner.get(at);
            if (owner !== undefined) {
                const pair = `${owner} and ${part.name}`;
                twice.set(pair, [...(twice.get(pair) ?? []), at]);
            }
            else
                positionOwner.set(at, part.name);
            position.set(c.fingerprint, at);
        }
    }
    if (twice.size > 0) {
        const clashes = [...twice.entries()].map(([pair, at]) => `${pair} both have an input at ${describePositions(at)}`);
        throw new Refusal('evidence.shard-settings', `${clashes.slice(0, 3).join('; ')}${clashes.length > 3 ? `; and ${clashes.length - 3} more pairs of files` : ''} of the run: the shards were cut from different seed inputs, or a file was edited (every position is in one shard only)`);
    }
    // The shards' inputs are disjoint (each falls in its shard, and the indices differ).
    const merged = mergeDisjoint(parts, (a, b) => (position.get(a.fingerprint) ?? 0) - (position.get(b.fingerprint) ?? 0));
    const cases = merged.cases;
    const count = firstShard.count;
    const present = [...byIndex.keys()].sort((a, b) => a - b);
    const missing = [];
    for (let i = 1; i <= count; i++)
        if (!byIndex.has(i))
            missing.push(i);
    const why = missing.length === 0
        ? undefined
        : `${describeShards(missing, count)} ${missing.length === 1 ? 'is' : 'are'} missing, so ${missing.length === 1 ? 'its' : 'their'} inputs were not assessed`;
    // With every shard given, every position of the run must be there: a shard file
    // whose cases were deleted leaves its positions out (below the recorded inputs,
    // or below the last position any shard holds when no shard records them).
    const held = [...positionOwner.keys()].sort((a, b) => a - b);
    const runInputs = inputs?.count ?? (held.length === 0 ? 0 : (held[held.length - 1] ?? 0) + 1);
    const gaps = missing.length === 0 ? missingRanges(held, runInputs) : [];
    const lostCount = gaps.reduce((n, [a, b]) => n + b - a + 1, 0);
    const lost = gaps.length === 0
        ? undefined
        : `${describeRanges(gaps)} of the run's ${runInputs} inputs ${lostCount === 1 ? 'is' : 'are'} in no shard, so ${lostCount === 1 ? 'that input was' : 'those inputs were'} not assessed: a shard's collection stopped early, or its file was edited`;
    const stopReason = [why, lost, merged.stopReason].filter((r) => r !== undefined).join('; ');
    return {
        evidence: {
            ...merged,
            cases,
            complete: merged.complete && missing.length === 0 && gaps.length === 0,
            ...(stopReason === '' ? {} : { stopReason }),
        },
        settings: firstFile.settings,
        suiteDigest: firstSuite,
        shards: { count, present, positionsMissing: lostCount },
    };
}

/** How many bytes are read at a time. */
const STREAM_CHUNK_BYTES = 1 << 16;
const SURROGATE_ESCAPE$1 = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
/** Not well-formed, or not what this reader handles: the caller reads the file whole. */
class NotStreamable {
}
const NOT_STREAMABLE = new NotStreamable();
/**
 * A case reader's way to stop the stream (a case with a problem): the stream
 * gives null, and the caller reads the file whole, which names the problem.
 */
function giveUpStreaming() {
    throw NOT_STREAMABLE;
}
var State;
(function (State) {
    /** Before the top-level '{'. */
    State[State["Start"] = 0] = "Start";
    /** After '{': a key or '}'. */
    State[State["FirstKey"] = 1] = "FirstKey";
    /** After ',': a key. */
    State[State["Key"] = 2] = "Key";
    /** After a key: ':'. */
    State[State["Colon"] = 3] = "Colon";
    /** After ':': the start of a value. */
    State[State["Value"] = 4] = "Value";
    /** After a member: ',' or '}'. */
    State[State["AfterMember"] = 5] = "AfterMember";
    /** After `"cases": [`: a case or ']'. */
    State[State["FirstCase"] = 6] = "FirstCase";
    /** After a case's ',': a case. */
    State[State["Case"] = 7] = "Case";
    /** After a case: ',' or ']'. */
    State[State["AfterCase"] = 8] = "AfterCase";
    /** After the top-level '}': only whitespace. */
    State[State["End"] = 9] = "End";
})(State || (State = {}));
var Piece;
(function (Piece) {
    Piece[Piece["None"] = 0] = "None";
    Piece[Piece["Key"] = 1] = "Key";
    Piece[Piece["Value"] = 2] = "Value";
    Piece[Piece["Case"] = 3] = "Case";
})(Piece || (Piece = {}));
function isWhitespace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/** How many backslashes come just before `end`, looking back no further than `from`. */
function backslashesBefore(text, end, from) {
    let j = end - 1;
    while (j >= from && text.charCodeAt(j) === 0x5c)
        j--;
    return end - 1 - j;
}
function setMember(target, key, value) {
    // JSON.parse makes "__proto__" an own property; plain assignment would set the prototype.
    if (key === '__proto__') {
        Object.defineProperty(target, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else
        target[key] = value;
}
/**
 * The incremental scanner: `feed` it text in pieces of any size (a piece may end
 * inside a string, an escape, a surrogate pair or a number), then `end` it.
 */
class EvidenceJsonScanner {
    onCase;
    state = State.Start;
    top = {};
    key = '';
    cases = null;
    surrogate = false;
    // The piece being scanned: its text so far, and the scanner's place inside it.
    piece = Piece.None;
    parts = [];
    depth = 0;
    inString = false;
    escaped = false;
    scalar = false;
    baseDepth = 0;
    /** Values so far, counted as `limitsBreach` counts them (separators and opening brackets). */
    values = 0;
    /** The length of the string being scanned so far, as written. */
    stringLength = 0;
    constructor(onCase) {
        this.onCase = onCase;
    }
    /** Scans the next text; throws NOT_STREAMABLE when the text is not handled. */
    feed(text) {
        const n = text.length;
        let i = 0;
        while (i < n) {
            if (this.piece !== Piece.None) {
                const start = i;
                const end = this.scan(text, i);
                if (end < 0) {
                    this.parts.push(start === 0 ? text : text.slice(start));
                    return;
                }
                this.parts.push(text.slice(start, end));
                this.finishPiece();
                i = end;
                continue;
            }
            const c = text.charCodeAt(i);
            if (isWhitespace(c)) {
                i++;
                continue;
            }
            switch (this.state) {
                case State.Start:
                    if (c !== 0x7b)
                        throw NOT_STREAMABLE;
                    this.count();
                    this.state = State.FirstKey;
                    i++;
                    break;
                case State.FirstKey:
                case State.Key:
                    if (c === 0x7d && this.state === State.FirstKey) {
                        this.state = State.End;
                        i++;
                        break;
                    }
                    if (c !== 0x22)
                        throw NOT_STREAMABLE;
                    this.begin(Piece.Key, c, 1);
                    break;
                case State.Colon:
                    if (c !== 0x3a)
                        throw NOT_STREAMABLE;
                    this.state = State.Value;
                    i++;
                    break;
                case State.Value:
                    if (this.key === 'cases' && c === 0x5b) {
                        this.count();
                        this.cases = [];
                        this.state = State.FirstCase;
                        i++;
                        break;
                    }
                    this.begin(Piece.Value, c, 1);
                    break;
                case State.AfterMember:
                    if (c === 0x2c) {
                        this.count();
                        this.state = State.Key;
                    }
                    else if (c === 0x7d)
                        this.state = State.End;
                    else
                        throw NOT_STREAMABLE;
                    i++;
                    break;
                case State.FirstCase:
                case State.Case:
                    if (c === 0x5d && this.state === State.FirstCase) {
                        this.endCases();
                        i++;
                        break;
                    }
                    this.begin(Piece.Case, c, 2);
                    break;
                case State.AfterCase:
                    if (c === 0x2c) {
                        this.count();
                        this.state = State.Case;
                    }
                    else if (c === 0x5d)
                        this.endCases();
                    else
                        throw NOT_STREAMABLE;
                    i++;
                    break;
                case State.End:
                    throw NOT_STREAMABLE;
            }
        }
    }
    /** The whole value, once all text was fed. */
    end() {
        if (this.piece !== Piece.None) {
            // Only a number can end at the end of the text, and none may end the file here.
            throw NOT_STREAMABLE;
        }
        if (this.state !== State.End)
            throw NOT_STREAMABLE;
        return { value: this.top, surrogateEscape: this.surrogate };
    }
    /** One more value; past the limit the file is read whole, which refuses it naming the limit. */
    count() {
        if (++this.values > LIMITS.elements)
            throw NOT_STREAMABLE;
    }
    begin(piece, c, baseDepth) {
        // A value starts with one of these; anything else is a syntax error.
        if (c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d)
            throw NOT_STREAMABLE;
        this.piece = piece;
        this.parts = [];
        this.depth = 0;
        this.inString = false;
        this.escaped = false;
        this.scalar = c !== 0x22 && c !== 0x7b && c !== 0x5b;
        this.baseDepth = baseDepth;
    }
    /** Scans the current piece from `i`: the index just after its end, or -1 when `text` ends first. */
    scan(text, from) {
        const n = text.length;
        let i = from;
        if (this.scalar) {
            for (; i < n; i++) {
                const c = text.charCodeAt(i);
                if (isWhitespace(c) || c === 0x2c || c === 0x5d || c === 0x7d)
                    return i;
            }
            return -1;
        }
        let depth = this.depth;
        let inString = this.inString;
        let escaped = this.escaped;
        const limit = MAX_JSON_DEPTH - this.baseDepth;
        for (; i < n; i++) {
            if (inString) {
                if (escaped) {
                    escaped = false;
                    continue;
                }
                // Jump to the next quote that no backslash escapes (an odd run of them does).
                const q = text.indexOf('"', i);
                if (q < 0) {
                    escaped = (backslashesBefore(text, n, i) & 1) === 1;
                    this.stringLength += n - i;
                    if (this.stringLength > LIMITS.stringChars)
                        throw NOT_STREAMABLE;
                    break;
                }
                if ((backslashesBefore(text, q, i) & 1) === 1) {
                    this.stringLength += q + 1 - i;
                    i = q;
                    continue;
                }
                this.stringLength += q - i;
                if (this.stringLength > LIMITS.stringChars)
                    throw NOT_STREAMABLE;
                i = q;
                inString = false;
                if (depth === 0) {
                    this.depth = depth;
                    this.inString = false;
                    this.escaped = false;
                    return i + 1;
                }
                continue;
            }
            const c = text.charCodeAt(i);
            if (c === 0x20)
                continue;
            if (c === 0x22) {
                inString = true;
                this.stringLength = 0;
            }
            else if (c === 0x2c)
                this.count();
            else if (c === 0x7b || c === 0x5b) {
                this.count();
                if (++depth > limit)
                    throw NOT_STREAMABLE;
            }
            else if (c === 0x7d || c === 0x5d) {
                if (--depth === 0) {
                    this.depth = 0;
                    return i + 1;
                }
            }
        }
        this.depth = depth;
        this.inString = inString;
        this.escaped = escaped;
        return -1;
    }
    finishPiece() {
        const parts = this.parts;
        const raw = parts.length === 1 ? parts[0] : parts.join('');
        this.parts = [];
        const piece = this.piece;
        this.piece = Piece.None;
        if (!this.surrogate && raw.includes('\\') && SURROGATE_ESCAPE$1.test(raw))
            this.surrogate = true;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch {
            throw NOT_STREAMABLE;
        }
        if (piece === Piece.Key) {
            this.key = value;
            this.state = State.Colon;
        }
        else if (piece === Piece.Value) {
            setMember(this.top, this.key, value);
            this.state = State.AfterMember;
        }
        else {
            const cases = this.cases;
            cases.push(this.onCase === undefined ? value : this.onCase(value, cases.length, this.top));
            this.state = State.AfterCase;
        }
    }
    endCases() {
        setMember(this.top, this.key, this.cases);
        this.cases = null;
        this.state = State.AfterMember;
    }
}
/**
 * Reads a JSON object file in chunks (see above); null when the file must be read
 * whole instead (it cannot be read, is not valid UTF-8 or JSON, nests too deeply,
 * or is not an object), so that the whole-file reader refuses it in its words.
 */
async function streamEvidenceJson(path, onCase) {
    const scanner = new EvidenceJsonScanner(onCase);
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    let first = true;
    try {
        refuseOverSize(regularFile(path).size, LIMITS.documentBytes, path);
    }
    catch {
        // Not a regular file, or too large: refused by the whole-file reader, before it opens it.
        return null;
    }
    const stream = createReadStream(path, { highWaterMark: STREAM_CHUNK_BYTES });
    try {
        for await (const chunk of stream) {
            let text = decoder.decode(chunk, { stream: true });
            if (first && text.length > 0) {
                first = false;
                if (text.charCodeAt(0) === 0xfeff)
                    text = text.slice(1);
            }
            scanner.feed(text);
        }
        const rest = decoder.decode();
        if (rest.length > 0)
            scanner.feed(first && rest.charCodeAt(0) === 0xfeff ? rest.slice(1) : rest);
        return scanner.end();
    }
    catch (error) {
        stream.destroy();
        if (error === NOT_STREAMABLE || error instanceof TypeError)
            return null;
        // A read failure (no such file, a directory, …): the whole-file reader names it.
        if (typeof error.code === 'string')
            return null;
        throw error;
    }
}

const SUPPORTED_EVIDENCE_FORMATS = [
    EVIDENCE_FORMAT,
    EVIDENCE_FORMAT_V2,
    REFERENCE_EVIDENCE_SCHEMA,
];
/**
 * A hint for files that are another tool's output rather than evidence: the
 * sentence, and the setting that imports such a file (the refusal's
 * `data.suggestedSetting`, which a shell may show as its flag or input).
 */
function foreignHint(value) {
    const results = value['results'];
    if ('evalId' in value ||
        (isPlainObject(results) && ('prompts' in results || 'results' in results)) ||
        (Array.isArray(results) && 'config' in value)) {
        return {
            text: ' It looks like a promptfoo result export, which is not an evidence file: import it as a promptfoo export, with the suite.',
            suggestedSetting: 'promptfoo',
        };
    }
    if (isPlainObject(value['eval']) && ('samples' in value || 'plan' in value)) {
        return {
            text: ' It looks like an Inspect AI eval log, which is not an evidence file: import it as an Inspect log.',
            suggestedSetting: 'inspect',
        };
    }
    return null;
}
/** True when the text reads as JSON Lines (its first two non-blank lines are objects). */
function looksLikeJsonLines(text) {
    const lines = text
        .replace(/^\uFEFF/, '')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .slice(0, 2);
    if (lines.length < 2)
        return false;
    try {
        return lines.every((l) => isPlainObject(JSON.parse(l)));
    }
    catch {
        return false;
    }
}
/**
 * Reads an evidence file in our format or the reference's, chosen by its `schema`
 * field. The file is read in chunks and parsed member by member and case by case
 * (stream-json.ts), never as one whole text; a file that is not well-formed JSON
 * (or not an object) is read whole, so that it is refused as before.
 */
async function readEvidence(path) {
    const streamed = await streamEvidenceJson(path);
    if (streamed !== null)
        return evidenceFromJson(streamed.value, path, streamed.surrogateEscape);
    return readEvidenceWhole(path);
}
/**
 * As `readEvidence`, for assessing and merging: our file's cases are checked and
 * turned into evidence one by one as they are read, so the file's parsed series
 * never exist all at once (only the evidence the assessment reads does), and the
 * file's series are not kept (`file` holds its head and each case's fingerprint
 * and position). A file with a problem of any kind, a file whose `schema` does not
 * come before its cases, and the reference's format are read as `readEvidence`
 * reads them, so every refusal is the same.
 */
async function readEvidencePart(path) {
    let reader = null;
    let raw = false;
    const streamed = await streamEvidenceJson(path, (value, index, head) => {
        if (reader === null && !raw) {
            const schema = head['schema'];
            if (index === 0 && (schema === EVIDENCE_FORMAT || schema === EVIDENCE_FORMAT_V2)) {
                reader = new EvidenceCaseReader(schema);
            }
            else
                raw = true;
        }
        if (reader === null)
            return value;
        // A second "cases" array, or a case with a problem: read the file whole.
        if (index !== reader.count || !reader.add(value))
            giveUpStreaming();
        return 0;
    });
    if (streamed === null)
        return partOf(await readEvidenceWhole(path));
    const top = streamed.value;
    const schema = top['schema'];
    // A file of ours without cases (or whose "cases" is not a list) has had none to read.
    const cases = reader !== null
        ? reader
        : !raw && (schema === EVIDENCE_FORMAT || schema === EVIDENCE_FORMAT_V2)
            ? new EvidenceCaseReader(schema)
            : undefined;
    if (cases === undefined)
        return partOf(evidenceFromJson(top, path, streamed.surrogateEscape));
    const series = top['cases'];
    if (streamed.surrogateEscape || !Array.isArray(series) || series.length !== cases.count) {
        return partOf(await readEvidenceWhole(path));
    }
    const read = cases.finish(top, path);
    if (read === null)
        return partOf(await readEvidenceWhole(path));
    return { evidence: read.evidence, format: 'ours', file: read.file, byCase: true };
}
function partOf(read) {
    return {
        evidence: read.evidence,
        format: read.format,
        ...(read.file === undefined ? {} : { file: partFileOf(read.file) }),
        byCase: false,
    };
}
/** As `readEvidence`, from the file's whole text (the refusals of bad JSON name line and column). */
async function readEvidenceWhole(path) {
    const text = await readTextFile(path);
    let value;
    try {
        value = parseJsonText(text, path);
    }
    catch (error) {
        if (error instanceof Refusal && error.code === 'json.syntax' && looksLikeJsonLines(text)) {
            throw new Refusal('json.syntax', `${error.reason}. It looks like JSON Lines (one run per line), which is not an evidence file: import it as JSON Lines`, error.where, { data: { suggestedSetting: 'jsonl' } });
        }
        throw error;
    }
    // A lone surrogate can only come from a \uD800–\uDFFF escape in the text.
    return evidenceFromJson(value, path, SURROGATE_ESCAPE.test(text));
}
/** A \u escape of a surrogate half (it may be half of a whole pair: only a hint to look). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
/** As `readEvidence`, for JSON already parsed; `file` names the source in refusals. */
function evidenceFromJson(value, file, mayHoldLoneSurrogates = true) {
    if (mayHoldLoneSurrogates)
        refuseLoneSurrogates(value, (at) => placeOf(file, at));
    const named = SUPPORTED_EVIDENCE_FORMATS.map((s) => `"${s}"`);
    const supported = `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`;
    if (!isPlainObject(value)) {
        throw new Refusal('evidence.format', `expected a JSON object with a "schema" field (${supported}), found ${typeName(value)}`, file);
    }
    const schema = value['schema'];
    if (schema === REFERENCE_EVIDENCE_SCHEMA) {
        return { evidence: parseReferenceEvidence(value, file), format: 'reference' };
    }
    if (typeof schema === 'string' && schema.startsWith(EVIDENCE_FORMAT_PREFIX)) {
        const parsed = parseEvidenceFile(value, file);
        return { evidence: parsed.evidence, format: 'ours', file: parsed.file };
    }
    const hint = foreignHint(value);
    throw new Refusal('evidence.format', (schema === undefined
        ? `no "schema" field, so this is not an evidence file; supported: ${supported}.`
        : `unsupported evidence format ${shortJson(schema)}; supported: ${supported}.`) +
        (hint?.text ?? ''), `${file}: schema`, hint === null ? {} : { data: { suggestedSetting: hint.suggestedSetting } });
}

/**
 * Reads an `agentverity.decision-suite/v1` file: strict UTF-8 and JSON as for
 * evidence, then the core's suite rules; refusals name the file and JSON path.
 */
async function readSuite(path) {
    const value = await readJsonFile(path);
    refuseLoneSurrogates(value, (at) => placeOf(path, at));
    return parseSuite(value, path);
}

export { REFERENCE_EVIDENCE_SCHEMA as R, SUPPORTED_EVIDENCE_FORMATS as S, readSuite as a, readEvidencePart as b, mergeShards as c, hasShards as h, mergeEvidence as m, parseReferenceEvidence as p, readEvidence as r, serialiseReferenceEvidence as s, totalPairs as t, writeReferenceEvidence as w };
