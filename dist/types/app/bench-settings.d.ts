import { type BenchOptions } from '../core/bench/index.js';
import { type BenchAgentSpec } from './bench.js';
import type { NamedFile } from './files.js';
import { type Problem } from './problems.js';
import { BENCH_IMPORT_SOURCES, type ImportKind } from './settings.js';
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
/**
 * Which outcome logs a bench may import, by the setting that names them: the
 * importers of the registry that declare `bench` (src/importers/registry.ts), in
 * its order. A kind without it is refused by the check, never ignored.
 */
export declare const BENCH_IMPORT_KEYS: readonly ImportKind[];
export type BenchImportKey = ImportKind;
/** Each bench import kind and its one line (declared beside the settings, light enough for start-up). */
export { BENCH_IMPORT_SOURCES };
/** The outcome-log files of a bench, one setting per importer that declares `bench`. */
export type BenchImportFiles = {
    readonly [K in ImportKind]?: readonly string[];
};
/** The settings of `bench test` / `bench compare`, keyed as the CLI flags and the Action inputs. */
export interface BenchSettings extends BenchImportFiles {
    /** `[NAME=]AGENT` each: a module, a `.py` file with `run_agent`, an http(s) URL or `cmd:COMMAND`. */
    readonly agents?: readonly string[];
    /** A benchmark file or a bundled benchmark's name (default `general`). */
    readonly benchmark?: string;
    readonly runs?: number;
    /** A bench evidence file to recompute the report from, without any call. */
    readonly evidence?: string;
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
export type BenchSource = 'live' | 'evidence' | 'import';
export declare function importsOf(s: BenchSettings): {
    key: BenchImportKey;
    file: string;
}[];
export declare function sourceOf(s: BenchSettings): BenchSource | null;
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
/**
 * Runs `f`; a refusal about a file it reads that names no setting is keyed by
 * the setting that named the file, so each shell says which flag or input it was.
 */
export declare function aboutSetting<T>(setting: BenchSettingKey, f: () => Promise<T>): Promise<T>;
/** The statistics' options from the settings, checked by the core (a refusal names the setting). */
export declare function benchOptionsOf(given: BenchSettings): BenchOptions;
/** Runs `f`, a core refusal about an option re-keyed by its setting (which each shell names). */
export declare function withSettingNames<T>(f: () => T): T;
