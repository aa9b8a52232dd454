import type { BenchOptions } from './types.js';
/** The most bootstrap (or permutation) resamples accepted. */
export declare const MAX_RESAMPLES = 1000000;
/** The fewest resamples that give a percentile interval worth printing. */
export declare const MIN_RESAMPLES = 100;
export declare const DEFAULT_BENCH_OPTIONS: BenchOptions;
/**
 * Check every option's range and return the options. `k` is checked here only
 * as a whole number ≥ 1; against the runs of each task it is checked by
 * `checkK` (it depends on the evidence).
 */
export declare function checkBenchOptions(options: BenchOptions): BenchOptions;
/** The options with every default filled in (explicit values win), checked. */
export declare function resolveBenchOptions(options?: Partial<BenchOptions>): BenchOptions;
/**
 * The headline k: the asked-for k, or the smallest scored runs of any task.
 * `scored` lists each scored task's id and its scored runs (passes + fails).
 * Refuses a k above the smallest scored runs, naming that task.
 */
export declare function checkK(k: number | undefined, scored: readonly {
    readonly id: string;
    readonly runs: number;
}[]): number;
