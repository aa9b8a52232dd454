import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  MAX_EXACT_PAIRS,
  callBy,
  certifiesBy,
  clopperPearson,
  exactCall,
  exactCertifies,
  exactPairsToCertify,
  exactZeroFlipPairs,
  logBinomialAtLeast,
  logBinomialAtMost,
  logChoose,
  logFactorial,
  pairsForDeterministicCall,
} from '../../../src/core/stats/index.js';

// ---------------------------------------------------------------------------
// Brute force in exact integer arithmetic: for p = a/b,
// P(Bin(n, p) = k) = C(n, k) a^k (b − a)^(n − k) / b^n.

function pascalRow(n: number): bigint[] {
  const row: bigint[] = [1n];
  for (let k = 1; k <= n; k++) row.push(((row[k - 1] as bigint) * BigInt(n - k + 1)) / BigInt(k));
  return row;
}

/** Numerators of P(X = k) over the common denominator b^n, k = 0 … n. */
function exactTerms(n: number, a: number, b: number): { terms: bigint[]; denominator: bigint } {
  const row = pascalRow(n);
  const A = BigInt(a);
  const B = BigInt(b - a);
  const terms = row.map((c, k) => c * A ** BigInt(k) * B ** BigInt(n - k));
  return { terms, denominator: BigInt(b) ** BigInt(n) };
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/** ln(num / den) for positive bigints of any size, to about 1e-15 relative. */
function logRatio(num: bigint, den: bigint): number {
  if (num === 0n) return Number.NEGATIVE_INFINITY;
  const shift = bitLength(num) - bitLength(den) - 64;
  const q = shift >= 0 ? num / (den << BigInt(shift)) : (num << BigInt(-shift)) / den;
  return Math.log(Number(q)) + shift * Math.LN2;
}

/** ln P(X ≤ f) and ln P(X ≥ f), f = 0 … n, exactly (then rounded once). */
function exactLogTails(n: number, a: number, b: number): { atMost: number[]; atLeast: number[] } {
  const { terms, denominator } = exactTerms(n, a, b);
  const atMost: number[] = [];
  const atLeast: number[] = new Array<number>(n + 1);
  let sum = 0n;
  for (let k = 0; k <= n; k++) {
    sum += terms[k] as bigint;
    atMost.push(logRatio(sum, denominator));
  }
  sum = 0n;
  for (let k = n; k >= 0; k--) {
    sum += terms[k] as bigint;
    atLeast[k] = logRatio(sum, denominator);
  }
  return { atMost, atLeast };
}

/** The exact rule decided in integers: tail ≤ α/2 ⟺ tail numerator · (2/α) ≤ b^n, 2/α whole. */
function bruteCall(
  f: number,
  n: number,
  a: number,
  b: number,
  twoOverAlpha: number,
): 'deterministic' | 'stochastic' | 'undecided' {
  if (n === 0) return 'undecided';
  const { terms, denominator } = exactTerms(n, a, b);
  const scale = BigInt(twoOverAlpha);
  let lower = 0n;
  for (let k = 0; k <= f; k++) lower += terms[k] as bigint;
  if (lower * scale <= denominator) return 'deterministic';
  let upper = 0n;
  for (let k = f; k <= n; k++) upper += terms[k] as bigint;
  if (upper * scale <= denominator) return 'stochastic';
  return 'undecided';
}

/**
 * ln C(N, k) is a difference of logarithms near N·ln N (1.6·10⁸ at N = 10⁷), so it
 * carries about N·ln N ulps of absolute error: tails at large N are good to about
 * 10⁻¹⁶·N·ln N relative (10⁻⁸ at 10⁷, far below anything that moves a decision).
 */
const relativeAt = (N: number): number => Math.max(1e-12, 1e-15 * N * Math.log(N + 1));
const LARGE_N_RELATIVE = relativeAt(MAX_EXACT_PAIRS);

const close = (actual: number, expected: number, relative: number): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
    relative * Math.max(Math.abs(expected), 1e-300),
  );
};

// ---------------------------------------------------------------------------

describe('logFactorial and logChoose', () => {
  it('is exact on small arguments', () => {
    expect(logFactorial(0)).toBe(0);
    expect(logFactorial(1)).toBe(0);
    close(logFactorial(5), Math.log(120), 1e-15);
    close(logFactorial(20), Math.log(2432902008176640000), 1e-15);
  });

  it('joins the table and Stirling series without a step at 1024 | 1025', () => {
    close(logFactorial(1025) - logFactorial(1024), Math.log(1025), 1e-11);
    close(logFactorial(1026) - logFactorial(1025), Math.log(1026), 1e-11);
  });

  it('agrees with a compensated sum of logarithms up to 20,000', () => {
    let sum = 0;
    let carry = 0;
    for (let i = 1; i <= 20_000; i++) {
      const y = Math.log(i) - carry;
      const t = sum + y;
      carry = t - sum - y;
      sum = t;
      if (i >= 1000 && i % 997 === 0) close(logFactorial(i), sum, 1e-14);
    }
    close(logFactorial(20_000), sum, 1e-14);
  });

  it('gives ln C(n, k) that matches exact binomial coefficients', () => {
    for (const n of [10, 60, 200, 1500]) {
      const row = pascalRow(n);
      for (const k of [0, 1, 3, Math.floor(n / 3), Math.floor(n / 2), n - 1, n]) {
        close(logChoose(n, k), logRatio(row[k] as bigint, 1n), 1e-13);
      }
    }
  });
});

describe('binomial tails in log space', () => {
  it.each([
    [1, 20],
    [1, 10],
    [3, 10],
    [1, 2],
    [9, 10],
    [1, 1000],
    [999, 1000],
  ])('match brute-force summation for every f and n ≤ 80 at p = %i/%i', (a, b) => {
    const p = a / b;
    for (const n of [1, 2, 3, 7, 20, 36, 72, 80]) {
      const { atMost, atLeast } = exactLogTails(n, a, b);
      for (let f = 0; f <= n; f++) {
        const lo = logBinomialAtMost(n, f, p);
        const hi = logBinomialAtLeast(n, f, p);
        // Compare probabilities relatively (absolute on the log), down to 1e-300.
        const expLo = atMost[f] as number;
        const expHi = atLeast[f] as number;
        if (expLo > -690) expect(Math.abs(lo - expLo)).toBeLessThan(1e-11);
        if (expHi > -690) expect(Math.abs(hi - expHi)).toBeLessThan(1e-11);
      }
      expect(logBinomialAtMost(n, -1, p)).toBe(Number.NEGATIVE_INFINITY);
      expect(logBinomialAtMost(n, n, p)).toBe(0);
      expect(logBinomialAtLeast(n, 0, p)).toBe(0);
      expect(logBinomialAtLeast(n, n + 1, p)).toBe(Number.NEGATIVE_INFINITY);
    }
  });

  it.each([100, 10_000, 1_000_000, MAX_EXACT_PAIRS])(
    'P(Bin(N, ε) = 0) is the closed form (1 − ε)^N at N = %i',
    (N) => {
      for (const eps of [0.01, 0.05, 0.1, 1e-7]) {
        close(logBinomialAtMost(N, 0, eps), N * Math.log1p(-eps), 1e-12);
        // P(X ≥ 1) = 1 − (1 − ε)^N.
        const atLeastOne = -Math.expm1(N * Math.log1p(-eps));
        close(Math.exp(logBinomialAtLeast(N, 1, eps)), atLeastOne, relativeAt(N));
      }
    },
  );

  it('sums a Poisson-like tail at N = 10⁷, p = 10⁻⁷ against the closed form', () => {
    const N = MAX_EXACT_PAIRS;
    const p = 1e-7;
    const r = p / (1 - p);
    const base = Math.exp(N * Math.log1p(-p));
    const atMostTwo = base * (1 + N * r + ((N * (N - 1)) / 2) * r * r);
    close(Math.exp(logBinomialAtMost(N, 2, p)), atMostTwo, LARGE_N_RELATIVE);
    close(Math.exp(logBinomialAtLeast(N, 3, p)), 1 - atMostTwo, LARGE_N_RELATIVE);
    // At N = 10⁵ the same identity holds to near machine precision.
    const n = 100_000;
    const q = 1e-5;
    const rq = q / (1 - q);
    const small = Math.exp(n * Math.log1p(-q)) * (1 + n * rq + ((n * (n - 1)) / 2) * rq * rq);
    close(Math.exp(logBinomialAtMost(n, 2, q)), small, 1e-11);
  });

  it('stays finite where the probabilities underflow a double (N = 10⁷, ε = 5%)', () => {
    const N = MAX_EXACT_PAIRS;
    const zero = logBinomialAtMost(N, 0, 0.05);
    expect(Number.isFinite(zero)).toBe(true);
    close(zero, N * Math.log1p(-0.05), 1e-12);
    // Far below the mean the terms fall by a nearly constant ratio
    // r = f(1 − p) / ((N − f + 1)p), so P(X ≤ f) ≈ pmf(f) / (1 − r).
    const f = 100_000;
    const pmf = logChoose(N, f) + f * Math.log(0.05) + (N - f) * Math.log1p(-0.05);
    const tail = logBinomialAtMost(N, f, 0.05);
    const r = (f * 0.95) / ((N - f + 1) * 0.05);
    expect(tail).toBeLessThan(0);
    expect(tail).toBeLessThan(-1e5);
    expect(Math.abs(tail - pmf + Math.log1p(-r))).toBeLessThan(1e-3);
  });

  it('has complementary tails and mirror symmetry at N = 10⁷ near the mean', () => {
    const N = MAX_EXACT_PAIRS;
    const p = 0.05;
    const sd = Math.sqrt(N * p * (1 - p));
    for (const z of [-3, -1, 0, 0.5, 2, 4]) {
      const f = Math.round(N * p + z * sd);
      const lower = Math.exp(logBinomialAtMost(N, f, p));
      const upper = Math.exp(logBinomialAtLeast(N, f + 1, p));
      expect(Math.abs(lower + upper - 1)).toBeLessThan(LARGE_N_RELATIVE);
      const direct = logBinomialAtMost(N, f, p);
      expect(Math.abs(direct - logBinomialAtLeast(N, N - f, 1 - p))).toBeLessThan(LARGE_N_RELATIVE);
    }
  });

  it('property: P(X ≤ f) + P(X ≥ f + 1) = 1 and mirror symmetry, for any n, f, p', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, p, u) => {
          const f = Math.min(n - 1, Math.floor(u * n));
          const lower = Math.exp(logBinomialAtMost(n, f, p));
          const upper = Math.exp(logBinomialAtLeast(n, f + 1, p));
          expect(Math.abs(lower + upper - 1)).toBeLessThan(1e-10);
          const mirrored = logBinomialAtLeast(n, n - f, 1 - p);
          const direct = logBinomialAtMost(n, f, p);
          if (direct > -600) expect(Math.abs(direct - mirrored)).toBeLessThan(1e-9);
        },
      ),
      { seed: 20250115, numRuns: 400 },
    );
  });

  it.each([
    [() => logBinomialAtMost(-1, 0, 0.5), 'stats.trials'],
    [() => logBinomialAtMost(1.5, 0, 0.5), 'stats.trials'],
    [() => logBinomialAtMost(MAX_EXACT_PAIRS + 1, 0, 0.5), 'stats.trials'],
    [() => logBinomialAtLeast(10, 1, 0), 'stats.probability'],
    [() => logBinomialAtLeast(10, 1, 1), 'stats.probability'],
    [() => logBinomialAtLeast(10, 1, Number.NaN), 'stats.probability'],
  ])('refuses bad arguments (%#)', (call, code) => {
    expect(call).toThrow(Refusal);
    try {
      call();
    } catch (error) {
      expect((error as Refusal).code).toBe(code);
    }
  });
});

describe('exactZeroFlipPairs', () => {
  it.each([
    [0.05, 72],
    [0.1, 36],
    [0.01, 368],
  ])('is %d → %i pairs at α = 5%', (eps, pairs) => {
    expect(exactZeroFlipPairs(eps)).toBe(pairs);
    expect(pairsForDeterministicCall(eps, { method: 'exact' })).toBe(pairs);
    expect(exactPairsToCertify(0, 0, eps)).toBe(pairs);
  });

  it('is the smallest N with (1 − ε)^N ≤ α/2, for many ε and α', () => {
    for (const eps of [0.001, 0.003, 0.02, 0.025, 0.05, 0.07, 0.1, 0.2, 0.3, 0.5, 0.9]) {
      for (const alpha of [0.01, 0.05, 0.1, 0.2]) {
        const n = exactZeroFlipPairs(eps, alpha);
        expect(n * Math.log1p(-eps)).toBeLessThanOrEqual(Math.log(alpha / 2));
        if (n > 1) expect((n - 1) * Math.log1p(-eps)).toBeGreaterThan(Math.log(alpha / 2));
        expect(exactCertifies(0, n, eps, alpha)).toBe(true);
        expect(exactCertifies(0, n - 1, eps, alpha)).toBe(false);
      }
    }
  });

  it('refuses a tolerance or α outside (0, 1)', () => {
    expect(() => exactZeroFlipPairs(0)).toThrow(Refusal);
    expect(() => exactZeroFlipPairs(1)).toThrow(Refusal);
    expect(() => exactZeroFlipPairs(0.05, 0)).toThrow(Refusal);
    expect(() => exactZeroFlipPairs(0.05, 1)).toThrow(Refusal);
  });
});

describe('exactCall', () => {
  it.each([
    [1, 20, 40, 160],
    [1, 10, 40, 120],
    [1, 100, 40, 20],
    [1, 20, 10, 60], // α = 20%
    [1, 2, 4, 30], // ε = 50%, α = 50%
  ])(
    'equals the rule decided in whole numbers for every flip count (ε = %i/%i, 2/α = %i, N ≤ %i)',
    (a, b, twoOverAlpha, maxN) => {
      const eps = a / b;
      const alpha = 2 / twoOverAlpha;
      for (let n = 0; n <= maxN; n++) {
        for (let f = 0; f <= n; f++) {
          expect(exactCall(f, n, eps, alpha), `${f} of ${n}`).toBe(
            bruteCall(f, n, a, b, twoOverAlpha),
          );
        }
      }
    },
  );

  it('agrees with the rule in whole numbers around 368 pairs at ε = 1%', () => {
    for (const n of [367, 368, 500]) {
      for (let f = 0; f <= 20; f++) expect(exactCall(f, n, 0.01)).toBe(bruteCall(f, n, 1, 100, 40));
    }
  });

  it('has the boundary cases of the plan', () => {
    expect(exactCall(0, 0, 0.05)).toBe('undecided');
    expect(exactCall(0, 71, 0.05)).toBe('undecided');
    expect(exactCall(0, 72, 0.05)).toBe('deterministic');
    expect(exactCall(1, 72, 0.05)).toBe('undecided');
    expect(exactCall(1, 1, 0.05)).toBe('undecided'); // P(X ≥ 1) = 5% > 2.5%
    expect(exactCall(2, 2, 0.05)).toBe('stochastic'); // 0.25% ≤ 2.5%
    expect(exactCall(72, 72, 0.05)).toBe('stochastic');
  });

  it('decides a tail exactly equal to α/2 (ties go to the call: ≤, not <)', () => {
    // ε = ½, N = 2, α = ½: P(X = 0) = P(X = 2) = ¼ = α/2 exactly.
    expect(exactCall(0, 2, 0.5, 0.5)).toBe('deterministic');
    expect(exactCall(2, 2, 0.5, 0.5)).toBe('stochastic');
    expect(exactCall(1, 2, 0.5, 0.5)).toBe('undecided');
  });

  it('is the call of the exact method and its certification predicate', () => {
    for (let n = 0; n <= 120; n += 7) {
      for (let f = 0; f <= n; f++) {
        expect(callBy('exact', f, n, 0.05)).toBe(exactCall(f, n, 0.05));
        expect(certifiesBy('exact', f, n, 0.05)).toBe(exactCall(f, n, 0.05) === 'deterministic');
        expect(exactCertifies(f, n, 0.05)).toBe(exactCall(f, n, 0.05) === 'deterministic');
      }
    }
  });

  it('property: never both directions, and more flips never move a call towards deterministic', () => {
    const rank = { deterministic: 0, undecided: 1, stochastic: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, eps, u) => {
          const f = Math.min(n - 1, Math.floor(u * n));
          const level = Math.log(0.025);
          const lower = logBinomialAtMost(n, f, eps) <= level;
          const upper = logBinomialAtLeast(n, f, eps) <= level;
          expect(lower && upper).toBe(false);
          expect(rank[exactCall(f + 1, n, eps)]).toBeGreaterThanOrEqual(rank[exactCall(f, n, eps)]);
        },
      ),
      { seed: 7, numRuns: 500 },
    );
  });

  it.each([
    [() => exactCall(3, 2, 0.05), 'stats.successes'],
    [() => exactCall(-1, 2, 0.05), 'stats.successes'],
    [() => exactCall(0.5, 2, 0.05), 'stats.successes'],
    [() => exactCall(0, -2, 0.05), 'stats.trials'],
    [() => exactCall(0, MAX_EXACT_PAIRS + 1, 0.05), 'stats.trials'],
    [() => exactCall(0, 10, 0), 'stats.epsilon'],
    [() => exactCall(0, 10, 1), 'stats.epsilon'],
    [() => exactCall(0, 10, 0.05, 0), 'stats.alpha'],
    [() => exactCall(0, 10, 0.05, 1), 'stats.alpha'],
    [() => exactCall(0, 10, 0.05, Number.NaN), 'stats.alpha'],
  ])('refuses bad counts, tolerance or α (%#)', (call, code) => {
    try {
      call();
      expect.unreachable('no refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).code).toBe(code);
    }
  });
});

describe('exactPairsToCertify', () => {
  it('is the smallest total that certifies, found by scanning exact tails', () => {
    for (const [a, b] of [
      [1, 20],
      [1, 10],
    ] as const) {
      const eps = a / b;
      for (let f = 0; f <= 4; f++) {
        let n = Math.max(f, 1);
        while (bruteCall(f, n, a, b, 40) !== 'deterministic') n++;
        expect(exactPairsToCertify(f, f, eps)).toBe(n);
        expect(exactPairsToCertify(f, n, eps)).toBe(n); // already there
        expect(exactPairsToCertify(f, n + 50, eps)).toBe(n + 50);
      }
    }
  });

  it('is null when even all-agreeing pairs up to 10⁷ cannot certify', () => {
    expect(exactPairsToCertify(0, 0, 1e-9)).toBeNull();
    expect(exactPairsToCertify(0, 0, 1e-6)).toBe(exactZeroFlipPairs(1e-6));
  });
});

describe('clopperPearson', () => {
  it.each([1, 10, 72, 1000, 1_000_000])(
    'has the closed form at 0 and at N of N flips (N = %i)',
    (N) => {
      const zero = clopperPearson(0, N);
      expect(zero.low).toBe(0);
      close(zero.high, -Math.expm1(Math.log(0.025) / N), 1e-10);
      const all = clopperPearson(N, N);
      expect(all.high).toBe(1);
      close(all.low, Math.exp(Math.log(0.025) / N), 1e-12);
    },
  );

  it('has the textbook interval for 1 of 10 and puts α/2 in each tail', () => {
    const { low, high } = clopperPearson(1, 10);
    expect(low).toBeCloseTo(0.0025286, 6);
    expect(high).toBeCloseTo(0.4450161, 6);
    close(Math.exp(logBinomialAtLeast(10, 1, low)), 0.025, 1e-9);
    close(Math.exp(logBinomialAtMost(10, 1, high)), 0.025, 1e-9);
  });

  it('is mirror-symmetric and nested with a larger α', () => {
    for (const [f, n] of [
      [3, 13],
      [8, 78],
      [0, 5],
      [40, 100],
    ] as const) {
      const a = clopperPearson(f, n);
      const b = clopperPearson(n - f, n);
      close(a.low, 1 - b.high, 1e-12);
      const wider = clopperPearson(f, n, 0.01);
      expect(wider.low).toBeLessThanOrEqual(a.low);
      expect(wider.high).toBeGreaterThanOrEqual(a.high);
    }
    expect(clopperPearson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('brackets ε exactly when the exact call is undecided (away from the boundary)', () => {
    for (let n = 1; n <= 150; n += 3) {
      for (let f = 0; f <= n; f++) {
        const { low, high } = clopperPearson(f, n);
        const call = exactCall(f, n, 0.05);
        if (high < 0.05 - 1e-12) expect(call).toBe('deterministic');
        if (low > 0.05 + 1e-12) expect(call).toBe('stochastic');
        if (low < 0.05 - 1e-12 && high > 0.05 + 1e-12) expect(call).toBe('undecided');
      }
    }
  });

  it('refuses flips above the pairs', () => {
    expect(() => clopperPearson(5, 4)).toThrow(Refusal);
  });
});
