import type { RecordedImporter } from '../contract.js';
/** DeepEval test runs and saved datasets: each test case's output is its decision. */
export declare const deepevalImporter: RecordedImporter<'deepeval'>;
