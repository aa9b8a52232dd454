// The pure core's public surface. Nothing here performs I/O, reads the clock or
// draws random numbers (DESIGN.md §3).
export * from './errors.js';
export * from './observation/index.js';
export * from './stats/index.js';
export * from './meter/index.js';
export * from './blindness/index.js';
export * from './routes/index.js';
export * from './relations/index.js';
export * from './contract/index.js';
export * from './assess/index.js';
export * from './fingerprint.js';
export * from './shard.js';
export * from './util/order.js';
export * from './util/format.js';
export * from './util/thrown.js';
export * from './admission/index.js';
export * from './bench/index.js';
export * from './stateful/index.js';
