export { isPythonSpace, normaliseText, padWhitespaceText, swapCaseText, toolSelectionText, } from './transforms.js';
export { BUILTIN_RELATIONS, BUILTIN_RELATION_NAMES, BUILTIN_RELATION_SHORT_NAMES, applyRelation, builtinRelation, builtinRelationNamed, defineRelation, isRelationType, judgeRelation, toolsEqual, verdictEqual, } from './relation.js';
export type { AppliedRelation, Relation, RelationDefinition } from './relation.js';
export { relationCoverageByRoute, summariseOutcomes, summariseRelations } from './accounting.js';
export type { OutcomeCounts, RelationCoverage, RelationSummary, RouteRelationCoverage, } from './accounting.js';
export { judgeAgainstNoise, violationsCount, NOISE_LEVEL } from './noise.js';
export type { InputNoise, NoiseJudgement } from './noise.js';
export { RELATION_FAILURE_REASONS, isRelationFailureReason, relationCallReasonOf, relationFailureReasonOf, } from './failure-reasons.js';
export type { RelationFailureReason, RelationFailureShape } from './failure-reasons.js';
