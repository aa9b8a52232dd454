import type { Call } from '../observation/types.js';
/** The largest sequential budget (in pairs) a plan may have. */
export declare const MAX_SEQUENTIAL_PAIRS = 10000000;
/**
 * The most looks a plan may have. Each look spends (alpha / 2) / looks, so past a
 * hundred a look's share is below 0.00025 of a 0.05 budget; and a plan computes a
 * binomial tail per look, so a number of looks read from a file must not size that work.
 */
export declare const MAX_SEQUENTIAL_LOOKS = 100;
export interface SequentialPlanInput {
    readonly epsilon: number;
    /** Total error budget, half for certification and half split over the looks. Default 0.05. */
    readonly alpha?: number;
    /** Checkpoints including the last. Default 4. */
    readonly looks?: number;
    /**
     * Final checkpoint in pairs. Default (null): the smallest count at which zero
     * flips certify, ceil(ln(alpha/2) / ln(1 − epsilon)).
     */
    readonly budget?: number | null;
    /**
     * Inputs per round. Each checkpoint is moved up to the end of a whole round
     * (every input has given the same number of pairs); 1 keeps the reference plan.
     */
    readonly inputs?: number;
}
/** Checkpoints and thresholds, fixed before any call is made. */
export interface SequentialPlan {
    readonly epsilon: number;
    readonly alpha: number;
    readonly looks: number;
    /** The most pairs the plan reads: its last checkpoint. */
    readonly budget: number;
    /** Ascending, distinct pair counts at which a call may be taken. */
    readonly checkpoints: readonly number[];
    /** Flips at a checkpoint that prove stochastic (checkpoint + 1 when none can). */
    readonly stochasticAtLeast: ReadonlyMap<number, number>;
    /** Most flips at the last checkpoint that still certify; −1 when none can. */
    readonly certifyAtMost: number;
    /** certifyAtMost is 0: the false-certification rate is exactly (1 − ε)^budget. */
    readonly certificationIsClosedForm: boolean;
    /** Error spent on each look for the stochastic direction: (alpha / 2) / checkpoints. */
    readonly perLook: number;
    readonly inputs: number;
}
/**
 * Declare a sequential plan: early looks can only call stochastic (they share half
 * of alpha equally); certification is tested once, at the last checkpoint, with
 * the other half. With inputs = 1 this is exactly the reference's plan.
 */
export declare function planSequential(input: SequentialPlanInput): SequentialPlan;
/**
 * The call at one declared checkpoint given the flips among exactly its first
 * `checkpoint` pairs; null means keep collecting.
 */
export declare function sequentialCallAt(plan: SequentialPlan, checkpoint: number, flips: number): Call | null;
export interface SequentialDecision {
    readonly call: Call;
    /** Pair outcomes read: the deciding checkpoint, or all there were when they ran out. */
    readonly pairs: number;
}
/**
 * Read pair outcomes (true = the pair disagreed) in collection order and stop at
 * the first checkpoint that decides. Outcomes past the deciding checkpoint are not
 * read; running out before a checkpoint gives undecided with the pairs read.
 */
export declare function decideSequentially(plan: SequentialPlan, outcomes: readonly boolean[]): SequentialDecision;
