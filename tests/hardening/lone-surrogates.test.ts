import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/core/errors.js';
import { parseBaseline } from '../../src/evidence/baseline.js';
import { cli } from '../helpers/cli.js';
import { evidenceOf } from '../helpers/evidence.js';
import { routed, writeEvidence } from '../cli/baseline-helpers.js';
import { inputsFile, ROOT, routerEvidence, tempDir, writeJson } from './helpers.js';

// "Refusals that do not name the problem": a lone surrogate (an unpaired \u
// escape) has no UTF-8 form and no RFC 8785 spelling, so no file we read may hold
// one. Every reader names the file and the JSON path; agent output holding one is
// a malformed answer (a label) or made well-formed (a text), never a digest error.

const LONE = '\ud800';

function json(r: { stderr: string }): string {
  return r.stderr;
}

describe('lone surrogates in the files we read', () => {
  it('our evidence: a label is refused naming the file and the JSON path', async () => {
    const f = routerEvidence();
    const obs = (f.cases[2] as { observations: Record<string, unknown>[] }).observations;
    (obs[3] as Record<string, unknown>)['decision'] = `billing${LONE}`;
    const file = writeJson('evidence.json', f);
    const r = await cli('assess', '--evidence', file, '--format', 'json');
    expect(r.code).toBe(2);
    expect(json(r)).toContain(`${file}: cases[2].observations[3].decision`);
    expect(json(r)).toMatch(/lone surrogate U\+D800/);
    expect(json(r)).not.toMatch(/cannot digest/);
  });

  it('our evidence: a key is refused naming its path', async () => {
    const f = routerEvidence();
    f['provenance'] = { [`k${LONE}`]: 1 };
    const file = writeJson('evidence.json', f);
    const r = await cli('assess', '--evidence', file, '--format', 'json');
    expect(r.code).toBe(2);
    expect(json(r)).toMatch(/provenance\[".*"\]: .*lone surrogate U\+D800 .* in this key/);
  });

  it("the reference's evidence: an observation is refused naming the path", async () => {
    const f = JSON.parse(
      readFileSync(path.join(ROOT, 'examples/evidence/reference-v2.json'), 'utf8'),
    ) as { cases: { observations: unknown[] }[] };
    (f.cases[1] as { observations: unknown[] }).observations[0] = `x${LONE}`;
    const file = writeJson('reference.json', f);
    const r = await cli('assess', '--evidence', file, '--format', 'json');
    expect(r.code).toBe(2);
    expect(json(r)).toContain(`${file}: cases[1].observations[0]`);
    expect(json(r)).not.toMatch(/cannot digest/);
  });

  it('a suite: a label is refused naming the path', async () => {
    const suite = JSON.parse(
      readFileSync(path.join(ROOT, 'examples/suites/router.json'), 'utf8'),
    ) as { cases: Record<string, unknown>[] };
    (suite.cases[0] as Record<string, unknown>)['expected'] = `refund${LONE}`;
    const file = writeJson('suite.json', suite);
    const r = await cli('assess', '--evidence', 'examples/evidence/router.json', '--suite', file);
    expect(r.code).toBe(2);
    expect(json(r)).toContain(`${file}: cases[0].expected`);
    expect(json(r)).toMatch(/lone surrogate/);
  });

  it('a baseline: a decision is refused naming the path', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const out = path.join(dir, 'base.json');
    const made = await cli('snapshot', '--evidence', file, '--candidate', '--output', out);
    expect(made.code).toBe(0);
    const raw = JSON.parse(made.files.get(out) ?? '') as { entries: Record<string, unknown>[] };
    (raw.entries[1] as Record<string, unknown>)['decision'] = `deny${LONE}`;
    let thrown: unknown;
    try {
      parseBaseline(raw, 'base.json');
    } catch (error) {
      thrown = error;
    }
    expect(isRefusal(thrown) && thrown.code).toBe('json.lone-surrogate');
    expect(isRefusal(thrown) && thrown.where).toBe('base.json: entries[1].decision');
  });

  it('an import: a text is refused naming the file and the row', async () => {
    const file = path.join(tempDir(), 'runs.jsonl');
    const rows = [
      { input: 'a', decision: 'x', text: 'fine' },
      { input: 'a', decision: 'x', text: `cut${LONE}` },
      { input: 'b', decision: 'y', text: 'fine' },
      { input: 'b', decision: 'y', text: 'fine' },
    ];
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const r = await cli('assess', '--jsonl', file, '--text-path', 'text', '--format', 'json');
    expect(r.code).toBe(2);
    expect(json(r)).toContain(`${file}:1`);
    expect(json(r)).toMatch(/run 2 of this input, its text: .*lone surrogate U\+D800/);
  });
});

describe('lone surrogates in what an agent answers', () => {
  const agent = path.join(tempDir(), 'lone.mjs');
  writeFileSync(
    agent,
    [
      `export const label = (input) => ({ decision: 'ok\\ud800' });`,
      `export const text = (input) => ({ decision: input.length % 2 ? 'odd' : 'even', text: 'cut \\ud83d' });`,
      '',
    ].join('\n'),
  );
  const run = (exportName: string, dir: string) =>
    cli(
      'run',
      '--agent',
      `${agent}:${exportName}`,
      '--inputs',
      inputsFile(['one', 'four']),
      '--k',
      '2',
      '--no-relations',
      '--quiet',
      '--evidence-out',
      path.join(dir, 'evidence.json'),
      '--format',
      'json',
    );

  it('a label is a malformed answer that names the lone surrogate', async () => {
    const dir = tempDir();
    const r = await run('label', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/cannot digest/);
    const evidence = JSON.parse(r.files.get(path.join(dir, 'evidence.json')) ?? '') as {
      cases: { observations: { error?: string }[] }[];
    };
    expect(evidence.cases[0]?.observations[0]?.error).toMatch(/lone surrogate U\+D800/);
  });

  it('a text is kept well-formed (U+FFFD), and the run is assessed', async () => {
    const dir = tempDir();
    const r = await run('text', dir);
    expect(r.stderr).not.toMatch(/cannot digest/);
    const report = JSON.parse(r.stdout) as { status: string; evidenceDigest: string };
    expect(report.evidenceDigest).toMatch(/^[0-9a-f]{64}$/);
    const evidence = JSON.parse(r.files.get(path.join(dir, 'evidence.json')) ?? '') as {
      cases: { observations: { text?: string }[] }[];
    };
    expect(evidence.cases[0]?.observations[0]?.text).toBe('cut \ufffd');
  });
});
