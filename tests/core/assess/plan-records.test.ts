// The recorded plans replayed against the pairs (src/core/assess/plan-records.ts):
// the collection order each plan reads, and the refusal of a record that disagrees.
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import { KeyInterner } from '../../../src/core/assess/keys.js';
import {
  drawOrderOutcomes,
  recomputeEarlyRejection,
  recomputeSequential,
  replayAllocation,
  roundOrderOutcomes,
} from '../../../src/core/assess/plan-records.js';
import { AllocationDraws, planSequential } from '../../../src/core/stats/index.js';
import { evidenceOf, times } from '../../helpers/evidence.js';

function codeOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof Refusal ? e.code : 'not a refusal';
  }
}

describe('roundOrderOutcomes', () => {
  it('reads pair r of every live input per round, inputs in case order', () => {
    const { cases } = evidenceOf([
      { input: 'a', obs: ['x', 'x', 'x', 'y'] },
      { input: 'b', obs: ['p', 'q', 'p', 'p'] },
    ]);
    expect(roundOrderOutcomes(cases, new KeyInterner(), 'verdict')).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('drops an input from the live set after a failed call', () => {
    const { cases } = evidenceOf([
      { input: 'a', obs: ['x', 'x:timeout', 'x', 'y'] },
      { input: 'b', obs: ['p', 'p', 'p', 'q'] },
    ]);
    expect(roundOrderOutcomes(cases, new KeyInterner(), 'verdict')).toEqual([false, true]);
  });
});

describe('replayAllocation and drawOrderOutcomes', () => {
  const seed = 11;
  function drawn(inputs: number, pairs: number): number[] {
    const draws = new AllocationDraws(seed, inputs);
    const counts = new Array<number>(inputs).fill(0);
    for (let j = 0; j < pairs; j++) counts[draws.next()]! += 1;
    return counts;
  }

  it('accepts cases that hold exactly two repeats per draw, and reads them in draw order', () => {
    const counts = drawn(2, 6);
    const { cases } = evidenceOf([
      { input: 'a', obs: times('x', 2 * counts[0]!) },
      { input: 'b', obs: times('y', 2 * counts[1]!) },
    ]);
    const order = replayAllocation({ kind: 'random', seed, pairs: 6 }, cases, true);
    expect(order).toHaveLength(6);
    expect(order.filter((d) => d.caseIndex === 0)).toHaveLength(counts[0]!);
    expect(drawOrderOutcomes(order, cases, new KeyInterner(), 'verdict')).toEqual(
      times('same', 6).map(() => false),
    );
  });

  it('refuses a case holding repeats its draws could not have given', () => {
    const counts = drawn(2, 6);
    const { cases } = evidenceOf([
      { input: 'a', obs: times('x', 2 * counts[0]! + 2) },
      { input: 'b', obs: times('y', 2 * counts[1]!) },
    ]);
    expect(codeOf(() => replayAllocation({ kind: 'random', seed, pairs: 6 }, cases, true))).toBe(
      'assess.allocation-record',
    );
  });

  it('refuses a recorded pair count no plan draws', () => {
    const { cases } = evidenceOf([{ input: 'a', obs: ['x', 'x'] }]);
    expect(codeOf(() => replayAllocation({ kind: 'random', seed, pairs: -1 }, cases, true))).toBe(
      'assess.allocation-record',
    );
  });
});

describe('recomputeSequential', () => {
  const { cases } = evidenceOf([
    { input: 'a', obs: times('x', 40) },
    { input: 'b', obs: times('y', 40) },
  ]);
  const plan = planSequential({ epsilon: 0.3, alpha: 0.05, looks: 2, budget: null, inputs: 2 });
  const record = {
    rule: 'declared-checkpoint' as const,
    epsilon: 0.3,
    alpha: 0.05,
    looks: 2,
    budget: null,
    inputs: 2,
    checkpoints: plan.checkpoints,
  };

  it('gives the call the pairs reach at the declared checkpoints', () => {
    const decided = recomputeSequential(
      { ...record, call: 'deterministic', pairs: plan.budget },
      cases,
      new KeyInterner(),
      'verdict',
    );
    expect(decided).toEqual({ call: 'deterministic', pairs: plan.budget });
  });

  it('refuses a record whose call the pairs do not reach', () => {
    expect(
      codeOf(() =>
        recomputeSequential(
          { ...record, call: 'stochastic', pairs: plan.budget },
          cases,
          new KeyInterner(),
          'verdict',
        ),
      ),
    ).toBe('assess.sequential-record');
  });
});

describe('recomputeEarlyRejection', () => {
  const plan = {
    rule: 'mixture' as const,
    prior: 'uniform' as const,
    epsilon: 0.1,
    alpha: 0.05,
    looks: 'pairs' as const,
    inputs: 1,
  };

  it('refuses a record that says the test rejected when the pairs never reach it', () => {
    const steady = times('same', 40).map(() => false);
    expect(recomputeEarlyRejection({ ...plan, rejectedAt: null }, steady)).toBeNull();
    expect(codeOf(() => recomputeEarlyRejection({ ...plan, rejectedAt: 8 }, steady))).toBe(
      'assess.early-rejection-record',
    );
  });
});
