import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSettings } from '../../src/app/check.js';
import { loadRecorded } from '../../src/app/recorded.js';
import { assess } from '../../src/core/assess/index.js';
import { importDeepEval } from '../../src/importers/deepeval/file.js';
import { isRefusal, type Refusal } from '../../src/core/errors.js';

// Real DeepEval files (tests/fixtures/deepeval/README.md).
const fixture = (name: string) =>
  fileURLToPath(new URL(`../fixtures/deepeval/${name}`, import.meta.url));
const TEST_RUN = fixture('test_run_sample.json');
const GOLDENS = fixture('goldens.json');

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    expect(isRefusal(error), `expected a Refusal, got ${String(error)}`).toBe(true);
    return error as Refusal;
  }
  throw new Error('expected a refusal');
}

describe('DeepEval files (assess --deepeval)', () => {
  it('refuses the real test run: its one test case cannot form a pair', async () => {
    const r = await refusalOf(loadRecorded({ deepeval: [TEST_RUN] }, process.cwd()));
    expect(r.code).toBe('import.too-few-runs');
    expect(r.reason).toMatch(
      /^1 of 1 input\(s\) have fewer than 2 runs, so they cannot form a pair; the first, "What is CECL/,
    );
    expect(r.where).toBe(`${path.resolve(TEST_RUN)}: testCases[0]`);
  });

  it('reads the real saved dataset: 14 inputs, the one asked twice has two outputs', async () => {
    const r = await refusalOf(importDeepEval(GOLDENS));
    expect(r.reason).toMatch(/^13 of 14 input\(s\) have fewer than 2 runs/);
    expect(r.where).toBe(`${GOLDENS}: [0]`);
    // Only the repeated input kept: one pair of equal outputs.
    const rows = JSON.parse(readFileSync(GOLDENS, 'utf8')) as { input: string }[];
    const dir = mkdtempSync(path.join(tmpdir(), 'deepeval-'));
    const file = path.join(dir, 'romeo.json');
    writeFileSync(file, JSON.stringify(rows.filter((r) => r.input.includes('Romeo'))));
    const e = await importDeepEval(file);
    expect(e.cases.map((c) => [c.input, c.observations.map((o) => o.decision)])).toEqual([
      ["Who wrote 'Romeo and Juliet'?", ['William Shakespeare', 'William Shakespeare']],
    ]);
    expect(assess(e, null, { epsilon: 0.05 }).meter?.pairs).toBe(1);
  });

  it('a test run repeated: camelCase outputs read, the isolation carried', async () => {
    const run = JSON.parse(readFileSync(TEST_RUN, 'utf8')) as { testCases: unknown[] };
    const one = run.testCases[0] as Record<string, unknown>;
    const dir = mkdtempSync(path.join(tmpdir(), 'deepeval-'));
    const file = path.join(dir, 'run.json');
    writeFileSync(
      file,
      JSON.stringify({ ...run, testCases: [one, { ...one, actualOutput: 'other' }] }),
    );
    const loaded = await loadRecorded({ deepeval: [file], isolation: 'fresh-session' }, dir);
    expect(loaded.evidence.isolation).toBe('fresh-session');
    expect(loaded.evidence.cases[0]?.observations.map((o) => o.decision)).toEqual([
      '{...}',
      'other',
    ]);
  });

  it('refuses a document that is neither a test run nor a dataset, and settings it does not read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deepeval-'));
    const file = path.join(dir, 'x.json');
    writeFileSync(file, '{"rows": []}');
    const r = await refusalOf(importDeepEval(file));
    expect(r.code).toBe('import.deepeval');
    expect(r.reason).toMatch(/expected a DeepEval test run .* or a saved dataset/);
    expect(
      checkSettings({ deepeval: [file], layer: 'text' }, { source: 'recorded' }).map((p) => [
        p.setting,
        p.code,
      ]),
    ).toEqual([['layer', 'settings.import-kind']]);
    expect(
      checkSettings({ deepeval: [file], jsonl: [file] }, { source: 'recorded' }).map((p) => p.code),
    ).toEqual(['settings.import-kinds']);
  });
});
