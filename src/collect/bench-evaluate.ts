import type { TaskEvaluation } from '../core/bench/types.js';

/**
 * How one output is graded against a task's evaluation, until the core's
 * `evaluateOutput` (src/core/bench) lands and replaces this file:
 *
 * - `exact_match`: the output, surrounding whitespace removed, equals `expected`
 *   (also trimmed); case-insensitively when `caseSensitive` is false;
 * - `contains`: `expected` occurs in the output (case-insensitively when asked);
 * - `regex`: the JavaScript regular expression `expected` (with `flags`) matches
 *   somewhere in the output (anchor it with ^ and $ to match the whole).
 *
 * Pure; the benchmark reader has already refused a regex that does not compile.
 */
export function evaluateOutput(evaluation: TaskEvaluation, output: string): boolean {
  const fold = evaluation.caseSensitive === false;
  switch (evaluation.type) {
    case 'exact_match': {
      const a = output.trim();
      const b = evaluation.expected.trim();
      return fold ? a.toLowerCase() === b.toLowerCase() : a === b;
    }
    case 'contains':
      return fold
        ? output.toLowerCase().includes(evaluation.expected.toLowerCase())
        : output.includes(evaluation.expected);
    case 'regex':
      return new RegExp(evaluation.expected, evaluation.flags ?? '').test(output);
  }
}
