// evidence@2: a decision table per case. Written and read back it is the same
// evidence as evidence@1, with the same evidence digest; what its schema cannot
// say (an index outside the table, a duration list of another length) is refused.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/assess/model.js';
import {
  chooseEvidenceFormat,
  digestOfEvidence,
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  EVIDENCE_V2_JSON_SCHEMA,
  evidenceFromJson,
  parseEvidenceFile,
  streamEvidenceFile,
  TABLES_FROM_OBSERVATIONS,
  type EvidenceFileMeta,
} from '../../src/evidence/index.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import { refusalOf } from './helpers.js';
import { SAMPLE } from './sample.js';

const META: EvidenceFileMeta = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-07-28T14:32:43Z',
  settings: { k: 4 },
};

function written(evidence: Evidence, format: typeof EVIDENCE_FORMAT | typeof EVIDENCE_FORMAT_V2) {
  const s = streamEvidenceFile(evidence, META, format);
  const text = [...s.chunks].join('');
  return { text, digest: s.digest(), value: JSON.parse(text) as Record<string, unknown> };
}

const stable: Evidence = {
  ...SAMPLE,
  complete: true,
  cases: [
    {
      input: 'Refund my order',
      fingerprint: inputFingerprint('Refund my order'),
      observations: Array.from({ length: 38 }, (_, k) =>
        k === 7
          ? { decision: 'billing', text: 'Billing it is' }
          : { decision: 'refund', text: 'A long answer' },
      ),
    },
  ],
};

describe('evidence@2 (decision tables)', () => {
  it('stores each distinct answer once and the series as indices', () => {
    const { value } = written(stable, EVIDENCE_FORMAT_V2);
    expect(value['schema']).toBe(EVIDENCE_FORMAT_V2);
    const c = (value['cases'] as Record<string, unknown>[])[0]!;
    expect(c['outcomes']).toEqual([
      { decision: 'refund', text: 'A long answer' },
      { decision: 'billing', text: 'Billing it is' },
    ]);
    expect(c['observations']).toEqual(Array.from({ length: 38 }, (_, k) => (k === 7 ? 1 : 0)));
    expect(c).not.toHaveProperty('ms');
  });

  it.each([
    ['the sample (errors, no-decisions, ms, relations, sources)', SAMPLE],
    ['a stable series', stable],
  ])('reads back as the same evidence as evidence@1, same digest: %s', (_name, evidence) => {
    const v1 = written(evidence, EVIDENCE_FORMAT);
    const v2 = written(evidence, EVIDENCE_FORMAT_V2);
    expect(v2.digest).toBe(v1.digest);
    expect(v2.text.length).toBeLessThanOrEqual(v1.text.length + 200);
    const a = parseEvidenceFile(v1.value);
    const b = parseEvidenceFile(v2.value);
    expect(b.evidence).toEqual(a.evidence);
    expect(digestOfEvidence(b.evidence, b.file.settings)).toBe(v1.digest);
    // A series of identical answers reads as one shared object.
    const obs = b.evidence.cases[0]!.observations;
    if (evidence === stable) expect(obs[0]).toBe(obs[1]);
  });

  it('keeps durations, and null for an observation without one', () => {
    const timed: Evidence = {
      ...stable,
      cases: [
        {
          ...stable.cases[0]!,
          observations: [{ decision: 'a' }, { decision: 'a', ms: 12.5 }, { decision: 'a', ms: 0 }],
        },
      ],
    };
    const { value, digest } = written(timed, EVIDENCE_FORMAT_V2);
    const c = (value['cases'] as Record<string, unknown>[])[0]!;
    expect(c['outcomes']).toEqual([{ decision: 'a' }]);
    expect(c['ms']).toEqual([null, 12.5, 0]);
    const read = parseEvidenceFile(value);
    expect(read.evidence.cases[0]!.observations).toEqual(timed.cases[0]!.observations);
    expect(written(timed, EVIDENCE_FORMAT).digest).toBe(digest);
  });

  it('refuses an index outside the table and a duration list of another length', () => {
    const { value } = written(stable, EVIDENCE_FORMAT_V2);
    const c = (value['cases'] as Record<string, unknown>[])[0]!;
    (c['observations'] as number[])[3] = 2;
    c['ms'] = [1, 2];
    const r = refusalOf(() => parseEvidenceFile(value, 'big.json'));
    expect(r.code).toBe('evidence.invalid');
    expect(r.message).toContain('cases[0].observations[3]');
    expect(r.message).toContain("expected an index into the case's 2 outcomes (0 to 1), found 2");
    expect(r.message).toContain('cases[0].ms');
    expect(r.message).toContain('expected one duration (or null) per observation, 38, found 2');
  });

  it('validates with its own schema (a v1 series is not a v2 one)', () => {
    const { value } = written(stable, EVIDENCE_FORMAT);
    value['schema'] = EVIDENCE_FORMAT_V2;
    const r = refusalOf(() => evidenceFromJson(value, 'mixed.json'));
    expect(r.code).toBe('evidence.invalid');
    expect(r.message).toContain('outcomes');
  });

  it('is chosen from TABLES_FROM_OBSERVATIONS recorded observations on', () => {
    const many = (n: number): Evidence => ({
      ...stable,
      cases: [
        { ...stable.cases[0]!, observations: Array.from({ length: n }, () => ({ decision: 'a' })) },
      ],
    });
    expect(chooseEvidenceFormat(many(TABLES_FROM_OBSERVATIONS - 1))).toBe(EVIDENCE_FORMAT);
    expect(chooseEvidenceFormat(many(TABLES_FROM_OBSERVATIONS))).toBe(EVIDENCE_FORMAT_V2);
  });

  it('is published as schemas/evidence-v2.schema.json', () => {
    const path = fileURLToPath(new URL('../../schemas/evidence-v2.schema.json', import.meta.url));
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(EVIDENCE_V2_JSON_SCHEMA)),
    );
  });
});

describe('docs/evidence-format.md', () => {
  it('names both versions, their schemas and the size from which @2 is written', () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../docs/evidence-format.md', import.meta.url)),
      'utf8',
    );
    for (const s of [
      EVIDENCE_FORMAT,
      EVIDENCE_FORMAT_V2,
      'schemas/evidence.schema.json',
      'schemas/evidence-v2.schema.json',
      TABLES_FROM_OBSERVATIONS.toLocaleString('en'),
      '`outcomes`',
      '`ms`',
    ]) {
      expect(doc).toContain(s);
    }
  });
});
