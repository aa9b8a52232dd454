import { type LoadedEvidence } from '../app/index.js';
import type { CliIo } from './io.js';
import type { SourceOptions } from './source-options.js';
export type { LoadedEvidence };
export type { SourceOptions } from './source-options.js';
/**
 * Reads every recorded run the options name and merges them (app/recorded.ts),
 * after the settings check: `--evidence` files first, then the imported files.
 */
export declare function loadEvidence(options: SourceOptions, io: CliIo): Promise<LoadedEvidence>;
