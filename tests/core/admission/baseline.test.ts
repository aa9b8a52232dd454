import { describe, expect, it } from 'vitest';
import {
  AdmissionRefused,
  approvedDecision,
  approveCandidate,
  assess,
  baselineDecisionOfKey,
  buildBaseline,
  inputFingerprint,
  keyOfBaselineDecision,
  type Approval,
  type Evidence,
} from '../../../src/core/index.js';
import { evidenceOf, times } from '../../helpers/evidence.js';

const TOOL = { name: 'agentverity-action', version: '0.0.0-test' };
const AT = '2026-11-29T12:00:00.000Z';
const APPROVAL: Approval = { how: 'cli-flag', approver: 'reviewer', approvedAt: AT };
const DIGEST = 'a'.repeat(64);

function stable(): Evidence {
  return evidenceOf([
    { input: 'approve me', obs: times('approve', 146), expected: 'approve' },
    { input: 'deny me', obs: [...times('deny', 145), 'approve'], expected: 'deny' },
  ]);
}

function build(e: Evidence, approval: Approval | null = APPROVAL) {
  return buildBaseline({
    assessment: assess(e, null, { epsilon: 0.05 }),
    evidence: e,
    evidenceDigest: DIGEST,
    tool: TOOL,
    createdAt: AT,
    approval,
  });
}

describe('the approved decision per input', () => {
  it('is the most common decision with its count, failed calls left out', () => {
    const [c] = evidenceOf([{ input: 'q', obs: ['b', 'a', 'a', 'x:timeout', 'b', 'a'] }]).cases;
    expect(approvedDecision(c!, 'verdict')).toEqual({ key: 'd:a', count: 3, observations: 5 });
  });

  it('breaks a tie by the first seen, not the last', () => {
    const [c] = evidenceOf([{ input: 'q', obs: ['b', 'a', 'a', 'b'] }]).cases;
    expect(approvedDecision(c!, 'verdict')?.key).toBe('d:b');
  });

  it('is null when no call completed', () => {
    const [c] = evidenceOf([{ input: 'q', obs: ['x:a', 'x:b'] }]).cases;
    expect(approvedDecision(c!, 'verdict')).toBeNull();
  });

  it('stores labels, empty answers, declared no-decisions and tool paths, and reads them back', () => {
    for (const key of ['d:approve', 'e:', 'n:refused', 't:["search","refund"]', 't:[]']) {
      expect(keyOfBaselineDecision(baselineDecisionOfKey(key))).toBe(key);
    }
    expect(baselineDecisionOfKey('n:refused')).toEqual({ noDecision: 'refused' });
    expect(baselineDecisionOfKey('t:["a"]')).toEqual({ tools: ['a'] });
    expect(baselineDecisionOfKey('e:')).toBe('');
  });
});

describe('buildBaseline', () => {
  it('writes fingerprints, decisions with counts, tolerance, isolation, digest and approval', () => {
    const b = build(stable());
    expect(b).toMatchObject({
      schema: 'agentverity-action/baseline@1',
      tool: TOOL,
      createdAt: AT,
      layer: 'verdict',
      epsilon: 0.05,
      blindnessThreshold: 0.9,
      isolation: 'fresh-session',
      evidenceDigest: DIGEST,
      suite: null,
      approval: APPROVAL,
    });
    expect(b.entries).toEqual([
      {
        fingerprint: inputFingerprint('approve me'),
        intended: 'approve',
        decision: 'approve',
        count: 146,
        observations: 146,
      },
      {
        fingerprint: inputFingerprint('deny me'),
        intended: 'deny',
        decision: 'deny',
        count: 145,
        observations: 146,
      },
    ]);
    expect(b.admission).toMatchObject({ inputs: 2, pairs: 146, flips: 1, call: 'deterministic' });
    expect(b.admission.ciHigh).toBeLessThan(0.05);
    expect(b.admission.routes.map((r) => r.decision)).toEqual(['approve', 'deny']);
  });

  it('keeps no raw input text', () => {
    expect(JSON.stringify(build(stable()))).not.toContain('approve me');
  });

  it('writes a candidate (approval null) when only approval is missing, and approves it later', () => {
    const candidate = build(stable(), null);
    expect(candidate.approval).toBeNull();
    const label: Approval = {
      how: 'pr-label',
      approver: 'octocat',
      approvedAt: AT,
      label: 'agentverity:approve-baseline',
      role: 'maintain',
      headSha: 'c'.repeat(40),
      pullRequest: 12,
      repository: 'acme/router',
    };
    expect(approveCandidate(candidate, label).approval).toEqual(label);
    expect(() => approveCandidate(build(stable()), label)).toThrow(/already approved/);
  });

  it('refuses unsupported evidence with every reason, even for a candidate', () => {
    const e = evidenceOf(
      [
        { input: 'a', obs: times('y', 36) },
        { input: 'b', obs: times('y', 36) },
      ],
      { isolation: 'shared-session' },
    );
    let caught: unknown;
    try {
      build(e, null);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AdmissionRefused);
    const refused = caught as AdmissionRefused;
    expect(refused.code).toBe('admission.refused');
    expect(refused.admission.refusals.map((r) => r.code)).toEqual([
      'admission.pooled-not-deterministic',
      'admission.blind',
      'admission.shared-session',
      'admission.not-approved',
    ]);
    expect(refused.message).toMatch(/4 reasons/);
  });

  it('admits a tools-layer baseline and stores tool paths', () => {
    const tools = (t: string[]) => Array.from({ length: 146 }, () => ({ tools: t }));
    const e = evidenceOf(
      [
        { input: 'q1', obs: tools(['search', 'refund']) },
        { input: 'q2', obs: tools(['lookup']) },
      ],
      { layer: 'tools' },
    );
    const b = buildBaseline({
      assessment: assess(e, null, { epsilon: 0.05 }),
      evidence: e,
      evidenceDigest: DIGEST,
      tool: TOOL,
      createdAt: AT,
      approval: APPROVAL,
    });
    expect(b.entries.map((x) => x.decision)).toEqual([
      { tools: ['search', 'refund'] },
      { tools: ['lookup'] },
    ]);
  });
});
