// Positions of a run's inputs named compactly (src/core/shard.ts), for the merge's refusals.
import { describe, expect, it } from 'vitest';
import { describePositions, describeRanges, missingRanges } from '../../src/core/shard.js';

describe('positions as ranges', () => {
  it('names one position, runs as ranges, the last after "and"', () => {
    expect(describePositions([4])).toBe('position 4');
    expect(describePositions([11, 0, 1, 2, 5, 9, 10, 2])).toBe('positions 0–2, 5 and 9–11');
    expect(describePositions([3, 4])).toBe('positions 3–4');
  });

  it('past eight ranges, counts the rest', () => {
    const every2 = Array.from({ length: 12 }, (_, i) => i * 2);
    expect(describePositions(every2)).toBe('positions 0, 2, 4, 6, 8, 10, 12, 14, and 4 more');
  });

  it('the positions missing from 0 … inputs−1, from the gaps alone', () => {
    expect(missingRanges([0, 1, 2], 3)).toEqual([]);
    expect(missingRanges([1, 2, 5], 8)).toEqual([
      [0, 0],
      [3, 4],
      [6, 7],
    ]);
    expect(missingRanges([], 2)).toEqual([[0, 1]]);
    // A huge count costs one range, not a loop over every position.
    expect(missingRanges([0], 1e12)).toEqual([[1, 1e12 - 1]]);
    expect(describeRanges(missingRanges([1, 2, 5], 8))).toBe('positions 0, 3–4 and 6–7');
  });
});
