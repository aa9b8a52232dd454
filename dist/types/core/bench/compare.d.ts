import type { AgentSummary, Bounds, BenchOptions, Comparison, McNemarResult, PairComparison } from './types.js';
/** The power the minimum detectable difference is computed at. */
export declare const POWER = 0.8;
/** Up to this many clusters with a non-zero difference the permutation test enumerates every sign pattern. */
export declare const EXACT_PERMUTATION_CLUSTERS = 12;
/** Exact McNemar: b tasks A passed and B failed, c the reverse; X ~ Bin(b + c, ½). */
export declare function mcnemar(b: number, c: number): McNemarResult;
/**
 * Newcombe's square-and-add interval (method 10) for p1 − p2 from a paired
 * 2×2 table: a both pass, b only the first, c only the second, d neither.
 * Wilson limits for each margin, combined with the correlation φ of the table,
 * which Newcombe replaces by max(ad − bc − n/2, 0)/√(…) when ad > bc (and by 0
 * when a margin is empty). `z` defaults to 1.96.
 */
export declare function newcombePaired(a: number, b: number, c: number, d: number, z?: number): Bounds;
/** Holm's (1979) step-down adjusted p-values, in the input order. */
export declare function holm(ps: readonly number[]): number[];
/**
 * The two-sided sign-flip permutation p-value of Σ D_g, D_g the per-cluster
 * sums of the paired differences (see the module comment).
 */
export declare function signFlipP(all: readonly number[], seed: number, resamples: number): number;
/**
 * The smallest p the pair's test can give on `units` paired units (tasks for
 * McNemar, clusters for the sign-flip test), every one differing the same
 * way: the McNemar mid-p ½^n (P(X = 0) counted once, halved into each tail
 * doubled), the exact sign-flip 2/2^G. Beyond the exact enumeration the Monte
 * Carlo p can be as small as 1/(1 + resamples), so it is treated as reachable (0).
 */
export declare function smallestAttainableP(units: number, mcnemarTest: boolean): number;
/** Mean pass rate over an agent's scored tasks (the order tie groups use). */
export declare function meanPassRate(summary: AgentSummary): number;
/**
 * Tie groups: connected components of the "not separable" relation (a pair
 * whose verdict is no-detectable-difference links its two agents), so every
 * agent is in exactly one group; groups ordered by their best member's mean
 * pass rate, best first, members likewise (input order breaks ties).
 */
export declare function tieGroupsOf(names: readonly string[], means: readonly number[], pairs: readonly Pick<PairComparison, 'a' | 'b' | 'verdict'>[]): string[][];
/** Every pair of agents compared (see the module comment). */
export declare function compareAgents(summaries: readonly AgentSummary[], options: BenchOptions): Comparison;
