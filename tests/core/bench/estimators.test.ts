import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BENCH_OPTIONS,
  passAtK,
  passHatK,
  quantileSorted,
  summarizeAgent,
  type AgentRun,
} from '../../../src/core/bench/index.js';
import { isRefusal } from '../../../src/core/errors.js';
import { logChoose } from '../../../src/core/stats/index.js';
import { benchmarkOf } from './helpers.js';

const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : Math.exp(logChoose(n, k)));

describe('pass@k (Chen et al. 2021, "Evaluating Large Language Models Trained on Code", eq. 1)', () => {
  it('is 1 − C(n−c, k)/C(n, k) on small hand cases', () => {
    // n = 5, c = 2, k = 2: 1 − C(3,2)/C(5,2) = 1 − 3/10.
    expect(passAtK(5, 2, 2)).toBeCloseTo(0.7, 15);
    // n = 10, c = 1, k = 1: c/n.
    expect(passAtK(10, 1, 1)).toBeCloseTo(0.1, 15);
    // n = 4, c = 0: never; n − c < k: certain.
    expect(passAtK(4, 0, 3)).toBe(0);
    expect(passAtK(4, 2, 3)).toBe(1);
    // n = 6, c = 3, k = 2: 1 − C(3,2)/C(6,2) = 1 − 3/15.
    expect(passAtK(6, 3, 2)).toBeCloseTo(0.8, 15);
  });

  it("agrees with Chen et al.'s numerically stable form 1 − ∏_{i=n−c+1}^{n} (1 − k/i), n up to thousands", () => {
    const chen = (n: number, c: number, k: number): number => {
      if (n - c < k) return 1;
      let prod = 1;
      for (let i = n - c + 1; i <= n; i++) prod *= 1 - k / i;
      return 1 - prod;
    };
    for (const [n, c, k] of [
      [200, 13, 100],
      [200, 13, 1],
      [2000, 7, 500],
      [5000, 4000, 10],
      [3000, 1, 2999],
    ] as const) {
      expect(passAtK(n, c, k)).toBeCloseTo(chen(n, c, k), 12);
    }
    // And with the binomial coefficients themselves where they fit in a double.
    expect(passAtK(50, 10, 5)).toBeCloseTo(1 - choose(40, 5) / choose(50, 5), 12);
  });
});

describe('pass^k (τ-bench; Yao et al. 2024): C(c, k)/C(n, k)', () => {
  it('is the hypergeometric all-pass chance, not the plug-in (c/n)^k', () => {
    // n = 4, c = 2, k = 2: C(2,2)/C(4,2) = 1/6, while (2/4)² = 1/4.
    expect(passHatK(4, 2, 2)).toBeCloseTo(1 / 6, 15);
    expect(passHatK(4, 2, 2)).toBeLessThan((2 / 4) ** 2);
    expect(passHatK(4, 1, 2)).toBe(0);
    expect(passHatK(4, 4, 4)).toBe(1);
    expect(passHatK(3000, 1500, 20)).toBeCloseTo(choose(1500, 20) / choose(3000, 20), 12);
  });

  it('recomputes τ-bench GPT-4o airline pass^1..4 = .420 / .273 / .220 / .200 from the published outcome log', () => {
    // tests/fixtures/bench/tau-bench-gpt-4o-airline.outcome.jsonl: sierra-research/tau-bench
    // historical_trajectories/gpt-4o-airline.json (MIT), 50 tasks × 4 trials; 'success' is a pass.
    // Published: τ-bench paper (Yao et al. 2024, arXiv 2406.12045) and its README's pass^k table.
    const file = path.join(
      import.meta.dirname,
      '../../fixtures/bench/tau-bench-gpt-4o-airline.outcome.jsonl',
    );
    const records = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { input: string; decision: string; trial: number });
    const tasks = [...new Set(records.map((r) => r.input))];
    expect(tasks).toHaveLength(50);
    const run: AgentRun = {
      agent: { name: 'gpt-4o', kind: 'import', source: file },
      benchmark: { name: 'fixture', digest: 'd'.repeat(64) },
      runs: 4,
      complete: true,
      attempts: records.map((r) => ({
        task: r.input,
        run: r.trial + 1,
        outcome: r.decision === 'success' ? 'pass' : 'fail',
      })),
    };
    const s = summarizeAgent(benchmarkOf(tasks), run, DEFAULT_BENCH_OPTIONS);
    expect(s.k).toBe(4);
    expect(s.passHatK.map((p) => p.value.toFixed(3))).toEqual(['0.420', '0.273', '0.220', '0.200']);
    expect(s.passed).toBe(84);
    for (const p of s.passHatK) {
      expect(p.low).toBeLessThanOrEqual(p.value);
      expect(p.high).toBeGreaterThanOrEqual(p.value);
    }
  });

  it('refuses counts out of range', () => {
    for (const [n, c, k] of [
      [0, 0, 1],
      [3, 4, 1],
      [3, 1, 0],
      [3, 1, 4],
      [3.5, 1, 1],
    ] as const) {
      try {
        passHatK(n, c, k);
        expect.unreachable();
      } catch (e) {
        expect(isRefusal(e) && e.code).toBe('stats.count');
      }
    }
  });
});

describe('properties of the two estimators', () => {
  const counts = fc
    .integer({ min: 1, max: 60 })
    .chain((n) =>
      fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }), fc.integer({ min: 1, max: n })),
    );

  it('pass^k ≤ (c/n)^k ≤ … and pass^k ≤ pass@k; both equal c/n at k = 1', () => {
    fc.assert(
      fc.property(counts, ([n, c, k]) => {
        const hat = passHatK(n, c, k);
        const at = passAtK(n, c, k);
        expect(hat).toBeLessThanOrEqual(at + 1e-12);
        expect(hat).toBeLessThanOrEqual((c / n) ** k + 1e-12);
        expect(passHatK(n, c, 1)).toBeCloseTo(c / n, 12);
        expect(passAtK(n, c, 1)).toBeCloseTo(c / n, 12);
      }),
    );
  });

  it('pass^k falls and pass@k rises with k', () => {
    fc.assert(
      fc.property(counts, ([n, c, k]) => {
        if (k === n) return;
        expect(passHatK(n, c, k + 1)).toBeLessThanOrEqual(passHatK(n, c, k) + 1e-12);
        expect(passAtK(n, c, k + 1)).toBeGreaterThanOrEqual(passAtK(n, c, k) - 1e-12);
      }),
    );
  });
});

describe('quantileSorted (Hyndman & Fan definition 7)', () => {
  it("interpolates between order statistics like R's quantile(type = 7)", () => {
    // R: quantile(c(1, 2, 3, 4, 10), c(.5, .95)) = 3, 8.8
    expect(quantileSorted([1, 2, 3, 4, 10], 0.5)).toBe(3);
    expect(quantileSorted([1, 2, 3, 4, 10], 0.95)).toBeCloseTo(8.8, 12);
    expect(quantileSorted([5], 0.95)).toBe(5);
  });
});
