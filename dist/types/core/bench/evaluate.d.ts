import { type TaskEvaluation } from './types.js';
/**
 * Check one evaluation and return it. `where` names it in the refusal (a file,
 * line and JSON path such as `suite.yaml:12: tasks[3].evaluation`).
 */
export declare function checkEvaluation(evaluation: TaskEvaluation, where: string): TaskEvaluation;
/** True when `output` passes the evaluation (see the module comment for each type). */
export declare function evaluateOutput(evaluation: TaskEvaluation, output: string): boolean;
