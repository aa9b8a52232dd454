export { Collection } from './collector.js';
export { collectEvidence } from './collect-evidence.js';
export {
  type CollectHooks,
  type CollectProgress,
  type CollectResult,
  type CollectStats,
  type CurtailmentReport,
  type StopReason,
} from './collected.js';
export {
  planCollection,
  routesAboveK,
  resolveSettings,
  type CollectionPlan,
  type CollectSettings,
  type ErrorPolicy,
  type PlannedCase,
  type PlannedFollowup,
  type PlanShard,
  type ResolvedSettings,
  type SeedCase,
} from './plan.js';
export {
  AnswerWatch,
  describeUnanswered,
  firstCallsWatched,
  type ErrorCount,
  type Unanswered,
} from './health.js';
export { describePhases, type PhaseCalls } from './budget.js';
export { PairTracker, SequentialRounds, type SequentialOutcome } from './schedule.js';
export { DeadlineSweeper, RateLimiter, type Clock } from './timing.js';
export {
  parseSeedJsonl,
  parseSeedLines,
  readSeeds,
  seedsOfValues,
  stripPython,
  type Seeds,
} from './seeds.js';
export { loadRelations } from './relations.js';
export { formatDuration, ProgressPrinter } from './progress.js';
export {
  caseCalls,
  caseCallsTotal,
  shardPlan,
  shardsNeeded,
  type ShardSizing,
  type ShardTiming,
} from './shard.js';
export {
  BENCH_ORDER,
  callAgentOnce,
  checkRunnable,
  collectBenchRun,
  DEFAULT_BENCH_TIMEOUT_MS,
  outputOf,
  type BenchCollectOptions,
  type BenchCollectResult,
  type BenchProgress,
  type CallOutcome,
} from './bench.js';
export {
  allCases,
  DEFAULT_CASES_TIMEOUT_MS,
  diskReplayCache,
  faultChange,
  MALFORMED_RESULT,
  replayKey,
  runCases,
  versionFolder,
  type CachedReplay,
  type ReplayCache,
  type RunCasesOptions,
  type RunCasesResult,
  type SystemDigests,
} from './cases.js';
