import type { RecordedImporter } from '../contract.js';
import { isObjectLike } from '../detect.js';

/** τ²-bench results: per-task trials, the agent's tool calls compared on the tools layer. */
export const tau2Importer: RecordedImporter<'tau2'> = {
  kind: 'tau2',
  title: 'τ²-bench results',
  help: "τ²-bench results files (tau2 run --num-trials N): each task's trials, the agent's tool calls compared (tools layer)",
  settings: ['layer'],
  suite: 'optional',
  bench: {
    format: 'tau2',
    help: 'import a τ²-bench results.json (trials are runs) instead of running (repeatable)',
  },
  detect: (doc) =>
    isObjectLike(doc) && Array.isArray(doc['simulations']) && isObjectLike(doc['info']),
  async load(file, { isolation, layer, suite }) {
    const { importTau2 } = await import('./tau2.js');
    return importTau2(file, { isolation, suite, ...(layer === undefined ? {} : { layer }) });
  },
};
