import { type PatternMatcher } from '../util/pattern.js';
import { type TaskEvaluation } from './types.js';
/**
 * Check one evaluation and return it. `where` names it in the refusal (a file,
 * line and JSON path such as `suite.yaml:12: tasks[3].evaluation`).
 */
export declare function checkEvaluation(evaluation: TaskEvaluation, where: string): TaskEvaluation;
/**
 * True when `output` passes the evaluation (see the module comment for each
 * type). A `regex` is tested through `match` (default: here, unbounded); a
 * bounded matcher throws `PatternTimeout` when the pattern runs past its time,
 * which the caller records as an ERROR attempt naming the reason.
 */
export declare function evaluateOutput(evaluation: TaskEvaluation, output: string, match?: PatternMatcher): boolean;
