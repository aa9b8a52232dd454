import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import { Refusal } from '../../core/errors.js';
import type { Isolation } from '../../core/observation/types.js';
import { isPlainObject, typeName } from '../../evidence/paths.js';
import { expectedBySuite, readJsonDocument } from '../common.js';
import { evidenceFromDeepEval, type DeepEvalTestCase } from './deepeval.js';

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
export function isDeepEvalTestRun(document: unknown): boolean {
  return (
    isPlainObject(document) &&
    Array.isArray(document['testCases']) &&
    ('testPassed' in document || 'testFailed' in document || 'metricsScores' in document)
  );
}

/** The test cases of a DeepEval document and the JSON path they are at. */
function testCasesOf(document: unknown, file: string): { cases: unknown[]; at: string } {
  if (Array.isArray(document)) return { cases: document, at: `${file}: ` };
  if (isPlainObject(document) && Array.isArray(document['testCases'])) {
    return { cases: document['testCases'], at: `${file}: testCases` };
  }
  throw new Refusal(
    'import.deepeval',
    `expected a DeepEval test run (an object with \`testCases\`) or a saved dataset (a list of test cases), found ${isPlainObject(document) ? 'an object without `testCases`' : typeName(document)}`,
    file,
    { setting: 'deepeval' },
  );
}

/** Reads a DeepEval file (see DeepEvalFileOptions) into evidence: each output is the decision. */
export async function importDeepEval(
  file: string,
  options: DeepEvalFileOptions = {},
): Promise<Evidence> {
  const document = await readJsonDocument(file, 'deepeval');
  const { cases, at } = testCasesOf(document, file);
  const expected = expectedBySuite(options.suite);
  return evidenceFromDeepEval(
    cases,
    {
      isolation: options.isolation ?? 'unknown',
      ...(options.suite == null
        ? {}
        : { expected: (tc: DeepEvalTestCase) => expected.get(tc.input) ?? null }),
    },
    at,
  );
}
