import { describe, expect, it } from 'vitest';
import { assess, exitCodeFor, STATUSES, type Status } from '../../../src/core/assess/index.js';
import { parseSuite } from '../../../src/core/contract/index.js';
import { Refusal } from '../../../src/core/errors.js';
import { inputFingerprint } from '../../../src/core/fingerprint.js';
import { alternating, evidenceOf, times } from '../../helpers/evidence.js';
import type { RecordedRelation } from '../../../src/core/assess/model.js';

const EPS = { epsilon: 0.05 };

/** Six inputs on six routes, k repeats each, all agreeing. */
function quietSix(k: number) {
  return Array.from({ length: 6 }, (_, i) => ({
    input: `case ${i}`,
    obs: times(`r${i}`, k),
    expected: `r${i}`,
  }));
}

function suiteFor(
  cases: { input: string; expected: string }[],
  contract: Record<string, unknown> = {},
) {
  const allowed = [...new Set(cases.map((c) => c.expected))];
  return parseSuite({
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed, ...contract },
    cases: cases.map((c) => ({ input: c.input, expected: c.expected })),
  });
}

function relation(
  name: string,
  outcome: RecordedRelation['outcome'],
  input: string,
): RecordedRelation {
  return {
    name,
    type: 'invariant',
    followupFingerprint: inputFingerprint(`${input}!`),
    changed: outcome !== 'skipped',
    outcome,
    ...(outcome === 'held' || outcome === 'violated' ? { observation: { decision: 'x' } } : {}),
  };
}

describe('status, exit code and headline', () => {
  it('every status has the documented exit code', () => {
    const expected: Record<Status, number> = {
      incomplete: 2,
      contract: 1,
      blind: 1,
      vacuous: 1,
      'target-failed': 1,
      stochastic: 0,
      undecided: 2,
      violations: 1,
      deterministic: 0,
      unmeasured: 0,
    };
    for (const s of STATUSES) expect(exitCodeFor(s)).toBe(expected[s]);
  });

  it('deterministic: 78 quiet pairs over six routes certify 5% (exit 0, TRUSTWORTHY AT POOLED LEVEL)', () => {
    const a = assess(evidenceOf(quietSix(26)), null, EPS);
    expect(a.status).toBe('deterministic');
    expect(a.exitCode).toBe(0);
    expect(a.meter).toMatchObject({ pairs: 78, flips: 0, call: 'deterministic' });
    // Each route has 13 pairs: undecided on its own.
    expect(a.headline.category).toBe('TRUSTWORTHY AT POOLED LEVEL');
    expect(a.next.some((n) => n.code === 'collect-route-pairs' && n.pairs === 60)).toBe(true);
  });

  it('deterministic without routes headlines TRUSTWORTHY and names the distinct decisions', () => {
    const cases = quietSix(26).map(({ input, obs }) => ({ input, obs }));
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.headline.category).toBe('TRUSTWORTHY');
    expect(a.headline.text).toContain('6 distinct decisions');
    expect(a.routes).toBeNull();
  });

  it('undecided: 36 quiet pairs bound the rate at 9.6% (exit 2) and the next step says 37 more pairs', () => {
    const cases = quietSix(12).map(({ input, obs }) => ({ input, obs }));
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('undecided');
    expect(a.exitCode).toBe(2);
    expect(a.meter!.ciHigh).toBeCloseTo(0.09642183044857634, 12);
    expect(a.headline.category).toBe('NO ANSWER YET');
    const step = a.next.find((n) => n.code === 'collect-pairs')!;
    expect(step.pairs).toBe(37);
    expect(step.repeats).toBe(26);
  });

  it('stochastic: a flipping route headlines TRUSTWORTHY WITH CARE and exits 0', () => {
    const cases = [
      {
        input: 'card',
        obs: [
          ...alternating('card_security', 'merchant_dispute', 16),
          ...times('card_security', 10),
        ],
        expected: 'card_security',
      },
      { input: 'refund', obs: times('refund_delay', 26), expected: 'refund_delay' },
    ];
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('stochastic');
    expect(a.exitCode).toBe(0);
    expect(a.headline.category).toBe('TRUSTWORTHY WITH CARE');
    expect(a.headline.text).toContain('card_security (8 of 13 pairs flipped)');
  });

  it('target-failed: a targeted stochastic route is NOT READY (exit 1)', () => {
    const cases = [
      { input: 'a', obs: alternating('a', 'b', 26), expected: 'a' },
      { input: 'b', obs: times('b', 26), expected: 'b' },
    ];
    const suite = suiteFor(cases, { allowed: ['a', 'b'], stability_targets: { a: 0.01 } });
    const a = assess(evidenceOf(cases), suite, EPS);
    expect(a.status).toBe('target-failed');
    expect(a.exitCode).toBe(1);
    expect(a.headline.category).toBe('NOT READY');
  });

  it('undecided targeted route without any stochastic route: exit 2', () => {
    const cases = [
      { input: 'a', obs: times('a', 20), expected: 'a' },
      { input: 'b', obs: times('b', 200), expected: 'b' },
    ];
    const suite = suiteFor(cases, { allowed: ['a', 'b'], stability_targets: { a: 0.01 } });
    const a = assess(evidenceOf(cases), suite, EPS);
    expect(a.status).toBe('undecided');
    expect(a.headline.text).toContain('a has a declared target');
  });

  it('blind: one decision on every input is NOT TRUSTWORTHY (exit 1) even with a certified meter', () => {
    const cases = Array.from({ length: 5 }, (_, i) => ({
      input: `q${i}`,
      obs: times('allow', 30),
    }));
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.meter!.call).toBe('deterministic');
    expect(a.status).toBe('blind');
    expect(a.exitCode).toBe(1);
    expect(a.headline).toMatchObject({ category: 'NOT TRUSTWORTHY' });
    expect(a.headline.text).toContain('"allow"');
    expect(a.headline.text).toContain('100%');
  });

  it('contract: an unknown decision fails the contract (exit 1) and names it', () => {
    const cases = [
      { input: 'approve me', obs: times('approve', 10), expected: 'approve' },
      {
        input: 'review me',
        obs: ['review', 'escalate', ...times('review', 8)],
        expected: 'review',
      },
      { input: 'deny me', obs: times('deny', 10), expected: 'deny' },
    ];
    const a = assess(evidenceOf(cases), suiteFor(cases), EPS);
    expect(a.status).toBe('contract');
    expect(a.contract!.unknownObserved).toEqual(['escalate']);
    expect(a.headline.text).toContain('escalate');
  });

  it('violations headline NOT TRUSTWORTHY even when the meter certifies (the reference said TRUSTWORTHY)', () => {
    const cases = quietSix(26).map(({ input, obs }) => ({
      input,
      obs,
      relations: [relation('case-invariance', input === 'case 0' ? 'violated' : 'held', input)],
    }));
    const a = assess(
      evidenceOf(cases, { relations: [{ name: 'case-invariance', type: 'invariant' }] }),
      null,
      EPS,
    );
    expect(a.meter!.call).toBe('deterministic');
    expect(a.status).toBe('violations');
    expect(a.exitCode).toBe(1);
    expect(a.headline.category).toBe('NOT TRUSTWORTHY');
    expect(a.headline.text).toContain('case-invariance on 1 of 6 changed inputs');
    expect(a.calls).toEqual({ total: 6 * 26 + 6, meter: 156, sources: 0, relations: 6 });
  });

  it('vacuous: relations that changed nothing tested nothing (exit 1)', () => {
    const cases = quietSix(26).map(({ input, obs }) => ({
      input,
      obs,
      relations: [relation('identity', 'skipped', input)],
    }));
    const a = assess(
      evidenceOf(cases, { relations: [{ name: 'identity', type: 'invariant' }] }),
      null,
      EPS,
    );
    expect(a.status).toBe('vacuous');
    expect(a.relations[0]).toMatchObject({
      skipped: 6,
      exercised: 0,
      vacuous: true,
      violationRate: null,
    });
    expect(a.calls.relations).toBe(0);
  });

  it('incomplete: a failed call makes the run incomplete (exit 2), is excluded from pairs, and is counted', () => {
    const cases = quietSix(26).map(({ input, obs }, i) => ({
      input,
      obs: i === 0 ? [...obs, 'x:timeout after 30 s'] : obs,
    }));
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('incomplete');
    expect(a.exitCode).toBe(2);
    expect(a.complete).toBe(false);
    expect(a.errorCount).toBe(1);
    expect(a.meter!.pairs).toBe(78);
    expect(a.headline.category).toBe('INCOMPLETE');
    expect(a.next[0]!.text).toContain('timeout after 30 s');
  });

  it('incomplete: recorded failures (the reference `errors` count) and an interrupted collection', () => {
    const withErrors = assess(
      evidenceOf([
        { input: 'q', obs: ['a', 'b'], errors: 2 },
        { input: 'p', obs: ['c', 'c'] },
      ]),
      null,
      EPS,
    );
    expect(withErrors.errorCount).toBe(2);
    expect(withErrors.status).toBe('incomplete');
    const stopped = assess(
      evidenceOf(quietSix(26), { complete: false, stopReason: 'interrupted' }),
      null,
      EPS,
    );
    expect(stopped.status).toBe('incomplete');
    expect(stopped.headline.text).toContain('interrupted');
  });

  it('reports evidence that stopped early with a one-observation series as incomplete, not refused', () => {
    const cases = [
      { input: 'a', obs: times('a', 6) },
      { input: 'b', obs: ['b'] },
    ];
    expect(() => assess(evidenceOf(cases), null, EPS)).toThrow(/at least two observations/);
    const stopped = assess(
      evidenceOf(cases, { complete: false, stopReason: 'interrupted' }),
      null,
      EPS,
    );
    expect(stopped.status).toBe('incomplete');
    expect(stopped.exitCode).toBe(2);
  });

  it('a case whose every call failed keeps its route row with no pairs', () => {
    const cases = [
      { input: 'a', obs: times('a', 26), expected: 'a' },
      { input: 'b', obs: ['x:boom', 'x:boom'], expected: 'b' },
    ];
    const a = assess(evidenceOf(cases), null, EPS);
    expect(a.status).toBe('incomplete');
    expect(a.routes!.routes.find((r) => r.decision === 'b')).toMatchObject({ cases: 1, pairs: 0 });
    expect(a.meter!.inputs).toBe(1);
  });

  it('unmeasured when no series could be scored and nothing failed is impossible; all failed is incomplete', () => {
    const a = assess(evidenceOf([{ input: 'a', obs: ['x:boom', 'x:boom'] }]), null, EPS);
    expect(a.meter).toBeNull();
    expect(a.status).toBe('incomplete');
  });

  it('caveats: unknown and shared-session isolation carry a caveat, fresh sessions none', () => {
    expect(
      assess(evidenceOf(quietSix(26), { isolation: 'unknown' }), null, EPS).caveats,
    ).toHaveLength(1);
    expect(
      assess(evidenceOf(quietSix(26), { isolation: 'shared-session' }), null, EPS).caveats[0],
    ).toContain('not independent');
    expect(assess(evidenceOf(quietSix(26)), null, EPS).caveats).toEqual([]);
  });
});

describe('assess inputs', () => {
  it('matches suite cases by fingerprint and refuses another order, saying where it differs', () => {
    const cases = quietSix(26);
    const suite = suiteFor(cases);
    const redacted = evidenceOf(cases);
    const withoutInputs = {
      ...redacted,
      cases: redacted.cases.map(({ input: _input, ...rest }) => rest),
    };
    expect(assess(withoutInputs, suite, EPS).status).toBe('deterministic');
    expect(() => assess(evidenceOf([...cases].reverse()), suite, EPS)).toThrow(
      /another order: case 0 of the suite is case 5 of the evidence/,
    );
  });

  it('refuses a suite whose inputs differ from the evidence, naming how many are missing and extra', () => {
    const suite = suiteFor(quietSix(26));
    const other = [{ input: 'other', obs: times('r0', 26) }];
    expect(() => assess(evidenceOf(other), suite, EPS)).toThrow(
      /6 suite case\(s\) have no evidence.*1 evidence case/,
    );
  });

  it('refuses a case with fewer than two observations and nothing failed', () => {
    expect(() => assess(evidenceOf([{ input: 'q', obs: ['a'] }]), null, EPS)).toThrow(Refusal);
  });

  it('refuses a harness-failure no-decision in a series (the scorability gate)', () => {
    expect(() =>
      assess(evidenceOf([{ input: 'q', obs: ['a', '!extraction_failed'] }]), null, EPS),
    ).toThrow(/harness failed/);
  });

  it('treats an empty or whitespace-only input as an ordinary input with its own fingerprint', () => {
    const a = assess(
      evidenceOf([
        { input: '', obs: ['a', 'a'] },
        { input: '  ', obs: ['b', 'b'] },
      ]),
      null,
      EPS,
    );
    expect(new Set(a.inputFingerprints).size).toBe(2);
  });

  it('refuses epsilon outside (0, 1)', () => {
    expect(() => assess(evidenceOf(quietSix(26)), null, { epsilon: 0.05 * 20 })).toThrow(Refusal);
  });

  it('is a pure function: the same evidence gives an equal assessment', () => {
    const e = evidenceOf(quietSix(26));
    expect(assess(e, null, EPS)).toEqual(assess(e, null, EPS));
  });
});
