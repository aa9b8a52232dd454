import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  binomialAtLeast,
  binomialAtMost,
  decideSequentially,
  largestLowerTailAtMost,
  planSequential,
  sequentialCallAt,
  smallestUpperTailAtMost,
  type SequentialPlan,
} from '../../../src/core/stats/index.js';

const thresholds = (plan: SequentialPlan): number[] =>
  plan.checkpoints.map((point) => plan.stochasticAtLeast.get(point) as number);

describe('planSequential (one input: the reference plan)', () => {
  it.each([
    // epsilon, alpha, looks, budget, expected budget, checkpoints, thresholds, certifyAtMost
    [0.05, 0.05, 4, null, 72, [18, 36, 54, 72], [5, 7, 8, 10], 0],
    [0.01, 0.05, 4, null, 368, [92, 184, 276, 368], [5, 7, 9, 10], 0],
    [0.02, 0.05, 4, null, 183, [46, 92, 137, 183], [5, 7, 9, 10], 0],
    [0.1, 0.05, 4, null, 36, [9, 18, 27, 36], null, 0],
    [0.2, 0.05, 4, null, 17, [4, 8, 13, 17], [4, 6, 8, 9], 0],
    [0.5, 0.05, 4, null, 6, [2, 3, 4, 6], [3, 4, 5, 7], 0],
    [0.05, 0.1, 4, null, 59, [15, 30, 44, 59], [4, 6, 7, 8], 0],
    [0.05, 0.05, 1, null, 72, [72], [9], 0],
    [0.05, 0.05, 2, null, 72, [36, 72], [6, 9], 0],
    [0.05, 0.05, 6, null, 72, [12, 24, 36, 48, 60, 72], [4, 6, 7, 8, 9, 10], 0],
    [0.3, 0.05, 4, null, 11, [3, 6, 8, 11], [4, 6, 7, 8], 0],
    [0.05, 0.05, 3, 3, 3, [1, 2, 3], [2, 2, 2], -1],
    [0.05, 0.05, 4, 10, 10, [2, 5, 8, 10], null, null],
  ] as const)(
    'epsilon %d, alpha %d, %i looks, budget %s',
    (epsilon, alpha, looks, budget, expectedBudget, checkpoints, stochastic, certify) => {
      const plan = planSequential({ epsilon, alpha, looks, budget });
      expect(plan.budget).toBe(expectedBudget);
      expect(plan.checkpoints).toEqual(checkpoints);
      if (stochastic !== null) expect(thresholds(plan)).toEqual(stochastic);
      if (certify !== null) {
        expect(plan.certifyAtMost).toBe(certify);
        expect(plan.certificationIsClosedForm).toBe(certify === 0);
      }
      expect(plan.perLook).toBeCloseTo(alpha / 2 / checkpoints.length, 15);
      expect(plan.inputs).toBe(1);
    },
  );

  it('uses the defaults alpha 0.05 and four looks', () => {
    const plan = planSequential({ epsilon: 0.05 });
    expect(plan.alpha).toBe(0.05);
    expect(plan.looks).toBe(4);
    expect(plan.checkpoints).toEqual([18, 36, 54, 72]);
  });

  it('refuses epsilon 0.9: its default budget (2) cannot hold four looks', () => {
    expect(() => planSequential({ epsilon: 0.9 })).toThrow(Refusal);
  });

  it.each([
    [{ epsilon: 0 }],
    [{ epsilon: 1 }],
    [{ epsilon: 0.05, alpha: 0 }],
    [{ epsilon: 0.05, alpha: 1 }],
    [{ epsilon: 0.05, looks: 0 }],
    [{ epsilon: 0.05, looks: 2.5 }],
    [{ epsilon: 0.05, budget: 0 }],
    [{ epsilon: 0.05, budget: 3 }],
    [{ epsilon: 0.05, inputs: 0 }],
    [{ epsilon: 0.05, budget: 20_000_000 }],
    [{ epsilon: 1e-9 }],
  ])('refuses %o', (input) => {
    expect(() => planSequential(input)).toThrow(Refusal);
  });

  it('plans small epsilons and large budgets without overflow (the reference fails past ~1030)', () => {
    const small = planSequential({ epsilon: 0.002 });
    expect(small.budget).toBe(1843);
    expect(small.checkpoints).toEqual([461, 922, 1382, 1843]);
    expect(thresholds(small)).toEqual([5, 7, 9, 10]);
    expect(small.certifyAtMost).toBe(0);

    const wide = planSequential({ epsilon: 0.05, budget: 1100 });
    expect(wide.checkpoints).toEqual([275, 550, 825, 1100]);
    expect(thresholds(wide)).toEqual([24, 42, 59, 75]);
    expect(wide.certifyAtMost).toBe(40);

    const tiny = planSequential({ epsilon: 0.0001 });
    expect(tiny.budget).toBe(36887);
    expect(thresholds(tiny)).toEqual([5, 7, 9, 10]);

    const coin = planSequential({ epsilon: 0.5, budget: 1_000_000, looks: 2 });
    expect(coin.certifyAtMost).toBeGreaterThan(498_000);
    expect(coin.certifyAtMost).toBeLessThan(500_000);
  });
});

describe('planSequential with several inputs (whole rounds)', () => {
  it('is the reference plan with one input', () => {
    const one = planSequential({ epsilon: 0.05, inputs: 1 });
    const reference = planSequential({ epsilon: 0.05 });
    expect(one).toEqual(reference);
  });

  it('moves every checkpoint up to the end of a round', () => {
    const plan = planSequential({ epsilon: 0.05, inputs: 7 });
    expect(plan.checkpoints).toEqual([21, 42, 56, 77]);
    expect(plan.budget).toBe(77);
    expect(plan.checkpoints.every((point) => point % 7 === 0)).toBe(true);
    expect(plan.perLook).toBe(0.025 / 4);
    // thresholds are for the moved counts
    expect(plan.stochasticAtLeast.get(21)).toBe(smallestUpperTailAtMost(21, 0.05, 0.025 / 4));
    expect(plan.certifyAtMost).toBe(largestLowerTailAtMost(77, 0.05, 0.025));
  });

  it('merges checkpoints that fall in the same round and splits alpha over what is left', () => {
    // 100 inputs at 5%: 18/36/54/72 all become 100, so every input is read.
    const plan = planSequential({ epsilon: 0.05, inputs: 100 });
    expect(plan.checkpoints).toEqual([100]);
    expect(plan.perLook).toBe(0.025);
    expect(plan.certifyAtMost).toBe(0);
    expect(thresholds(plan)).toEqual([smallestUpperTailAtMost(100, 0.05, 0.025)]);
  });

  it('never certifies before every input has given a pair', () => {
    // With the reference rule at 100 inputs a quiet first 72 pairs certified.
    const plan = planSequential({ epsilon: 0.05, inputs: 100 });
    const quietThenNothing = Array.from({ length: 72 }, () => false);
    expect(decideSequentially(plan, quietThenNothing)).toEqual({ call: 'undecided', pairs: 72 });
  });
});

describe('sequentialCallAt', () => {
  const plan = planSequential({ epsilon: 0.05 });

  it.each([
    [18, 4, null],
    [18, 5, 'stochastic'],
    [54, 7, null],
    [54, 8, 'stochastic'],
    [72, 0, 'deterministic'],
    [72, 1, 'undecided'],
    [72, 9, 'undecided'],
    [72, 10, 'stochastic'],
  ] as const)('at %i pairs with %i flips → %s', (checkpoint, flips, call) => {
    expect(sequentialCallAt(plan, checkpoint, flips)).toBe(call);
  });

  it('refuses an undeclared checkpoint and names the declared ones', () => {
    expect(() => sequentialCallAt(plan, 19, 0)).toThrow(Refusal);
    expect(() => sequentialCallAt(plan, 19, 0)).toThrow(/18, 36, 54, 72/);
  });

  it.each([-1, 19, 0.5])('refuses %d flips at 18 pairs', (flips) => {
    expect(() => sequentialCallAt(plan, 18, flips)).toThrow(Refusal);
  });
});

describe('decideSequentially', () => {
  const plan = planSequential({ epsilon: 0.05 });
  const quiet = (n: number): boolean[] => Array.from({ length: n }, () => false);

  it.each([
    ['all quiet for the full budget', quiet(72), 'deterministic', 72],
    ['quiet but one short', quiet(71), 'undecided', 71],
    [
      'five early flips stop at the first look',
      [true, true, true, true, true, ...quiet(67)],
      'stochastic',
      18,
    ],
    ['the same flips at the end', [...quiet(67), true, true, true, true, true], 'undecided', 72],
    ['nothing collected', [], 'undecided', 0],
    ['extra pairs are not read', quiet(100), 'deterministic', 72],
    ['a flip past the budget changes nothing', [...quiet(72), true], 'deterministic', 72],
  ] as const)('%s', (_name, outcomes, call, pairs) => {
    expect(decideSequentially(plan, outcomes)).toEqual({ call, pairs });
  });

  it('reads exactly the first c outcomes at each checkpoint', () => {
    // 4 flips by 18 (continue), then a fifth at pair 19 is only seen at 36: 5 < 7.
    const outcomes = [true, true, true, true, ...quiet(14), true, ...quiet(53)];
    expect(decideSequentially(plan, outcomes)).toEqual({ call: 'undecided', pairs: 72 });
  });
});

describe('binomial tails', () => {
  it('match exact small cases', () => {
    expect(binomialAtMost(3, 0, 0.5)).toBeCloseTo(1 / 8, 15);
    expect(binomialAtMost(3, 1, 0.5)).toBeCloseTo(4 / 8, 15);
    expect(binomialAtLeast(3, 3, 0.5)).toBeCloseTo(1 / 8, 15);
    expect(binomialAtLeast(4, 2, 0.25)).toBeCloseTo(1 - (81 + 108) / 256, 15);
    expect(binomialAtMost(72, 0, 0.05)).toBeCloseTo(0.95 ** 72, 14);
    expect(binomialAtLeast(10, 0, 0.3)).toBe(1);
    expect(binomialAtLeast(10, 11, 0.3)).toBe(0);
  });

  it('stay finite and add up for thousands of trials', () => {
    const n = 50_000;
    const below = binomialAtMost(n, 24_999, 0.5);
    const above = binomialAtLeast(n, 25_000, 0.5);
    expect(Number.isFinite(below)).toBe(true);
    expect(below + above).toBeCloseTo(1, 12);
    // 1000 above the mean (about 8.9 standard deviations); exact value from big integers
    const far = binomialAtLeast(n, 26_000, 0.5);
    expect(far / 1.9287349755159108e-19).toBeCloseTo(1, 12);
    expect(binomialAtLeast(n, 40_000, 0.5)).toBe(0);
  });

  it('refuse a probability outside (0, 1)', () => {
    expect(() => binomialAtMost(5, 1, 0)).toThrow(Refusal);
    expect(() => binomialAtMost(5, 1, 1)).toThrow(Refusal);
  });
});
