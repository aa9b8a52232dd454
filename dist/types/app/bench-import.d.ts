import type { AgentRun, Benchmark } from '../core/bench/index.js';
import { type BenchSettings } from './bench-settings.js';
import { type AppIo } from './ports.js';
/** Imported outcome logs, written as bench evidence. */
export interface ImportedBench {
    readonly benchmark: Benchmark;
    readonly runs: readonly AgentRun[];
    readonly evidenceDigest: string;
    /** The bench evidence file written, relative to cwd as given. */
    readonly evidencePath: string;
}
/**
 * Outcome logs become bench evidence: each file's runs, on the union of the
 * tasks they name (a task id must mean the same task in every file), under
 * one benchmark; then the evidence is written like a live run's.
 */
export declare function importBench(s: BenchSettings, io: AppIo): Promise<ImportedBench>;
