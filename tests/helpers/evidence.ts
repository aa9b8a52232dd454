import { inputFingerprint } from '../../src/core/fingerprint.js';
import type {
  Evidence,
  EvidenceCase,
  RecordedObservation,
  RecordedRelation,
  RelationSpec,
} from '../../src/core/assess/model.js';
import type { Isolation, Layer } from '../../src/core/observation/types.js';

export interface CaseSpec {
  input: string;
  /** Labels; `!reason` is a no-decision, `x:message` an errored call. */
  obs: readonly (string | RecordedObservation)[];
  expected?: string;
  errors?: number;
  relations?: RecordedRelation[];
}

export function rec(value: string | RecordedObservation): RecordedObservation {
  if (typeof value !== 'string') return value;
  if (value.startsWith('!')) return { decision: { noDecision: value.slice(1) as 'refused' } };
  if (value.startsWith('x:')) return { error: value.slice(2) };
  return { decision: value, text: value };
}

export function evidenceOf(
  cases: readonly CaseSpec[],
  options: {
    layer?: Layer;
    isolation?: Isolation;
    complete?: boolean;
    relations?: RelationSpec[];
    stopReason?: string;
  } = {},
): Evidence {
  return {
    layer: options.layer ?? 'verdict',
    isolation: options.isolation ?? 'fresh-session',
    provenance: {},
    complete: options.complete ?? true,
    relations: options.relations ?? [],
    ...(options.stopReason !== undefined ? { stopReason: options.stopReason } : {}),
    cases: cases.map((c): EvidenceCase => ({
      input: c.input,
      fingerprint: inputFingerprint(c.input),
      ...(c.expected !== undefined ? { expected: c.expected } : {}),
      ...(c.errors !== undefined ? { errors: c.errors } : {}),
      ...(c.relations !== undefined ? { relations: c.relations } : {}),
      observations: c.obs.map(rec),
    })),
  };
}

/** n copies of a label. */
export function times(label: string, n: number): string[] {
  return Array.from({ length: n }, () => label);
}

/** Alternating a, b, a, b… of length n (every pair flips). */
export function alternating(a: string, b: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? a : b));
}
