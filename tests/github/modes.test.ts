// The mode table (src/github/modes.ts): every mode of the `mode` input has one
// row, and the Action's entry (main.ts) runs the row of the mode it read. The
// gate's row is run in-process on recorded evidence, without a token or an
// artifact service: its files are written under RUNNER_TEMP, the HTML among them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODES } from '../../src/github/inputs.js';
import { run } from '../../src/github/main.js';
import { MODE_STEPS } from '../../src/github/modes.js';
import { FIXTURES } from '../render/helpers.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

describe('the mode table', () => {
  it('has one row for every mode of the mode input, and no other', () => {
    expect(Object.keys(MODE_STEPS).sort()).toEqual([...MODES].sort());
  });

  it('main runs the gate row: every report file on the runner, the verdict as the exit code', async () => {
    const temp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-modes-'));
    temps.push(temp);
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    await run(
      {
        INPUT_MODE: 'gate',
        INPUT_EVIDENCE: path.join(FIXTURES, 'blind.evidence.json'),
        INPUT_BASELINE: 'none',
        RUNNER_TEMP: temp,
        GITHUB_WORKSPACE: temp,
      },
      temp,
    );
    const dir = path.join(temp, 'agentverity');
    for (const file of ['report.json', 'junit.xml', 'summary.md', 'report.html'])
      expect(existsSync(path.join(dir, file)), file).toBe(true);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
      exitCode: number;
    };
    expect(report.exitCode).not.toBe(0);
    expect(process.exitCode).toBe(1);
    expect(out.join('')).toContain('no artifact service');
  });
});
