import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/index.js';
import type { Evidence } from '../../src/core/assess/model.js';
import {
  buildEvidenceFile,
  digestOfEvidence,
  evidenceDigest,
  mergeEvidence,
  parseEvidenceFile,
  serialiseEvidenceFile,
} from '../../src/evidence/index.js';
import { evidenceOf, times } from '../helpers/evidence.js';

const META = {
  tool: { name: 'agentverity-action', version: 'test' },
  createdAt: '2026-01-01T00:00:00Z',
  settings: { k: 4 },
};

function withSources(): Evidence {
  const base = evidenceOf([
    { input: 'alpha', obs: times('approve', 4) },
    { input: 'beta', obs: times('deny', 4) },
    { input: 'gamma', obs: times('deny', 4) },
  ]);
  // Independent first draws say "approve" for every input, unlike the repeats.
  return {
    ...base,
    cases: base.cases.map((c) => ({ ...c, source: { decision: 'approve', text: 'approve' } })),
  };
}

describe('independent first draws (collected without call reuse)', () => {
  it('are what blindness and the call count read, not the first repeat', () => {
    const a = assess(withSources(), null, { epsilon: 0.3, blindnessThreshold: 0.9 });
    expect(a.blindness?.blind).toBe(true);
    expect(a.calls).toEqual({ total: 15, meter: 12, sources: 3, relations: 0 });
    const without = assess(
      { ...withSources(), cases: withSources().cases.map(({ source: _s, ...c }) => c) },
      null,
      { epsilon: 0.3 },
    );
    expect(without.blindness?.blind).toBe(false);
  });

  it('make the evidence incomplete when the draw failed', () => {
    const e = withSources();
    const broken = {
      ...e,
      cases: e.cases.map((c, i) => (i === 0 ? { ...c, source: { error: 'timeout' } } : c)),
    };
    const a = assess(broken, null, { epsilon: 0.3 });
    expect(a.status).toBe('incomplete');
    expect(a.errors[0]).toMatchObject({ phase: 'source', message: 'timeout' });
  });

  it('round-trip through our file, and the streamed digest equals the file digest', () => {
    const e = withSources();
    const file = buildEvidenceFile(e, META);
    const back = parseEvidenceFile(JSON.parse(serialiseEvidenceFile(file)));
    expect(back.evidence.cases.map((c) => c.source)).toEqual(e.cases.map((c) => c.source));
    expect(digestOfEvidence(e, META.settings)).toBe(evidenceDigest(file));
  });

  it('merge from one part only', () => {
    const e = withSources();
    expect(() =>
      mergeEvidence([
        { evidence: e, name: 'a.json' },
        { evidence: e, name: 'b.json' },
      ]),
    ).toThrow(/independent first draw in a.json and in b.json/);
  });
});

describe('sequential records', () => {
  // Two inputs, rounds of one pair each: a flip in round 1 on input 1 only.
  function sequential(call: 'deterministic' | 'stochastic' | 'undecided', pairs: number): Evidence {
    const base = evidenceOf([
      { input: 'alpha', obs: ['a', 'b', 'a', 'a'] },
      { input: 'beta', obs: ['c', 'c', 'c', 'c'] },
    ]);
    return {
      ...base,
      sequential: {
        rule: 'declared-checkpoint',
        epsilon: 0.05,
        alpha: 0.05,
        looks: 4,
        budget: 4,
        inputs: 2,
        checkpoints: [2, 4],
        call,
        pairs,
      },
    };
  }

  it('give the call of the declared checkpoints at the plan tolerance, with decidedBy', () => {
    // With budget 4 no flip count can certify 5%, so the run ends undecided at 4 pairs.
    const a = assess(sequential('undecided', 4), null, { epsilon: 0.05 });
    expect(a.meter?.decidedBy).toEqual({ rule: 'declared-checkpoint', pairs: 4 });
    expect(a.meter?.call).toBe('undecided');
  });

  it('are refused when the record disagrees with the recorded pairs', () => {
    expect(() => assess(sequential('deterministic', 4), null, { epsilon: 0.05 })).toThrow(
      /edited or damaged/,
    );
  });

  it('do not apply at another tolerance, and say so', () => {
    const a = assess(sequential('deterministic', 4), null, { epsilon: 0.1 });
    expect(a.meter?.decidedBy).toBeUndefined();
    expect(a.caveats.join(' ')).toMatch(/collected sequentially for a 0.05 tolerance/);
  });

  it('round-trip through our file, are covered by the digest, and are never merged', () => {
    const e = sequential('undecided', 4);
    const file = buildEvidenceFile(e, META);
    const back = parseEvidenceFile(JSON.parse(serialiseEvidenceFile(file)));
    expect(back.evidence.sequential).toEqual(e.sequential);
    expect(digestOfEvidence(e, META.settings)).toBe(evidenceDigest(file));
    const { sequential: _drop, ...plain } = e;
    expect(evidenceDigest(buildEvidenceFile(plain, META))).not.toBe(evidenceDigest(file));
    expect(() =>
      mergeEvidence([
        { evidence: e, name: 'seq.json' },
        { evidence: plain, name: 'more.json' },
      ]),
    ).toThrow(/collected sequentially/);
  });
});
