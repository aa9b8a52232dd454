// Benchmarks and comparisons (issue 17): the pure statistics and the verdict.
export * from './types.js';
export {
  DEFAULT_BENCH_OPTIONS,
  MAX_RESAMPLES,
  MIN_RESAMPLES,
  checkBenchOptions,
  resolveBenchOptions,
  checkK,
} from './options.js';
export { checkEvaluation, evaluateOutput } from './evaluate.js';
export {
  PatternTimeout,
  isPatternTimeout,
  unboundedMatcher,
  type PatternMatcher,
} from '../util/pattern.js';
export { passHatK, passAtK, meanOverTasks, quantileSorted, bootstrapMeans } from './estimators.js';
export {
  logGamma,
  normalUpper,
  normalQuantile,
  studentUpper,
  studentQuantile,
} from './distributions.js';
export { summarizeAgent, attemptsByTask, clusterInterval, latencyOf, zOf, tOf } from './summary.js';
export {
  POWER,
  EXACT_PERMUTATION_CLUSTERS,
  mcnemar,
  newcombePaired,
  holm,
  signFlipP,
  smallestAttainableP,
  meanPassRate,
  tieGroupsOf,
  compareAgents,
} from './compare.js';
export { benchVerdict, buildBenchReport, smallestPossibleP, worseOf } from './verdict.js';
export {
  exactMinimumDetectable,
  exactPower,
  rejectionThresholds,
  unitsToDetect,
  type ExactPairedTest,
} from './power.js';
