import { describe, expect, it } from 'vitest';
import {
  bestCaseAdmission,
  classify,
  pairsForDeterministicCall,
  wilson,
} from '../../../src/core/index.js';

// The three seed numbers of the baselines issue.
describe('seed numbers', () => {
  it('0 flips in 36 pairs bound the rate only at 9.6%', () => {
    const { low, high } = wilson(0, 36);
    expect(high).toBeCloseTo(0.09642, 5);
    expect(classify(low, high, 0.05)).toBe('undecided');
  });

  it('73 quiet pairs certify 5% and 72 do not', () => {
    expect(pairsForDeterministicCall(0.05)).toBe(73);
    expect(wilson(0, 73).high).toBeLessThan(0.05);
    expect(wilson(0, 72).high).toBeGreaterThan(0.05);
  });

  it('4 flips in 73 pairs at 5% with a maximum of 201: not reachable, earliest 202', () => {
    expect(bestCaseAdmission({ flips: 4, pairs: 73, epsilon: 0.05, maxPairs: 201 })).toEqual({
      totalPairs: 202,
      additionalPairs: 129,
      reachable: false,
    });
    expect(wilson(4, 202).high).toBeLessThan(0.05);
    expect(wilson(4, 201).high).toBeGreaterThanOrEqual(0.05);
  });
});
