import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  observation,
  type Observation,
  type Verdict,
} from '../../../src/core/observation/index.js';
import {
  BUILTIN_RELATIONS,
  BUILTIN_RELATION_NAMES,
  applyRelation,
  builtinRelation,
  defineRelation,
  judgeRelation,
  toolsEqual,
  verdictEqual,
  type Relation,
  type RelationDefinition,
} from '../../../src/core/relations/index.js';

const identity = (s: string): string => s;
const always = (): boolean => true;

function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('BUILTIN_RELATIONS', () => {
  it('holds the four invariance relations in report order', () => {
    expect(BUILTIN_RELATIONS.map((r) => [r.name, r.type])).toEqual([
      ['normalisation-invariance', 'invariant'],
      ['case-invariance', 'invariant'],
      ['whitespace-invariance', 'invariant'],
      ['tool-selection-invariance', 'invariant'],
    ]);
    expect(BUILTIN_RELATION_NAMES).toEqual(BUILTIN_RELATIONS.map((r) => r.name));
  });

  it('gives each a description', () => {
    for (const r of BUILTIN_RELATIONS) expect(r.description?.length ?? 0).toBeGreaterThan(20);
  });

  it('pairs transforms and checks as the catalogue says', () => {
    const [n, c, w, t] = BUILTIN_RELATIONS as [Relation, Relation, Relation, Relation];
    expect(n.check).toBe(verdictEqual);
    expect(c.check).toBe(verdictEqual);
    expect(w.check).toBe(verdictEqual);
    expect(t.check).toBe(toolsEqual);
    expect(t.transform).toBe(n.transform);
    expect(c.transform('Ab')).toBe('aB');
    expect(w.transform('x')).toBe('\nx  ');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(BUILTIN_RELATIONS)).toBe(true);
    expect(Object.isFrozen(BUILTIN_RELATIONS[0])).toBe(true);
  });

  it('finds a built-in by name', () => {
    expect(builtinRelation('case-invariance')?.name).toBe('case-invariance');
    expect(builtinRelation('paraphrase-invariance')).toBeUndefined();
  });
});

// The reference's relation_check vectors: observations are {text?, verdict?, tools?}.
type Obs = { text?: string; verdict?: Verdict; tools?: string[] };
function obs(o: Obs): Observation {
  return observation({
    ...(o.text === undefined ? {} : { text: o.text }),
    ...(o.verdict === undefined ? {} : { verdict: o.verdict }),
    ...(o.tools === undefined ? {} : { tools: o.tools }),
  });
}

describe('built-in checks (relation_check vectors)', () => {
  // [id, source, followup, verdict relations held, tool-selection held]
  const table: [string, Obs, Obs, boolean, boolean][] = [
    ['verdict_same', { text: 'a', verdict: 'allow' }, { text: 'b', verdict: 'allow' }, true, true],
    ['verdict_differs', { verdict: 'allow' }, { verdict: 'block' }, false, true],
    ['text_fallback_differs', { text: 'I cannot help' }, { text: "I can't help" }, false, true],
    [
      'declared_reason_same',
      { text: '', verdict: { kind: 'no_decision', reason: 'refused' } },
      { text: '', verdict: { kind: 'no_decision', reason: 'refused' } },
      true,
      true,
    ],
    [
      'reason_vs_label',
      { text: '', verdict: { kind: 'no_decision', reason: 'refused' } },
      { text: 'refused', verdict: 'refused' },
      false,
      true,
    ],
    ['tools_same', { tools: ['search', 'lookup'] }, { tools: ['search', 'lookup'] }, true, true],
    [
      'tools_same_verdict_differs',
      { tools: ['x'], verdict: 'a' },
      { tools: ['x'], verdict: 'b' },
      false,
      true,
    ],
  ];
  it.each(table)('%s', (_id, source, followup, verdictHeld, toolsHeld) => {
    const s = obs(source);
    const f = obs(followup);
    const got = Object.fromEntries(BUILTIN_RELATIONS.map((r) => [r.name, r.check(s, f)]));
    expect(got).toEqual({
      'normalisation-invariance': verdictHeld,
      'case-invariance': verdictHeld,
      'whitespace-invariance': verdictHeld,
      'tool-selection-invariance': toolsHeld,
    });
  });

  it('treats a typed decision and its bare label as equal', () => {
    expect(
      verdictEqual(
        obs({ verdict: 'allow' }),
        obs({ verdict: { kind: 'decision', label: 'allow' } }),
      ),
    ).toBe(true);
  });

  it.each([
    [['a', 'b'], ['b', 'a'], false],
    [['a'], ['a', 'a'], false],
    [[], [], true],
    [['a,b'], ['a', 'b'], false],
  ])('tools %j vs %j → %s', (a, b, expected) => {
    expect(toolsEqual(obs({ tools: a }), obs({ tools: b }))).toBe(expected);
  });
});

describe('defineRelation', () => {
  const valid: RelationDefinition = {
    name: 'urgency-monotone',
    type: 'monotone',
    transform: (s) => `${s} urgent`,
    check: always,
  };

  it('accepts a valid relation and keeps its description', () => {
    const r = defineRelation({ ...valid, description: 'adding urgency never lowers priority' });
    expect(r.name).toBe('urgency-monotone');
    expect(r.type).toBe('monotone');
    expect(r.description).toBe('adding urgency never lowers priority');
    expect(r.transform('x')).toBe('x urgent');
  });

  it('leaves description absent when not given', () => {
    expect('description' in defineRelation(valid)).toBe(false);
  });

  it.each([
    ['empty name', { ...valid, name: '' }, 'relation.name'],
    ['blank name', { ...valid, name: ' \t ' }, 'relation.name'],
    ['non-string name', { ...valid, name: 3 }, 'relation.name'],
    ['unknown type', { ...valid, type: 'equivalence' }, 'relation.type'],
    ['type in the wrong case', { ...valid, type: 'Invariant' }, 'relation.type'],
    ['transform not a function', { ...valid, transform: 'upper' }, 'relation.transform'],
    ['check not a function', { ...valid, check: true }, 'relation.check'],
    ['description not a string', { ...valid, description: 5 }, 'relation.description'],
  ])('refuses %s', (_name, spec, code) => {
    expect(refusalOf(() => defineRelation(spec as unknown as RelationDefinition)).code).toBe(code);
  });

  it('refuses before calling transform or check', () => {
    let calls = 0;
    const spy = (s: string): string => {
      calls += 1;
      return s;
    };
    expect(() =>
      defineRelation({ name: 'x', type: 'nope' as 'invariant', transform: spy, check: always }),
    ).toThrow(Refusal);
    expect(calls).toBe(0);
  });

  it('names the place in the refusal', () => {
    const e = refusalOf(() =>
      defineRelation({ ...valid, type: 'bad' as 'invariant' }, 'relations[2]'),
    );
    expect(e.where).toBe("relations[2] 'urgency-monotone'.type");
  });
});

describe('applyRelation and judgeRelation', () => {
  it('an unchanged input is skipped (changed = false)', () => {
    const r = defineRelation({ name: 'id', type: 'invariant', transform: identity, check: always });
    expect(applyRelation(r, 'same')).toEqual({ followup: 'same', changed: false });
  });

  it('refuses a transform that returns a non-string', () => {
    const r = defineRelation({
      name: 'broken',
      type: 'invariant',
      transform: (() => null) as unknown as (s: string) => string,
      check: always,
    });
    expect(refusalOf(() => applyRelation(r, 'x')).code).toBe('relation.transform-result');
  });

  it('reads the check as held or violated', () => {
    const r = builtinRelation('case-invariance');
    if (r === undefined) throw new Error('missing');
    expect(judgeRelation(r, obs({ verdict: 'a' }), obs({ verdict: 'a' }))).toBe('held');
    expect(judgeRelation(r, obs({ verdict: 'a' }), obs({ verdict: 'b' }))).toBe('violated');
  });

  it('refuses a check that returns a non-boolean', () => {
    const r = defineRelation({
      name: 'truthy',
      type: 'invariant',
      transform: identity,
      check: (() => 1) as unknown as () => boolean,
    });
    expect(refusalOf(() => judgeRelation(r, obs({}), obs({}))).code).toBe('relation.check-result');
  });
});
