/** Unbiased pass^k = C(c, k) / C(n, k) for c passes in n runs, 1 ≤ k ≤ n. */
export declare function passHatK(n: number, c: number, k: number): number;
/** Unbiased pass@k = 1 − C(n − c, k) / C(n, k) for c passes in n runs, 1 ≤ k ≤ n. */
export declare function passAtK(n: number, c: number, k: number): number;
/** The mean over tasks of an estimator at k; tasks are `{n, c}` (every n ≥ k). */
export declare function meanOverTasks(tasks: readonly {
    readonly n: number;
    readonly c: number;
}[], k: number, estimator: (n: number, c: number, k: number) => number): number;
/**
 * The p-quantile of sorted values by linear interpolation between order
 * statistics (Hyndman & Fan 1996, definition 7; R's default, NumPy's
 * `linear`): h = (m − 1)·p, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]).
 */
export declare function quantileSorted(sorted: readonly number[], p: number): number;
/**
 * A seeded percentile bootstrap over clusters: each resample draws as many
 * clusters as there are, uniformly with replacement (SFC32 through
 * `AllocationDraws`, a pure function of the seed), and takes the mean over the
 * drawn clusters' tasks of each statistic. `values[s][g]` is statistic s
 * summed over cluster g's tasks; `sizes[g]` the tasks in cluster g. The same
 * draws serve every statistic (common random numbers: the curves over k stay
 * comparable). Returns [low, high] per statistic at the two-sided confidence.
 */
export declare function bootstrapMeans(values: readonly (readonly number[])[], sizes: readonly number[], options: {
    readonly seed: number;
    readonly resamples: number;
    readonly confidence: number;
}): {
    low: number;
    high: number;
}[];
