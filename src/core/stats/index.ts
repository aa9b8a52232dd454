export { wilson, classify, validateZ, Z95, type Interval } from './wilson.js';
export {
  PRECISIONS,
  DEFAULT_PRECISION,
  isPrecision,
  resolveEpsilon,
  validateEpsilon,
  type Precision,
} from './epsilon.js';
export { roundHalfEven, ceilDiv } from './rounding.js';
export {
  MAX_PLANNED_PAIRS,
  METHODS,
  DEFAULT_METHOD,
  isMethod,
  certifiesBy,
  type Method,
  pairsForDeterministicCall,
  planRepeats,
  snapshotPrecheck,
  bestCaseAdmission,
  type PairsOptions,
  type SnapshotPrecheck,
  type BestCaseAdmissionInput,
  type BestCaseAdmission,
} from './pairs.js';
export {
  binomialAtMost,
  binomialAtLeast,
  smallestUpperTailAtMost,
  largestLowerTailAtMost,
} from './binomial.js';
export {
  MAX_SEQUENTIAL_LOOKS,
  MAX_SEQUENTIAL_PAIRS,
  planSequential,
  sequentialCallAt,
  decideSequentially,
  type SequentialPlan,
  type SequentialPlanInput,
  type SequentialDecision,
} from './sequential.js';
export {
  canStillCertify,
  Curtailer,
  replayCurtailment,
  type CurtailScope,
  type CurtailStop,
  type CurtailPair,
  type CurtailReplay,
} from './curtail.js';
export {
  MAX_EXACT_PAIRS,
  DEFAULT_ALPHA,
  logFactorial,
  logChoose,
  logBinomialPmf,
  logBinomialAtMost,
  logBinomialAtLeast,
  exactCall,
  exactCertifies,
  clopperPearson,
  exactZeroFlipPairs,
  exactPairsToCertify,
  validateAlpha,
} from './exact.js';
export {
  planEarlyRejection,
  logMixtureRatio,
  rejectionLevel,
  rejects,
  flipsToReject,
  isLook,
  decideEarlyRejection,
  EarlyRejectionWatch,
  type EarlyRejectionPlan,
  type EarlyRejectionDecision,
} from './mixture.js';
export {
  MAX_SEED,
  MAX_ALLOCATION_INPUTS,
  validateSeed,
  AllocationDraws,
  Sfc32,
  allocationDraws,
} from './allocation.js';
export { fisherGreater, stratifiedGreater, MAX_NOISE_PAIRS, type NoiseStratum } from './fisher.js';
export { intervalBy, callBy } from './method.js';
