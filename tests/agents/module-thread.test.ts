// Module agents run in a worker thread (issue 33, item 2): a call stuck in a
// synchronous loop is stopped by the call's timeout (the collector's abort ends
// the thread), fails with the reason `timeout`, and the next call gets a fresh
// thread; a load stuck in one ends in agent.load-timeout.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModuleAgent, loadModuleSystem } from '../../src/agents/index.js';
import { type Observation } from '../../src/core/index.js';
import { cliWith, tempDir } from '../helpers/cli.js';
import { refusalOfAsync } from '../helpers/refusal.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');

describe('a module agent in its worker thread', () => {
  it('a call stuck in a synchronous loop is stopped by abort; the next call gets a fresh thread', async () => {
    const agent = await loadModuleAgent('spins.mjs', { cwd: FIXTURES });
    try {
      expect(((await agent.call('a', 1, false)) as Observation).verdict).toBe('ok 1');
      const stuck = Promise.resolve(agent.call('spin', 2, false));
      // The event loop here is free while the thread spins: this timer fires.
      await new Promise((resolve) => setTimeout(resolve, 50));
      agent.abort?.(2, 'timed out after 50 ms');
      await expect(stuck).rejects.toThrow('timed out after 50 ms');
      // A fresh thread: the module loaded again (its counter starts over).
      expect(((await agent.call('b', 3, false)) as Observation).verdict).toBe('ok 1');
      expect(agent.diagnostics?.().restarts).toBe(1);
    } finally {
      await agent.close();
    }
  });

  it('passes the reason an AgentCallError thrown in the thread gives, and an exit as a failed call', async () => {
    const reasons = await loadModuleAgent('spins.mjs:throwsReason', {
      cwd: FIXTURES,
      factory: false,
    });
    const error = await Promise.resolve(reasons.call('x', 1, false)).catch((e: unknown) => e);
    expect((error as { reason?: string }).reason).toBe('extraction_failed');
    expect((error as Error).message).toBe('the answer had no route');
    await reasons.close();
    const exits = await loadModuleAgent('spins.mjs:exits', { cwd: FIXTURES });
    await expect(Promise.resolve(exits.call('abc', 1, false))).rejects.toThrow(
      /the agent called process\.exit\(3\)/,
    );
    await exits.close();
  });

  it('a module whose top-level code never ends is refused when the load times out', async () => {
    const r = await refusalOfAsync(
      loadModuleAgent('spins-at-load.mjs', { cwd: FIXTURES, loadTimeoutMs: 300 }),
    );
    expect(r.code).toBe('agent.load-timeout');
    expect(r.message).toMatch(/did not finish loading within 300 ms/);
  });
});

describe('run with a module agent', () => {
  // `run` keeps a module agent in its own thread for throughput (a thread costs one
  // message round trip per call); docs/agent-protocol.md, "Where a module runs".
  it('calls it in the main thread, not a worker thread', async () => {
    const dir = tempDir();
    const inputs = path.join(dir, 'inputs.txt');
    writeFileSync(inputs, 'where am I\n');
    const out = path.join(dir, 'evidence.json');
    const r = await cliWith(
      { cwd: dir },
      'run',
      '--agent',
      path.join(FIXTURES, 'thread-id.mjs'),
      '--inputs',
      inputs,
      '--k',
      '2',
      '--evidence-out',
      out,
    );
    expect(r.stderr).not.toMatch(/internal error/);
    const text = r.files.get(out) ?? '';
    expect(text).toContain('thread 0');
    expect(text).not.toMatch(/thread [1-9]/);
  });
});

describe('a system module in its worker thread', () => {
  it('a call stuck in a synchronous loop is stopped by abort; the snapshot after it is refused; a reset starts over', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'spinning-system.mjs');
    writeFileSync(
      file,
      `let w = null; export function reset(s) { w = s; } export function snapshot() { return w; }
       export default function agent(input) { if (input === 'spin') for (;;); w.n += 1; return 'ok'; }`,
    );
    const s = await loadModuleSystem(file, { cwd: dir });
    try {
      await s.reset({ n: 0 });
      expect((await s.call('x')).answer).toBe('ok');
      const stuck = s.call('spin');
      await new Promise((resolve) => setTimeout(resolve, 50));
      s.abort('case spin run 1 timed out after 50 ms');
      await expect(stuck).rejects.toThrow('timed out after 50 ms');
      await s.ready?.();
      await expect(s.snapshot()).rejects.toThrow(/worker thread was stopped since the reset/);
      await s.reset({ n: 5 });
      await s.call('x');
      expect(await s.snapshot()).toEqual({ n: 6 });
    } finally {
      await s.close();
    }
  });
});
