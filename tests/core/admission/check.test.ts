import { describe, expect, it } from 'vitest';
import {
  assess,
  buildBaseline,
  checkBaseline,
  inputFingerprint,
  listFingerprints,
  type Baseline,
  type Evidence,
} from '../../../src/core/index.js';
import { evidenceOf, times, type CaseSpec } from '../../helpers/evidence.js';

const AT = '2026-11-29T12:00:00.000Z';

function cases(over: Partial<Record<string, string>> = {}): CaseSpec[] {
  return ['approve', 'deny', 'review'].map((label) => ({
    input: `${label} me`,
    obs: times(over[label] ?? label, 50),
    expected: label,
  }));
}

function baselineOf(e: Evidence, approved = true): Baseline {
  return buildBaseline({
    assessment: assess(e, null, { epsilon: 0.05 }),
    evidence: e,
    evidenceDigest: 'b'.repeat(64),
    tool: { name: 't', version: '0' },
    createdAt: AT,
    approval: approved ? { how: 'cli-flag', approver: 'r', approvedAt: AT } : null,
  });
}

function check(b: Baseline, e: Evidence, suiteDigest: string | null = null) {
  return checkBaseline(b, assess(e, null, { epsilon: b.epsilon }), e, { suiteDigest });
}

describe('check against a baseline', () => {
  const original = evidenceOf(cases());
  const baseline = baselineOf(original);

  it('is clean on the evidence that admitted it', () => {
    const r = check(baseline, original);
    expect(r).toMatchObject({
      status: 'clean',
      exitCode: 0,
      checked: 3,
      changes: [],
      refusals: [],
    });
    expect(r.isolation.weakened).toBe(false);
  });

  it('names the one fingerprint whose decision changed (exit 1)', () => {
    // 'review me' now answers deny: a deterministic, admissible change of decision.
    const r = check(baseline, evidenceOf(cases({ review: 'deny' })));
    expect(r.status).toBe('drift');
    expect(r.exitCode).toBe(1);
    expect(r.changes).toEqual([
      {
        fingerprint: inputFingerprint('review me'),
        excerpt: 'review me',
        intended: 'review',
        baseline: 'review',
        current: 'deny',
        currentCount: 50,
        currentObservations: 50,
      },
    ]);
  });

  it('refuses a candidate (approval null) before anything else', () => {
    const r = check(baselineOf(original, false), original);
    expect(r.status).toBe('refused');
    expect(r.exitCode).toBe(2);
    expect(r.refusals.map((x) => x.code)).toEqual(['check.candidate']);
  });

  it('re-admits the current evidence first: too few pairs cannot support a comparison', () => {
    const thin = evidenceOf(cases().map((c) => ({ ...c, obs: c.obs.slice(0, 12) })));
    const r = check(baseline, thin);
    expect(r.status).toBe('refused');
    expect(r.refusals.map((x) => x.code)).toEqual(['check.readmission']);
    expect(r.refusals[0]?.admission?.map((a) => a.code)).toEqual([
      'admission.pooled-not-deterministic',
    ]);
  });

  it('calls a route that now flips drift (exit 1), not a refusal, with the numbers', () => {
    const flips = cases().map((c) =>
      c.expected === 'deny' ? { ...c, obs: c.obs.map((l, i) => (i % 2 ? 'review' : l)) } : c,
    );
    const r = check(baseline, evidenceOf(flips));
    expect(r).toMatchObject({ status: 'drift', exitCode: 1, refusals: [], changes: [] });
    expect(r.instability?.admitted).toEqual({
      pairs: 75,
      flips: 0,
      ciHigh: baseline.admission.ciHigh,
    });
    expect(r.instability?.routes.map((x) => [x.decision, x.flips, x.pairs])).toEqual([
      ['deny', 25, 25],
    ]);
    expect(r.instability?.pooled).toMatchObject({ flips: 25, pairs: 75, call: 'stochastic' });
    expect(r.instability?.reason).toMatch(/now route deny flipped on 25 of 25 pairs/);
  });

  it('a route that now flips, on evidence refused for another reason, is named in the refusal', () => {
    const flips = cases().map((c) =>
      c.expected === 'deny' ? { ...c, obs: c.obs.map((l, i) => (i % 2 ? 'review' : l)) } : c,
    );
    const moved = flips.map((c) => (c.expected === 'review' ? { ...c, input: 'new me' } : c));
    const r = check(baseline, evidenceOf(moved));
    expect(r).toMatchObject({ status: 'refused', exitCode: 2, instability: null });
    expect(r.refusals.map((x) => x.code)).toEqual(['check.inputs', 'check.readmission']);
    expect(r.refusals[1]?.reason).toMatch(/now flip: .*route deny flipped on 25 of 25 pairs/);
  });

  it('a pooled figure that only straddles the tolerance is too small to decide (exit 2)', () => {
    // One flip in 75 pairs: undecided at 5%, not shown stochastic.
    const one = cases().map((c) =>
      c.expected === 'deny' ? { ...c, obs: ['deny', 'review', ...c.obs.slice(2)] } : c,
    );
    const r = check(baseline, evidenceOf(one));
    expect(r.status).toBe('refused');
    expect(r.instability).toBeNull();
    expect(r.refusals[0]).toMatchObject({ code: 'check.readmission' });
    expect(r.refusals[0]?.pairsMissing).toBeGreaterThan(0);
    expect(r.refusals[0]?.reason).toMatch(/too small to show whether the decisions still repeat/);
  });

  it('refuses a different input set, listing the missing and the new fingerprints', () => {
    const other = evidenceOf([
      ...cases().slice(0, 2),
      { input: 'escalate me', obs: times('escalate', 50), expected: 'review' },
    ]);
    const r = check(baseline, other);
    expect(r.status).toBe('refused');
    const refusal = r.refusals.find((x) => x.code === 'check.inputs');
    expect(refusal?.missing).toEqual([inputFingerprint('review me')]);
    expect(refusal?.added).toEqual([inputFingerprint('escalate me')]);
    expect(refusal?.reason).toContain(inputFingerprint('review me').slice(0, 12));
    expect(refusal?.reason).toContain(inputFingerprint('escalate me').slice(0, 12));
    expect(r.changes).toEqual([]);
  });

  it('refuses a changed intended route', () => {
    const moved = evidenceOf(
      cases().map((c) => (c.expected === 'review' ? { ...c, expected: 'triage' } : c)),
    );
    expect(check(baseline, moved).refusals.map((x) => x.code)).toEqual(['check.intended']);
  });

  it('refuses another layer, tolerance or suite', () => {
    const e = original;
    const a = assess(e, null, { epsilon: 0.1 });
    expect(checkBaseline(baseline, a, e).refusals.map((x) => x.code)).toContain('check.epsilon');
    expect(check(baseline, e, 'd'.repeat(64)).refusals.map((x) => x.code)).toEqual(['check.suite']);
    const tools = evidenceOf(
      cases().map((c) => ({ ...c, obs: Array.from({ length: 50 }, () => ({ tools: [c.input] })) })),
      { layer: 'tools' },
    );
    expect(check(baseline, tools).refusals.map((x) => x.code)).toContain('check.layer');
  });

  it('reports weaker isolation but stays clean', () => {
    const r = check(baseline, evidenceOf(cases(), { isolation: 'unknown' }));
    expect(r.status).toBe('clean');
    expect(r.isolation).toEqual({ baseline: 'fresh-session', current: 'unknown', weakened: true });
    expect(
      check(baseline, evidenceOf(cases(), { isolation: 'fresh-instance' })).isolation.weakened,
    ).toBe(false);
  });

  it('lists the first ten fingerprints, then a count', () => {
    const prints = Array.from({ length: 13 }, (_, i) => i.toString(16).padStart(64, '0'));
    const text = listFingerprints(prints);
    expect(text.split(', ')).toHaveLength(10);
    expect(text).toMatch(/and 3 more$/);
  });
});
