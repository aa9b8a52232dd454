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
import { type Indexed } from './evidence-index.js';
import type { CriterionJudgement } from './judgement.js';
import type { CaseResult, CasesEvidenceModel, Criterion } from './types.js';
export { indexModel, type Indexed } from './evidence-index.js';
export { checkMetamorphic, derivedOf, MIN_SOURCE_CASES } from './judge-metamorphic.js';
export { describeMismatches, type CriterionJudgement } from './judgement.js';
/** Judge one criterion over the indexed evidence. */
export declare function judgeCriterion(ix: Indexed, criterion: Criterion, match?: PatternMatcher): CriterionJudgement;
/** Every criterion of the config on the evidence, in config order. */
export declare function judgeCases(model: CasesEvidenceModel, match?: PatternMatcher): CriterionJudgement[];
/** Every criterion's results on the evidence, in config order, then case and run order. */
export declare function judgeResults(model: CasesEvidenceModel): CaseResult[];
