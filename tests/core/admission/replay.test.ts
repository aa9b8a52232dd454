import { describe, expect, it } from 'vitest';
import {
  assess,
  parseSuite,
  recordedPairs,
  replayCurtailmentOnEvidence,
} from '../../../src/core/index.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';

describe('replaying the curtailment rule on recorded evidence', () => {
  it('takes pairs in input order, then repeat order, leaving failed calls out', () => {
    const e = evidenceOf([
      { input: 'a', obs: ['x', 'y', 'x:err', 'x', 'x'], expected: 'r1' },
      { input: 'b', obs: ['z', 'z'], expected: 'r2' },
    ]);
    expect(recordedPairs(e)).toEqual([
      { flip: true, route: 'r1' },
      { flip: false, route: 'r1' },
      { flip: false, route: 'r2' },
    ]);
  });

  it('does not stop on quiet evidence and never changes the assessment', () => {
    const e = evidenceOf([
      { input: 'a', obs: times('a', 74) },
      { input: 'b', obs: times('b', 74) },
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    const r = replayCurtailmentOnEvidence(a, e);
    expect(r).toMatchObject({ totalPairs: 74, stop: null, pairsAvoided: 0, callsAvoided: 0 });
    expect(a.status).toBe('deterministic');
  });

  it('stops at the first flip when the endpoint leaves no room for one', () => {
    // 75 pairs: one flip in 75 pairs cannot certify 5%, so the first flip ends the run.
    const e = evidenceOf([
      { input: 'a', obs: times('a', 60) },
      { input: 'b', obs: [...alternating('b', 'c', 2), ...times('b', 88)] },
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    const r = replayCurtailmentOnEvidence(a, e);
    expect(r?.stop).toMatchObject({
      route: null,
      atPair: 31,
      flips: 1,
      pairs: 31,
      endpointPairs: 75,
    });
    expect(r?.pairsAvoided).toBe(44);
    expect(r?.callsAvoided).toBe(88);
  });

  it('watches a targeted route on its own target and names it', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      cases: [
        { input: 'a', expected: 'approve' },
        { input: 'b', expected: 'deny' },
      ],
      contract: { allowed: ['approve', 'deny'], stability_targets: { deny: 0.01 } },
    });
    const e = evidenceOf([
      { input: 'a', obs: times('approve', 400) },
      { input: 'b', obs: times('deny', 400) },
    ]);
    const a = assess(e, suite, { epsilon: 0.05 });
    const r = replayCurtailmentOnEvidence(
      a,
      e,
      suite.cases.map((c) => c.expected),
    );
    expect(r?.scopes.map((s) => s.route)).toEqual([null, 'deny']);
    // 200 pairs cannot certify 1% even with no flip: the rule stops before any call.
    expect(r?.stop).toMatchObject({ route: 'deny', atPair: 0, endpointPairs: 200 });
    expect(r?.pairsAvoided).toBe(400);
  });

  it('returns null when nothing was measured', () => {
    const e = evidenceOf([{ input: 'a', obs: times('a', 4) }]);
    expect(
      replayCurtailmentOnEvidence({ ...assess(e, null, { epsilon: 0.05 }), meter: null }, e),
    ).toBeNull();
  });
});
