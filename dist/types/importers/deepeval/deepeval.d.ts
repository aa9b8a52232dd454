import type { Evidence } from '../../core/assess/model.js';
import { type CommonImportOptions } from '../common.js';
/**
 * DeepEval test cases (library only, as in the reference): each LLM test case's
 * `input` and `actual_output`, repeated runs of the same input grouped in order
 * of first appearance. A null output is a failed run.
 */
/** The fields of a DeepEval `LLMTestCase` the importer reads (snake_case as in Python, or camelCase). */
export interface DeepEvalTestCase {
    readonly input: string;
    readonly actual_output?: string | null;
    readonly actualOutput?: string | null;
    readonly [key: string]: unknown;
}
export interface DeepEvalOptions extends CommonImportOptions {
    /** Turns an output into its decision label; default: the output itself. */
    readonly decision?: (output: string, testCase: DeepEvalTestCase) => string;
    /** The intended decision of a test case; repeats of one input must agree. */
    readonly expected?: (testCase: DeepEvalTestCase) => string | null | undefined;
    /** Added to the evidence's provenance after `harness`. */
    readonly provenance?: Readonly<Record<string, unknown>>;
    /** Recorded as `harness_version` when known. */
    readonly harnessVersion?: string;
}
/** Builds evidence from DeepEval test cases (`evidence_from_deepeval` in the reference). */
export declare function evidenceFromDeepEval(testCases: readonly unknown[], options?: DeepEvalOptions, at?: string): Evidence;
