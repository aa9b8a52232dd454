/**
 * Grading one output against a task's evaluation.
 *
 * - `exact_match`: the output and the expected answer are compared after
 *   trimming surrounding whitespace (String.prototype.trim: spaces, tabs, line
 *   breaks and the Unicode space separators), case-sensitively unless
 *   `caseSensitive: false`, when both sides are lower-cased first
 *   (locale-independent `toLowerCase`).
 * - `contains`: the output holds the expected substring (untrimmed; the same
 *   case rule).
 * - `regex`: the JavaScript regular expression finds a match anywhere in the
 *   output (anchor it with `^…$` for a whole-output match). Flags from `flags`;
 *   `g` and `y` are refused (they make a test depend on the previous one).
 *
 * `checkEvaluation` is what a loader calls once per task, so that a bad regular
 * expression or a misplaced option is a refusal naming the task, not a crash
 * (or a silent FAIL) in the middle of a run.
 */
import { Refusal } from '../errors.js';
import { unboundedMatcher, type PatternMatcher } from '../util/pattern.js';
import { EVALUATION_TYPES, type TaskEvaluation } from './types.js';

const REGEX_FLAGS = new Set(['d', 'i', 'm', 's', 'u', 'v']);

function refuse(message: string, where: string): never {
  throw new Refusal('bench.evaluation', message, where);
}

/**
 * Check one evaluation and return it. `where` names it in the refusal (a file,
 * line and JSON path such as `suite.yaml:12: tasks[3].evaluation`).
 */
export function checkEvaluation(evaluation: TaskEvaluation, where: string): TaskEvaluation {
  if (typeof evaluation !== 'object' || evaluation === null) {
    refuse('expected an evaluation object with a type and an expected value', where);
  }
  const { type, expected, caseSensitive, flags } = evaluation;
  if (!(EVALUATION_TYPES as readonly unknown[]).includes(type)) {
    refuse(
      `expected type to be one of ${EVALUATION_TYPES.join(', ')}, got ${JSON.stringify(type) ?? String(type)}`,
      where,
    );
  }
  if (typeof expected !== 'string') {
    refuse(`expected \`expected\` to be a string, got ${typeof expected}`, where);
  }
  if (caseSensitive !== undefined && typeof caseSensitive !== 'boolean') {
    refuse('expected caseSensitive to be true or false', where);
  }
  if (type === 'regex') {
    if (caseSensitive !== undefined) {
      refuse(
        'caseSensitive applies to exact_match and contains; for a regex use flags: "i"',
        where,
      );
    }
    if (flags !== undefined && typeof flags !== 'string') {
      refuse('expected flags to be a string of regular-expression flags such as "i"', where);
    }
    for (const f of flags ?? '') {
      if (f === 'g' || f === 'y') {
        refuse(
          `the regex flag ${f} is refused: it makes each match depend on the previous one`,
          where,
        );
      }
      if (!REGEX_FLAGS.has(f)) {
        refuse(`unknown regex flag ${JSON.stringify(f)}; use any of d, i, m, s, u, v`, where);
      }
    }
    try {
      new RegExp(expected, flags ?? '');
    } catch (error) {
      refuse(
        `the regular expression ${JSON.stringify(expected)} does not compile: ${(error as Error).message}`,
        where,
      );
    }
  } else if (flags !== undefined) {
    refuse(`flags apply to a regex evaluation only, not to ${type}`, where);
  } else if (type === 'contains' && expected.length === 0) {
    refuse(
      'a contains evaluation needs a non-empty expected substring (an empty one passes everything)',
      where,
    );
  }
  return evaluation;
}

/**
 * True when `output` passes the evaluation (see the module comment for each
 * type). A `regex` is tested through `match` (default: here, unbounded); a
 * bounded matcher throws `PatternTimeout` when the pattern runs past its time,
 * which the caller records as an ERROR attempt naming the reason.
 */
export function evaluateOutput(
  evaluation: TaskEvaluation,
  output: string,
  match: PatternMatcher = unboundedMatcher,
): boolean {
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
      return match(evaluation.expected, evaluation.flags ?? '', output);
  }
}
