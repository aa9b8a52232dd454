/**
 * The certification study: for each method (wilson, exact), allocation (per
 * input, random) and stopping rule (fixed endpoint, early rejection, the
 * declared sequential plan, curtailment), the probability of each call and the
 * mean calls, for homogeneous and adversarially heterogeneous agents at mean
 * pairwise disagreement q̄ ∈ {0, 1, 3, 4, 5, 6, 10, 20, 40}% and n ∈ {1, 6, 20,
 * 100} inputs, at ε = 5% and α/2 = 2.5% per direction. All of it exact (a DP
 * over the looks, bench/study/model.ts), checked against a seeded Monte Carlo of
 * the product's own decision functions on a handful of cells; then the relation
 * test against the noise by Monte Carlo (bench/study/relations.ts).
 *
 *   npm run bench -- certification
 *
 * Prints Markdown (pasted into docs/statistics.md) and one PASS/FAIL line per
 * target of the issue; exits non-zero when any fails.
 */
import { performance } from 'node:perf_hooks';
import type { Method } from '../src/core/stats/index.js';
import { calls, cell, pct, rate, table, undecided } from './study/format.js';
import {
  EPSILON,
  HALF_ALPHA,
  INPUT_COUNTS,
  RATES,
  agreement,
  designName,
  exactOutcome,
  layout,
  makeAgent,
  simulate,
  type Design,
  type Layout,
  type Outcome,
  type Spread,
} from './study/model.js';
import { simulateRelation, type Effect, type RelationAgent } from './study/relations.js';

const RUNS = Math.max(20_000, Number(process.env.CERTIFICATION_RUNS ?? 20_000));
const started = performance.now();
const out: string[] = [];
const print = (s = ''): void => {
  out.push(s);
};

const METHODS: readonly Method[] = ['wilson', 'exact'];
const SPREADS: readonly Spread[] = ['homogeneous', 'heterogeneous'];

// ---------------------------------------------------------------------------
// Exact outcomes of every cell.

const layouts = new Map<string, Layout>();
function layoutOf(d: Design, n: number): Layout {
  const key = `${designName(d)}|${n}`;
  let l = layouts.get(key);
  if (l === undefined) {
    l = layout(d, n);
    layouts.set(key, l);
  }
  return l;
}

const results = new Map<string, Outcome>();
function outcome(d: Design, n: number, spread: Spread, q: number): Outcome {
  const key = `${designName(d)}|${n}|${spread}|${q}`;
  let o = results.get(key);
  if (o === undefined) {
    o = exactOutcome(layoutOf(d, n), makeAgent(spread, n, q));
    results.set(key, o);
  }
  return o;
}

const perInput = (method: Method, stopping: Design['stopping']): Design => ({
  method,
  allocation: 'per-input',
  stopping,
});
const random = (method: Method, stopping: Design['stopping']): Design => ({
  method,
  allocation: 'random',
  stopping,
});
const SEQUENTIAL: Design = { method: null, allocation: 'per-input', stopping: 'sequential' };

const STOPPING_TITLE: Record<Design['stopping'], string> = {
  fixed: 'fixed endpoint',
  'early-rejection': 'early rejection (mixture test)',
  sequential: 'declared sequential plan',
  curtail: 'curtailment',
};

/** Columns of a per-input table: n = 1 once (both spreads are the same agent), then both spreads. */
const COLUMNS: readonly { n: number; spread: Spread }[] = INPUT_COUNTS.flatMap((n) =>
  n === 1 ? [{ n, spread: 'homogeneous' as const }] : SPREADS.map((spread) => ({ n, spread })),
);

function perInputTable(d: Design): string {
  const header = [
    'q̄',
    ...COLUMNS.map(({ n, spread }) => {
      const l = layoutOf(d, n);
      const shape = `k = ${l.repeats}, ${l.endpoint} pairs`;
      return n === 1
        ? `n = 1 (${shape})`
        : `n = ${n}, ${spread === 'homogeneous' ? 'homog.' : 'heterog.'} (${shape})`;
    }),
  ];
  const rows = RATES.map((q) => [
    q === EPSILON ? `**${rate(q)} = ε**` : rate(q),
    ...COLUMNS.map(({ n, spread }) => cell(outcome(d, n, spread, q))),
  ]);
  return table(header, rows);
}

function randomTable(stopping: Design['stopping']): string {
  const header = ['q̄'];
  for (const m of METHODS) {
    const endpoint = layoutOf(random(m, stopping), 1).endpoint;
    header.push(`${m} (${endpoint} pairs): D`, 'S', 'U', 'calls');
  }
  const rows = RATES.map((q) => {
    const row = [q === EPSILON ? `**${rate(q)} = ε**` : rate(q)];
    for (const m of METHODS) {
      const o = outcome(random(m, stopping), 100, 'homogeneous', q);
      row.push(pct(o.deterministic), pct(o.stochastic), undecided(o), calls(o.calls));
    }
    return row;
  });
  return table(header, rows);
}

// ---------------------------------------------------------------------------
// Tables.

print('Cells are P(deterministic) / P(stochastic) / P(undecided) in percent, then · the mean');
print('number of calls (two per pair). ε = 5%, α/2 = 2.5% per direction. Exact: a dynamic');
print('programme over the looks with the flip count as state (Poisson-binomial between looks).');
print('"homog.": every input flips with q̄; "heterog.": q̄ concentrated on ⌈2nq̄⌉ inputs at');
print('nq̄/⌈2nq̄⌉ (≤ 0.5), the rest never flipping (with one input the two are the same agent).');
print();
print('### Per-input allocation (k repeats per input from the plan)');
for (const m of METHODS) {
  for (const stopping of ['fixed', 'early-rejection', 'curtail'] as const) {
    print();
    const why: Record<typeof stopping, string> = {
      fixed: '',
      'early-rejection':
        ' (looks after whole rounds only; never rejected: the endpoint certifies by the method or is undecided)',
      curtail:
        ' (pairs read input by input, the flipping inputs last; a curtailed run is incomplete, counted as undecided)',
    };
    print(`**${m}, per-input, ${STOPPING_TITLE[stopping]}**${why[stopping]}`);
    print();
    print(perInputTable(perInput(m, stopping)));
  }
}
print();
print('**Declared sequential plan, per-input** (checkpoints at whole rounds; planSequential)');
print();
print(perInputTable(SEQUENTIAL));
print();
print('### Random allocation (each pair’s input drawn uniformly with a recorded seed)');
print();
print('Each pair flips with probability q̄ exactly, whatever the spread over inputs, so one row');
print(
  'serves n = 1, 6, 20 and 100, homogeneous and heterogeneous (the Monte Carlo below draws the',
);
print('inputs with allocationDraws on heterogeneous agents and agrees). D / S / U in percent.');
for (const stopping of ['fixed', 'early-rejection', 'curtail'] as const) {
  print();
  print(
    `**Random allocation, ${STOPPING_TITLE[stopping]}**${stopping === 'early-rejection' ? ' (a look after every pair)' : ''}`,
  );
  print();
  print(randomTable(stopping));
}

// ---------------------------------------------------------------------------
// Monte Carlo cross-check of the DP.

interface Check {
  readonly design: Design;
  readonly n: number;
  readonly spread: Spread;
  readonly q: number;
}
const CHECKS: readonly Check[] = [
  { design: perInput('exact', 'fixed'), n: 20, spread: 'heterogeneous', q: 0.05 },
  { design: perInput('exact', 'early-rejection'), n: 6, spread: 'heterogeneous', q: 0.05 },
  { design: perInput('exact', 'early-rejection'), n: 20, spread: 'homogeneous', q: 0.4 },
  { design: perInput('wilson', 'early-rejection'), n: 6, spread: 'homogeneous', q: 0.06 },
  { design: perInput('exact', 'early-rejection'), n: 100, spread: 'heterogeneous', q: 0.1 },
  { design: perInput('exact', 'curtail'), n: 6, spread: 'heterogeneous', q: 0.03 },
  { design: perInput('wilson', 'curtail'), n: 20, spread: 'homogeneous', q: 0.04 },
  { design: SEQUENTIAL, n: 20, spread: 'heterogeneous', q: 0.06 },
  { design: SEQUENTIAL, n: 1, spread: 'homogeneous', q: 0.1 },
  { design: random('exact', 'fixed'), n: 100, spread: 'heterogeneous', q: 0.05 },
  { design: random('exact', 'fixed'), n: 20, spread: 'heterogeneous', q: 0.01 },
  { design: random('exact', 'early-rejection'), n: 100, spread: 'heterogeneous', q: 0.01 },
  { design: random('wilson', 'fixed'), n: 20, spread: 'heterogeneous', q: 0.05 },
  { design: random('exact', 'early-rejection'), n: 100, spread: 'heterogeneous', q: 0.05 },
  { design: random('exact', 'early-rejection'), n: 6, spread: 'heterogeneous', q: 0.4 },
  { design: random('exact', 'early-rejection'), n: 20, spread: 'heterogeneous', q: 0.2 },
  { design: random('wilson', 'curtail'), n: 100, spread: 'heterogeneous', q: 0.1 },
];

print();
print(
  `### Monte Carlo check of the exact tables (${RUNS.toLocaleString('en')} seeded runs per cell)`,
);
print();
print('Each run replays the design pair by pair through the product’s functions (callBy,');
print('decideEarlyRejection, decideSequentially, Curtailer, allocationDraws); "largest z" is the');
print(
  'largest standardised difference over the outcome rates and the mean calls. The random-allocation',
);
print('rows use heterogeneous agents and agree with the one exact row that serves every spread.');
print();
let worstZ = 0;
const checkRows = CHECKS.map((c, index) => {
  const l = layoutOf(c.design, c.n);
  const agent = makeAgent(c.spread, c.n, c.q);
  const exact = outcome(c.design, c.n, c.spread, c.q);
  const sim = simulate(l, agent, RUNS, 1000 + index);
  const z = agreement(exact, sim);
  worstZ = Math.max(worstZ, z);
  return [
    designName(c.design),
    String(c.n),
    c.spread,
    rate(c.q),
    cell(exact),
    cell(sim),
    z.toFixed(2),
  ];
});
print(table(['design', 'n', 'agent', 'q̄', 'exact', 'Monte Carlo', 'largest z'], checkRows));

// ---------------------------------------------------------------------------
// Relations against noise.

const EFFECTS: readonly { effect: Effect; label: string }[] = [
  { effect: null, label: 'none (noise only): false violations' },
  { effect: 0.2, label: 'flips the decision with r = 0.2' },
  { effect: 0.5, label: 'r = 0.5' },
  { effect: 1, label: 'r = 1' },
  { effect: 'always', label: 'case-sensitive: changes every decision' },
];
const AGENTS: readonly { agent: RelationAgent; label: string }[] = [
  { agent: 'half-random', label: 'half the inputs a coin-flip between two routes' },
  { agent: 'deterministic', label: 'deterministic (every input one route)' },
];
const RELATION_INPUTS = [6, 20] as const;

print();
print(`### Relations judged against the noise (${RUNS.toLocaleString('en')} seeded runs per cell)`);
print();
print('One follow-up call per input, compared with the input’s first meter observation; the meter');
print('has k repeats per input (exact plan: k = 24 at n = 6, 8 at n = 20). "Stratified" is the');
print('product’s rule (no meter flips: any disagreement is a violation; otherwise the stratified');
print(
  'exact test at 2.5%); "any" is the old rule, every disagreement a violation. P("violated") in %.',
);
print();
let worstNull = { rate: 0, se: 0, where: '' };
const relationRows: string[][] = [];
let seed = 50_000;
for (const { agent, label } of AGENTS) {
  for (const { effect, label: effectLabel } of EFFECTS) {
    const row = [label, effectLabel];
    for (const n of RELATION_INPUTS) {
      const r = simulateRelation(agent, effect, n, RUNS, seed++);
      row.push(pct(r.violated), pct(r.anyViolation));
      if (effect === null) {
        const se = Math.sqrt((r.violated * (1 - r.violated)) / RUNS);
        if (r.violated - 3 * se > worstNull.rate - 3 * worstNull.se)
          worstNull = { rate: r.violated, se, where: `${agent}, n = ${n}` };
      }
    }
    relationRows.push(row);
  }
}
print(
  table(
    ['agent', 'relation', 'n = 6: stratified', 'n = 6: any', 'n = 20: stratified', 'n = 20: any'],
    relationRows,
  ),
);

// ---------------------------------------------------------------------------
// Targets.

interface Worst {
  value: number;
  where: string;
}
const worst = (): Worst => ({ value: Number.NEGATIVE_INFINITY, where: '' });
const note = (w: Worst, value: number, where: string): void => {
  if (value > w.value) {
    w.value = value;
    w.where = where;
  }
};

const exactDesigns: Design[] = [
  ...(['fixed', 'early-rejection', 'curtail'] as const).map((s) => perInput('exact', s)),
  ...(['fixed', 'early-rejection', 'curtail'] as const).map((s) => random('exact', s)),
];
const wilsonDesigns: Design[] = exactDesigns.map((d) => ({ ...d, method: 'wilson' }));
const TOLERANCE = 1e-12;

function errorsAtEpsilon(designs: readonly Design[]): { det: Worst; sto: Worst } {
  const det = worst();
  const sto = worst();
  for (const d of designs) {
    for (const n of INPUT_COUNTS) {
      for (const spread of SPREADS) {
        const o = outcome(d, n, spread, EPSILON);
        const where =
          d.allocation === 'random'
            ? `${designName(d)}, any n and agent`
            : `${designName(d)}, n = ${n}, ${spread}`;
        note(det, o.deterministic, where);
        note(sto, o.stochastic, where);
      }
    }
  }
  return { det, sto };
}

const lines: string[] = [];
let failures = 0;
const verdict = (ok: boolean, text: string): void => {
  if (!ok) failures++;
  lines.push(`- ${ok ? 'PASS' : 'FAIL'} ${text}`);
};
const info = (text: string): void => {
  lines.push(`- INFO ${text}`);
};

const exactErrors = errorsAtEpsilon(exactDesigns);
verdict(
  exactErrors.det.value <= HALF_ALPHA + TOLERANCE,
  `exact: false certification P(deterministic | q̄ = ε) ≤ 2.5% in every cell — worst ${pct(exactErrors.det.value)}% (${exactErrors.det.where})`,
);
verdict(
  exactErrors.sto.value <= HALF_ALPHA + TOLERANCE,
  `exact: false alarm P(stochastic | q̄ = ε) ≤ 2.5% in every cell — worst ${pct(exactErrors.sto.value)}% (${exactErrors.sto.where})`,
);
const wilsonErrors = errorsAtEpsilon(wilsonDesigns);
info(
  `wilson beside it: worst P(deterministic | ε) ${pct(wilsonErrors.det.value)}% (${wilsonErrors.det.where}); worst P(stochastic | ε) ${pct(wilsonErrors.sto.value)}% (${wilsonErrors.sto.where})`,
);

let certifiesQuiet = true;
const quietCalls = new Set<string>();
for (const stopping of ['fixed', 'early-rejection', 'curtail'] as const) {
  for (const n of INPUT_COUNTS) {
    for (const spread of SPREADS) {
      const o = outcome(random('exact', stopping), n, spread, 0);
      if (Math.abs(o.deterministic - 1) > TOLERANCE || Math.abs(o.calls - 144) > 1e-9)
        certifiesQuiet = false;
      quietCalls.add(`${calls(o.calls)} calls at P(deterministic) ${pct(o.deterministic)}%`);
    }
  }
}
verdict(
  certifiesQuiet,
  `random allocation (exact) certifies a perfectly repeatable agent in 144 calls at n = 1, 6, 20 and 100 (fixed, early rejection, curtailment): ${[...quietCalls].join('; ')}`,
);

const fast = worst();
const fastSeen = new Set<string>();
for (const n of [1, 6, 20]) {
  for (const spread of SPREADS) {
    const o = outcome(random('exact', 'early-rejection'), n, spread, 0.4);
    note(fast, o.calls, `n = ${n}, ${spread}`);
    fastSeen.add(`${calls(o.calls)} calls, P(stochastic) ${pct(o.stochastic)}%`);
  }
}
verdict(
  fast.value <= 25,
  `early rejection (random allocation, exact) calls a q̄ = 40% agent stochastic in ≤ 25 calls on average for n ≤ 20: ${[...fastSeen].join('; ')} at n = 1, 6 and 20, both agents`,
);
const erErrors = errorsAtEpsilon([
  perInput('exact', 'early-rejection'),
  random('exact', 'early-rejection'),
]);
verdict(
  erErrors.sto.value <= HALF_ALPHA + TOLERANCE,
  `early rejection: P(stochastic | q̄ = ε) ≤ 2.5% — worst ${pct(erErrors.sto.value)}% (${erErrors.sto.where})`,
);
const perInputFast = [1, 6, 20].map(
  (n) =>
    `n = ${n}: ${calls(outcome(perInput('exact', 'early-rejection'), n, 'homogeneous', 0.4).calls)}`,
);
info(
  `per-input early rejection at q̄ = 40% (exact, homogeneous; looks only after whole rounds of n pairs): ${perInputFast.join(', ')} calls`,
);

const seqErrors = errorsAtEpsilon([SEQUENTIAL]);
verdict(
  seqErrors.det.value <= HALF_ALPHA + TOLERANCE && seqErrors.sto.value <= HALF_ALPHA + TOLERANCE,
  `declared sequential plan: both error rates ≤ 2.5% at q̄ = ε — worst P(deterministic) ${pct(seqErrors.det.value)}%, P(stochastic) ${pct(seqErrors.sto.value)}%`,
);
verdict(
  worstZ <= 4,
  `the exact tables agree with the Monte Carlo of the product's functions: largest |z| ${worstZ.toFixed(2)} (≤ 4)`,
);
verdict(
  worstNull.rate - 3 * worstNull.se <= HALF_ALPHA,
  `relations: false violations of the stratified test ≤ 2.5% within Monte Carlo error — worst ${pct(worstNull.rate)}% ± ${pct(worstNull.se)} (${worstNull.where})`,
);

print();
print('### Targets');
print();
for (const line of lines) print(line);

console.log(out.join('\n'));
console.log(
  `\n${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} target(s) failed; computed in ${((performance.now() - started) / 1000).toFixed(1)} s (node ${process.version}).`,
);
process.exitCode = failures === 0 ? 0 : 1;
