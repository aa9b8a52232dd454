import { checkSettings, loadRecorded, refuseProblems, type LoadedEvidence } from '../app/index.js';
import type { CliIo } from './io.js';
import { settingsOf } from './settings.js';
import type { SourceOptions } from './source-options.js';

export type { LoadedEvidence };
export type { SourceOptions } from './source-options.js';

/**
 * Reads every recorded run the options name and merges them (app/recorded.ts),
 * after the settings check: `--evidence` files first, then the imported files.
 */
export async function loadEvidence(options: SourceOptions, io: CliIo): Promise<LoadedEvidence> {
  const settings = settingsOf(options);
  refuseProblems(checkSettings(settings, { source: 'recorded' }));
  return loadRecorded(settings, io.cwd);
}
