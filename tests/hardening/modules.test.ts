import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModuleAgent } from '../../src/agents/module.js';
import { isRefusal } from '../../src/core/errors.js';
import { cliProcess, inputsFile, ROOT, tempDir } from './helpers.js';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const ABUSE = path.resolve(ROOT, 'tests/fixtures/agents/process-abuse.mjs');

function runArgs(agent: string, dir: string, ...more: string[]): string[] {
  return [
    'run',
    '--agent',
    agent,
    '--inputs',
    inputsFile(['one', 'three']),
    '--k',
    '2',
    '--no-relations',
    '--quiet',
    '--evidence-out',
    path.join(dir, 'evidence.json'),
    ...more,
  ];
}

describe('agent modules that never finish loading', () => {
  for (const [fixture, what] of [
    [
      'never-loads.mjs',
      /did not finish loading within 300 ms: its top-level code awaits something that never settles/,
    ],
    ['never-loads-busy.mjs', /did not finish loading within 300 ms/],
    [
      'factory-never.mjs',
      /factory did not return the agent within 300 ms: the promise it returned never settled/,
    ],
  ] as const) {
    it(`${fixture}: a refusal naming the module, exit 2, no internal error`, async () => {
      const dir = tempDir();
      const r = await cliProcess(runArgs(path.join(FIXTURES, fixture), dir), {
        env: { AGENTVERITY_LOAD_TIMEOUT_MS: '300' },
      });
      expect(r.killed).toBe(false);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(fixture);
      expect(r.stderr).toMatch(what);
      expect(r.stderr).not.toMatch(/internal error/);
    });
  }

  it('the library loader refuses with agent.load-timeout after the wait given', async () => {
    let thrown: unknown;
    try {
      await loadModuleAgent(`${path.join(FIXTURES, 'factory-never.mjs')}`, {
        cwd: ROOT,
        loadTimeoutMs: 50,
      });
    } catch (error) {
      thrown = error;
    }
    expect(isRefusal(thrown) && thrown.code).toBe('agent.load-timeout');
    expect(isRefusal(thrown) && thrown.where).toBe('factory-never.mjs:createAgent');
  });
});

describe('a report never contradicts the exit code', () => {
  it('an unhandled rejection during the calls: exit 2, and every report file says exit 2, incomplete', async () => {
    const dir = tempDir();
    const json = path.join(dir, 'report.json');
    const junit = path.join(dir, 'junit.xml');
    const r = await cliProcess(
      runArgs(
        `${ABUSE}:strayRejection`,
        dir,
        '--format',
        'json',
        '--output',
        json,
        '--format',
        'junit',
        '--output',
        junit,
        '--format',
        'json',
      ),
    );
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/a promise was rejected and never handled outside any agent call/);
    for (const text of [readFileSync(json, 'utf8'), r.stdout]) {
      const report = JSON.parse(text) as { status: string; exitCode: number; complete: boolean };
      expect(report).toMatchObject({ status: 'incomplete', exitCode: 2, complete: false });
    }
    expect(readFileSync(junit, 'utf8')).toMatch(/escaped outside any agent call/);
    const evidence = JSON.parse(readFileSync(path.join(dir, 'evidence.json'), 'utf8')) as {
      complete: boolean;
      stopReason: string;
    };
    expect(evidence.complete).toBe(false);
    expect(evidence.stopReason).toMatch(/escaped outside any agent call/);
  });
});
