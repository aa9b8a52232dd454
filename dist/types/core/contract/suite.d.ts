import { type SerialisedContract } from './contract.js';
import type { DecisionSuite } from './types.js';
export declare const SUITE_SCHEMA = "agentverity.decision-suite/v1";
/** The reference's JSON shape of a suite file. */
export interface SerialisedSuite {
    cases: {
        expected: string;
        input: string;
    }[];
    contract: SerialisedContract;
    schema: typeof SUITE_SCHEMA;
}
/**
 * Validate an `agentverity.decision-suite/v1` document (reference-spec §8.1). Inputs
 * and expected labels are kept exactly as written. Every problem found is reported
 * in one Refusal naming the JSON paths.
 */
export declare function parseSuite(value: unknown, file?: string): DecisionSuite;
/** The suite in the reference's JSON shape. */
export declare function serialiseSuite(suite: DecisionSuite): SerialisedSuite;
