/**
 * The paired-comparison study (issue 17): how often `compareAgents` calls one
 * of two IDENTICAL agents better than the other, at the nominal α = 5%
 * (confidence 0.95), by seeded Monte Carlo.
 *
 * Both agents share every task's true pass probability p_i; each run is an
 * independent Bernoulli(p_i) draw. Two task populations: homogeneous (every
 * p_i = 0.5, the most discordance) and heterogeneous (p_i uniform on
 * [0.05, 0.95], fixed per replicate). Runs per task 1 (the exact McNemar
 * mid-p decides; the exact conditional p is shown beside it) and 3 and 5 (the
 * sign-flip permutation test decides), at 10, 20, 50 and 100 tasks. A third
 * table runs three identical agents and counts a replicate as a false
 * positive when any of the three Holm-adjusted pairs is called (the
 * family-wise error rate).
 *
 * The product's own `compareAgents` decides every replicate; the summaries are
 * built directly from the drawn per-task counts (the bootstrap of pass^k,
 * which the verdict does not read, is skipped to keep the study fast).
 *
 *   npm run bench -- paired            (PAIRED_REPS=N to change the 4000 replicates)
 *
 * Prints Markdown (pasted into docs/statistics.md) and one PASS/FAIL line per
 * cell: the rate must not exceed α by more than 3 Monte Carlo standard errors.
 */
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_BENCH_OPTIONS,
  compareAgents,
  mcnemar,
  type AgentSummary,
  type TaskSummary,
} from '../src/core/bench/index.js';
import { pct, table } from './study/format.js';
import { Uniform } from './study/rng.js';

const REPS = Math.max(500, Number(process.env.PAIRED_REPS ?? 4000));
const ALPHA = 1 - DEFAULT_BENCH_OPTIONS.confidence;
const TASKS = [10, 20, 50, 100] as const;
const RUNS = [1, 3, 5] as const;
type Population = 'homogeneous' | 'heterogeneous';
const POPULATIONS: readonly Population[] = ['homogeneous', 'heterogeneous'];
const started = performance.now();

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
  // Only what compareAgents reads is filled in with care: the agent, the benchmark and perTask.
  return {
    agent: { name, kind: 'module', source: name },
    benchmark: { name: 'study', digest: 'study' },
    perTask,
  } as unknown as AgentSummary;
}

function probabilities(rng: Uniform, population: Population, tasks: number): number[] {
  return Array.from({ length: tasks }, () =>
    population === 'homogeneous' ? 0.5 : 0.05 + 0.9 * rng.next(),
  );
}

function draw(rng: Uniform, p: readonly number[], runs: number): number[] {
  return p.map((pi) => {
    let c = 0;
    for (let r = 0; r < runs; r++) if (rng.bernoulli(pi)) c++;
    return c;
  });
}

interface Cell {
  readonly called: number;
  readonly exactCalled: number;
}

function cell(
  agents: number,
  population: Population,
  tasks: number,
  runs: number,
  seed: number,
): Cell {
  const rng = new Uniform(seed);
  let called = 0;
  let exactCalled = 0;
  for (let rep = 0; rep < REPS; rep++) {
    const p = probabilities(rng, population, tasks);
    const summaries = Array.from({ length: agents }, (_, i) =>
      summary(String.fromCharCode(65 + i), draw(rng, p, runs), runs),
    );
    const c = compareAgents(summaries, { ...DEFAULT_BENCH_OPTIONS, seed: rep + 1 });
    if (c.pairs.some((x) => x.verdict !== 'no-detectable-difference')) called++;
    const first = c.pairs[0];
    if (runs === 1 && first?.mcnemar) {
      if (mcnemar(first.mcnemar.b, first.mcnemar.c).exactP < ALPHA) exactCalled++;
    }
  }
  return { called, exactCalled };
}

const mcse = (rate: number): number => Math.sqrt((rate * (1 - rate)) / REPS);
const out: string[] = [];
const verdicts: string[] = [];
let failures = 0;

function check(label: string, rate: number): void {
  const limit = ALPHA + 3 * Math.sqrt((ALPHA * (1 - ALPHA)) / REPS);
  const ok = rate <= limit;
  if (!ok) failures++;
  verdicts.push(
    `- ${ok ? 'PASS' : 'FAIL'} ${label}: ${pct(rate)}% ≤ ${pct(limit)}% (α + 3 MC s.e.)`,
  );
}

out.push(
  `### False-positive rate of the paired test, two identical agents (${REPS.toLocaleString('en')} seeded replicates per cell, α = ${pct(ALPHA)}%)`,
  '',
);
const rows: string[][] = [];
let seed = 1;
for (const population of POPULATIONS) {
  for (const runs of RUNS) {
    const row = [population, String(runs), runs === 1 ? 'McNemar mid-p' : 'sign-flip permutation'];
    for (const tasks of TASKS) {
      const c = cell(2, population, tasks, runs, seed++);
      const rate = c.called / REPS;
      const shown = `${pct(rate)} ± ${pct(mcse(rate))}`;
      row.push(runs === 1 ? `${shown} (exact p: ${pct(c.exactCalled / REPS)})` : shown);
      check(`2 agents, ${population}, ${tasks} tasks × ${runs} run(s)`, rate);
    }
    rows.push(row);
  }
}
out.push(table(['population', 'runs', 'test', ...TASKS.map((t) => `${t} tasks (%)`)], rows));

out.push(
  '',
  `### Family-wise false-positive rate, three identical agents, Holm over 3 pairs (${REPS.toLocaleString('en')} replicates per cell)`,
  '',
);
const fwRows: string[][] = [];
for (const runs of [1, 3] as const) {
  const row = ['heterogeneous', String(runs)];
  for (const tasks of TASKS) {
    const c = cell(3, 'heterogeneous', tasks, runs, seed++);
    const rate = c.called / REPS;
    row.push(`${pct(rate)} ± ${pct(mcse(rate))}`);
    check(`3 agents (any pair), heterogeneous, ${tasks} tasks × ${runs} run(s)`, rate);
  }
  fwRows.push(row);
}
out.push(table(['population', 'runs', ...TASKS.map((t) => `${t} tasks (%)`)], fwRows));

console.log(out.join('\n'));
console.log(`\n${verdicts.join('\n')}`);
console.log(
  `\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} cell(s) above the nominal level; computed in ${((performance.now() - started) / 1000).toFixed(1)} s (node ${process.version}).`,
);
process.exitCode = failures === 0 ? 0 : 1;
