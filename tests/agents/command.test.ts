import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandAgent } from '../../src/agents/index.js';
import type { Observation } from '../../src/core/index.js';
import { refusalOf } from '../helpers/refusal.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');
const agents: CommandAgent[] = [];

function worker(file: string): CommandAgent {
  const agent = new CommandAgent({ command: `"${process.execPath}" ${file}`, cwd: FIXTURES });
  agents.push(agent);
  return agent;
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
