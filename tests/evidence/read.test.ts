import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvidenceFile, serialiseEvidenceFile } from '../../src/evidence/run-evidence-file.js';
import { readEvidence } from '../../src/evidence/read.js';
import { asyncRefusalOf, fixture } from './helpers.js';
import { SAMPLE } from './sample.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'av-evidence-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readEvidence', () => {
  it('reads the reference format', async () => {
    const read = await readEvidence(fixture('reference-imported.json'));
    expect(read.format).toBe('reference');
    expect(read).not.toHaveProperty('file');
    expect(read.evidence.cases).toHaveLength(3);
  });

  it('reads our format, written to disk and read back', async () => {
    const file = buildEvidenceFile(SAMPLE, {
      tool: { name: 'agentverity-action', version: '0.1.0' },
      createdAt: '2026-07-28T14:32:43Z',
      settings: { repeats: 3 },
    });
    const path = join(dir, 'ours.json');
    await writeFile(path, serialiseEvidenceFile(file), 'utf8');
    const read = await readEvidence(path);
    expect(read.format).toBe('ours');
    expect(read.evidence).toEqual(SAMPLE);
    expect(read.file).toEqual(file);
  });

  it('refuses a promptfoo export, naming the file and saying what it looks like', async () => {
    const path = fixture('promptfoo-export.json');
    const r = await asyncRefusalOf(() => readEvidence(path));
    expect(r.code).toBe('evidence.format');
    expect(r.where).toBe(`${path}: schema`);
    expect(r.message).toContain('no "schema" field');
    expect(r.message).toContain(
      '"agentverity-action/evidence@1", "agentverity-action/evidence@2" or "agentverity.evidence/v2"',
    );
    expect(r.message).toContain('import it as a promptfoo export, with the suite.');
    expect(r.message).not.toMatch(/--[a-z]/);
    expect(r.data).toEqual({ suggestedSetting: 'promptfoo' });
  });

  it('refuses JSON Lines, naming the JSON Lines import as data', async () => {
    const path = join(dir, 'runs.jsonl.json');
    await writeFile(
      path,
      '{"input": "a", "decision": "x"}\n{"input": "a", "decision": "x"}\n',
      'utf8',
    );
    const r = await asyncRefusalOf(() => readEvidence(path));
    expect(r.code).toBe('json.syntax');
    expect(r.message).toMatch(
      /It looks like JSON Lines \(one run per line\), which is not an evidence file: import it as JSON Lines$/,
    );
    expect(r.data).toEqual({ suggestedSetting: 'jsonl' });
    expect(r.where?.startsWith(path)).toBe(true);
  });

  it('refuses an unknown schema, naming the one found and the supported ones', async () => {
    const path = join(dir, 'other.json');
    await writeFile(path, '{"schema": "agentverity.decision-suite/v1", "cases": []}', 'utf8');
    const r = await asyncRefusalOf(() => readEvidence(path));
    expect(r.message).toBe(
      `${path}: schema: unsupported evidence format "agentverity.decision-suite/v1"; supported: "agentverity-action/evidence@1", "agentverity-action/evidence@2" or "agentverity.evidence/v2".`,
    );
  });

  it('refuses a future version of our format', async () => {
    const path = fixture('ours-v3.json');
    const r = await asyncRefusalOf(() => readEvidence(path));
    expect(r.code).toBe('evidence.version');
    expect(r.message).toContain(
      `${path}: schema: "agentverity-action/evidence@3" (evidence format version "3") is not supported`,
    );
  });

  it('refuses a JSON value that is not an object', async () => {
    const path = join(dir, 'list.json');
    await writeFile(path, '[]', 'utf8');
    const r = await asyncRefusalOf(() => readEvidence(path));
    expect(r.message).toContain(`${path}: expected a JSON object with a "schema" field`);
  });

  it.each([
    ['empty.json', 'the file is empty'],
    ['truncated.json', ':5:1: not valid JSON'],
    ['invalid-utf8.json', 'not valid UTF-8'],
    ['wrong-types.json', ': cases[1].errors: expected a non-negative integer'],
  ])('refuses %s naming the file', async (name, words) => {
    const path = fixture(name);
    const r = await asyncRefusalOf(() => readEvidence(path));
    expect(r.message.startsWith(path)).toBe(true);
    expect(r.message).toContain(words);
  });

  it('reads BOM, CRLF and duplicate-key files', async () => {
    for (const name of ['bom.json', 'crlf.json', 'duplicate-keys.json']) {
      const read = await readEvidence(fixture(name));
      expect(read.evidence.layer).toBe('verdict');
    }
  });
});
