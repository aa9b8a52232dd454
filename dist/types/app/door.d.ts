export { type Agent, type AgentResult, functionAgent } from '../agents/index.js';
export { tsxCommand } from '../agents/module.js';
export { describePhases, formatDuration, seedsOfValues, shardsNeeded, type CollectionPlan, type PlanShard, type ShardSizing, type ShardTiming, } from '../collect/index.js';
export { baselineContentDigest, benchmarkInfo, digestOf, listBenchmarks, parseBaseline, readBaseline, serialiseBaseline, } from '../evidence/index.js';
export * from './vocabulary.js';
