/**
 * The bench-compare error-rate study (issue 29, item 4): does the paired test
 * that `bench compare` uses hold its stated type-I error, and does its minimum
 * detectable difference (MDD) keep its 80% power promise?
 *
 * 1. Type-I error, exact (closed form, no simulation): under the null every
 *    differing unit favours either agent with probability ½; with each of n
 *    units differing with probability ψ the size of a test is
 *    Σ_k Bin(k; n, ψ)·P(the split of k rejects | θ = ½), summed exactly for the
 *    McNemar mid-p, the exact conditional McNemar test, and the exact sign
 *    test that the sign-flip permutation test is at equal magnitudes.
 * 2. The MDD's power, by seeded Monte Carlo through the product's own
 *    `compareAgents`: tasks drawn from the sign model of src/core/bench/power.ts
 *    at δ = the MDD the product reports for that design, one run per task
 *    (McNemar mid-p) and three runs per task (whole-task wins, sign-flip test);
 *    the rejection rate must reach 80% less three Monte Carlo standard errors.
 *
 *   npm run bench -- mdd            (MDD_REPS=N to change the 2000 replicates)
 *
 * Prints Markdown (pasted into docs/statistics.md) and one PASS/FAIL line per
 * check. The exact McNemar and sign tests must not exceed α; the mid-p's size
 * is printed (it is not guaranteed below α; Fagerland et al. 2013 found it
 * rarely far above; here it reaches 6.49% at 50 tasks all discordant) and must stay within α + 2 points.
 */
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_BENCH_OPTIONS,
  POWER,
  compareAgents,
  exactMinimumDetectable,
  exactPower,
  rejectionThresholds,
  type AgentSummary,
  type ExactPairedTest,
  type TaskSummary,
} from '../src/core/bench/index.js';
import { logChoose } from '../src/core/stats/index.js';
import { pct, table } from './study/format.js';
import { Uniform } from './study/rng.js';

const REPS = Math.max(500, Number(process.env.MDD_REPS ?? 2000));
const ALPHA = 1 - DEFAULT_BENCH_OPTIONS.confidence;
const started = performance.now();
const verdicts: string[] = [];
let failures = 0;

function check(ok: boolean, label: string): void {
  if (!ok) failures++;
  verdicts.push(`- ${ok ? 'PASS' : 'FAIL'} ${label}`);
}

/** The size of a test whose rejection thresholds are given, under the null. */
function size(units: number, psi: number, thresholds: Int32Array): number {
  let total = 0;
  for (let k = 1; k <= units; k++) {
    const h = thresholds[k] as number;
    if (h > k) continue;
    let reject = 0;
    for (let b = 0; b <= k; b++) {
      if (Math.max(b, k - b) >= h) reject += Math.exp(logChoose(k, b) - k * Math.LN2);
    }
    const rest = units - k === 0 ? 0 : (units - k) * Math.log1p(-psi);
    total += Math.exp(logChoose(units, k) + k * Math.log(psi) + rest) * Math.min(1, reject);
  }
  return total;
}

/** The exact conditional McNemar test rejects the same splits as the exact sign test. */
const TESTS: readonly [string, ExactPairedTest][] = [
  ['McNemar mid-p', 'mcnemar-mid-p'],
  ['exact McNemar = exact sign test', 'sign-flip'],
];
const SIZES = [10, 20, 50, 100, 200] as const;
const SHARES = [0.2, 0.5, 1] as const;

const out: string[] = [];
out.push(`### Type-I error of the paired tests, exact (α = ${pct(ALPHA)}%)`, '');
const sizeRows: string[][] = [];
for (const [name, test] of TESTS) {
  for (const psi of SHARES) {
    const row = [name, String(psi)];
    for (const n of SIZES) {
      const s = size(n, psi, rejectionThresholds(n, test, ALPHA));
      row.push(pct(s));
      const limit = test === 'sign-flip' ? ALPHA : ALPHA + 0.02;
      check(s <= limit + 1e-12, `${name}, ψ = ${psi}, n = ${n}: size ${pct(s)}% ≤ ${pct(limit)}%`);
    }
    sizeRows.push(row);
  }
}
out.push(table(['test', 'ψ (share differing)', ...SIZES.map((n) => `n = ${n} (%)`)], sizeRows));

function summary(name: string, passes: readonly number[], runs: number): AgentSummary {
  const perTask: TaskSummary[] = passes.map((c, i) => ({
    id: `t${i}`,
    name: `t${i}`,
    category: null,
    attempts: runs,
    passes: c,
    fails: runs - c,
    errors: 0,
    passRate: c / runs,
    consistency: null,
    topOutput: null,
    passHatK: null,
    passAtK: null,
  }));
  return {
    agent: { name, kind: 'module', source: name },
    benchmark: { name: 'study', digest: 'study' },
    perTask,
  } as unknown as AgentSummary;
}

out.push(
  '',
  `### Power at the reported minimum detectable difference (${REPS.toLocaleString('en')} seeded replicates per cell, target ${pct(POWER)}%)`,
  '',
);
const powerRows: string[][] = [];
let seed = 1;
for (const runs of [1, 3] as const) {
  const test: ExactPairedTest = runs === 1 ? 'mcnemar-mid-p' : 'sign-flip';
  for (const psi of [0.3, 0.6] as const) {
    for (const n of [20, 50, 100] as const) {
      const delta = exactMinimumDetectable({
        units: n,
        differing: psi * n,
        test,
        alpha: ALPHA,
        power: POWER,
      });
      const claimed = exactPower(n, delta, psi, rejectionThresholds(n, test, ALPHA));
      const share = Math.max(psi, delta);
      const rng = new Uniform(seed++);
      let rejected = 0;
      for (let rep = 0; rep < REPS; rep++) {
        const a: number[] = [];
        const b: number[] = [];
        for (let i = 0; i < n; i++) {
          const u = rng.next();
          // A wins the task outright, B wins it, or they agree (both pass or both fail).
          if (u < (share + delta) / 2) {
            a.push(runs);
            b.push(0);
          } else if (u < share) {
            a.push(0);
            b.push(runs);
          } else {
            const both = rng.next() < 0.5 ? runs : 0;
            a.push(both);
            b.push(both);
          }
        }
        const c = compareAgents([summary('A', a, runs), summary('B', b, runs)], {
          ...DEFAULT_BENCH_OPTIONS,
          seed: rep + 1,
        });
        if (c.pairs[0]?.verdict !== 'no-detectable-difference') rejected++;
      }
      const rate = rejected / REPS;
      const se = Math.sqrt((rate * (1 - rate)) / REPS);
      powerRows.push([
        String(runs),
        runs === 1 ? 'McNemar mid-p' : 'sign-flip',
        String(psi),
        String(n),
        delta.toFixed(3),
        pct(claimed),
        `${pct(rate)} ± ${pct(se)}`,
      ]);
      check(
        rate >= POWER - 3 * Math.sqrt((POWER * (1 - POWER)) / REPS),
        `${n} tasks × ${runs} run(s), ψ = ${psi}: power at the MDD ${delta.toFixed(3)} is ${pct(rate)}% ≥ ${pct(POWER)}% − 3 MC s.e.`,
      );
    }
  }
}
out.push(
  table(['runs', 'test', 'ψ', 'tasks', 'MDD', 'exact power (%)', 'simulated power (%)'], powerRows),
);

console.log(out.join('\n'));
console.log(`\n${verdicts.join('\n')}`);
console.log(
  `\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} check(s) failed; computed in ${((performance.now() - started) / 1000).toFixed(1)} s (node ${process.version}).`,
);
process.exitCode = failures === 0 ? 0 : 1;
