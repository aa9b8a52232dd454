export * from './common.js';
export * from './admission.js';
export * from './check.js';
export * from './compare.js';
export * from './plan.js';
export * from './replay.js';
