import { L as LAYERS, a as ISOLATIONS, R as Refusal, N as NO_DECISION_REASONS } from './types.js';
import { g as isPlainObject, s as shortJson, i as isBlank, d as placeOf, t as typeName, q as refuseOverSize, b as regularFile, L as LIMITS, M as MAX_JSON_DEPTH, a as readTextFile, p as parseJsonText, c as refuseLoneSurrogates, r as readJsonFile } from './json.js';
import { s as shardOfFingerprint, b as describePositions, f as describeShards, m as missingRanges, e as describeRanges } from './settings.js';
import { i as inputFingerprint, s as settingsDigest, d as digestOf } from './digest.js';
import { S as SteadySeriesSharer, h as copyDecision, i as fileEarlyRejection, g as fileSequential, O as ObservationSharer } from './intern.js';
import { c as checkFileFormat, p as problemFromAjv, r as refuseProblems } from './file-format.js';
import { E as EVIDENCE_FORMAT, a as EVIDENCE_FORMAT_V2, c as EVIDENCE_FORMAT_PREFIX } from './schema.js';
import { c as relationFailureReasonOf } from './nearest.js';
import { e as MAX_PLANNED_PAIRS } from './facts.js';
import { M as MAX_SEQUENTIAL_LOOKS, a as MAX_SEQUENTIAL_PAIRS, h as parseSuite } from './suite.js';
import { createReadStream } from 'node:fs';
import { c as compareCodePoints } from './order.js';

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

/* eslint-disable */
// @ts-nocheck
// Generated by scripts/evidence-validators.ts from src/evidence/schema.ts: do not edit.
function codePoints(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    n++;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}
const v1 = validate10;const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"AgentVerity Action evidence","description":"Observations of an agent, one series per input in collection order, with the settings they were collected under (agentverity-action/evidence@1).","type":"object","additionalProperties":false,"required":["schema","tool","createdAt","layer","isolation","provenance","settings","settingsDigest","suite","shard","allocation","complete","relations","cases"],"properties":{"schema":{"const":"agentverity-action/evidence@1"},"tool":{"type":"object","additionalProperties":false,"required":["name","version"],"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","minLength":1}}},"createdAt":{"description":"When the file was written, ISO 8601 date-time.","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"},"layer":{"enum":["verdict","text","tools"]},"isolation":{"enum":["fresh-session","fresh-instance","shared-session","unknown"]},"provenance":{"type":"object"},"settings":{"description":"The collection settings, free-form.","type":"object"},"settingsDigest":{"description":"SHA-256 of the RFC 8785 canonical JSON of settings.","$ref":"#/definitions/digest"},"suite":{"description":"The decision suite the inputs came from, or null.","type":["object","null"],"additionalProperties":false,"required":["digest"],"properties":{"digest":{"$ref":"#/definitions/digest"}}},"shard":{"description":"Which shard of a split collection this is (index from 1), or null; inputs: how many the whole run has.","type":["object","null"],"additionalProperties":false,"required":["index","count"],"properties":{"index":{"type":"integer","minimum":1},"count":{"type":"integer","minimum":1,"maximum":1000},"inputs":{"type":"integer","minimum":0}}},"allocation":{"description":"How calls were spread over inputs: every input in turn, or drawn at random with a recorded seed.","type":"object","additionalProperties":false,"required":["kind"],"properties":{"kind":{"enum":["per-input","random"]},"seed":{"type":["string","integer"]},"pairs":{"description":"Random allocation: the pairs drawn from the seeded stream. With a whole-number seed, readers replay the draws and check each case against them.","type":"integer","minimum":0}},"if":{"properties":{"kind":{"const":"random"}}},"then":{"required":["seed"]}},"method":{"description":"The decision rule the run was planned for: wilson (the reference) or exact (binomial tails). Absent: wilson.","enum":["wilson","exact"]},"earlyRejection":{"description":"Present when the run declared the early-rejection test (a mixture likelihood ratio for stochastic). Readers recompute where it stopped from the pairs in collection order.","type":"object","additionalProperties":false,"required":["rule","prior","epsilon","alpha","looks","inputs","rejectedAt"],"properties":{"rule":{"const":"mixture"},"prior":{"const":"uniform"},"epsilon":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"alpha":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"looks":{"enum":["rounds","pairs"]},"inputs":{"type":"integer","minimum":1},"lastLook":{"type":"integer","minimum":0},"rejectedAt":{"type":["integer","null"],"minimum":1}}},"complete":{"type":"boolean"},"stopReason":{"type":"string","minLength":1},"relations":{"description":"The relation catalogue that was run, in order.","type":"array","items":{"type":"object","additionalProperties":false,"required":["name","type"],"properties":{"name":{"type":"string","minLength":1},"type":{"enum":["invariant","monotone","directional"]}}}},"meter":{"description":"False when the run left the meter out: cases then hold no repeats, only a first draw (source) and relations.","type":"boolean"},"blindness":{"description":"False when the run left the blindness check out.","type":"boolean"},"sequential":{"description":"Present for sequential runs: the plan declared before collection and the decision it reached. Readers recompute the decision from the pairs in round order.","type":"object","additionalProperties":false,"required":["rule","epsilon","alpha","looks","budget","inputs","checkpoints","call","pairs"],"properties":{"rule":{"const":"declared-checkpoint"},"epsilon":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"alpha":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"looks":{"type":"integer","minimum":1},"budget":{"type":["integer","null"],"minimum":1},"inputs":{"type":"integer","minimum":1},"checkpoints":{"type":"array","items":{"type":"integer","minimum":1}},"call":{"enum":["deterministic","stochastic","undecided"]},"pairs":{"type":"integer","minimum":0}}},"cases":{"type":"array","items":{"$ref":"#/definitions/case"}}},"definitions":{"digest":{"type":"string","pattern":"^[0-9a-f]{64}$"},"decision":{"description":"A decision label, or {\"noDecision\": reason}.","type":["string","object"],"minLength":1,"additionalProperties":false,"required":["noDecision"],"properties":{"noDecision":{"enum":["no_tool_selected","refused","open_ended","extraction_failed","malformed_response","runtime_error"]}}},"observation":{"type":"object","additionalProperties":false,"properties":{"decision":{"$ref":"#/definitions/decision"},"text":{"type":"string"},"tools":{"type":"array","items":{"type":"string"}},"ms":{"type":"number","minimum":0},"error":{"type":"string"},"reason":{"enum":["runtime_error","extraction_failed","malformed_response","interrupted","timeout","cancelled"]},"cached":{"const":true,"description":"A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call)."}}},"case":{"type":"object","additionalProperties":false,"required":["fingerprint","observations"],"properties":{"input":{"type":"string","minLength":1},"fingerprint":{"$ref":"#/definitions/digest"},"expected":{"type":"string","minLength":1},"errors":{"type":"integer","minimum":0},"observations":{"description":"In collection order; pairs are observations 1-2, 3-4, ...","type":"array","items":{"$ref":"#/definitions/observation"}},"relations":{"type":"array","items":{"$ref":"#/definitions/relation"}},"source":{"description":"An independent first draw used for blindness and the contract (collected without call reuse).","$ref":"#/definitions/observation"},"position":{"description":"Shard evidence only: the input's place (from 0) among the whole run's inputs.","type":"integer","minimum":0}}},"relation":{"type":"object","additionalProperties":false,"required":["name","type","followupFingerprint","changed","outcome"],"properties":{"name":{"type":"string","minLength":1},"type":{"enum":["invariant","monotone","directional"]},"followupFingerprint":{"$ref":"#/definitions/digest"},"changed":{"type":"boolean"},"observation":{"$ref":"#/definitions/observation"},"outcome":{"enum":["held","violated","skipped","error"]},"error":{"type":"string"},"reason":{"description":"Why the relation could not be judged (outcome error only; absent in evidence written before it was recorded).","enum":["transform_failed","no_source","source_failed","followup_failed","check_failed"]},"source":{"description":"The relation's own call on the unchanged input (without call reuse).","$ref":"#/definitions/observation"}}}}};const schema12 = {"type":"string","pattern":"^[0-9a-f]{64}$"};const func2 = Object.prototype.hasOwnProperty;const func3 = codePoints;const pattern0 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$", "u");const pattern1 = new RegExp("^[0-9a-f]{64}$", "u");const schema14 = {"type":"object","additionalProperties":false,"required":["fingerprint","observations"],"properties":{"input":{"type":"string","minLength":1},"fingerprint":{"$ref":"#/definitions/digest"},"expected":{"type":"string","minLength":1},"errors":{"type":"integer","minimum":0},"observations":{"description":"In collection order; pairs are observations 1-2, 3-4, ...","type":"array","items":{"$ref":"#/definitions/observation"}},"relations":{"type":"array","items":{"$ref":"#/definitions/relation"}},"source":{"description":"An independent first draw used for blindness and the contract (collected without call reuse).","$ref":"#/definitions/observation"},"position":{"description":"Shard evidence only: the input's place (from 0) among the whole run's inputs.","type":"integer","minimum":0}}};const schema16 = {"type":"object","additionalProperties":false,"properties":{"decision":{"$ref":"#/definitions/decision"},"text":{"type":"string"},"tools":{"type":"array","items":{"type":"string"}},"ms":{"type":"number","minimum":0},"error":{"type":"string"},"reason":{"enum":["runtime_error","extraction_failed","malformed_response","interrupted","timeout","cancelled"]},"cached":{"const":true,"description":"A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call)."}}};const schema17 = {"description":"A decision label, or {\"noDecision\": reason}.","type":["string","object"],"minLength":1,"additionalProperties":false,"required":["noDecision"],"properties":{"noDecision":{"enum":["no_tool_selected","refused","open_ended","extraction_failed","malformed_response","runtime_error"]}}};function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((((key0 === "decision") || (key0 === "text")) || (key0 === "tools")) || (key0 === "ms")) || (key0 === "error")) || (key0 === "reason")) || (key0 === "cached"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.decision !== undefined){let data0 = data.decision;if((typeof data0 !== "string") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){const err1 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/type",keyword:"type",params:{type: schema17.type},message:"must be string,object",schema:schema17.type,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 === "string"){if(func3(data0) < 1){const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data0 && typeof data0 == "object" && !Array.isArray(data0)){if(data0.noDecision === undefined){const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/required",keyword:"required",params:{missingProperty: "noDecision"},message:"must have required property '"+"noDecision"+"'",schema:schema17.required,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}for(const key1 in data0){if(!(key1 === "noDecision")){const err4 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data0.noDecision !== undefined){let data1 = data0.noDecision;if(!((((((data1 === "no_tool_selected") || (data1 === "refused")) || (data1 === "open_ended")) || (data1 === "extraction_failed")) || (data1 === "malformed_response")) || (data1 === "runtime_error"))){const err5 = {instancePath:instancePath+"/decision/noDecision",schemaPath:"#/definitions/decision/properties/noDecision/enum",keyword:"enum",params:{allowedValues: schema17.properties.noDecision.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.noDecision.enum,parentSchema:schema17.properties.noDecision,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}}if(data.text !== undefined){let data2 = data.text;if(typeof data2 !== "string"){const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.text.type,parentSchema:schema16.properties.text,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.tools !== undefined){let data3 = data.tools;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tools.items.type,parentSchema:schema16.properties.tools.items,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tools.type,parentSchema:schema16.properties.tools,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.ms !== undefined){let data5 = data.ms;if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err9 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16.properties.ms,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema16.properties.ms.type,parentSchema:schema16.properties.ms,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.error !== undefined){let data6 = data.error;if(typeof data6 !== "string"){const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.error.type,parentSchema:schema16.properties.error,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.reason !== undefined){let data7 = data.reason;if(!((((((data7 === "runtime_error") || (data7 === "extraction_failed")) || (data7 === "malformed_response")) || (data7 === "interrupted")) || (data7 === "timeout")) || (data7 === "cancelled"))){const err12 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema16.properties.reason.enum},message:"must be equal to one of the allowed values",schema:schema16.properties.reason.enum,parentSchema:schema16.properties.reason,data:data7};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.cached !== undefined){let data8 = data.cached;if(true !== data8){const err13 = {instancePath:instancePath+"/cached",schemaPath:"#/properties/cached/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema16.properties.cached,data:data8};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}validate12.errors = vErrors;return errors === 0;}const schema18 = {"type":"object","additionalProperties":false,"required":["name","type","followupFingerprint","changed","outcome"],"properties":{"name":{"type":"string","minLength":1},"type":{"enum":["invariant","monotone","directional"]},"followupFingerprint":{"$ref":"#/definitions/digest"},"changed":{"type":"boolean"},"observation":{"$ref":"#/definitions/observation"},"outcome":{"enum":["held","violated","skipped","error"]},"error":{"type":"string"},"reason":{"description":"Why the relation could not be judged (outcome error only; absent in evidence written before it was recorded).","enum":["transform_failed","no_source","source_failed","followup_failed","check_failed"]},"source":{"description":"The relation's own call on the unchanged input (without call reuse).","$ref":"#/definitions/observation"}}};function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.type === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.followupFingerprint === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "followupFingerprint"},message:"must have required property '"+"followupFingerprint"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.changed === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.outcome === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}for(const key0 in data){if(!(func2.call(schema18.properties, key0))){const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 === "string"){if(func3(data0) < 1){const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.name,data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.name.type,parentSchema:schema18.properties.name,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.type !== undefined){let data1 = data.type;if(!(((data1 === "invariant") || (data1 === "monotone")) || (data1 === "directional"))){const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema18.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.type.enum,parentSchema:schema18.properties.type,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.followupFingerprint !== undefined){let data2 = data.followupFingerprint;if(typeof data2 === "string"){if(!pattern1.test(data2)){const err9 = {instancePath:instancePath+"/followupFingerprint",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/followupFingerprint",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.changed !== undefined){let data3 = data.changed;if(typeof data3 !== "boolean"){const err11 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.changed.type,parentSchema:schema18.properties.changed,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.observation !== undefined){if(!(validate12(data.observation, {instancePath:instancePath+"/observation",parentData:data,parentDataProperty:"observation",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}if(data.outcome !== undefined){let data5 = data.outcome;if(!((((data5 === "held") || (data5 === "violated")) || (data5 === "skipped")) || (data5 === "error"))){const err12 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema18.properties.outcome.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.outcome.enum,parentSchema:schema18.properties.outcome,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.error !== undefined){let data6 = data.error;if(typeof data6 !== "string"){const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.error.type,parentSchema:schema18.properties.error,data:data6};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.reason !== undefined){let data7 = data.reason;if(!(((((data7 === "transform_failed") || (data7 === "no_source")) || (data7 === "source_failed")) || (data7 === "followup_failed")) || (data7 === "check_failed"))){const err14 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema18.properties.reason.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.reason.enum,parentSchema:schema18.properties.reason,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.source !== undefined){if(!(validate12(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate14.errors = vErrors;return errors === 0;}function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.fingerprint === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'",schema:schema14.required,parentSchema:schema14,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.observations === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observations"},message:"must have required property '"+"observations"+"'",schema:schema14.required,parentSchema:schema14,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((((((((key0 === "input") || (key0 === "fingerprint")) || (key0 === "expected")) || (key0 === "errors")) || (key0 === "observations")) || (key0 === "relations")) || (key0 === "source")) || (key0 === "position"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.input !== undefined){let data0 = data.input;if(typeof data0 === "string"){if(func3(data0) < 1){const err3 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.input,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.input.type,parentSchema:schema14.properties.input,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.fingerprint !== undefined){let data1 = data.fingerprint;if(typeof data1 === "string"){if(!pattern1.test(data1)){const err5 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.expected !== undefined){let data2 = data.expected;if(typeof data2 === "string"){if(func3(data2) < 1){const err7 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.expected,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.expected.type,parentSchema:schema14.properties.expected,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.errors !== undefined){let data3 = data.errors;if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){const err9 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.errors.type,parentSchema:schema14.properties.errors,data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err10 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.properties.errors,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.observations !== undefined){let data4 = data.observations;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){if(!(validate12(data4[i0], {instancePath:instancePath+"/observations/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}}else {const err11 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.observations.type,parentSchema:schema14.properties.observations,data:data4};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.relations !== undefined){let data6 = data.relations;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){if(!(validate14(data6[i1], {instancePath:instancePath+"/relations/" + i1,parentData:data6,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err12 = {instancePath:instancePath+"/relations",schemaPath:"#/properties/relations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.relations.type,parentSchema:schema14.properties.relations,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.source !== undefined){if(!(validate12(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}if(data.position !== undefined){let data9 = data.position;if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){const err13 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.position.type,parentSchema:schema14.properties.position,data:data9};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){const err14 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.properties.position,data:data9};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate11.errors = vErrors;return errors === 0;}function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.schema === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.tool === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.createdAt === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.layer === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layer"},message:"must have required property '"+"layer"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.isolation === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isolation"},message:"must have required property '"+"isolation"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data.provenance === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provenance"},message:"must have required property '"+"provenance"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(data.settings === undefined){const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(data.settingsDigest === undefined){const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settingsDigest"},message:"must have required property '"+"settingsDigest"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(data.suite === undefined){const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suite"},message:"must have required property '"+"suite"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(data.shard === undefined){const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shard"},message:"must have required property '"+"shard"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(data.allocation === undefined){const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allocation"},message:"must have required property '"+"allocation"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if(data.complete === undefined){const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "complete"},message:"must have required property '"+"complete"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(data.relations === undefined){const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "relations"},message:"must have required property '"+"relations"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(data.cases === undefined){const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}for(const key0 in data){if(!(func2.call(schema11.properties, key0))){const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.schema !== undefined){let data0 = data.schema;if("agentverity-action/evidence@1" !== data0){const err15 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "agentverity-action/evidence@1"},message:"must be equal to constant",schema:"agentverity-action/evidence@1",parentSchema:schema11.properties.schema,data:data0};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.tool !== undefined){let data1 = data.tool;if(data1 && typeof data1 == "object" && !Array.isArray(data1)){if(data1.name === undefined){const err16 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.tool.required,parentSchema:schema11.properties.tool,data:data1};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(data1.version === undefined){const err17 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema11.properties.tool.required,parentSchema:schema11.properties.tool,data:data1};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}for(const key1 in data1){if(!((key1 === "name") || (key1 === "version"))){const err18 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.tool,data:data1};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data1.name !== undefined){let data2 = data1.name;if(typeof data2 === "string"){if(func3(data2) < 1){const err19 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.tool.properties.name,data:data2};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tool.properties.name.type,parentSchema:schema11.properties.tool.properties.name,data:data2};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data1.version !== undefined){let data3 = data1.version;if(typeof data3 === "string"){if(func3(data3) < 1){const err21 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.tool.properties.version,data:data3};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}else {const err22 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tool.properties.version.type,parentSchema:schema11.properties.tool.properties.version,data:data3};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}else {const err23 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.tool.type,parentSchema:schema11.properties.tool,data:data1};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.createdAt !== undefined){let data4 = data.createdAt;if(typeof data4 === "string"){if(!pattern0.test(data4)){const err24 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"+"\"",schema:"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$",parentSchema:schema11.properties.createdAt,data:data4};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}else {const err25 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.createdAt.type,parentSchema:schema11.properties.createdAt,data:data4};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data.layer !== undefined){let data5 = data.layer;if(!(((data5 === "verdict") || (data5 === "text")) || (data5 === "tools"))){const err26 = {instancePath:instancePath+"/layer",schemaPath:"#/properties/layer/enum",keyword:"enum",params:{allowedValues: schema11.properties.layer.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.layer.enum,parentSchema:schema11.properties.layer,data:data5};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.isolation !== undefined){let data6 = data.isolation;if(!((((data6 === "fresh-session") || (data6 === "fresh-instance")) || (data6 === "shared-session")) || (data6 === "unknown"))){const err27 = {instancePath:instancePath+"/isolation",schemaPath:"#/properties/isolation/enum",keyword:"enum",params:{allowedValues: schema11.properties.isolation.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.isolation.enum,parentSchema:schema11.properties.isolation,data:data6};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.provenance !== undefined){let data7 = data.provenance;if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){const err28 = {instancePath:instancePath+"/provenance",schemaPath:"#/properties/provenance/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.provenance.type,parentSchema:schema11.properties.provenance,data:data7};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.settings !== undefined){let data8 = data.settings;if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){const err29 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.settings.type,parentSchema:schema11.properties.settings,data:data8};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}if(data.settingsDigest !== undefined){let data9 = data.settingsDigest;if(typeof data9 === "string"){if(!pattern1.test(data9)){const err30 = {instancePath:instancePath+"/settingsDigest",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data9};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}else {const err31 = {instancePath:instancePath+"/settingsDigest",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data9};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.suite !== undefined){let data10 = data.suite;if((!(data10 && typeof data10 == "object" && !Array.isArray(data10))) && (data10 !== null)){const err32 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/type",keyword:"type",params:{type: schema11.properties.suite.type},message:"must be object,null",schema:schema11.properties.suite.type,parentSchema:schema11.properties.suite,data:data10};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}if(data10 && typeof data10 == "object" && !Array.isArray(data10)){if(data10.digest === undefined){const err33 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema11.properties.suite.required,parentSchema:schema11.properties.suite,data:data10};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}for(const key2 in data10){if(!(key2 === "digest")){const err34 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.suite,data:data10};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data10.digest !== undefined){let data11 = data10.digest;if(typeof data11 === "string"){if(!pattern1.test(data11)){const err35 = {instancePath:instancePath+"/suite/digest",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data11};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}else {const err36 = {instancePath:instancePath+"/suite/digest",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data11};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}}}if(data.shard !== undefined){let data12 = data.shard;if((!(data12 && typeof data12 == "object" && !Array.isArray(data12))) && (data12 !== null)){const err37 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/type",keyword:"type",params:{type: schema11.properties.shard.type},message:"must be object,null",schema:schema11.properties.shard.type,parentSchema:schema11.properties.shard,data:data12};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}if(data12 && typeof data12 == "object" && !Array.isArray(data12)){if(data12.index === undefined){const err38 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'",schema:schema11.properties.shard.required,parentSchema:schema11.properties.shard,data:data12};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}if(data12.count === undefined){const err39 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema11.properties.shard.required,parentSchema:schema11.properties.shard,data:data12};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}for(const key3 in data12){if(!(((key3 === "index") || (key3 === "count")) || (key3 === "inputs"))){const err40 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.shard,data:data12};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data12.index !== undefined){let data13 = data12.index;if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){const err41 = {instancePath:instancePath+"/shard/index",schemaPath:"#/properties/shard/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.shard.properties.index.type,parentSchema:schema11.properties.shard.properties.index,data:data13};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}if((typeof data13 == "number") && (isFinite(data13))){if(data13 < 1 || isNaN(data13)){const err42 = {instancePath:instancePath+"/shard/index",schemaPath:"#/properties/shard/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.shard.properties.index,data:data13};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}}if(data12.count !== undefined){let data14 = data12.count;if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){const err43 = {instancePath:instancePath+"/shard/count",schemaPath:"#/properties/shard/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.shard.properties.count.type,parentSchema:schema11.properties.shard.properties.count,data:data14};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}if((typeof data14 == "number") && (isFinite(data14))){if(data14 > 1000 || isNaN(data14)){const err44 = {instancePath:instancePath+"/shard/count",schemaPath:"#/properties/shard/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema11.properties.shard.properties.count,data:data14};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}if(data14 < 1 || isNaN(data14)){const err45 = {instancePath:instancePath+"/shard/count",schemaPath:"#/properties/shard/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.shard.properties.count,data:data14};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}}if(data12.inputs !== undefined){let data15 = data12.inputs;if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){const err46 = {instancePath:instancePath+"/shard/inputs",schemaPath:"#/properties/shard/properties/inputs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.shard.properties.inputs.type,parentSchema:schema11.properties.shard.properties.inputs,data:data15};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}if((typeof data15 == "number") && (isFinite(data15))){if(data15 < 0 || isNaN(data15)){const err47 = {instancePath:instancePath+"/shard/inputs",schemaPath:"#/properties/shard/properties/inputs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.shard.properties.inputs,data:data15};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}}}}if(data.allocation !== undefined){let data16 = data.allocation;const _errs38 = errors;let valid6 = true;const _errs39 = errors;if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.kind !== undefined){if("random" !== data16.kind){const err48 = {};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}}var _valid0 = _errs39 === errors;errors = _errs38;if(vErrors !== null){if(_errs38){vErrors.length = _errs38;}else {vErrors = null;}}if(_valid0){const _errs41 = errors;if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.seed === undefined){const err49 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/then/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'",schema:schema11.properties.allocation.then.required,parentSchema:schema11.properties.allocation.then,data:data16};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}var _valid0 = _errs41 === errors;valid6 = _valid0;}if(!valid6){const err50 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.properties.allocation.if,parentSchema:schema11.properties.allocation,data:data16};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.kind === undefined){const err51 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema11.properties.allocation.required,parentSchema:schema11.properties.allocation,data:data16};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}for(const key4 in data16){if(!(((key4 === "kind") || (key4 === "seed")) || (key4 === "pairs"))){const err52 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.allocation,data:data16};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}if(data16.kind !== undefined){let data18 = data16.kind;if(!((data18 === "per-input") || (data18 === "random"))){const err53 = {instancePath:instancePath+"/allocation/kind",schemaPath:"#/properties/allocation/properties/kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.allocation.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.allocation.properties.kind.enum,parentSchema:schema11.properties.allocation.properties.kind,data:data18};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}if(data16.seed !== undefined){let data19 = data16.seed;if((typeof data19 !== "string") && (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19))))){const err54 = {instancePath:instancePath+"/allocation/seed",schemaPath:"#/properties/allocation/properties/seed/type",keyword:"type",params:{type: schema11.properties.allocation.properties.seed.type},message:"must be string,integer",schema:schema11.properties.allocation.properties.seed.type,parentSchema:schema11.properties.allocation.properties.seed,data:data19};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}}if(data16.pairs !== undefined){let data20 = data16.pairs;if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){const err55 = {instancePath:instancePath+"/allocation/pairs",schemaPath:"#/properties/allocation/properties/pairs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.allocation.properties.pairs.type,parentSchema:schema11.properties.allocation.properties.pairs,data:data20};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}if((typeof data20 == "number") && (isFinite(data20))){if(data20 < 0 || isNaN(data20)){const err56 = {instancePath:instancePath+"/allocation/pairs",schemaPath:"#/properties/allocation/properties/pairs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.allocation.properties.pairs,data:data20};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}}}}else {const err57 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.allocation.type,parentSchema:schema11.properties.allocation,data:data16};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}}if(data.method !== undefined){let data21 = data.method;if(!((data21 === "wilson") || (data21 === "exact"))){const err58 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.method.enum,parentSchema:schema11.properties.method,data:data21};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}if(data.earlyRejection !== undefined){let data22 = data.earlyRejection;if(data22 && typeof data22 == "object" && !Array.isArray(data22)){if(data22.rule === undefined){const err59 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}if(data22.prior === undefined){const err60 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "prior"},message:"must have required property '"+"prior"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}if(data22.epsilon === undefined){const err61 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "epsilon"},message:"must have required property '"+"epsilon"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}if(data22.alpha === undefined){const err62 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "alpha"},message:"must have required property '"+"alpha"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err62];}else {vErrors.push(err62);}errors++;}if(data22.looks === undefined){const err63 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "looks"},message:"must have required property '"+"looks"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err63];}else {vErrors.push(err63);}errors++;}if(data22.inputs === undefined){const err64 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err64];}else {vErrors.push(err64);}errors++;}if(data22.rejectedAt === undefined){const err65 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "rejectedAt"},message:"must have required property '"+"rejectedAt"+"'",schema:schema11.properties.earlyRejection.required,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err65];}else {vErrors.push(err65);}errors++;}for(const key5 in data22){if(!((((((((key5 === "rule") || (key5 === "prior")) || (key5 === "epsilon")) || (key5 === "alpha")) || (key5 === "looks")) || (key5 === "inputs")) || (key5 === "lastLook")) || (key5 === "rejectedAt"))){const err66 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err66];}else {vErrors.push(err66);}errors++;}}if(data22.rule !== undefined){let data23 = data22.rule;if("mixture" !== data23){const err67 = {instancePath:instancePath+"/earlyRejection/rule",schemaPath:"#/properties/earlyRejection/properties/rule/const",keyword:"const",params:{allowedValue: "mixture"},message:"must be equal to constant",schema:"mixture",parentSchema:schema11.properties.earlyRejection.properties.rule,data:data23};if(vErrors === null){vErrors = [err67];}else {vErrors.push(err67);}errors++;}}if(data22.prior !== undefined){let data24 = data22.prior;if("uniform" !== data24){const err68 = {instancePath:instancePath+"/earlyRejection/prior",schemaPath:"#/properties/earlyRejection/properties/prior/const",keyword:"const",params:{allowedValue: "uniform"},message:"must be equal to constant",schema:"uniform",parentSchema:schema11.properties.earlyRejection.properties.prior,data:data24};if(vErrors === null){vErrors = [err68];}else {vErrors.push(err68);}errors++;}}if(data22.epsilon !== undefined){let data25 = data22.epsilon;if((typeof data25 == "number") && (isFinite(data25))){if(data25 >= 1 || isNaN(data25)){const err69 = {instancePath:instancePath+"/earlyRejection/epsilon",schemaPath:"#/properties/earlyRejection/properties/epsilon/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema11.properties.earlyRejection.properties.epsilon,data:data25};if(vErrors === null){vErrors = [err69];}else {vErrors.push(err69);}errors++;}if(data25 <= 0 || isNaN(data25)){const err70 = {instancePath:instancePath+"/earlyRejection/epsilon",schemaPath:"#/properties/earlyRejection/properties/epsilon/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.earlyRejection.properties.epsilon,data:data25};if(vErrors === null){vErrors = [err70];}else {vErrors.push(err70);}errors++;}}else {const err71 = {instancePath:instancePath+"/earlyRejection/epsilon",schemaPath:"#/properties/earlyRejection/properties/epsilon/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.earlyRejection.properties.epsilon.type,parentSchema:schema11.properties.earlyRejection.properties.epsilon,data:data25};if(vErrors === null){vErrors = [err71];}else {vErrors.push(err71);}errors++;}}if(data22.alpha !== undefined){let data26 = data22.alpha;if((typeof data26 == "number") && (isFinite(data26))){if(data26 >= 1 || isNaN(data26)){const err72 = {instancePath:instancePath+"/earlyRejection/alpha",schemaPath:"#/properties/earlyRejection/properties/alpha/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema11.properties.earlyRejection.properties.alpha,data:data26};if(vErrors === null){vErrors = [err72];}else {vErrors.push(err72);}errors++;}if(data26 <= 0 || isNaN(data26)){const err73 = {instancePath:instancePath+"/earlyRejection/alpha",schemaPath:"#/properties/earlyRejection/properties/alpha/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.earlyRejection.properties.alpha,data:data26};if(vErrors === null){vErrors = [err73];}else {vErrors.push(err73);}errors++;}}else {const err74 = {instancePath:instancePath+"/earlyRejection/alpha",schemaPath:"#/properties/earlyRejection/properties/alpha/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.earlyRejection.properties.alpha.type,parentSchema:schema11.properties.earlyRejection.properties.alpha,data:data26};if(vErrors === null){vErrors = [err74];}else {vErrors.push(err74);}errors++;}}if(data22.looks !== undefined){let data27 = data22.looks;if(!((data27 === "rounds") || (data27 === "pairs"))){const err75 = {instancePath:instancePath+"/earlyRejection/looks",schemaPath:"#/properties/earlyRejection/properties/looks/enum",keyword:"enum",params:{allowedValues: schema11.properties.earlyRejection.properties.looks.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.earlyRejection.properties.looks.enum,parentSchema:schema11.properties.earlyRejection.properties.looks,data:data27};if(vErrors === null){vErrors = [err75];}else {vErrors.push(err75);}errors++;}}if(data22.inputs !== undefined){let data28 = data22.inputs;if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){const err76 = {instancePath:instancePath+"/earlyRejection/inputs",schemaPath:"#/properties/earlyRejection/properties/inputs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.earlyRejection.properties.inputs.type,parentSchema:schema11.properties.earlyRejection.properties.inputs,data:data28};if(vErrors === null){vErrors = [err76];}else {vErrors.push(err76);}errors++;}if((typeof data28 == "number") && (isFinite(data28))){if(data28 < 1 || isNaN(data28)){const err77 = {instancePath:instancePath+"/earlyRejection/inputs",schemaPath:"#/properties/earlyRejection/properties/inputs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.earlyRejection.properties.inputs,data:data28};if(vErrors === null){vErrors = [err77];}else {vErrors.push(err77);}errors++;}}}if(data22.lastLook !== undefined){let data29 = data22.lastLook;if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){const err78 = {instancePath:instancePath+"/earlyRejection/lastLook",schemaPath:"#/properties/earlyRejection/properties/lastLook/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.earlyRejection.properties.lastLook.type,parentSchema:schema11.properties.earlyRejection.properties.lastLook,data:data29};if(vErrors === null){vErrors = [err78];}else {vErrors.push(err78);}errors++;}if((typeof data29 == "number") && (isFinite(data29))){if(data29 < 0 || isNaN(data29)){const err79 = {instancePath:instancePath+"/earlyRejection/lastLook",schemaPath:"#/properties/earlyRejection/properties/lastLook/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.earlyRejection.properties.lastLook,data:data29};if(vErrors === null){vErrors = [err79];}else {vErrors.push(err79);}errors++;}}}if(data22.rejectedAt !== undefined){let data30 = data22.rejectedAt;if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){const err80 = {instancePath:instancePath+"/earlyRejection/rejectedAt",schemaPath:"#/properties/earlyRejection/properties/rejectedAt/type",keyword:"type",params:{type: schema11.properties.earlyRejection.properties.rejectedAt.type},message:"must be integer,null",schema:schema11.properties.earlyRejection.properties.rejectedAt.type,parentSchema:schema11.properties.earlyRejection.properties.rejectedAt,data:data30};if(vErrors === null){vErrors = [err80];}else {vErrors.push(err80);}errors++;}if((typeof data30 == "number") && (isFinite(data30))){if(data30 < 1 || isNaN(data30)){const err81 = {instancePath:instancePath+"/earlyRejection/rejectedAt",schemaPath:"#/properties/earlyRejection/properties/rejectedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.earlyRejection.properties.rejectedAt,data:data30};if(vErrors === null){vErrors = [err81];}else {vErrors.push(err81);}errors++;}}}}else {const err82 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.earlyRejection.type,parentSchema:schema11.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err82];}else {vErrors.push(err82);}errors++;}}if(data.complete !== undefined){let data31 = data.complete;if(typeof data31 !== "boolean"){const err83 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.complete.type,parentSchema:schema11.properties.complete,data:data31};if(vErrors === null){vErrors = [err83];}else {vErrors.push(err83);}errors++;}}if(data.stopReason !== undefined){let data32 = data.stopReason;if(typeof data32 === "string"){if(func3(data32) < 1){const err84 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.stopReason,data:data32};if(vErrors === null){vErrors = [err84];}else {vErrors.push(err84);}errors++;}}else {const err85 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.stopReason.type,parentSchema:schema11.properties.stopReason,data:data32};if(vErrors === null){vErrors = [err85];}else {vErrors.push(err85);}errors++;}}if(data.relations !== undefined){let data33 = data.relations;if(Array.isArray(data33)){const len0 = data33.length;for(let i0=0; i0<len0; i0++){let data34 = data33[i0];if(data34 && typeof data34 == "object" && !Array.isArray(data34)){if(data34.name === undefined){const err86 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.relations.items.required,parentSchema:schema11.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err86];}else {vErrors.push(err86);}errors++;}if(data34.type === undefined){const err87 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema11.properties.relations.items.required,parentSchema:schema11.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err87];}else {vErrors.push(err87);}errors++;}for(const key6 in data34){if(!((key6 === "name") || (key6 === "type"))){const err88 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err88];}else {vErrors.push(err88);}errors++;}}if(data34.name !== undefined){let data35 = data34.name;if(typeof data35 === "string"){if(func3(data35) < 1){const err89 = {instancePath:instancePath+"/relations/" + i0+"/name",schemaPath:"#/properties/relations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.relations.items.properties.name,data:data35};if(vErrors === null){vErrors = [err89];}else {vErrors.push(err89);}errors++;}}else {const err90 = {instancePath:instancePath+"/relations/" + i0+"/name",schemaPath:"#/properties/relations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.relations.items.properties.name.type,parentSchema:schema11.properties.relations.items.properties.name,data:data35};if(vErrors === null){vErrors = [err90];}else {vErrors.push(err90);}errors++;}}if(data34.type !== undefined){let data36 = data34.type;if(!(((data36 === "invariant") || (data36 === "monotone")) || (data36 === "directional"))){const err91 = {instancePath:instancePath+"/relations/" + i0+"/type",schemaPath:"#/properties/relations/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.relations.items.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.relations.items.properties.type.enum,parentSchema:schema11.properties.relations.items.properties.type,data:data36};if(vErrors === null){vErrors = [err91];}else {vErrors.push(err91);}errors++;}}}else {const err92 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.relations.items.type,parentSchema:schema11.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err92];}else {vErrors.push(err92);}errors++;}}}else {const err93 = {instancePath:instancePath+"/relations",schemaPath:"#/properties/relations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.relations.type,parentSchema:schema11.properties.relations,data:data33};if(vErrors === null){vErrors = [err93];}else {vErrors.push(err93);}errors++;}}if(data.meter !== undefined){let data37 = data.meter;if(typeof data37 !== "boolean"){const err94 = {instancePath:instancePath+"/meter",schemaPath:"#/properties/meter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.meter.type,parentSchema:schema11.properties.meter,data:data37};if(vErrors === null){vErrors = [err94];}else {vErrors.push(err94);}errors++;}}if(data.blindness !== undefined){let data38 = data.blindness;if(typeof data38 !== "boolean"){const err95 = {instancePath:instancePath+"/blindness",schemaPath:"#/properties/blindness/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.blindness.type,parentSchema:schema11.properties.blindness,data:data38};if(vErrors === null){vErrors = [err95];}else {vErrors.push(err95);}errors++;}}if(data.sequential !== undefined){let data39 = data.sequential;if(data39 && typeof data39 == "object" && !Array.isArray(data39)){if(data39.rule === undefined){const err96 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err96];}else {vErrors.push(err96);}errors++;}if(data39.epsilon === undefined){const err97 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "epsilon"},message:"must have required property '"+"epsilon"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err97];}else {vErrors.push(err97);}errors++;}if(data39.alpha === undefined){const err98 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "alpha"},message:"must have required property '"+"alpha"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err98];}else {vErrors.push(err98);}errors++;}if(data39.looks === undefined){const err99 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "looks"},message:"must have required property '"+"looks"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err99];}else {vErrors.push(err99);}errors++;}if(data39.budget === undefined){const err100 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "budget"},message:"must have required property '"+"budget"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err100];}else {vErrors.push(err100);}errors++;}if(data39.inputs === undefined){const err101 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err101];}else {vErrors.push(err101);}errors++;}if(data39.checkpoints === undefined){const err102 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "checkpoints"},message:"must have required property '"+"checkpoints"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err102];}else {vErrors.push(err102);}errors++;}if(data39.call === undefined){const err103 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "call"},message:"must have required property '"+"call"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err103];}else {vErrors.push(err103);}errors++;}if(data39.pairs === undefined){const err104 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "pairs"},message:"must have required property '"+"pairs"+"'",schema:schema11.properties.sequential.required,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err104];}else {vErrors.push(err104);}errors++;}for(const key7 in data39){if(!(func2.call(schema11.properties.sequential.properties, key7))){const err105 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err105];}else {vErrors.push(err105);}errors++;}}if(data39.rule !== undefined){let data40 = data39.rule;if("declared-checkpoint" !== data40){const err106 = {instancePath:instancePath+"/sequential/rule",schemaPath:"#/properties/sequential/properties/rule/const",keyword:"const",params:{allowedValue: "declared-checkpoint"},message:"must be equal to constant",schema:"declared-checkpoint",parentSchema:schema11.properties.sequential.properties.rule,data:data40};if(vErrors === null){vErrors = [err106];}else {vErrors.push(err106);}errors++;}}if(data39.epsilon !== undefined){let data41 = data39.epsilon;if((typeof data41 == "number") && (isFinite(data41))){if(data41 >= 1 || isNaN(data41)){const err107 = {instancePath:instancePath+"/sequential/epsilon",schemaPath:"#/properties/sequential/properties/epsilon/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema11.properties.sequential.properties.epsilon,data:data41};if(vErrors === null){vErrors = [err107];}else {vErrors.push(err107);}errors++;}if(data41 <= 0 || isNaN(data41)){const err108 = {instancePath:instancePath+"/sequential/epsilon",schemaPath:"#/properties/sequential/properties/epsilon/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.sequential.properties.epsilon,data:data41};if(vErrors === null){vErrors = [err108];}else {vErrors.push(err108);}errors++;}}else {const err109 = {instancePath:instancePath+"/sequential/epsilon",schemaPath:"#/properties/sequential/properties/epsilon/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.sequential.properties.epsilon.type,parentSchema:schema11.properties.sequential.properties.epsilon,data:data41};if(vErrors === null){vErrors = [err109];}else {vErrors.push(err109);}errors++;}}if(data39.alpha !== undefined){let data42 = data39.alpha;if((typeof data42 == "number") && (isFinite(data42))){if(data42 >= 1 || isNaN(data42)){const err110 = {instancePath:instancePath+"/sequential/alpha",schemaPath:"#/properties/sequential/properties/alpha/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema11.properties.sequential.properties.alpha,data:data42};if(vErrors === null){vErrors = [err110];}else {vErrors.push(err110);}errors++;}if(data42 <= 0 || isNaN(data42)){const err111 = {instancePath:instancePath+"/sequential/alpha",schemaPath:"#/properties/sequential/properties/alpha/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.sequential.properties.alpha,data:data42};if(vErrors === null){vErrors = [err111];}else {vErrors.push(err111);}errors++;}}else {const err112 = {instancePath:instancePath+"/sequential/alpha",schemaPath:"#/properties/sequential/properties/alpha/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.sequential.properties.alpha.type,parentSchema:schema11.properties.sequential.properties.alpha,data:data42};if(vErrors === null){vErrors = [err112];}else {vErrors.push(err112);}errors++;}}if(data39.looks !== undefined){let data43 = data39.looks;if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){const err113 = {instancePath:instancePath+"/sequential/looks",schemaPath:"#/properties/sequential/properties/looks/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sequential.properties.looks.type,parentSchema:schema11.properties.sequential.properties.looks,data:data43};if(vErrors === null){vErrors = [err113];}else {vErrors.push(err113);}errors++;}if((typeof data43 == "number") && (isFinite(data43))){if(data43 < 1 || isNaN(data43)){const err114 = {instancePath:instancePath+"/sequential/looks",schemaPath:"#/properties/sequential/properties/looks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.sequential.properties.looks,data:data43};if(vErrors === null){vErrors = [err114];}else {vErrors.push(err114);}errors++;}}}if(data39.budget !== undefined){let data44 = data39.budget;if((!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))) && (data44 !== null)){const err115 = {instancePath:instancePath+"/sequential/budget",schemaPath:"#/properties/sequential/properties/budget/type",keyword:"type",params:{type: schema11.properties.sequential.properties.budget.type},message:"must be integer,null",schema:schema11.properties.sequential.properties.budget.type,parentSchema:schema11.properties.sequential.properties.budget,data:data44};if(vErrors === null){vErrors = [err115];}else {vErrors.push(err115);}errors++;}if((typeof data44 == "number") && (isFinite(data44))){if(data44 < 1 || isNaN(data44)){const err116 = {instancePath:instancePath+"/sequential/budget",schemaPath:"#/properties/sequential/properties/budget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.sequential.properties.budget,data:data44};if(vErrors === null){vErrors = [err116];}else {vErrors.push(err116);}errors++;}}}if(data39.inputs !== undefined){let data45 = data39.inputs;if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){const err117 = {instancePath:instancePath+"/sequential/inputs",schemaPath:"#/properties/sequential/properties/inputs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sequential.properties.inputs.type,parentSchema:schema11.properties.sequential.properties.inputs,data:data45};if(vErrors === null){vErrors = [err117];}else {vErrors.push(err117);}errors++;}if((typeof data45 == "number") && (isFinite(data45))){if(data45 < 1 || isNaN(data45)){const err118 = {instancePath:instancePath+"/sequential/inputs",schemaPath:"#/properties/sequential/properties/inputs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.sequential.properties.inputs,data:data45};if(vErrors === null){vErrors = [err118];}else {vErrors.push(err118);}errors++;}}}if(data39.checkpoints !== undefined){let data46 = data39.checkpoints;if(Array.isArray(data46)){const len1 = data46.length;for(let i1=0; i1<len1; i1++){let data47 = data46[i1];if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){const err119 = {instancePath:instancePath+"/sequential/checkpoints/" + i1,schemaPath:"#/properties/sequential/properties/checkpoints/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sequential.properties.checkpoints.items.type,parentSchema:schema11.properties.sequential.properties.checkpoints.items,data:data47};if(vErrors === null){vErrors = [err119];}else {vErrors.push(err119);}errors++;}if((typeof data47 == "number") && (isFinite(data47))){if(data47 < 1 || isNaN(data47)){const err120 = {instancePath:instancePath+"/sequential/checkpoints/" + i1,schemaPath:"#/properties/sequential/properties/checkpoints/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.sequential.properties.checkpoints.items,data:data47};if(vErrors === null){vErrors = [err120];}else {vErrors.push(err120);}errors++;}}}}else {const err121 = {instancePath:instancePath+"/sequential/checkpoints",schemaPath:"#/properties/sequential/properties/checkpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.sequential.properties.checkpoints.type,parentSchema:schema11.properties.sequential.properties.checkpoints,data:data46};if(vErrors === null){vErrors = [err121];}else {vErrors.push(err121);}errors++;}}if(data39.call !== undefined){let data48 = data39.call;if(!(((data48 === "deterministic") || (data48 === "stochastic")) || (data48 === "undecided"))){const err122 = {instancePath:instancePath+"/sequential/call",schemaPath:"#/properties/sequential/properties/call/enum",keyword:"enum",params:{allowedValues: schema11.properties.sequential.properties.call.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sequential.properties.call.enum,parentSchema:schema11.properties.sequential.properties.call,data:data48};if(vErrors === null){vErrors = [err122];}else {vErrors.push(err122);}errors++;}}if(data39.pairs !== undefined){let data49 = data39.pairs;if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){const err123 = {instancePath:instancePath+"/sequential/pairs",schemaPath:"#/properties/sequential/properties/pairs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sequential.properties.pairs.type,parentSchema:schema11.properties.sequential.properties.pairs,data:data49};if(vErrors === null){vErrors = [err123];}else {vErrors.push(err123);}errors++;}if((typeof data49 == "number") && (isFinite(data49))){if(data49 < 0 || isNaN(data49)){const err124 = {instancePath:instancePath+"/sequential/pairs",schemaPath:"#/properties/sequential/properties/pairs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sequential.properties.pairs,data:data49};if(vErrors === null){vErrors = [err124];}else {vErrors.push(err124);}errors++;}}}}else {const err125 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.sequential.type,parentSchema:schema11.properties.sequential,data:data39};if(vErrors === null){vErrors = [err125];}else {vErrors.push(err125);}errors++;}}if(data.cases !== undefined){let data50 = data.cases;if(Array.isArray(data50)){const len2 = data50.length;for(let i2=0; i2<len2; i2++){if(!(validate11(data50[i2], {instancePath:instancePath+"/cases/" + i2,parentData:data50,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);errors = vErrors.length;}}}else {const err126 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.cases.type,parentSchema:schema11.properties.cases,data:data50};if(vErrors === null){vErrors = [err126];}else {vErrors.push(err126);}errors++;}}}else {const err127 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};if(vErrors === null){vErrors = [err127];}else {vErrors.push(err127);}errors++;}validate10.errors = vErrors;return errors === 0;}const v2 = validate20;const schema20 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"AgentVerity Action evidence (decision tables)","description":"Observations of an agent, one series per input in collection order, each case's distinct answers stored once (agentverity-action/evidence@2).","type":"object","additionalProperties":false,"required":["schema","tool","createdAt","layer","isolation","provenance","settings","settingsDigest","suite","shard","allocation","complete","relations","cases"],"properties":{"schema":{"const":"agentverity-action/evidence@2"},"tool":{"type":"object","additionalProperties":false,"required":["name","version"],"properties":{"name":{"type":"string","minLength":1},"version":{"type":"string","minLength":1}}},"createdAt":{"description":"When the file was written, ISO 8601 date-time.","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"},"layer":{"enum":["verdict","text","tools"]},"isolation":{"enum":["fresh-session","fresh-instance","shared-session","unknown"]},"provenance":{"type":"object"},"settings":{"description":"The collection settings, free-form.","type":"object"},"settingsDigest":{"description":"SHA-256 of the RFC 8785 canonical JSON of settings.","$ref":"#/definitions/digest"},"suite":{"description":"The decision suite the inputs came from, or null.","type":["object","null"],"additionalProperties":false,"required":["digest"],"properties":{"digest":{"$ref":"#/definitions/digest"}}},"shard":{"description":"Which shard of a split collection this is (index from 1), or null; inputs: how many the whole run has.","type":["object","null"],"additionalProperties":false,"required":["index","count"],"properties":{"index":{"type":"integer","minimum":1},"count":{"type":"integer","minimum":1,"maximum":1000},"inputs":{"type":"integer","minimum":0}}},"allocation":{"description":"How calls were spread over inputs: every input in turn, or drawn at random with a recorded seed.","type":"object","additionalProperties":false,"required":["kind"],"properties":{"kind":{"enum":["per-input","random"]},"seed":{"type":["string","integer"]},"pairs":{"description":"Random allocation: the pairs drawn from the seeded stream. With a whole-number seed, readers replay the draws and check each case against them.","type":"integer","minimum":0}},"if":{"properties":{"kind":{"const":"random"}}},"then":{"required":["seed"]}},"method":{"description":"The decision rule the run was planned for: wilson (the reference) or exact (binomial tails). Absent: wilson.","enum":["wilson","exact"]},"earlyRejection":{"description":"Present when the run declared the early-rejection test (a mixture likelihood ratio for stochastic). Readers recompute where it stopped from the pairs in collection order.","type":"object","additionalProperties":false,"required":["rule","prior","epsilon","alpha","looks","inputs","rejectedAt"],"properties":{"rule":{"const":"mixture"},"prior":{"const":"uniform"},"epsilon":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"alpha":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"looks":{"enum":["rounds","pairs"]},"inputs":{"type":"integer","minimum":1},"lastLook":{"type":"integer","minimum":0},"rejectedAt":{"type":["integer","null"],"minimum":1}}},"complete":{"type":"boolean"},"stopReason":{"type":"string","minLength":1},"relations":{"description":"The relation catalogue that was run, in order.","type":"array","items":{"type":"object","additionalProperties":false,"required":["name","type"],"properties":{"name":{"type":"string","minLength":1},"type":{"enum":["invariant","monotone","directional"]}}}},"meter":{"description":"False when the run left the meter out: cases then hold no repeats, only a first draw (source) and relations.","type":"boolean"},"blindness":{"description":"False when the run left the blindness check out.","type":"boolean"},"sequential":{"description":"Present for sequential runs: the plan declared before collection and the decision it reached. Readers recompute the decision from the pairs in round order.","type":"object","additionalProperties":false,"required":["rule","epsilon","alpha","looks","budget","inputs","checkpoints","call","pairs"],"properties":{"rule":{"const":"declared-checkpoint"},"epsilon":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"alpha":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"looks":{"type":"integer","minimum":1},"budget":{"type":["integer","null"],"minimum":1},"inputs":{"type":"integer","minimum":1},"checkpoints":{"type":"array","items":{"type":"integer","minimum":1}},"call":{"enum":["deterministic","stochastic","undecided"]},"pairs":{"type":"integer","minimum":0}}},"cases":{"type":"array","items":{"$ref":"#/definitions/case"}}},"definitions":{"digest":{"type":"string","pattern":"^[0-9a-f]{64}$"},"decision":{"description":"A decision label, or {\"noDecision\": reason}.","type":["string","object"],"minLength":1,"additionalProperties":false,"required":["noDecision"],"properties":{"noDecision":{"enum":["no_tool_selected","refused","open_ended","extraction_failed","malformed_response","runtime_error"]}}},"observation":{"type":"object","additionalProperties":false,"properties":{"decision":{"$ref":"#/definitions/decision"},"text":{"type":"string"},"tools":{"type":"array","items":{"type":"string"}},"ms":{"type":"number","minimum":0},"error":{"type":"string"},"reason":{"enum":["runtime_error","extraction_failed","malformed_response","interrupted","timeout","cancelled"]},"cached":{"const":true,"description":"A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call)."}}},"case":{"type":"object","additionalProperties":false,"required":["fingerprint","outcomes","observations"],"properties":{"input":{"type":"string","minLength":1},"fingerprint":{"$ref":"#/definitions/digest"},"expected":{"type":"string","minLength":1},"errors":{"type":"integer","minimum":0},"relations":{"type":"array","items":{"$ref":"#/definitions/relation"}},"source":{"description":"An independent first draw used for blindness and the contract (collected without call reuse).","$ref":"#/definitions/observation"},"position":{"description":"Shard evidence only: the input's place (from 0) among the whole run's inputs.","type":"integer","minimum":0},"outcomes":{"description":"The case's distinct answers, each once, in order of first appearance.","type":"array","items":{"$ref":"#/definitions/outcome"}},"observations":{"description":"In collection order, as indices into outcomes; pairs are observations 1-2, 3-4, ...","type":"array","items":{"type":"integer","minimum":0}},"ms":{"description":"Each observation's duration in milliseconds (null for one without), as long as observations; absent when none has one.","type":"array","items":{"type":["number","null"],"minimum":0}}}},"relation":{"type":"object","additionalProperties":false,"required":["name","type","followupFingerprint","changed","outcome"],"properties":{"name":{"type":"string","minLength":1},"type":{"enum":["invariant","monotone","directional"]},"followupFingerprint":{"$ref":"#/definitions/digest"},"changed":{"type":"boolean"},"observation":{"$ref":"#/definitions/observation"},"outcome":{"enum":["held","violated","skipped","error"]},"error":{"type":"string"},"reason":{"description":"Why the relation could not be judged (outcome error only; absent in evidence written before it was recorded).","enum":["transform_failed","no_source","source_failed","followup_failed","check_failed"]},"source":{"description":"The relation's own call on the unchanged input (without call reuse).","$ref":"#/definitions/observation"}}},"outcome":{"description":"One distinct answer of a case: an observation without its duration.","type":"object","additionalProperties":false,"properties":{"decision":{"$ref":"#/definitions/decision"},"text":{"type":"string"},"tools":{"type":"array","items":{"type":"string"}},"error":{"type":"string"},"reason":{"enum":["runtime_error","extraction_failed","malformed_response","interrupted","timeout","cancelled"]},"cached":{"const":true,"description":"A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call)."}}}}};const schema23 = {"type":"object","additionalProperties":false,"required":["fingerprint","outcomes","observations"],"properties":{"input":{"type":"string","minLength":1},"fingerprint":{"$ref":"#/definitions/digest"},"expected":{"type":"string","minLength":1},"errors":{"type":"integer","minimum":0},"relations":{"type":"array","items":{"$ref":"#/definitions/relation"}},"source":{"description":"An independent first draw used for blindness and the contract (collected without call reuse).","$ref":"#/definitions/observation"},"position":{"description":"Shard evidence only: the input's place (from 0) among the whole run's inputs.","type":"integer","minimum":0},"outcomes":{"description":"The case's distinct answers, each once, in order of first appearance.","type":"array","items":{"$ref":"#/definitions/outcome"}},"observations":{"description":"In collection order, as indices into outcomes; pairs are observations 1-2, 3-4, ...","type":"array","items":{"type":"integer","minimum":0}},"ms":{"description":"Each observation's duration in milliseconds (null for one without), as long as observations; absent when none has one.","type":"array","items":{"type":["number","null"],"minimum":0}}}};function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(((((((key0 === "decision") || (key0 === "text")) || (key0 === "tools")) || (key0 === "ms")) || (key0 === "error")) || (key0 === "reason")) || (key0 === "cached"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.decision !== undefined){let data0 = data.decision;if((typeof data0 !== "string") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){const err1 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/type",keyword:"type",params:{type: schema17.type},message:"must be string,object",schema:schema17.type,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 === "string"){if(func3(data0) < 1){const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data0 && typeof data0 == "object" && !Array.isArray(data0)){if(data0.noDecision === undefined){const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/required",keyword:"required",params:{missingProperty: "noDecision"},message:"must have required property '"+"noDecision"+"'",schema:schema17.required,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}for(const key1 in data0){if(!(key1 === "noDecision")){const err4 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data0.noDecision !== undefined){let data1 = data0.noDecision;if(!((((((data1 === "no_tool_selected") || (data1 === "refused")) || (data1 === "open_ended")) || (data1 === "extraction_failed")) || (data1 === "malformed_response")) || (data1 === "runtime_error"))){const err5 = {instancePath:instancePath+"/decision/noDecision",schemaPath:"#/definitions/decision/properties/noDecision/enum",keyword:"enum",params:{allowedValues: schema17.properties.noDecision.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.noDecision.enum,parentSchema:schema17.properties.noDecision,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}}if(data.text !== undefined){let data2 = data.text;if(typeof data2 !== "string"){const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.text.type,parentSchema:schema16.properties.text,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.tools !== undefined){let data3 = data.tools;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.tools.items.type,parentSchema:schema16.properties.tools.items,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.properties.tools.type,parentSchema:schema16.properties.tools,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.ms !== undefined){let data5 = data.ms;if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err9 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16.properties.ms,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema16.properties.ms.type,parentSchema:schema16.properties.ms,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.error !== undefined){let data6 = data.error;if(typeof data6 !== "string"){const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.error.type,parentSchema:schema16.properties.error,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.reason !== undefined){let data7 = data.reason;if(!((((((data7 === "runtime_error") || (data7 === "extraction_failed")) || (data7 === "malformed_response")) || (data7 === "interrupted")) || (data7 === "timeout")) || (data7 === "cancelled"))){const err12 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema16.properties.reason.enum},message:"must be equal to one of the allowed values",schema:schema16.properties.reason.enum,parentSchema:schema16.properties.reason,data:data7};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.cached !== undefined){let data8 = data.cached;if(true !== data8){const err13 = {instancePath:instancePath+"/cached",schemaPath:"#/properties/cached/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema16.properties.cached,data:data8};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}validate23.errors = vErrors;return errors === 0;}function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.type === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.followupFingerprint === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "followupFingerprint"},message:"must have required property '"+"followupFingerprint"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.changed === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.outcome === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'",schema:schema18.required,parentSchema:schema18,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}for(const key0 in data){if(!(func2.call(schema18.properties, key0))){const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema18,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 === "string"){if(func3(data0) < 1){const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema18.properties.name,data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.name.type,parentSchema:schema18.properties.name,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.type !== undefined){let data1 = data.type;if(!(((data1 === "invariant") || (data1 === "monotone")) || (data1 === "directional"))){const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema18.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.type.enum,parentSchema:schema18.properties.type,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.followupFingerprint !== undefined){let data2 = data.followupFingerprint;if(typeof data2 === "string"){if(!pattern1.test(data2)){const err9 = {instancePath:instancePath+"/followupFingerprint",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/followupFingerprint",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.changed !== undefined){let data3 = data.changed;if(typeof data3 !== "boolean"){const err11 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema18.properties.changed.type,parentSchema:schema18.properties.changed,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.observation !== undefined){if(!(validate23(data.observation, {instancePath:instancePath+"/observation",parentData:data,parentDataProperty:"observation",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}}if(data.outcome !== undefined){let data5 = data.outcome;if(!((((data5 === "held") || (data5 === "violated")) || (data5 === "skipped")) || (data5 === "error"))){const err12 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema18.properties.outcome.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.outcome.enum,parentSchema:schema18.properties.outcome,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.error !== undefined){let data6 = data.error;if(typeof data6 !== "string"){const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.error.type,parentSchema:schema18.properties.error,data:data6};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.reason !== undefined){let data7 = data.reason;if(!(((((data7 === "transform_failed") || (data7 === "no_source")) || (data7 === "source_failed")) || (data7 === "followup_failed")) || (data7 === "check_failed"))){const err14 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema18.properties.reason.enum},message:"must be equal to one of the allowed values",schema:schema18.properties.reason.enum,parentSchema:schema18.properties.reason,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.source !== undefined){if(!(validate23(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate22.errors = vErrors;return errors === 0;}const schema29 = {"description":"One distinct answer of a case: an observation without its duration.","type":"object","additionalProperties":false,"properties":{"decision":{"$ref":"#/definitions/decision"},"text":{"type":"string"},"tools":{"type":"array","items":{"type":"string"}},"error":{"type":"string"},"reason":{"enum":["runtime_error","extraction_failed","malformed_response","interrupted","timeout","cancelled"]},"cached":{"const":true,"description":"A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call)."}}};function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((((key0 === "decision") || (key0 === "text")) || (key0 === "tools")) || (key0 === "error")) || (key0 === "reason")) || (key0 === "cached"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.decision !== undefined){let data0 = data.decision;if((typeof data0 !== "string") && (!(data0 && typeof data0 == "object" && !Array.isArray(data0)))){const err1 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/type",keyword:"type",params:{type: schema17.type},message:"must be string,object",schema:schema17.type,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(typeof data0 === "string"){if(func3(data0) < 1){const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data0 && typeof data0 == "object" && !Array.isArray(data0)){if(data0.noDecision === undefined){const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/required",keyword:"required",params:{missingProperty: "noDecision"},message:"must have required property '"+"noDecision"+"'",schema:schema17.required,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}for(const key1 in data0){if(!(key1 === "noDecision")){const err4 = {instancePath:instancePath+"/decision",schemaPath:"#/definitions/decision/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data0.noDecision !== undefined){let data1 = data0.noDecision;if(!((((((data1 === "no_tool_selected") || (data1 === "refused")) || (data1 === "open_ended")) || (data1 === "extraction_failed")) || (data1 === "malformed_response")) || (data1 === "runtime_error"))){const err5 = {instancePath:instancePath+"/decision/noDecision",schemaPath:"#/definitions/decision/properties/noDecision/enum",keyword:"enum",params:{allowedValues: schema17.properties.noDecision.enum},message:"must be equal to one of the allowed values",schema:schema17.properties.noDecision.enum,parentSchema:schema17.properties.noDecision,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}}if(data.text !== undefined){let data2 = data.text;if(typeof data2 !== "string"){const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.text.type,parentSchema:schema29.properties.text,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.tools !== undefined){let data3 = data.tools;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){let data4 = data3[i0];if(typeof data4 !== "string"){const err7 = {instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.tools.items.type,parentSchema:schema29.properties.tools.items,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.tools.type,parentSchema:schema29.properties.tools,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.error !== undefined){let data5 = data.error;if(typeof data5 !== "string"){const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.error.type,parentSchema:schema29.properties.error,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.reason !== undefined){let data6 = data.reason;if(!((((((data6 === "runtime_error") || (data6 === "extraction_failed")) || (data6 === "malformed_response")) || (data6 === "interrupted")) || (data6 === "timeout")) || (data6 === "cancelled"))){const err10 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema29.properties.reason.enum},message:"must be equal to one of the allowed values",schema:schema29.properties.reason.enum,parentSchema:schema29.properties.reason,data:data6};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.cached !== undefined){let data7 = data.cached;if(true !== data7){const err11 = {instancePath:instancePath+"/cached",schemaPath:"#/properties/cached/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema29.properties.cached,data:data7};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}validate28.errors = vErrors;return errors === 0;}function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.fingerprint === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.outcomes === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcomes"},message:"must have required property '"+"outcomes"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.observations === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observations"},message:"must have required property '"+"observations"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}for(const key0 in data){if(!(func2.call(schema23.properties, key0))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.input !== undefined){let data0 = data.input;if(typeof data0 === "string"){if(func3(data0) < 1){const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.input,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.input.type,parentSchema:schema23.properties.input,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.fingerprint !== undefined){let data1 = data.fingerprint;if(typeof data1 === "string"){if(!pattern1.test(data1)){const err6 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.expected !== undefined){let data2 = data.expected;if(typeof data2 === "string"){if(func3(data2) < 1){const err8 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.expected,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.expected.type,parentSchema:schema23.properties.expected,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.errors !== undefined){let data3 = data.errors;if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){const err10 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.errors.type,parentSchema:schema23.properties.errors,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err11 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.errors,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}if(data.relations !== undefined){let data4 = data.relations;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){if(!(validate22(data4[i0], {instancePath:instancePath+"/relations/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}}}else {const err12 = {instancePath:instancePath+"/relations",schemaPath:"#/properties/relations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.relations.type,parentSchema:schema23.properties.relations,data:data4};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.source !== undefined){if(!(validate23(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}}if(data.position !== undefined){let data7 = data.position;if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){const err13 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.position.type,parentSchema:schema23.properties.position,data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if((typeof data7 == "number") && (isFinite(data7))){if(data7 < 0 || isNaN(data7)){const err14 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.position,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}if(data.outcomes !== undefined){let data8 = data.outcomes;if(Array.isArray(data8)){const len1 = data8.length;for(let i1=0; i1<len1; i1++){if(!(validate28(data8[i1], {instancePath:instancePath+"/outcomes/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);errors = vErrors.length;}}}else {const err15 = {instancePath:instancePath+"/outcomes",schemaPath:"#/properties/outcomes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.outcomes.type,parentSchema:schema23.properties.outcomes,data:data8};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.observations !== undefined){let data10 = data.observations;if(Array.isArray(data10)){const len2 = data10.length;for(let i2=0; i2<len2; i2++){let data11 = data10[i2];if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){const err16 = {instancePath:instancePath+"/observations/" + i2,schemaPath:"#/properties/observations/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.observations.items.type,parentSchema:schema23.properties.observations.items,data:data11};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if((typeof data11 == "number") && (isFinite(data11))){if(data11 < 0 || isNaN(data11)){const err17 = {instancePath:instancePath+"/observations/" + i2,schemaPath:"#/properties/observations/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.observations.items,data:data11};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}}}else {const err18 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.observations.type,parentSchema:schema23.properties.observations,data:data10};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.ms !== undefined){let data12 = data.ms;if(Array.isArray(data12)){const len3 = data12.length;for(let i3=0; i3<len3; i3++){let data13 = data12[i3];if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){const err19 = {instancePath:instancePath+"/ms/" + i3,schemaPath:"#/properties/ms/items/type",keyword:"type",params:{type: schema23.properties.ms.items.type},message:"must be number,null",schema:schema23.properties.ms.items.type,parentSchema:schema23.properties.ms.items,data:data13};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if((typeof data13 == "number") && (isFinite(data13))){if(data13 < 0 || isNaN(data13)){const err20 = {instancePath:instancePath+"/ms/" + i3,schemaPath:"#/properties/ms/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.ms.items,data:data13};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}}else {const err21 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.ms.type,parentSchema:schema23.properties.ms,data:data12};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}else {const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}validate21.errors = vErrors;return errors === 0;}function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.schema === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.tool === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.createdAt === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.layer === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "layer"},message:"must have required property '"+"layer"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.isolation === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isolation"},message:"must have required property '"+"isolation"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data.provenance === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provenance"},message:"must have required property '"+"provenance"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(data.settings === undefined){const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(data.settingsDigest === undefined){const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settingsDigest"},message:"must have required property '"+"settingsDigest"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(data.suite === undefined){const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suite"},message:"must have required property '"+"suite"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(data.shard === undefined){const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shard"},message:"must have required property '"+"shard"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(data.allocation === undefined){const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allocation"},message:"must have required property '"+"allocation"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if(data.complete === undefined){const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "complete"},message:"must have required property '"+"complete"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(data.relations === undefined){const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "relations"},message:"must have required property '"+"relations"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(data.cases === undefined){const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'",schema:schema20.required,parentSchema:schema20,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}for(const key0 in data){if(!(func2.call(schema20.properties, key0))){const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.schema !== undefined){let data0 = data.schema;if("agentverity-action/evidence@2" !== data0){const err15 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "agentverity-action/evidence@2"},message:"must be equal to constant",schema:"agentverity-action/evidence@2",parentSchema:schema20.properties.schema,data:data0};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.tool !== undefined){let data1 = data.tool;if(data1 && typeof data1 == "object" && !Array.isArray(data1)){if(data1.name === undefined){const err16 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema20.properties.tool.required,parentSchema:schema20.properties.tool,data:data1};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(data1.version === undefined){const err17 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema20.properties.tool.required,parentSchema:schema20.properties.tool,data:data1};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}for(const key1 in data1){if(!((key1 === "name") || (key1 === "version"))){const err18 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.tool,data:data1};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data1.name !== undefined){let data2 = data1.name;if(typeof data2 === "string"){if(func3(data2) < 1){const err19 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.properties.tool.properties.name,data:data2};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.tool.properties.name.type,parentSchema:schema20.properties.tool.properties.name,data:data2};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data1.version !== undefined){let data3 = data1.version;if(typeof data3 === "string"){if(func3(data3) < 1){const err21 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.properties.tool.properties.version,data:data3};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}else {const err22 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.tool.properties.version.type,parentSchema:schema20.properties.tool.properties.version,data:data3};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}else {const err23 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.tool.type,parentSchema:schema20.properties.tool,data:data1};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.createdAt !== undefined){let data4 = data.createdAt;if(typeof data4 === "string"){if(!pattern0.test(data4)){const err24 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"+"\"",schema:"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$",parentSchema:schema20.properties.createdAt,data:data4};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}else {const err25 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.createdAt.type,parentSchema:schema20.properties.createdAt,data:data4};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data.layer !== undefined){let data5 = data.layer;if(!(((data5 === "verdict") || (data5 === "text")) || (data5 === "tools"))){const err26 = {instancePath:instancePath+"/layer",schemaPath:"#/properties/layer/enum",keyword:"enum",params:{allowedValues: schema20.properties.layer.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.layer.enum,parentSchema:schema20.properties.layer,data:data5};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.isolation !== undefined){let data6 = data.isolation;if(!((((data6 === "fresh-session") || (data6 === "fresh-instance")) || (data6 === "shared-session")) || (data6 === "unknown"))){const err27 = {instancePath:instancePath+"/isolation",schemaPath:"#/properties/isolation/enum",keyword:"enum",params:{allowedValues: schema20.properties.isolation.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.isolation.enum,parentSchema:schema20.properties.isolation,data:data6};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.provenance !== undefined){let data7 = data.provenance;if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){const err28 = {instancePath:instancePath+"/provenance",schemaPath:"#/properties/provenance/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.provenance.type,parentSchema:schema20.properties.provenance,data:data7};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.settings !== undefined){let data8 = data.settings;if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){const err29 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.settings.type,parentSchema:schema20.properties.settings,data:data8};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}if(data.settingsDigest !== undefined){let data9 = data.settingsDigest;if(typeof data9 === "string"){if(!pattern1.test(data9)){const err30 = {instancePath:instancePath+"/settingsDigest",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data9};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}else {const err31 = {instancePath:instancePath+"/settingsDigest",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data9};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.suite !== undefined){let data10 = data.suite;if((!(data10 && typeof data10 == "object" && !Array.isArray(data10))) && (data10 !== null)){const err32 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/type",keyword:"type",params:{type: schema20.properties.suite.type},message:"must be object,null",schema:schema20.properties.suite.type,parentSchema:schema20.properties.suite,data:data10};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}if(data10 && typeof data10 == "object" && !Array.isArray(data10)){if(data10.digest === undefined){const err33 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/required",keyword:"required",params:{missingProperty: "digest"},message:"must have required property '"+"digest"+"'",schema:schema20.properties.suite.required,parentSchema:schema20.properties.suite,data:data10};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}for(const key2 in data10){if(!(key2 === "digest")){const err34 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.suite,data:data10};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data10.digest !== undefined){let data11 = data10.digest;if(typeof data11 === "string"){if(!pattern1.test(data11)){const err35 = {instancePath:instancePath+"/suite/digest",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data11};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}else {const err36 = {instancePath:instancePath+"/suite/digest",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data11};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}}}if(data.shard !== undefined){let data12 = data.shard;if((!(data12 && typeof data12 == "object" && !Array.isArray(data12))) && (data12 !== null)){const err37 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/type",keyword:"type",params:{type: schema20.properties.shard.type},message:"must be object,null",schema:schema20.properties.shard.type,parentSchema:schema20.properties.shard,data:data12};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}if(data12 && typeof data12 == "object" && !Array.isArray(data12)){if(data12.index === undefined){const err38 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'",schema:schema20.properties.shard.required,parentSchema:schema20.properties.shard,data:data12};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}if(data12.count === undefined){const err39 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema20.properties.shard.required,parentSchema:schema20.properties.shard,data:data12};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}for(const key3 in data12){if(!(((key3 === "index") || (key3 === "count")) || (key3 === "inputs"))){const err40 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.shard,data:data12};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data12.index !== undefined){let data13 = data12.index;if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){const err41 = {instancePath:instancePath+"/shard/index",schemaPath:"#/properties/shard/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.shard.properties.index.type,parentSchema:schema20.properties.shard.properties.index,data:data13};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}if((typeof data13 == "number") && (isFinite(data13))){if(data13 < 1 || isNaN(data13)){const err42 = {instancePath:instancePath+"/shard/index",schemaPath:"#/properties/shard/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.shard.properties.index,data:data13};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}}if(data12.count !== undefined){let data14 = data12.count;if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){const err43 = {instancePath:instancePath+"/shard/count",schemaPath:"#/properties/shard/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.shard.properties.count.type,parentSchema:schema20.properties.shard.properties.count,data:data14};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}if((typeof data14 == "number") && (isFinite(data14))){if(data14 > 1000 || isNaN(data14)){const err44 = {instancePath:instancePath+"/shard/count",schemaPath:"#/properties/shard/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema20.properties.shard.properties.count,data:data14};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}if(data14 < 1 || isNaN(data14)){const err45 = {instancePath:instancePath+"/shard/count",schemaPath:"#/properties/shard/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.shard.properties.count,data:data14};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}}if(data12.inputs !== undefined){let data15 = data12.inputs;if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){const err46 = {instancePath:instancePath+"/shard/inputs",schemaPath:"#/properties/shard/properties/inputs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.shard.properties.inputs.type,parentSchema:schema20.properties.shard.properties.inputs,data:data15};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}if((typeof data15 == "number") && (isFinite(data15))){if(data15 < 0 || isNaN(data15)){const err47 = {instancePath:instancePath+"/shard/inputs",schemaPath:"#/properties/shard/properties/inputs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.shard.properties.inputs,data:data15};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}}}}if(data.allocation !== undefined){let data16 = data.allocation;const _errs38 = errors;let valid6 = true;const _errs39 = errors;if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.kind !== undefined){if("random" !== data16.kind){const err48 = {};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}}var _valid0 = _errs39 === errors;errors = _errs38;if(vErrors !== null){if(_errs38){vErrors.length = _errs38;}else {vErrors = null;}}if(_valid0){const _errs41 = errors;if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.seed === undefined){const err49 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/then/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'",schema:schema20.properties.allocation.then.required,parentSchema:schema20.properties.allocation.then,data:data16};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}var _valid0 = _errs41 === errors;valid6 = _valid0;}if(!valid6){const err50 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema20.properties.allocation.if,parentSchema:schema20.properties.allocation,data:data16};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.kind === undefined){const err51 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema20.properties.allocation.required,parentSchema:schema20.properties.allocation,data:data16};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}for(const key4 in data16){if(!(((key4 === "kind") || (key4 === "seed")) || (key4 === "pairs"))){const err52 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.allocation,data:data16};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}if(data16.kind !== undefined){let data18 = data16.kind;if(!((data18 === "per-input") || (data18 === "random"))){const err53 = {instancePath:instancePath+"/allocation/kind",schemaPath:"#/properties/allocation/properties/kind/enum",keyword:"enum",params:{allowedValues: schema20.properties.allocation.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.allocation.properties.kind.enum,parentSchema:schema20.properties.allocation.properties.kind,data:data18};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}if(data16.seed !== undefined){let data19 = data16.seed;if((typeof data19 !== "string") && (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19))))){const err54 = {instancePath:instancePath+"/allocation/seed",schemaPath:"#/properties/allocation/properties/seed/type",keyword:"type",params:{type: schema20.properties.allocation.properties.seed.type},message:"must be string,integer",schema:schema20.properties.allocation.properties.seed.type,parentSchema:schema20.properties.allocation.properties.seed,data:data19};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}}if(data16.pairs !== undefined){let data20 = data16.pairs;if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){const err55 = {instancePath:instancePath+"/allocation/pairs",schemaPath:"#/properties/allocation/properties/pairs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.allocation.properties.pairs.type,parentSchema:schema20.properties.allocation.properties.pairs,data:data20};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}if((typeof data20 == "number") && (isFinite(data20))){if(data20 < 0 || isNaN(data20)){const err56 = {instancePath:instancePath+"/allocation/pairs",schemaPath:"#/properties/allocation/properties/pairs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.allocation.properties.pairs,data:data20};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}}}}else {const err57 = {instancePath:instancePath+"/allocation",schemaPath:"#/properties/allocation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.allocation.type,parentSchema:schema20.properties.allocation,data:data16};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}}if(data.method !== undefined){let data21 = data.method;if(!((data21 === "wilson") || (data21 === "exact"))){const err58 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/enum",keyword:"enum",params:{allowedValues: schema20.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.method.enum,parentSchema:schema20.properties.method,data:data21};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}if(data.earlyRejection !== undefined){let data22 = data.earlyRejection;if(data22 && typeof data22 == "object" && !Array.isArray(data22)){if(data22.rule === undefined){const err59 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}if(data22.prior === undefined){const err60 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "prior"},message:"must have required property '"+"prior"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}if(data22.epsilon === undefined){const err61 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "epsilon"},message:"must have required property '"+"epsilon"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}if(data22.alpha === undefined){const err62 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "alpha"},message:"must have required property '"+"alpha"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err62];}else {vErrors.push(err62);}errors++;}if(data22.looks === undefined){const err63 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "looks"},message:"must have required property '"+"looks"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err63];}else {vErrors.push(err63);}errors++;}if(data22.inputs === undefined){const err64 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err64];}else {vErrors.push(err64);}errors++;}if(data22.rejectedAt === undefined){const err65 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/required",keyword:"required",params:{missingProperty: "rejectedAt"},message:"must have required property '"+"rejectedAt"+"'",schema:schema20.properties.earlyRejection.required,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err65];}else {vErrors.push(err65);}errors++;}for(const key5 in data22){if(!((((((((key5 === "rule") || (key5 === "prior")) || (key5 === "epsilon")) || (key5 === "alpha")) || (key5 === "looks")) || (key5 === "inputs")) || (key5 === "lastLook")) || (key5 === "rejectedAt"))){const err66 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err66];}else {vErrors.push(err66);}errors++;}}if(data22.rule !== undefined){let data23 = data22.rule;if("mixture" !== data23){const err67 = {instancePath:instancePath+"/earlyRejection/rule",schemaPath:"#/properties/earlyRejection/properties/rule/const",keyword:"const",params:{allowedValue: "mixture"},message:"must be equal to constant",schema:"mixture",parentSchema:schema20.properties.earlyRejection.properties.rule,data:data23};if(vErrors === null){vErrors = [err67];}else {vErrors.push(err67);}errors++;}}if(data22.prior !== undefined){let data24 = data22.prior;if("uniform" !== data24){const err68 = {instancePath:instancePath+"/earlyRejection/prior",schemaPath:"#/properties/earlyRejection/properties/prior/const",keyword:"const",params:{allowedValue: "uniform"},message:"must be equal to constant",schema:"uniform",parentSchema:schema20.properties.earlyRejection.properties.prior,data:data24};if(vErrors === null){vErrors = [err68];}else {vErrors.push(err68);}errors++;}}if(data22.epsilon !== undefined){let data25 = data22.epsilon;if((typeof data25 == "number") && (isFinite(data25))){if(data25 >= 1 || isNaN(data25)){const err69 = {instancePath:instancePath+"/earlyRejection/epsilon",schemaPath:"#/properties/earlyRejection/properties/epsilon/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema20.properties.earlyRejection.properties.epsilon,data:data25};if(vErrors === null){vErrors = [err69];}else {vErrors.push(err69);}errors++;}if(data25 <= 0 || isNaN(data25)){const err70 = {instancePath:instancePath+"/earlyRejection/epsilon",schemaPath:"#/properties/earlyRejection/properties/epsilon/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema20.properties.earlyRejection.properties.epsilon,data:data25};if(vErrors === null){vErrors = [err70];}else {vErrors.push(err70);}errors++;}}else {const err71 = {instancePath:instancePath+"/earlyRejection/epsilon",schemaPath:"#/properties/earlyRejection/properties/epsilon/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema20.properties.earlyRejection.properties.epsilon.type,parentSchema:schema20.properties.earlyRejection.properties.epsilon,data:data25};if(vErrors === null){vErrors = [err71];}else {vErrors.push(err71);}errors++;}}if(data22.alpha !== undefined){let data26 = data22.alpha;if((typeof data26 == "number") && (isFinite(data26))){if(data26 >= 1 || isNaN(data26)){const err72 = {instancePath:instancePath+"/earlyRejection/alpha",schemaPath:"#/properties/earlyRejection/properties/alpha/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema20.properties.earlyRejection.properties.alpha,data:data26};if(vErrors === null){vErrors = [err72];}else {vErrors.push(err72);}errors++;}if(data26 <= 0 || isNaN(data26)){const err73 = {instancePath:instancePath+"/earlyRejection/alpha",schemaPath:"#/properties/earlyRejection/properties/alpha/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema20.properties.earlyRejection.properties.alpha,data:data26};if(vErrors === null){vErrors = [err73];}else {vErrors.push(err73);}errors++;}}else {const err74 = {instancePath:instancePath+"/earlyRejection/alpha",schemaPath:"#/properties/earlyRejection/properties/alpha/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema20.properties.earlyRejection.properties.alpha.type,parentSchema:schema20.properties.earlyRejection.properties.alpha,data:data26};if(vErrors === null){vErrors = [err74];}else {vErrors.push(err74);}errors++;}}if(data22.looks !== undefined){let data27 = data22.looks;if(!((data27 === "rounds") || (data27 === "pairs"))){const err75 = {instancePath:instancePath+"/earlyRejection/looks",schemaPath:"#/properties/earlyRejection/properties/looks/enum",keyword:"enum",params:{allowedValues: schema20.properties.earlyRejection.properties.looks.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.earlyRejection.properties.looks.enum,parentSchema:schema20.properties.earlyRejection.properties.looks,data:data27};if(vErrors === null){vErrors = [err75];}else {vErrors.push(err75);}errors++;}}if(data22.inputs !== undefined){let data28 = data22.inputs;if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){const err76 = {instancePath:instancePath+"/earlyRejection/inputs",schemaPath:"#/properties/earlyRejection/properties/inputs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.earlyRejection.properties.inputs.type,parentSchema:schema20.properties.earlyRejection.properties.inputs,data:data28};if(vErrors === null){vErrors = [err76];}else {vErrors.push(err76);}errors++;}if((typeof data28 == "number") && (isFinite(data28))){if(data28 < 1 || isNaN(data28)){const err77 = {instancePath:instancePath+"/earlyRejection/inputs",schemaPath:"#/properties/earlyRejection/properties/inputs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.earlyRejection.properties.inputs,data:data28};if(vErrors === null){vErrors = [err77];}else {vErrors.push(err77);}errors++;}}}if(data22.lastLook !== undefined){let data29 = data22.lastLook;if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){const err78 = {instancePath:instancePath+"/earlyRejection/lastLook",schemaPath:"#/properties/earlyRejection/properties/lastLook/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.earlyRejection.properties.lastLook.type,parentSchema:schema20.properties.earlyRejection.properties.lastLook,data:data29};if(vErrors === null){vErrors = [err78];}else {vErrors.push(err78);}errors++;}if((typeof data29 == "number") && (isFinite(data29))){if(data29 < 0 || isNaN(data29)){const err79 = {instancePath:instancePath+"/earlyRejection/lastLook",schemaPath:"#/properties/earlyRejection/properties/lastLook/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.earlyRejection.properties.lastLook,data:data29};if(vErrors === null){vErrors = [err79];}else {vErrors.push(err79);}errors++;}}}if(data22.rejectedAt !== undefined){let data30 = data22.rejectedAt;if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){const err80 = {instancePath:instancePath+"/earlyRejection/rejectedAt",schemaPath:"#/properties/earlyRejection/properties/rejectedAt/type",keyword:"type",params:{type: schema20.properties.earlyRejection.properties.rejectedAt.type},message:"must be integer,null",schema:schema20.properties.earlyRejection.properties.rejectedAt.type,parentSchema:schema20.properties.earlyRejection.properties.rejectedAt,data:data30};if(vErrors === null){vErrors = [err80];}else {vErrors.push(err80);}errors++;}if((typeof data30 == "number") && (isFinite(data30))){if(data30 < 1 || isNaN(data30)){const err81 = {instancePath:instancePath+"/earlyRejection/rejectedAt",schemaPath:"#/properties/earlyRejection/properties/rejectedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.earlyRejection.properties.rejectedAt,data:data30};if(vErrors === null){vErrors = [err81];}else {vErrors.push(err81);}errors++;}}}}else {const err82 = {instancePath:instancePath+"/earlyRejection",schemaPath:"#/properties/earlyRejection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.earlyRejection.type,parentSchema:schema20.properties.earlyRejection,data:data22};if(vErrors === null){vErrors = [err82];}else {vErrors.push(err82);}errors++;}}if(data.complete !== undefined){let data31 = data.complete;if(typeof data31 !== "boolean"){const err83 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.properties.complete.type,parentSchema:schema20.properties.complete,data:data31};if(vErrors === null){vErrors = [err83];}else {vErrors.push(err83);}errors++;}}if(data.stopReason !== undefined){let data32 = data.stopReason;if(typeof data32 === "string"){if(func3(data32) < 1){const err84 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.properties.stopReason,data:data32};if(vErrors === null){vErrors = [err84];}else {vErrors.push(err84);}errors++;}}else {const err85 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.stopReason.type,parentSchema:schema20.properties.stopReason,data:data32};if(vErrors === null){vErrors = [err85];}else {vErrors.push(err85);}errors++;}}if(data.relations !== undefined){let data33 = data.relations;if(Array.isArray(data33)){const len0 = data33.length;for(let i0=0; i0<len0; i0++){let data34 = data33[i0];if(data34 && typeof data34 == "object" && !Array.isArray(data34)){if(data34.name === undefined){const err86 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema20.properties.relations.items.required,parentSchema:schema20.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err86];}else {vErrors.push(err86);}errors++;}if(data34.type === undefined){const err87 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema20.properties.relations.items.required,parentSchema:schema20.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err87];}else {vErrors.push(err87);}errors++;}for(const key6 in data34){if(!((key6 === "name") || (key6 === "type"))){const err88 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err88];}else {vErrors.push(err88);}errors++;}}if(data34.name !== undefined){let data35 = data34.name;if(typeof data35 === "string"){if(func3(data35) < 1){const err89 = {instancePath:instancePath+"/relations/" + i0+"/name",schemaPath:"#/properties/relations/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.properties.relations.items.properties.name,data:data35};if(vErrors === null){vErrors = [err89];}else {vErrors.push(err89);}errors++;}}else {const err90 = {instancePath:instancePath+"/relations/" + i0+"/name",schemaPath:"#/properties/relations/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.relations.items.properties.name.type,parentSchema:schema20.properties.relations.items.properties.name,data:data35};if(vErrors === null){vErrors = [err90];}else {vErrors.push(err90);}errors++;}}if(data34.type !== undefined){let data36 = data34.type;if(!(((data36 === "invariant") || (data36 === "monotone")) || (data36 === "directional"))){const err91 = {instancePath:instancePath+"/relations/" + i0+"/type",schemaPath:"#/properties/relations/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema20.properties.relations.items.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.relations.items.properties.type.enum,parentSchema:schema20.properties.relations.items.properties.type,data:data36};if(vErrors === null){vErrors = [err91];}else {vErrors.push(err91);}errors++;}}}else {const err92 = {instancePath:instancePath+"/relations/" + i0,schemaPath:"#/properties/relations/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.relations.items.type,parentSchema:schema20.properties.relations.items,data:data34};if(vErrors === null){vErrors = [err92];}else {vErrors.push(err92);}errors++;}}}else {const err93 = {instancePath:instancePath+"/relations",schemaPath:"#/properties/relations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.properties.relations.type,parentSchema:schema20.properties.relations,data:data33};if(vErrors === null){vErrors = [err93];}else {vErrors.push(err93);}errors++;}}if(data.meter !== undefined){let data37 = data.meter;if(typeof data37 !== "boolean"){const err94 = {instancePath:instancePath+"/meter",schemaPath:"#/properties/meter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.properties.meter.type,parentSchema:schema20.properties.meter,data:data37};if(vErrors === null){vErrors = [err94];}else {vErrors.push(err94);}errors++;}}if(data.blindness !== undefined){let data38 = data.blindness;if(typeof data38 !== "boolean"){const err95 = {instancePath:instancePath+"/blindness",schemaPath:"#/properties/blindness/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema20.properties.blindness.type,parentSchema:schema20.properties.blindness,data:data38};if(vErrors === null){vErrors = [err95];}else {vErrors.push(err95);}errors++;}}if(data.sequential !== undefined){let data39 = data.sequential;if(data39 && typeof data39 == "object" && !Array.isArray(data39)){if(data39.rule === undefined){const err96 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err96];}else {vErrors.push(err96);}errors++;}if(data39.epsilon === undefined){const err97 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "epsilon"},message:"must have required property '"+"epsilon"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err97];}else {vErrors.push(err97);}errors++;}if(data39.alpha === undefined){const err98 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "alpha"},message:"must have required property '"+"alpha"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err98];}else {vErrors.push(err98);}errors++;}if(data39.looks === undefined){const err99 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "looks"},message:"must have required property '"+"looks"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err99];}else {vErrors.push(err99);}errors++;}if(data39.budget === undefined){const err100 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "budget"},message:"must have required property '"+"budget"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err100];}else {vErrors.push(err100);}errors++;}if(data39.inputs === undefined){const err101 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err101];}else {vErrors.push(err101);}errors++;}if(data39.checkpoints === undefined){const err102 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "checkpoints"},message:"must have required property '"+"checkpoints"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err102];}else {vErrors.push(err102);}errors++;}if(data39.call === undefined){const err103 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "call"},message:"must have required property '"+"call"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err103];}else {vErrors.push(err103);}errors++;}if(data39.pairs === undefined){const err104 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/required",keyword:"required",params:{missingProperty: "pairs"},message:"must have required property '"+"pairs"+"'",schema:schema20.properties.sequential.required,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err104];}else {vErrors.push(err104);}errors++;}for(const key7 in data39){if(!(func2.call(schema20.properties.sequential.properties, key7))){const err105 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err105];}else {vErrors.push(err105);}errors++;}}if(data39.rule !== undefined){let data40 = data39.rule;if("declared-checkpoint" !== data40){const err106 = {instancePath:instancePath+"/sequential/rule",schemaPath:"#/properties/sequential/properties/rule/const",keyword:"const",params:{allowedValue: "declared-checkpoint"},message:"must be equal to constant",schema:"declared-checkpoint",parentSchema:schema20.properties.sequential.properties.rule,data:data40};if(vErrors === null){vErrors = [err106];}else {vErrors.push(err106);}errors++;}}if(data39.epsilon !== undefined){let data41 = data39.epsilon;if((typeof data41 == "number") && (isFinite(data41))){if(data41 >= 1 || isNaN(data41)){const err107 = {instancePath:instancePath+"/sequential/epsilon",schemaPath:"#/properties/sequential/properties/epsilon/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema20.properties.sequential.properties.epsilon,data:data41};if(vErrors === null){vErrors = [err107];}else {vErrors.push(err107);}errors++;}if(data41 <= 0 || isNaN(data41)){const err108 = {instancePath:instancePath+"/sequential/epsilon",schemaPath:"#/properties/sequential/properties/epsilon/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema20.properties.sequential.properties.epsilon,data:data41};if(vErrors === null){vErrors = [err108];}else {vErrors.push(err108);}errors++;}}else {const err109 = {instancePath:instancePath+"/sequential/epsilon",schemaPath:"#/properties/sequential/properties/epsilon/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema20.properties.sequential.properties.epsilon.type,parentSchema:schema20.properties.sequential.properties.epsilon,data:data41};if(vErrors === null){vErrors = [err109];}else {vErrors.push(err109);}errors++;}}if(data39.alpha !== undefined){let data42 = data39.alpha;if((typeof data42 == "number") && (isFinite(data42))){if(data42 >= 1 || isNaN(data42)){const err110 = {instancePath:instancePath+"/sequential/alpha",schemaPath:"#/properties/sequential/properties/alpha/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema20.properties.sequential.properties.alpha,data:data42};if(vErrors === null){vErrors = [err110];}else {vErrors.push(err110);}errors++;}if(data42 <= 0 || isNaN(data42)){const err111 = {instancePath:instancePath+"/sequential/alpha",schemaPath:"#/properties/sequential/properties/alpha/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema20.properties.sequential.properties.alpha,data:data42};if(vErrors === null){vErrors = [err111];}else {vErrors.push(err111);}errors++;}}else {const err112 = {instancePath:instancePath+"/sequential/alpha",schemaPath:"#/properties/sequential/properties/alpha/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema20.properties.sequential.properties.alpha.type,parentSchema:schema20.properties.sequential.properties.alpha,data:data42};if(vErrors === null){vErrors = [err112];}else {vErrors.push(err112);}errors++;}}if(data39.looks !== undefined){let data43 = data39.looks;if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){const err113 = {instancePath:instancePath+"/sequential/looks",schemaPath:"#/properties/sequential/properties/looks/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.sequential.properties.looks.type,parentSchema:schema20.properties.sequential.properties.looks,data:data43};if(vErrors === null){vErrors = [err113];}else {vErrors.push(err113);}errors++;}if((typeof data43 == "number") && (isFinite(data43))){if(data43 < 1 || isNaN(data43)){const err114 = {instancePath:instancePath+"/sequential/looks",schemaPath:"#/properties/sequential/properties/looks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.sequential.properties.looks,data:data43};if(vErrors === null){vErrors = [err114];}else {vErrors.push(err114);}errors++;}}}if(data39.budget !== undefined){let data44 = data39.budget;if((!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))) && (data44 !== null)){const err115 = {instancePath:instancePath+"/sequential/budget",schemaPath:"#/properties/sequential/properties/budget/type",keyword:"type",params:{type: schema20.properties.sequential.properties.budget.type},message:"must be integer,null",schema:schema20.properties.sequential.properties.budget.type,parentSchema:schema20.properties.sequential.properties.budget,data:data44};if(vErrors === null){vErrors = [err115];}else {vErrors.push(err115);}errors++;}if((typeof data44 == "number") && (isFinite(data44))){if(data44 < 1 || isNaN(data44)){const err116 = {instancePath:instancePath+"/sequential/budget",schemaPath:"#/properties/sequential/properties/budget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.sequential.properties.budget,data:data44};if(vErrors === null){vErrors = [err116];}else {vErrors.push(err116);}errors++;}}}if(data39.inputs !== undefined){let data45 = data39.inputs;if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){const err117 = {instancePath:instancePath+"/sequential/inputs",schemaPath:"#/properties/sequential/properties/inputs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.sequential.properties.inputs.type,parentSchema:schema20.properties.sequential.properties.inputs,data:data45};if(vErrors === null){vErrors = [err117];}else {vErrors.push(err117);}errors++;}if((typeof data45 == "number") && (isFinite(data45))){if(data45 < 1 || isNaN(data45)){const err118 = {instancePath:instancePath+"/sequential/inputs",schemaPath:"#/properties/sequential/properties/inputs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.sequential.properties.inputs,data:data45};if(vErrors === null){vErrors = [err118];}else {vErrors.push(err118);}errors++;}}}if(data39.checkpoints !== undefined){let data46 = data39.checkpoints;if(Array.isArray(data46)){const len1 = data46.length;for(let i1=0; i1<len1; i1++){let data47 = data46[i1];if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){const err119 = {instancePath:instancePath+"/sequential/checkpoints/" + i1,schemaPath:"#/properties/sequential/properties/checkpoints/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.sequential.properties.checkpoints.items.type,parentSchema:schema20.properties.sequential.properties.checkpoints.items,data:data47};if(vErrors === null){vErrors = [err119];}else {vErrors.push(err119);}errors++;}if((typeof data47 == "number") && (isFinite(data47))){if(data47 < 1 || isNaN(data47)){const err120 = {instancePath:instancePath+"/sequential/checkpoints/" + i1,schemaPath:"#/properties/sequential/properties/checkpoints/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema20.properties.sequential.properties.checkpoints.items,data:data47};if(vErrors === null){vErrors = [err120];}else {vErrors.push(err120);}errors++;}}}}else {const err121 = {instancePath:instancePath+"/sequential/checkpoints",schemaPath:"#/properties/sequential/properties/checkpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.properties.sequential.properties.checkpoints.type,parentSchema:schema20.properties.sequential.properties.checkpoints,data:data46};if(vErrors === null){vErrors = [err121];}else {vErrors.push(err121);}errors++;}}if(data39.call !== undefined){let data48 = data39.call;if(!(((data48 === "deterministic") || (data48 === "stochastic")) || (data48 === "undecided"))){const err122 = {instancePath:instancePath+"/sequential/call",schemaPath:"#/properties/sequential/properties/call/enum",keyword:"enum",params:{allowedValues: schema20.properties.sequential.properties.call.enum},message:"must be equal to one of the allowed values",schema:schema20.properties.sequential.properties.call.enum,parentSchema:schema20.properties.sequential.properties.call,data:data48};if(vErrors === null){vErrors = [err122];}else {vErrors.push(err122);}errors++;}}if(data39.pairs !== undefined){let data49 = data39.pairs;if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){const err123 = {instancePath:instancePath+"/sequential/pairs",schemaPath:"#/properties/sequential/properties/pairs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.sequential.properties.pairs.type,parentSchema:schema20.properties.sequential.properties.pairs,data:data49};if(vErrors === null){vErrors = [err123];}else {vErrors.push(err123);}errors++;}if((typeof data49 == "number") && (isFinite(data49))){if(data49 < 0 || isNaN(data49)){const err124 = {instancePath:instancePath+"/sequential/pairs",schemaPath:"#/properties/sequential/properties/pairs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.sequential.properties.pairs,data:data49};if(vErrors === null){vErrors = [err124];}else {vErrors.push(err124);}errors++;}}}}else {const err125 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.sequential.type,parentSchema:schema20.properties.sequential,data:data39};if(vErrors === null){vErrors = [err125];}else {vErrors.push(err125);}errors++;}}if(data.cases !== undefined){let data50 = data.cases;if(Array.isArray(data50)){const len2 = data50.length;for(let i2=0; i2<len2; i2++){if(!(validate21(data50[i2], {instancePath:instancePath+"/cases/" + i2,parentData:data50,parentDataProperty:i2,rootData}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}}}else {const err126 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.properties.cases.type,parentSchema:schema20.properties.cases,data:data50};if(vErrors === null){vErrors = [err126];}else {vErrors.push(err126);}errors++;}}}else {const err127 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};if(vErrors === null){vErrors = [err127];}else {vErrors.push(err127);}errors++;}validate20.errors = vErrors;return errors === 0;}const v1Case = validate31;function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.fingerprint === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'",schema:schema14.required,parentSchema:schema14,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.observations === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observations"},message:"must have required property '"+"observations"+"'",schema:schema14.required,parentSchema:schema14,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((((((((key0 === "input") || (key0 === "fingerprint")) || (key0 === "expected")) || (key0 === "errors")) || (key0 === "observations")) || (key0 === "relations")) || (key0 === "source")) || (key0 === "position"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.input !== undefined){let data0 = data.input;if(typeof data0 === "string"){if(func3(data0) < 1){const err3 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.input,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.input.type,parentSchema:schema14.properties.input,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.fingerprint !== undefined){let data1 = data.fingerprint;if(typeof data1 === "string"){if(!pattern1.test(data1)){const err5 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.expected !== undefined){let data2 = data.expected;if(typeof data2 === "string"){if(func3(data2) < 1){const err7 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.expected,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.expected.type,parentSchema:schema14.properties.expected,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.errors !== undefined){let data3 = data.errors;if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){const err9 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.errors.type,parentSchema:schema14.properties.errors,data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err10 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.properties.errors,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.observations !== undefined){let data4 = data.observations;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){if(!(validate12(data4[i0], {instancePath:instancePath+"/observations/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}}else {const err11 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.observations.type,parentSchema:schema14.properties.observations,data:data4};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.relations !== undefined){let data6 = data.relations;if(Array.isArray(data6)){const len1 = data6.length;for(let i1=0; i1<len1; i1++){if(!(validate14(data6[i1], {instancePath:instancePath+"/relations/" + i1,parentData:data6,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);errors = vErrors.length;}}}else {const err12 = {instancePath:instancePath+"/relations",schemaPath:"#/properties/relations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.properties.relations.type,parentSchema:schema14.properties.relations,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.source !== undefined){if(!(validate12(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);errors = vErrors.length;}}if(data.position !== undefined){let data9 = data.position;if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){const err13 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.properties.position.type,parentSchema:schema14.properties.position,data:data9};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){const err14 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.properties.position,data:data9};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}}else {const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}validate31.errors = vErrors;return errors === 0;}const v2Case = validate35;function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.fingerprint === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fingerprint"},message:"must have required property '"+"fingerprint"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.outcomes === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcomes"},message:"must have required property '"+"outcomes"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.observations === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "observations"},message:"must have required property '"+"observations"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}for(const key0 in data){if(!(func2.call(schema23.properties, key0))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.input !== undefined){let data0 = data.input;if(typeof data0 === "string"){if(func3(data0) < 1){const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.input,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.input.type,parentSchema:schema23.properties.input,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.fingerprint !== undefined){let data1 = data.fingerprint;if(typeof data1 === "string"){if(!pattern1.test(data1)){const err6 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/fingerprint",schemaPath:"#/definitions/digest/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.expected !== undefined){let data2 = data.expected;if(typeof data2 === "string"){if(func3(data2) < 1){const err8 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23.properties.expected,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/expected",schemaPath:"#/properties/expected/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.expected.type,parentSchema:schema23.properties.expected,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.errors !== undefined){let data3 = data.errors;if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){const err10 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.errors.type,parentSchema:schema23.properties.errors,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err11 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.errors,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}if(data.relations !== undefined){let data4 = data.relations;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){if(!(validate22(data4[i0], {instancePath:instancePath+"/relations/" + i0,parentData:data4,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);errors = vErrors.length;}}}else {const err12 = {instancePath:instancePath+"/relations",schemaPath:"#/properties/relations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.relations.type,parentSchema:schema23.properties.relations,data:data4};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.source !== undefined){if(!(validate23(data.source, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}}if(data.position !== undefined){let data7 = data.position;if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){const err13 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.position.type,parentSchema:schema23.properties.position,data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if((typeof data7 == "number") && (isFinite(data7))){if(data7 < 0 || isNaN(data7)){const err14 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.position,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}if(data.outcomes !== undefined){let data8 = data.outcomes;if(Array.isArray(data8)){const len1 = data8.length;for(let i1=0; i1<len1; i1++){if(!(validate28(data8[i1], {instancePath:instancePath+"/outcomes/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);errors = vErrors.length;}}}else {const err15 = {instancePath:instancePath+"/outcomes",schemaPath:"#/properties/outcomes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.outcomes.type,parentSchema:schema23.properties.outcomes,data:data8};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.observations !== undefined){let data10 = data.observations;if(Array.isArray(data10)){const len2 = data10.length;for(let i2=0; i2<len2; i2++){let data11 = data10[i2];if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){const err16 = {instancePath:instancePath+"/observations/" + i2,schemaPath:"#/properties/observations/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema23.properties.observations.items.type,parentSchema:schema23.properties.observations.items,data:data11};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if((typeof data11 == "number") && (isFinite(data11))){if(data11 < 0 || isNaN(data11)){const err17 = {instancePath:instancePath+"/observations/" + i2,schemaPath:"#/properties/observations/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.observations.items,data:data11};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}}}else {const err18 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.observations.type,parentSchema:schema23.properties.observations,data:data10};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.ms !== undefined){let data12 = data.ms;if(Array.isArray(data12)){const len3 = data12.length;for(let i3=0; i3<len3; i3++){let data13 = data12[i3];if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){const err19 = {instancePath:instancePath+"/ms/" + i3,schemaPath:"#/properties/ms/items/type",keyword:"type",params:{type: schema23.properties.ms.items.type},message:"must be number,null",schema:schema23.properties.ms.items.type,parentSchema:schema23.properties.ms.items,data:data13};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if((typeof data13 == "number") && (isFinite(data13))){if(data13 < 0 || isNaN(data13)){const err20 = {instancePath:instancePath+"/ms/" + i3,schemaPath:"#/properties/ms/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema23.properties.ms.items,data:data13};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}}else {const err21 = {instancePath:instancePath+"/ms",schemaPath:"#/properties/ms/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.ms.type,parentSchema:schema23.properties.ms,data:data12};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}else {const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}validate35.errors = vErrors;return errors === 0;}

/** What each relation failure reason's record holds (the collector writes it so). */
const SHAPE_WORDS = {
    transform_failed: 'an unchanged input and no call',
    no_source: 'a changed input and no call',
    source_failed: 'a failed source call',
    followup_failed: 'a failed follow-up call',
    check_failed: 'a follow-up call that answered',
};
function hasContent(o) {
    return (o.decision !== undefined ||
        o.text !== undefined ||
        o.tools !== undefined ||
        o.error !== undefined);
}
const NONE_CONTENTLESS = Object.freeze([]);
function caseViewOf(c) {
    const { observations, ...rest } = c;
    let contentless = null;
    let cached = 0;
    for (let k = 0; k < observations.length; k++) {
        const o = observations[k];
        if (!hasContent(o))
            (contentless ??= []).push(k);
        if (o.cached === true)
            cached++;
    }
    return {
        ...rest,
        // Rows served from the cache are not in the series: every count is of fresh calls.
        observationCount: observations.length - cached,
        contentless: contentless ?? NONE_CONTENTLESS,
    };
}
/** What a schema cannot say: digests and fingerprints match, relations come from the catalogue. */
function semanticProblems(f, cases) {
    const problems = [];
    // Settings the digest cannot write (a number too large for JSON, 1e999) are a
    // problem of the file at `settings`, not a refusal without a place.
    let expectedSettings = null;
    try {
        expectedSettings = settingsDigest(f.settings);
    }
    catch (error) {
        if (!(error instanceof Refusal))
            throw error;
        problems.push({ path: ['settings'], message: error.reason });
    }
    if (expectedSettings !== null && f.settingsDigest !== expectedSettings) {
        problems.push({
            path: ['settingsDigest'],
            message: `does not match the settings (their digest is ${expectedSettings}); the file was edited or damaged`,
        });
    }
    if (f.shard !== null && f.shard.index > f.shard.count) {
        problems.push({
            path: ['shard', 'index'],
            message: `expected a shard index from 1 to ${f.shard.count}, found ${f.shard.index}`,
        });
    }
    problems.push(...shardProblems(f, cases));
    const catalogue = new Map();
    f.relations.forEach((r, i) => {
        if (catalogue.has(r.name)) {
            problems.push({
                path: ['relations', i, 'name'],
                message: `relation "${r.name}" is listed twice`,
            });
        }
        catalogue.set(r.name, r.type);
    });
    problems.push(...countProblems(f, cases));
    const seen = new Map();
    cases.forEach((c, i) => {
        const at = ['cases', i];
        if (c.input !== undefined) {
            let actual;
            try {
                actual = inputFingerprint(c.input);
            }
            catch (error) {
                problems.push({
                    path: [...at, 'input'],
                    message: error instanceof Error ? error.message : String(error),
                });
            }
            if (actual !== undefined && actual !== c.fingerprint) {
                problems.push({
                    path: [...at, 'fingerprint'],
                    message: `does not match the input (its SHA-256 is ${actual}); the file was edited or damaged`,
                });
            }
        }
        const earlier = seen.get(c.fingerprint);
        if (earlier !== undefined) {
            problems.push({
                path: [...at, 'fingerprint'],
                message: `the same input as cases[${earlier}]; every input must appear once`,
            });
        }
        else
            seen.set(c.fingerprint, i);
        const drawn = f.allocation.kind === 'random' && f.allocation.pairs !== undefined;
        if (c.observationCount === 0 && f.meter !== false && !drawn) {
            problems.push({
                path: [...at, 'observations'],
                message: 'expected at least one observation (only evidence whose meter is false, or whose pairs were drawn at random, holds none)',
            });
        }
        for (const k of c.contentless) {
            problems.push({
                path: [...at, 'observations', k],
                message: 'an observation needs a decision, text, tools or an error',
            });
        }
        if (c.source !== undefined && !hasContent(c.source)) {
            problems.push({
                path: [...at, 'source'],
                message: 'an observation needs a decision, text, tools or an error',
            });
        }
        (c.relations ?? []).forEach((r, k) => {
            const rat = [...at, 'relations', k];
            const listed = catalogue.get(r.name);
            if (listed === undefined) {
                problems.push({
                    path: [...rat, 'name'],
                    message: `relation "${r.name}" is not in the relations catalogue at the top of the file`,
                });
            }
            else if (listed !== r.type) {
                problems.push({
                    path: [...rat, 'type'],
                    message: `the catalogue lists "${r.name}" as ${listed}, found ${r.type}`,
                });
            }
            if (r.changed === (r.followupFingerprint === c.fingerprint)) {
                problems.push({
                    path: [...rat, 'changed'],
                    message: r.changed
                        ? 'says the input changed, but the follow-up fingerprint equals the case fingerprint'
                        : 'says the input is unchanged, but the follow-up fingerprint differs from the case fingerprint',
                });
            }
            if (!r.changed && (r.outcome === 'held' || r.outcome === 'violated')) {
                problems.push({
                    path: [...rat, 'outcome'],
                    message: `an unchanged input is skipped, never ${r.outcome}`,
                });
            }
            if (r.observation !== undefined && !hasContent(r.observation)) {
                problems.push({
                    path: [...rat, 'observation'],
                    message: 'an observation needs a decision, text, tools or an error',
                });
            }
            if (r.reason !== undefined) {
                const { reason: _recorded, ...shape } = r;
                const shaped = relationFailureReasonOf(shape);
                if (r.outcome !== 'error') {
                    problems.push({
                        path: [...rat, 'reason'],
                        message: `a failure reason belongs only to a relation whose outcome is error, found ${r.outcome}`,
                    });
                }
                else if (shaped !== r.reason) {
                    problems.push({
                        path: [...rat, 'reason'],
                        message: `expected ${shaped ?? 'no reason'} for a record with ${shaped === null ? 'no failure' : SHAPE_WORDS[shaped]}, found ${r.reason}`,
                    });
                }
            }
        });
    });
    return problems;
}
/**
 * A shard's cases: each input falls in the shard by its fingerprint (the
 * partition of docs/sharding.md), and each has a distinct place among the run's
 * inputs, below their number. Evidence that is not a shard has no places.
 */
function shardProblems(f, cases) {
    const problems = [];
    const shard = f.shard;
    const places = new Map();
    cases.forEach((c, i) => {
        if (shard === null) {
            if (c.position !== undefined) {
                problems.push({
                    path: ['cases', i, 'position'],
                    message: 'only shard evidence records positions ("shard" is null)',
                });
            }
            return;
        }
        if (shard.index > shard.count)
            return;
        const belongs = shardOfFingerprint(c.fingerprint, shard.count);
        if (belongs !== shard.index) {
            problems.push({
                path: ['cases', i, 'fingerprint'],
                message: `this input falls in shard ${belongs} of ${shard.count}, not in shard ${shard.index}; the file was edited or damaged`,
            });
        }
        if (c.position === undefined) {
            problems.push({
                path: ['cases', i],
                message: 'a shard case needs its "position" among the run\'s inputs',
            });
            return;
        }
        if (shard.inputs !== undefined && c.position >= shard.inputs) {
            problems.push({
                path: ['cases', i, 'position'],
                message: `expected a position below the run's ${shard.inputs} inputs, found ${c.position}`,
            });
        }
        const earlier = places.get(c.position);
        if (earlier !== undefined) {
            problems.push({
                path: ['cases', i, 'position'],
                message: `the same position as cases[${earlier}]`,
            });
        }
        else
            places.set(c.position, i);
    });
    if (shard !== null && shard.inputs !== undefined && cases.length > shard.inputs) {
        problems.push({
            path: ['shard', 'inputs'],
            message: `the shard holds ${cases.length} cases, more than the run's ${shard.inputs} inputs`,
        });
    }
    return problems;
}
/**
 * Counts are checked against the data they describe, never trusted to size work:
 * recorded failures are exact whole numbers (each, and their sum, at most 2^53 − 1);
 * a random allocation drew at least one pair per pair the cases hold and at most
 * what any plan draws; a sequential or early-rejection record's inputs are the cases
 * (fewer cases only when collection stopped early), its pairs are pairs in the file,
 * and its looks and budget are within what a plan may have.
 */
function countProblems(f, cases) {
    const problems = [];
    let failed = 0;
    let overflowed = false;
    /** Pairs begun (a pair cut short by a failed call counts) and whole pairs. */
    let begun = 0;
    let whole = 0;
    cases.forEach((c, i) => {
        begun += Math.ceil(c.observationCount / 2);
        whole += Math.floor(c.observationCount / 2);
        if (c.errors === undefined)
            return;
        if (!Number.isSafeInteger(c.errors)) {
            problems.push({
                path: ['cases', i, 'errors'],
                message: `expected the number of runs that failed as a whole number up to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly), found ${shortJson(c.errors)}`,
            });
            return;
        }
        failed += c.errors;
        if (!overflowed && !Number.isSafeInteger(failed)) {
            overflowed = true;
            problems.push({
                path: ['cases', i, 'errors'],
                message: `the failed runs recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly); no run made that many calls`,
            });
        }
    });
    const pairs = f.allocation.pairs;
    if (f.allocation.kind === 'random' && pairs !== undefined) {
        if (pairs > MAX_PLANNED_PAIRS) {
            problems.push({
                path: ['allocation', 'pairs'],
                message: `${pairs} pairs drawn is more than the ${MAX_PLANNED_PAIRS} any plan draws`,
            });
        }
        else if (pairs < begun) {
            problems.push({
                path: ['allocation', 'pairs'],
                message: `the cases hold ${begun} pairs (counting a pair cut short by a failed call), each from one draw, but only ${pairs} were drawn`,
            });
        }
    }
    const inputsProblem = (record, inputs) => {
        const n = cases.length;
        if (inputs === n || (inputs > n && !f.complete && Number.isSafeInteger(inputs)))
            return;
        problems.push({
            path: [record, 'inputs'],
            message: f.complete
                ? `the plan's inputs per round are the cases collected, ${n}, found ${inputs}`
                : `the plan's inputs per round are at least the ${n} cases collected (and a whole number), found ${inputs}`,
        });
    };
    const q = f.sequential;
    if (q !== undefined) {
        inputsProblem('sequential', q.inputs);
        if (q.looks > MAX_SEQUENTIAL_LOOKS) {
            problems.push({
                path: ['sequential', 'looks'],
                message: `a plan may have at most ${MAX_SEQUENTIAL_LOOKS} looks, found ${q.looks}`,
            });
        }
        if (q.budget !== null && q.budget > MAX_SEQUENTIAL_PAIRS) {
            problems.push({
                path: ['sequential', 'budget'],
                message: `a plan may have at most ${MAX_SEQUENTIAL_PAIRS} pairs, found ${q.budget}`,
            });
        }
        if (q.checkpoints.length > q.looks) {
            problems.push({
                path: ['sequential', 'checkpoints'],
                message: `${q.checkpoints.length} checkpoints cannot come from ${q.looks} looks`,
            });
        }
        if (q.pairs > whole) {
            problems.push({
                path: ['sequential', 'pairs'],
                message: `the decision was made after ${q.pairs} pairs, but the cases hold ${whole}`,
            });
        }
    }
    const e = f.earlyRejection;
    if (e !== undefined) {
        inputsProblem('earlyRejection', e.inputs);
        if (e.rejectedAt !== null && e.rejectedAt > whole) {
            problems.push({
                path: ['earlyRejection', 'rejectedAt'],
                message: `the test rejected after ${e.rejectedAt} pairs, but the cases hold ${whole}`,
            });
        }
    }
    return problems;
}

// ---------------------------------------------------------------------------
// Reading.
/**
 * Schema validation with the validators compiled ahead of time from schema.ts
 * (validators.generated.js; ajv standalone code with the options of
 * validators-source.ts), so reading evidence compiles no schema at start-up.
 */
function validate(value, format) {
    const validator = format === EVIDENCE_FORMAT ? v1 : v2;
    return validator(value) ? [] : [...(validator.errors ?? [])];
}
/**
 * One schema-valid evidence@2 case as the v1-shaped case it stands for: its series
 * expanded from its decision table (one shared object per outcome when no duration
 * is recorded). Indices outside the table and a duration list of another length
 * are problems of the file (at `cases[i]`).
 */
function expandCase(c, i, problems) {
    const { outcomes, observations: series, ms, ...rest } = c;
    if (ms !== undefined && ms.length !== series.length) {
        problems.push({
            path: ['cases', i, 'ms'],
            message: `expected one duration (or null) per observation, ${series.length}, found ${ms.length}`,
        });
    }
    const observations = series.map((at, k) => {
        const outcome = outcomes[at];
        if (outcome === undefined) {
            problems.push({
                path: ['cases', i, 'observations', k],
                message: `expected an index into the case's ${outcomes.length} outcomes (0 to ${outcomes.length - 1}), found ${at}`,
            });
            return {};
        }
        const d = ms?.[k];
        return d === undefined || d === null ? outcome : { ...outcome, ms: d };
    });
    return { ...rest, observations };
}
/** A schema-valid evidence@2 value as the v1-shaped file it stands for (`expandCase` per case). */
function expandTables(value, problems) {
    const cases = value['cases'].map((c, i) => expandCase(c, i, problems));
    return { ...value, cases };
}
/** Our wording for the decision shape; the rest is the common wording. */
const evidenceProblem = (e, path) => e.keyword === 'type' && e.schemaPath.startsWith('#/definitions/decision/')
    ? {
        path,
        message: `expected a decision label or {"noDecision": reason}, found ${typeName(e.data)}`,
    }
    : undefined;
function refuseEvidence(problems, file, format = EVIDENCE_FORMAT) {
    return refuseProblems('evidence.invalid', format, problems, file, 'the evidence');
}
/** Our evidence: @1 and @2 are read (file-format.ts has the rule). */
const EVIDENCE_FILE_FORMAT = {
    reads: [EVIDENCE_FORMAT, EVIDENCE_FORMAT_V2],
    prefix: EVIDENCE_FORMAT_PREFIX,
    what: 'evidence',
    formatCode: 'evidence.format',
    versionCode: 'evidence.version',
};
function recordedObservation(o) {
    return {
        ...(o.decision === undefined ? {} : { decision: copyDecision(o.decision) }),
        ...(o.text === undefined ? {} : { text: o.text }),
        ...(o.tools === undefined ? {} : { tools: [...o.tools] }),
        ...(o.ms === undefined ? {} : { ms: o.ms }),
        ...(o.error === undefined ? {} : { error: o.error }),
        ...(o.reason === undefined ? {} : { reason: o.reason }),
        ...(o.cached === true ? { cached: true } : {}),
    };
}
function sharedObservations(list) {
    const sharer = new ObservationSharer();
    const out = new Array(list.length);
    // A decision table's series repeats its outcome objects: each is copied once, not once a call.
    const copied = new Map();
    for (let k = 0; k < list.length; k++) {
        const o = list[k];
        let shared = copied.get(o);
        if (shared === undefined) {
            shared = sharer.share(recordedObservation(o));
            if (copied.size < 8)
                copied.set(o, shared);
        }
        out[k] = shared;
    }
    return out;
}
/** The in-memory case a valid file's case holds (a steady series shared through `steady`). */
function evidenceCaseOf(c, steady) {
    // Equal observations of a case become one shared object (k identical answers, one object).
    const all = sharedObservations(c.observations);
    if (!all.some((o) => o.cached === true))
        return evidenceCaseWith(c, steady.share(all));
    // Rows served from the tool's cache leave the series; the case keeps them apart.
    return evidenceCaseWith(c, steady.share(all.filter((o) => o.cached !== true)), all.filter((o) => o.cached === true));
}
/** As `evidenceCaseOf`, with the case's series already made. */
function evidenceCaseWith(c, observations, cached = []) {
    return {
        ...(c.input === undefined ? {} : { input: c.input }),
        fingerprint: c.fingerprint,
        ...(c.expected === undefined ? {} : { expected: c.expected }),
        observations,
        ...(cached.length === 0 ? {} : { cached }),
        ...(c.errors === undefined ? {} : { errors: c.errors }),
        ...(c.relations === undefined
            ? {}
            : {
                relations: c.relations.map((r) => ({
                    name: r.name,
                    type: r.type,
                    followupFingerprint: r.followupFingerprint,
                    changed: r.changed,
                    ...(r.observation === undefined
                        ? {}
                        : { observation: recordedObservation(r.observation) }),
                    outcome: r.outcome,
                    ...(r.error === undefined ? {} : { error: r.error }),
                    ...(r.reason === undefined ? {} : { reason: r.reason }),
                    ...(r.source === undefined ? {} : { source: recordedObservation(r.source) }),
                })),
            }),
        ...(c.source === undefined ? {} : { source: recordedObservation(c.source) }),
    };
}
/** The in-memory evidence a valid file holds. */
function evidenceOfFile(f, file) {
    const steady = new SteadySeriesSharer();
    return evidenceOfHead(f, f.cases.map((c) => evidenceCaseOf(c, steady)), file);
}
/** The in-memory evidence of a valid file's head and its cases, already read. */
function evidenceOfHead(f, cases, file) {
    return {
        layer: f.layer,
        isolation: f.isolation,
        provenance: { ...f.provenance },
        cases,
        complete: f.complete,
        ...(f.stopReason === undefined ? {} : { stopReason: f.stopReason }),
        relations: f.relations.map((r) => ({ name: r.name, type: r.type })),
        ...(f.meter === false ? { meter: false } : {}),
        ...(f.blindness === false ? { blindness: false } : {}),
        ...(f.sequential === undefined ? {} : { sequential: fileSequential(f.sequential) }),
        ...(f.method === undefined ? {} : { method: f.method }),
        ...(f.earlyRejection === undefined
            ? {}
            : { earlyRejection: fileEarlyRejection(f.earlyRejection) }),
        ...(f.allocation.kind === 'random' && f.allocation.pairs !== undefined
            ? { allocation: randomAllocationOf(f.allocation, file) }
            : {}),
    };
}
/**
 * A random allocation record as the assessment reads it (only when it says how many
 * pairs were drawn: older files without it are assessed per input, as before); the
 * seed and pairs must be whole numbers.
 */
function randomAllocationOf(a, file) {
    if (typeof a.seed !== 'number' || !Number.isSafeInteger(a.seed) || a.seed < 0) {
        throw new Refusal('evidence.allocation', `a random allocation needs the whole-number seed its draws came from, got ${JSON.stringify(a.seed)}`, placeOf(file, ['allocation', 'seed']));
    }
    if (typeof a.pairs !== 'number' || !Number.isSafeInteger(a.pairs) || a.pairs < 0) {
        throw new Refusal('evidence.allocation', `a random allocation needs the number of pairs drawn, got ${JSON.stringify(a.pairs)}`, placeOf(file, ['allocation', 'pairs']));
    }
    return { kind: 'random', seed: a.seed, pairs: a.pairs };
}
/**
 * Reads an `agentverity-action/evidence@1` value (already parsed JSON). Refuses
 * another format or version, lists up to ten schema problems at once, and checks
 * that fingerprints and the settings digest match what they cover. A case needs at
 * least one observation; a series too short for a pair is left to the assessment.
 */
function parseEvidenceFile(value, file) {
    const top = checkFileFormat(value, file, EVIDENCE_FILE_FORMAT);
    const format = top['schema'];
    const errors = validate(value, format);
    if (errors.length > 0) {
        const problems = errors
            .map((e) => problemFromAjv(e, format, evidenceProblem))
            .filter((p) => p !== null);
        refuseEvidence(problems.length > 0 ? problems : [{ path: [], message: `does not match ${format}` }], file, format);
    }
    const tableProblems = [];
    const parsed = format === EVIDENCE_FORMAT_V2
        ? expandTables(top, tableProblems)
        : value;
    if (tableProblems.length > 0)
        refuseEvidence(tableProblems, file, format);
    const problems = semanticProblems(parsed, parsed.cases.map(caseViewOf));
    if (problems.length > 0)
        refuseEvidence(problems, file, format);
    return { evidence: evidenceOfFile(parsed, file), file: parsed };
}
// ---------------------------------------------------------------------------
// Reading case by case (read.ts streams a file through these).
/** A file being read case by case: each case checked and turned into evidence as it is read. */
class EvidenceCaseReader {
    format;
    views = [];
    cases = [];
    validateCase;
    steady = new SteadySeriesSharer();
    constructor(format) {
        this.format = format;
        this.validateCase = format === EVIDENCE_FORMAT ? v1Case : v2Case;
    }
    /** How many cases were read. */
    get count() {
        return this.cases.length;
    }
    /**
     * The next case (the value a whole-file parse gives at `cases[count]`): false
     * when it has a problem of any kind, so that the file is read whole to name it;
     * its text is not kept, only its evidence and what the file's checks read.
     */
    add(value) {
        if (!this.validateCase(value))
            return false;
        if (this.format === EVIDENCE_FORMAT_V2 && this.addSteady(value))
            return true;
        let c;
        if (this.format === EVIDENCE_FORMAT_V2) {
            const problems = [];
            c = expandCase(value, this.cases.length, problems);
            if (problems.length > 0)
                return false;
        }
        else
            c = value;
        this.views.push(caseViewOf(c));
        this.cases.push(evidenceCaseOf(c, this.steady));
        return true;
    }
    /**
     * A decision table of one outcome, every observation its index and no duration
     * (a steady input, most cases of most runs): its view and evidence made from the
     * outcome without expanding the series, exactly as `expandCase`, `caseViewOf` and
     * `evidenceCaseOf` make them. False (nothing added) for any other case.
     */
    addSteady(t) {
        const { outcomes, observations: series, ms, ...rest } = t;
        const outcome = outcomes[0];
        if (outcomes.length !== 1 || outcome === undefined || ms !== undefined)
            return false;
        if (outcome.cached === true)
            return false;
        const n = series.length;
        for (let k = 0; k < n; k++)
            if (series[k] !== 0)
                return false;
        const contentless = hasContent(outcome)
            ? NONE_CONTENTLESS
            : Array.from({ length: n }, (_, k) => k);
        this.views.push({ ...rest, observationCount: n, contentless });
        const answer = Object.freeze(recordedObservation(outcome));
        this.cases.push(evidenceCaseWith(rest, n === 0 ? [] : this.steady.of(answer, n)));
        return true;
    }
    /**
     * The file's evidence, from its head (every member but `cases`, which must be
     * the cases added, in order): null when the file has a problem (the caller reads
     * it whole, so that it is refused with every problem named as before). A file is
     * accepted here exactly when the whole-file reader accepts it: the schema puts
     * nothing across cases, and the checks are the same functions over the same views.
     */
    finish(head, file) {
        const { cases: _none, ...members } = head;
        if (members['schema'] !== this.format)
            return null;
        if (validate({ ...members, cases: [] }, this.format).length > 0)
            return null;
        const f = members;
        if (semanticProblems(f, this.views).length > 0)
            return null;
        return {
            evidence: evidenceOfHead(f, this.cases, file),
            // The head's members in the file's order, then the cases (as `partFileOf` lays them out).
            file: {
                ...f,
                cases: this.views.map((v) => v.position === undefined
                    ? { fingerprint: v.fingerprint }
                    : { fingerprint: v.fingerprint, position: v.position }),
            },
        };
    }
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
                    cached: [...(c.cached ?? [])],
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
            if (c.cached !== undefined)
                known.cached.push(...c.cached);
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
        ...(b.cached.length === 0 ? {} : { cached: b.cached }),
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

export { REFERENCE_EVIDENCE_SCHEMA as R, SUPPORTED_EVIDENCE_FORMATS as S, parseReferenceEvidence as a, readSuite as b, readEvidencePart as c, mergeShards as d, evidenceOfFile as e, hasShards as h, mergeEvidence as m, parseEvidenceFile as p, readEvidence as r, serialiseReferenceEvidence as s, totalPairs as t, writeReferenceEvidence as w };
