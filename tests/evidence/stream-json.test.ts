import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/core/assess/model.js';
import { buildEvidenceFile, serialiseEvidenceFile } from '../../src/evidence/run-evidence-file.js';
import { readEvidence, readEvidenceWhole } from '../../src/evidence/read.js';
import {
  scanEvidenceJsonChunks,
  STREAM_CHUNK_BYTES,
  streamEvidenceJson,
} from '../../src/evidence/stream-json.js';
import { fixture } from './helpers.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'av-stream-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Same value and same key order as a whole-file JSON.parse. */
function expectSameAsParse(text: string, streamed: { value: unknown } | null): void {
  const parsed = JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  expect(streamed).not.toBeNull();
  expect(streamed?.value).toStrictEqual(parsed);
  expect(JSON.stringify(streamed?.value)).toBe(JSON.stringify(parsed));
}

/** Every way of cutting `text` in two, and in one-character chunks. */
function everySplit(text: string): string[][] {
  const out: string[][] = [text.split('')];
  for (let i = 0; i <= text.length; i++) out.push([text.slice(0, i), text.slice(i)]);
  return out;
}

const TRICKY = [
  '{}',
  ' \r\n\t{ } \n',
  '\uFEFF{"a":1}',
  '{"a":"x\\"y\\\\","b":"\\u00e9\\n\\/\\t","c":"\\ud83d\\ude00 😀 é"}',
  '{"n":[-0,0,1.5e+10,-2E-3,123456789012345678901234567890,1e400],"t":true,"f":false,"z":null}',
  '{"a":1,"b":2,"a":3}',
  '{"__proto__":{"x":1},"y":{"__proto__":2}}',
  '{"cases":[],"after":1}',
  '{"head":{"x":[1,[2,{"y":"]}\\""}]]},"cases":[{"o":[1,2]} , {"o":"}"},\n{"o":{"p":[]}}],"tail":"z"}',
  '{"cases":{"not":"an array"}}',
  '{"cases":"str","cases":[1,2]}',
  '{"cases":[1,"two",null,true,[3],{"4":4}]}',
  '{"1":"a","0":"b","x":"c"}',
];

describe('the incremental scanner', () => {
  it.each(TRICKY)('reads %j as JSON.parse does, however the text is cut', (text) => {
    for (const chunks of everySplit(text)) expectSameAsParse(text, scanEvidenceJsonChunks(chunks));
  });

  it('says when a \\u escape of a surrogate half is there, wherever a chunk ends', () => {
    const text = '{"cases":[{"t":"\\udead"}]}';
    for (const chunks of everySplit(text)) {
      expect(scanEvidenceJsonChunks(chunks)?.surrogateEscape).toBe(true);
    }
    expect(scanEvidenceJsonChunks(['{"t":"\\u00e9 😀"}'])?.surrogateEscape).toBe(false);
    expect(scanEvidenceJsonChunks(['{"t\\uD83D\\uDE00":1}'])?.surrogateEscape).toBe(true);
  });

  it.each([
    '',
    '   ',
    '[]',
    '"text"',
    '{"a":1,}',
    '{"a" 1}',
    '{"a":1 "b":2}',
    '{"a":tru}',
    '{"a":01}',
    '{"a":"unterminated}',
    '{"a":[1,]}',
    '{"cases":[1,]}',
    '{"cases":[1 2]}',
    '{"cases":[,1]}',
    '{"a":1}}',
    '{"a":1} x',
    '{"a":1',
    '{"a":"\\x"}',
    '{"a":"raw\ncontrol"}',
    '{a:1}',
    '{"a":1}\u00a0',
    '\uFEFF\uFEFF{}',
  ])('leaves %j to the whole-file reader (null)', (text) => {
    for (const chunks of everySplit(text)) expect(scanEvidenceJsonChunks(chunks)).toBeNull();
  });

  it('nests as deep as the whole-file reader allows, and no deeper', () => {
    // The top object is level 1, so a member may open 511 more levels (512 in all).
    const ok = `{"a":${'['.repeat(511)}${']'.repeat(511)}}`;
    expectSameAsParse(ok, scanEvidenceJsonChunks([ok]));
    const deep = `{"a":${'['.repeat(512)}${']'.repeat(512)}}`;
    expect(scanEvidenceJsonChunks([deep])).toBeNull();
    const caseOk = `{"cases":[${'['.repeat(510)}${']'.repeat(510)}]}`;
    expectSameAsParse(caseOk, scanEvidenceJsonChunks([caseOk]));
    const caseDeep = `{"cases":[${'['.repeat(511)}${']'.repeat(511)}]}`;
    expect(scanEvidenceJsonChunks([caseDeep])).toBeNull();
  });

  it('reads every evidence fixture that is a well-formed object as JSON.parse does', async () => {
    const folder = fixture('');
    let read = 0;
    for (const name of await readdir(folder)) {
      if (!name.endsWith('.json')) continue;
      const text = await readFile(join(folder, name), 'utf8').catch(() => null);
      if (text === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        expect(scanEvidenceJsonChunks([text]), name).toBeNull();
        continue;
      }
      const streamed = scanEvidenceJsonChunks([text.slice(0, 100), text.slice(100)]);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        expect(streamed, name).toBeNull();
      } else {
        expect(streamed?.value, name).toStrictEqual(parsed);
        read++;
      }
    }
    expect(read).toBeGreaterThan(3);
  });
});

function bigEvidence(cases: number): Evidence {
  return {
    layer: 'verdict',
    isolation: 'fresh-session',
    provenance: { source: 'collected' },
    complete: true,
    relations: [],
    cases: Array.from({ length: cases }, (_, i) => {
      const input = `input ${i} — ünïcödé 😀 "quoted" \\ ${'x'.repeat(i % 97)}`;
      return {
        input,
        fingerprint: '',
        observations: Array.from({ length: 6 }, (_, k) => ({
          decision: k % 3 === 0 ? 'refund' : 'deny',
          text: `answer ${k % 3} to ${input}`,
          tools: ['lookup', 'écrire'],
        })),
      };
    }),
  };
}

describe('streamEvidenceJson and readEvidence', () => {
  it('reads a file of many chunks (multi-byte characters across chunk ends) as the whole-file reader does', async () => {
    const { inputFingerprint } = await import('../../src/core/fingerprint.js');
    const evidence = bigEvidence(900);
    const withPrints: Evidence = {
      ...evidence,
      cases: evidence.cases.map((c) => ({ ...c, fingerprint: inputFingerprint(c.input ?? '') })),
    };
    const file = buildEvidenceFile(withPrints, {
      tool: { name: 'agentverity-action', version: '0.1.0' },
      createdAt: '2026-07-28T14:32:43Z',
      settings: { repeats: 6 },
    });
    const text = `\uFEFF${serialiseEvidenceFile(file)}`;
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.length).toBeGreaterThan(4 * STREAM_CHUNK_BYTES);
    const path = join(dir, 'big.json');
    await writeFile(path, bytes);

    const seen: number[] = [];
    const streamed = await streamEvidenceJson(path, (value, index) => {
      seen.push(index);
      return value;
    });
    expectSameAsParse(text, streamed);
    expect(seen).toEqual(Array.from({ length: 900 }, (_, i) => i));

    const read = await readEvidence(path);
    const whole = await readEvidenceWhole(path);
    expect(read).toStrictEqual(whole);
    expect(read.evidence.cases).toHaveLength(900);
    // Equal observations of a case are still one shared frozen object.
    const first = read.evidence.cases[0]?.observations ?? [];
    expect(first[0]).toBe(first[3]);
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('gives null for what only the whole-file reader refuses well: no file, bad UTF-8, bad JSON', async () => {
    expect(await streamEvidenceJson(join(dir, 'absent.json'))).toBeNull();
    expect(await streamEvidenceJson(dir)).toBeNull();
    const bad = join(dir, 'bad-utf8.json');
    await writeFile(
      bad,
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3]), Buffer.from('"}')]),
    );
    expect(await streamEvidenceJson(bad)).toBeNull();
    const cut = join(dir, 'cut-utf8.json');
    await writeFile(cut, Buffer.concat([Buffer.from('{"a":1}'), Buffer.from([0xe2, 0x82])]));
    expect(await streamEvidenceJson(cut)).toBeNull();
    const syntax = join(dir, 'syntax.json');
    await writeFile(syntax, `{"cases":[${'{"a":1},'.repeat(20_000)}{"a":}]}`);
    expect(await streamEvidenceJson(syntax)).toBeNull();
    // …and readEvidence then refuses it with the whole-file reader's line and column.
    await expect(readEvidence(syntax)).rejects.toMatchObject({
      code: 'json.syntax',
      where: `${syntax}:1:${11 + 8 * 20_000 + 5}`,
    });
  });
});
