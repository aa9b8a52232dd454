import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  MAX_NOISE_PAIRS,
  fisherGreater,
  stratifiedGreater,
  type NoiseStratum,
} from '../../../src/core/stats/index.js';

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
}

function ratio(num: bigint, den: bigint): number {
  // Enough bits for a double, for any size of numerator and denominator.
  const scale = 10n ** 40n;
  return Number((num * scale) / den) / 1e40;
}

/** P(X = x), X ~ Hypergeometric(total, successes, draws), as an exact fraction. */
function hyper(total: number, successes: number, draws: number, x: number): [bigint, bigint] {
  return [choose(successes, x) * choose(total - successes, draws - x), choose(total, draws)];
}

/** Fisher's one-sided p-value by enumerating every subset of the pooled pairs (tiny tables). */
function enumerateSubsets(v: number, m: number, f: number, n: number): number {
  const total = m + n;
  const successes = v + f;
  let hits = 0;
  let all = 0;
  // Pairs 0 … successes−1 disagree; a subset of size m is "the relation's pairs".
  for (let mask = 0; mask < 1 << total; mask++) {
    let size = 0;
    let inside = 0;
    for (let i = 0; i < total; i++) {
      if ((mask >> i) & 1) {
        size++;
        if (i < successes) inside++;
      }
    }
    if (size !== m) continue;
    all++;
    if (inside >= v) hits++;
  }
  return hits / all;
}

/** The stratified p-value by enumerating every combination of per-stratum shares, exactly. */
function bruteStratified(strata: readonly NoiseStratum[]): number {
  const observed = strata.reduce((s, x) => s + x.violations, 0);
  if (observed === 0) return 1;
  let num = 0n;
  let den = 1n;
  const ranges = strata.map((s) => {
    const successes = s.violations + s.flips;
    const total = s.relationPairs + s.pairs;
    const lo = Math.max(0, s.relationPairs - (total - successes));
    const hi = Math.min(s.relationPairs, successes);
    const terms: [bigint, bigint][] = [];
    for (let x = lo; x <= hi; x++) terms.push(hyper(total, successes, s.relationPairs, x));
    return { lo, terms };
  });
  for (const r of ranges) den *= (r.terms[0] as [bigint, bigint])[1];
  const walk = (i: number, sum: number, prod: bigint): void => {
    if (i === ranges.length) {
      if (sum >= observed) num += prod;
      return;
    }
    const r = ranges[i] as { lo: number; terms: [bigint, bigint][] };
    r.terms.forEach(([t], j) => walk(i + 1, sum + r.lo + j, prod * t));
  };
  walk(0, 0, 1n);
  return ratio(num, den);
}

describe('fisherGreater', () => {
  it('has the lady-tasting-tea value: 3 of 4 against 1 of 4 is 17/70', () => {
    expect(fisherGreater(3, 4, 1, 4)).toBeCloseTo(17 / 70, 15);
    expect(fisherGreater(4, 4, 0, 4)).toBeCloseTo(1 / 70, 15);
  });

  it('equals enumeration of every subset for all tables up to 12 pairs', () => {
    for (let m = 1; m <= 6; m++) {
      for (let n = 1; n <= 6; n++) {
        for (let v = 0; v <= m; v++) {
          for (let f = 0; f <= n; f++) {
            expect(fisherGreater(v, m, f, n), `${v}/${m} vs ${f}/${n}`).toBeCloseTo(
              enumerateSubsets(v, m, f, n),
              13,
            );
          }
        }
      }
    }
  });

  it('equals the hypergeometric tail in exact arithmetic for larger tables', () => {
    for (const [v, m, f, n] of [
      [1, 1, 0, 36],
      [1, 1, 6, 12],
      [3, 6, 10, 72],
      [5, 20, 2, 80],
      [40, 100, 30, 500],
      [2, 300, 1, 700],
    ] as const) {
      let num = 0n;
      const [, den] = hyper(m + n, v + f, m, 0);
      for (let x = v; x <= Math.min(m, v + f); x++) num += hyper(m + n, v + f, m, x)[0];
      const expected = ratio(num, den);
      expect(Math.abs(fisherGreater(v, m, f, n) - expected)).toBeLessThan(
        1e-12 * Math.max(expected, 1e-3),
      );
    }
  });

  it('is 1 without a violation, and 1/(1 + pairs) for one violation against no flips', () => {
    expect(fisherGreater(0, 5, 3, 10)).toBe(1);
    expect(fisherGreater(1, 1, 0, 12)).toBeCloseTo(1 / 13, 15);
    expect(fisherGreater(1, 1, 0, 4)).toBeCloseTo(1 / 5, 15);
  });

  it('never calls noise a violation more often than its level: exact size ≤ 2.5% under H0', () => {
    // v ~ Bin(m, q) and f ~ Bin(n, q), independent: P(p ≤ 0.025) summed exactly.
    for (const [m, n] of [
      [1, 12],
      [6, 36],
      [20, 80],
    ] as const) {
      for (const q of [0.01, 0.05, 0.2, 0.5, 0.8]) {
        const pmf = (size: number, k: number): number =>
          Number(choose(size, k)) * q ** k * (1 - q) ** (size - k);
        let size = 0;
        for (let v = 0; v <= m; v++) {
          for (let f = 0; f <= n; f++) {
            if (fisherGreater(v, m, f, n) <= 0.025) size += pmf(m, v) * pmf(n, f);
          }
        }
        expect(size, `m ${m}, n ${n}, q ${q}`).toBeLessThanOrEqual(0.025);
      }
    }
  });

  it.each([
    [() => fisherGreater(2, 1, 0, 5)],
    [() => fisherGreater(0, 1, 6, 5)],
    [() => fisherGreater(-1, 1, 0, 5)],
    [() => fisherGreater(0.5, 1, 0, 5)],
    [() => fisherGreater(0, 1, 0, Number.NaN)],
  ])('refuses impossible counts (%#)', (call) => {
    try {
      call();
      expect.unreachable('no refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).code).toBe('stats.count');
    }
  });
});

const stratum = (
  violations: number,
  relationPairs: number,
  flips: number,
  pairs: number,
): NoiseStratum => ({
  violations,
  relationPairs,
  flips,
  pairs,
});

const strataArb = fc.array(
  fc
    .record({
      m: fc.integer({ min: 0, max: 3 }),
      n: fc.integer({ min: 0, max: 8 }),
      u: fc.double({ min: 0, max: 1, noNaN: true }),
      w: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ m, n, u, w }) =>
      stratum(Math.floor(u * (m + 1)) % (m + 1), m, Math.floor(w * (n + 1)) % (n + 1), n),
    ),
  { minLength: 1, maxLength: 5 },
);

describe('stratifiedGreater', () => {
  it('with one stratum is fisherGreater', () => {
    for (let m = 0; m <= 5; m++) {
      for (let n = 0; n <= 8; n++) {
        for (let v = 0; v <= m; v++) {
          for (let f = 0; f <= n; f++) {
            expect(stratifiedGreater([stratum(v, m, f, n)])).toBeCloseTo(
              fisherGreater(v, m, f, n),
              14,
            );
          }
        }
      }
    }
  });

  it('equals brute-force enumeration of the per-stratum shares', () => {
    const cases: NoiseStratum[][] = [
      [stratum(1, 1, 0, 12), stratum(0, 1, 6, 12), stratum(1, 1, 5, 12)],
      [stratum(1, 1, 0, 4), stratum(1, 1, 0, 4), stratum(1, 1, 2, 4), stratum(0, 1, 3, 4)],
      [stratum(2, 3, 1, 5), stratum(0, 2, 0, 7), stratum(3, 4, 6, 6)],
      [stratum(1, 2, 2, 2), stratum(2, 2, 0, 9)],
    ];
    for (const strata of cases) {
      expect(Math.abs(stratifiedGreater(strata) - bruteStratified(strata))).toBeLessThan(1e-13);
    }
  });

  it('property: equals enumeration for random small tables, whatever their order', () => {
    fc.assert(
      fc.property(strataArb, (strata) => {
        const p = stratifiedGreater(strata);
        expect(Math.abs(p - bruteStratified(strata))).toBeLessThan(1e-12);
        expect(Math.abs(stratifiedGreater([...strata].reverse()) - p)).toBeLessThan(1e-12);
        expect(stratifiedGreater([...strata, stratum(0, 0, 3, 4)])).toBeCloseTo(p, 13);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
      { seed: 5, numRuns: 300 },
    );
  });

  it('is 1 with no violation anywhere, and with no strata', () => {
    expect(stratifiedGreater([])).toBe(1);
    expect(stratifiedGreater([stratum(0, 1, 4, 4), stratum(0, 1, 0, 4)])).toBe(1);
  });

  it('multiplies one-violation-no-flip strata: every input violating, none flipping', () => {
    // Each stratum alone gives 1/(1 + pairs); all of them at once their product.
    expect(
      stratifiedGreater([stratum(1, 1, 0, 12), stratum(1, 1, 0, 12), stratum(1, 1, 0, 12)]),
    ).toBeCloseTo(1 / 13 ** 3, 15);
  });

  it('refuses impossible strata and more relation pairs than it convolves', () => {
    expect(() => stratifiedGreater([stratum(2, 1, 0, 3)])).toThrow(Refusal);
    expect(() => stratifiedGreater([stratum(0, 1, 4, 3)])).toThrow(Refusal);
    expect(() => stratifiedGreater([stratum(1, MAX_NOISE_PAIRS + 1, 0, 3)])).toThrow(/convolves/);
  });
});
