/**
 * Per-criterion judgement of a cases run (issue 16): every criterion of the
 * config on every case run it applies to, each a CaseResult with a status
 * (passed, failed, missing, insufficient_evidence) and a plain reason.
 *
 * - Which runs: `state_matches`, `state_unchanged`, `fault_recovery` and
 *   `answer` judge the cases as written (not the derived ones: those exist to
 *   test a relation, and are judged only by `metamorphic_relation` against
 *   their source).
 * - A run whose agent call failed (`trajectory.error`) is missing
 *   (`agent_error`) for every criterion: the harness could not complete it.
 * - Bookkeeping: the `ignore` paths of every state criterion are never
 *   compared when a control replay is checked against its recording, when a
 *   fault replay's constraints are checked, or by the state-layer meter.
 */
import { type PatternMatcher } from '../util/pattern.js';
import { type CaseResult, type CaseRun, type CasesEvidenceModel, type Criterion, type PathComparison, type StatefulCase } from './types.js';
export interface CriterionJudgement {
    readonly criterion: Criterion;
    readonly results: readonly CaseResult[];
    /** The criterion's units share clusters (derived cases), so its rate must be cluster-aware. */
    readonly clustered: boolean;
    /** Set when the criterion as a whole could not be judged (its results carry the same code). */
    readonly blocked?: {
        readonly reasonCode: string;
        readonly reason: string;
    };
    /** Plain facts the summary repeats (runs not judged, cases left out). */
    readonly notes: readonly string[];
}
/** The evidence indexed once for every evaluator. */
export interface Indexed {
    readonly model: CasesEvidenceModel;
    readonly byId: ReadonlyMap<string, StatefulCase>;
    /** Runs of each case, by run number ascending. */
    readonly runs: ReadonlyMap<string, readonly CaseRun[]>;
    readonly sources: readonly StatefulCase[];
    readonly bookkeeping: readonly string[];
}
/** `a expected 1, got 2; b expected …; and 3 more` */
export declare function describeMismatches(paths: readonly PathComparison[]): string;
/** Index the model, refusing evidence that does not hold together (`stateful.evidence`). */
export declare function indexModel(model: CasesEvidenceModel): Indexed;
/** The minimum number of distinct source cases a metamorphic rate needs. */
export declare const MIN_SOURCE_CASES = 20;
/** Derived cases of a transform, in evidence order. */
export declare function derivedOf(ix: Indexed, transform: string): StatefulCase[];
/**
 * Refuse a metamorphic criterion whose rate cannot be computed: derived cases
 * share their source's cluster, so the interval is cluster-aware (approximate)
 * and needs at least MIN_SOURCE_CASES clusters.
 */
export declare function checkMetamorphic(ix: Indexed): void;
/** Judge one criterion over the indexed evidence. */
export declare function judgeCriterion(ix: Indexed, criterion: Criterion, match?: PatternMatcher): CriterionJudgement;
/** Every criterion of the config on the evidence, in config order. */
export declare function judgeCases(model: CasesEvidenceModel, match?: PatternMatcher): CriterionJudgement[];
/** Every criterion's results on the evidence, in config order, then case and run order. */
export declare function judgeResults(model: CasesEvidenceModel): CaseResult[];
