// A recorded decision longer than a label may be is not a bounded decision: the
// imported row is a malformed call (the evidence is incomplete), as for a live agent,
// and no report carries the text.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

describe('the label bound on imported runs', () => {
  it('records an over-long imported decision as a malformed call, without its text', async () => {
    const long = 'refund '.repeat(60);
    const rows: string[] = [];
    for (let i = 0; i < 4; i++) {
      for (let r = 0; r < 4; r++) {
        rows.push(JSON.stringify({ input: `q${i}`, decision: i === 0 ? long : `d${i}` }));
      }
    }
    const file = path.join(tempDir(), 'long.jsonl');
    writeFileSync(file, `${rows.join('\n')}\n`);
    const r = await cli(
      'assess',
      '--jsonl',
      file,
      '--input-path',
      'input',
      '--decision-path',
      'decision',
      '--format',
      'json',
    );
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout) as {
      status: string;
      errorCount: number;
      errors: { message: string }[];
    };
    expect(report.status).toBe('incomplete');
    expect(report.errorCount).toBe(4);
    expect(report.errors[0]?.message).toMatch(/has 420 characters, more than the 256/);
    expect(r.stdout).not.toContain('refund refund');
  });

  it('applies the bound beside a text path on the verdict layer, and not on the text layer', async () => {
    const long = 'escalate '.repeat(40);
    const rows: string[] = [];
    for (let i = 0; i < 4; i++) {
      for (let r = 0; r < 4; r++) {
        rows.push(
          JSON.stringify({ input: `q${i}`, decision: i === 0 ? long : `d${i}`, text: `t${i}` }),
        );
      }
    }
    const file = path.join(tempDir(), 'long-text.jsonl');
    writeFileSync(file, `${rows.join('\n')}\n`);
    const args = ['--jsonl', file, '--input-path', 'input', '--decision-path', 'decision'];
    const verdict = await cli('assess', ...args, '--text-path', 'text', '--format', 'json');
    expect((JSON.parse(verdict.stdout) as { errorCount: number }).errorCount).toBe(4);
    const text = await cli(
      'assess',
      ...args,
      '--text-path',
      'text',
      '--layer',
      'text',
      '--format',
      'json',
    );
    expect((JSON.parse(text.stdout) as { errorCount: number }).errorCount).toBe(0);
  });
});
