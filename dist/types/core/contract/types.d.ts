import type { NoDecisionReason } from '../observation/types.js';
/** A reviewed set of decisions: what may be returned, what must be reached. */
export interface DecisionContract {
    /** Sorted by code point. */
    readonly allowed: readonly string[];
    readonly required: readonly string[];
    readonly critical: readonly string[];
    /** Per-route tolerance overriding the run epsilon. */
    readonly stabilityTargets: ReadonlyMap<string, number>;
    readonly minimumCases: ReadonlyMap<string, number>;
    readonly allowedNoDecisions: readonly NoDecisionReason[];
}
export interface SuiteCase {
    readonly input: string;
    readonly expected: string;
}
/** `agentverity.decision-suite/v1`: a contract and its reviewed cases. */
export interface DecisionSuite {
    readonly contract: DecisionContract;
    readonly cases: readonly SuiteCase[];
}
