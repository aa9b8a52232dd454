import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareCodePoints, sortedByCodePoint } from '../../../src/core/util/order.js';
import { formatPercent, listing, plural } from '../../../src/core/util/format.js';
import { VERSION } from '../../../src/version.js';
import { ROOT } from '../../helpers/cli.js';

describe('code-point order', () => {
  it('sorts astral characters after every BMP character, as Python does', () => {
    expect(sortedByCodePoint(['\u{1F600}', '\uFF21', 'b', 'a', '\uE000'])).toEqual([
      'a',
      'b',
      '\uE000',
      '\uFF21',
      '\u{1F600}',
    ]);
    expect(compareCodePoints('b', '\u{1F600}')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
  });
});

describe('formatting for people', () => {
  it('rounds percentages half away from zero, not half to even (reference-defects §9)', () => {
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(0.625)).toBe('63%');
    expect(formatPercent(0.0625, 1)).toBe('6.3%');
    expect(formatPercent(0.05)).toBe('5%');
    expect(formatPercent(Number.NaN)).toBe('n/a');
  });

  it('lists and pluralises', () => {
    expect(listing(['a'])).toBe('a');
    expect(listing(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listing(['a', 'b', 'c', 'd'], 2)).toBe('a, b and 2 more');
    expect(plural(1, 'pair')).toBe('1 pair');
    expect(plural(2, 'pair')).toBe('2 pairs');
  });
});

describe('version', () => {
  it('matches package.json', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(VERSION).toBe(pkg.version);
  });
});
