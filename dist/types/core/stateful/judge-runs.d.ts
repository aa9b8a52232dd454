import { type PatternMatcher } from '../util/pattern.js';
import { type Criterion } from './types.js';
import { type CriterionJudgement } from './judgement.js';
import type { Indexed } from './evidence-index.js';
export declare function judgeStateMatches(ix: Indexed, crit: Extract<Criterion, {
    type: 'state_matches';
}>): CriterionJudgement;
export declare function judgeStateUnchanged(ix: Indexed, crit: Extract<Criterion, {
    type: 'state_unchanged';
}>): CriterionJudgement;
export declare function judgeAnswer(ix: Indexed, crit: Extract<Criterion, {
    type: 'answer';
}>, match: PatternMatcher): CriterionJudgement;
