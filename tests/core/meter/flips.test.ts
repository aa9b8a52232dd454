import { describe, expect, it } from 'vitest';
import { flipPairsOf } from '../../../src/core/meter/index.js';
import { keyOfLabel, keyOfReason, keyOfTools } from '../../../src/core/observation/index.js';

const k = (...labels: string[]) => labels.map(keyOfLabel);

describe('flip pairs over keyed series', () => {
  it('counts only disjoint pairs: b→a across a pair boundary is no flip, an odd last repeat is never paired', () => {
    // pairs (a,b) (a,a) and a lone trailing b: one flip, although the series changes three times.
    expect(flipPairsOf([k('a', 'b', 'a', 'a', 'b')])).toEqual([
      { decisions: ['a', 'b'], count: 1 },
    ]);
    expect(flipPairsOf([k('a', 'a', 'b', 'b', 'a')])).toEqual([]);
  });

  it('puts the two decisions of a pair in code-point order, whichever came first', () => {
    expect(flipPairsOf([k('review', 'escalate'), k('escalate', 'review')])).toEqual([
      { decisions: ['escalate', 'review'], count: 2 },
    ]);
    // Code-point order, not UTF-16 order: U+1F600 sorts after U+FF5E.
    expect(flipPairsOf([k('\u{1F600}', '\uFF5E')])).toEqual([
      { decisions: ['\uFF5E', '\u{1F600}'], count: 1 },
    ]);
  });

  it('sorts by count, highest first, then by the first and the second decision', () => {
    const series = [
      k('c', 'd'),
      k('b', 'a', 'a', 'c'),
      k('a', 'b', 'b', 'a'),
      k('c', 'a'),
      k('d', 'c', 'a', 'b'),
    ];
    expect(flipPairsOf(series)).toEqual([
      { decisions: ['a', 'b'], count: 4 },
      { decisions: ['a', 'c'], count: 2 },
      { decisions: ['c', 'd'], count: 2 },
    ]);
    // Same count, same first decision: the second decides, not the order seen.
    expect(flipPairsOf([k('a', 'c'), k('b', 'a')])).toEqual([
      { decisions: ['a', 'b'], count: 1 },
      { decisions: ['a', 'c'], count: 1 },
    ]);
  });

  it('names no-decisions and tool paths by their plain labels', () => {
    const series = [
      [keyOfLabel('allow'), keyOfReason('refused')],
      [keyOfTools(['search', 'lookup']), keyOfTools([])],
    ];
    expect(flipPairsOf(series)).toEqual([
      { decisions: ['(no tools)', 'search > lookup'], count: 1 },
      { decisions: ['allow', 'no decision: refused'], count: 1 },
    ]);
  });

  it('is empty without series or without a flip', () => {
    expect(flipPairsOf([])).toEqual([]);
    expect(flipPairsOf([k('a', 'a', 'a', 'a'), k('b', 'b')])).toEqual([]);
  });
});
