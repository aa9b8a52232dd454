import type { Agent, AgentDiagnostics } from '../agents/index.js';
import { type AgentRef, type PatternMatcher, type AgentRun, type Benchmark, type BenchTask, type TaskEvaluation } from '../core/bench/index.js';
import type { Observation } from '../core/index.js';
import { type Unanswered } from './health.js';
import { type Clock } from './timing.js';
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
export declare const BENCH_ORDER = "run-major";
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
export declare const DEFAULT_BENCH_TIMEOUT_MS = 120000;
/** A call's outcome: its output, or why there is none; ms when measured. */
export interface CallOutcome {
    readonly output?: string;
    readonly error?: string;
    readonly ms: number;
    /** The call ran past the per-call timeout. */
    readonly timedOut?: boolean;
}
/**
 * The output of one answer: its text, or its decision label when it has no text.
 * A typed no-decision without text is not an output (an ERROR), and neither is an
 * answer with no text and no decision at all (an empty string, `{}`): grading
 * `""` would pass or fail the task on nothing the agent said.
 */
export declare function outputOf(obs: Observation): {
    output: string;
} | {
    error: string;
};
/** Refuses a benchmark whose tasks cannot be run live: an imported task has no prompt or evaluation. */
export declare function checkRunnable(benchmark: Benchmark): asserts benchmark is Benchmark & {
    readonly tasks: readonly (BenchTask & {
        prompt: string;
        evaluation: TaskEvaluation;
    })[];
};
/**
 * One agent on one benchmark: every task `runs` times, run-major, graded. The
 * caller owns the agent (and closes it). Never throws after the first call: a
 * stop is in the result (`stop`, `unanswered`, `run.complete`).
 */
export declare function collectBenchRun(benchmark: Benchmark, agent: Agent, ref: AgentRef, options: BenchCollectOptions): Promise<BenchCollectResult>;
/**
 * `bench run AGENT PROMPT`: one call, its output or why there is none, and its
 * latency. Times out after `timeoutMs` (default 120 s) like any call.
 */
export declare function callAgentOnce(agent: Agent, prompt: string, options?: {
    readonly timeoutMs?: number | null;
    readonly now?: Clock;
    readonly signal?: AbortSignal;
}): Promise<CallOutcome>;
