import type { Criterion } from './types.js';
import { type CriterionJudgement } from './judgement.js';
import type { Indexed } from './evidence-index.js';
type FaultRecovery = Extract<Criterion, {
    type: 'fault_recovery';
}>;
/** Judge `fault_recovery` on every run of every case as written that called the tool. */
export declare function judgeFaultRecovery(ix: Indexed, crit: FaultRecovery): CriterionJudgement;
export {};
