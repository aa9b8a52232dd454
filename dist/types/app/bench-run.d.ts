import { type AgentRun, type Benchmark, type BenchReport } from '../core/bench/index.js';
import type { Interrupted } from '../errors.js';
import { type BenchCommand, type BenchSettings, type BenchSource } from './bench-settings.js';
import type { AppIo } from './ports.js';
export * from './bench-settings.js';
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
/**
 * The report of a bench command, decided once by the core: the summaries, the
 * comparison, the verdict and the exit code. `bench test` of evidence holding
 * several agents is refused by the core (it takes one).
 */
export declare function assessBench(command: BenchCommand, obtained: ObtainedBench, given: BenchSettings): BenchReport;
