import { describe, expect, it } from 'vitest';
import { assess } from '../../../src/core/assess/index.js';
import { parseSuite } from '../../../src/core/contract/index.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';

const EPS = { epsilon: 0.05 };

describe('pooled flip pairs in the assessment', () => {
  it('are reported without a suite or expected labels: 8 flips over two inputs', () => {
    const evidence = evidenceOf([
      { input: 'q1', obs: alternating('allow', 'block', 10) },
      { input: 'q2', obs: ['allow', 'review', 'review', 'allow', 'allow', 'allow'] },
      { input: 'q3', obs: times('allow', 6) },
    ]);
    const a = assess(evidence, null, EPS);
    expect(a.routes).toBeNull();
    expect(a.meter?.flips).toBe(7);
    expect(a.flipPairs).toEqual([
      { decisions: ['allow', 'block'], count: 5 },
      { decisions: ['allow', 'review'], count: 2 },
    ]);
    expect(a.flipPairs.reduce((sum, p) => sum + p.count, 0)).toBe(a.meter?.flips);
  });

  it('equal the route table’s flip pairs when there are routes', () => {
    const cases = [
      { input: 'q1', obs: ['deny', 'review', 'deny', 'deny'], expected: 'deny' },
      { input: 'q2', obs: ['review', 'deny', 'review', 'escalate'], expected: 'review' },
      { input: 'q3', obs: times('escalate', 4), expected: 'escalate' },
    ];
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['deny', 'review', 'escalate'] },
      cases: cases.map((c) => ({ input: c.input, expected: c.expected })),
    });
    const a = assess(evidenceOf(cases), suite, EPS);
    expect(a.routes?.flipPairs).toEqual([
      { decisions: ['deny', 'review'], count: 2 },
      { decisions: ['escalate', 'review'], count: 1 },
    ]);
    expect(a.flipPairs).toEqual(a.routes?.flipPairs);
  });

  it('leave out failed calls, and are empty when the meter was not run', () => {
    const failed = assess(
      evidenceOf([{ input: 'q1', obs: ['allow', 'x:timeout', 'block', 'allow'] }]),
      null,
      EPS,
    );
    // The failed call is dropped before pairing, as the meter drops it: (allow, block) flips.
    expect(failed.flipPairs).toEqual([{ decisions: ['allow', 'block'], count: 1 }]);
    expect(failed.meter?.flips).toBe(1);
    const off = assess({ ...evidenceOf([{ input: 'q1', obs: [] }]), meter: false }, null, EPS);
    expect(off.meter).toBeNull();
    expect(off.flipPairs).toEqual([]);
  });
});
