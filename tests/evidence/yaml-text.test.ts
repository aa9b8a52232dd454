// YAML files of ours read with where each node is (src/evidence/yaml-text.ts): the
// parse and its refusals, the line of a JSON path, and a refusal of many problems.
import { describe, expect, it } from 'vitest';
import {
  lineOf,
  locatedRefusal,
  parseYamlText,
  type YamlFormat,
} from '../../src/evidence/yaml-text.js';
import { asyncRefusalOf } from './helpers.js';

const FORMAT: YamlFormat = {
  syntax: 'config.syntax',
  invalid: 'config.invalid',
  what: 'a configuration',
  mapping: 'a mapping of settings',
};

describe('parseYamlText', () => {
  it('reads a mapping, one leading BOM dropped', async () => {
    const { value } = await parseYamlText('\uFEFFa: 1\nb: [x, y]\n', 'c.yml', FORMAT);
    expect(value).toEqual({ a: 1, b: ['x', 'y'] });
  });

  it('refuses YAML syntax errors and repeated keys with a line and column', async () => {
    const syntax = await asyncRefusalOf(() => parseYamlText('a: [x\n', 's.yml', FORMAT));
    expect(syntax.code).toBe('config.syntax');
    expect(syntax.where).toMatch(/^s\.yml:\d+:\d+$/);
    const twice = await asyncRefusalOf(() => parseYamlText('a: 1\nb: 2\na: 3\n', 'd.yml', FORMAT));
    expect(twice.code).toBe('config.syntax');
    expect(twice.where).toBe('d.yml:3:1');
    expect(twice.reason).toContain('given twice');
  });

  it('refuses an empty file and one that is not a mapping, in the format’s words', async () => {
    const empty = await asyncRefusalOf(() => parseYamlText('  \n', 'e.yml', FORMAT));
    expect(empty.code).toBe('config.invalid');
    expect(empty.reason).toBe('the file is empty; expected a configuration');
    const list = await asyncRefusalOf(() => parseYamlText('- a\n', 'l.yml', FORMAT));
    expect(list.reason).toBe('expected a mapping of settings, found a list');
    expect(list.where).toBe('l.yml:1');
  });

  it('refuses an alias that holds itself', async () => {
    const cyclic = await asyncRefusalOf(() => parseYamlText('a: &t [*t]\n', 'y.yml', FORMAT));
    expect(cyclic.code).toBe('config.syntax');
    expect(cyclic.reason).toContain('contain itself');
  });
});

describe('lineOf and locatedRefusal', () => {
  const text = 'name: n\ntasks:\n  - id: a\n  - id: b\n    prompt: p\n';

  it('finds the line of a JSON path, or of its nearest ancestor in the file', async () => {
    const { at } = await parseYamlText(text, 'b.yml', FORMAT);
    expect(lineOf(at, ['tasks', 1, 'prompt'], false)).toBe(5);
    expect(lineOf(at, ['tasks', 1, 'missing'], false)).toBe(4);
    expect(lineOf(at, ['name'], true)).toBe(1);
  });

  it('names one problem at its place, and lists several under the file', async () => {
    const { at } = await parseYamlText(text, 'b.yml', FORMAT);
    const one = locatedRefusal(
      [{ path: ['tasks', 1, 'prompt'], message: 'bad' }],
      'b.yml',
      at,
      'x',
    );
    expect(one).toEqual({ message: 'bad', where: 'b.yml:5: tasks[1].prompt' });
    const two = locatedRefusal(
      [
        { path: ['name'], message: 'first' },
        { path: ['tasks', 0, 'id'], message: 'second' },
      ],
      'b.yml',
      at,
      'benchmark file',
    );
    expect(two.where).toBe('b.yml');
    expect(two.message).toBe(
      'not a valid benchmark file (2 problems; line: JSON path):\n  - 1: name: first\n  - 3: tasks[0].id: second',
    );
  });
});
