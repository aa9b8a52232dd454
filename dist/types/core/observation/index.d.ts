export * from './types.js';
export * from './observation.js';
