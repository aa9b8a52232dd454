import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentCallError, CommandAgent, workerEnv } from '../../src/agents/index.js';
import { collectEvidence } from '../../src/collect/index.js';
import type { Observation } from '../../src/core/index.js';
import { refusalOf } from '../helpers/refusal.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');
const agents: CommandAgent[] = [];

function worker(file: string, extra: Partial<ConstructorParameters<typeof CommandAgent>[0]> = {}) {
  const agent = new CommandAgent({
    command: `"${process.execPath}" ${file}`,
    cwd: FIXTURES,
    ...extra,
  });
  agents.push(agent);
  return agent;
}

const PYTHON = ['python3', 'python'].find(
  (p) => spawnSync(p, ['-c', 'import json'], { stdio: 'ignore' }).status === 0,
);

/** This process's environment without PYTHONUNBUFFERED, as on a GitHub runner. */
function runnerEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.PYTHONUNBUFFERED;
  return env;
}

async function failureOf(promise: Promise<unknown>): Promise<AgentCallError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof AgentCallError) return error;
  throw new Error(`expected the call to fail, got ${String(error)}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterEach(async () => {
  const all = agents.splice(0);
  await Promise.all(all.map((a) => a.close()));
  for (const a of all) for (const pid of a.pids()) expect(alive(pid)).toBe(false);
});

describe('CommandAgent (JSON lines worker)', () => {
  it('answers calls through one long-lived worker, and keeps its stderr', async () => {
    const agent = worker('worker-good.mjs');
    const a = await agent.call('hello world', 1);
    const b = await agent.call('hi', 2);
    expect(a).toMatchObject({ verdict: 'long', text: 'hello world', tools: ['t1', 't2'] });
    expect(b.verdict).toBe('short');
    expect(agent.pids()).toHaveLength(1);
    await agent.close();
    expect(agent.diagnostics().stderr).toContain('[worker 1] good worker started');
  });

  it('records an {"error"} answer as that call failing, and the worker stays', async () => {
    const agent = worker('worker-good.mjs');
    await expect(agent.call('please fail', 1)).rejects.toThrow('asked to fail');
    expect((await agent.call('ok', 2)).verdict).toBe('short');
    expect(agent.diagnostics().restarts).toBe(0);
  });

  it('runs calls in flight on separate workers', async () => {
    const agent = worker('worker-good.mjs');
    const answers = await Promise.all([1, 2, 3].map((i) => agent.call(`input ${i}`, i)));
    expect(answers.map((o: Observation) => o.text)).toEqual(['input 1', 'input 2', 'input 3']);
    expect(agent.pids()).toHaveLength(3);
  });

  it.each([
    ['crash', /exited during the call \(exit code 3\).*about to crash/],
    ['garbage', /not JSON/],
    ['wrongid', /answered id "nope" to request 1/],
    ['chatty', /not JSON \("Loading model/],
  ])('fails the call on %s and replaces the worker', async (keyword, message) => {
    const agent = worker('worker-misbehaving.mjs');
    await expect(agent.call(`please ${keyword}`, 1)).rejects.toThrow(message);
    expect((await agent.call('fine', 2)).verdict).toBe('ok');
    expect(agent.diagnostics().restarts).toBe(1);
    expect(agent.pids()).toHaveLength(2);
  });

  it('kills a hung worker when the call is aborted, and carries on', async () => {
    const agent = worker('worker-misbehaving.mjs');
    const hung = agent.call('hang', 1);
    const caught = hung.catch((e: Error) => e.message);
    await new Promise((r) => setTimeout(r, 50));
    agent.abort(1, 'timed out after 50 ms');
    expect(await caught).toBe('timed out after 50 ms');
    expect((await agent.call('fine', 2)).verdict).toBe('ok');
    expect(alive(agent.pids()[0] as number)).toBe(false);
  });

  it('makes an answer without a decision an extraction failure, and the worker stays', async () => {
    const agent = worker('worker-misbehaving.mjs');
    const e = await failureOf(agent.call('noroute', 1));
    expect(e.reason).toBe('extraction_failed');
    expect(e.message).toMatch(/no "decision" or "verdict" key \(it has the keys "route", "text"\)/);
    const long = await failureOf(agent.call('longlabel', 2));
    expect(long.reason).toBe('malformed_response');
    expect(long.message).toMatch(/1500 characters, more than the 256/);
    expect(long.message).not.toMatch(/Dear customer/);
    expect((await agent.call('fine', 3)).verdict).toBe('ok');
    expect(agent.diagnostics().restarts).toBe(0);
    // On the text layer the same answer is read.
    const onText = worker('worker-misbehaving.mjs', { layer: 'text' });
    expect((await onText.call('noroute', 1)).text).toBe('routed');
  });

  it('says, when a call is given up, whether the worker wrote nothing or an unended line', async () => {
    const agent = worker('worker-misbehaving.mjs');
    const hung = agent.call('hang', 1).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(agent.abort(1, 'timed out')).toMatch(/wrote nothing on stdout.*flush stdout/);
    await hung;
    const partial = agent.call('partial', 2).catch(() => undefined);
    // The worker says on stderr when the unended line has been written.
    const written = () =>
      agent.diagnostics().stderr?.some((l) => l.includes('partial line written'));
    for (let i = 0; i < 500 && written() !== true; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 20));
    expect(agent.abort(2, 'timed out')).toMatch(
      /wrote 26 characters on stdout without ending the line/,
    );
    await partial;
  });

  it("puts the hint in a timed-out call's recorded error", async () => {
    const agent = worker('worker-misbehaving.mjs');
    const { evidence } = await collectEvidence(
      { cases: [{ input: 'hang' }], k: 2, timeoutMs: 200 },
      agent,
    );
    const errors = evidence.cases[0]?.observations.map((o) => o.error);
    // A series ends at its first failed call.
    expect(errors).toHaveLength(1);
    for (const error of errors ?? []) {
      expect(error).toMatch(/^timed out after 200 ms; the worker wrote nothing on stdout/);
      expect(error).toMatch(/flush/);
    }
  });

  it('starts workers with PYTHONUNBUFFERED=1 unless it is set', () => {
    expect(workerEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', PYTHONUNBUFFERED: '1' });
    expect(workerEnv({ PYTHONUNBUFFERED: '0' }).PYTHONUNBUFFERED).toBe('0');
  });

  it.skipIf(PYTHON === undefined)(
    'answers a Python worker that prints without flushing, where PYTHONUNBUFFERED is not set',
    async () => {
      const agent = new CommandAgent({
        command: `${PYTHON} worker-print.py`,
        cwd: FIXTURES,
        env: runnerEnv(),
      });
      agents.push(agent);
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([
        agent.call('hello', 1),
        new Promise<string>((resolve) => {
          timer = setTimeout(
            () => resolve('no answer within 20 s: stdout stayed buffered'),
            20_000,
          );
        }),
      ]);
      clearTimeout(timer);
      expect(answer).toMatchObject({ verdict: 'printed' });
      expect(((await agent.call('again', 2)) as Observation).verdict).toBe('printed');
    },
  );

  it('fails calls when the command cannot run', async () => {
    const agent = new CommandAgent({ command: 'definitely-not-a-program-xyz', cwd: FIXTURES });
    agents.push(agent);
    await expect(agent.call('x', 1)).rejects.toThrow(/exited during the call \(exit code 127\)/);
  });

  it('refuses an empty command before starting anything, naming the setting', () => {
    const r = refusalOf(() => new CommandAgent({ command: '   ', cwd: FIXTURES }));
    expect(r).toMatchObject({
      code: 'agent.command',
      setting: 'agentCommand',
      message: 'the agent command is empty',
    });
  });
});
