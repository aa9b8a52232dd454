export * from './blindness.js';
