import type { Call } from '../observation/types.js';
/** The largest N the exact rule evaluates. */
export declare const MAX_EXACT_PAIRS = 10000000;
/** The default total error: α/2 for each direction. */
export declare const DEFAULT_ALPHA = 0.05;
/** ln(n!) for a whole n ≥ 0. */
export declare function logFactorial(n: number): number;
/** ln C(n, k). */
export declare function logChoose(n: number, k: number): number;
/** ln P(Bin(n, p) = k), for 0 < p < 1. */
export declare function logBinomialPmf(n: number, k: number, p: number): number;
/** ln P[X ≤ f] for X ~ Bin(n, p). */
export declare function logBinomialAtMost(n: number, f: number, p: number): number;
/** ln P[X ≥ f] for X ~ Bin(n, p). */
export declare function logBinomialAtLeast(n: number, f: number, p: number): number;
export declare function validateAlpha(alpha: unknown, where?: string): number;
/** The exact three-way call for `flips` in `pairs` at `epsilon` (α/2 per direction). */
export declare function exactCall(flips: number, pairs: number, epsilon: number, alpha?: number): Call;
/** True when `flips` in `pairs` certify `epsilon` by the exact rule. */
export declare function exactCertifies(flips: number, pairs: number, epsilon: number, alpha?: number): boolean;
/**
 * The Clopper–Pearson interval at 1 − α (α/2 in each tail): the ε values the
 * exact rule would not reject in either direction. Found by bisection on the
 * tails (60 halvings: to below 10⁻¹⁷). Decisions never read this interval; they
 * use the tails directly, so a bisection last digit cannot move a call.
 */
export declare function clopperPearson(flips: number, pairs: number, alpha?: number): {
    readonly low: number;
    readonly high: number;
};
/**
 * Pairs at which zero flips certify by the exact rule: ⌈ln(α/2) / ln(1 − ε)⌉
 * (72 at ε = 0.05, 36 at 0.10, 368 at 0.01), checked against the tail itself so a
 * rounding in the logarithms cannot move it.
 */
export declare function exactZeroFlipPairs(epsilon: number, alpha?: number): number;
/**
 * The smallest total N ≥ max(pairs, 1) at which `flips` flips certify by the exact
 * rule (every further pair agreeing), or null past MAX_EXACT_PAIRS. P(Bin(N, ε) ≤ F)
 * falls as N grows, so an exponential search then bisection finds it.
 */
export declare function exactPairsToCertify(flips: number, pairs: number, epsilon: number, alpha?: number): number | null;
