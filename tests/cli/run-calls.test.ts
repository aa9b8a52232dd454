// What a run costs and when it stops, through the CLI: the budget is the whole
// bill, a run whose agent cannot answer stops after its first calls with the
// error named once, and `plan --suite` and `run --suite` make the same plan.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, cliWith, ROOT, tempDir } from '../helpers/cli.js';

const ROUTER = path.join(ROOT, 'examples/agents/router.mjs');

function file(dir: string, name: string, text: string): string {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
}

const SIX = [
  'Refund my order please',
  'Where is my parcel now',
  'Reset my password today',
  'Cancel my plan soon',
  'Talk to a person here',
  'Update my address quickly',
];

/** Run in-process in `dir`; files written land in the map by base name. */
async function runIn(dir: string, ...argv: string[]) {
  const files = new Map<string, string>();
  const r = await cliWith(
    { cwd: dir, writeFile: (f, t) => void files.set(path.basename(f), t) },
    'run',
    ...argv,
  );
  return { ...r, files };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('run --budget is the whole bill', () => {
  it('budget 24 with 6 inputs and the built-in relations makes at most 24 calls', async () => {
    const dir = tempDir();
    const inputs = file(dir, 'inputs.txt', `${SIX.join('\n')}\n`);
    const r = await runIn(dir, '--agent', ROUTER, '--inputs', inputs, '--budget', '24');
    expect(r.stderr).toMatch(
      /calls: meter 12 \+ relations 12 = at most 24 total, within the budget of 24/,
    );
    expect(r.stderr).toMatch(/wrote evidence \(6 inputs, 24 calls, 0 failed\)/);
    const evidence = JSON.parse(r.files.get('agentverity-evidence.json')!) as {
      cases: { observations: unknown[]; relations?: { observation?: unknown }[] }[];
    };
    const calls = evidence.cases.reduce(
      (sum, c) =>
        sum +
        c.observations.length +
        (c.relations ?? []).filter((x) => x.observation !== undefined).length,
      0,
    );
    expect(calls).toBe(24);
  });

  it('refuses a k that does not fit before any call, naming the flag and what fits', async () => {
    const dir = tempDir();
    const inputs = file(dir, 'inputs.txt', `${SIX.join('\n')}\n`);
    const r = await runIn(dir, '--agent', ROUTER, '--inputs', inputs, '--budget', '24', '--k', '4');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'agentverity: --budget: k = 4 needs 36 calls (meter 24 + relations 12), more than the budget of 24 calls in all; k = 2 fits (24 calls), or raise the budget to 36\n',
    );
    expect(r.files.size).toBe(0);
  });
});

describe('run stops when the agent cannot answer', () => {
  it('an HTTP server that is down: 4 calls, the error once with its count, evidence incomplete, exit 2', async () => {
    const dir = tempDir();
    const inputs = file(
      dir,
      'inputs.txt',
      `${Array.from({ length: 39 }, (_, i) => `ticket ${i}`).join('\n')}\n`,
    );
    const port = await closedPort();
    const r = await runIn(
      dir,
      '--agent-url',
      `http://127.0.0.1:${port}/`,
      '--http-retries',
      '0',
      '--inputs',
      inputs,
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(''); // nothing assessed
    expect(r.stderr.split('ECONNREFUSED')).toHaveLength(2); // named once
    expect(r.stderr).toContain(
      'agentverity: the agent cannot answer: its first 4 calls all failed: 4 × the request failed (ECONNREFUSED), not retried: nothing has answered at this URL yet. Nothing was assessed; the evidence collected so far (marked incomplete) is in agentverity-evidence.json',
    );
    const evidence = JSON.parse(r.files.get('agentverity-evidence.json')!) as {
      complete: boolean;
      stopReason: string;
      cases: unknown[];
    };
    expect(evidence.complete).toBe(false);
    expect(evidence.stopReason).toBe(
      'the agent cannot answer: its first 4 calls all failed: 4 × the request failed (ECONNREFUSED), not retried: nothing has answered at this URL yet',
    );
    expect(evidence.cases).toHaveLength(4);
  });
});

describe('plan --suite and run --suite make one plan', () => {
  /** A suite whose one large route has a loose target: the old run floor (pooled k) differed from plan's. */
  function targetedSuite(dir: string): string {
    const cases = [
      ...Array.from({ length: 10 }, (_, i) => ({
        input: `refund request ${i}`,
        expected: 'refund',
      })),
      { input: 'billing question one', expected: 'billing' },
      { input: 'billing question two', expected: 'billing' },
    ];
    return file(
      dir,
      'suite.json',
      JSON.stringify({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['billing', 'refund'], stability_targets: { refund: 0.2 } },
        cases,
      }),
    );
  }

  it('the calls of plan --suite equal the calls run --suite --dry-run plans', async () => {
    const dir = tempDir();
    const suite = targetedSuite(dir);
    const plan = JSON.parse((await cli('plan', '--suite', suite, '--format', 'json')).stdout) as {
      totalCalls: number;
      routes: { decision: string; repeatsEach: number }[];
      run: { calls: { meter: number; relations: number; total: number } };
    };
    const dry = await runIn(dir, '--agent', ROUTER, '--suite', suite, '--dry-run');
    expect(dry.code).toBe(0);
    const m = /calls: meter (\d+) \+ relations (\d+) = (?:at most )?(\d+) total/.exec(dry.stdout);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(plan.totalCalls);
    expect(Number(m![3])).toBe(plan.run.calls.total);
    expect(plan.run.calls.meter).toBe(plan.totalCalls);
    // billing: 2 cases × 74 = 148; refund at 0.2: 10 cases × 4 = 40 (the old run gave them 14 each).
    expect(plan.routes.map((r) => [r.decision, r.repeatsEach])).toEqual([
      ['billing', 74],
      ['refund', 4],
    ]);
    expect(plan.totalCalls).toBe(188);
    const text = await cli('plan', '--suite', suite);
    expect(text.stdout).toContain(
      `A run of this suite with these settings makes ${plan.run.calls.total} agent calls: meter 188 + relations ${plan.run.calls.relations} (the built-in relations).`,
    );
  });

  it('after a run whose pairs all agree, no route needs more pairs (a suite without targets)', async () => {
    const dir = tempDir();
    const routes = ['refund', 'refund', 'shipping', 'shipping', 'account', 'account'];
    const suite = file(
      dir,
      'suite.json',
      JSON.stringify({
        schema: 'agentverity.decision-suite/v1',
        contract: { allowed: ['account', 'refund', 'shipping'] },
        cases: SIX.map((input, i) => ({ input, expected: routes[i] })),
      }),
    );
    // Answers each case's route whatever its case or spacing, so relations hold too.
    const agent = file(
      dir,
      'agent.mjs',
      `const routes = ${JSON.stringify(Object.fromEntries(SIX.map((s, i) => [s.toLowerCase(), routes[i]])))};\n` +
        `export default (input) => routes[input.trim().toLowerCase()] ?? 'unknown';\n`,
    );
    const plan = JSON.parse((await cli('plan', '--suite', suite, '--format', 'json')).stdout) as {
      totalCalls: number;
    };
    expect(plan.totalCalls).toBe(444); // 3 routes × 2 cases × 74
    const r = await runIn(dir, '--agent', agent, '--suite', suite, '--format', 'json');
    expect(r.stderr).toMatch(/plan: 6 inputs, repeats per route/);
    expect(r.stderr).toMatch(/calls: meter 444 \+/);
    const report = JSON.parse(r.stdout) as { routes: { decision: string; call: string }[] };
    expect(report.routes.map((x) => [x.decision, x.call])).toEqual([
      ['account', 'deterministic'],
      ['refund', 'deterministic'],
      ['shipping', 'deterministic'],
    ]);
    const text = await runIn(dir, '--agent', agent, '--suite', suite, '--quiet');
    expect(text.stdout).not.toMatch(/more agreeing pairs/);
  });
});
