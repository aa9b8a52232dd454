// Steady series are shared (src/core/assess/keys.ts SeriesSharer): a case whose
// repeats all agree holds no series of its own, and the assessment is unchanged.
import { describe, expect, it } from 'vitest';
import { assess } from '../../../src/core/assess/index.js';
import { SeriesSharer } from '../../../src/core/assess/keys.js';
import { evidenceOf, times } from '../../helpers/evidence.js';

describe('SeriesSharer', () => {
  it('one frozen array per key and length; a mixed series is kept as given', () => {
    const sharer = new SeriesSharer();
    const a = sharer.share(['d:a', 'd:a', 'd:a', 'd:a']);
    const b = sharer.share(['d:a', 'd:a', 'd:a', 'd:a']);
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(a).toEqual(['d:a', 'd:a', 'd:a', 'd:a']);
    // Another length or another key is another array.
    expect(sharer.share(['d:a', 'd:a'])).not.toBe(a);
    expect(sharer.share(['d:b', 'd:b', 'd:b', 'd:b'])).not.toBe(a);
    const mixed = ['d:a', 'd:b', 'd:a', 'd:a'];
    expect(sharer.share(mixed)).toBe(mixed);
    expect(sharer.share([])).toEqual([]);
  });

  it('a shared series cannot be changed by whoever reads it', () => {
    const shared = new SeriesSharer().share(['d:a', 'd:a']) as string[];
    expect(() => shared.push('d:b')).toThrow(TypeError);
  });

  it('assessing steady and flipping inputs together counts every pair and every flip', () => {
    const steady = Array.from({ length: 50 }, (_, i) => ({
      input: `steady ${i}`,
      obs: times(i % 2 === 0 ? 'refund' : 'billing', 10),
    }));
    const flipping = [
      { input: 'flip 1', obs: ['refund', 'billing', ...times('refund', 8)] },
      { input: 'flip 2', obs: [...times('billing', 9), 'refund'] },
    ];
    const all = assess(evidenceOf([...steady, ...flipping]), null, { epsilon: 0.05 });
    expect(all.meter?.pairs).toBe(52 * 5);
    expect(all.meter?.flips).toBe(2);
    expect(all.meter?.inputsWithFlip).toBe(2);
    expect(all.flipPairs).toEqual([{ decisions: ['billing', 'refund'], count: 2 }]);
    expect(all.meter?.repeats).toBe(10);
    expect(all.calls.meter).toBe(520);
  });
});

describe('observation series held once for several inputs', () => {
  it('assesses inputs sharing one frozen series (errors included) as it assesses copies', () => {
    const answer = Object.freeze({ decision: 'refund' });
    const failure = Object.freeze({ error: 'timed out' });
    const steady = Object.freeze(Array.from({ length: 6 }, () => answer));
    const failing = Object.freeze([answer, answer, failure, answer]);
    const base = {
      layer: 'verdict' as const,
      isolation: 'fresh-session' as const,
      provenance: {},
      complete: true,
      relations: [],
    };
    const cases = ['a', 'b', 'c', 'd', 'e'].map((input, i) => ({
      input,
      fingerprint: input.repeat(64).slice(0, 64),
      observations: i < 3 ? steady : failing,
    }));
    const shared = assess({ ...base, cases }, null, { epsilon: 0.05 });
    const copies = assess(structuredClone({ ...base, cases }), null, { epsilon: 0.05 });
    expect(shared).toEqual(copies);
    // Each input's failed call is its own error, though the series is one array.
    expect(shared.errors.filter((e) => e.phase === 'meter').map((e) => e.caseIndex)).toEqual([
      3, 4,
    ]);
    expect(shared.calls.meter).toBe(3 * 6 + 2 * 4);
  });

  it('a series of one failure repeated is every call an error, not a steady series', () => {
    const failure = Object.freeze({ error: 'timed out' });
    const answer = Object.freeze({ decision: 'refund' });
    const allFailed = Object.freeze([failure, failure, failure]);
    const evidence = {
      layer: 'verdict' as const,
      isolation: 'fresh-session' as const,
      provenance: {},
      complete: true,
      relations: [],
      cases: [
        { input: 'a', fingerprint: 'a'.repeat(64), observations: [answer, answer] },
        { input: 'b', fingerprint: 'b'.repeat(64), observations: allFailed },
      ],
    };
    const shared = assess(evidence, null, { epsilon: 0.05 });
    expect(shared).toEqual(assess(structuredClone(evidence), null, { epsilon: 0.05 }));
    expect(shared.errorCount).toBe(3);
    expect(shared.complete).toBe(false);
    expect(shared.meter?.inputs).toBe(1);
  });

  it('a shared series the meter refuses is refused at the first case that holds it', () => {
    const incomplete = Object.freeze({ decision: { noDecision: 'runtime_error' as const } });
    const answer = Object.freeze({ decision: 'refund' });
    const bad = Object.freeze([incomplete, incomplete, incomplete]);
    const fine = Object.freeze([answer, answer, answer]);
    const cases = [fine, bad, fine, bad].map((observations, i) => ({
      input: `in ${i}`,
      fingerprint: String(i).repeat(64),
      observations,
    }));
    const evidence = {
      layer: 'verdict' as const,
      isolation: 'fresh-session' as const,
      provenance: {},
      complete: true,
      relations: [],
      cases,
    };
    const run = (e: typeof evidence) => {
      try {
        assess(e, null, { epsilon: 0.05 });
        return null;
      } catch (error) {
        return error;
      }
    };
    const refusal = run(evidence);
    expect(refusal).toMatchObject({ code: 'outcome.incomplete', where: 'cases[1]' });
    expect(run(structuredClone(evidence))).toEqual(refusal);
  });
});
