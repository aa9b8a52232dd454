import type { RecordedImporter } from '../contract.js';
/** Inspect AI eval logs run with epochs: the `.eval` zip or the JSON log. */
export declare const inspectImporter: RecordedImporter<'inspect'>;
