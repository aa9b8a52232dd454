import { describe, expect, it } from 'vitest';
import { assess, pairsNeeded, pairsForDeterministicCall } from '../../../src/core/index.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';

const EPS = { epsilon: 0.05 };

describe('pairsNeeded: the one count of pairs still needed', () => {
  it('with no flip it is the zero-flip count the route table states', () => {
    for (const [pairs, epsilon] of [
      [0, 0.05],
      [13, 0.05],
      [5, 0.2],
    ] as const) {
      const need = pairsNeeded(0, pairs, epsilon, 3);
      const total = pairsForDeterministicCall(epsilon);
      expect(need.total).toBe(total);
      expect(need.additional).toBe((total as number) - pairs);
      expect(need.repeatsEach).toBe(2 * Math.ceil((total as number) / 3));
      expect(need.atObservedRate).toBeUndefined();
    }
  });

  it('after a flip it adds the count at the observed rate, or null when none suffices', () => {
    const some = pairsNeeded(1, 40, 0.05, 4);
    expect(some.atObservedRate).toBe(pairsForDeterministicCall(0.05, { flipRate: 1 / 40 }));
    expect(pairsNeeded(1, 4, 0.05, 1).atObservedRate).toBeNull();
  });
});

describe('findings', () => {
  it('a stable run: nothing gates, every finding passes', () => {
    const a = assess(
      evidenceOf(
        ['a', 'b', 'c'].map((r, i) => ({ input: `i${i}`, expected: r, obs: times(r, 200) })),
      ),
      null,
      EPS,
    );
    expect(a.status).toBe('deterministic');
    expect(a.findings.every((f) => !f.gates && f.outcome === 'passed')).toBe(true);
    expect(a.findings.map((f) => f.id)).toEqual([
      'evidence',
      'meter',
      'route:a',
      'route:b',
      'route:c',
      'blindness',
    ]);
  });

  it('an untargeted flipping route is a caution; an undecided quiet route beside it does not gate', () => {
    const a = assess(
      evidenceOf([
        { input: 'x', expected: 'x', obs: alternating('x', 'y', 40) },
        { input: 'q', expected: 'q', obs: times('q', 10) },
      ]),
      null,
      EPS,
    );
    expect(a.status).toBe('stochastic');
    expect(a.exitCode).toBe(0);
    const x = a.findings.find((f) => f.id === 'route:x')!;
    expect(x).toMatchObject({ outcome: 'caution', gates: false, note: 'no-target', needs: null });
    const q = a.findings.find((f) => f.id === 'route:q')!;
    expect(q).toMatchObject({ outcome: 'caution', gates: false });
    expect(q.needs?.additional).toBe((pairsForDeterministicCall(0.05) as number) - 5);
  });

  it('a failed call gates with exit 2 and names the incomplete status', () => {
    const a = assess(
      evidenceOf([
        { input: 'x', obs: ['a', 'a', 'x:boom'] },
        { input: 'y', obs: ['b', 'b'] },
      ]),
      null,
      EPS,
    );
    expect(a.status).toBe('incomplete');
    expect(a.findings[0]).toMatchObject({
      id: 'evidence',
      outcome: 'error',
      gates: true,
      exitCode: 2,
      status: 'incomplete',
    });
  });

  it('2 of 3 inputs failed: incomplete comes first and the blindness of the one input left does not gate', () => {
    const a = assess(
      evidenceOf([
        { input: 'x', obs: ['x:boom'] },
        { input: 'y', obs: ['x:boom'] },
        { input: 'z', obs: times('a', 20) },
      ]),
      null,
      EPS,
    );
    expect(a.status).toBe('incomplete');
    expect(a.exitCode).toBe(2);
    expect(a.headline.category).toBe('INCOMPLETE');
    expect(a.findings[0]).toMatchObject({ id: 'evidence', gates: true, status: 'incomplete' });
    expect(a.blindness?.blind).toBe(true);
    expect(a.findings.find((f) => f.id === 'blindness')).toMatchObject({
      outcome: 'caution',
      gates: false,
      exitCode: 0,
      status: null,
      note: 'incomplete',
    });
    // Nothing measured on the one input left says no (exit 1); the first gate is the incompleteness.
    expect(a.findings.filter((f) => f.gates && f.exitCode === 1)).toEqual([]);
    expect(a.findings.find((f) => f.gates)?.id).toBe('evidence');
  });

  it('the meter left out: the meter finding is skipped, never an error', () => {
    const e = {
      ...evidenceOf([
        { input: 'x', obs: [] },
        { input: 'y', obs: [] },
      ]),
      meter: false,
    };
    const withSource = {
      ...e,
      cases: e.cases.map((c, i) => ({ ...c, source: { decision: i === 0 ? 'a' : 'b' } })),
    };
    const a = assess(withSource, null, EPS);
    expect(a.status).toBe('unmeasured');
    expect(a.findings.find((f) => f.id === 'meter')).toMatchObject({
      outcome: 'skipped',
      gates: false,
      note: 'not-measured',
    });
  });
});
