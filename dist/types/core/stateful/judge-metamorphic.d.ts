import { type Criterion, type StatefulCase } from './types.js';
import { type CriterionJudgement } from './judgement.js';
import type { Indexed } from './evidence-index.js';
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
export declare function judgeMetamorphic(ix: Indexed, crit: Extract<Criterion, {
    type: 'metamorphic_relation';
}>): CriterionJudgement;
