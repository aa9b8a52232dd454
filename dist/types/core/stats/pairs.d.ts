/** How the meter reaches its call: the reference's Wilson bound, or the exact binomial tails. */
export type Method = 'wilson' | 'exact';
export declare const METHODS: readonly Method[];
export declare const DEFAULT_METHOD: Method;
export declare function isMethod(value: unknown): value is Method;
/** True when `flips` in `pairs` certify `epsilon` under `method` (95%, α/2 per direction). */
export declare function certifiesBy(method: Method, flips: number, pairs: number, epsilon: number, z?: number): boolean;
/** The largest pair count `pairsForDeterministicCall` will consider. */
export declare const MAX_PLANNED_PAIRS = 10000000;
export interface PairsOptions {
    /** Normal quantile of the interval; 1.96 (95%) unless given. */
    readonly z?: number;
    /** The flip rate seen so far, assumed to persist; 0 (the best case) unless given. */
    readonly flipRate?: number;
    /** The decision rule; the reference's Wilson bound unless given. */
    readonly method?: Method;
}
/**
 * Pairs needed for a deterministic call at `epsilon` if the observed flip rate
 * persists: the Wilson upper bound at n pairs with round-half-even(rate·n) flips
 * must fall below epsilon. This is the reference's search (double from 1, then
 * bisect) and not "the smallest such n": with a non-zero rate the rounded flip
 * count makes the bound non-monotone and the answer depends on the probed counts.
 * Null when no count can certify: the rate is at or above epsilon, or the search
 * passes MAX_PLANNED_PAIRS.
 */
export declare function pairsForDeterministicCall(epsilon: number, options?: PairsOptions): number | null;
/**
 * Repeats per input (k, always even and >= 2) so that a run over `inputs` probes
 * can certify `epsilon` in the best case (no flips), capped by a call budget when
 * one is given. A budget below two calls per input is refused.
 */
export declare function planRepeats(inputs: number, epsilon: number, budget?: number | null, method?: Method): number;
export interface SnapshotPrecheck {
    /** True when even zero flips could not certify epsilon with these repeats. */
    readonly refused: boolean;
    /** Zero-flip pairs needed at epsilon (null: no count within the planning cap). */
    readonly bestCase: number | null;
    /** Disjoint pairs the run would collect: inputs × floor(k/2). */
    readonly available: number;
    /** The smallest even k that would reach the best case; null when not refused. */
    readonly suggestedK: number | null;
}
/**
 * Before any call: can a baseline run with `k` repeats per input certify epsilon
 * at all? It cannot when inputs × floor(k/2) is below the zero-flip requirement.
 */
export declare function snapshotPrecheck(inputs: number, k: number, epsilon: number, method?: Method): SnapshotPrecheck;
export interface BestCaseAdmissionInput {
    /** Flips observed so far. */
    readonly flips: number;
    /** Disjoint pairs observed so far. */
    readonly pairs: number;
    readonly epsilon: number;
    /** The most pairs the caller is willing to collect in total. */
    readonly maxPairs: number;
    readonly z?: number;
    readonly method?: Method;
}
export interface BestCaseAdmission {
    /**
     * The smallest total N >= max(pairs, 1) whose Wilson upper bound with the
     * observed flips falls below epsilon (every further pair agreeing). Null only
     * when no N up to Number.MAX_SAFE_INTEGER does (an epsilon of about 1e-16 or less).
     */
    readonly totalPairs: number | null;
    /** totalPairs − pairs; null with totalPairs. */
    readonly additionalPairs: number | null;
    /** totalPairs is known and within maxPairs. */
    readonly reachable: boolean;
}
/**
 * Best case for admission given what was observed: how many pairs in total, all
 * further ones agreeing, would let the evidence certify epsilon. The upper bound
 * falls as N grows with the flips fixed, so an exponential search then bisection
 * finds the smallest N in about 2·log2(N) interval evaluations.
 */
export declare function bestCaseAdmission(input: BestCaseAdmissionInput): BestCaseAdmission;
