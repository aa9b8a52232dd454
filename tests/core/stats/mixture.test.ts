import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  decideEarlyRejection,
  flipsToReject,
  isLook,
  logMixtureRatio,
  planEarlyRejection,
  rejectionLevel,
  rejects,
  type EarlyRejectionPlan,
} from '../../../src/core/stats/index.js';

// ---------------------------------------------------------------------------
// The mixture ratio in exact rational arithmetic, without the Beta–binomial
// identity the code uses: for ε = a/b and m = n − F,
//   Lₙ = 1/(1−ε) · ∫_ε^1 (p/ε)^F ((1−p)/(1−ε))^m dp,
//   ∫_ε^1 p^F (1−p)^m dp = Σ_j C(m, j) (−1)^j (1 − ε^(F+j+1)) / (F+j+1).

interface Fraction {
  num: bigint;
  den: bigint;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : (x < 0n ? -x : x).toString(2).length;
}

function logOf(f: Fraction): number {
  const shift = bitLength(f.num) - bitLength(f.den) - 64;
  const q = shift >= 0 ? f.num / (f.den << BigInt(shift)) : (f.num << BigInt(-shift)) / f.den;
  return Math.log(Number(q)) + shift * Math.LN2;
}

function exactMixtureRatio(flips: number, pairs: number, a: number, b: number): Fraction {
  const A = BigInt(a);
  const B = BigInt(b);
  const m = pairs - flips;
  // Integral as a fraction over the common denominator D = b^(pairs+1) · lcm-free product.
  let num = 0n;
  let den = 1n;
  let choose = 1n;
  for (let j = 0; j <= m; j++) {
    if (j > 0) choose = (choose * BigInt(m - j + 1)) / BigInt(j);
    const e = BigInt(flips + j + 1);
    // C(m, j)(−1)^j (b^e − a^e) / (b^e · e)
    const tNum = (j % 2 === 0 ? 1n : -1n) * choose * (B ** e - A ** e);
    const tDen = B ** e * e;
    num = num * tDen + tNum * den;
    den = den * tDen;
  }
  // Divide by (1−ε) ε^F (1−ε)^m = a^F (b−a)^(m+1) / b^(pairs+1).
  const scaleNum = B ** BigInt(pairs + 1);
  const scaleDen = A ** BigInt(flips) * (B - A) ** BigInt(m + 1);
  return { num: num * scaleNum, den: den * scaleDen };
}

const plan = (
  looks: 'rounds' | 'pairs' = 'pairs',
  inputs = 1,
  epsilon = 0.05,
): EarlyRejectionPlan => planEarlyRejection({ epsilon, looks, inputs });

// ---------------------------------------------------------------------------

describe('logMixtureRatio', () => {
  it('is 0 before any pair (L₀ = 1)', () => {
    expect(logMixtureRatio(0, 0, 0.05)).toBe(0);
  });

  it.each([
    [1, 20],
    [1, 10],
    [3, 10],
  ])('equals the integral evaluated exactly in rationals (ε = %i/%i, n ≤ 40)', (a, b) => {
    const eps = a / b;
    for (let n = 1; n <= 40; n += n < 10 ? 1 : 5) {
      for (let f = 0; f <= n; f++) {
        const exact = logOf(exactMixtureRatio(f, n, a, b));
        expect(Math.abs(logMixtureRatio(f, n, eps) - exact), `${f} of ${n}`).toBeLessThan(1e-10);
      }
    }
  });

  it('grows with the flips and falls with agreeing pairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0.01, 0.05, 0.1, 0.3),
        (n, u, eps) => {
          const f = Math.min(n - 1, Math.floor(u * n));
          expect(logMixtureRatio(f + 1, n, eps)).toBeGreaterThan(logMixtureRatio(f, n, eps));
          expect(logMixtureRatio(f, n + 1, eps)).toBeLessThan(logMixtureRatio(f, n, eps));
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});

describe('rejects and flipsToReject', () => {
  it('rejects at ln(2/α): ln 40 at α = 5%', () => {
    expect(rejectionLevel(plan())).toBeCloseTo(Math.log(40), 15);
    expect(
      rejectionLevel(planEarlyRejection({ epsilon: 0.05, alpha: 0.1, looks: 'pairs', inputs: 1 })),
    ).toBeCloseTo(Math.log(20), 15);
  });

  it('agrees with the exact rational ratio against 40 for every count up to 120 pairs', () => {
    const p = plan();
    for (let n = 1; n <= 120; n++) {
      let first = n + 1;
      for (let f = n; f >= 0; f--) {
        const exact = exactMixtureRatio(f, n, 1, 20);
        if (exact.num >= 40n * exact.den) first = f;
      }
      expect(flipsToReject(p, n), `${n} pairs`).toBe(first);
      for (let f = 0; f <= n; f++) expect(rejects(p, f, n)).toBe(f >= first);
    }
  });

  it('has the thresholds of the plan at ε = 5%', () => {
    const p = plan();
    // pairs → fewest flips that reject (pairs + 1: none can)
    const expected: [number, number][] = [
      [1, 2],
      [2, 2],
      [3, 3],
      [6, 3],
      [8, 4],
      [20, 6],
      [40, 8],
      [72, 12],
      [100, 15],
    ];
    for (const [n, f] of expected) expect(flipsToReject(p, n)).toBe(f);
  });

  it('needs more flips as pairs grow, and never rejects without a flip', () => {
    const p = plan();
    let previous = 0;
    for (let n = 1; n <= 3000; n++) {
      const f = flipsToReject(p, n);
      expect(f).toBeGreaterThanOrEqual(previous);
      previous = f;
    }
    expect(rejects(p, 0, 1)).toBe(false);
    expect(rejects(p, 0, 0)).toBe(false);
  });
});

/**
 * P(the test rejects at some look up to `horizon` pairs) for iid pairs flipping
 * with probability q, by an exact DP over the flip count, absorbing at rejection.
 */
function rejectEver(p: EarlyRejectionPlan, q: number, horizon: number): number {
  let dist = new Float64Array([1]);
  let absorbed = 0;
  for (let t = 1; t <= horizon; t++) {
    const next = new Float64Array(dist.length + 1);
    for (let f = 0; f < dist.length; f++) {
      const m = dist[f] as number;
      next[f] = (next[f] as number) + m * (1 - q);
      next[f + 1] = (next[f + 1] as number) + m * q;
    }
    const threshold = flipsToReject(p, t);
    let keep = next.length;
    if (threshold < next.length) {
      for (let f = threshold; f < next.length; f++) absorbed += next[f] as number;
      keep = threshold;
    }
    dist = next.slice(0, keep);
  }
  return absorbed;
}

describe("Ville's bound, computed exactly", () => {
  it('a q = ε agent looked at after every pair is called stochastic at most α/2 within 10,000 pairs', () => {
    const p = plan();
    const atEpsilon = rejectEver(p, 0.05, 10_000);
    expect(atEpsilon).toBeLessThanOrEqual(0.025);
    expect(atEpsilon).toBeGreaterThan(0.005); // not vacuous: the test does spend its error
    const below = rejectEver(p, 0.04, 10_000);
    expect(below).toBeLessThan(atEpsilon);
    // …and an agent at 2ε is caught almost surely.
    expect(rejectEver(p, 0.1, 2000)).toBeGreaterThan(0.99);
  });

  it('holds at ε = 1% and 10% too', () => {
    expect(rejectEver(plan('pairs', 1, 0.01), 0.01, 10_000)).toBeLessThanOrEqual(0.025);
    expect(rejectEver(plan('pairs', 1, 0.1), 0.1, 10_000)).toBeLessThanOrEqual(0.025);
  });

  it('holds at whole-round looks when the mean rate ε sits on one input of two', () => {
    // Input A never flips, input B flips with 2ε: a round of two pairs has one
    // flip with probability 2ε. Looks after every round (2, 4, 6 … pairs).
    const p = plan('rounds', 2);
    let dist = new Float64Array([1]);
    let absorbed = 0;
    for (let r = 1; r <= 3000; r++) {
      const next = new Float64Array(dist.length + 1);
      for (let f = 0; f < dist.length; f++) {
        const m = dist[f] as number;
        next[f] = (next[f] as number) + m * 0.9;
        next[f + 1] = (next[f + 1] as number) + m * 0.1;
      }
      const threshold = flipsToReject(p, 2 * r);
      for (let f = threshold; f < next.length; f++) absorbed += next[f] as number;
      dist = next.slice(0, Math.min(next.length, threshold));
    }
    expect(absorbed).toBeLessThanOrEqual(0.025);
  });
});

describe('why per-input collection looks only after whole rounds', () => {
  /**
   * Ten inputs, the first two flipping with 0.25 (mean ε = 5%), pairs collected
   * round by round in input order; P(reject ever within 400 rounds) by exact DP,
   * looking after every pair or only after whole rounds.
   */
  function heterogeneous(looks: 'pairs' | 'rounds'): number {
    const p = plan(looks, 10);
    let dist = new Float64Array([1]);
    let absorbed = 0;
    for (let t = 1; t <= 4000; t++) {
      const q = (t - 1) % 10 < 2 ? 0.25 : 0;
      const next = new Float64Array(dist.length + 1);
      for (let f = 0; f < dist.length; f++) {
        const m = dist[f] as number;
        next[f] = (next[f] as number) + m * (1 - q);
        next[f + 1] = (next[f + 1] as number) + m * q;
      }
      if (isLook(p, t)) {
        const threshold = flipsToReject(p, t);
        for (let f = threshold; f < next.length; f++) absorbed += next[f] as number;
        dist = next.slice(0, Math.min(next.length, threshold));
      } else dist = next;
    }
    return absorbed;
  }

  it('a look inside a round, just after the flipping inputs, spends more than α/2', () => {
    expect(heterogeneous('pairs')).toBeGreaterThan(0.05);
  });

  it('the same agent looked at after whole rounds stays within α/2', () => {
    expect(heterogeneous('rounds')).toBeLessThanOrEqual(0.025);
  });
});

describe('looks and the decision', () => {
  it('looks after every pair, or only after whole rounds', () => {
    const pairs = plan('pairs', 6);
    const rounds = plan('rounds', 6);
    expect([0, 1, 5, 6, 7].map((t) => isLook(pairs, t))).toEqual([false, true, true, true, true]);
    expect([0, 1, 5, 6, 7, 12].map((t) => isLook(rounds, t))).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('stops at the first look that rejects and reads nothing after it', () => {
    const outcomes = [true, true, false, false, false, false, true, true, true, true, true, true];
    expect(decideEarlyRejection(plan('pairs', 6), outcomes)).toEqual({ rejectedAt: 2, flips: 2 });
    // At whole rounds of 6: 2 of 6 does not reject (3 needed); 8 of 12 does.
    expect(decideEarlyRejection(plan('rounds', 6), outcomes)).toEqual({ rejectedAt: 12, flips: 8 });
    expect(decideEarlyRejection(plan('rounds', 6), outcomes.slice(0, 11))).toEqual({
      rejectedAt: null,
      flips: 7,
    });
    expect(decideEarlyRejection(plan(), [])).toEqual({ rejectedAt: null, flips: 0 });
  });

  it.each([
    [{ epsilon: 0, looks: 'pairs', inputs: 1 }, 'stats.epsilon'],
    [{ epsilon: 0.05, alpha: 1, looks: 'pairs', inputs: 1 }, 'stats.alpha'],
    [{ epsilon: 0.05, looks: 'always', inputs: 1 }, 'stats.early-rejection'],
    [{ epsilon: 0.05, looks: 'rounds', inputs: 0 }, 'stats.early-rejection'],
    [{ epsilon: 0.05, looks: 'rounds', inputs: 2.5 }, 'stats.early-rejection'],
  ] as const)('refuses a bad plan (%#)', (input, code) => {
    try {
      planEarlyRejection(input as Parameters<typeof planEarlyRejection>[0]);
      expect.unreachable('no refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).code).toBe(code);
    }
  });

  it('records the declared plan', () => {
    expect(plan('rounds', 20)).toEqual({
      rule: 'mixture',
      prior: 'uniform',
      epsilon: 0.05,
      alpha: 0.05,
      looks: 'rounds',
      inputs: 20,
    });
  });
});
