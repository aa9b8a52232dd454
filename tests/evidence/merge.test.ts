import { describe, expect, it } from 'vitest';
import type { Evidence, EvidenceCase } from '../../src/core/assess/model.js';
import { inputFingerprint as fp } from '../../src/core/fingerprint.js';
import { mergeEvidence } from '../../src/evidence/merge.js';
import { buildEvidenceFile } from '../../src/evidence/run-evidence-file.js';
import { refusalOf } from './helpers.js';

function ev(cases: EvidenceCase[], extra: Partial<Evidence> = {}): Evidence {
  return {
    layer: 'verdict',
    isolation: 'fresh-session',
    provenance: {},
    complete: true,
    relations: [],
    cases,
    ...extra,
  };
}

function c(input: string, decisions: string[], extra: Partial<EvidenceCase> = {}): EvidenceCase {
  return {
    input,
    fingerprint: fp(input),
    observations: decisions.map((d) => ({ decision: d })),
    ...extra,
  };
}

const decisionsOf = (e: Evidence): string[][] =>
  e.cases.map((k) => k.observations.map((o) => String(o.decision)));

describe('mergeEvidence', () => {
  it('concatenates observations of the same input in part order, cases in order of first appearance', () => {
    const a = ev([c('q1', ['a', 'b', 'c']), c('q2', ['x', 'x'])]);
    const b = ev([c('q3', ['m', 'm']), c('q1', ['d', 'e'])]);
    const merged = mergeEvidence([
      { evidence: a, name: 'shard-1.json' },
      { evidence: b, name: 'shard-2.json' },
    ]);
    expect(merged.cases.map((k) => k.input)).toEqual(['q1', 'q2', 'q3']);
    // Pairs are formed after the concatenation: (a,b) (c,d) and e is left over.
    expect(decisionsOf(merged)).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['x', 'x'],
      ['m', 'm'],
    ]);
    expect(merged.complete).toBe(true);
    expect(merged).not.toHaveProperty('stopReason');
  });

  it('matches inputs by fingerprint, so a redacted part joins its unredacted twin', () => {
    const redacted: EvidenceCase = { fingerprint: fp('q1'), observations: [{ decision: 'z' }] };
    const merged = mergeEvidence([
      { evidence: ev([redacted]), name: 'a.json' },
      { evidence: ev([c('q1', ['y'])]), name: 'b.json' },
    ]);
    expect(merged.cases).toHaveLength(1);
    expect(merged.cases[0]?.input).toBe('q1');
    expect(decisionsOf(merged)).toEqual([['z', 'y']]);
  });

  it('adds errors and keeps relation results from the part that ran them', () => {
    const rel = {
      name: 'n',
      type: 'invariant' as const,
      followupFingerprint: fp('q'),
      changed: false,
      outcome: 'skipped' as const,
    };
    const catalogue = [{ name: 'n', type: 'invariant' as const }];
    const merged = mergeEvidence([
      {
        evidence: ev([c('q', ['a'], { errors: 1, relations: [rel] })], { relations: catalogue }),
        name: 'a',
      },
      { evidence: ev([c('q', ['a'], { errors: 2 })]), name: 'b' },
      { evidence: ev([c('r', ['a'], { relations: [rel] })], { relations: catalogue }), name: 'c' },
    ]);
    expect(merged.cases[0]?.errors).toBe(3);
    expect(merged.cases[0]?.relations).toEqual([rel]);
    expect(merged.cases[1]?.relations).toEqual([rel]);
    expect(merged.relations).toEqual(catalogue);
  });

  it('refuses the same relation recorded for the same input by two parts, naming both', () => {
    const rel = (name: string) => ({
      name,
      type: 'invariant' as const,
      followupFingerprint: fp('q2'),
      changed: true,
      outcome: 'held' as const,
    });
    const catalogue = [
      { name: 'n', type: 'invariant' as const },
      { name: 'm', type: 'invariant' as const },
    ];
    // Different relations for one input from two parts are fine.
    const ok = mergeEvidence([
      {
        evidence: ev([c('q', ['a'], { relations: [rel('n')] })], { relations: catalogue }),
        name: 'a.json',
      },
      {
        evidence: ev([c('q', ['a'], { relations: [rel('m')] })], { relations: catalogue }),
        name: 'b.json',
      },
    ]);
    expect(ok.cases[0]?.relations?.map((r) => r.name)).toEqual(['n', 'm']);
    const r = refusalOf(() =>
      mergeEvidence([
        {
          evidence: ev([c('q', ['a'], { relations: [rel('n')] })], { relations: catalogue }),
          name: 'a.json',
        },
        {
          evidence: ev([c('q', ['b'], { relations: [rel('n')] })], { relations: catalogue }),
          name: 'b.json',
        },
      ]),
    );
    expect(r.code).toBe('evidence.merge');
    expect(r.where).toBe('b.json: cases[0].relations');
    expect(r.message).toContain("relation 'n' in a.json and in b.json");
  });

  it('is complete only when every part is, keeping each stop reason', () => {
    const merged = mergeEvidence([
      { evidence: ev([c('q', ['a'])]), name: 'a.json' },
      {
        evidence: ev([c('q', ['a'])], { complete: false, stopReason: 'interrupted' }),
        name: 'b.json',
      },
    ]);
    expect(merged.complete).toBe(false);
    expect(merged.stopReason).toBe('b.json: interrupted');
  });

  it('keeps provenance when the parts agree, and each part’s otherwise', () => {
    const same = mergeEvidence([
      { evidence: ev([c('q', ['a'])], { provenance: { m: 1, n: 2 } }), name: 'a' },
      { evidence: ev([c('q', ['a'])], { provenance: { n: 2, m: 1 } }), name: 'b' },
    ]);
    expect(same.provenance).toEqual({ m: 1, n: 2 });
    const different = mergeEvidence([
      { evidence: ev([c('q', ['a'])], { provenance: { m: 1 } }), name: 'a' },
      { evidence: ev([c('q', ['a'])], { provenance: { m: 2 } }), name: 'b' },
    ]);
    expect(different.provenance).toEqual({
      merged: [
        { name: 'a', provenance: { m: 1 } },
        { name: 'b', provenance: { m: 2 } },
      ],
    });
  });

  it('refuses parts on different layers, naming both files', () => {
    const r = refusalOf(() =>
      mergeEvidence([
        { evidence: ev([c('q', ['a'])]), name: 'a.json' },
        { evidence: ev([c('q', ['a'])], { layer: 'text' }), name: 'b.json' },
      ]),
    );
    expect(r.code).toBe('evidence.merge');
    expect(r.message).toBe(
      'cannot merge evidence of different layers: a.json is on the verdict layer, b.json on the text layer',
    );
  });

  it('refuses parts with different isolation, naming both files', () => {
    const r = refusalOf(() =>
      mergeEvidence([
        { evidence: ev([c('q', ['a'])]), name: 'a.json' },
        { evidence: ev([c('r', ['a'])]), name: 'b.json' },
        { evidence: ev([c('q', ['a'])], { isolation: 'shared-session' }), name: 'c.json' },
      ]),
    );
    expect(r.message).toContain('a.json has fresh-session, c.json has shared-session');
  });

  it('refuses a different expected decision for the same input, naming both files and the place', () => {
    const r = refusalOf(() =>
      mergeEvidence([
        { evidence: ev([c('q', ['a'], { expected: 'a' })]), name: 'a.json' },
        { evidence: ev([c('r', ['a']), c('q', ['a'], { expected: 'b' })]), name: 'b.json' },
      ]),
    );
    expect(r.where).toBe('b.json: cases[1].expected');
    expect(r.message).toContain('"a" in a.json, "b" in b.json');
    const missing = refusalOf(() =>
      mergeEvidence([
        { evidence: ev([c('q', ['a'], { expected: 'a' })]), name: 'a.json' },
        { evidence: ev([c('q', ['a'])]), name: 'b.json' },
      ]),
    );
    expect(missing.message).toContain('"a" in a.json, none in b.json');
  });

  it('refuses different relation catalogues, but accepts one part without relations', () => {
    const one = [{ name: 'n', type: 'invariant' as const }];
    const two = [{ name: 'p', type: 'invariant' as const }];
    const r = refusalOf(() =>
      mergeEvidence([
        { evidence: ev([c('q', ['a'])], { relations: one }), name: 'a.json' },
        { evidence: ev([c('q', ['a'])]), name: 'b.json' },
        { evidence: ev([c('q', ['a'])], { relations: two }), name: 'c.json' },
      ]),
    );
    expect(r.message).toContain('a.json ran n (invariant); c.json ran p (invariant)');
  });

  it('refuses parts collected against different suites', () => {
    const meta = {
      tool: { name: 't', version: '1' },
      createdAt: '2026-01-01T00:00:00Z',
      settings: {},
    };
    const e = ev([c('q', ['a'])]);
    const r = refusalOf(() =>
      mergeEvidence([
        {
          evidence: e,
          file: buildEvidenceFile(e, { ...meta, suiteDigest: 'a'.repeat(64) }),
          name: 'a.json',
        },
        {
          evidence: e,
          file: buildEvidenceFile(e, { ...meta, suiteDigest: 'b'.repeat(64) }),
          name: 'b.json',
        },
      ]),
    );
    expect(r.message).toContain('a.json has suite digest aaaaaaaaaaaa, b.json has bbbbbbbbbbbb');
  });

  it('refuses an empty list', () => {
    expect(refusalOf(() => mergeEvidence([])).code).toBe('evidence.merge');
  });
});
