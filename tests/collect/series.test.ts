// The series buffer of one input while it is collected (src/collect/series.ts).
import { describe, expect, it } from 'vitest';
import { SeriesBuffer } from '../../src/collect/series.js';
import { SteadySeriesSharer } from '../../src/evidence/intern.js';

describe('SeriesBuffer', () => {
  const a = Object.freeze({ decision: 'a' });
  const b = Object.freeze({ decision: 'b' });

  it('holds a steady series as one answer and a count, and gives the shared array', () => {
    const steady = new SteadySeriesSharer();
    const one = new SeriesBuffer();
    const two = new SeriesBuffer();
    expect(one.none()).toBe(true);
    expect(one.series(steady)).toEqual([]);
    for (let i = 0; i < 5; i++) {
      one.push(a);
      two.push(a);
    }
    expect(one.length).toBe(5);
    expect(one.none()).toBe(false);
    expect(one.at(4)).toBe(a);
    expect(one.at(5)).toBeUndefined();
    expect(one.series(steady)).toEqual([a, a, a, a, a]);
    expect(two.series(steady)).toBe(one.series(steady));
  });

  it('turns into the list at the first other answer, keeping every slot in order', () => {
    const buffer = new SeriesBuffer();
    buffer.push(a);
    buffer.push(a);
    buffer.push(b);
    buffer.push(a);
    expect(buffer.length).toBe(4);
    expect(buffer.series(new SteadySeriesSharer())).toEqual([a, a, b, a]);
  });

  it('takes slots in any order (parallel repeats), leaving out the ones not filled', () => {
    const buffer = new SeriesBuffer();
    buffer.set(0, a);
    buffer.set(3, a);
    expect(buffer.at(1)).toBeUndefined();
    expect(buffer.at(3)).toBe(a);
    buffer.set(1, b);
    expect(buffer.none()).toBe(false);
    expect(buffer.series(new SteadySeriesSharer())).toEqual([a, b, a]);
    const empty = new SeriesBuffer();
    expect(empty.none()).toBe(true);
  });
});
