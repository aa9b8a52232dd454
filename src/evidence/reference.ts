import type { Evidence, EvidenceCase, RecordedObservation } from '../core/assess/model.js';
import { Refusal } from '../core/errors.js';
import { inputFingerprint } from '../core/fingerprint.js';
import {
  ISOLATIONS,
  LAYERS,
  NO_DECISION_REASONS,
  type Isolation,
  type Layer,
  type NoDecisionReason,
} from '../core/observation/types.js';
import { compareCodePoints } from '../core/util/order.js';
import { isBlank, isPlainObject, placeOf, shortJson, typeName, type PathPart } from './paths.js';

/**
 * The reference's own evidence file, `agentverity.evidence/v2`: observations
 * recorded elsewhere, one list per input in production order. Read with the
 * reference's acceptance rules; written back in its normalised form.
 */

export const REFERENCE_EVIDENCE_SCHEMA = 'agentverity.evidence/v2';

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

function refuse(file: string | undefined, path: readonly PathPart[], message: string): never {
  throw new Refusal('evidence.reference', message, placeOf(file, path));
}

function oneOf(values: readonly string[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** Reads an `agentverity.evidence/v2` value (already parsed JSON) into Evidence. */
export function parseReferenceEvidence(value: unknown, file?: string): Evidence {
  if (!isPlainObject(value)) {
    refuse(
      file,
      [],
      `expected a JSON object with "schema": "${REFERENCE_EVIDENCE_SCHEMA}", found ${typeName(value)}`,
    );
  }
  if (value['schema'] !== REFERENCE_EVIDENCE_SCHEMA) {
    refuse(
      file,
      ['schema'],
      value['schema'] === undefined
        ? `missing; expected "${REFERENCE_EVIDENCE_SCHEMA}"`
        : `expected exactly "${REFERENCE_EVIDENCE_SCHEMA}", found ${shortJson(value['schema'])}`,
    );
  }

  const layerValue = 'layer' in value ? value['layer'] : 'verdict';
  if (!(LAYERS as readonly unknown[]).includes(layerValue)) {
    refuse(file, ['layer'], `expected one of ${oneOf(LAYERS)}, found ${shortJson(layerValue)}`);
  }
  const layer = layerValue as Layer;

  const isolationValue = 'isolation' in value ? value['isolation'] : 'unknown';
  if (!(ISOLATIONS as readonly unknown[]).includes(isolationValue)) {
    refuse(
      file,
      ['isolation'],
      `expected one of ${oneOf(ISOLATIONS)}, found ${shortJson(isolationValue)}`,
    );
  }
  const isolation = isolationValue as Isolation;

  const provenanceValue = 'provenance' in value ? value['provenance'] : {};
  if (!isPlainObject(provenanceValue)) {
    refuse(file, ['provenance'], `expected an object, found ${typeName(provenanceValue)}`);
  }

  const casesValue = value['cases'];
  if (!Array.isArray(casesValue)) {
    refuse(
      file,
      ['cases'],
      casesValue === undefined
        ? 'missing; expected a list of cases'
        : `expected a list of cases, found ${typeName(casesValue)}`,
    );
  }
  if (casesValue.length === 0) refuse(file, ['cases'], 'expected at least one case, found none');

  const seen = new Map<string, number>();
  let failedRuns = 0;
  const cases: EvidenceCase[] = casesValue.map((raw: unknown, index: number) => {
    const at: PathPart[] = ['cases', index];
    if (!isPlainObject(raw)) refuse(file, at, `expected a case object, found ${typeName(raw)}`);

    const input = raw['input'];
    if (typeof input !== 'string') {
      refuse(
        file,
        [...at, 'input'],
        input === undefined
          ? 'missing; expected the input text'
          : `expected a string, found ${typeName(input)}`,
      );
    }
    if (isBlank(input))
      refuse(file, [...at, 'input'], 'expected a non-empty input, found only whitespace');
    const earlier = seen.get(input);
    if (earlier !== undefined) {
      refuse(
        file,
        [...at, 'input'],
        `the same input as cases[${earlier}]; every input must appear once`,
      );
    }
    seen.set(input, index);
    const fingerprint = inputFingerprint(input, placeOf(file, [...at, 'input']));

    if (!('observations' in raw)) {
      const hints = Object.keys(raw).filter((k) => AGGREGATE_HINTS.includes(k));
      refuse(
        file,
        at,
        `has no "observations" list${hints.length > 0 ? ` (it has ${hints.map((h) => `"${h}"`).join(', ')})` : ''}. ` +
          'Aggregates such as rates or pass counts cannot be assessed: repeatability is measured ' +
          'from the individual observations of each input, in the order they were produced.',
      );
    }
    const observationsValue = raw['observations'];
    if (!Array.isArray(observationsValue)) {
      refuse(
        file,
        [...at, 'observations'],
        `expected a list, found ${typeName(observationsValue)}`,
      );
    }
    if (observationsValue.length < 2) {
      refuse(
        file,
        [...at, 'observations'],
        `expected at least 2 observations (one pair), found ${observationsValue.length}`,
      );
    }
    const observations = observationsValue.map((obs: unknown, k: number) =>
      readObservation(obs, layer, file, [...at, 'observations', k]),
    );

    const expected = raw['expected'];
    if (expected !== undefined && expected !== null) {
      if (typeof expected !== 'string' || isBlank(expected)) {
        refuse(
          file,
          [...at, 'expected'],
          `expected a non-empty string (the intended decision), found ${shortJson(expected)}`,
        );
      }
    }
    const errors = raw['errors'];
    if (errors !== undefined && errors !== null) {
      if (typeof errors !== 'number' || !Number.isSafeInteger(errors) || errors < 0) {
        refuse(
          file,
          [...at, 'errors'],
          `expected a non-negative integer up to ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly; runs that failed without a decision), found ${shortJson(errors)}`,
        );
      }
      failedRuns += errors;
      if (!Number.isSafeInteger(failedRuns)) {
        refuse(
          file,
          [...at, 'errors'],
          `the failed runs recorded up to this case add up to more than ${Number.MAX_SAFE_INTEGER} (2^53 − 1, the largest count held exactly); no run made that many calls`,
        );
      }
    }

    const out: EvidenceCase = {
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

function readObservation(
  obs: unknown,
  layer: Layer,
  file: string | undefined,
  at: PathPart[],
): RecordedObservation {
  if (typeof obs === 'string') {
    if (layer === 'tools') {
      refuse(
        file,
        at,
        'the tools layer needs every observation to be a list of tool names, found a string',
      );
    }
    if (layer === 'text') return { text: obs };
    // An empty string is no label: it is kept as (empty) text, compared as such.
    return obs === '' ? { text: '' } : { decision: obs, text: obs };
  }
  if (Array.isArray(obs)) {
    if (layer !== 'tools') {
      refuse(
        file,
        at,
        `a list (tool path) cannot be an observation on the ${layer} layer; ` +
          (layer === 'verdict' ? 'expected a string or a no-decision object' : 'expected a string'),
      );
    }
    const bad = obs.findIndex((t) => typeof t !== 'string');
    if (bad >= 0)
      refuse(file, [...at, bad], `expected a tool name (string), found ${typeName(obs[bad])}`);
    return { tools: obs as string[] };
  }
  if (isPlainObject(obs)) {
    if (obs['kind'] !== 'no_decision') {
      refuse(
        file,
        [...at, 'kind'],
        `an object observation must be {"kind": "no_decision", "reason": ...}; found kind ${shortJson(obs['kind'])} ` +
          '(a decision is written as its bare label)',
      );
    }
    const reason = obs['reason'];
    if (!(NO_DECISION_REASONS as readonly unknown[]).includes(reason)) {
      refuse(
        file,
        [...at, 'reason'],
        `expected one of ${oneOf(NO_DECISION_REASONS)}, found ${shortJson(reason)}`,
      );
    }
    if (layer !== 'verdict') {
      refuse(
        file,
        at,
        `a no-decision cannot be an observation on the ${layer} layer; expected ${layer === 'text' ? 'a string' : 'a list of tool names'}`,
      );
    }
    return { decision: { noDecision: reason as NoDecisionReason } };
  }
  return refuse(
    file,
    at,
    `expected ${layer === 'tools' ? 'a list of tool names' : layer === 'text' ? 'a string' : 'a string or a no-decision object'}, found ${typeName(obs)}`,
  );
}

/** The reference's JSON encoding of one observation on a layer. */
function writeObservation(obs: RecordedObservation, layer: Layer): unknown {
  if (layer === 'tools') return [...(obs.tools ?? [])];
  if (layer === 'text') return obs.text ?? (typeof obs.decision === 'string' ? obs.decision : '');
  const d = obs.decision;
  if (typeof d === 'string') return d;
  if (d !== undefined) return { kind: 'no_decision', reason: d.noDecision };
  return obs.text ?? '';
}

/** Deep copy with object keys in code-point order (as Python's `sort_keys`). */
function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
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
export function writeReferenceEvidence(evidence: Evidence): Record<string, unknown> {
  const cases = evidence.cases.map((c, index) => {
    if (c.input === undefined) {
      throw new Refusal(
        'evidence.redacted',
        `the input of this case was redacted (fingerprint ${c.fingerprint.slice(0, 12)}); ${REFERENCE_EVIDENCE_SCHEMA} needs every input`,
        `cases[${index}]`,
      );
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
  }) as Record<string, unknown>;
}

/** The reference's file text: indent 2, keys sorted, trailing newline. */
export function serialiseReferenceEvidence(evidence: Evidence): string {
  return `${JSON.stringify(writeReferenceEvidence(evidence), null, 2)}\n`;
}

/** Σ floor(observations / 2) over the cases: the disjoint pairs available. */
export function totalPairs(evidence: Evidence): number {
  let total = 0;
  for (const c of evidence.cases) total += Math.floor(c.observations.length / 2);
  return total;
}
