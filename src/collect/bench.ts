import { performance } from 'node:perf_hooks';
import type { Agent, AgentDiagnostics } from '../agents/index.js';
import {
  evaluateOutput,
  isPatternTimeout,
  type AgentRef,
  type PatternMatcher,
  type AgentRun,
  type Attempt,
  type Benchmark,
  type BenchTask,
  type TaskEvaluation,
} from '../core/bench/index.js';
import { Refusal } from '../core/errors.js';
import type { Observation } from '../core/index.js';
import { describeThrown } from '../core/util/thrown.js';
import { boundedMatcher } from '../evidence/pattern-match.js';
import { AnswerWatch, describeUnanswered, firstCallsWatched, type Unanswered } from './health.js';
import { DeadlineSweeper, RateLimiter, sleep, type Clock } from './timing.js';

/**
 * Collecting a benchmark from one live agent (issue 17): every task of the
 * benchmark, `runs` times, graded by its evaluation.
 *
 * **Order.** Run-major: run 1 of every task in benchmark order, then run 2 of
 * every task, and so on. Calls start in that order (up to `maxWorkers` at once)
 * and the attempts are recorded in that order whatever order the calls end in,
 * so every agent of a comparison gets the same tasks, in the same order, the same
 * number of times, and a run stopped early still holds whole rounds over the
 * tasks (every task about as many runs) rather than all runs of the first tasks.
 *
 * **Attempts.** PASS or FAIL when the call gave an output (its text; a bare
 * decision when it gave no text), graded by the task's evaluation; ERROR when it
 * gave none (no text and no decision, or an object where text belongs): it threw, rejected, timed out (`timeoutMs` per call, as `run`), or
 * answered something that is not an output. An ERROR is never a FAIL, and an
 * error on one run does not end the task's other runs (each attempt is its own).
 * Every attempt carries its latency in ms, measured with the injected clock.
 *
 * **An agent that cannot answer** (as `run`, src/collect/health.ts): no more
 * calls start than the first `max(4, min(8, maxWorkers))` until one of them
 * answers; when they all fail the collection stops there (`complete: false`,
 * `stopReason` naming the most frequent error and its count, `unanswered` set)
 * instead of paying for every call. The caller refuses it (`bench.agent-unavailable`).
 */

/** How the attempts are ordered in an `AgentRun` (recorded in the bench evidence's options). */
export const BENCH_ORDER = 'run-major';

export interface BenchCollectOptions {
  /** Runs of every task (≥ 1). */
  readonly runs: number;
  /** Calls in flight at once (default 1). */
  readonly maxWorkers?: number;
  /**
   * Tests a task's regular expression (default: in a worker thread, ended after
   * 1 s with the attempt an ERROR naming the pattern and the answer's length).
   */
  readonly matchPattern?: PatternMatcher;
  /** Per-call timeout in ms; null: none (default 120 s, as `run`). */
  readonly timeoutMs?: number | null;
  /** Calls started per second across workers; null or absent: no limit. */
  readonly ratePerSecond?: number | null;
  /** Milliseconds, monotonic (default performance.now): latencies and timeouts. */
  readonly now?: Clock;
  /** Aborting it stops the collection: calls in flight fail, the run is incomplete (`interrupted`). */
  readonly signal?: AbortSignal;
  /** Called after every attempt with the counts so far. */
  readonly onAttempt?: (progress: BenchProgress) => void;
}

export interface BenchProgress {
  readonly agent: string;
  readonly done: number;
  readonly planned: number;
  readonly errors: number;
}

export interface BenchCollectResult {
  /** Always present: what was collected, `complete: false` when it stopped early. */
  readonly run: AgentRun;
  /** Calls made (attempts recorded). */
  readonly calls: number;
  readonly errors: number;
  readonly elapsedMs: number;
  /** Why it stopped early, when it did. */
  readonly stop?: 'interrupted' | 'agent-unavailable';
  /** Set when the agent answered none of its first calls. */
  readonly unanswered?: Unanswered;
  readonly diagnostics: AgentDiagnostics;
}

export const DEFAULT_BENCH_TIMEOUT_MS = 120_000;

/** A call's outcome: its output, or why there is none; ms when measured. */
export interface CallOutcome {
  readonly output?: string;
  readonly error?: string;
  readonly ms: number;
  /** The call ran past the per-call timeout. */
  readonly timedOut?: boolean;
}

function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * The output of one answer: its text, or its decision label when it has no text.
 * A typed no-decision without text is not an output (an ERROR), and neither is an
 * answer with no text and no decision at all (an empty string, `{}`): grading
 * `""` would pass or fail the task on nothing the agent said.
 */
export function outputOf(obs: Observation): { output: string } | { error: string } {
  if (obs.text !== '') return { output: obs.text };
  const v = obs.verdict;
  if (typeof v === 'string') return { output: v };
  if (v !== null && v.kind === 'decision') return { output: v.label };
  if (v !== null) return { error: `the agent gave no output, only a no-decision (${v.reason})` };
  return {
    error: 'the agent gave no output: its answer has no text (an empty answer is not graded)',
  };
}

/** Refuses a benchmark whose tasks cannot be run live: an imported task has no prompt or evaluation. */
export function checkRunnable(benchmark: Benchmark): asserts benchmark is Benchmark & {
  readonly tasks: readonly (BenchTask & { prompt: string; evaluation: TaskEvaluation })[];
} {
  const bad = benchmark.tasks.find((t) => t.prompt === null || t.evaluation === null);
  if (bad !== undefined) {
    throw new Refusal(
      'bench.not-runnable',
      `task ${JSON.stringify(bad.id)} has no ${bad.prompt === null ? 'prompt' : 'evaluation'} (it was read from an outcome log), so it cannot be run on an agent`,
      benchmark.name,
    );
  }
}

function checkOptions(o: BenchCollectOptions): void {
  const whole = (v: unknown, min: number) => Number.isSafeInteger(v) && (v as number) >= min;
  if (!whole(o.runs, 1)) {
    throw new Refusal(
      'bench.settings',
      `runs must be a whole number of at least 1, got ${String(o.runs)}`,
      undefined,
      {
        setting: 'runs',
      },
    );
  }
  if (o.maxWorkers !== undefined && !whole(o.maxWorkers, 1)) {
    throw new Refusal(
      'bench.settings',
      `maxWorkers must be a whole number of at least 1, got ${String(o.maxWorkers)}`,
      undefined,
      {
        setting: 'maxWorkers',
      },
    );
  }
  if (
    o.timeoutMs !== undefined &&
    o.timeoutMs !== null &&
    !(o.timeoutMs > 0 && Number.isFinite(o.timeoutMs))
  ) {
    throw new Refusal(
      'bench.settings',
      `the timeout must be a positive number of ms, got ${String(o.timeoutMs)}`,
      undefined,
      {
        setting: 'timeout',
      },
    );
  }
  if (
    o.ratePerSecond !== undefined &&
    o.ratePerSecond !== null &&
    !(o.ratePerSecond > 0 && Number.isFinite(o.ratePerSecond))
  ) {
    throw new Refusal(
      'bench.settings',
      `the rate limit must be a positive number of calls per second, got ${String(o.ratePerSecond)}`,
      undefined,
      {
        setting: 'rateLimit',
      },
    );
  }
}

interface Slot {
  readonly task: BenchTask & { prompt: string; evaluation: TaskEvaluation };
  readonly run: number;
}

/**
 * One agent on one benchmark: every task `runs` times, run-major, graded. The
 * caller owns the agent (and closes it). Never throws after the first call: a
 * stop is in the result (`stop`, `unanswered`, `run.complete`).
 */
export async function collectBenchRun(
  benchmark: Benchmark,
  agent: Agent,
  ref: AgentRef,
  options: BenchCollectOptions,
): Promise<BenchCollectResult> {
  checkRunnable(benchmark);
  checkOptions(options);
  const now = options.now ?? (() => performance.now());
  const slots: Slot[] = [];
  for (let run = 1; run <= options.runs; run++) {
    for (const task of benchmark.tasks) slots.push({ task, run });
  }
  const maxWorkers = options.maxWorkers ?? 1;
  const match = options.matchPattern ?? boundedMatcher();
  const timeoutMs = options.timeoutMs === undefined ? DEFAULT_BENCH_TIMEOUT_MS : options.timeoutMs;
  const sweeper = timeoutMs === null ? null : new DeadlineSweeper(timeoutMs, now);
  const rate =
    options.ratePerSecond === undefined || options.ratePerSecond === null
      ? null
      : new RateLimiter(options.ratePerSecond, now);
  const attempts: (Attempt | undefined)[] = new Array<Attempt | undefined>(slots.length);
  const inflight = new Map<number, (reason: string) => void>();
  const waiters: (() => void)[] = [];
  let watch: AnswerWatch | null = new AnswerWatch(firstCallsWatched(maxWorkers, slots.length));
  let watchedStarts = 0;
  let unanswered: Unanswered | null = null;
  let stop: BenchCollectResult['stop'];
  let next = 0;
  let callSeq = 0;
  let done = 0;
  let errors = 0;
  const started = now();

  const halt = (why: 'interrupted' | 'agent-unavailable', reason: string) => {
    if (stop !== undefined) return;
    stop = why;
    for (const cancel of [...inflight.values()]) cancel(reason);
    for (const wake of waiters.splice(0)) wake();
  };
  const onAbort = () => halt('interrupted', 'interrupted before the call returned');
  if (options.signal?.aborted === true) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const observe = (error: string | null, timedOut: boolean) => {
    if (watch === null || stop !== undefined) return;
    const fired = watch.record(error, timedOut && timeoutMs !== null ? timeoutMs : undefined);
    if (watch.armed) return;
    watch = null;
    if (fired !== null) {
      unanswered = fired;
      halt('agent-unavailable', 'collection stopped');
    }
    for (const wake of waiters.splice(0)) wake();
  };

  /** Waits until this call may start; false when the collection stopped meanwhile. */
  const mayStart = async (): Promise<boolean> => {
    while (watch !== null && watchedStarts >= watch.firstCalls && stop === undefined) {
      await new Promise<void>((wake) => waiters.push(wake));
    }
    if (stop !== undefined) return false;
    if (watch !== null) watchedStarts += 1;
    if (rate !== null) {
      const wait = rate.reserve();
      if (wait > 0) {
        await sleep(wait, { onCancel: (fn) => waiters.push(fn) });
        if (stop !== undefined) return false;
      }
    }
    return true;
  };

  const callOne = (prompt: string): Promise<CallOutcome> => {
    const id = ++callSeq;
    const t0 = now();
    let answer: Observation | PromiseLike<Observation>;
    try {
      answer = agent.call(prompt, id, false);
    } catch (error) {
      return Promise.resolve({ error: describeThrown(error), ms: roundMs(now() - t0) });
    }
    if (!isThenable(answer)) return Promise.resolve(outcomeOf(answer, roundMs(now() - t0)));
    const pending = answer;
    return new Promise<CallOutcome>((resolve) => {
      let settled = false;
      const finish = (o: CallOutcome) => {
        if (settled) return;
        settled = true;
        inflight.delete(id);
        sweeper?.remove(id);
        resolve(o);
      };
      const cancel = (reason: string, timedOut = false) => {
        if (settled) return;
        let error = reason;
        try {
          const hint = agent.abort?.(id, reason);
          if (timedOut && typeof hint === 'string' && hint !== '') error = `${reason}; ${hint}`;
        } catch {
          /* the agent's abort must not break collection */
        }
        finish({ error, ms: roundMs(now() - t0), ...(timedOut ? { timedOut } : {}) });
      };
      inflight.set(id, cancel);
      sweeper?.add(id, t0, () => cancel(`timed out after ${String(timeoutMs)} ms`, true));
      pending.then(
        (obs) => finish(outcomeOf(obs, roundMs(now() - t0))),
        (error: unknown) => finish({ error: describeThrown(error), ms: roundMs(now() - t0) }),
      );
    });
  };

  const worker = async (): Promise<void> => {
    while (next < slots.length && stop === undefined) {
      const index = next++;
      const slot = slots[index] as Slot;
      if (!(await mayStart())) return;
      const out = await callOne(slot.task.prompt);
      observe(out.error === undefined ? null : out.error, out.timedOut === true);
      // A call cut short by a stop is recorded like any failed call: it was made.
      attempts[index] = attemptOf(slot, out, match);
      done += 1;
      if (out.error !== undefined) errors += 1;
      options.onAttempt?.({ agent: ref.name, done, planned: slots.length, errors });
    }
  };

  try {
    const n = Math.max(1, Math.min(maxWorkers, slots.length));
    await Promise.all(Array.from({ length: n }, worker));
  } finally {
    sweeper?.close();
    options.signal?.removeEventListener('abort', onAbort);
  }

  const recorded = attempts.filter((a): a is Attempt => a !== undefined);
  const complete = stop === undefined && recorded.length === slots.length;
  const lost = unanswered as Unanswered | null;
  const stopReason =
    lost !== null
      ? `the agent cannot answer: ${describeUnanswered(lost)}`
      : stop === 'interrupted'
        ? 'interrupted'
        : undefined;
  const run: AgentRun = {
    agent: ref,
    benchmark: { name: benchmark.name, digest: benchmark.digest },
    runs: options.runs,
    attempts: recorded,
    complete,
    ...(stopReason === undefined ? {} : { stopReason }),
  };
  return {
    run,
    calls: recorded.length,
    errors,
    elapsedMs: roundMs(now() - started),
    ...(stop === undefined ? {} : { stop }),
    ...(lost === null ? {} : { unanswered: lost }),
    diagnostics: agent.diagnostics?.() ?? {},
  };
}

function outcomeOf(obs: Observation, ms: number): CallOutcome {
  const o = outputOf(obs);
  return 'output' in o ? { output: o.output, ms } : { error: o.error, ms };
}

function attemptOf(slot: Slot, out: CallOutcome, match: PatternMatcher): Attempt {
  if (out.output === undefined) {
    return {
      task: slot.task.id,
      run: slot.run,
      outcome: 'error',
      error: out.error ?? 'no output',
      ms: out.ms,
    };
  }
  let pass: boolean;
  try {
    pass = evaluateOutput(slot.task.evaluation, out.output, match);
  } catch (error) {
    if (!isPatternTimeout(error)) throw error;
    // Not a FAIL: the answer was never graded (issue 33).
    return {
      task: slot.task.id,
      run: slot.run,
      outcome: 'error',
      error: error.message,
      ms: out.ms,
    };
  }
  return {
    task: slot.task.id,
    run: slot.run,
    outcome: pass ? 'pass' : 'fail',
    output: out.output,
    ms: out.ms,
  };
}

/**
 * `bench run AGENT PROMPT`: one call, its output or why there is none, and its
 * latency. Times out after `timeoutMs` (default 120 s) like any call.
 */
export async function callAgentOnce(
  agent: Agent,
  prompt: string,
  options: {
    readonly timeoutMs?: number | null;
    readonly now?: Clock;
    readonly signal?: AbortSignal;
  } = {},
): Promise<CallOutcome> {
  const bench: Benchmark = {
    version: '1',
    name: 'bench run',
    tasks: [
      {
        id: 'prompt',
        name: 'prompt',
        category: null,
        prompt,
        // Never graded for `bench run`; any output matches.
        evaluation: { type: 'contains', expected: '' },
      },
    ],
    digest: '',
  };
  const result = await collectBenchRun(
    bench,
    agent,
    { name: 'agent', kind: agent.kind, source: agent.label },
    {
      runs: 1,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    },
  );
  const a = result.run.attempts[0];
  if (a === undefined) return { error: 'interrupted before the call started', ms: 0 };
  return a.output === undefined
    ? { error: a.error ?? 'no output', ms: a.ms ?? 0 }
    : { output: a.output, ms: a.ms ?? 0 };
}
