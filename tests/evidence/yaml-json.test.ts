// A YAML file of ours written as JSON is read with the JSON parser (linear; the
// YAML library took 20 s and more on a 1 MB flow-style document): the same value,
// the same refusals at the same lines, and a key given twice still refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBenchmark } from '../../src/evidence/benchmark.js';
import { lineOf, parseYamlText } from '../../src/evidence/yaml-text.js';
import { parseCasesConfig } from '../../src/evidence/cases-config.js';
import {
  jsonOffsetOf,
  lineAt,
  parseJsonShapedYaml,
  type JsonPathPart,
} from '../../src/evidence/yaml-json.js';
import { asyncRefusalOf } from './helpers.js';

const FORMAT = {
  syntax: 'benchmark.syntax',
  invalid: 'benchmark.invalid',
  what: 'a benchmark',
  mapping: 'a mapping',
} as const;

/** Every path to a value in a JSON value (keys and indexes), the root included. */
function pathsOf(value: unknown, prefix: JsonPathPart[] = [], out: JsonPathPart[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  }
  return out;
}

describe('YAML written as JSON', () => {
  it('names the line YAML names for every path, key or value, in pretty and one-line JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), {
          minKeys: 1,
          maxKeys: 5,
        }),
        fc.constantFrom(0, 1, 2),
        async (value, indent) => {
          const text = `${JSON.stringify(value, null, indent)}\n`;
          const fast = await parseYamlText(text, 'f.yaml', FORMAT);
          expect('json' in fast.at).toBe(true);
          expect(fast.value).toEqual(JSON.parse(text));
          // The same text after a YAML document marker is not JSON: read by the YAML library.
          const slow = await parseYamlText(`---\n${text}`, 'f.yaml', FORMAT);
          expect('json' in slow.at).toBe(false);
          for (const p of [...pathsOf(value), ['absent'], [0]]) {
            for (const atKey of [false, true]) {
              expect(lineOf(fast.at, p, atKey)).toBe(lineOf(slow.at, p, atKey) - 1);
            }
          }
        },
      ),
      { numRuns: 150, seed: 33 },
    );
  });

  it('refuses a benchmark written as JSON at the line and path of its problem', async () => {
    const text = JSON.stringify(
      {
        version: '1',
        name: 'j',
        tasks: [
          { id: 'a', prompt: 'p', evaluation: { type: 'exact_match', expected: 'x' } },
          { id: 'b', prompt: 'p', evaluation: { type: 'regex', expected: '([a-z]' } },
        ],
      },
      null,
      2,
    );
    const r = await asyncRefusalOf(() => parseBenchmark(text, 'b.json'));
    expect(r.code).toBe('benchmark.regex');
    expect(r.where).toBe('b.json:18: tasks[1].evaluation.expected');
  });

  it('leaves a key given twice to the YAML reader, which refuses it', async () => {
    expect(parseJsonShapedYaml('{"a": 1, "b": {"c": 1, "c": 2}}')).toBeNull();
    expect(parseJsonShapedYaml('{"a": [{"c": 1}, {"c": 2}], "\\u0061x": 1}')).not.toBeNull();
    expect(parseJsonShapedYaml('{"a\\u0062": 1, "ab": 2}')).toBeNull();
    const r = await asyncRefusalOf(() =>
      parseCasesConfig('{"runs": 2, "runs": 3, "criteria": []}', 'c.yml'),
    );
    expect(r.code).toBe('config.syntax');
    expect(r.reason).toContain('a key is given twice');
  });

  it('reads text that is not JSON (comments, block style) as YAML', () => {
    expect(parseJsonShapedYaml('# a comment\n{"a": 1}')).toBeNull();
    expect(parseJsonShapedYaml('{"a": 1} # a comment')).toBeNull();
    expect(parseJsonShapedYaml('a: 1')).toBeNull();
    expect(parseJsonShapedYaml('"a"')).toBeNull();
  });

  it('finds offsets with escapes, nesting and brackets inside strings', () => {
    const text = '{"x": "]}\\"[", "y": [[1, {"z": "}"}], 2], "w\\"": true}';
    expect(text.slice(jsonOffsetOf(text, ['y', 1], false))).toMatch(/^2\]/);
    expect(text.slice(jsonOffsetOf(text, ['y', 0, 1, 'z'], false))).toMatch(/^"\}"/);
    expect(text.slice(jsonOffsetOf(text, ['w"'], true))).toMatch(/^"w\\""/);
    expect(jsonOffsetOf(text, ['y', 5], false)).toBe(text.indexOf('[['));
    expect(lineAt('a\nb\nc', 4)).toBe(3);
  });
});
