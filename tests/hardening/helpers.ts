import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tempDir } from '../helpers/cli.js';

export { ROOT, tempDir };

export interface Spawned {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** True when the guard had to kill it: the command did not end by itself. */
  killed: boolean;
}

/**
 * The real CLI (src/cli/main.ts under tsx) in a child process, so that a command
 * that never ends, or loops, fails the test instead of hanging the test worker.
 * `guardMs` is a hang guard, not a speed assertion: it is far above any bound the
 * command should meet.
 */
export function cliProcess(
  args: readonly string[],
  options: { guardMs?: number; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Spawned> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/cli/main.ts'), ...args],
    {
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    },
  );
  let stdout = '';
  let stderr = '';
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, options.guardMs ?? 40_000);
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, killed });
    });
  });
}

/** The example evidence file (ours, 12 inputs × 14 repeats), parsed, to be edited by a test. */
export function routerEvidence(): Record<string, unknown> & {
  cases: Record<string, unknown>[];
} {
  return JSON.parse(
    readFileSync(path.join(ROOT, 'examples/evidence/router.json'), 'utf8'),
  ) as never;
}

/** Writes JSON text (as given: numbers such as 1e30 survive) to a fresh file. */
export function writeJson(name: string, value: unknown): string {
  const file = path.join(tempDir(), name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
}

/** A seed file of plain lines. */
export function inputsFile(lines: readonly string[]): string {
  const file = path.join(tempDir(), 'inputs.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
