import type { EvidenceCase, RelationSpec, RelationType } from '../assess/model.js';
import type { NoiseJudgement } from './noise.js';
/** Outcome counts of one relation over the inputs it was applied to. */
export interface RelationSummary {
    readonly name: string;
    readonly type: RelationType;
    /** Inputs with an outcome for this relation. */
    readonly total: number;
    readonly held: number;
    readonly violated: number;
    /** The transform left the input unchanged: no call, no evidence either way. */
    readonly skipped: number;
    readonly errors: number;
    /** held + violated: the inputs that actually tested the relation. */
    readonly exercised: number;
    /** violated / exercised; null when nothing was exercised (never 0). */
    readonly violationRate: number | null;
    /** Every input was skipped: the relation tested nothing. */
    readonly vacuous: boolean;
    /**
     * Present when the relation has violations and the meter saw flips: the test of
     * its violations against the repeat pairs of the same inputs (noise.ts).
     */
    readonly noise?: NoiseJudgement;
}
export interface OutcomeCounts {
    held: number;
    violated: number;
    skipped: number;
    errors: number;
}
/** Summarise one relation from its outcome counts. */
export declare function summariseOutcomes(name: string, type: RelationType, counts: Readonly<OutcomeCounts>): RelationSummary;
/**
 * One summary per catalogued relation, in catalogue order, counted from the
 * cases' relation records. A case with no record for a relation (collection
 * stopped before it) does not count towards that relation's total.
 */
export declare function summariseRelations(catalogue: readonly RelationSpec[], cases: readonly EvidenceCase[]): RelationSummary[];
export interface RouteRelationCoverage {
    /** The intended decision (route). */
    readonly decision: string;
    /** Cases written for this route. */
    readonly cases: number;
    readonly exercised: number;
    readonly skipped: number;
    readonly held: number;
    readonly violated: number;
    readonly errors: number;
    /** At least one relation was exercised on this route's cases. */
    readonly probed: boolean;
    readonly violationRate: number | null;
}
export interface RelationCoverage {
    /** In code-point order of the route name. */
    readonly routes: readonly RouteRelationCoverage[];
    readonly probed: readonly string[];
    readonly unprobed: readonly string[];
}
/**
 * Per intended route, the relation outcomes over that route's cases, pooled over
 * all relations. `intended` holds one route per case, in case order. Relation
 * records are taken as they are (the catalogue is checked by summariseRelations).
 */
export declare function relationCoverageByRoute(intended: readonly string[], cases: readonly EvidenceCase[]): RelationCoverage;
