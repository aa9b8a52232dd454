export { wilson, classify, validateZ, Z95, type Interval } from './wilson.js';
export { PRECISIONS, DEFAULT_PRECISION, isPrecision, resolveEpsilon, validateEpsilon, type Precision, } from './epsilon.js';
export { roundHalfEven, ceilDiv } from './rounding.js';
export { MAX_PLANNED_PAIRS, pairsForDeterministicCall, planRepeats, snapshotPrecheck, bestCaseAdmission, type PairsOptions, type SnapshotPrecheck, type BestCaseAdmissionInput, type BestCaseAdmission, } from './pairs.js';
export { binomialAtMost, binomialAtLeast, smallestUpperTailAtMost, largestLowerTailAtMost, } from './binomial.js';
export { MAX_SEQUENTIAL_PAIRS, planSequential, sequentialCallAt, decideSequentially, type SequentialPlan, type SequentialPlanInput, type SequentialDecision, } from './sequential.js';
export { canStillCertify, Curtailer, replayCurtailment, type CurtailScope, type CurtailStop, type CurtailPair, type CurtailReplay, } from './curtail.js';
