// The one schema-problem path (src/evidence/schema-problems.ts): the words every
// reader of a file we own gives an ajv error, and the options a YAML file's
// readers (benchmark.ts, cases-config.ts) and a reader naming known keys use.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { problemFromAjv, YAML_QUOTE_HINT } from '../../src/evidence/schema-problems.js';

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    share: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    rate: { type: 'number', exclusiveMaximum: 1 },
    name: { type: 'string', maxLength: 3 },
    tags: { type: 'array', maxItems: 1 },
    nested: { type: 'object' },
  },
};

const validate = new Ajv({ allErrors: true, strict: true, verbose: true }).compile(SCHEMA);

function words(value: unknown, options?: Parameters<typeof problemFromAjv>[3]): string[] {
  expect(validate(value)).toBe(false);
  return (validate.errors ?? []).map((e) => {
    const p = problemFromAjv(e, 'a test file', undefined, options);
    return `${p?.path.join('.') ?? ''}: ${p?.message ?? ''}`;
  });
}

describe('problemFromAjv', () => {
  it('words limits alike for every reader', () => {
    expect(words({ share: 0, rate: 1, name: 'long', tags: [1, 2] })).toEqual([
      'share: expected a number > 0, found 0',
      'rate: expected a number < 1, found 1',
      'name: is longer than 3 characters',
      'tags: has more than 1 items',
    ]);
    expect(words({ share: 2 })).toEqual(['share: expected a number <= 1, found 2']);
  });

  it('in a YAML file, names a mapping and says to quote text YAML read as a number', () => {
    expect(words({ name: 12, nested: [] }, { yaml: true })).toEqual([
      `name: expected a string, found an integer (${YAML_QUOTE_HINT}: "12")`,
      'nested: expected a mapping (key: value), found a list',
    ]);
    expect(words({ name: 12, nested: [] })).toEqual([
      'name: expected a string, found an integer',
      'nested: expected an object, found a list',
    ]);
  });

  it('names an unknown key at itself, with the keys known there when the reader gives them', () => {
    expect(words({ nmae: 'a' }, { keysAt: () => ['name', 'tags'] })).toEqual([
      'nmae: unknown key "nmae" (did you mean "name"?); expected one of name, tags',
    ]);
    expect(words({ nmae: 'a' })).toEqual([
      'nmae: unexpected field; a test file has no such field here (did you mean "name"?)',
    ]);
  });
});
