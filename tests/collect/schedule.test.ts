import { describe, expect, it } from 'vitest';
import { PairTracker, SequentialRounds } from '../../src/collect/index.js';
import { planSequential } from '../../src/core/index.js';

const all = (n: number, flip: (i: number) => boolean) =>
  new Map(Array.from({ length: n }, (_, i) => [i, flip(i)] as const));

describe('SequentialRounds', () => {
  it('reads checkpoints only at whole rounds, on every input', () => {
    // 100 inputs at 0.05: the reference's checkpoint 18 falls inside round 1; ours is 100.
    const plan = planSequential({ epsilon: 0.05, inputs: 100 });
    expect(plan.checkpoints[0]).toBe(100);
    const rounds = new SequentialRounds(plan, 100);
    expect(rounds.nextRound()).toHaveLength(100);
    // Inputs 72-99 flip in every pair: a partial-round reader would never see them.
    const decision = rounds.recordRound(
      all(100, (i) => i >= 72),
      200,
    );
    expect(decision).toMatchObject({
      call: 'stochastic',
      pairs: 100,
      reason: 'checkpoint',
      rounds: 1,
    });
    expect(rounds.nextRound()).toBeNull();
  });

  it('certifies at the last checkpoint when no pair flipped', () => {
    const plan = planSequential({ epsilon: 0.1, inputs: 3 });
    const rounds = new SequentialRounds(plan, 3);
    let decision = null;
    let asked = 0;
    while (rounds.nextRound() !== null) {
      asked++;
      decision = rounds.recordRound(
        all(3, () => false),
        6,
      );
    }
    expect(plan.checkpoints).toEqual([9, 18, 27, 36]);
    expect(asked).toBe(12);
    expect(decision).toMatchObject({ call: 'deterministic', pairs: 36 });
  });

  it('drops an input whose pair failed and stops at the budget', () => {
    const plan = planSequential({ epsilon: 0.05, inputs: 2 });
    const rounds = new SequentialRounds(plan, 2, 9);
    rounds.recordRound(
      new Map([
        [0, false],
        [1, null],
      ]),
      4,
    );
    expect(rounds.nextRound()).toEqual([0]);
    rounds.recordRound(new Map([[0, false]]), 2);
    rounds.recordRound(new Map([[0, false]]), 2);
    expect(rounds.nextRound()).toBeNull(); // 8 spent + 2 > 9
    expect(rounds.decision).toMatchObject({ call: 'undecided', pairs: 3, reason: 'budget' });
  });
});

describe('PairTracker', () => {
  it('pairs observations 1-2, 3-4, … and reports flips', () => {
    const t = new PairTracker();
    expect([t.add('a'), t.add('a'), t.add('a'), t.add('b'), t.add('c')]).toEqual([
      null,
      false,
      null,
      true,
      null,
    ]);
    expect(t.isOpen).toBe(true);
  });
});
