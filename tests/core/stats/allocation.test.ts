import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  AllocationDraws,
  MAX_ALLOCATION_INPUTS,
  MAX_SEED,
  allocationDraws,
  validateSeed,
} from '../../../src/core/stats/index.js';

/**
 * The documented generator written again in BigInt arithmetic: SFC32 with state
 * (0x9e3779b9, low word, high word, 1), 12 outputs discarded, then an index from
 * each 32-bit output below the largest multiple of n, reduced modulo n.
 */
function referenceDraws(seed: number, inputs: number, count: number): number[] {
  const mask = 0xffffffffn;
  const big = BigInt(seed);
  let a = 0x9e3779b9n;
  let b = big & mask;
  let c = (big >> 32n) & mask;
  let d = 1n;
  const next = (): bigint => {
    const t = (a + b + d) & mask;
    d = (d + 1n) & mask;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & mask;
    c = ((c << 21n) | (c >> 11n)) & mask;
    c = (c + t) & mask;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  const n = BigInt(inputs);
  const limit = ((1n << 32n) / n) * n;
  const out: number[] = [];
  while (out.length < count) {
    const x = next();
    if (x < limit) out.push(Number(x % n));
  }
  return out;
}

/** Upper 0.1% point of χ² with `df` degrees of freedom (Wilson–Hilferty). */
function chiSquareCritical(df: number): number {
  const z = 3.0902; // Φ⁻¹(0.999)
  const v = 2 / (9 * df);
  return df * (1 - v + z * Math.sqrt(v)) ** 3;
}

function bump(counts: Float64Array, i: number): void {
  counts[i] = (counts[i] as number) + 1;
}

function chiSquare(counts: ArrayLike<number>, total: number): number {
  const expected = total / counts.length;
  let x2 = 0;
  for (let i = 0; i < counts.length; i++) x2 += ((counts[i] as number) - expected) ** 2 / expected;
  return x2;
}

describe('random allocation draws', () => {
  it('are the documented SFC32 stream, bit for bit', () => {
    for (const seed of [0, 1, 42, 0xffffffff, 2 ** 32, 2 ** 32 + 7, 123456789012345, MAX_SEED]) {
      for (const inputs of [1, 2, 3, 6, 20, 100, 1000, 12345, MAX_ALLOCATION_INPUTS]) {
        expect(allocationDraws(seed, inputs, 200), `seed ${seed}, ${inputs} inputs`).toEqual(
          referenceDraws(seed, inputs, 200),
        );
      }
    }
  });

  it('property: equal the reference for any seed and input count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SEED }),
        fc.integer({ min: 1, max: MAX_ALLOCATION_INPUTS }),
        (seed, inputs) => {
          expect(allocationDraws(seed, inputs, 50)).toEqual(referenceDraws(seed, inputs, 50));
        },
      ),
      { seed: 3, numRuns: 200 },
    );
  });

  it('are a pure function of (seed, inputs), and a longer run extends a shorter one', () => {
    const a = allocationDraws(2024, 20, 500);
    expect(allocationDraws(2024, 20, 500)).toEqual(a);
    expect(allocationDraws(2024, 20, 73)).toEqual(a.slice(0, 73));
    const stream = new AllocationDraws(2024, 20);
    expect(Array.from({ length: 500 }, () => stream.next())).toEqual(a);
    expect(allocationDraws(2024, 20, 0)).toEqual([]);
    expect(allocationDraws(99, 1, 10)).toEqual(new Array(10).fill(0));
  });

  it('differ between seeds, including seeds that differ only in the high word', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 1000; seed++) seen.add(allocationDraws(seed, 100, 16).join(','));
    expect(seen.size).toBe(1000);
    const low = allocationDraws(5, 100, 32);
    expect(allocationDraws(5 + 2 ** 32, 100, 32)).not.toEqual(low);
    expect(allocationDraws(5 + 2 ** 40, 100, 32)).not.toEqual(low);
    expect(allocationDraws(MAX_SEED, 100, 32)).not.toEqual(allocationDraws(MAX_SEED - 1, 100, 32));
  });

  it.each([3, 7, 100, 1000])(
    'are uniform over %i inputs: χ² of 10⁶ draws (fixed seed) under its 0.1% point',
    (inputs) => {
      const counts = new Float64Array(inputs);
      const draws = new AllocationDraws(20250115, inputs);
      const total = 1_000_000;
      for (let i = 0; i < total; i++) bump(counts, draws.next());
      const x2 = chiSquare(counts, total);
      expect(x2).toBeLessThan(chiSquareCritical(inputs - 1));
      // …and not suspiciously even (0.1% lower point, by the same approximation).
      const v = 2 / (9 * (inputs - 1));
      expect(x2).toBeGreaterThan((inputs - 1) * (1 - v - 3.0902 * Math.sqrt(v)) ** 3);
    },
  );

  it('have independent successive draws: χ² of 10⁶ successive pairs over 10 × 10 cells', () => {
    const counts = new Float64Array(100);
    const draws = new AllocationDraws(77, 10);
    let previous = draws.next();
    for (let i = 0; i < 1_000_000; i++) {
      const next = draws.next();
      bump(counts, previous * 10 + next);
      previous = next;
    }
    expect(chiSquare(counts, 1_000_000)).toBeLessThan(chiSquareCritical(99));
  });

  it('give a uniform first draw across consecutive seeds (the warm-up decorrelates them)', () => {
    const counts = new Float64Array(10);
    for (let seed = 0; seed < 200_000; seed++) bump(counts, new AllocationDraws(seed, 10).next());
    expect(chiSquare(counts, 200_000)).toBeLessThan(chiSquareCritical(9));
  });

  it.each([-1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, '7', null])(
    'refuse the seed %s',
    (seed) => {
      try {
        validateSeed(seed);
        expect.unreachable('no refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(Refusal);
        expect((error as Refusal).code).toBe('stats.seed');
        expect((error as Refusal).setting).toBe('seed');
      }
      expect(() => allocationDraws(seed as number, 3, 1)).toThrow(Refusal);
    },
  );

  it.each([
    [() => new AllocationDraws(1, 0)],
    [() => new AllocationDraws(1, 2.5)],
    [() => new AllocationDraws(1, MAX_ALLOCATION_INPUTS + 1)],
    [() => allocationDraws(1, 3, -1)],
    [() => allocationDraws(1, 3, 1.5)],
  ])('refuse a bad input or pair count (%#)', (call) => {
    try {
      call();
      expect.unreachable('no refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).code).toBe('stats.allocation');
    }
  });
});
