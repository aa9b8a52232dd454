import { type Agent } from '../agents/index.js';
import { type BenchCollectResult, type BenchProgress, type CallOutcome, type Clock as MonotonicClock } from '../collect/index.js';
import { type AgentRef, type AgentRun, type Benchmark, type BenchOptions, type BenchReport } from '../core/bench/index.js';
import { type Interrupted } from '../errors.js';
import { type BenchEvidence } from '../evidence/index.js';
import { type AppIo } from './ports.js';
/** Where the bench evidence goes unless told otherwise. */
export declare const DEFAULT_BENCH_EVIDENCE_OUT = "agentverity-bench-evidence.json";
/** How to reach one agent: any of the project's kinds, or a Python `run_agent` file. */
export type BenchAgentSpec = {
    readonly kind: 'module';
    readonly module: string;
} | {
    readonly kind: 'python';
    readonly file: string;
} | {
    readonly kind: 'command';
    readonly command: string;
} | {
    readonly kind: 'http';
    readonly url: string;
    readonly textPath?: string;
    readonly decisionPath?: string;
    /** `Name: value` lines. */
    readonly header?: readonly string[];
    readonly httpRetries?: number;
};
export interface BenchAgentInput {
    /** Short unique name in the reports (`A`, `base`, a file stem). */
    readonly name: string;
    readonly spec: BenchAgentSpec;
    /** An agent already made (the library, tests): used instead of loading the spec. */
    readonly agent?: Agent;
}
/**
 * An AGENT argument as the CLI takes it: an http(s) URL is an HTTP agent, a
 * `.py` file a Python `run_agent` file, anything else a JS/TS module
 * (`FILE[:EXPORT]`). A command worker is named explicitly (`{kind: 'command'}`).
 */
export declare function benchAgentSpec(arg: string): BenchAgentSpec;
/** A short name for an agent from its spec: the file stem, the URL host, the program. */
export declare function defaultAgentName(spec: BenchAgentSpec): string;
/**
 * The names agents run under: the one given (`given[i]`, from `NAME=`), else a
 * name from the agent (its file, program or host) that no other agent has,
 * `-2`, `-3` … added, in the order given.
 */
export declare function agentNames(specs: readonly BenchAgentSpec[], given?: readonly (string | null)[]): string[];
/** How the reports name an agent: its name, kind and source (a path, a program, a URL without query or credentials). */
export declare function agentRefOf(name: string, spec: BenchAgentSpec): AgentRef;
/** Loads one agent for a benchmark: answers are read as text (no decision needed). */
export declare function makeBenchAgent(spec: BenchAgentSpec, io: Pick<AppIo, 'cwd' | 'env' | 'secrets'>, timeoutMs?: number | null): Promise<Agent>;
export interface CollectBenchOptions {
    readonly benchmark: Benchmark;
    /** One agent (`bench test`) or several (`bench compare`), collected one after another in this order. */
    readonly agents: readonly BenchAgentInput[];
    /** Runs of every task, the same for every agent (≥ 1). */
    readonly runs: number;
    /** Calls in flight at once per agent (default 1). */
    readonly maxWorkers?: number;
    /** Per-call timeout in ms (default 120 s); null: none. */
    readonly timeoutMs?: number | null;
    /** Calls started per second; absent: no limit. */
    readonly ratePerSecond?: number | null;
    /** Where the bench evidence is written (default `agentverity-bench-evidence.json`), relative to `io.cwd`. */
    readonly evidenceOut?: string;
    /** Monotonic ms for latencies and timeouts (default performance.now). */
    readonly now?: MonotonicClock;
    /** Aborting it works like Ctrl-C: the evidence so far is written, `Interrupted` returned. */
    readonly signal?: AbortSignal;
    /** This collection owns the process: SIGINT/SIGTERM are handled, a module agent's prints go to stderr. */
    readonly ownsProcess?: boolean;
    /** Called after every attempt (a progress line); `agent` is the agent's name. */
    readonly onAttempt?: (progress: BenchProgress) => void;
}
/** A finished collection whose bench evidence is on disk. */
export interface CollectedBench {
    readonly kind: 'collected';
    readonly evidence: BenchEvidence;
    /** The benchmark collected (as given). */
    readonly benchmark: Benchmark;
    /** Where it was written, as given. */
    readonly evidencePath: string;
    /** One per agent, in the order given: what `buildBenchReport` takes. */
    readonly runs: readonly AgentRun[];
    /** `benchEvidenceDigest` of the evidence: the report's `evidenceDigest`. */
    readonly evidenceDigest: string;
    /** Per agent: calls, errors, time and the agent kind's diagnostics. */
    readonly results: readonly BenchCollectResult[];
}
/**
 * `bench test` and `bench compare` up to the report: loads each agent in turn,
 * runs every task `runs` times on it (run-major, src/collect/bench.ts), closes
 * it, and writes the bench evidence (always, before any report and before any
 * refusal about the calls). Refuses before any call a bad setting, a benchmark
 * that cannot be run, or an evidence path that cannot be written. After the
 * calls: an agent that answered none of its first calls stops the collection
 * (the later agents are not called) and is refused with
 * `bench.agent-unavailable` once the evidence is written; Ctrl-C (or `signal`)
 * writes the evidence so far and returns `Interrupted`.
 */
export declare function collectBench(options: CollectBenchOptions, io: AppIo): Promise<CollectedBench | Interrupted>;
/** What a report is recomputed from: the bench evidence read back. */
export interface ReadBench {
    readonly evidence: BenchEvidence;
    readonly benchmark: Benchmark;
    readonly runs: readonly AgentRun[];
    readonly evidenceDigest: string;
}
/** Reads a bench evidence file (relative to `cwd`) for a report, without calling any agent. */
export declare function readBench(file: string, cwd: string): Promise<ReadBench>;
/**
 * The report of collected or read bench evidence: the core's one assessment
 * (`buildBenchReport`: summaries, comparison, verdict and exit code), with the
 * options given over the defaults (`resolveBenchOptions` checks them). `test`
 * takes one agent's run, `compare` two or more. Pure: no agent is called.
 */
export declare function reportBench(source: Pick<ReadBench, 'benchmark' | 'runs' | 'evidenceDigest'>, command: 'test' | 'compare', options?: Partial<BenchOptions>): BenchReport;
/**
 * `bench run AGENT PROMPT`: loads the agent, makes one call, closes it. The
 * output, or why there is none (the call's error), and its latency; nothing is
 * written. A prompt that is empty is refused.
 */
export declare function runBenchPrompt(spec: BenchAgentSpec, prompt: string, io: Pick<AppIo, 'cwd' | 'env'>, options?: {
    readonly timeoutMs?: number | null;
    readonly agent?: Agent;
    readonly now?: MonotonicClock;
}): Promise<CallOutcome>;
