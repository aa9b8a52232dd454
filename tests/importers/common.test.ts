import { describe, expect, it } from 'vitest';
import { foreignFormatHint, pyStrip, pyTruthy } from '../../src/importers/common.js';
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

describe('the hint naming the importer that reads a foreign file', () => {
  const promptfoo = { evalId: 'e1', results: { results: [], prompts: [] } };
  const inspect = { eval: { task: 't' }, samples: [] };
  const tau2 = { info: {}, tasks: [], simulations: [] };

  it("comes from the registry's detect, in its order, with each one's words", () => {
    expect(foreignFormatHint(promptfoo, 'jsonl')).toEqual({
      text: ' It looks like a promptfoo result export: import it as one.',
      suggestedSetting: 'promptfoo',
    });
    expect(foreignFormatHint(inspect, 'promptfoo')).toEqual({
      text: ' It looks like an Inspect AI eval log: import it as one.',
      suggestedSetting: 'inspect',
    });
    // τ²-bench declares detect without looksLike: its title is used.
    expect(foreignFormatHint(tau2, 'inspect')).toEqual({
      text: ' It looks like τ²-bench results: import it as one.',
      suggestedSetting: 'tau2',
    });
  });

  it('gives none for the kind asked for, or for a document no importer detects', () => {
    expect(foreignFormatHint(promptfoo, 'promptfoo')).toBeNull();
    expect(foreignFormatHint(inspect, 'inspect')).toBeNull();
    expect(foreignFormatHint(tau2, 'tau2')).toBeNull();
    expect(foreignFormatHint({ input: 'a', decision: 'b' }, 'jsonl')).toBeNull();
    expect(foreignFormatHint([promptfoo], 'jsonl')).toBeNull();
  });
});
