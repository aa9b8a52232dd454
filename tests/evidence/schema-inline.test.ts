// Schema refusals of huge files stay linear (issue 33): ajv's allErrors copies
// the errors so far after every failed `$ref` call, so the readers compile their
// schemas with the definitions inlined.
import { describe, expect, it } from 'vitest';
import { exitCodeOf } from '../../src/errors.js';
import { benchmarkOfValue } from '../../src/evidence/benchmark.js';
import { parseYamlText } from '../../src/evidence/yaml-text.js';
import { inlineDefinitions } from '../../src/evidence/schema-inline.js';
import { refusalOf } from './helpers.js';

describe('inlineDefinitions', () => {
  it('replaces local $refs by their definitions and drops the definitions', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { $ref: '#/definitions/x' },
        b: { $ref: '#/definitions/x', description: 'b' },
        c: { $ref: '#/definitions/x', minLength: 2 },
      },
      definitions: { x: { type: 'string', description: 'x' } },
    };
    expect(inlineDefinitions(schema)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string', description: 'x' },
        b: { type: 'string', description: 'x' },
        c: { allOf: [{ type: 'string', description: 'x' }, { minLength: 2 }] },
      },
    });
    // The input is left as it was.
    expect(schema.properties.a).toEqual({ $ref: '#/definitions/x' });
  });

  it('keeps a recursive $ref where the cycle closes, with its definitions', () => {
    const schema = {
      properties: { root: { $ref: '#/definitions/node' } },
      definitions: {
        node: { type: 'object', properties: { next: { $ref: '#/definitions/node' } } },
      },
    };
    expect(inlineDefinitions(schema)).toEqual({
      properties: {
        root: { type: 'object', properties: { next: { $ref: '#/definitions/node' } } },
      },
      definitions: schema.definitions,
    });
  });
});

describe('a benchmark with 200,000 invalid tasks', () => {
  it('is refused (exit 2) with the first problems and how many more, in linear time', async () => {
    const n = 200_000;
    const tasks = Array.from({ length: n }, (_, i) => ({
      id: `t${i}`,
      prompt: '',
      evaluation: { type: 'nope', expected: 'x' },
    }));
    // The lines come from a small parse; a refusal places missing nodes at their nearest ancestor.
    const { at } = await parseYamlText('version: "1"\nname: big\ntasks: []\n', 'big.yaml', {
      syntax: 'benchmark.syntax',
      invalid: 'benchmark.invalid',
      what: 'a benchmark',
      mapping: 'a mapping',
    });
    // Before: ajv's error copying made this take hours (90 s at 20,000 tasks).
    const r = refusalOf(() =>
      benchmarkOfValue({ version: '1', name: 'big', tasks }, 'big.yaml', at),
    );
    expect(exitCodeOf(r)).toBe(2);
    expect(r.code).toBe('benchmark.invalid');
    const lines = r.message.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`not a valid benchmark file \\(${2 * n} problems; line: JSON path\\):$`),
    );
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatch(/tasks\[0\]\.prompt: expected a non-empty string/);
    expect(lines[11]).toBe(`  - … and ${2 * n - 10} more problems`);
  }, 120_000);
});
