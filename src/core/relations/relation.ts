import { RELATION_TYPES, type RelationType } from '../assess/model.js';
import { Refusal } from '../errors.js';
import { comparisonKey, type Observation } from '../observation/index.js';
import { normaliseText, padWhitespaceText, swapCaseText, toolSelectionText } from './transforms.js';

/**
 * A metamorphic relation: a transform of the input and a check between the
 * source observation and the follow-up one (true = the relation held).
 */
export interface Relation {
  readonly name: string;
  readonly type: RelationType;
  readonly transform: (input: string) => string;
  readonly check: (source: Observation, followup: Observation) => boolean;
  readonly description?: string;
}

/** What `defineRelation` accepts; checked field by field. */
export interface RelationDefinition {
  readonly name: string;
  readonly type: RelationType;
  readonly transform: (input: string) => string;
  readonly check: (source: Observation, followup: Observation) => boolean;
  readonly description?: string | undefined;
}

export function isRelationType(value: unknown): value is RelationType {
  return typeof value === 'string' && (RELATION_TYPES as readonly string[]).includes(value);
}

/**
 * Validate a relation before any call is made: a name that is not blank, a type
 * from the closed set, and functions for transform and check.
 */
export function defineRelation(spec: RelationDefinition, where = 'relation'): Relation {
  if (spec === null || typeof spec !== 'object') {
    throw new Refusal('relation.not-object', 'a relation must be an object', where);
  }
  const { name, type, transform, check, description } = spec as Partial<
    Record<keyof RelationDefinition, unknown>
  >;
  if (typeof name !== 'string' || name.trim().length === 0) {
    throw new Refusal(
      'relation.name',
      'a relation needs a name that is a non-empty string (not only whitespace)',
      `${where}.name`,
    );
  }
  const place = `${where} '${name}'`;
  if (!isRelationType(type)) {
    throw new Refusal(
      'relation.type',
      `unknown relation type ${JSON.stringify(type)}; expected one of ${RELATION_TYPES.join(', ')}`,
      `${place}.type`,
    );
  }
  if (typeof transform !== 'function') {
    throw new Refusal(
      'relation.transform',
      'transform must be a function from the input string to the follow-up string',
      `${place}.transform`,
    );
  }
  if (typeof check !== 'function') {
    throw new Refusal(
      'relation.check',
      'check must be a function of (source, followup) observations returning true when the relation held',
      `${place}.check`,
    );
  }
  if (description !== undefined && typeof description !== 'string') {
    throw new Refusal(
      'relation.description',
      'description must be a string when given',
      `${place}.description`,
    );
  }
  const relation: Relation = {
    name,
    type,
    transform: transform as Relation['transform'],
    check: check as Relation['check'],
    ...(description === undefined ? {} : { description }),
  };
  return Object.freeze(relation);
}

// ---------------------------------------------------------------------------
// Checks.
// ---------------------------------------------------------------------------

/** The decisions agree: equal comparison keys on the verdict layer. */
export function verdictEqual(source: Observation, followup: Observation): boolean {
  return comparisonKey(source, 'verdict') === comparisonKey(followup, 'verdict');
}

/** The tool paths agree element by element (order matters; two empty paths agree). */
export function toolsEqual(source: Observation, followup: Observation): boolean {
  const a = source.tools;
  const b = followup.tools;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// The built-in catalogue (order matters for reports).
// ---------------------------------------------------------------------------

export const BUILTIN_RELATIONS: readonly Relation[] = Object.freeze([
  defineRelation({
    name: 'normalisation-invariance',
    type: 'invariant',
    transform: normaliseText,
    check: verdictEqual,
    description:
      'Removing accents and other non-spacing marks and tidying whitespace should leave the decision as it was.',
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
    description:
      'A leading newline and two trailing spaces around the input should leave the decision as it was.',
  }),
  defineRelation({
    name: 'tool-selection-invariance',
    type: 'invariant',
    transform: toolSelectionText,
    check: toolsEqual,
    description:
      'The normalised input (accents removed, whitespace tidied) should lead to the same tools, in the same order.',
  }),
]);

export const BUILTIN_RELATION_NAMES: readonly string[] = Object.freeze(
  BUILTIN_RELATIONS.map((r) => r.name),
);

/** The built-in relation of that name, or undefined. */
export function builtinRelation(name: string): Relation | undefined {
  return BUILTIN_RELATIONS.find((r) => r.name === name);
}

const INVARIANCE = '-invariance';

/** The short names of the built-ins, in catalogue order: each name without `-invariance`. */
export const BUILTIN_RELATION_SHORT_NAMES: readonly string[] = Object.freeze(
  BUILTIN_RELATION_NAMES.map((n) => (n.endsWith(INVARIANCE) ? n.slice(0, -INVARIANCE.length) : n)),
);

/**
 * The built-in relation a person named: by its full name (`case-invariance`) or
 * its short one (`case`), in any letter case; undefined for any other name.
 */
export function builtinRelationNamed(name: string): Relation | undefined {
  const wanted = name.trim().toLowerCase();
  return BUILTIN_RELATIONS.find((r) => r.name === wanted || r.name === `${wanted}${INVARIANCE}`);
}

// ---------------------------------------------------------------------------
// Applying a relation.
// ---------------------------------------------------------------------------

export interface AppliedRelation {
  readonly followup: string;
  /** False when the transform left the input as it was: the relation is then skipped. */
  readonly changed: boolean;
}

/**
 * Transform one input. An unchanged follow-up (exact string equality) means the
 * relation is skipped for this input: it is never counted as held. A transform
 * that returns something other than a string is refused.
 */
export function applyRelation(relation: Relation, input: string): AppliedRelation {
  const followup: unknown = relation.transform(input);
  if (typeof followup !== 'string') {
    throw new Refusal(
      'relation.transform-result',
      `the transform returned ${followup === null ? 'null' : typeof followup}, expected a string`,
      `relation '${relation.name}'`,
    );
  }
  return { followup, changed: followup !== input };
}

/**
 * Judge a follow-up against its source with the relation's check. A check that
 * returns something other than a boolean is refused rather than read as truthy.
 */
export function judgeRelation(
  relation: Relation,
  source: Observation,
  followup: Observation,
): 'held' | 'violated' {
  const held: unknown = relation.check(source, followup);
  if (typeof held !== 'boolean') {
    throw new Refusal(
      'relation.check-result',
      `the check returned ${held === null ? 'null' : typeof held}, expected true or false`,
      `relation '${relation.name}'`,
    );
  }
  return held ? 'held' : 'violated';
}
