import { describe, expect, it } from 'vitest';
import {
  ADMISSION_CODES,
  ADMISSION_RULES,
  admit,
  assess,
  parseSuite,
  precheckSnapshot,
  underpoweredMessage,
  type Assessment,
  type Evidence,
} from '../../../src/core/index.js';
import { evidenceOf, times } from '../../helpers/evidence.js';

/** Two inputs, 73 quiet pairs each: pooled 0/146 is deterministic at 5%. */
function good(options: Parameters<typeof evidenceOf>[1] = {}): Evidence {
  return evidenceOf(
    [
      { input: 'approve me', obs: times('approve', 146), expected: 'approve' },
      { input: 'deny me', obs: times('deny', 146), expected: 'deny' },
    ],
    options,
  );
}

function codes(a: Assessment, e: Evidence, approved = true, requestedInputs?: number): string[] {
  return admit(a, e, {
    approved,
    ...(requestedInputs !== undefined ? { requestedInputs } : {}),
  }).refusals.map((r) => r.code);
}

const approveDeny = (extra: Record<string, unknown> = {}) =>
  parseSuite({
    schema: 'agentverity.decision-suite/v1',
    cases: [
      { input: 'approve me', expected: 'approve' },
      { input: 'deny me', expected: 'deny' },
    ],
    contract: { allowed: ['approve', 'deny'], ...extra },
  });

describe('admission rules as data', () => {
  it('lists every code once, in the reference order, approval last', () => {
    expect(ADMISSION_RULES.map((r) => r.code)).toEqual([...ADMISSION_CODES]);
    expect(ADMISSION_RULES.filter((r) => r.approval).map((r) => r.code)).toEqual([
      'admission.not-approved',
    ]);
    for (const rule of ADMISSION_RULES) expect(rule.requirement.length).toBeGreaterThan(10);
  });

  it('admits complete, deterministic, spread, isolated, approved evidence', () => {
    const e = good();
    const a = assess(e, null, { epsilon: 0.05 });
    expect(admit(a, e, { approved: true })).toEqual({
      admitted: true,
      supported: true,
      refusals: [],
    });
  });
});

// Each case fails exactly one rule, so without that rule the evidence would be admitted.
describe('every rule refuses something the others would admit', () => {
  it('admission.suite-not-applied: judged without the suite it was collected against', () => {
    const e = good();
    const digest = 'cd'.repeat(32);
    const a = assess(e, null, { epsilon: 0.05, suiteNotApplied: digest });
    expect(a.suiteNotApplied).toBe(digest);
    expect(codes(a, e)).toEqual(['admission.suite-not-applied']);
    const refusal = admit(a, e, { approved: true }).refusals[0];
    expect(refusal?.reason).toMatch(/^CONTRACT NOT APPLIED/);
    expect(refusal?.reason).toContain(digest);
    expect(admit(a, e, { approved: false }).supported).toBe(false);
  });

  it('admission.incomplete: collection stopped early', () => {
    const e = good({ complete: false, stopReason: 'budget reached' });
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.incomplete']);
    expect(admit(a, e, { approved: true }).refusals[0]?.reason).toMatch(/budget reached/);
  });

  it('admission.incomplete: a failed call', () => {
    const e = evidenceOf([
      { input: 'approve me', obs: [...times('approve', 146), 'x:timeout'] },
      { input: 'deny me', obs: times('deny', 146) },
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.incomplete']);
    expect(admit(a, e, { approved: true }).refusals[0]?.reason).toMatch(/1 of 293 calls failed/);
  });

  it('admission.meter-off', () => {
    const e = good();
    const a = { ...assess(e, null, { epsilon: 0.05 }), meter: null };
    expect(codes(a, e)).toEqual(['admission.meter-off']);
  });

  it('admission.route-stochastic: a route flips although the pooled call is deterministic', () => {
    const e = evidenceOf([
      { input: 'approve me', obs: times('approve', 2000) },
      {
        input: 'deny me',
        obs: [
          ...Array.from({ length: 10 }, (_, i) => (i % 2 ? 'approve' : 'deny')),
          ...times('deny', 10),
        ],
      },
    ]);
    const a = assess(e, approveDeny(), { epsilon: 0.05 });
    expect(a.meter?.call).toBe('deterministic');
    expect(codes(a, e)).toEqual(['admission.route-stochastic']);
    expect(admit(a, e, { approved: true }).refusals[0]?.reason).toMatch(
      /deny \(5\/10 pairs flipped\)/,
    );
  });

  it('admission.targeted-undecided: a targeted route has too few pairs', () => {
    const e = evidenceOf([
      { input: 'approve me', obs: times('approve', 2000) },
      { input: 'deny me', obs: times('deny', 20) },
    ]);
    const untargeted = assess(e, approveDeny(), { epsilon: 0.05 });
    expect(codes(untargeted, e)).toEqual([]);
    const a = assess(e, approveDeny({ stability_targets: { deny: 0.05 } }), { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.targeted-undecided']);
    expect(admit(a, e, { approved: true }).refusals[0]?.reason).toMatch(
      /deny \(0\/10 pairs flipped; 63 more agreeing pairs needed at 5%\)/,
    );
  });

  it('admission.targeted-undecided after a flip: the pairs needed at the observed rate', () => {
    const deny = [...times('deny', 19), 'approve', ...times('deny', 20)];
    const e = evidenceOf([
      { input: 'approve me', obs: times('approve', 2000) },
      { input: 'deny me', obs: deny },
    ]);
    const a = assess(e, approveDeny({ stability_targets: { deny: 0.2 } }), { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.targeted-undecided']);
    expect(admit(a, e, { approved: true }).refusals[0]?.reason).toMatch(
      /deny \(1\/20 pairs flipped; at that rate about \d+ more pairs needed at 20%\)/,
    );
  });

  it('admission.pooled-not-deterministic: 36 quiet pairs bound the rate only at 9.6%', () => {
    const e = evidenceOf([
      { input: 'approve me', obs: times('approve', 36) },
      { input: 'deny me', obs: times('deny', 36) },
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    expect(a.meter?.pairs).toBe(36);
    expect(a.meter?.ciHigh).toBeCloseTo(0.09642, 5);
    expect(codes(a, e)).toEqual(['admission.pooled-not-deterministic']);
    const reason = admit(a, e, { approved: true }).refusals[0]?.reason;
    expect(reason).toMatch(/about 73 disjoint pairs are needed/);
    expect(reason).toMatch(/at least 74 repeats per input \(about 148 calls for 2 inputs\)/);
  });

  it('admission.meter-inputs', () => {
    const e = good();
    const base = assess(e, null, { epsilon: 0.05 });
    const a = { ...base, meter: { ...base.meter!, inputs: 1 } };
    expect(codes(a, e)).toEqual(['admission.meter-inputs']);
  });

  it('admission.contract: a required decision is never reached', () => {
    const e = good();
    const suite = approveDeny({ allowed: ['approve', 'deny', 'review'] });
    const a = assess(e, suite, { epsilon: 0.05 });
    expect(a.contract?.satisfied).toBe(false);
    expect(codes(a, e)).toEqual(['admission.contract']);
  });

  it('admission.blindness-off', () => {
    const e = good();
    const a = { ...assess(e, null, { epsilon: 0.05 }), blindness: null };
    expect(codes(a, e)).toEqual(['admission.blindness-off']);
  });

  it('admission.blindness-inputs', () => {
    const e = good();
    const base = assess(e, null, { epsilon: 0.05 });
    const a = { ...base, blindness: { ...base.blindness!, inputs: 1 } };
    expect(codes(a, e)).toEqual(['admission.blindness-inputs']);
  });

  it('admission.blind: every probe gives the same decision', () => {
    const e = evidenceOf([
      { input: 'approve me', obs: times('approve', 146) },
      { input: 'approve this too', obs: times('approve', 146) },
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.blind']);
    expect(admit(a, e, { approved: true }).refusals[0]?.reason).toMatch(
      /"approve" is the answer for 100% of 2 inputs/,
    );
  });

  it('admission.missing-observation: an input without a completed call', () => {
    const okay = good();
    const a = assess(okay, null, { epsilon: 0.05 });
    const e = {
      ...okay,
      cases: [...okay.cases, { fingerprint: 'f'.repeat(64), observations: [{ error: 'boom' }] }],
    };
    expect(codes(a, e, true, 2)).toEqual(['admission.missing-observation']);
  });

  it('admission.duplicate-inputs', () => {
    const e = evidenceOf([
      { input: 'approve me', obs: times('approve', 146) },
      { input: 'deny me', obs: times('deny', 146) },
      { input: 'approve me', obs: times('approve', 146) },
    ]);
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.duplicate-inputs']);
  });

  it('admission.shared-session', () => {
    const e = good({ isolation: 'shared-session' });
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e)).toEqual(['admission.shared-session']);
  });

  it('unknown isolation may admit (the caveat travels)', () => {
    const e = good({ isolation: 'unknown' });
    expect(codes(assess(e, null, { epsilon: 0.05 }), e)).toEqual([]);
  });

  it('admission.not-approved: supported but not admitted', () => {
    const e = good();
    const a = assess(e, null, { epsilon: 0.05 });
    const result = admit(a, e, { approved: false });
    expect(result).toMatchObject({ admitted: false, supported: true });
    expect(result.refusals.map((r) => r.code)).toEqual(['admission.not-approved']);
    expect(result.refusals[0]?.reason).toMatch(/not the same as the decision being right/);
  });
});

describe('admit returns every failing rule, in order', () => {
  it('lists incomplete, stochastic, blind, shared-session and approval together', () => {
    const e = evidenceOf(
      [
        {
          input: 'a',
          obs: [...Array.from({ length: 40 }, (_, i) => (i % 2 ? 'x' : 'y')), 'x:err'],
        },
        { input: 'b', obs: times('y', 40) },
        { input: 'c', obs: times('y', 40) },
      ],
      { isolation: 'shared-session' },
    );
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e, false)).toEqual([
      'admission.incomplete',
      'admission.pooled-not-deterministic',
      'admission.blind',
      'admission.shared-session',
      'admission.not-approved',
    ]);
    const reason = admit(a, e, { approved: false }).refusals[1]?.reason;
    expect(reason).toMatch(/20 of 60 disjoint pairs disagreed/);
  });
});

describe('the underpowered message', () => {
  it('names the flips when the call is stochastic', () => {
    expect(
      underpoweredMessage({ flips: 8, pairs: 13, inputs: 1, call: 'stochastic', epsilon: 0.05 }),
    ).toMatch(/8 of 13 disjoint pairs disagreed/);
  });

  it('says more pairs cannot help when the observed rate reaches the tolerance', () => {
    const m = underpoweredMessage({
      flips: 1,
      pairs: 10,
      inputs: 2,
      call: 'undecided',
      epsilon: 0.05,
    });
    expect(m).toMatch(/more repeats will not help/);
    expect(m).toMatch(/a tolerance of 25% would need about \d+ pairs/);
  });

  it('converts the pairs needed at the observed rate into repeats per input', () => {
    // 1 flip in 32 pairs at 10%: pairs needed at that rate is 69 (round-half-even matters).
    const m = underpoweredMessage({
      flips: 1,
      pairs: 32,
      inputs: 4,
      call: 'undecided',
      epsilon: 0.1,
    });
    expect(m).toMatch(
      /about 69 disjoint pairs are needed: collect at least 36 repeats per input \(about 144 calls for 4 inputs\)/,
    );
  });
});

describe('the pre-check (before any call)', () => {
  it('without a k, checks the k a run would plan (the library call), never refusing the missing k', () => {
    // Planned from 5% alone, 6 inputs get k = 26: 78 pairs, enough for the 73 needed.
    expect(precheckSnapshot(6, null, 0.05)).toBeNull();
    expect(precheckSnapshot(6, undefined, 0.05)).toBeNull();
    // A budget of 120 calls caps k at 20: 60 pairs.
    const r = precheckSnapshot(6, null, 0.05, { budget: 120 });
    expect(r).toMatchObject({ setting: 'budget', data: { suggestedK: 26, calls: 156 } });
    expect(r?.reason).toMatch(
      /a budget of 120 calls allows 20 repeats of 6 inputs: 60 disjoint pairs/,
    );
    expect(r?.reason).not.toMatch(/null|undefined/);
    expect(precheckSnapshot(6, null, 1e-12)?.setting).toBe('epsilon');
  });

  it('refuses 6 inputs at k=24 (72 pairs < 73) and suggests k=26', () => {
    const r = precheckSnapshot(6, 24, 0.05);
    expect(r?.code).toBe('admission.infeasible');
    expect(r?.reason).toMatch(/72 disjoint pairs/);
    expect(r?.reason).toMatch(/raise k to 26 or more \(about 156 calls\)/);
    expect(r?.reason).not.toMatch(/--[a-z]/);
    expect(r?.setting).toBe('k');
    expect(r?.data).toEqual({ suggestedK: 26, calls: 156 });
    expect(precheckSnapshot(6, 26, 0.05)).toBeNull();
  });

  it('names the tolerance when no practical number of pairs certifies it', () => {
    const r = precheckSnapshot(6, 24, 1e-12);
    expect(r).toMatchObject({
      code: 'admission.infeasible',
      setting: 'epsilon',
      data: { suggestedK: null, calls: null },
    });
    expect(r?.reason).toMatch(/choose a larger tolerance$/);
  });
});

describe('admission.cached-replays: a baseline is never admitted on rows served from the cache', () => {
  const withCached = (e: Evidence, n: number): Evidence => ({
    ...e,
    provenance: { ...e.provenance, cached_replays: n },
  });

  it('admits when the fresh calls alone meet every rule (the cached ones never counted)', () => {
    const e = withCached(good(), 40);
    const a = assess(e, null, { epsilon: 0.05 });
    expect(codes(a, e)).toEqual([]);
  });

  it('refuses, naming the cache and the rules the fresh calls miss, when they do not', () => {
    // 3 fresh pairs per input: too few to call the decisions deterministic.
    const e = withCached(
      evidenceOf([
        { input: 'approve me', obs: times('approve', 6), expected: 'approve' },
        { input: 'deny me', obs: times('deny', 6), expected: 'deny' },
      ]),
      12,
    );
    const a = assess(e, null, { epsilon: 0.05 });
    const admission = admit(a, e, { approved: true });
    const cached = admission.refusals.find((r) => r.code === 'admission.cached-replays');
    expect(admission.admitted).toBe(false);
    expect(cached?.reason).toMatch(
      /^12 rows served from the evaluation tool's cache were left out/,
    );
    expect(cached?.reason).toMatch(/admission\.pooled-not-deterministic/);
    // The same evidence without cached rows is refused too, but not for the cache.
    const plain = { ...e, provenance: {} };
    expect(codes(assess(plain, null, { epsilon: 0.05 }), plain)).not.toContain(
      'admission.cached-replays',
    );
  });
});
