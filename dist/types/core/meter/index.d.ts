export * from './meter.js';
export * from './flips.js';
