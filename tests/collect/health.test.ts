// Stop when the agent cannot answer: the first calls all failing stop the run
// (evidence incomplete, the error named once with its count), and a series ends
// at its first failed call.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandAgent, functionAgent, httpAgent, type Agent } from '../../src/agents/index.js';
import {
  AnswerWatch,
  collectEvidence,
  describeUnanswered,
  firstCallsWatched,
} from '../../src/collect/index.js';
import { BUILTIN_RELATIONS } from '../../src/core/index.js';
import { tempDir } from '../helpers/cli.js';

const inputs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ input: `Ticket number ${i}` }));

/** A port on 127.0.0.1 nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Wraps an agent to count its calls. */
function counted(agent: Agent): { agent: Agent; count: { calls: number } } {
  const count = { calls: 0 };
  return {
    count,
    agent: {
      ...agent,
      kind: agent.kind,
      label: agent.label,
      isolation: agent.isolation,
      call: (input, id, fresh) => {
        count.calls += 1;
        return agent.call(input, id, fresh);
      },
      close: () => agent.close(),
      ...(agent.abort === undefined ? {} : { abort: (id, r) => agent.abort?.(id, r) }),
      ...(agent.diagnostics === undefined
        ? {}
        : { diagnostics: () => agent.diagnostics?.() ?? {} }),
    },
  };
}

describe('AnswerWatch (pure)', () => {
  it('stops once the first N calls all failed, naming the most frequent error with its count', () => {
    const watch = new AnswerWatch(4);
    expect(watch.record('refused')).toBeNull();
    expect(watch.record('timed out')).toBeNull();
    expect(watch.record('refused')).toBeNull();
    const stop = watch.record('refused');
    expect(stop).toEqual({
      calls: 4,
      errors: [
        { error: 'refused', count: 3 },
        { error: 'timed out', count: 1 },
      ],
    });
    expect(describeUnanswered(stop!)).toBe(
      'its first 4 calls all failed: 3 × refused (and 1 with another error)',
    );
    // It fires once.
    expect(watch.record('refused')).toBeNull();
    expect(watch.armed).toBe(false);
  });

  it("groups a command worker's errors without the stderr lines each one ends with", () => {
    const watch = new AnswerWatch(2);
    watch.record('the worker exited (exit code 1); last stderr: [worker 1] boom');
    expect(watch.record('the worker exited (exit code 1); last stderr: [worker 2] boom')).toEqual({
      calls: 2,
      errors: [{ error: 'the worker exited (exit code 1)', count: 2 }],
    });
  });

  it('stops at once when a call times out before any call answered', () => {
    const watch = new AnswerWatch(4);
    expect(watch.record('refused')).toBeNull();
    const stop = watch.record('timed out after 120000 ms', 120_000);
    expect(stop).toEqual({
      calls: 2,
      errors: [
        { error: 'refused', count: 1 },
        { error: 'timed out after 120000 ms', count: 1 },
      ],
      timedOutMs: 120_000,
    });
    expect(describeUnanswered(stop!)).toBe(
      'it did not answer its first call within 120 s; the 1 call that ended before it failed too',
    );
    expect(describeUnanswered({ calls: 1, errors: [], timedOutMs: 200 })).toBe(
      'it did not answer its first call within 0.2 s',
    );
    expect(watch.record('timed out', 120_000)).toBeNull();
  });

  it('a timeout after an answer does not stop the run', () => {
    const watch = new AnswerWatch(4);
    expect(watch.record(null)).toBeNull();
    expect(watch.record('timed out', 200)).toBeNull();
  });

  it('is disarmed by one answer: later failures never stop the run', () => {
    const watch = new AnswerWatch(2);
    expect(watch.record('down')).toBeNull();
    expect(watch.record(null)).toBeNull();
    expect(watch.armed).toBe(false);
    for (let i = 0; i < 10; i++) expect(watch.record('down')).toBeNull();
  });

  it('watches one round of workers, at least 4 and at most 16 calls, never more than the plan', () => {
    expect(firstCallsWatched(1, 1000)).toBe(4);
    expect(firstCallsWatched(6, 1000)).toBe(6);
    expect(firstCallsWatched(16, 1000)).toBe(16);
    expect(firstCallsWatched(32, 1000)).toBe(16);
    expect(firstCallsWatched(1, 3)).toBe(3);
  });
});

describe('a run whose agent cannot answer', () => {
  it('stops after the first 4 calls when every call fails, and writes the evidence as incomplete', async () => {
    const { agent, count } = counted(
      await functionAgent((input: string) => {
        throw new Error(input === '' ? 'empty' : 'connection refused');
      }),
    );
    const result = await collectEvidence(
      { cases: inputs(20), k: 4, relations: BUILTIN_RELATIONS },
      agent,
    );
    // Before: 20 inputs × 4 repeats, each failing, plus the relations' source calls.
    expect(count.calls).toBe(4);
    expect(result.evidence.complete).toBe(false);
    expect(result.evidence.stopReason).toBe(
      'the agent cannot answer: its first 4 calls all failed: 4 × connection refused',
    );
    expect(result.stats.stopReason).toBe('agent-unavailable');
    expect(result.stats.unanswered).toEqual({
      calls: 4,
      errors: [{ error: 'connection refused', count: 4 }],
    });
    expect(result.fatal?.message).toMatch(/^the agent cannot answer/);
    expect(result.evidence.cases).toHaveLength(4);
  });

  it('watches a whole round of workers before stopping', async () => {
    const { agent, count } = counted(
      await functionAgent(async (input: string) => {
        await new Promise((r) => setTimeout(r, 1));
        throw new Error(input === '' ? 'empty' : 'down');
      }),
    );
    const result = await collectEvidence({ cases: inputs(30), k: 2, maxWorkers: 6 }, agent);
    expect(result.stats.unanswered?.calls).toBe(6);
    expect(count.calls).toBe(6);
  });

  it('starts a whole round of 16 workers at once for a healthy agent, and no more than 16 at 32', async () => {
    for (const [workers, started] of [
      [16, 16],
      [32, 16],
    ] as const) {
      let beforeFirstAnswer = 0;
      let answered = false;
      // No call answers until every call that may start has had the time to.
      const gate = new Promise<void>((r) => setTimeout(r, 30));
      const agent = await functionAgent(async (input: string) => {
        if (!answered) beforeFirstAnswer += 1;
        await gate;
        answered = true;
        return input === '' ? 'empty' : 'a';
      });
      const result = await collectEvidence({ cases: inputs(64), k: 2, maxWorkers: workers }, agent);
      expect(result.stats.calls.total).toBe(128);
      expect(beforeFirstAnswer).toBe(started);
    }
  });

  it('stops an agent that never settles at its first timeout, not after 4 (issue 33)', async () => {
    const { agent, count } = counted(
      await functionAgent((input: string) => new Promise<string>(() => void input)),
    );
    const result = await collectEvidence({ cases: inputs(20), k: 4, timeoutMs: 20 }, agent);
    // Before: 4 calls, each waiting out the timeout.
    expect(count.calls).toBe(1);
    expect(result.stats.unanswered).toEqual({
      calls: 1,
      errors: [{ error: 'timed out after 20 ms', count: 1 }],
      timedOutMs: 20,
    });
    expect(result.stats.stopReason).toBe('agent-unavailable');
    expect(result.evidence.stopReason).toBe(
      'the agent cannot answer: it did not answer its first call within 0.02 s',
    );
  });

  it('with several workers, the first timeout stops the calls still in flight', async () => {
    const { agent, count } = counted(
      await functionAgent((input: string) => new Promise<string>(() => void input)),
    );
    const result = await collectEvidence(
      { cases: inputs(20), k: 2, timeoutMs: 30, maxWorkers: 4 },
      agent,
    );
    expect(count.calls).toBe(4);
    expect(result.stats.unanswered?.timedOutMs).toBe(30);
    expect(result.evidence.complete).toBe(false);
  });

  it('a timeout after the agent has answered is one failed call, not a stop', async () => {
    let n = 0;
    const agent = await functionAgent((input: string) => {
      n += 1;
      return n === 3 ? new Promise<string>(() => void input) : Promise.resolve('same');
    });
    const result = await collectEvidence({ cases: inputs(4), k: 2, timeoutMs: 30 }, agent);
    expect(result.stats.unanswered).toBeUndefined();
    expect(result.stats.errors).toBe(1);
  });

  it('stops on extraction failures (a harness failure is no answer on the verdict layer)', async () => {
    const { agent, count } = counted(
      await functionAgent((input: string) =>
        input === '' ? 'empty' : { noDecision: 'extraction_failed' as const },
      ),
    );
    const result = await collectEvidence({ cases: inputs(10), k: 2 }, agent);
    expect(count.calls).toBe(4);
    expect(result.stats.unanswered?.errors[0]?.error).toMatch(/extraction_failed/);
  });

  it('stops an HTTP agent whose server is down after 4 calls', async () => {
    const port = await closedPort();
    const http = httpAgent({ url: `http://127.0.0.1:${port}/`, retries: 1, backoffMs: 1 });
    const { agent, count } = counted(http);
    const result = await collectEvidence(
      { cases: inputs(20), k: 4, relations: BUILTIN_RELATIONS },
      agent,
    );
    await agent.close();
    expect(count.calls).toBe(4);
    expect(result.stats.unanswered?.errors).toEqual([
      {
        error:
          'the request failed (ECONNREFUSED), not retried: nothing has answered at this URL yet',
        count: 4,
      },
    ]);
    // Nothing ever answered, so no call waited on retries.
    expect(result.stats.agent.retries).toBe(0);
  });

  it('does not restart a worker that exits at once more than a few times', async () => {
    const dir = tempDir();
    const script = path.join(dir, 'exits.mjs');
    writeFileSync(
      script,
      "process.stderr.write('cannot import the model\\n');\nprocess.exit(1);\n",
    );
    const worker = commandAgent({ command: `"${process.execPath}" exits.mjs`, cwd: dir });
    const result = await collectEvidence({ cases: inputs(40), k: 4, timeoutMs: 10_000 }, worker);
    await worker.close();
    expect(result.stats.stopReason).toBe('agent-unavailable');
    expect(result.stats.calls.total).toBe(4);
    expect(result.stats.agent.restarts ?? 0).toBeLessThanOrEqual(4);
    expect(result.evidence.complete).toBe(false);
    // One error, counted once: the stderr each message ends with is not part of it.
    expect(result.stats.unanswered?.errors).toEqual([
      { error: 'the worker exited during the call (exit code 1)', count: 4 },
    ]);
  });
});

describe('a series ends at its first failed call', () => {
  it('k = 4 with a failing second call costs that input 2 meter calls, not 4', async () => {
    const seen = new Map<string, number>();
    const { agent, count } = counted(
      await functionAgent((input: string) => {
        const n = (seen.get(input) ?? 0) + 1;
        seen.set(input, n);
        if (input === 'Ticket number 1' && n === 2) throw new Error('flaky');
        return 'same';
      }),
    );
    const { evidence, stats } = await collectEvidence({ cases: inputs(3), k: 4 }, agent);
    expect(seen.get('Ticket number 1')).toBe(2);
    expect(evidence.cases.map((c) => c.observations.length)).toEqual([4, 2, 4]);
    expect(stats.calls.meter).toBe(10);
    expect(count.calls).toBe(10);
  });

  it('in sequential rounds too: a pair whose first call failed makes no second call', async () => {
    let calls = 0;
    const agent = await functionAgent((input: string) => {
      calls += 1;
      if (input === 'Ticket number 0') throw new Error('down');
      return 'same';
    });
    const { evidence } = await collectEvidence({ cases: inputs(5), sequential: true }, agent);
    expect(evidence.cases[0]?.observations).toEqual([{ error: 'down', reason: 'runtime_error' }]);
    expect(calls).toBe(1 + evidence.cases.slice(1).reduce((s, c) => s + c.observations.length, 0));
  });

  it('with parallel repeats no new repeat of a failed input starts', async () => {
    const seen = new Map<string, number>();
    const agent = await functionAgent((input: string) => {
      const n = (seen.get(input) ?? 0) + 1;
      seen.set(input, n);
      if (input === 'Ticket number 0' && n === 2) throw new Error('flaky');
      return 'same';
    });
    await collectEvidence({ cases: inputs(2), k: 6, parallelRepeats: true }, agent);
    expect(seen.get('Ticket number 0')).toBe(2);
    expect(seen.get('Ticket number 1')).toBe(6);
  });

  it('a partially failing agent (one input always failing) still completes the others', async () => {
    const agent = await functionAgent((input: string) => {
      if (input === 'Ticket number 2') throw new Error('this one breaks');
      return input.endsWith('1') ? 'b' : 'a';
    });
    const { evidence, stats } = await collectEvidence({ cases: inputs(6), k: 4 }, agent);
    expect(stats.stopReason).toBeUndefined();
    expect(evidence.complete).toBe(true);
    expect(evidence.cases.map((c) => c.observations.length)).toEqual([4, 4, 1, 4, 4, 4]);
    expect(stats.errors).toBe(1);
  });
});
