import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import { planRouteRepeats, totalCalls, uniformCalls } from '../../../src/core/routes/plan.js';

describe('planRouteRepeats', () => {
  it('sizes each route for its own target (the bundled three-route example)', () => {
    const plans = planRouteRepeats({
      intended: ['approve', 'review', 'deny'],
      epsilon: 0.05,
      targets: new Map([['deny', 0.01]]),
    });
    expect(plans).toEqual([
      {
        decision: 'approve',
        cases: 1,
        target: 0.05,
        pairsNeeded: 73,
        repeatsEach: 146,
        calls: 146,
      },
      { decision: 'deny', cases: 1, target: 0.01, pairsNeeded: 381, repeatsEach: 762, calls: 762 },
      { decision: 'review', cases: 1, target: 0.05, pairsNeeded: 73, repeatsEach: 146, calls: 146 },
    ]);
    expect(totalCalls(plans)).toBe(1054);
    expect(uniformCalls(plans)).toBe(2286);
  });

  it('shares a route requirement among its cases', () => {
    const plans = planRouteRepeats({
      intended: ['approve', 'review', 'deny', 'deny'],
      epsilon: 0.05,
      targets: new Map([['deny', 0.01]]),
    });
    const deny = plans.find((plan) => plan.decision === 'deny');
    expect(deny).toMatchObject({ cases: 2, pairsNeeded: 381, repeatsEach: 382, calls: 764 });
  });

  it('orders routes by code point, not suite order', () => {
    const plans = planRouteRepeats({
      intended: [
        'duplicate_charge',
        'refund_delay',
        'card_security',
        'merchant_dispute',
        'cash_withdrawal',
        'transfer_delay',
      ],
      epsilon: 0.05,
    });
    expect(plans.map((plan) => plan.decision)).toEqual([
      'card_security',
      'cash_withdrawal',
      'duplicate_charge',
      'merchant_dispute',
      'refund_delay',
      'transfer_delay',
    ]);
    expect(plans.every((plan) => plan.calls === 146)).toBe(true);
    // 'Z' < 'a' and an astral character sorts after U+FFFD
    const mixed = planRouteRepeats({ intended: ['a', '\u{1F600}', 'Z', '\uFFFD'], epsilon: 0.5 });
    expect(mixed.map((plan) => plan.decision)).toEqual(['Z', 'a', '\uFFFD', '\u{1F600}']);
  });

  it('applies the minimum repeats floor', () => {
    const plans = planRouteRepeats({ intended: ['a', 'b'], epsilon: 0.5, minimumRepeats: 10 });
    expect(plans).toEqual([
      { decision: 'a', cases: 1, target: 0.5, pairsNeeded: 4, repeatsEach: 10, calls: 10 },
      { decision: 'b', cases: 1, target: 0.5, pairsNeeded: 4, repeatsEach: 10, calls: 10 },
    ]);
    expect(uniformCalls(plans)).toBe(totalCalls(plans));
  });

  it('refuses a target outside (0, 1)', () => {
    const plan = (target: number) => () =>
      planRouteRepeats({ intended: ['a'], epsilon: 0.05, targets: new Map([['a', target]]) });
    expect(plan(1)).toThrow(Refusal);
    expect(plan(0)).toThrow(Refusal);
    expect(plan(1)).toThrow(/targets\.a/);
  });

  it('refuses targets for routes without cases and names them', () => {
    expect(() =>
      planRouteRepeats({
        intended: ['a'],
        epsilon: 0.05,
        targets: new Map([
          ['zeta', 0.01],
          ['beta', 0.01],
        ]),
      }),
    ).toThrow(/beta, zeta/);
  });

  it.each([
    [{ intended: [], epsilon: 0.05 }],
    [{ intended: ['a'], epsilon: 0 }],
    [{ intended: ['a', ''], epsilon: 0.05 }],
    [{ intended: ['a'], epsilon: 0.05, minimumRepeats: 1 }],
  ])('refuses %o', (input) => {
    expect(() => planRouteRepeats(input)).toThrow(Refusal);
  });

  it('has nothing to compare for an empty plan', () => {
    expect(uniformCalls([])).toBe(0);
    expect(totalCalls([])).toBe(0);
  });
});
