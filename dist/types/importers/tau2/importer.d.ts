import type { RecordedImporter } from '../contract.js';
/** τ²-bench results: per-task trials, the agent's tool calls compared on the tools layer. */
export declare const tau2Importer: RecordedImporter<'tau2'>;
