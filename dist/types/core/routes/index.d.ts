export * from './table.js';
export * from './plan.js';
