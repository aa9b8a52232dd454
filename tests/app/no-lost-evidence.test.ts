import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';
import { evidenceOf, routed, writeEvidence } from '../cli/baseline-helpers.js';

// Issue 29, item 9: no output of a run may destroy evidence it or an earlier run kept.

describe('a candidate and an approved baseline', () => {
  it('never writes a candidate over an approved baseline (exit 2, nothing written)', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const target = path.join(dir, 'baseline.json');
    const approved = await cliWith(
      { env: { USER: 'dana' } },
      'snapshot',
      '--evidence',
      file,
      '--accept-reference',
      '--output',
      target,
    );
    expect(approved.code).toBe(0);
    writeFileSync(target, approved.files.get(target)!);

    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/holds an approved baseline; a candidate never overwrites one/);
    expect(r.stderr).toContain(target);
    expect(r.files.size).toBe(0);
  });

  it('still replaces an earlier candidate with a new one', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const target = path.join(dir, 'candidate.json');
    const first = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    writeFileSync(target, first.files.get(target)!);
    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', target);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.files.get(target)!).approval).toBeNull();
  });
});

describe('an output that is one of the run’s inputs', () => {
  it('refuses a baseline written over the evidence it is made from, naming both', async () => {
    const { file } = writeEvidence(evidenceOf(routed()));
    const r = await cli('snapshot', '--evidence', file, '--candidate', '--output', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--output names the file --evidence reads/);
    expect(r.files.size).toBe(0);
  });

  it('refuses evidence written over the inputs file before any call, naming both', async () => {
    const inputs = path.join(tempDir(), 'tickets.txt');
    copyFileSync(path.join(ROOT, 'examples/agents/tickets.txt'), inputs);
    const r = await cli(
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      inputs,
      '--evidence-out',
      // The same file by another spelling.
      path.join(path.dirname(inputs), '.', 'tickets.txt'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--evidence-out names the file --inputs reads/);
    expect(r.stderr).not.toMatch(/^plan:/m);
    expect(r.files.size).toBe(0);
  });
});
