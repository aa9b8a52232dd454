import { describe, expect, it } from 'vitest';
import { canStillCertify, Curtailer, replayCurtailment, wilson } from '../../../src/core/index.js';

describe('curtailment', () => {
  it('uses the seed numbers: 73 agreeing pairs certify 5%, 4 flips in 201 pairs cannot', () => {
    expect(canStillCertify(0, 73, 0.05)).toBe(true);
    expect(canStillCertify(0, 72, 0.05)).toBe(false);
    expect(canStillCertify(4, 201, 0.05)).toBe(false);
    expect(canStillCertify(4, 202, 0.05)).toBe(true);
  });

  it('fires on the flip that makes the endpoint unreachable, never on an agreeing pair', () => {
    // Wilson(3, 201).high < 5% <= Wilson(4, 201).high: the fourth flip ends the run.
    expect(wilson(3, 201).high).toBeLessThan(0.05);
    expect(wilson(4, 201).high).toBeGreaterThanOrEqual(0.05);
    const c = new Curtailer([{ route: null, endpointPairs: 201, epsilon: 0.05 }]);
    const outcomes = [false, true, false, true, true, false, false, true, false];
    const stops = outcomes.map((flip) => c.pair(flip));
    expect(stops.slice(0, 7).every((s) => s === null)).toBe(true);
    expect(stops[7]).toMatchObject({ route: null, atPair: 8, flips: 4, pairs: 8 });
    expect(stops[8]).toBe(stops[7]);
    expect(c.stop?.bestCaseHigh).toBeCloseTo(wilson(4, 201).high, 15);
  });

  it('stops before any pair when the endpoint is too small for any outcome', () => {
    const c = new Curtailer([{ route: null, endpointPairs: 36, epsilon: 0.05 }]);
    expect(c.stop).toMatchObject({ atPair: 0, flips: 0, pairs: 0 });
  });

  it('watches a targeted route separately from the pooled pairs', () => {
    const scopes = [
      { route: null, endpointPairs: 1000, epsilon: 0.05 },
      { route: 'refund', endpointPairs: 100, epsilon: 0.05 },
    ];
    const replay = replayCurtailment(
      [
        { flip: false, route: 'refund' },
        { flip: true, route: 'other' },
        { flip: true, route: 'refund' },
        { flip: false, route: 'refund' },
      ],
      scopes,
    );
    expect(replay.stop).toMatchObject({ route: 'refund', atPair: 3, flips: 1, pairs: 2 });
    expect(replay.totalPairs).toBe(4);
    expect(replay.pairsAvoided).toBe(1);
  });

  it('reports no stop and nothing avoided when every pair agrees', () => {
    const replay = replayCurtailment(
      Array.from({ length: 80 }, () => ({ flip: false })),
      [{ route: null, endpointPairs: 80, epsilon: 0.05 }],
    );
    expect(replay).toEqual({ stop: null, totalPairs: 80, pairsAvoided: 0 });
  });
});
