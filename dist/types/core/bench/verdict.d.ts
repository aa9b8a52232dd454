import type { AgentRun, AgentSummary, Benchmark, BenchOptions, BenchReport, BenchVerdict, Comparison, PairComparison } from './types.js';
/**
 * The smallest p this pair's test could give at the design's size, every
 * paired unit (task for McNemar, cluster for the sign-flip test) differing the
 * same way. At or above α the pair can never be called, whatever the agents do.
 */
export declare function smallestPossibleP(p: PairComparison, comparison: Comparison): number;
/** How a pair's verdict reads (see pairText). */
export type PairCase = 'nothing-paired' | 'too-small' | 'better' | 'tied' | 'not-after-adjustment' | 'interval-only' | 'no-detectable-difference';
/**
 * Which words a pair needs: `too-small` (its test cannot reach α at this
 * size, whatever the agents do: never "no detectable difference"); `better`; `tied` (the same pass rate on every
 * paired task); `not-after-adjustment` (p < α alone, Holm-adjusted p ≥ α);
 * `interval-only` (the t interval excludes 0 but the exact test, which
 * decides, does not: few tasks or no spread); else no detectable difference.
 */
export declare function pairCaseOf(p: PairComparison, comparison: Comparison): PairCase;
/**
 * How many clusters (tasks unless declared) the two agents' pass rates differ
 * on: the sign-flip test's units (zero-difference clusters carry no sign).
 */
export declare function differingClusters(sa: AgentSummary, sb: AgentSummary): number;
/** The agent a pair says is significantly worse, or null. */
export declare function worseOf(p: Pick<PairComparison, 'a' | 'b' | 'verdict'>): string | null;
/** The findings, headline and exit code of a bench command (see the module comment). */
export declare function benchVerdict(command: 'test' | 'compare', comparison: Comparison, options: BenchOptions): BenchVerdict;
/** The whole report: summaries, comparison and verdict, decided here and only here. */
export declare function buildBenchReport(input: {
    readonly command: 'test' | 'compare';
    readonly benchmark: Benchmark;
    readonly runs: readonly AgentRun[];
    readonly options: BenchOptions;
    readonly evidenceDigest: string;
}): BenchReport;
