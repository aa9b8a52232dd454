import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { evidenceOf, times, writeEvidence } from './baseline-helpers.js';

// Every bad input gives one clear line naming the file and what was expected, exit 2.

describe('refusals raised while assessing name the evidence file', () => {
  const short = () => writeEvidence(evidenceOf([{ input: 'q', obs: ['a'] }]), 'short.json').file;

  it.each([
    ['assess', (file: string) => ['assess', '--evidence', file]],
    [
      'snapshot',
      (file: string) => [
        'snapshot',
        '--evidence',
        file,
        '--candidate',
        '--output',
        path.join(tempDir(), 'b.json'),
      ],
    ],
  ])('%s: a series of one observation', async (_name, argv) => {
    const file = short();
    const r = await cli(...argv(file));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `agentverity: ${file}: cases[0]: every case needs at least two observations to form a pair; this one has 1\n`,
    );
  });

  it('names every file of a merge', async () => {
    const dir = tempDir();
    const a = writeEvidence(evidenceOf([{ input: 'p', obs: times('a', 4) }]), 'a.json', dir).file;
    const b = writeEvidence(evidenceOf([{ input: 'q', obs: ['b'] }]), 'b.json', dir).file;
    const r = await cli('assess', '--evidence', a, b);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${a} + ${b} (merged): cases[1]:`);
  });

  it('a reference evidence file holding a runtime_error no-decision', async () => {
    const file = path.join(tempDir(), 'ref.json');
    writeFileSync(
      file,
      JSON.stringify({
        schema: 'agentverity.evidence/v2',
        cases: [
          { input: 'q', observations: ['a', { kind: 'no_decision', reason: 'runtime_error' }] },
        ],
      }),
    );
    const r = await cli('assess', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`^agentverity: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cases\\[0\\]: `),
    );
  });
});

describe('refusal messages are safe to print', () => {
  it('shows control characters, bidirectional marks and workflow commands in a refused input as text', async () => {
    const file = path.join(tempDir(), 'runs.jsonl');
    writeFileSync(
      file,
      `${JSON.stringify({ input: '##[error]x \u202e\u009b31m', decision: 'a' })}\n`,
    );
    const r = await cli('assess', '--jsonl', file);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2); // one line and its newline
    expect(r.stderr).not.toContain('##[');
    expect(r.stderr).not.toMatch(/[\u0080-\u009f\u202e]/);
    expect(r.stderr).toContain('\\u202e');
  });
});
