import { describe, expect, it } from 'vitest';
import type {
  EvidenceCase,
  RelationOutcome,
  RelationSpec,
  RelationType,
} from '../../../src/core/assess/model.js';
import { Refusal } from '../../../src/core/errors.js';
import {
  BUILTIN_RELATIONS,
  relationCoverageByRoute,
  summariseOutcomes,
  summariseRelations,
} from '../../../src/core/relations/index.js';

const CATALOGUE: RelationSpec[] = BUILTIN_RELATIONS.map((r) => ({ name: r.name, type: r.type }));

/** A case whose relation records have the given outcomes, by relation name. */
function caseWith(
  outcomes: Record<string, RelationOutcome>,
  type: RelationType = 'invariant',
): EvidenceCase {
  return {
    fingerprint: '0'.repeat(64),
    observations: [],
    relations: Object.entries(outcomes).map(([name, outcome]) => ({
      name,
      type,
      followupFingerprint: '1'.repeat(64),
      changed: outcome !== 'skipped',
      outcome,
    })),
  };
}

function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('summariseOutcomes', () => {
  it.each([
    // [held, violated, skipped, errors] → [total, exercised, violationRate, vacuous]
    [
      [3, 1, 0, 0],
      [4, 4, 0.25, false],
    ],
    [
      [0, 0, 5, 0],
      [5, 0, null, true],
    ], // all skipped → vacuous
    [
      [0, 0, 3, 1],
      [4, 0, null, false],
    ], // an error means not vacuous
    [
      [0, 0, 0, 2],
      [2, 0, null, false],
    ],
    [
      [0, 0, 0, 0],
      [0, 0, null, false],
    ], // nothing at all is not vacuous
    [
      [4, 0, 2, 0],
      [6, 4, 0, false],
    ], // exercised and clean: rate 0, not null
    [
      [0, 3, 0, 0],
      [3, 3, 1, false],
    ],
    [
      [1, 2, 0, 0],
      [3, 3, 2 / 3, false],
    ],
  ])('%j', ([held, violated, skipped, errors], [total, exercised, rate, vacuous]) => {
    const s = summariseOutcomes('r', 'invariant', {
      held: held as number,
      violated: violated as number,
      skipped: skipped as number,
      errors: errors as number,
    });
    expect(s).toEqual({
      name: 'r',
      type: 'invariant',
      total,
      held,
      violated,
      skipped,
      errors,
      exercised,
      violationRate: rate,
      vacuous,
    });
  });
});

describe('summariseRelations', () => {
  it('counts per relation in catalogue order', () => {
    const cases = [
      caseWith({
        'normalisation-invariance': 'skipped',
        'case-invariance': 'held',
        'whitespace-invariance': 'held',
        'tool-selection-invariance': 'skipped',
      }),
      caseWith({
        'normalisation-invariance': 'skipped',
        'case-invariance': 'violated',
        'whitespace-invariance': 'error',
        'tool-selection-invariance': 'skipped',
      }),
      caseWith({
        // records in a different order than the catalogue
        'tool-selection-invariance': 'held',
        'whitespace-invariance': 'held',
        'case-invariance': 'held',
        'normalisation-invariance': 'violated',
      }),
    ];
    const s = summariseRelations(CATALOGUE, cases);
    expect(s.map((r) => r.name)).toEqual(CATALOGUE.map((r) => r.name));
    expect(s.map((r) => [r.total, r.held, r.violated, r.skipped, r.errors, r.exercised])).toEqual([
      [3, 0, 1, 2, 0, 1],
      [3, 2, 1, 0, 0, 3],
      [3, 2, 0, 0, 1, 2],
      [3, 1, 0, 2, 0, 1],
    ]);
    expect(s.map((r) => r.violationRate)).toEqual([1, 1 / 3, 0, 0]);
    expect(s.map((r) => r.vacuous)).toEqual([false, false, false, false]);
  });

  it('an identity catalogue is vacuous: every input skipped', () => {
    const catalogue: RelationSpec[] = [{ name: 'identity', type: 'invariant' }];
    const cases = [caseWith({ identity: 'skipped' }), caseWith({ identity: 'skipped' })];
    const [s] = summariseRelations(catalogue, cases);
    expect(s).toMatchObject({ total: 2, exercised: 0, violationRate: null, vacuous: true });
  });

  it('skipped plus an error is not vacuous, and the rate stays null', () => {
    const catalogue: RelationSpec[] = [{ name: 'identity', type: 'invariant' }];
    const cases = [caseWith({ identity: 'skipped' }), caseWith({ identity: 'error' })];
    const [s] = summariseRelations(catalogue, cases);
    expect(s).toMatchObject({ total: 2, errors: 1, violationRate: null, vacuous: false });
  });

  it('a relation with no records has total 0 and is not vacuous', () => {
    const s = summariseRelations(CATALOGUE, [{ fingerprint: 'f', observations: [] }]);
    expect(s.every((r) => r.total === 0 && !r.vacuous && r.violationRate === null)).toBe(true);
  });

  it('an empty catalogue gives no summaries', () => {
    expect(summariseRelations([], [])).toEqual([]);
  });

  it('keeps the catalogue type', () => {
    const catalogue: RelationSpec[] = [{ name: 'urgency', type: 'monotone' }];
    const [s] = summariseRelations(catalogue, [caseWith({ urgency: 'held' }, 'monotone')]);
    expect(s?.type).toBe('monotone');
  });

  it.each([
    ['a record not in the catalogue', [caseWith({ other: 'held' })], 'relations.unknown-name'],
    [
      'a record whose type differs from the catalogue',
      [caseWith({ 'case-invariance': 'held' }, 'monotone')],
      'relations.type-mismatch',
    ],
    [
      'an unknown outcome',
      [caseWith({ 'case-invariance': 'passed' as RelationOutcome })],
      'relation.outcome',
    ],
  ])('refuses %s', (_name, cases, code) => {
    expect(refusalOf(() => summariseRelations(CATALOGUE, cases)).code).toBe(code);
  });

  it('refuses a relation recorded twice for one case, naming the place', () => {
    const one = caseWith({ 'case-invariance': 'held' });
    const twice: EvidenceCase = {
      ...one,
      relations: [...(one.relations ?? []), ...(one.relations ?? [])],
    };
    const e = refusalOf(() => summariseRelations(CATALOGUE, [one, twice]));
    expect(e.code).toBe('relations.duplicate-record');
    expect(e.where).toBe('cases[1].relations[1]');
  });

  it('refuses a catalogue naming a relation twice', () => {
    const catalogue: RelationSpec[] = [
      { name: 'a', type: 'invariant' },
      { name: 'a', type: 'invariant' },
    ];
    expect(refusalOf(() => summariseRelations(catalogue, [])).code).toBe(
      'relations.duplicate-name',
    );
  });
});

describe('relationCoverageByRoute', () => {
  it('pools relation outcomes per intended route, routes sorted', () => {
    const cases = [
      caseWith({ 'case-invariance': 'held', 'whitespace-invariance': 'violated' }),
      caseWith({ 'case-invariance': 'skipped', 'whitespace-invariance': 'skipped' }),
      caseWith({ 'case-invariance': 'held', 'whitespace-invariance': 'error' }),
      caseWith({}),
    ];
    const intended = ['refund', 'deny', 'refund', 'escalate'];
    const cov = relationCoverageByRoute(intended, cases);
    expect(cov.routes.map((r) => r.decision)).toEqual(['deny', 'escalate', 'refund']);
    expect(cov.routes[2]).toEqual({
      decision: 'refund',
      cases: 2,
      exercised: 3,
      skipped: 0,
      held: 2,
      violated: 1,
      errors: 1,
      probed: true,
      violationRate: 1 / 3,
    });
    expect(cov.routes[0]).toEqual({
      decision: 'deny',
      cases: 1,
      exercised: 0,
      skipped: 2,
      held: 0,
      violated: 0,
      errors: 0,
      probed: false,
      violationRate: null,
    });
    expect(cov.routes[1]).toMatchObject({ cases: 1, skipped: 0, exercised: 0, probed: false });
    expect(cov.probed).toEqual(['refund']);
    expect(cov.unprobed).toEqual(['deny', 'escalate']);
  });

  it('orders routes by code point, not by UTF-16 unit', () => {
    // By code point: 'deny' (U+0064) < U+FF5E < U+1F600. UTF-16 order would put
    // the astral label before U+FF5E.
    const intended = ['\u{1F600}', '\uFF5E', 'deny'];
    const cov = relationCoverageByRoute(intended, [caseWith({}), caseWith({}), caseWith({})]);
    expect(cov.routes.map((r) => r.decision)).toEqual(['deny', '\uFF5E', '\u{1F600}']);
    const two = relationCoverageByRoute(['\u{1F600}', 'deny'], [caseWith({}), caseWith({})]);
    expect(two.routes.map((r) => r.decision)).toEqual(['deny', '\u{1F600}']);
  });

  it('a held-only route has violation rate 0', () => {
    const cov = relationCoverageByRoute(['a'], [caseWith({ 'case-invariance': 'held' })]);
    expect(cov.routes[0]?.violationRate).toBe(0);
  });

  it('no cases, no routes', () => {
    expect(relationCoverageByRoute([], [])).toEqual({ routes: [], probed: [], unprobed: [] });
  });

  it('refuses when intended and cases differ in length', () => {
    expect(refusalOf(() => relationCoverageByRoute(['a'], [])).code).toBe(
      'relations.coverage-length',
    );
  });
});
