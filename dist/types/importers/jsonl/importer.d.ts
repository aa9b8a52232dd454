import type { RecordedImporter } from '../contract.js';
/** Ordered JSON Lines: one run per line. */
export declare const jsonlImporter: RecordedImporter<'jsonl'>;
