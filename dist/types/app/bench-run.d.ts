import { type AgentRun, type Benchmark, type BenchOptions, type BenchReport } from '../core/bench/index.js';
import type { Interrupted } from '../errors.js';
import { type BenchAgentSpec } from './bench.js';
import { type NamedFile } from './files.js';
import { type AppIo } from './ports.js';
import { type Problem } from './problems.js';
export declare const BENCH_COMMANDS: readonly ["test", "compare"];
export type BenchCommand = (typeof BENCH_COMMANDS)[number];
/**
 * The command settings are checked as when the shell does not say (the Action):
 * one agent to run is tested, several compared; recorded outcomes are checked as
 * a comparison, since how many agents they hold is known once they are read.
 */
export declare function benchCommandFor(given: BenchSettings): BenchCommand;
/** The bundled benchmark a live run uses when none is named. */
export declare const DEFAULT_BENCHMARK = "general";
/** Runs of every task when none are asked for: enough for pass^k up to 3 and a flip pair. */
export declare const DEFAULT_BENCH_RUNS = 3;
/** Which outcome logs a bench may import, by the setting that names them. */
export declare const BENCH_IMPORT_KEYS: readonly ["jsonl", "promptfoo", "inspect", "tau2"];
export type BenchImportKey = (typeof BENCH_IMPORT_KEYS)[number];
/** The settings of `bench test` / `bench compare`, keyed as the CLI flags and the Action inputs. */
export interface BenchSettings {
    /** `[NAME=]AGENT` each: a module, a `.py` file with `run_agent`, an http(s) URL or `cmd:COMMAND`. */
    readonly agents?: readonly string[];
    /** A benchmark file or a bundled benchmark's name (default `general`). */
    readonly benchmark?: string;
    readonly runs?: number;
    /** A bench evidence file to recompute the report from, without any call. */
    readonly evidence?: string;
    readonly jsonl?: readonly string[];
    readonly promptfoo?: readonly string[];
    readonly inspect?: readonly string[];
    /** τ²-bench `results.json` files: each task's trials are its runs. */
    readonly tau2?: readonly string[];
    readonly taskPath?: string;
    readonly outcomePath?: string;
    readonly errorPath?: string;
    readonly outputPath?: string;
    readonly latencyPath?: string;
    readonly promptPath?: string;
    readonly threshold?: number;
    readonly scorer?: string;
    readonly benchmarkName?: string;
    readonly confidence?: number;
    readonly seed?: number;
    readonly resamples?: number;
    /** The headline k of pass^k and pass@k. */
    readonly passK?: number;
    readonly epsilon?: number;
    readonly difference?: number;
    readonly failIfWorse?: string;
    readonly maxWorkers?: number;
    /** Per-call timeout in ms; null for none. */
    readonly timeout?: number | null;
    /** Calls started per second. */
    readonly rateLimit?: number;
    readonly evidenceOut?: string;
    readonly header?: readonly string[];
    readonly textPath?: string;
    readonly httpRetries?: number;
}
export type BenchSettingKey = keyof BenchSettings;
/** Every bench setting but the agents, in the order the shells list them. */
export declare const BENCH_SETTING_KEYS: readonly Exclude<BenchSettingKey, 'agents'>[];
type BenchSource = 'live' | 'evidence' | 'import';
/**
 * One `[NAME=]AGENT` argument: `cmd:COMMAND` a command worker (docs/agent-protocol.md),
 * an http(s) URL an HTTP agent, a `.py` file a Python `run_agent` file, anything
 * else a JS/TS module (`FILE[:EXPORT]`).
 */
export declare function parseBenchAgent(arg: string): {
    name: string | null;
    spec: BenchAgentSpec;
};
/** The names the agents run under (`NAME=` or one made from the agent, unique): see `agentNames`. */
export declare function benchAgentNames(agents: readonly string[]): string[];
/**
 * The files a bench run reads, each with its setting's flag: the benchmark file
 * (a bundled benchmark's bare name is no file), the bench evidence and the
 * outcome logs. No output may be one of them.
 */
export declare function benchInputFilesOf(given: BenchSettings): NamedFile[];
/** Where a bench run that runs or imports writes its evidence, with the flag that named it. */
export declare function benchEvidenceOutOf(s: BenchSettings): NamedFile;
/** Every problem with the settings of a bench command, each keyed by its setting. */
export declare function checkBenchSettings(command: BenchCommand, asked: BenchSettings): Problem[];
/** Bench evidence on disk, ready for the report. */
export interface ObtainedBench {
    readonly kind: 'bench';
    readonly source: BenchSource;
    readonly benchmark: Benchmark;
    readonly runs: readonly AgentRun[];
    readonly evidenceDigest: string;
    /** The bench evidence file (written by this run, or the one read), relative to cwd as given. */
    readonly evidencePath: string;
}
export interface ObtainBenchHooks {
    readonly signal?: AbortSignal;
    readonly ownsProcess?: boolean;
}
/**
 * The bench evidence of a bench command, written before any report: agents run
 * on the benchmark, a bench evidence file read back, or outcome logs imported.
 * Settings are checked first (nothing is called when they are wrong).
 */
export declare function obtainBench(command: BenchCommand, given: BenchSettings, io: AppIo, hooks?: ObtainBenchHooks): Promise<ObtainedBench | Interrupted>;
/** The statistics' options from the settings, checked by the core (a refusal names the setting). */
export declare function benchOptionsOf(given: BenchSettings): BenchOptions;
/**
 * The report of a bench command, decided once by the core: the summaries, the
 * comparison, the verdict and the exit code. `bench test` of evidence holding
 * several agents is refused by the core (it takes one).
 */
export declare function assessBench(command: BenchCommand, obtained: ObtainedBench, given: BenchSettings): BenchReport;
export {};
