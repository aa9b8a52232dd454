// The progress line: its ETA comes from calls that ended in time, never from
// timed-out calls as if they were normal work (issue 33).
import { describe, expect, it } from 'vitest';
import { ProgressPrinter, type CollectProgress } from '../../src/collect/index.js';

const base: CollectProgress = {
  phase: 'meter',
  callsDone: 10,
  callsPlanned: 20,
  atMost: false,
  pairs: 5,
  flips: 0,
  errors: 0,
  timedOut: 0,
  elapsedMs: 10_000,
};

describe('ProgressPrinter.describe', () => {
  it('estimates the rest from the calls done', () => {
    expect(ProgressPrinter.describe(base, 0)).toBe('10/20 calls  0 flips in 5 pairs  ETA 10 s');
  });

  it('gives no ETA while every call done timed out', () => {
    const p = {
      ...base,
      callsDone: 4,
      errors: 4,
      timedOut: 4,
      elapsedMs: 480_000,
      callsPlanned: 100,
    };
    // Before: "ETA 3 h 12 min", each remaining call costed at the timeout.
    expect(ProgressPrinter.describe(p, 0)).toBe(
      '4/100 calls  0 flips in 5 pairs  4 errors  4 timed out  8 min 00 s, no ETA yet (no call has ended in time)',
    );
  });

  it('does not count timed-out calls as work done at the normal rate', () => {
    const p = { ...base, callsDone: 10, errors: 2, timedOut: 2, elapsedMs: 8_000 };
    // 8 calls ended in time in 8 s: 10 calls left ≈ 10 s.
    expect(ProgressPrinter.describe(p, 0)).toBe(
      '10/20 calls  0 flips in 5 pairs  2 errors  2 timed out  ETA 10 s',
    );
  });
});
