import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

// The real CLI process (src/cli/main.ts) running module agents that abuse the
// process they share with it.
const AGENT = path.resolve(import.meta.dirname, '../fixtures/agents/process-abuse.mjs');

interface Spawned {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function inputs(lines: string[]): string {
  const file = path.join(tempDir(), 'inputs.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Runs the CLI; kills it (and fails) if it is still running after 30 s. */
function cliProcess(
  args: string[],
  onStderr?: (all: string, kill: (s: NodeJS.Signals) => void) => void,
): Promise<Spawned> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    onStderr?.(stderr, (s) => child.kill(s));
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

function runArgs(agentExport: string, seeds: string, out: string, ...more: string[]): string[] {
  return [
    'run',
    '--agent',
    `${AGENT}:${agentExport}`,
    '--inputs',
    seeds,
    '--k',
    '2',
    '--no-relations',
    '--quiet',
    '--evidence-out',
    out,
    ...more,
  ];
}

describe('the CLI process around module agents', () => {
  it('turns an agent calling process.exit(0) into failed calls, not a silent clean exit', async () => {
    const out = path.join(tempDir(), 'evidence.json');
    const r = await cliProcess(runArgs('exits', inputs(['please exit now', 'stay']), out));
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^INCOMPLETE/);
    const file = JSON.parse(readFileSync(out, 'utf8')) as {
      cases: { observations: { error?: string }[] }[];
    };
    expect(file.cases[0]?.observations[0]?.error).toMatch(/process\.exit\(0\)/);
  });

  it('keeps what the agent prints out of the report on standard output', async () => {
    const out = path.join(tempDir(), 'evidence.json');
    const r = await cliProcess(
      runArgs('prints', inputs(['one', 'three']), out, '--format', 'json'),
    );
    const report = JSON.parse(r.stdout) as { status: string };
    expect(report.status).toBe('blind');
    expect(r.stderr).toContain('the agent printed one');
  });

  it('reports an error escaping every call on one line, without a stack trace, and exits 2', async () => {
    const out = path.join(tempDir(), 'evidence.json');
    const r = await cliProcess(runArgs('strayRejection', inputs(['one', 'three']), out));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /a promise was rejected and never handled outside any agent call.*nobody handles this/,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // The evidence, and so the report, say so before the exit code does.
    expect(r.stdout).toMatch(/^INCOMPLETE/);
    expect(r.stdout).toMatch(/escaped outside any agent call/);
  });

  it('bench: an error escaping every call makes the run incomplete in the evidence and exits 2', async () => {
    const out = path.join(tempDir(), 'bench-evidence.json');
    const r = await cliProcess([
      'bench',
      'test',
      `${AGENT}:strayRejection`,
      '--runs',
      '1',
      '--quiet',
      '--evidence-out',
      out,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/a promise was rejected and never handled outside any agent call/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const evidence = JSON.parse(readFileSync(out, 'utf8')) as {
      runs: { complete: boolean; stopReason?: string }[];
    };
    expect(evidence.runs[0]?.complete).toBe(false);
    expect(evidence.runs[0]?.stopReason).toMatch(/escaped outside any agent call/);
    // Recomputed from that evidence, it is never a pass.
    const again = await cliProcess(['bench', 'test', '--evidence', out, '--quiet']);
    expect(again.code).toBe(2);
    expect(again.stdout).not.toMatch(/PASSED/);
  });

  it('cases: an error escaping every call marks the cases evidence incomplete and exits 2', async () => {
    const project = tempDir();
    const example = path.join(ROOT, 'examples/stateful');
    for (const f of ['agentverity.yml', 'cases.jsonl'])
      copyFileSync(path.join(example, f), path.join(project, f));
    const system = path.join(project, 'stray.mjs');
    writeFileSync(
      system,
      `import * as base from ${JSON.stringify(pathToFileURL(path.join(example, 'system.mjs')).href)};
export const { reset, snapshot, replay, version } = base;
export default async function agent(input) {
  Promise.reject(new Error('nobody handles this'));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return base.default(input);
}
`,
    );
    const out = path.join(project, 'cases-evidence.json');
    const args = ['cases', '--config', path.join(project, 'agentverity.yml'), '--quiet'];
    const r = await cliProcess([
      ...args,
      '--system',
      system,
      '--no-replay-cache',
      '--evidence-out',
      out,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/a promise was rejected and never handled outside any agent call/);
    const evidence = JSON.parse(readFileSync(out, 'utf8')) as { complete: boolean };
    expect(evidence.complete).toBe(false);
    // Recomputed from that evidence, it is never a pass.
    const again = await cliProcess(['cases', '--evidence', out, '--quiet']);
    expect(again.code).toBe(2);
    expect(again.stdout).toMatch(/incomplete/);
  });

  it('exits when the command is done, even if the agent left a timer running', async () => {
    const out = path.join(tempDir(), 'evidence.json');
    const r = await cliProcess(runArgs('keepsAlive', inputs(['one', 'three']), out));
    expect(r.signal).toBeNull(); // not killed by the 30 s guard
    expect(r.code).toBe(1); // blind: both inputs answer "odd"
  });

  it('writes the evidence collected so far on SIGTERM, as on Ctrl-C', async () => {
    const out = path.join(tempDir(), 'evidence.json');
    const slow = path.resolve(import.meta.dirname, '../fixtures/agents/slow.mjs');
    let sent = false;
    const r = await cliProcess(
      [
        'run',
        '--agent',
        slow,
        '--inputs',
        inputs(['one', 'three']),
        '--k',
        '40',
        '--no-relations',
        '--evidence-out',
        out,
      ],
      (all, kill) => {
        if (!sent && all.split('called').length > 3) {
          sent = true;
          kill('SIGTERM');
        }
      },
    );
    expect(r.stderr).toMatch(/interrupted \(SIGTERM\); writing the evidence/);
    expect(r.code).toBe(130);
    const file = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    expect(file.complete).toBe(false);
    expect(file.stopReason).toBe('interrupted');
  });
});
