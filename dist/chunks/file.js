import { R as Refusal } from './types.js';
import { g as isPlainObject, t as typeName } from './json.js';
import { r as readJsonDocument, e as expectedBySuite } from './common.js';
import { e as evidenceFromDeepEval } from './deepeval.js';
import 'node:fs';
import 'node:fs/promises';
import 'node:buffer';
import './digest.js';
import 'node:crypto';
import './observation.js';
import './registry.js';

/** The test cases of a DeepEval document and the JSON path they are at. */
function testCasesOf(document, file) {
    if (Array.isArray(document))
        return { cases: document, at: `${file}: ` };
    if (isPlainObject(document) && Array.isArray(document['testCases'])) {
        return { cases: document['testCases'], at: `${file}: testCases` };
    }
    throw new Refusal('import.deepeval', `expected a DeepEval test run (an object with \`testCases\`) or a saved dataset (a list of test cases), found ${isPlainObject(document) ? 'an object without `testCases`' : typeName(document)}`, file, { setting: 'deepeval' });
}
/** Reads a DeepEval file (see DeepEvalFileOptions) into evidence: each output is the decision. */
async function importDeepEval(file, options = {}) {
    const document = await readJsonDocument(file, 'deepeval');
    const { cases, at } = testCasesOf(document, file);
    const expected = expectedBySuite(options.suite);
    return evidenceFromDeepEval(cases, {
        isolation: options.isolation ?? 'unknown',
        ...(options.suite == null
            ? {}
            : { expected: (tc) => expected.get(tc.input) ?? null }),
    }, at);
}

export { importDeepEval };
