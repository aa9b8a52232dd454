// `bench test --tau2`: a τ²-bench results.json imported as outcome logs (issue 30 item 9):
// each task's trials are its runs, graded by tau2's own rule (reward 1 passes).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';

const RESULTS = path.join(ROOT, 'tests/fixtures/tau2/telecom-gpt-4o-4tasks.json');

interface AgentJson {
  attempts: number;
  passed: number;
  failed: number;
  errored: number;
}

describe('bench test --tau2', () => {
  it('imports the trials as runs: 3 of the 4 tasks passed (the file by hand), exit 1', async () => {
    const cwd = tempDir();
    const r = await cliWith(
      { cwd },
      'bench',
      'test',
      '--tau2',
      RESULTS,
      '--quiet',
      '--report',
      'json',
    );
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(1);
    const text = [...r.files.entries()].find(([f]) =>
      f.endsWith('agentverity-bench-report.json'),
    )?.[1];
    expect(text).toBeDefined();
    const report = JSON.parse(text ?? '{}') as { agents: AgentJson[] };
    expect(report.agents[0]).toMatchObject({ attempts: 4, passed: 3, failed: 1, errored: 0 });
  });

  it('is refused beside agents, naming both', async () => {
    const cwd = tempDir();
    const r = await cliWith(
      { cwd },
      'bench',
      'test',
      path.join(ROOT, 'examples/bench/passing-agent.mjs'),
      '--tau2',
      RESULTS,
      '--quiet',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/tau2/);
  });
});
