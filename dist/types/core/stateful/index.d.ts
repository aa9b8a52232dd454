export * from './types.js';
export { ABSENT, type Absent, type Maybe as MaybeJson, type PathSegment, type CompareOptions, type ChangedOptions, isAbsent, shown as shownValue, isJsonObject, parsePath, formatPath, getPath, setPath, canonicalJson, jsonEqual, isUnder as isPathUnder, compareState, statesAgree, changedPaths, leafPaths, } from './paths.js';
export { caseFingerprint, deriveCases, type DerivedCases, type DeriveOptions, type UnchangedInput, } from './derive.js';
export { MIN_SOURCE_CASES, indexModel, checkMetamorphic, derivedOf, describeMismatches, judgeCriterion, judgeCases, judgeResults, type CriterionJudgement, type Indexed, } from './judge.js';
export { wilsonAt, passRateOf, passHatKOf, barStatus, casesToDecide, type Unit as JudgedUnit, type CaseTally, } from './rates.js';
export { clusterOf, stateRepeatability, bucketsOf, slicesOf, buildCasesReport, type CasesReportOptions, } from './report.js';
