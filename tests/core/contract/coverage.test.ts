import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../../src/core/errors.js';
import {
  keyOfLabel,
  keyOfReason,
  keyOfTools,
  type ComparisonKey,
} from '../../../src/core/observation/index.js';
import {
  SUITE_SCHEMA,
  assessDecisionCoverage,
  parseSuite,
  type Coverage,
} from '../../../src/core/contract/index.js';

// Vector encoding: "label" | {kind:"decision",label} | {kind:"no_decision",reason} | null.
type Raw =
  string | { kind: 'decision'; label: string } | { kind: 'no_decision'; reason: string } | null;
function key(v: Raw): ComparisonKey | null {
  if (v === null) return null;
  if (typeof v === 'string') return keyOfLabel(v);
  return v.kind === 'decision' ? keyOfLabel(v.label) : keyOfReason(v.reason as 'refused');
}
const keys = (vs: readonly Raw[]): ComparisonKey[] =>
  vs.map(key).filter((k): k is ComparisonKey => k !== null);

function facts(c: Coverage): Record<string, unknown> {
  return {
    intended_counts: Object.fromEntries(c.intendedCounts),
    intended_coverage: c.intendedCoverage,
    missing_critical: c.missingCritical,
    missing_intended: c.missingIntended,
    missing_observed: c.missingObserved,
    observed_case_counts: Object.fromEntries(c.observedCaseCounts),
    observed_counts: Object.fromEntries(c.observedCounts),
    observed_coverage: c.observedCoverage,
    satisfied: c.satisfied,
    under_cased: c.underCased,
    unknown_observed: c.unknownObserved,
  };
}

const suiteOf = (contract: Record<string, unknown>, expected: string[], inputs?: string[]) =>
  parseSuite({
    schema: SUITE_SCHEMA,
    contract,
    cases: expected.map((e, i) => ({ input: inputs?.[i] ?? `case ${i}`, expected: e })),
  });

const ard = { allowed: ['approve', 'deny', 'review'] };
const refused = { kind: 'no_decision', reason: 'refused' } as const;

// decision_coverage/* vectors from the reference (expected facts verbatim).
const VECTORS: [
  string,
  Record<string, unknown>,
  string[],
  Raw[],
  Raw[][] | null,
  Raw[] | null,
  Record<string, unknown>,
][] = [
  [
    'all_primary_observed',
    ard,
    ['approve', 'review', 'deny'],
    ['approve', 'review', 'deny'],
    null,
    null,
    {
      intended_counts: { approve: 1, deny: 1, review: 1 },
      intended_coverage: 1.0,
      missing_critical: [],
      missing_intended: [],
      missing_observed: [],
      observed_case_counts: { approve: 1, deny: 1, review: 1 },
      observed_counts: { approve: 1, deny: 1, review: 1 },
      observed_coverage: 1.0,
      satisfied: true,
      under_cased: [],
      unknown_observed: [],
    },
  ],
  [
    'unknown_label_from_repeat',
    ard,
    ['approve', 'review', 'deny'],
    ['approve', 'review', 'deny'],
    [['approve'], ['review', 'escalate'], ['deny']],
    ['approve', 'review', 'escalate', 'deny'],
    {
      intended_counts: { approve: 1, deny: 1, review: 1 },
      intended_coverage: 1.0,
      missing_critical: [],
      missing_intended: [],
      missing_observed: [],
      observed_case_counts: { approve: 1, deny: 1, escalate: 1, review: 1 },
      observed_counts: { approve: 1, deny: 1, review: 1 },
      observed_coverage: 1.0,
      satisfied: false,
      under_cased: [],
      unknown_observed: ['escalate'],
    },
  ],
  [
    'missing_intended_and_critical',
    { ...ard, critical: ['deny'] },
    ['approve', 'review'],
    ['approve', 'review'],
    null,
    null,
    {
      intended_counts: { approve: 1, review: 1 },
      intended_coverage: 2 / 3,
      missing_critical: ['deny'],
      missing_intended: ['deny'],
      missing_observed: ['deny'],
      observed_case_counts: { approve: 1, review: 1 },
      observed_counts: { approve: 1, review: 1 },
      observed_coverage: 2 / 3,
      satisfied: false,
      under_cased: [],
      unknown_observed: [],
    },
  ],
  [
    'optional_route_not_required',
    { ...ard, required: ['approve', 'review'] },
    ['approve', 'review'],
    ['approve', 'review'],
    null,
    null,
    {
      intended_counts: { approve: 1, review: 1 },
      intended_coverage: 1.0,
      missing_critical: [],
      missing_intended: [],
      missing_observed: [],
      observed_case_counts: { approve: 1, review: 1 },
      observed_counts: { approve: 1, review: 1 },
      observed_coverage: 1.0,
      satisfied: true,
      under_cased: [],
      unknown_observed: [],
    },
  ],
  [
    'declared_refusal_allowed',
    { allowed: ['approve', 'deny'], allowed_no_decisions: ['refused'] },
    ['approve', 'deny'],
    ['approve', refused],
    [['approve'], [refused, 'deny']],
    ['approve', refused, 'deny'],
    {
      intended_counts: { approve: 1, deny: 1 },
      intended_coverage: 1.0,
      missing_critical: [],
      missing_intended: [],
      missing_observed: [],
      observed_case_counts: { approve: 1, deny: 1, 'no decision: refused': 1 },
      observed_counts: { approve: 1, 'no decision: refused': 1 },
      observed_coverage: 1.0,
      satisfied: true,
      under_cased: [],
      unknown_observed: [],
    },
  ],
  [
    'typed_decision_unwrapped',
    { allowed: ['approve', 'deny'] },
    ['approve', 'deny'],
    [{ kind: 'decision', label: 'approve' }, 'deny'],
    null,
    null,
    {
      intended_counts: { approve: 1, deny: 1 },
      intended_coverage: 1.0,
      missing_critical: [],
      missing_intended: [],
      missing_observed: [],
      observed_case_counts: { approve: 1, deny: 1 },
      observed_counts: { approve: 1, deny: 1 },
      observed_coverage: 1.0,
      satisfied: true,
      under_cased: [],
      unknown_observed: [],
    },
  ],
  [
    'failed_case_observed_none',
    { allowed: ['approve', 'deny'] },
    ['approve', 'deny'],
    ['approve', null],
    [['approve'], []],
    ['approve'],
    {
      intended_counts: { approve: 1, deny: 1 },
      intended_coverage: 1.0,
      missing_critical: [],
      missing_intended: [],
      missing_observed: ['deny'],
      observed_case_counts: { approve: 1 },
      observed_counts: { approve: 1 },
      observed_coverage: 0.5,
      satisfied: false,
      under_cased: [],
      unknown_observed: [],
    },
  ],
];

describe('assessDecisionCoverage: reference vectors', () => {
  it.each(VECTORS)('%s', (_id, contract, expected, observed, perCase, all, want) => {
    const c = assessDecisionCoverage(
      suiteOf(contract, expected),
      observed.map(key),
      perCase === null ? null : perCase.map(keys),
      all === null ? null : keys(all),
    );
    expect(facts(c)).toEqual(want);
  });

  it('undeclared_refusal_rejected', () => {
    const suite = suiteOf({ allowed: ['approve', 'deny'] }, ['approve', 'deny']);
    expect(() => assessDecisionCoverage(suite, ['approve', refused].map(key))).toThrow(/refused/);
  });
});

describe('assessDecisionCoverage: edges', () => {
  const suite = suiteOf({ allowed: ['approve', 'deny'] }, ['approve', 'deny']);

  it('98 repeats of one label in one case count once', () => {
    const perCase = [Array<ComparisonKey>(98).fill(keyOfLabel('approve')), [keyOfLabel('deny')]];
    const c = assessDecisionCoverage(suite, [keyOfLabel('approve'), keyOfLabel('deny')], perCase);
    expect(Object.fromEntries(c.observedCaseCounts)).toEqual({ approve: 1, deny: 1 });
    expect(c.satisfied).toBe(true);
  });

  it('without perCase, each primary is one case vote', () => {
    const c = assessDecisionCoverage(suite, [keyOfLabel('approve'), keyOfLabel('approve')]);
    expect(Object.fromEntries(c.observedCaseCounts)).toEqual({ approve: 2 });
    expect(Object.fromEntries(c.observedCounts)).toEqual({ approve: 2 });
    expect(c.missingObserved).toEqual(['deny']);
    expect(c.advice).toMatch(/'deny'/);
  });

  it.each([
    ['observed', [keyOfReason('no_tool_selected'), null], null, null, 'observed[0]'],
    [
      'perCase',
      [null, null],
      [[], [keyOfLabel('deny'), keyOfReason('runtime_error')]],
      null,
      'perCase[1][1]',
    ],
    ['allObserved', [null, null], null, [keyOfReason('open_ended')], 'allObserved[0]'],
  ])('refuses an undeclared no-decision in %s', (_name, observed, perCase, all, where) => {
    try {
      assessDecisionCoverage(suite, observed, perCase, all);
      expect.unreachable();
    } catch (e) {
      expect(isRefusal(e)).toBe(true);
      expect((e as { where: string }).where).toBe(where);
      expect((e as Error).message).toMatch(/allowed_no_decisions/);
    }
  });

  it('a declared refusal permits the outcome but does not satisfy a required "refused" label', () => {
    const s = suiteOf({ allowed: ['approve', 'refused'], allowed_no_decisions: ['refused'] }, [
      'approve',
      'refused',
    ]);
    const c = assessDecisionCoverage(s, [keyOfLabel('approve'), keyOfReason('refused')]);
    expect(c.unknownObserved).toEqual([]);
    expect(c.missingObserved).toEqual(['refused']);
    expect(c.satisfied).toBe(false);
    expect(Object.fromEntries(c.observedCounts)).toEqual({ approve: 1, 'no decision: refused': 1 });
  });

  it('non-label keys are unknown and shown in brackets', () => {
    const c = assessDecisionCoverage(
      suite,
      [keyOfLabel(''), keyOfTools(['search', 'lookup'])],
      null,
      [keyOfLabel(''), keyOfTools(['search', 'lookup']), keyOfTools([])],
    );
    expect(c.unknownObserved).toEqual([
      '<empty answer>',
      '<tool path: none>',
      '<tool path: search > lookup>',
    ]);
    expect(Object.fromEntries(c.observedCounts)).toEqual({
      '<empty answer>': 1,
      '<tool path: search > lookup>': 1,
    });
    expect(c.missingObserved).toEqual(['approve', 'deny']);
    expect(c.observedCoverage).toBe(0);
  });

  it('counts and lists sort by code point', () => {
    const s = suiteOf({ allowed: ['b', 'a', 'Z'] }, ['b', 'a', 'Z', 'a']);
    const c = assessDecisionCoverage(s, ['b', 'a', 'Z', 'a'].map(keyOfLabel));
    expect([...c.intendedCounts]).toEqual([
      ['Z', 1],
      ['a', 2],
      ['b', 1],
    ]);
    expect([...c.observedCounts.keys()]).toEqual(['Z', 'a', 'b']);
  });

  it('under-cased routes, in advice after missing intended', () => {
    const s = suiteOf({ allowed: ['approve', 'deny'], minimum_cases: { deny: 3, approve: 1 } }, [
      'approve',
      'deny',
    ]);
    const c = assessDecisionCoverage(s, ['approve', 'deny'].map(keyOfLabel));
    expect(c.underCased).toEqual([['deny', 1, 3]]);
    expect(c.satisfied).toBe(false);
    expect(c.advice).toMatch(/'deny' has 1 of 3/);

    const missing = suiteOf({ allowed: ['approve', 'deny'], minimum_cases: { deny: 3 } }, [
      'approve',
    ]);
    const m = assessDecisionCoverage(missing, [keyOfLabel('approve')]);
    expect(m.underCased).toEqual([['deny', 0, 3]]);
    expect(m.missingIntended).toEqual(['deny']);
    expect(m.advice).toMatch(/expect 'deny'/);
  });

  it('advice: unknown comes before missing observed', () => {
    const c = assessDecisionCoverage(suite, [keyOfLabel('approve'), keyOfLabel('escalate')]);
    expect(c.unknownObserved).toEqual(['escalate']);
    expect(c.missingObserved).toEqual(['deny']);
    expect(c.advice).toMatch(/'escalate'/);
  });

  it('critical decisions missing only from observation are reported', () => {
    const s = suiteOf({ allowed: ['approve', 'deny'], critical: ['deny'] }, ['approve', 'deny']);
    const c = assessDecisionCoverage(s, [keyOfLabel('approve'), keyOfLabel('approve')]);
    expect(c.missingIntended).toEqual([]);
    expect(c.missingCritical).toEqual(['deny']);
  });
});
