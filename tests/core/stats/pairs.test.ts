import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  MAX_PLANNED_PAIRS,
  bestCaseAdmission,
  pairsForDeterministicCall,
  planRepeats,
  roundHalfEven,
  snapshotPrecheck,
  wilson,
} from '../../../src/core/stats/index.js';

describe('roundHalfEven', () => {
  it.each([
    [0.5, 0],
    [1.5, 2],
    [2.5, 2],
    [3.5, 4],
    [-0.5, 0],
    [-1.5, -2],
    [-2.5, -2],
    [0.49999999999999994, 0],
    [2.4, 2],
    [2.6, 3],
    [4503599627370497, 4503599627370497],
    [(1 / 32) * 16, 0], // 0.5
    [(1 / 32) * 48, 2], // 1.5
  ])('rounds %d to %d', (x, expected) => {
    expect(roundHalfEven(x) === expected).toBe(true);
  });
});

describe('pairsForDeterministicCall', () => {
  it.each([
    [0.5, 4],
    [0.3, 9],
    [0.2, 16],
    [0.1, 35],
    [0.05, 73],
    [0.04, 93],
    [0.03, 125],
    [0.025, 150],
    [0.02, 189],
    [0.01, 381],
    [0.005, 765],
    [0.001, 3838],
    [0.0001, 38413],
  ])('needs %d → %i zero-flip pairs at z = 1.96', (epsilon, pairs) => {
    expect(pairsForDeterministicCall(epsilon)).toBe(pairs);
    // and it is the boundary: one fewer pair is not enough
    expect(wilson(0, pairs).high).toBeLessThan(epsilon);
    expect(wilson(0, pairs - 1).high).toBeGreaterThanOrEqual(epsilon);
  });

  it.each([
    [0.1, 1, 9],
    [0.1, 2.576, 60],
    [0.05, 1, 20],
    [0.05, 1.645, 52],
    [0.05, 2.576, 127],
    [0.01, 1, 100],
    [0.01, 1.645, 268],
    [0.01, 2.576, 657],
  ])('at epsilon %d with z = %d needs %i', (epsilon, z, pairs) => {
    expect(pairsForDeterministicCall(epsilon, { z })).toBe(pairs);
  });

  it.each([
    [0.1, 1, 13, 639],
    [0.1, 1, 36, 69],
    [0.1, 1, 1200, 35],
    [0.1, 8, 78, null],
    [0.1, 4, 100, 99],
    [0.1, 1, 20, 127],
    [0.1, 5, 100, 127],
    [0.1, 62, 730, 1509],
    [0.05, 1, 36, 389],
    [0.05, 1, 200, 73],
    [0.05, 3, 78, 1400],
    [0.05, 8, 78, null],
    [0.05, 4, 100, 1848],
    [0.05, 5, 100, null],
    [0.05, 62, 730, null],
    [0.05, 0, 36, 73],
  ])('at epsilon %d after %i flips in %i pairs needs %s', (epsilon, flips, pairs, expected) => {
    expect(pairsForDeterministicCall(epsilon, { flipRate: flips / pairs })).toBe(expected);
  });

  it('rounds the flip count half to even, as the reference does', () => {
    // Rounding half up would give 84 for 1/32 at 10%.
    expect(pairsForDeterministicCall(0.1, { flipRate: 1 / 32 })).toBe(69);
    expect(pairsForDeterministicCall(0.1, { flipRate: 1 / 96 })).toBe(35);
    expect(pairsForDeterministicCall(0.2, { flipRate: 1 / 32 })).toBe(16);
  });

  it('is null when the rate already reaches epsilon', () => {
    expect(pairsForDeterministicCall(0.05, { flipRate: 0.05 })).toBeNull();
    expect(pairsForDeterministicCall(0.05, { flipRate: 1 })).toBeNull();
  });

  it('is null past the planning cap instead of searching forever', () => {
    expect(MAX_PLANNED_PAIRS).toBe(10_000_000);
    expect(pairsForDeterministicCall(1e-7)).toBeNull();
    expect(pairsForDeterministicCall(0.05, { flipRate: 0.0499999 })).toBeNull();
  });

  it.each([
    [0.05, { z: 0 }],
    [0.05, { z: -1 }],
    [0.05, { z: Number.POSITIVE_INFINITY }],
    [0.05, { flipRate: 1.5 }],
    [0.05, { flipRate: -0.1 }],
    [0, {}],
    [1, {}],
    [Number.NaN, {}],
  ])('refuses epsilon %d with %o', (epsilon, options) => {
    expect(() => pairsForDeterministicCall(epsilon, options)).toThrow(Refusal);
  });
});

describe('planRepeats', () => {
  it.each([
    [5, 0.1, 14],
    [6, 0.1, 12],
    [7, 0.1, 10],
    [10, 0.1, 8],
    [20, 0.1, 4],
    [36, 0.1, 2],
    [1, 0.05, 146],
    [5, 0.05, 30],
    [6, 0.05, 26],
    [7, 0.05, 22],
    [10, 0.05, 16],
    [20, 0.05, 8],
    [36, 0.05, 6],
    [37, 0.05, 4],
    [73, 0.05, 2],
    [1, 0.01, 762],
    [2, 0.01, 382],
    [3, 0.01, 254],
    [6, 0.01, 128],
    [20, 0.01, 40],
    [37, 0.01, 22],
    [500, 0.01, 2],
    [6, 0.02, 64],
    [35, 0.02, 12],
    [1, 0.5, 8],
    [2, 0.5, 4],
    [5, 0.5, 2],
  ])('%i inputs at %d without a budget → k = %i', (inputs, epsilon, k) => {
    expect(planRepeats(inputs, epsilon)).toBe(k);
    expect(planRepeats(inputs, epsilon, null)).toBe(k);
  });

  it.each([
    [6, 0.05, 12, 2],
    [6, 0.05, 13, 2],
    [6, 0.05, 78, 12],
    [6, 0.05, 100, 16],
    [6, 0.05, 1000, 26],
    [10, 0.01, 25, 2],
    [1, 0.05, 2, 2],
    [1, 0.05, 3, 2],
    [1, 0.05, 1000, 146],
    [3, 0.1, 7, 2],
  ])('%i inputs at %d with a budget of %i → k = %i', (inputs, epsilon, budget, k) => {
    expect(planRepeats(inputs, epsilon, budget)).toBe(k);
  });

  it('refuses a budget below two calls per input and says the floor', () => {
    expect(() => planRepeats(6, 0.05, 11)).toThrow(Refusal);
    expect(() => planRepeats(6, 0.05, 11)).toThrow(/at least 12 calls/);
  });

  it.each([0, -1, 1.5])('refuses %d inputs', (inputs) => {
    expect(() => planRepeats(inputs, 0.05, 10)).toThrow(Refusal);
  });

  it('refuses a bad epsilon', () => {
    expect(() => planRepeats(6, 0)).toThrow(Refusal);
  });
});

describe('snapshotPrecheck', () => {
  it.each([
    [6, 12, 0.05, true],
    [6, 24, 0.05, true],
    [6, 26, 0.05, false],
    [3, 5, 0.1, true],
    [1, 2, 0.5, true],
    [1, 8, 0.5, false],
  ])('%i inputs with k = %i at %d: refused %s', (inputs, k, epsilon, refused) => {
    expect(snapshotPrecheck(inputs, k, epsilon).refused).toBe(refused);
  });

  it('reports what is available and the k that would do', () => {
    expect(snapshotPrecheck(6, 24, 0.05)).toEqual({
      refused: true,
      bestCase: 73,
      available: 72,
      suggestedK: 26,
    });
    expect(snapshotPrecheck(6, 26, 0.05)).toEqual({
      refused: false,
      bestCase: 73,
      available: 78,
      suggestedK: null,
    });
  });

  it('refuses k below 2', () => {
    expect(() => snapshotPrecheck(6, 1, 0.05)).toThrow(Refusal);
  });
});

describe('bestCaseAdmission', () => {
  it.each([
    // flips, pairs, epsilon, maxPairs, total, additional, reachable
    [4, 73, 0.05, 201, 202, 129, false],
    [1, 36, 0.05, 10000, 110, 74, true],
    [0, 36, 0.05, 10000, 73, 37, true],
    [8, 13, 0.05, 10000, 311, 298, true],
    [0, 73, 0.05, 10000, 73, 0, true],
    [3, 78, 0.05, 10000, 173, 95, true],
    [1, 100, 0.01, 10000, 563, 463, true],
    [0, 0, 0.1, 10000, 35, 35, true],
    [5, 20, 0.1, 100, 113, 93, false],
    [0, 500, 0.05, 100, 500, 0, false],
  ])(
    '%i flips in %i pairs at %d (max %i) → %i total',
    (flips, pairs, epsilon, maxPairs, total, additional, reachable) => {
      expect(bestCaseAdmission({ flips, pairs, epsilon, maxPairs })).toEqual({
        totalPairs: total,
        additionalPairs: additional,
        reachable,
      });
    },
  );

  it('agrees with a plain scan for the smallest total', () => {
    for (const epsilon of [0.2, 0.05, 0.01]) {
      for (let flips = 0; flips <= 12; flips++) {
        for (const pairs of [flips, flips + 5, 4 * flips + 30]) {
          let n = Math.max(pairs, 1);
          while (!(wilson(flips, n).high < epsilon)) n++;
          const result = bestCaseAdmission({ flips, pairs, epsilon, maxPairs: n });
          expect(result.totalPairs).toBe(n);
          expect(result.reachable).toBe(true);
        }
      }
    }
  });

  it('answers quickly for huge requirements and says never when none exists', () => {
    const huge = bestCaseAdmission({
      flips: 1_000_000,
      pairs: 2_000_000,
      epsilon: 1e-6,
      maxPairs: 100,
    });
    expect(huge.totalPairs).toBeGreaterThan(1e12);
    expect(huge.reachable).toBe(false);
    expect(bestCaseAdmission({ flips: 0, pairs: 0, epsilon: 1e-300, maxPairs: 100 })).toEqual({
      totalPairs: null,
      additionalPairs: null,
      reachable: false,
    });
  });

  it('accepts an unlimited maximum', () => {
    const result = bestCaseAdmission({
      flips: 0,
      pairs: 0,
      epsilon: 0.05,
      maxPairs: Number.POSITIVE_INFINITY,
    });
    expect(result.reachable).toBe(true);
  });

  it('refuses impossible observations', () => {
    expect(() => bestCaseAdmission({ flips: 5, pairs: 4, epsilon: 0.05, maxPairs: 10 })).toThrow(
      Refusal,
    );
    expect(() => bestCaseAdmission({ flips: -1, pairs: 4, epsilon: 0.05, maxPairs: 10 })).toThrow(
      Refusal,
    );
    expect(() => bestCaseAdmission({ flips: 0, pairs: 4, epsilon: 1, maxPairs: 10 })).toThrow(
      Refusal,
    );
  });
});
