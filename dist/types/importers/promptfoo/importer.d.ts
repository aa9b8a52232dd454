import type { RecordedImporter } from '../contract.js';
/** promptfoo result exports (JSON or JSON Lines), matched to the suite's inputs. */
export declare const promptfooImporter: RecordedImporter<'promptfoo'>;
