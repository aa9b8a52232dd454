import type { AgentRun, AgentSummary, Attempt, Benchmark, BenchOptions, Bounds, LatencySummary } from './types.js';
/** The z of a two-sided interval at `confidence`: the project's 1.96 at 95%. */
export declare function zOf(confidence: number): number;
/** The t quantile of a two-sided interval at `confidence` with `df` degrees of freedom. */
export declare function tOf(confidence: number, df: number): number;
/** Group a run's attempts by task, in run order, refusing what cannot be scored. */
export declare function attemptsByTask(benchmark: Benchmark, run: AgentRun): Map<string, Attempt[]>;
/** Latency p50 / p95 (Hyndman–Fan definition 7) over every attempt that records ms. */
export declare function latencyOf(attempts: Iterable<Attempt>): LatencySummary;
/**
 * The cluster-robust interval of a ratio Σ y / Σ m over clusters (see the
 * module comment), never narrower than `fallback`; with fewer than two
 * clusters (or no units), `fallback` itself. The cases report's rates use it too.
 */
export declare function clusterInterval(clusters: readonly {
    readonly y: number;
    readonly m: number;
}[], confidence: number, fallback: Bounds): Bounds & {
    readonly se: number;
};
/**
 * Kish's effective number of clusters, (Σ m_g)² / Σ m_g², for clusters of m_g
 * tasks: the number of tasks without declared clusters, G for G clusters of
 * equal size, fewer when sizes differ (a mean over tasks weighs big clusters more).
 */
export declare function kishEffective(sizes: readonly number[]): number;
/**
 * Wilson's score interval for a mean in [0, 1] over `n` units (n need not be
 * whole): the interval of `mean · n` successes in `n` trials. Among variables on
 * [0, 1] with mean μ none has a variance above μ(1 − μ) (the Bhatia–Davis
 * inequality), so this is the score interval under the largest spread the units
 * could have at that mean; it never collapses to a point.
 */
export declare function wilsonOfMean(mean: number, n: number, z: number): Bounds;
/** Everything in an AgentSummary (see the module comment for each figure). */
export declare function summarizeAgent(benchmark: Benchmark, run: AgentRun, options: BenchOptions): AgentSummary;
