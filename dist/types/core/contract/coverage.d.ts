import type { ComparisonKey } from '../observation/observation.js';
import type { DecisionSuite } from './types.js';
/** How a suite's intended decisions and the agent's observed decisions cover a contract. */
export interface Coverage {
    /** Cases per expected label, sorted by label. */
    readonly intendedCounts: ReadonlyMap<string, number>;
    /** Primary observations per display name (one per case; nulls skipped). */
    readonly observedCounts: ReadonlyMap<string, number>;
    /** Cases that returned each display name on any repeat: one vote per case. */
    readonly observedCaseCounts: ReadonlyMap<string, number>;
    /** Share of required decisions with at least one reviewed case. */
    readonly intendedCoverage: number;
    /** Share of required decisions some case returned. */
    readonly observedCoverage: number;
    /** Required decisions no case expects. */
    readonly missingIntended: readonly string[];
    /** Required decisions no case returned. */
    readonly missingObserved: readonly string[];
    /** Returned values the contract neither allows nor declares (display names). */
    readonly unknownObserved: readonly string[];
    /** `[label, have, want]` for each `minimum_cases` entry with too few cases. */
    readonly underCased: readonly (readonly [string, number, number])[];
    /** Critical decisions among the missing ones (reported; implied by the others). */
    readonly missingCritical: readonly string[];
    /** None missing intended or observed, none unknown, none under-cased. */
    readonly satisfied: boolean;
    /** One sentence: the first thing to fix, or that the contract is met. */
    readonly advice: string;
}
/**
 * The name a comparison key is counted under: a decision's label,
 * `no decision: REASON`, and for values that are not labels at all a bracketed
 * description (`<empty answer>`, `<tool path: a > b>`), never an allowed label.
 */
export declare function coverageName(key: ComparisonKey): string;
/**
 * Compare a suite's intended decisions with what the agent returned
 * (reference-spec §8.2). `observed` holds one primary key per case (null when the
 * case produced nothing); `perCase`, when given, every key each case returned on
 * any repeat; `allObserved`, when given, every key seen (else the primaries stand
 * for it). A no-decision the contract does not declare, anywhere, is refused.
 * A declared no-decision is permitted but never satisfies a required decision.
 */
export declare function assessDecisionCoverage(suite: DecisionSuite, observed: readonly (ComparisonKey | null)[], perCase?: readonly (readonly ComparisonKey[])[] | null, allObserved?: readonly ComparisonKey[] | null): Coverage;
