import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

// `npx agentverity run … 2>&1 | head -3`: the reader goes away after a few lines.
// The CLI must stop writing to the closed pipe and end, not spin on EPIPE.

interface Ended {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly killed: boolean;
}

/**
 * Runs the README's example run with both standard streams piped; after the first
 * chunk on standard output, both pipes are closed from this end. Kills the child
 * (and reports it) if it has not ended 30 s later.
 */
function runThenClosePipes(evidence: string): Promise<Ended> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'src/cli/main.ts'),
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      path.join(ROOT, 'examples/agents/tickets.txt'),
      '--evidence-out',
      evidence,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, 30_000);
  const closeBoth = () => {
    child.stdout.destroy();
    child.stderr.destroy();
  };
  // The plan comes first on standard error: close when it does, before the report.
  child.stderr.once('data', closeBoth);
  child.stdout.once('data', closeBoth);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, killed });
    });
  });
}

describe('a closed pipe', () => {
  it('ends the run with its own exit code, its evidence written, instead of spinning', async () => {
    const evidence = path.join(tempDir(), 'evidence.json');
    const ended = await runThenClosePipes(evidence);
    expect(ended.killed).toBe(false);
    expect(ended.signal).toBeNull();
    // The run itself is clean: the lost reader changes nothing about the verdict.
    expect(ended.code).toBe(0);
    expect(existsSync(evidence)).toBe(true);
  }, 60_000);
});
