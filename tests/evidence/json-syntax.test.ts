// Locating a syntax error (src/evidence/json-syntax.ts): the scan agrees with
// JSON.parse on what is valid, and a spot is a line and a column in code points.
import { describe, expect, it } from 'vitest';
import { lineAndColumn, locateSyntaxError } from '../../src/evidence/json-syntax.js';

describe('locateSyntaxError', () => {
  it('agrees with JSON.parse on what is valid', () => {
    for (const text of ['{}', '[]', '0', '-0.5e+3', '"\\u00e9"', ' null ', '{"a":[true,false]}']) {
      expect(locateSyntaxError(text)).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });
});

describe('lineAndColumn', () => {
  it('counts CRLF as one line end and columns in code points', () => {
    expect(lineAndColumn('a\r\nb', 3)).toEqual({ line: 2, column: 1 });
    expect(lineAndColumn('a\r\nb', 1)).toEqual({ line: 1, column: 2 });
    expect(lineAndColumn('😀x', 2)).toEqual({ line: 1, column: 2 });
  });
});
