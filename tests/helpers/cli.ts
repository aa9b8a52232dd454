import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../../src/cli/program.js';
import type { CliIo } from '../../src/cli/io.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  files: Map<string, string>;
}

/** Run the CLI in-process with the repository as the working directory. */
export async function cli(...argv: string[]): Promise<CliRun> {
  return cliWith({}, ...argv);
}

/** As `cli`, with parts of the I/O replaced (environment, TTY flags, working directory). */
export async function cliWith(overrides: Partial<CliIo>, ...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const files = new Map<string, string>();
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: ROOT,
    writeFile: (f, t) => void files.set(f, t),
    env: {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
    ...overrides,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, files };
}

export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'agentverity-test-'));
}
