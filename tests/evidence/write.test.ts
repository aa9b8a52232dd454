// The streamed evidence writer: the same bytes as the whole-file serialiser and
// the same evidence digest as canonicalising the whole file, on every fixture and
// on generated evidence (unicode, numbers, redaction, shard positions).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Evidence, RecordedObservation } from '../../src/core/assess/model.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import {
  buildEvidenceFile,
  EVIDENCE_FORMAT_V2,
  evidenceDigest,
  parseEvidenceFile,
  serialiseEvidenceFile,
  streamEvidenceFile,
  type EvidenceFileMeta,
} from '../../src/evidence/index.js';
import { refusalOf } from './helpers.js';
import { SAMPLE } from './sample.js';

const META: EvidenceFileMeta = {
  tool: { name: 'agentverity-action', version: '0.1.0' },
  createdAt: '2026-07-28T14:32:43Z',
  settings: { k: 4, epsilon: 0.05, note: 'é \u2028 😀', big: 1e21, small: 1e-7 },
};

function whole(evidence: Evidence, meta: EvidenceFileMeta): { text: string; digest: string } {
  const file = buildEvidenceFile(evidence, meta);
  return { text: serialiseEvidenceFile(file), digest: evidenceDigest(file) };
}

function streamed(evidence: Evidence, meta: EvidenceFileMeta): { text: string; digest: string } {
  const s = streamEvidenceFile(evidence, meta);
  const text = [...s.chunks].join('');
  return { text, digest: s.digest() };
}

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const FIXTURES = [
  '../fixtures/evidence/ours-minimal.json',
  ...[
    'blind',
    'contract-missing-route',
    'incomplete',
    'noise-exact',
    'payment',
    'stable',
    'undecided-violation',
    'unmeasured',
    'vacuous',
  ].map((n) => `../fixtures/reports/${n}.evidence.json`),
  '../../examples/evidence/router.json',
];

describe('streamEvidenceFile', () => {
  it.each(FIXTURES)('writes %s as the whole-file serialiser does, with the same digest', (f) => {
    const { evidence, file } = parseEvidenceFile(JSON.parse(readFileSync(here(f), 'utf8')), f);
    const meta: EvidenceFileMeta = {
      tool: file.tool,
      createdAt: file.createdAt,
      settings: file.settings,
      suiteDigest: file.suite?.digest ?? null,
      allocation: file.allocation,
    };
    const a = whole(evidence, meta);
    const b = streamed(evidence, meta);
    expect(b.text).toBe(a.text);
    expect(b.digest).toBe(a.digest);
    // And the digest the file itself gives when canonicalised whole, as before.
    expect(b.digest).toBe(evidenceDigest(file));
    // Its evidence@2 form reads back as the same evidence, with the same digest.
    const v2 = streamEvidenceFile(evidence, meta, EVIDENCE_FORMAT_V2);
    const back = parseEvidenceFile(JSON.parse([...v2.chunks].join('')), f);
    expect(v2.digest()).toBe(a.digest);
    expect(back.evidence).toEqual(evidence);
  });

  it('writes the sample (errors, no-decisions, relations, sources) and its redaction alike', () => {
    expect(streamed(SAMPLE, META)).toEqual(whole(SAMPLE, META));
    const tools: Evidence = { ...SAMPLE, layer: 'tools' };
    expect(streamed(tools, { ...META, redact: true })).toEqual(
      whole(tools, { ...META, redact: true }),
    );
  });

  it('writes shard positions and an empty run', () => {
    const positions = new Map(SAMPLE.cases.map((c, i) => [c.fingerprint, i * 3 + 1]));
    const meta = { ...META, shard: { index: 1, count: 2, inputs: 9 }, positions };
    expect(streamed(SAMPLE, meta)).toEqual(whole(SAMPLE, meta));
    const empty: Evidence = { ...SAMPLE, cases: [] };
    expect(streamed(empty, META)).toEqual(whole(empty, META));
  });

  it('refuses a redaction that would erase what the layer compares, as the builder does', () => {
    const text: Evidence = { ...SAMPLE, layer: 'text' };
    expect(refusalOf(() => streamEvidenceFile(text, { ...META, redact: true })).code).toBe(
      'evidence.redact',
    );
  });

  it('knows its digest only once every chunk was taken', () => {
    const s = streamEvidenceFile(SAMPLE, META);
    expect(() => s.digest()).toThrow(/every chunk/);
  });

  it('digests long steady runs, timed calls, tools and cached rows as the whole-file path does', () => {
    const steady: RecordedObservation = { decision: 'refund', text: `ticket ${'é'.repeat(40)} 😀` };
    const other: RecordedObservation = {
      decision: { noDecision: 'refused' },
      tools: ['lookup', 'refund\u2028'],
      cached: true,
    };
    const failed: RecordedObservation = { error: 'boom "x"', reason: 'timeout' };
    const observations: RecordedObservation[] = [
      ...Array.from({ length: 60 }, () => steady),
      { ...steady, ms: 12.5 },
      { ...other, ms: 0 },
      ...Array.from({ length: 30 }, () => other),
      failed,
      ...Array.from({ length: 25 }, () => steady),
    ];
    const input = 'a steady input';
    const evidence: Evidence = {
      ...SAMPLE,
      cases: [{ input, fingerprint: inputFingerprint(input), observations }],
    };
    const v1 = whole(evidence, META);
    expect(streamed(evidence, META)).toEqual(v1);
    const v2 = streamEvidenceFile(evidence, META, EVIDENCE_FORMAT_V2);
    const text = [...v2.chunks].join('');
    expect(JSON.parse(text)).toHaveProperty('schema', EVIDENCE_FORMAT_V2);
    expect(v2.digest()).toBe(v1.digest);
    // Read back, the decision table is the series evidence@1 writes.
    const of = (t: string) => parseEvidenceFile(JSON.parse(t), 'e.json').evidence.cases;
    expect(of(text)).toEqual(of(v1.text));
  });

  it('equals the whole-file path on generated evidence (unicode, numbers, shared objects)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('', 'é', '\u2028', '\u0000', '"\\', '😀', 'ﬀ', '\u007f'),
    );
    const decision = fc.oneof(
      text.filter((t) => t.length > 0),
      fc.constantFrom('refused', 'runtime_error').map((r) => ({ noDecision: r }) as const),
    );
    const observation: fc.Arbitrary<RecordedObservation> = fc.record(
      {
        decision,
        text,
        tools: fc.array(text, { maxLength: 3 }),
        ms: fc.oneof(
          fc.integer({ min: 0, max: 1e9 }),
          fc.double({ min: 0, max: 1e22, noNaN: true }),
          fc.constantFrom(1e21, 5e-324, 0.1, 123.456),
        ),
        error: text,
      },
      { requiredKeys: [] },
    );
    const kase = fc
      .record({
        input: text,
        expected: fc.option(text, { nil: undefined }),
        errors: fc.option(fc.nat(), { nil: undefined }),
        distinct: fc.array(observation, { minLength: 1, maxLength: 3 }),
        picks: fc.array(fc.nat(), { maxLength: 12 }),
        relation: fc.option(observation, { nil: undefined }),
        relationError: fc.option(text, { nil: undefined }),
        relationSource: fc.option(observation, { nil: undefined }),
        source: fc.option(observation, { nil: undefined }),
      })
      .map((c) => ({
        input: c.input,
        fingerprint: inputFingerprint(c.input),
        ...(c.expected === undefined ? {} : { expected: c.expected }),
        ...(c.errors === undefined ? {} : { errors: c.errors }),
        // Observations repeat one object, as the collector's interned answers do.
        observations: c.picks.map((p) => c.distinct[p % c.distinct.length] as RecordedObservation),
        ...(c.relation === undefined
          ? {}
          : {
              relations: [
                {
                  name: 'case-invariance',
                  type: 'invariant' as const,
                  followupFingerprint: inputFingerprint(`x${c.input}`),
                  changed: true,
                  observation: c.relation,
                  outcome: c.relationError === undefined ? ('held' as const) : ('error' as const),
                  ...(c.relationError === undefined ? {} : { error: c.relationError }),
                  ...(c.relationSource === undefined ? {} : { source: c.relationSource }),
                },
                {
                  name: 'normalisation-invariance',
                  type: 'invariant' as const,
                  followupFingerprint: inputFingerprint(c.input),
                  changed: false,
                  outcome: 'skipped' as const,
                },
              ],
            }),
        ...(c.source === undefined ? {} : { source: c.source }),
      }));
    fc.assert(
      fc.property(
        fc.array(kase, { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        (cases, blindness, redact) => {
          const evidence: Evidence = {
            ...SAMPLE,
            layer: redact ? 'tools' : 'verdict',
            cases: cases.map((c, i) => ({
              ...c,
              input: `${c.input}${i}`,
              fingerprint: inputFingerprint(`${c.input}${i}`),
            })),
            ...(blindness ? { blindness: false } : {}),
          };
          const meta = { ...META, redact };
          const v1 = whole(evidence, meta);
          expect(streamed(evidence, meta)).toEqual(v1);
          // The decision-table form has the same digest (defined over the logical content).
          const v2 = streamEvidenceFile(evidence, meta, EVIDENCE_FORMAT_V2);
          expect(JSON.parse([...v2.chunks].join(''))).toHaveProperty('schema', EVIDENCE_FORMAT_V2);
          expect(v2.digest()).toBe(v1.digest);
        },
      ),
      { numRuns: 150 },
    );
  });
});
