import { describe, expect, it } from 'vitest';
import { functionAgent, type Agent } from '../../src/agents/index.js';
import { callAgentOnce, collectBenchRun, outputOf } from '../../src/collect/index.js';
import type { AgentRef, Benchmark, BenchTask, TaskEvaluation } from '../../src/core/bench/types.js';
import type { Observation } from '../../src/core/index.js';
import { boundedMatcher } from '../../src/evidence/pattern-match.js';
import { refusalOfAsync } from '../helpers/refusal.js';

const REF: AgentRef = { name: 'A', kind: 'function', source: 'test' };

function task(id: string, evaluation: TaskEvaluation, prompt = id): BenchTask {
  return { id, name: id, category: null, prompt, evaluation };
}

const BENCH: Benchmark = {
  version: '1',
  name: 'unit',
  digest: 'a'.repeat(64),
  tasks: [
    task('t1', { type: 'exact_match', expected: 'one' }),
    task('t2', { type: 'contains', expected: 'TWO', caseSensitive: false }),
    task('t3', { type: 'regex', expected: '^th+ree$', flags: 'i' }),
  ],
};

const text = (t: string): Observation => ({ text: t, verdict: null, tools: [] });

/** An agent from a function of (input, callId); its answers are texts. */
function agentOf(fn: (input: string, id: number) => Observation | Promise<Observation>): Agent {
  return {
    kind: 'function',
    label: 'test',
    isolation: null,
    call: (input, id) => fn(input, id),
    close: () => Promise.resolve(),
  };
}

/** A clock the agent moves: each call takes `ms` of it. */
function steppingClock() {
  let t = 1000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('collectBenchRun', () => {
  it('calls run-major, grades every attempt and times it with the injected clock', async () => {
    const clock = steppingClock();
    const seen: string[] = [];
    const answers: Record<string, string> = { t1: ' one ', t2: 'number two', t3: 'four' };
    const agent = agentOf((input) => {
      seen.push(input);
      clock.advance(5);
      return Promise.resolve(text(answers[input] ?? ''));
    });
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 2, now: clock.now });
    expect(seen).toEqual(['t1', 't2', 't3', 't1', 't2', 't3']);
    expect(r.run.attempts.map((a) => [a.task, a.run, a.outcome, a.ms])).toEqual([
      ['t1', 1, 'pass', 5],
      ['t2', 1, 'pass', 5],
      ['t3', 1, 'fail', 5],
      ['t1', 2, 'pass', 5],
      ['t2', 2, 'pass', 5],
      ['t3', 2, 'fail', 5],
    ]);
    expect(r.run.attempts[0]?.output).toBe(' one ');
    expect(r.run).toMatchObject({
      agent: REF,
      benchmark: { name: 'unit', digest: BENCH.digest },
      runs: 2,
      complete: true,
    });
    expect(r.run.stopReason).toBeUndefined();
    expect(r.calls).toBe(6);
  });

  it('records attempts in plan order even when concurrent calls end in another order', async () => {
    const resolvers: { input: string; done: () => void }[] = [];
    const agent = agentOf(
      (input) =>
        new Promise<Observation>((resolve) => {
          resolvers.push({ input, done: () => resolve(text(input === 't1' ? 'one' : 'x')) });
          // Once all three are in flight, answer the last first.
          if (resolvers.length === 3) for (const r of [...resolvers].reverse()) r.done();
          if (resolvers.length > 3) resolvers[resolvers.length - 1]?.done();
        }),
    );
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 2, maxWorkers: 3 });
    expect(r.run.attempts.map((a) => `${a.task}#${a.run}`)).toEqual([
      't1#1',
      't2#1',
      't3#1',
      't1#2',
      't2#2',
      't3#2',
    ]);
  });

  it('a throw, a rejection and a no-decision are ERROR attempts with their reason, never FAIL; later runs go on', async () => {
    let calls = 0;
    const agent = agentOf((input) => {
      calls += 1;
      if (input === 't2' && calls < 4) throw new Error('model exploded');
      if (input === 't3') return Promise.reject(new Error('rate limited'));
      if (input === 't2')
        return { text: '', verdict: { kind: 'no_decision', reason: 'refused' }, tools: [] };
      return text('one');
    });
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 2 });
    expect(r.run.attempts.map((a) => a.outcome)).toEqual([
      'pass',
      'error',
      'error',
      'pass',
      'error',
      'error',
    ]);
    expect(r.run.attempts[1]?.error).toBe('model exploded');
    expect(r.run.attempts[1]?.output).toBeUndefined();
    expect(r.run.attempts[2]?.error).toBe('rate limited');
    expect(r.run.attempts[4]?.error).toContain('no-decision (refused)');
    expect(r.errors).toBe(4);
    expect(r.run.complete).toBe(true);
  });

  it('times out a call that never answers, as an ERROR attempt', async () => {
    const agent = agentOf((input) =>
      input === 't2' ? new Promise<Observation>(() => undefined) : Promise.resolve(text('one')),
    );
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 1, timeoutMs: 40 });
    expect(r.run.attempts[1]?.outcome).toBe('error');
    expect(r.run.attempts[1]?.error).toBe('timed out after 40 ms');
    expect(r.run.attempts[2]?.outcome).toBe('fail');
  });

  it('a regex that does not finish on an answer ends that attempt as an ERROR (issue 33)', async () => {
    const bench: Benchmark = {
      ...BENCH,
      tasks: [
        task('fine', { type: 'regex', expected: '^a+b$' }),
        task('evil', { type: 'regex', expected: '^(a+)+$' }),
      ],
    };
    const answer = `${'a'.repeat(40)}b`;
    const agent = agentOf(() => Promise.resolve(text(answer)));
    // The default matcher: a worker thread ended at the bound (here 200 ms).
    const r = await collectBenchRun(bench, agent, REF, {
      runs: 1,
      matchPattern: boundedMatcher(200),
    });
    // Before: the second grading never returned.
    expect(r.run.attempts[0]?.outcome).toBe('pass');
    expect(r.run.attempts[1]).toMatchObject({
      outcome: 'error',
      error: 'the pattern "^(a+)+$" did not finish within 200 ms on an answer of 41 characters',
    });
    expect(r.run.complete).toBe(true);
  }, 30_000);

  it('stops at the first timeout when the agent has never answered (issue 33)', async () => {
    let calls = 0;
    const agent = agentOf(() => {
      calls += 1;
      return new Promise<Observation>(() => undefined);
    });
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 5, timeoutMs: 40 });
    // Before: four timeouts (8 minutes at the default 120 s) before the stop.
    expect(calls).toBe(1);
    expect(r.stop).toBe('agent-unavailable');
    expect(r.unanswered?.timedOutMs).toBe(40);
    expect(r.run.stopReason).toBe(
      'the agent cannot answer: it did not answer its first call within 0.04 s',
    );
    expect(r.run.attempts.map((a) => a.outcome)).toEqual(['error']);
  });

  it('stops when the agent answers none of its first calls, instead of paying for every call', async () => {
    let calls = 0;
    const agent = agentOf(() => {
      calls += 1;
      return Promise.reject(new Error('connection refused'));
    });
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 5 });
    expect(calls).toBe(4);
    expect(r.stop).toBe('agent-unavailable');
    expect(r.unanswered).toEqual({ calls: 4, errors: [{ error: 'connection refused', count: 4 }] });
    expect(r.run.complete).toBe(false);
    expect(r.run.stopReason).toBe(
      'the agent cannot answer: its first 4 calls all failed: 4 × connection refused',
    );
    expect(r.run.attempts).toHaveLength(4);
    // With 8 workers no more than the watched calls start either.
    let many = 0;
    const wide = await collectBenchRun(
      BENCH,
      agentOf(() => {
        many += 1;
        return Promise.reject(new Error('down'));
      }),
      REF,
      { runs: 10, maxWorkers: 8 },
    );
    expect(many).toBe(8);
    expect(wide.run.attempts).toHaveLength(8);
  });

  it('one answer among the first calls disarms the stop: later failures are recorded', async () => {
    let calls = 0;
    const agent = agentOf(() => {
      calls += 1;
      return calls === 3 ? Promise.resolve(text('one')) : Promise.reject(new Error('flaky'));
    });
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 3 });
    expect(calls).toBe(9);
    expect(r.run.complete).toBe(true);
    expect(r.stop).toBeUndefined();
  });

  it('an abort stops the collection: incomplete, interrupted, the attempts so far kept', async () => {
    const controller = new AbortController();
    let calls = 0;
    const agent = agentOf(() => {
      calls += 1;
      if (calls === 2) controller.abort();
      return Promise.resolve(text('one'));
    });
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 3, signal: controller.signal });
    expect(r.stop).toBe('interrupted');
    expect(r.run.complete).toBe(false);
    expect(r.run.stopReason).toBe('interrupted');
    expect(r.run.attempts.length).toBe(2);
  });

  it('reads a decision-only answer as its label, through a module-style agent', async () => {
    const agent = await functionAgent(
      (input: string) => ({ decision: input === 't1' ? 'one' : 'x' }),
      {
        layer: 'text',
      },
    );
    const r = await collectBenchRun(BENCH, agent, REF, { runs: 1 });
    expect(r.run.attempts[0]).toMatchObject({ outcome: 'pass', output: 'one' });
    expect(outputOf({ text: 'said', verdict: 'x', tools: [] })).toEqual({ output: 'said' });
  });

  it('an answer with no text is an ERROR, and an object where text belongs is refused, never graded', async () => {
    expect(outputOf(text(''))).toEqual({ error: expect.stringMatching(/no text/) });
    // A regex that matches anything would pass "" and "[object Object]" alike.
    const anything: Benchmark = {
      ...BENCH,
      tasks: [
        task('empty', { type: 'regex', expected: '.*', flags: '' }),
        task('obj', { type: 'regex', expected: '.*', flags: '' }),
        task('blank', { type: 'regex', expected: '.*', flags: '' }),
        task('said', { type: 'regex', expected: '.*', flags: '' }),
      ],
    };
    const agent = await functionAgent(
      (input: string) =>
        input === 'empty'
          ? ''
          : input === 'obj'
            ? { text: { summary: 'done' } }
            : input === 'blank'
              ? {}
              : 'done',
      { layer: 'text' },
    );
    const r = await collectBenchRun(anything, agent, REF, { runs: 1 });
    expect(r.run.attempts.map((x) => [x.task, x.outcome])).toEqual([
      ['empty', 'error'],
      ['obj', 'error'],
      ['blank', 'error'],
      ['said', 'pass'],
    ]);
    expect(r.run.attempts[1]?.error).toMatch(/"text" is an object, not text/);
    expect(r.run.attempts.some((x) => x.output === '[object Object]' || x.output === '')).toBe(
      false,
    );
  });

  it('refuses a task without a prompt or evaluation, and runs below 1, before any call', async () => {
    const imported: Benchmark = {
      ...BENCH,
      tasks: [{ id: 'i', name: 'i', category: null, prompt: null, evaluation: null }],
    };
    const agent = agentOf(() => text('x'));
    const r = await refusalOfAsync(collectBenchRun(imported, agent, REF, { runs: 1 }));
    expect(r.code).toBe('bench.not-runnable');
    expect(r.reason).toContain('task "i" has no prompt');
    const zero = await refusalOfAsync(collectBenchRun(BENCH, agent, REF, { runs: 0 }));
    expect(zero.code).toBe('bench.settings');
    expect(zero.setting).toBe('runs');
  });
});

describe('callAgentOnce (bench run)', () => {
  it('gives the output and latency of one call, or its error', async () => {
    const clock = steppingClock();
    const ok = await callAgentOnce(
      agentOf((input) => {
        clock.advance(12);
        return Promise.resolve(text(`echo ${input}`));
      }),
      'hello',
      { now: clock.now },
    );
    expect(ok).toEqual({ output: 'echo hello', ms: 12 });
    const bad = await callAgentOnce(
      agentOf(() => Promise.reject(new Error('nope'))),
      'hello',
    );
    expect(bad.error).toBe('nope');
    expect(bad.output).toBeUndefined();
  });
});
