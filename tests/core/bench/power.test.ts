import { describe, expect, it } from 'vitest';
import {
  exactMinimumDetectable,
  exactPower,
  mcnemar,
  rejectionThresholds,
  unitsToDetect,
  type ExactPairedTest,
} from '../../../src/core/bench/index.js';

const mdd = (units: number, differing: number, test: ExactPairedTest, alpha = 0.05): number =>
  exactMinimumDetectable({ units, differing, test, alpha, power: 0.8 });

/** The power by brute force over every (b, c) of the trinomial, with the product's own p-values. */
function brute(units: number, delta: number, share: number, test: ExactPairedTest): number {
  const psi = Math.max(share, delta);
  const probs = [(psi + delta) / 2, (psi - delta) / 2, 1 - psi];
  const lf = (n: number): number => {
    let s = 0;
    for (let i = 2; i <= n; i++) s += Math.log(i);
    return s;
  };
  const term = (p: number, n: number): number =>
    n === 0 ? 0 : p <= 0 ? Number.NEGATIVE_INFINITY : n * Math.log(p);
  let power = 0;
  for (let b = 0; b <= units; b++) {
    for (let c = 0; b + c <= units; c++) {
      const e = units - b - c;
      const m = mcnemar(b, c);
      const p = test === 'mcnemar-mid-p' ? m.midP : b === c ? 1 : m.exactP;
      if (p >= 0.05) continue;
      power += Math.exp(
        lf(units) -
          lf(b) -
          lf(c) -
          lf(e) +
          term(probs[0] as number, b) +
          term(probs[1] as number, c) +
          term(probs[2] as number, e),
      );
    }
  }
  return power;
}

describe('the exact minimum detectable difference (sign model, power 0.8)', () => {
  it('is 1, the cap, when the test cannot reach α: 4 single-run tasks (½^4 > 0.05), 5 clusters (2/2^5 > 0.05)', () => {
    expect(mdd(4, 0, 'mcnemar-mid-p')).toBe(1);
    expect(mdd(4, 4, 'mcnemar-mid-p')).toBe(1);
    expect(mdd(5, 5, 'sign-flip')).toBe(1);
    expect(mdd(0, 0, 'sign-flip')).toBe(1);
  });

  it('at 5 McNemar tasks only 5 of 5 one way rejects (mid-p 1/32): with no discordance seen, δ⁵ = 0.8', () => {
    expect(mdd(5, 0, 'mcnemar-mid-p')).toBeCloseTo(0.8 ** (1 / 5), 9);
  });

  it('at 6 sign-flip clusters only 6 of 6 one way rejects (2/64): δ⁶ = 0.8 with none differing', () => {
    expect(mdd(6, 0, 'sign-flip')).toBeCloseTo(0.8 ** (1 / 6), 9);
  });

  it('at 5 McNemar tasks all discordant: θ⁵ + (1 − θ)⁵ = 0.8 with θ = (1 + δ)/2', () => {
    // Solve by bisection on the closed form.
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 60; i++) {
      const d = (lo + hi) / 2;
      const t = (1 + d) / 2;
      if (t ** 5 + (1 - t) ** 5 >= 0.8) hi = d;
      else lo = d;
    }
    expect(mdd(5, 5, 'mcnemar-mid-p')).toBeCloseTo(hi, 9);
  });

  it('the rejection thresholds are the exact tests: at 10 units mid-p rejects 9–1 (0.021), the exact p needs 9–1 too (0.021), 8–2 neither', () => {
    const mid = rejectionThresholds(10, 'mcnemar-mid-p', 0.05);
    const exact = rejectionThresholds(10, 'sign-flip', 0.05);
    expect(mcnemar(9, 1).midP).toBeLessThan(0.05);
    expect(mcnemar(8, 2).midP).toBeGreaterThan(0.05);
    expect(mid[10]).toBe(9);
    expect(exact[10]).toBe(9);
    // 6 units: the mid-p rejects 6–0 only (1/64), the exact p 6–0 only (2/64).
    expect(mid[6]).toBe(6);
    expect(exact[6]).toBe(6);
    // 17 units: mid-p 13–4 is 0.0245 (rejects), exact 13–4 is 0.049 (rejects), 12–5 neither.
    expect(rejectionThresholds(17, 'mcnemar-mid-p', 0.05)[17]).toBe(13);
    expect(mcnemar(12, 5).midP).toBeGreaterThan(0.05);
  });

  it('the power is the brute-force sum over every table (b, c), both tests', () => {
    for (const test of ['mcnemar-mid-p', 'sign-flip'] as const) {
      for (const units of [5, 9, 14, 25]) {
        const thresholds = rejectionThresholds(units, test, 0.05);
        for (const share of [0, 0.3, 1]) {
          for (const delta of [0.2, 0.5, 0.9]) {
            expect(exactPower(units, delta, share, thresholds)).toBeCloseTo(
              brute(units, delta, share, test),
              9,
            );
          }
        }
      }
    }
  });

  it('shrinks as units are added and never exceeds 1', () => {
    let last = 1;
    for (const units of [10, 40, 160, 640]) {
      const m = mdd(units, units * 0.4, 'mcnemar-mid-p');
      expect(m).toBeLessThan(last);
      expect(m).toBeGreaterThan(0);
      last = m;
    }
  });

  it('the units a difference needs: the first size at which its power reaches 0.8', () => {
    const need = unitsToDetect({
      delta: 0.5,
      share: 0.5,
      test: 'mcnemar-mid-p',
      alpha: 0.05,
      power: 0.8,
      from: 5,
    });
    expect(need).not.toBeNull();
    const n = need as number;
    expect(mdd(n, n * 0.5, 'mcnemar-mid-p')).toBeLessThanOrEqual(0.5);
    expect(
      unitsToDetect({ delta: 0, share: 0.5, test: 'sign-flip', alpha: 0.05, power: 0.8, from: 5 }),
    ).toBeNull();
  });
});
