export * from './model.js';
export * from './status.js';
export * from './keys.js';
export * from './headline.js';
export * from './next.js';
export * from './findings.js';
export * from './inputs.js';
export * from './assess.js';
