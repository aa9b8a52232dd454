export * from './types.js';
export * from './rules.js';
export * from './baseline.js';
export * from './check.js';
export * from './compare.js';
export * from './replay.js';
export * from './verdict.js';
