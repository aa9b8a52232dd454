import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import type { Isolation } from '../../core/observation/types.js';
/**
 * A DeepEval file: a test run as DeepEval saves it (an object whose `testCases`
 * hold camelCase `input` / `actualOutput`, as in `deepeval test run`'s saved run)
 * or a dataset saved as JSON (a list of test cases or goldens with snake_case
 * `input` / `actual_output`, `EvaluationDataset.save_as(file_type="json")`).
 */
export interface DeepEvalFileOptions {
    readonly isolation?: Isolation;
    /** Gives each input its `expected` decision by exact input match. */
    readonly suite?: DecisionSuite | null;
}
/** True when a parsed JSON document is a DeepEval test run. */
export declare function isDeepEvalTestRun(document: unknown): boolean;
/** Reads a DeepEval file (see DeepEvalFileOptions) into evidence: each output is the decision. */
export declare function importDeepEval(file: string, options?: DeepEvalFileOptions): Promise<Evidence>;
