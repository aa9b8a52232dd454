import { describe, expect, it } from 'vitest';
import { pyStrip, pyTruthy } from '../../src/importers/common.js';
import { parseDottedPath, walk } from '../../src/importers/paths.js';
import { refusalOf } from '../evidence/helpers.js';

describe('importer helpers', () => {
  it('strips Python whitespace, not JavaScript whitespace', () => {
    expect(pyStrip(' \t a b \n\u3000')).toBe('a b');
    expect(pyStrip('\u001Fa\u0085')).toBe('a');
    expect(pyStrip('\uFEFFa')).toBe('\uFEFFa'); // not whitespace in Python
  });

  it('reads truthiness as Python does', () => {
    for (const v of [null, undefined, false, 0, '', [], {}]) expect(pyTruthy(v)).toBe(false);
    for (const v of [true, 1, -1, 'x', [0], { a: 1 }]) expect(pyTruthy(v)).toBe(true);
  });

  it('walks dotted paths through objects and list indexes, saying where it stopped', () => {
    const row = { vars: { ticket: 't' }, choices: [{ text: 'c' }], 'a.b': 1 };
    expect(walk(row, parseDottedPath('vars.ticket', '--x'))).toEqual({ found: true, value: 't' });
    expect(walk(row, parseDottedPath('choices.0.text', '--x'))).toEqual({
      found: true,
      value: 'c',
    });
    expect(walk(row, parseDottedPath('vars.other', '--x'))).toEqual({
      found: false,
      at: 'vars.other',
      reason: 'no such key',
    });
    expect(walk(row, parseDottedPath('choices.3', '--x'))).toMatchObject({
      found: false,
      reason: 'the list has 1 item(s)',
    });
    expect(walk(row, parseDottedPath('vars.ticket.x', '--x'))).toMatchObject({
      found: false,
      reason: 'vars.ticket is a string, not an object',
    });
    for (const bad of ['', 'a..b', '.a', 'a.']) {
      const r = refusalOf(() => parseDottedPath(bad, 'inputPath'));
      expect(r).toMatchObject({ code: 'usage.path', setting: 'inputPath', where: undefined });
      expect(r.message).toMatch(/^expected a dotted path such as "vars.ticket"/);
    }
  });
});
