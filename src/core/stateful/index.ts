// Stateful agents (issue 16): state comparison, derived cases, per-criterion
// judgement (judge.ts dispatches to judge-runs, judge-fault and judge-metamorphic over
// evidence-index's index; judgement.ts holds what they share), rates and the cases report. Pure: no I/O, no clock, no randomness.
export * from './types.js';
export {
  ABSENT,
  type Absent,
  type Maybe as MaybeJson,
  type PathSegment,
  type CompareOptions,
  type ChangedOptions,
  isAbsent,
  shown as shownValue,
  isJsonObject,
  parsePath,
  formatPath,
  getPath,
  setPath,
  canonicalJson,
  jsonEqual,
  isUnder as isPathUnder,
  compareState,
  statesAgree,
  changedPaths,
  leafPaths,
} from './paths.js';
export {
  caseFingerprint,
  deriveCases,
  type DerivedCases,
  type DeriveOptions,
  type UnchangedInput,
} from './derive.js';
export {
  MIN_SOURCE_CASES,
  indexModel,
  checkMetamorphic,
  derivedOf,
  describeMismatches,
  judgeCriterion,
  judgeCases,
  judgeResults,
  type CriterionJudgement,
  type Indexed,
} from './judge.js';
export {
  wilsonAt,
  passRateOf,
  passHatKOf,
  barStatus,
  casesToDecide,
  type Unit as JudgedUnit,
  type CaseTally,
} from './rates.js';
export {
  clusterOf,
  stateRepeatability,
  bucketsOf,
  slicesOf,
  buildCasesReport,
  type CasesReportOptions,
} from './report.js';
