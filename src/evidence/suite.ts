import { parseSuite } from '../core/contract/suite.js';
import type { DecisionSuite } from '../core/contract/types.js';
import { readJsonFile, refuseLoneSurrogates } from './json.js';
import { placeOf } from './paths.js';

/**
 * Reads an `agentverity.decision-suite/v1` file: strict UTF-8 and JSON as for
 * evidence, then the core's suite rules; refusals name the file and JSON path.
 */
export async function readSuite(path: string): Promise<DecisionSuite> {
  const value = await readJsonFile(path);
  refuseLoneSurrogates(value, (at) => placeOf(path, at));
  return parseSuite(value, path);
}
