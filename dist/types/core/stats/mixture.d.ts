/** The declared early-rejection test, recorded in the evidence before collection. */
export interface EarlyRejectionPlan {
    readonly rule: 'mixture';
    /** The mixing distribution over the alternative's flip rate. */
    readonly prior: 'uniform';
    readonly epsilon: number;
    /** Total error; the test spends α/2. */
    readonly alpha: number;
    /** Where a look may be taken: after a whole round, or after any pair (random allocation). */
    readonly looks: 'rounds' | 'pairs';
    /** Pairs per round (the number of inputs) when looks are at whole rounds. */
    readonly inputs: number;
    /**
     * The last pair count at which a look may be taken, when some inputs give more
     * pairs than others: looks stop after the last round every input takes part in.
     * Absent: every round (or pair) to the end.
     */
    readonly lastLook?: number;
}
export declare function planEarlyRejection(input: {
    readonly epsilon: number;
    readonly alpha?: number;
    readonly looks: 'rounds' | 'pairs';
    readonly inputs: number;
    readonly lastLook?: number;
}): EarlyRejectionPlan;
/** ln Lₙ for `flips` in `pairs` (0 before any pair). */
export declare function logMixtureRatio(flips: number, pairs: number, epsilon: number): number;
/** The threshold on ln Lₙ: ln(2/α) (ln 40 at α = 0.05). */
export declare function rejectionLevel(plan: EarlyRejectionPlan): number;
/** True when `flips` in `pairs` reach the evidence threshold for stochastic. */
export declare function rejects(plan: EarlyRejectionPlan, flips: number, pairs: number): boolean;
/**
 * The fewest flips that reject at `pairs` (pairs + 1 when none can). The ratio
 * grows with the flips at fixed pairs, so a bisection finds it.
 */
export declare function flipsToReject(plan: EarlyRejectionPlan, pairs: number): number;
/** Is `pairs` a point where the plan may look? */
export declare function isLook(plan: EarlyRejectionPlan, pairs: number): boolean;
export interface EarlyRejectionDecision {
    /** Pairs read when the test rejected, or null when it never did. */
    readonly rejectedAt: number | null;
    readonly flips: number;
}
/**
 * Watches pair outcomes in collection order and says when a declared look
 * rejects: at whole rounds (every `inputs` pairs) or after any pair, as the plan
 * says. The one reading of the plan, for collection and for `assess` alike.
 */
export declare class EarlyRejectionWatch {
    private readonly plan;
    private pairs;
    private flips;
    private rejected;
    constructor(plan: EarlyRejectionPlan);
    /** Record one pair; true once a look has rejected (this pair's or an earlier one). */
    pair(flip: boolean): boolean;
    /** Pairs read when the test rejected; null while it has not. */
    get rejectedAt(): number | null;
    /** Flips among the pairs read. */
    get flipsRead(): number;
}
/**
 * Read pair outcomes (true = flipped) in collection order and return the first
 * declared look at which the test rejects. Outcomes past it are not read.
 */
export declare function decideEarlyRejection(plan: EarlyRejectionPlan, outcomes: readonly boolean[]): EarlyRejectionDecision;
