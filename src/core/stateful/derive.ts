/**
 * Derived cases (issue 16): a declared transform rewrites one field of each
 * case's input (`template`, where `{value}` stands for the old value); the
 * derived case `<source id>~<transform name>` keeps the source's initial state,
 * expected answer and state, and its cluster (a derived case is not an
 * independent probe). Its fingerprint is computed afresh over `{input,
 * initialState}`. A transform that would leave an input as it is (the field is
 * missing or not a string, or the template gives back the same text) derives
 * nothing for that case, and says so in `unchanged`.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { Refusal } from '../errors.js';
import { canonicalJson, getPath, isAbsent, parsePath, setPath } from './paths.js';
import type { Json, JsonObject, StatefulCase, Transform } from './types.js';

/** SHA-256 (lowercase hex) of the RFC 8785 canonical JSON of `{input, initial_state}` (as the cases file spells it). */
export function caseFingerprint(input: string | JsonObject, initialState: Json): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson({ input, initial_state: initialState }))));
}

/** A case a transform did not change, and why. */
export interface UnchangedInput {
  readonly case: string;
  readonly transform: string;
  readonly reason: string;
}

/** The derived cases, in source order then transform order, and the inputs a transform left alone. */
export type DerivedCases = readonly StatefulCase[] & {
  readonly unchanged: readonly UnchangedInput[];
};

export interface DeriveOptions {
  /** The fingerprint of a derived case (default `caseFingerprint`). */
  readonly fingerprint?: (input: string | JsonObject, initialState: Json) => string;
}

const TRANSFORM_NAME = /^[A-Za-z0-9_.-]+$/u;

function checkTransforms(transforms: readonly Transform[]): void {
  const seen = new Set<string>();
  transforms.forEach((t, i) => {
    const where = `transforms[${i}]`;
    if (typeof t.name !== 'string' || !TRANSFORM_NAME.test(t.name)) {
      throw new Refusal(
        'stateful.transform',
        `expected a name of letters, digits, '_', '-' or '.', got ${JSON.stringify(t.name)}`,
        where,
      );
    }
    if (seen.has(t.name)) {
      throw new Refusal(
        'stateful.transform',
        `the transform ${JSON.stringify(t.name)} is declared twice`,
        where,
      );
    }
    seen.add(t.name);
    if (typeof t.template !== 'string' || !t.template.includes('{value}')) {
      throw new Refusal(
        'stateful.transform',
        'expected a template holding {value} (where the old value goes)',
        where,
      );
    }
    if (t.field !== undefined && typeof t.field !== 'string') {
      throw new Refusal('stateful.transform', 'expected the field as a dotted path', where);
    }
    if (t.field) {
      try {
        parsePath(t.field);
      } catch (error) {
        throw new Refusal('stateful.transform', (error as Error).message, `${where}.field`);
      }
    }
  });
}

/** Replace every `{value}` of the template by the old value. */
const fill = (template: string, value: string): string => template.split('{value}').join(value);

/**
 * Derive a case per (source case, transform). Cases that are themselves
 * derived are not transformed again. See the module comment.
 */
export function deriveCases(
  cases: readonly StatefulCase[],
  transforms: readonly Transform[],
  options: DeriveOptions = {},
): DerivedCases {
  checkTransforms(transforms);
  const fingerprint = options.fingerprint ?? caseFingerprint;
  const ids = new Set(cases.filter((c) => c.derived === undefined).map((c) => c.id));
  const out: StatefulCase[] = [];
  const unchanged: UnchangedInput[] = [];
  for (const source of cases) {
    if (source.derived !== undefined) continue;
    for (const t of transforms) {
      const field = t.field ?? '';
      const skip = (reason: string): void => {
        unchanged.push({ case: source.id, transform: t.name, reason });
      };
      let input: string | JsonObject;
      if (field === '') {
        if (typeof source.input !== 'string') {
          skip('the input is an object and the transform names no field');
          continue;
        }
        input = fill(t.template, source.input);
        if (input === source.input) {
          skip('the template gives back the same input');
          continue;
        }
      } else {
        if (typeof source.input === 'string') {
          skip(`the input is a string, so it has no field ${JSON.stringify(field)}`);
          continue;
        }
        const old = getPath(source.input, field);
        if (isAbsent(old)) {
          skip(`the input has no field ${JSON.stringify(field)}`);
          continue;
        }
        if (typeof old !== 'string') {
          skip(`the field ${JSON.stringify(field)} is not a string`);
          continue;
        }
        const value = fill(t.template, old);
        if (value === old) {
          skip('the template gives back the same value');
          continue;
        }
        input = setPath(source.input, field, value) as JsonObject;
      }
      const id = `${source.id}~${t.name}`;
      if (ids.has(id)) {
        throw new Refusal(
          'stateful.transform',
          `the derived case ${JSON.stringify(id)} would have the id of a case in the file`,
          source.where,
        );
      }
      const derived: StatefulCase = {
        id,
        input,
        initialState: source.initialState,
        expected: source.expected,
        cluster: source.cluster ?? source.id,
        derived: { source: source.id, transform: t.name },
        fingerprint: fingerprint(input, source.initialState),
        ...(source.where === undefined ? {} : { where: source.where }),
      };
      out.push(derived);
    }
  }
  return Object.assign(out, { unchanged });
}
