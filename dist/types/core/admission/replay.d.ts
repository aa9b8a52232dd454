import type { Assessment } from '../assess/assessment.js';
import type { Evidence } from '../assess/model.js';
import { type CurtailPair, type CurtailScope, type CurtailStop } from '../stats/index.js';
/**
 * `assess --replay-curtailment`: where the curtailment rule (src/core/stats/curtail.ts)
 * would have stopped had it watched the recorded evidence. A counterfactual only:
 * it never changes the assessment.
 *
 * Collection order is not recorded across inputs, so it is defined here as input
 * order, then repeat order: every disjoint pair of the first input, then of the
 * second, and so on. A failed call is left out and the remaining calls are paired
 * as the meter pairs them.
 */
export declare const REPLAY_ORDER = "input order, then repeat order within each input";
export interface CurtailmentReplayResult {
    readonly order: typeof REPLAY_ORDER;
    /** The scopes watched: the pooled pairs, and each route with a stability target. */
    readonly scopes: readonly CurtailScope[];
    readonly totalPairs: number;
    /** Where the rule would have fired; null when every recorded pair was needed. */
    readonly stop: CurtailStop | null;
    readonly pairsAvoided: number;
    /** Two calls per avoided pair. */
    readonly callsAvoided: number;
}
/** The recorded disjoint pairs in the defined collection order, with their routes. */
export declare function recordedPairs(evidence: Evidence, intended?: readonly string[] | null): CurtailPair[];
/**
 * Replay the rule on the assessment's evidence: the pooled scope with the meter's
 * pairs as its endpoint, and each targeted route with its own pairs and target.
 * `intended` gives each case's route when a suite supplied them (in case order);
 * otherwise the cases' own `expected`. Null when nothing was measured.
 */
export declare function replayCurtailmentOnEvidence(assessment: Assessment, evidence: Evidence, intended?: readonly string[] | null): CurtailmentReplayResult | null;
