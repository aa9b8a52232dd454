import { describe, expect, it } from 'vitest';
import { stratify } from '../../../src/core/routes/index.js';
import { keyOfLabel, keyOfReason } from '../../../src/core/observation/index.js';
import { Refusal } from '../../../src/core/errors.js';
import { parseContract } from '../../../src/core/contract/index.js';
import { alternating, times } from '../../helpers/evidence.js';

const k = (labels: string[]) => labels.map(keyOfLabel);

describe('the route table', () => {
  it('reproduces the payment example: card_security 8/13 stochastic, quiet routes undecided needing 73', () => {
    const cardSeries = [
      ...alternating('card_security', 'merchant_dispute', 16),
      ...times('card_security', 10),
    ];
    const t = stratify(
      [
        { intended: 'card_security', keys: k(cardSeries) },
        { intended: 'refund_delay', keys: k(times('refund_delay', 26)) },
      ],
      { layer: 'verdict', epsilon: 0.05 },
    );
    const card = t.routes.find((r) => r.decision === 'card_security')!;
    expect(card).toMatchObject({ pairs: 13, flips: 8, call: 'stochastic', pairsNeeded: null });
    expect(card.ciLow).toBeCloseTo(0.35522480972268555, 12);
    expect(card.ciHigh).toBeCloseTo(0.8229055341876319, 12);
    const quiet = t.routes.find((r) => r.decision === 'refund_delay')!;
    expect(quiet).toMatchObject({ pairs: 13, flips: 0, call: 'undecided', pairsNeeded: 73 });
    expect(t.flipPairs).toEqual([{ decisions: ['card_security', 'merchant_dispute'], count: 8 }]);
    expect(t.stochastic).toEqual(['card_security']);
  });

  it('groups by intended route, so a case that always answers another route is still its own row', () => {
    const t = stratify([{ intended: 'deny', keys: k(times('approve', 10)) }], {
      layer: 'verdict',
      epsilon: 0.05,
    });
    expect(t.routes.map((r) => r.decision)).toEqual(['deny']);
    expect(t.routes[0]).toMatchObject({ pairs: 5, flips: 0 });
  });

  it('judges each route against its own target', () => {
    const t = stratify(
      [
        { intended: 'a', keys: k(times('a', 146)) },
        { intended: 'b', keys: k(times('b', 146)) },
      ],
      { layer: 'verdict', epsilon: 0.05, targets: new Map([['b', 0.01]]) },
    );
    expect(t.routes.map((r) => [r.decision, r.call, r.pairsNeeded, r.targeted])).toEqual([
      ['a', 'deterministic', 73, false],
      ['b', 'undecided', 381, true],
    ]);
    expect(t.targetedUndecided).toEqual(['b']);
  });

  it('applies contract targets: per-route epsilon and the targeted release conditions (§8.3)', () => {
    const contract = parseContract({
      allowed: ['approve', 'deny', 'review'],
      stability_targets: { deny: 0.01, review: 0.2 },
    });
    const t = stratify(
      [
        { intended: 'review', keys: k(alternating('review', 'deny', 26)) },
        { intended: 'deny', keys: k(times('deny', 26)) },
        { intended: 'approve', keys: k(alternating('approve', 'review', 26)) },
      ],
      { layer: 'verdict', epsilon: 0.05, targets: contract.stabilityTargets },
    );
    expect(t.routes.map((r) => [r.decision, r.epsilon, r.targeted, r.call])).toEqual([
      ['approve', 0.05, false, 'stochastic'],
      ['deny', 0.01, true, 'undecided'],
      ['review', 0.2, true, 'stochastic'],
    ]);
    // approve is stochastic but has no target, so it is not a targeted failure.
    expect(t.targetedStochastic).toEqual(['review']);
    expect(t.targetedUndecided).toEqual(['deny']);
    const untargeted = stratify([{ intended: 'deny', keys: k(times('deny', 26)) }], {
      layer: 'verdict',
      epsilon: 0.05,
    });
    expect(untargeted.targetedStochastic).toEqual([]);
    expect(untargeted.targetedUndecided).toEqual([]);
  });

  it('keeps a failed case as a case with no pairs', () => {
    const t = stratify([{ intended: 'deny', keys: null }], { layer: 'verdict', epsilon: 0.05 });
    expect(t.routes[0]).toMatchObject({
      cases: 1,
      pairs: 0,
      ciLow: 0,
      ciHigh: 0,
      call: 'undecided',
    });
  });

  it('sorts flip pairs by count, then by the pair; labels a no-decision plainly', () => {
    const t = stratify(
      [
        {
          intended: 'r1',
          keys: [...k(['z', 'y', 'z', 'y']), keyOfLabel('m'), keyOfReason('refused')],
        },
        { intended: 'r2', keys: k(['p', 'q', 'q', 'p', 'p', 'q']) },
      ],
      { layer: 'verdict', epsilon: 0.05 },
    );
    expect(t.flipPairs).toEqual([
      { decisions: ['p', 'q'], count: 3 },
      { decisions: ['y', 'z'], count: 2 },
      { decisions: ['m', 'no decision: refused'], count: 1 },
    ]);
  });

  it('orders routes by code point, not UTF-16 unit', () => {
    const t = stratify(
      [
        { intended: '\u{1F600}', keys: k(['x', 'x']) },
        { intended: '\uFF21', keys: k(['x', 'x']) },
      ],
      { layer: 'verdict', epsilon: 0.05 },
    );
    expect(t.routes.map((r) => r.decision)).toEqual(['\uFF21', '\u{1F600}']);
  });

  it('refuses a blank intended route, a short series and a target naming no route', () => {
    expect(() =>
      stratify([{ intended: ' ', keys: k(['a', 'a']) }], { layer: 'verdict', epsilon: 0.05 }),
    ).toThrow(Refusal);
    expect(() =>
      stratify([{ intended: 'a', keys: k(['a']) }], { layer: 'verdict', epsilon: 0.05 }),
    ).toThrow(Refusal);
    expect(() =>
      stratify([{ intended: 'a', keys: k(['a', 'a']) }], {
        layer: 'verdict',
        epsilon: 0.05,
        targets: new Map([['b', 0.1]]),
      }),
    ).toThrow(/no cases/);
  });
});
