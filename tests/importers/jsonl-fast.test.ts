import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/assess/model.js';
import { isRefusal } from '../../src/core/errors.js';
import { inputFingerprint } from '../../src/core/fingerprint.js';
import { buildEvidenceFile, digestOfEvidence, evidenceDigest } from '../../src/evidence/index.js';
import { writeReferenceEvidence } from '../../src/evidence/reference.js';
import { fastFingerprint as fingerprintOf } from '../../src/evidence/digest.js';
import {
  evidenceFromJsonlLines,
  evidenceFromJsonlText,
  importJsonl,
} from '../../src/importers/index.js';
import { ByteTable, hashBytes, newScanResult, scanLine } from '../../src/importers/jsonl/scan.js';
import { refusalOf } from '../evidence/helpers.js';
import { cli, tempDir } from '../helpers/cli.js';

/**
 * The streamed reader takes a fast path (a validating byte scanner, byte-keyed
 * tables, a typed row log); the in-memory reader parses every line with
 * JSON.parse. They must agree on every file, refusals included.
 */

function outcome(fn: () => Evidence): unknown {
  try {
    return writeReferenceEvidence(fn());
  } catch (error) {
    if (isRefusal(error)) return { refused: error.message };
    throw error;
  }
}

async function outcomeOf(file: string): Promise<unknown> {
  try {
    return writeReferenceEvidence(await importJsonl(file));
  } catch (error) {
    if (isRefusal(error)) return { refused: error.message };
    throw error;
  }
}

describe('the streamed JSONL reader agrees with JSON.parse line by line', () => {
  const dir = tempDir();
  let n = 0;

  it('on rows with ids, timestamps, escapes, odd spacing, duplicates and bad values', async () => {
    const text = fc.oneof(
      fc.constantFrom('a', 'b', 'ü', 'q 1', '', ' ', '\u00a0', 'x\ty', 'é'),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    const row = fc.record({
      id: fc.oneof(fc.nat(), fc.uuid()),
      ts: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      input: fc.oneof({ weight: 6, arbitrary: text }, fc.integer(), fc.constant(null)),
      decision: fc.oneof(
        { weight: 6, arbitrary: text },
        fc.array(fc.string(), { maxLength: 2 }),
        fc.constant({ kind: 'no_decision', reason: 'refused' }),
      ),
      extra: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    });
    const spelling = fc.constantFrom('plain', 'spaced', 'escaped', 'dup', 'reordered');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(row, spelling), { minLength: 1, maxLength: 14 }),
        fc.boolean(),
        async (rows, crlf) => {
          const lines = rows.map(([r, how]) => {
            const json = JSON.stringify(r);
            switch (how) {
              case 'spaced':
                return ` ${JSON.stringify(r, null, 1).replaceAll('\n', ' ')}\t`;
              case 'escaped':
                return json.replace(/[a-z]/, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
              case 'dup':
                return json.replace('{', '{"input":"shadowed","decision":"shadowed",');
              case 'reordered':
                return JSON.stringify({ decision: r.decision, extra: r.extra, input: r.input });
              default:
                return json;
            }
          });
          const body = lines.join(crlf ? '\r\n' : '\n');
          const file = path.join(dir, `rows-${n++}.jsonl`);
          writeFileSync(file, body);
          expect(await outcomeOf(file)).toEqual(
            outcome(() => evidenceFromJsonlText(body, {}, file)),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('on many rows: row order kept across the row log chunks, one object per decision', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 140_000; i++) {
      const input = `input ${i % 7}`;
      lines.push(
        JSON.stringify({ id: i, ts: `t${i}`, input, decision: `d${(i * 31) % 5}`, i: i % 97 }),
      );
    }
    const file = path.join(dir, 'many.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const streamed = await importJsonl(file);
    const inMemory = evidenceFromJsonlLines(lines, {}, file);
    expect(writeReferenceEvidence(streamed)).toEqual(writeReferenceEvidence(inMemory));
    expect(streamed.cases[3]?.observations.slice(0, 4).map((o) => o.decision)).toEqual([
      'd3',
      'd0',
      'd2',
      'd4',
    ]);
    expect(streamed.cases[0]?.observations).toHaveLength(20_000);
    expect(new Set(streamed.cases.flatMap((c) => c.observations)).size).toBe(5);
    expect(streamed.cases.map((c) => c.fingerprint)).toEqual(
      streamed.cases.map((c) => inputFingerprint(c.input as string)),
    );
  });

  it('keeps each series in file order when it turns mixed late, early or never (against a plain grouping)', async () => {
    // Input k repeats one decision until row `k * 3` of its own, then varies; inputs
    // 0 and 1 never vary (same decision, different counts); enough mixed rows to
    // cross the row log's chunks.
    const lines: string[] = [];
    const model = new Map<string, string[]>();
    const seen = new Map<string, number>();
    for (let i = 0; i < 150_000; i++) {
      const k = (i * 7919) % 23;
      const input = `in ${k}`;
      const own = seen.get(input) ?? 0;
      seen.set(input, own + 1);
      if (k === 1 && own >= 50) continue;
      const decision = k <= 1 || own < k * 3 ? 'steady' : `d${(i * 31) % (2 + (k % 3))}`;
      lines.push(JSON.stringify({ req: { text: input }, resp: { label: decision } }));
      const list = model.get(input) ?? [];
      list.push(decision);
      model.set(input, list);
    }
    const file = path.join(dir, 'mixed-late.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const options = { inputPath: 'req.text', decisionPath: 'resp.label' };
    for (const evidence of [
      await importJsonl(file, options),
      evidenceFromJsonlLines(lines, options),
    ]) {
      expect(evidence.cases.map((c) => c.input)).toEqual([...model.keys()]);
      for (const c of evidence.cases) {
        expect(c.observations.map((o) => o.decision)).toEqual(model.get(c.input as string));
      }
      // Every list is frozen (a steady one is shared by the series of its decision and count).
      expect(evidence.cases.every((c) => Object.isFrozen(c.observations))).toBe(true);
      expect(evidence.cases.find((c) => c.input === 'in 1')?.observations).toHaveLength(50);
    }
    // Two steady inputs of one decision and count share one list; another count is another.
    const row = (input: string, decision: string) => JSON.stringify({ input, decision });
    const shared = evidenceFromJsonlLines([
      ...['x', 'y', 'z'].flatMap(() => [row('p', 'a'), row('q', 'a'), row('r', 'b')]),
      row('p', 'a'),
    ]);
    const [p, q, r] = shared.cases;
    expect(p?.observations).toHaveLength(4);
    expect(q?.observations).toHaveLength(3);
    expect(q?.observations).not.toBe(p?.observations);
    const again = evidenceFromJsonlLines([
      row('p', 'a'),
      row('q', 'a'),
      row('p', 'a'),
      row('q', 'a'),
    ]);
    expect(again.cases[0]?.observations).toBe(again.cases[1]?.observations);
    expect(r?.observations.map((o) => o.decision)).toEqual(['b', 'b', 'b']);
  });

  it('names the first line of a blank value even when it is new on the fast path', async () => {
    const file = path.join(dir, 'blank.jsonl');
    writeFileSync(
      file,
      '{"input":"q","decision":"a"}\n{"input":"q","decision":"a"}\n{"input":"q","decision":"  "}\n',
    );
    await expect(importJsonl(file)).rejects.toMatchObject({ where: `${file}:3` });
    writeFileSync(file, '{"input":"q","decision":"a"}\n{"input":"\\u00a0","decision":"a"}\n');
    await expect(importJsonl(file)).rejects.toMatchObject({ where: `${file}:2` });
  });
});

describe('the byte scanner', () => {
  const ka = Buffer.from('input');
  const kb = Buffer.from('decision');

  it('hashes an unescaped string value as hashBytes does, at every alignment', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ maxLength: 9 }),
        fc.nat(7),
        (value, other, pad) => {
          const line = `${' '.repeat(pad)}{"x":${JSON.stringify(other)},"input":${JSON.stringify(value)},"decision":"d"}`;
          const b = Buffer.from(line, 'utf8');
          const r = newScanResult();
          expect(scanLine(b, 0, b.length, ka, kb, r)).toBe(true);
          expect(b.toString('utf8', r.aStart, r.aEnd)).toBe(JSON.stringify(value));
          if (!r.aEscaped) expect(r.aHash).toBe(hashBytes(b, r.aStart + 1, r.aEnd - 1));
          expect(r.aEscaped).toBe(JSON.stringify(value).includes('\\'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a quote, backslash or control byte in any of a word’s four places', () => {
    for (let at = 0; at < 12; at++) {
      for (const bad of ['\u0001', '\u001f', '\n', '"', '\\']) {
        const value = `${'a'.repeat(at)}${bad}${'b'.repeat(11 - at)}`;
        const b = Buffer.from(`{"input":"${value}","decision":"d"}`, 'utf8');
        let valid = true;
        try {
          JSON.parse(b.toString());
        } catch {
          valid = false;
        }
        expect(scanLine(b, 0, b.length, ka, kb, newScanResult()), value).toBe(valid);
      }
    }
  });
});

describe('ByteTable', () => {
  it('finds exactly the keys put in, across growth', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uint8Array({ maxLength: 24 }), {
          maxLength: 3000,
          selector: (a) => Buffer.from(a).toString('hex'),
        }),
        fc.array(fc.uint8Array({ maxLength: 24 }), { maxLength: 200 }),
        (keys, probes) => {
          const table = new ByteTable<number>();
          const want = new Map<string, number>();
          keys.forEach((k, i) => {
            const b = Buffer.concat([Buffer.from('xyz'), k, Buffer.from('!')]);
            const h = hashBytes(b, 3, 3 + k.length);
            expect(table.get(b, 3, 3 + k.length, h)).toBeUndefined();
            expect(table.set(b, 3, 3 + k.length, h, i)).toBe(i);
            want.set(Buffer.from(k).toString('hex'), i);
          });
          expect(table.size).toBe(keys.length);
          for (const k of [...keys, ...probes]) {
            expect(table.get(k, 0, k.length, hashBytes(k, 0, k.length))).toBe(
              want.get(Buffer.from(k).toString('hex')),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('digests and fingerprints of imported evidence', () => {
  it('the streamed digest equals the digest of the evidence file', () => {
    const lines: string[] = [];
    for (let i = 0; i < 600; i++) {
      const d =
        i % 13 === 0 ? 'b' : i % 41 === 0 ? '{"kind":"no_decision","reason":"refused"}' : 'a';
      const decision = d.startsWith('{') ? d : JSON.stringify(d);
      lines.push(`{"input":"q${i % 9} ü","decision":${decision}}`);
    }
    const e = evidenceFromJsonlLines(lines);
    const settings = { k: 1, nested: { b: [1, 'x'] } };
    const file = buildEvidenceFile(e, {
      tool: { name: 't', version: '0' },
      createdAt: '2026-01-01T00:00:00Z',
      settings,
      suiteDigest: 'f'.repeat(64),
    });
    expect(digestOfEvidence(e, settings, 'f'.repeat(64))).toBe(evidenceDigest(file));
    // Long runs of one observation and runs longer than the hash buffer.
    const long = evidenceFromJsonlLines(
      Array.from(
        { length: 9000 },
        (_, i) => `{"input":"q${i % 2}","decision":"${'x'.repeat(i % 3 === 0 ? 1 : 40)}"}`,
      ),
    );
    const longFile = buildEvidenceFile(long, {
      tool: { name: 't', version: '0' },
      createdAt: '2026-01-01T00:00:00Z',
      settings: {},
    });
    expect(digestOfEvidence(long, {})).toBe(evidenceDigest(longFile));
  });

  it('refuses a value that has no canonical JSON instead of throwing raw', () => {
    // The importer refuses such labels itself (tests/importers/lone-surrogate.test.ts);
    // evidence built in code can still hold one, and the digest refuses it.
    const e = evidenceFromJsonlLines([
      '{"input":"q","decision":"a"}',
      '{"input":"q","decision":"a"}',
    ]);
    const odd = {
      ...e,
      cases: e.cases.map((c) => ({ ...c, observations: [{ decision: '\ud800' }] })),
    };
    expect(refusalOf(() => digestOfEvidence(odd, {})).code).toBe('digest.unrepresentable');
  });

  it('fingerprints as the core does, and refuses a lone surrogate the same way', () => {
    for (const text of ['', 'a', 'ü', '😀', 'x'.repeat(1000)]) {
      expect(fingerprintOf(text, 'here')).toBe(inputFingerprint(text));
    }
    expect(refusalOf(() => fingerprintOf('a\ud800', 'here')).message).toBe(
      refusalOf(() => inputFingerprint('a\ud800', 'here')).message,
    );
  });

  it('assess prints the digest in the JSON report and skips it for the text report', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'runs.jsonl');
    const lines = Array.from({ length: 40 }, (_, i) => `{"input":"q${i % 4}","decision":"a"}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const json = await cli('assess', '--jsonl', file, '--format', 'json');
    const report = JSON.parse(json.stdout) as { evidenceDigest?: unknown; run?: unknown };
    const digest = JSON.stringify(report).match(/"evidenceDigest":"([0-9a-f]{64})"/)?.[1];
    expect(digest).toBe(digestOfEvidence(evidenceFromJsonlLines(lines), {}));
    const text = await cli('assess', '--jsonl', file);
    expect(text.code).toBe(json.code);
    expect(text.stdout).not.toContain(digest);
  });
});
