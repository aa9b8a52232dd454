export * from './types.js';
export { parseContract, serialiseContract, type SerialisedContract } from './contract.js';
export { SUITE_SCHEMA, parseSuite, serialiseSuite, type SerialisedSuite } from './suite.js';
export { assessDecisionCoverage, coverageName, type Coverage } from './coverage.js';
