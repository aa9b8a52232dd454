import type { Method } from './pairs.js';
/** One scope the rule watches: the pooled pairs, or one targeted route. */
export interface CurtailScope {
    /** `null` for the pooled meter, otherwise the route (intended decision). */
    readonly route: string | null;
    /** Pairs this scope will have at the endpoint. */
    readonly endpointPairs: number;
    readonly epsilon: number;
    /** The decision rule certification is judged by (default Wilson). */
    readonly method?: Method;
}
/** Where and why the rule stopped. */
export interface CurtailStop {
    readonly route: string | null;
    /** 1-based index of the pair, in collection order, after which the run stopped (0: before any pair). */
    readonly atPair: number;
    readonly flips: number;
    /** Pairs of this scope seen when the rule fired. */
    readonly pairs: number;
    readonly endpointPairs: number;
    readonly epsilon: number;
    /** Wilson upper bound if every remaining pair agreed: at or above epsilon. */
    readonly bestCaseHigh: number;
}
/** True when f flips can still certify epsilon by the endpoint (every further pair agreeing). */
export declare function canStillCertify(flips: number, endpointPairs: number, epsilon: number, z?: number, method?: Method): boolean;
/**
 * Watches pairs as they complete and says when to stop. Feed `pair(flip, route)`
 * for each completed disjoint pair in collection order; the first stop is kept.
 */
export declare class Curtailer {
    private readonly scopes;
    private readonly flips;
    private readonly seen;
    private count;
    private stopped;
    private readonly z;
    constructor(scopes: readonly CurtailScope[], z?: number);
    /** The stop, once the rule has fired; null while certification is still possible. */
    get stop(): CurtailStop | null;
    /** Pairs fed so far. */
    get pairs(): number;
    /** Record one completed pair; returns the stop when this pair makes it fire. */
    pair(flip: boolean, route?: string | null): CurtailStop | null;
    private stopOf;
}
/** One completed pair for a replay, in collection order. */
export interface CurtailPair {
    readonly flip: boolean;
    readonly route?: string | null;
}
/** Result of replaying the rule over recorded pairs (a counterfactual, never an admission). */
export interface CurtailReplay {
    readonly stop: CurtailStop | null;
    readonly totalPairs: number;
    /** Pairs that would not have been collected (0 when the rule never fires). */
    readonly pairsAvoided: number;
}
/** Where the curtailment rule would have stopped on pairs already recorded. */
export declare function replayCurtailment(pairs: Iterable<CurtailPair>, scopes: readonly CurtailScope[], z?: number): CurtailReplay;
