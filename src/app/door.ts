// What the shells (cli, github, testing) need from the rooms under app, passed
// through this one door (DESIGN.md §3: the shells never import collect, agents,
// importers or evidence themselves). Each name is a pure helper or a reader a
// shell calls to parse what the user gave it; the use cases are app's own.
export { type Agent, type AgentResult, functionAgent } from '../agents/index.js';
export { tsxCommand } from '../agents/module.js';
export {
  describePhases,
  formatDuration,
  seedsOfValues,
  shardsNeeded,
  type CollectionPlan,
  type PlanShard,
  type ShardSizing,
  type ShardTiming,
} from '../collect/index.js';
export {
  baselineContentDigest,
  benchmarkInfo,
  digestOf,
  listBenchmarks,
  parseBaseline,
  readBaseline,
  serialiseBaseline,
} from '../evidence/index.js';

export * from './vocabulary.js';
