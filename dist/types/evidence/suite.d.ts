import type { DecisionSuite } from '../core/contract/types.js';
/**
 * Reads an `agentverity.decision-suite/v1` file: strict UTF-8 and JSON as for
 * evidence, then the core's suite rules; refusals name the file and JSON path.
 */
export declare function readSuite(path: string): Promise<DecisionSuite>;
