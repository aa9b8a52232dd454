import { R as Refusal } from './types.js';
import { t as typeName, g as isPlainObject, s as shortJson } from './json.js';
import { O as ObservationInterner, i as isBlankLabel, S as SeriesBuilder, a as requireRepeats, c as casesOf } from './common.js';

const CODE = 'import.deepeval';
/** Builds evidence from DeepEval test cases (`evidence_from_deepeval` in the reference). */
function evidenceFromDeepEval(testCases, options = {}, at = 'testCases') {
    if (!Array.isArray(testCases)) {
        throw new Refusal(CODE, `expected a list of test cases, found ${typeName(testCases)}`, at);
    }
    if (testCases.length === 0) {
        throw new Refusal(CODE, 'expected at least one test case, found none', at);
    }
    const interner = new ObservationInterner();
    const series = new SeriesBuilder();
    const expected = new Map();
    testCases.forEach((tc, i) => {
        const where = `${at}[${i}]`;
        if (!isPlainObject(tc))
            throw new Refusal(CODE, `expected a test case object, found ${typeName(tc)}`, where);
        const testCase = tc;
        const input = tc['input'];
        if (typeof input !== 'string' || isBlankLabel(input)) {
            throw new Refusal(CODE, `expected a non-empty input string, found ${typeof input === 'string' ? 'only whitespace' : typeName(input)}`, `${where}.input`);
        }
        if (options.expected !== undefined) {
            const want = options.expected(testCase) ?? null;
            if (want !== null && (typeof want !== 'string' || isBlankLabel(want))) {
                throw new Refusal(CODE, `expected() must give a non-empty label or null, gave ${shortJson(want)}`, where);
            }
            const known = expected.get(input);
            if (known === undefined)
                expected.set(input, { value: want, at: i });
            else if (known.value !== want) {
                throw new Refusal(CODE, `repeats of the same input have different expected decisions: ${shortJson(known.value)} at ${at}[${known.at}], ${shortJson(want)} here`, where);
            }
        }
        const output = 'actual_output' in tc ? tc['actual_output'] : tc['actualOutput'];
        if (output === null || output === undefined) {
            series.series(input, where).errors++;
            return;
        }
        if (typeof output !== 'string') {
            throw new Refusal(CODE, `expected the output as a string (or null for a failed run), found ${typeName(output)}`, `${where}.actual_output`);
        }
        const label = options.decision === undefined ? output : options.decision(output, testCase);
        if (typeof label !== 'string' || isBlankLabel(label)) {
            throw new Refusal(CODE, `expected a non-empty decision label${options.decision === undefined ? ' (the output)' : ' from decision()'}, found ${typeof label === 'string' ? (label === '' ? 'an empty string' : 'only whitespace') : typeName(label)}`, `${where}.actual_output`);
        }
        series.add(input, interner.label(label), where);
    });
    const all = series.all();
    requireRepeats(all, (s) => s.observations.length, 2, 'Every input needs at least two usable outputs (one pair); run each test case again.');
    const expectedLabels = new Map();
    for (const [input, e] of expected)
        if (e.value !== null)
            expectedLabels.set(input, e.value);
    return {
        layer: 'verdict',
        isolation: options.isolation ?? 'unknown',
        provenance: {
            harness: 'deepeval',
            ...(options.harnessVersion === undefined ? {} : { harness_version: options.harnessVersion }),
            ...(options.provenance ?? {}),
        },
        cases: casesOf(all, expectedLabels),
        complete: true,
        relations: [],
    };
}

export { evidenceFromDeepEval as e };
