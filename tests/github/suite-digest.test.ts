// The Action judges recorded evidence against the suite it was collected for, as
// the CLI does (tests/cli/suite-mismatch.test.ts): no suite, or another suite, is
// refused (exit 2) unless `without-suite` says the contract is left out.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/github/main.js';
import { cliWith } from '../helpers/cli.js';

const temps: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function suiteText(critical: string[]): string {
  return JSON.stringify({
    schema: 'agentverity.decision-suite/v1',
    contract: { allowed: ['approve', 'deny'], required: ['approve', 'deny'], critical },
    cases: [
      { input: 'within policy', expected: 'approve' },
      { input: 'outside policy', expected: 'deny' },
    ],
  });
}

async function setUp() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-suite-digest-'));
  temps.push(temp);
  writeFileSync(path.join(temp, 'suite.json'), suiteText([]));
  writeFileSync(path.join(temp, 'other.json'), suiteText(['deny']));
  writeFileSync(
    path.join(temp, 'agent.mjs'),
    "export default (input) => ({ decision: input.includes('within') ? 'approve' : 'deny' });\n",
  );
  const made = await cliWith(
    { cwd: temp, writeFile: (f, t) => writeFileSync(f, t) },
    'run',
    '--agent',
    'agent.mjs',
    '--suite',
    'suite.json',
    '--k',
    '2',
    '--no-relations',
    '--evidence-out',
    'evidence.json',
    '--quiet',
  );
  expect(made.stderr).toContain('wrote evidence');
  return temp;
}

async function gate(temp: string, inputs: Record<string, string>): Promise<string> {
  const out: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
  await run(
    {
      INPUT_MODE: 'gate',
      INPUT_EVIDENCE: path.join(temp, 'evidence.json'),
      INPUT_BASELINE: 'none',
      RUNNER_TEMP: temp,
      GITHUB_WORKSPACE: temp,
      ...inputs,
    },
    temp,
  );
  vi.restoreAllMocks();
  return out.join('');
}

describe("the Action's gate judges evidence against the suite it was collected for", () => {
  it('refuses evidence without its suite, naming the digest (exit 2)', async () => {
    const temp = await setUp();
    const out = await gate(temp, {});
    // The step fails; its exit-code output is the refusal's 2.
    expect(out).toContain('::set-output name=exit-code::2');
    expect(out).toMatch(/collected against the decision suite with digest [0-9a-f]{64}/);
  });

  it('refuses another suite, naming both digests (exit 2)', async () => {
    const temp = await setUp();
    const out = await gate(temp, { INPUT_SUITE: path.join(temp, 'other.json') });
    // The step fails; its exit-code output is the refusal's 2.
    expect(out).toContain('::set-output name=exit-code::2');
    const digests = out.match(/[0-9a-f]{64}/g) ?? [];
    expect(new Set(digests).size).toBeGreaterThanOrEqual(2);
  });

  it('with without-suite, assesses and the report says first that the contract was not applied', async () => {
    const temp = await setUp();
    await gate(temp, { 'INPUT_WITHOUT-SUITE': 'true' });
    const summary = readFileSync(path.join(temp, 'agentverity', 'summary.md'), 'utf8');
    expect(summary.split('\n').slice(0, 5).join('\n')).toContain('CONTRACT NOT APPLIED');
  });
});
