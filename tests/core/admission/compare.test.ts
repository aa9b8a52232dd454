import { describe, expect, it } from 'vitest';
import { compareEvidence, type Evidence } from '../../../src/core/index.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';

function window(
  security: string[],
  provenance: Record<string, unknown> = {},
  extra = true,
): Evidence {
  const e = evidenceOf([
    { input: 'c1', obs: security, expected: 'card_security' },
    ...(extra
      ? [{ input: 'c2', obs: times('duplicate_charge', 26), expected: 'duplicate_charge' }]
      : [{ input: 'c3', obs: times('refund_delay', 26), expected: 'refund_delay' }]),
  ]);
  return { ...e, provenance };
}

describe('compareEvidence', () => {
  it('finds no drift between identical windows, only informational volatile keys', () => {
    const before = window(times('card_security', 26), { model: 'v3', collected_at: '2026-07-01' });
    const after = window(times('card_security', 26), { model: 'v3', collected_at: '2026-09-01' });
    const c = compareEvidence(before, after, { epsilon: 0.05 });
    expect(c.drifted).toBe(false);
    expect(c.provenanceChanges).toEqual([]);
    expect(c.informationalChanges).toEqual([
      { key: 'collected_at', before: '2026-07-01', after: '2026-09-01' },
    ]);
  });

  it('names a changed route call, a gained flip pair and a model change', () => {
    const flipping = [
      ...alternating('card_security', 'merchant_dispute', 18),
      ...times('card_security', 8),
    ];
    const c = compareEvidence(
      window(times('card_security', 26), { model: 'v3' }),
      window(flipping, { model: 'v4' }),
      { epsilon: 0.05 },
    );
    expect(c.drifted).toBe(true);
    expect(c.changedRoutes).toEqual(['card_security']);
    expect(c.routes[0]).toMatchObject({
      decision: 'card_security',
      before: { flips: 0, pairs: 13, call: 'undecided' },
      after: { flips: 9, pairs: 13, call: 'stochastic' },
      callChanged: true,
      direction: 'higher',
    });
    expect(c.gainedFlipPairs).toEqual([['card_security', 'merchant_dispute']]);
    expect(c.flipPairs).toEqual([
      { decisions: ['card_security', 'merchant_dispute'], before: 0, after: 9 },
    ]);
    expect(c.provenanceChanges).toEqual([{ key: 'model', before: 'v3', after: 'v4' }]);
  });

  it('a rate moving inside one call is not drift', () => {
    const one = [
      ...alternating('card_security', 'merchant_dispute', 2),
      ...times('card_security', 24),
    ];
    const two = [
      ...alternating('card_security', 'merchant_dispute', 4),
      ...times('card_security', 22),
    ];
    const c = compareEvidence(window(one), window(two), { epsilon: 0.05 });
    expect(c.drifted).toBe(false);
    expect(c.routes[0]?.direction).toBe('higher');
  });

  it('reports gained and lost decisions and an isolation change', () => {
    const before = window(times('card_security', 26));
    const after = {
      ...window(times('card_security', 26), {}, false),
      isolation: 'unknown' as const,
    };
    const c = compareEvidence(before, after, { epsilon: 0.05 });
    expect(c).toMatchObject({
      drifted: true,
      gainedDecisions: ['refund_delay'],
      lostDecisions: ['duplicate_charge'],
      isolation: { before: 'fresh-session', after: 'unknown', changed: true },
    });
  });

  it('refuses different layers and cases without an intended decision', () => {
    const before = window(times('card_security', 26));
    const tools = evidenceOf(
      [{ input: 'c1', obs: [{ tools: ['a'] }, { tools: ['a'] }], expected: 'x' }],
      { layer: 'tools' },
    );
    expect(() => compareEvidence(before, tools, { epsilon: 0.05 })).toThrow(/different layers/);
    const bare = evidenceOf([{ input: 'c1', obs: ['a', 'a'] }]);
    expect(() => compareEvidence(before, bare, { epsilon: 0.05 })).toThrow(/AFTER: cases\[0\]/);
    let refused: unknown;
    try {
      compareEvidence(before, bare, { epsilon: 0.05 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: 'compare.expected', setting: 'suite' });
    expect((refused as Error).message).toContain(
      'collect or import the runs against the decision suite',
    );
    expect((refused as Error).message).not.toMatch(/--[a-z]/);
  });
});

describe('compareEvidence: a decision that moved is a change', () => {
  it('one input of a route moving from escalate to refund on every call drifts, with lost and gained', () => {
    const before = evidenceOf([
      { input: 'x', obs: times('escalate', 26), expected: 'escalate' },
      { input: 'y', obs: times('escalate', 26), expected: 'escalate' },
      { input: 'z', obs: times('refund', 26), expected: 'refund' },
    ]);
    const after = evidenceOf([
      { input: 'x', obs: times('escalate', 26), expected: 'escalate' },
      { input: 'y', obs: times('refund', 26), expected: 'escalate' },
      { input: 'z', obs: times('refund', 26), expected: 'refund' },
    ]);
    const c = compareEvidence(before, after, { epsilon: 0.05 });
    expect(c.drifted).toBe(true);
    expect(c.changedRoutes).toEqual(['escalate']);
    const route = c.routes.find((r) => r.decision === 'escalate');
    expect(route?.decisionsGained).toEqual(['refund']);
    expect(route?.decisionsLost).toEqual(['escalate']);
    expect(c.routes.find((r) => r.decision === 'refund')?.decisionsGained).toEqual([]);
  });
});
