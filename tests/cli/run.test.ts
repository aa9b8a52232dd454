import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEvidenceFile } from '../../src/evidence/index.js';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');
const TICKETS = path.join(ROOT, 'examples/agents/tickets.txt');

function seeds(lines: string[]): string {
  const file = path.join(tempDir(), 'inputs.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Run in-process; the evidence and report files land in `files`. */
async function run(...argv: string[]) {
  const order: string[] = [];
  const files = new Map<string, string>();
  const result = await cliWith(
    {
      cwd: FIXTURES,
      writeFile: (f, t) => {
        order.push(path.basename(f));
        files.set(path.basename(f), t);
      },
    },
    'run',
    ...argv,
  );
  return { ...result, files, order };
}

describe('agentverity run', () => {
  it('calls a module agent, writes the evidence first, then reports like assess', async () => {
    const r = await run(
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      TICKETS,
      '--format',
      'json',
      '--output',
      'report.json',
    );
    expect(r.code).toBe(0);
    expect(r.order).toEqual(['agentverity-evidence.json', 'report.json']);
    const { evidence } = parseEvidenceFile(
      JSON.parse(r.files.get('agentverity-evidence.json')!),
      'e',
    );
    expect(evidence.complete).toBe(true);
    expect(evidence.isolation).toBe('fresh-session'); // declared by the agent
    expect(evidence.cases).toHaveLength(8);
    expect(evidence.cases[0]?.observations).toHaveLength(20);
    const report = JSON.parse(r.files.get('report.json')!) as Record<string, unknown>;
    expect(report.status).toBe('deterministic');
    expect(r.stderr).toMatch(/plan: 8 inputs, k = 20 repeats each/);
    expect(r.stderr).toMatch(/calls: meter 160 \+ relations 16 = at most 176 total/);
  });

  it('prints the plan and the cost on --dry-run without loading the agent', async () => {
    const r = await run(
      '--agent',
      'does-not-exist.mjs',
      '--inputs',
      TICKETS,
      '--k',
      '4',
      '--cost-per-call',
      '0.01',
      '--dry-run',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/k = 4 repeats each/);
    expect(r.stdout).toMatch(/cost: at most 0\.48 \(48 calls × 0\.01\)/);
    expect(r.files.size).toBe(0);
  });

  it('says, in the plan and the report, a --k that the stability targets raise', async () => {
    const dir = tempDir();
    const suite = path.join(dir, 'suite.json');
    writeFileSync(
      suite,
      JSON.stringify({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['a', 'b'], stability_targets: { a: 0.1 } },
        cases: [
          { input: 'one', expected: 'a' },
          { input: 'two', expected: 'b' },
        ],
      }),
    );
    const agent = path.join(dir, 'agent.mjs');
    writeFileSync(
      agent,
      "export default (input) => ({ decision: input === 'one' ? 'a' : 'b' });\n",
    );
    const r = await run(
      '--agent',
      agent,
      '--suite',
      suite,
      '--k',
      '2',
      '--no-relations',
      '--format',
      'json',
      '--output',
      'report.json',
    );
    expect(r.stderr).toContain(
      "note: k = 2 was given, but the suite's stability targets need more repeats: routes a (70), b (146)",
    );
    const evidence = JSON.parse(r.files.get('agentverity-evidence.json')!) as {
      settings: Record<string, unknown>;
    };
    expect(evidence.settings.kRaised).toEqual({ a: 70, b: 146 });
    const report = JSON.parse(r.files.get('report.json')!) as { settings: Record<string, unknown> };
    expect(report.settings.kRaised).toEqual({ a: 70, b: 146 });
    // The text report says it too, as the Markdown and HTML do.
    const text = await run('--agent', agent, '--suite', suite, '--k', '2', '--no-relations');
    expect(text.stdout).toContain(
      'k raised by the stability targets on a (70 repeats per input), b (146 repeats per input)',
    );
  });

  it('records failures, keeps the evidence, and exits 2 for incomplete evidence', async () => {
    const input = seeds(['fine', 'boom here', 'also fine']);
    const r = await run(
      '--agent',
      'misbehaving.mjs:throws',
      '--inputs',
      input,
      '--k',
      '2',
      '--no-relations',
      '--quiet',
    );
    expect(r.code).toBe(2);
    const evidence = JSON.parse(r.files.get('agentverity-evidence.json')!) as {
      cases: { observations: { error?: string }[] }[];
    };
    expect(evidence.cases[1]?.observations[0]?.error).toMatch(/boom on boom here/);
    expect(r.stdout).toMatch(/^INCOMPLETE/);
  });

  it('records a thrown value that cannot even be shown as text as a failed call (not an internal error)', async () => {
    const input = seeds(['fine', 'boom here', 'also fine']);
    const r = await run(
      '--agent',
      'misbehaving.mjs:throwsUnprintable',
      '--inputs',
      input,
      '--k',
      '2',
      '--no-relations',
      '--quiet',
    );
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(2);
    const evidence = JSON.parse(r.files.get('agentverity-evidence.json')!) as {
      cases: { observations: { error?: string }[] }[];
    };
    expect(evidence.cases[1]?.observations[0]?.error).toMatch(/cannot be shown as text/);
    expect(r.stdout).toMatch(/^INCOMPLETE/);
  });

  it('refuses an evidence or report file it could not write before making any call', async () => {
    const dir = tempDir();
    let calls = 0;
    const argv = (...more: string[]) => [
      'run',
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      TICKETS,
      '--k',
      '2',
      '--no-relations',
      ...more,
    ];
    const io = {
      cwd: dir,
      writeFile: () => void (calls += 1),
    };
    const folder = await cliWith(io, ...argv('--evidence-out', dir));
    expect(folder.code).toBe(2);
    expect(folder.stderr).toBe(
      `agentverity: ${dir}: cannot write the evidence there: it is a folder\n`,
    );
    const file = seeds(['a']);
    const report = await cliWith(
      io,
      ...argv('--format', 'json', '--output', path.join(file, 'report.json')),
    );
    expect(report.code).toBe(2);
    expect(report.stderr).toMatch(/cannot write the report there: a part of the path is a file/);
    expect(report.stderr).not.toMatch(/plan:/); // refused before the plan and any call
    expect(calls).toBe(0);
  });

  it('stops on the first failure with --error-policy raise, after writing the evidence', async () => {
    const input = seeds(['fine', 'boom here', 'also fine']);
    const r = await run(
      '--agent',
      'misbehaving.mjs:throws',
      '--inputs',
      input,
      '--k',
      '2',
      '--error-policy',
      'raise',
      '--quiet',
    );
    expect(r.code).toBe(2);
    expect(r.order).toEqual(['agentverity-evidence.json']);
    expect(r.stderr).toMatch(/collection stopped on an error \(input 2: boom on boom here\)/);
    const file = JSON.parse(r.files.get('agentverity-evidence.json')!) as Record<string, unknown>;
    expect(file.complete).toBe(false);
    expect(file.stopReason).toBe('error');
  });

  it.each(['none', '0'])('accepts --timeout %s as no timeout, as its help says', async (value) => {
    const r = await run(
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs'),
      '--inputs',
      TICKETS,
      '--k',
      '2',
      '--no-relations',
      '--quiet',
      '--timeout',
      value,
    );
    expect(r.stderr).not.toMatch(/timeout|timeoutMs/i);
    expect(r.code).toBe(2); // undecided: 8 pairs cannot certify
    const file = JSON.parse(r.files.get('agentverity-evidence.json')!) as {
      settings: { timeoutMs: unknown };
    };
    expect(file.settings.timeoutMs).toBeNull();
  });

  it('times out a promise that never settles', async () => {
    const input = seeds(['hang please', 'ok']);
    const r = await run(
      '--agent',
      'misbehaving.mjs:hangs',
      '--inputs',
      input,
      '--k',
      '2',
      '--timeout',
      '50ms',
      '--no-relations',
      '--quiet',
    );
    expect(r.code).toBe(2);
    expect(r.files.get('agentverity-evidence.json')).toMatch(/timed out after 50 ms/);
  });

  it('runs a command worker, restarting it after a crash, and shows its stderr', async () => {
    const input = seeds(['crash now', 'fine']);
    const r = await run(
      '--agent-command',
      `"${process.execPath}" worker-misbehaving.mjs`,
      '--inputs',
      input,
      '--k',
      '2',
      '--no-relations',
      '--timeout',
      '2s',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/worker restart/);
    expect(r.stderr).toMatch(/about to crash/);
  });

  it('curtails a flipping agent and marks the evidence incomplete', async () => {
    const r = await run(
      '--agent',
      path.join(ROOT, 'examples/agents/router.mjs:flaky'),
      '--inputs',
      TICKETS,
      '--k',
      '20',
      '--curtail',
      '--no-relations',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/curtailed after pair \d+: pooled has 1 flips/);
    expect(r.stderr).toMatch(/calls avoided/);
    expect(JSON.parse(r.files.get('agentverity-evidence.json')!).stopReason).toBe('curtailed');
  });

  it('refuses bad usage before any call', async () => {
    expect((await run('--inputs', TICKETS)).stderr).toMatch(/exactly one agent/);
    expect((await run('--agent', 'constant.mjs')).stderr).toMatch(/--inputs FILE or --suite FILE/);
    const both = await run(
      '--agent',
      'constant.mjs',
      '--inputs',
      TICKETS,
      '--k',
      '4',
      '--sequential',
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/leave out k/);
    expect(
      (await run('--agent', 'constant.mjs', '--inputs', TICKETS, '--timeout', 'soon')).code,
    ).toBe(2);
    expect(
      (await run('--agent', 'constant.mjs', '--inputs', TICKETS, '--decision-path', 'a')).stderr,
    ).toMatch(/apply to --agent-url only/);
  });

  it('documents every flag in --help', async () => {
    const r = await run('--help');
    for (const flag of [
      '--agent-command',
      '--agent-url',
      '--curtail',
      '--sequential',
      '--rate-limit',
      '--evidence-out',
      '--dry-run',
      '--parallel-repeats',
      '--no-reuse',
    ]) {
      expect(r.stdout).toContain(flag);
    }
  });
});

describe('agentverity run, interrupted', () => {
  let child: ReturnType<typeof spawn> | null = null;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });

  it('writes the evidence collected so far on Ctrl-C, marked interrupted, and exits 130', async () => {
    const dir = tempDir();
    const out = path.join(dir, 'evidence.json');
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'src/cli/main.ts'),
        'run',
        '--agent',
        path.join(FIXTURES, 'slow.mjs'),
        '--inputs',
        TICKETS,
        '--k',
        '40',
        '--evidence-out',
        out,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const proc = child;
    let stderr = '';
    const code = await new Promise<number | null>((resolve) => {
      let sent = false;
      proc.stderr?.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (!sent && stderr.split('called').length > 3) {
          sent = true;
          proc.kill('SIGINT');
        }
      });
      proc.on('close', (c) => resolve(c));
    });
    expect(stderr).toMatch(/interrupted; writing the evidence/);
    expect(code).toBe(130);
    const file = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    expect(file.complete).toBe(false);
    expect(file.stopReason).toBe('interrupted');
    expect((file.cases as unknown[]).length).toBeGreaterThan(0);
  });
});
