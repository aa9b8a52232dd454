/**
 * Hand-made BenchReports for the bench renderers. The statistics that fill a real
 * report are written elsewhere (src/core/bench); these fixtures derive counts, pass
 * rates, consistency, pass^k and pass@k from the attempts they list, and give the
 * intervals and tests plausible values by simple normal approximations, so every
 * report is internally coherent. The lead can swap in reports computed from the
 * bundled benchmark without touching the renderers' tests' structure.
 */
import type {
  AgentRef,
  AgentSummary,
  Attempt,
  BenchFinding,
  BenchOptions,
  BenchReport,
  BenchTask,
  BenchVerdict,
  KCurvePoint,
  PairComparison,
  TaskSummary,
} from '../../../src/core/bench/types.js';

const Z = 1.959963984540054;

/** One attempt as written in a fixture: P(ass), F(ail) or E(rror), with its output. */
export interface AttemptSpec {
  readonly o: 'P' | 'F' | 'E';
  readonly out?: string;
  readonly ms?: number;
  readonly error?: string;
}

export interface AgentSpec {
  readonly ref: AgentRef;
  /** Per task id, its attempts in run order. */
  readonly tasks: Readonly<Record<string, readonly AttemptSpec[]>>;
}

const OPTIONS: BenchOptions = { confidence: 0.95, seed: 1, resamples: 2000, epsilon: 0.05 };

const clamp = (x: number) => Math.min(1, Math.max(0, x));
/** Six decimals: what a fixture's derived figures are rounded to (stable bytes). */
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

function wilson(x: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = x / n;
  const d = 1 + (Z * Z) / n;
  const c = (p + (Z * Z) / (2 * n)) / d;
  const h = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / d;
  return { low: r6(clamp(c - h)), high: r6(clamp(c + h)) };
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}

function seOf(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  const v = xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
  return Math.sqrt(v / xs.length);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return out;
}

/** Normal two-sided p-value (Abramowitz–Stegun 7.1.26 for erf). */
function normalP(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return r6(clamp(1 - y));
}

function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] ?? null;
}

function attemptsOf(spec: AgentSpec, tasks: readonly BenchTask[]): Attempt[] {
  const out: Attempt[] = [];
  for (const t of tasks) {
    (spec.tasks[t.id] ?? []).forEach((a, i) => {
      out.push({
        task: t.id,
        run: i + 1,
        outcome: a.o === 'P' ? 'pass' : a.o === 'F' ? 'fail' : 'error',
        ...(a.o !== 'E' && a.out !== undefined ? { output: a.out } : {}),
        ...(a.o === 'E' ? { error: a.error ?? 'no valid output' } : {}),
        ...(a.ms !== undefined ? { ms: a.ms } : {}),
      });
    });
  }
  return out;
}

function curve(perTask: readonly (readonly number[])[], kMax: number, at: boolean): KCurvePoint[] {
  const points: KCurvePoint[] = [];
  for (let k = 1; k <= kMax; k++) {
    const values = perTask
      .filter(([n]) => (n as number) >= k)
      .map(([n, c]) => {
        const nn = n as number;
        const cc = c as number;
        return at ? 1 - choose(nn - cc, k) / choose(nn, k) : choose(cc, k) / choose(nn, k);
      });
    const m = mean(values);
    const se = seOf(values);
    points.push({
      k,
      value: r6(m),
      low: r6(clamp(m - Z * se)),
      high: r6(clamp(m + Z * se)),
    });
  }
  return points;
}

/** One agent's summary, derived from its attempts as the contract describes. */
export function summarize(
  spec: AgentSpec,
  benchmark: { name: string; digest: string; tasks: readonly BenchTask[] },
  k?: number,
): { summary: AgentSummary; attempts: Attempt[] } {
  const attempts = attemptsOf(spec, benchmark.tasks);
  const perTaskScored: [number, number][] = [];
  const taskReliability: number[] = [];
  let minScored = Infinity;
  const consistencies: number[] = [];
  const perTask: TaskSummary[] = [];
  for (const t of benchmark.tasks) {
    const mine = attempts.filter((a) => a.task === t.id);
    const passes = mine.filter((a) => a.outcome === 'pass').length;
    const fails = mine.filter((a) => a.outcome === 'fail').length;
    const errors = mine.filter((a) => a.outcome === 'error').length;
    const scored = passes + fails;
    minScored = Math.min(minScored, scored);
    perTaskScored.push([scored, passes]);
    if (mine.length > 0) taskReliability.push(passes / mine.length);
    const counts = new Map<string, number>();
    for (const a of mine)
      if (a.outcome !== 'error' && a.output !== undefined)
        counts.set(a.output, (counts.get(a.output) ?? 0) + 1);
    let top: string | null = null;
    let topCount = 0;
    for (const [o, c] of counts)
      if (c > topCount) {
        top = o;
        topCount = c;
      }
    const valid = [...counts.values()].reduce((s, c) => s + c, 0);
    const consistency = valid === 0 ? null : r6(topCount / valid);
    if (consistency !== null) consistencies.push(consistency);
    perTask.push({
      id: t.id,
      name: t.name,
      category: t.category,
      attempts: mine.length,
      passes,
      fails,
      errors,
      passRate: scored === 0 ? null : r6(passes / scored),
      consistency,
      topOutput: top,
      passHatK: null,
      passAtK: null,
    });
  }
  const kMax = Number.isFinite(minScored) ? Math.max(1, minScored) : 1;
  const kk = Math.min(k ?? kMax, kMax);
  const withK = perTask.map((t, i) => {
    const [n, c] = perTaskScored[i] as [number, number];
    if (n < kk) return t;
    return {
      ...t,
      passHatK: r6(choose(c, kk) / choose(n, kk)),
      passAtK: r6(1 - choose(n - c, kk) / choose(n, kk)),
    };
  });
  const passed = attempts.filter((a) => a.outcome === 'pass').length;
  const failed = attempts.filter((a) => a.outcome === 'fail').length;
  const errored = attempts.filter((a) => a.outcome === 'error').length;
  const total = attempts.length;
  const rel = total === 0 ? 0 : passed / total;
  const se = seOf(taskReliability);
  const ms = attempts
    .map((a) => a.ms)
    .filter((x): x is number => x !== undefined)
    .sort((x, y) => x - y);
  const decisionTasks = benchmark.tasks.filter((t) => t.decision === true);
  let decisions: AgentSummary['decisions'] = null;
  if (decisionTasks.length > 0) {
    let pairs = 0;
    let flips = 0;
    for (const t of decisionTasks) {
      const outs = attempts
        .filter((a) => a.task === t.id && a.outcome !== 'error' && a.output !== undefined)
        .map((a) => (a.output as string).trim());
      for (let i = 0; i + 1 < outs.length; i += 2) {
        pairs++;
        if (outs[i] !== outs[i + 1]) flips++;
      }
    }
    const ci = wilson(flips, pairs);
    decisions = {
      tasks: decisionTasks.length,
      pairs,
      flips,
      flipRate: pairs === 0 ? 0 : r6(flips / pairs),
      ciLow: ci.low,
      ciHigh: ci.high,
      call: ci.high < 0.05 ? 'deterministic' : ci.low > 0.05 ? 'stochastic' : 'undecided',
    };
  }
  const summary: AgentSummary = {
    agent: spec.ref,
    benchmark: { name: benchmark.name, digest: benchmark.digest },
    tasks: benchmark.tasks.length,
    attempts: total,
    passed,
    failed,
    errored,
    reliability: {
      value: r6(rel),
      wilson: wilson(passed, total),
      cluster: {
        low: r6(clamp(mean(taskReliability) - Z * se)),
        high: r6(clamp(mean(taskReliability) + Z * se)),
        se: r6(se),
      },
    },
    errorRate: total === 0 ? 0 : r6(errored / total),
    consistency: consistencies.length === 0 ? null : r6(mean(consistencies)),
    latency: {
      count: ms.length,
      p50: quantile(ms, 0.5),
      p95: quantile(ms, 0.95),
      min: ms[0] ?? null,
      max: ms[ms.length - 1] ?? null,
    },
    k: kk,
    passHatK: curve(perTaskScored, kMax, false),
    passAtK: curve(perTaskScored, kMax, true),
    decisions,
    perTask: withK,
    complete: true,
  };
  return { summary, attempts };
}

/** Exact McNemar on discordant counts b, c: two-sided exact p and mid-p. */
function mcnemar(b: number, c: number): { exactP: number; midP: number } {
  const n = b + c;
  if (n === 0) return { exactP: 1, midP: 1 };
  const lo = Math.min(b, c);
  let below = 0;
  for (let i = 0; i < lo; i++) below += choose(n, i) / 2 ** n;
  const at = choose(n, lo) / 2 ** n;
  return { exactP: r6(Math.min(1, 2 * (below + at))), midP: r6(Math.min(1, 2 * (below + at / 2))) };
}

/** Pairs every two agents on task id, with Holm-adjusted p-values over all pairs. */
export function pairUp(
  summaries: readonly AgentSummary[],
  runs: number,
  alpha = 0.05,
): PairComparison[] {
  const raw: Omit<PairComparison, 'pAdjusted' | 'verdict'>[] = [];
  for (let i = 0; i < summaries.length; i++)
    for (let j = i + 1; j < summaries.length; j++) {
      const A = summaries[i] as AgentSummary;
      const B = summaries[j] as AgentSummary;
      const diffs: number[] = [];
      let b = 0;
      let c = 0;
      let dropped = 0;
      for (const ta of A.perTask) {
        const tb = B.perTask.find((t) => t.id === ta.id);
        if (tb === undefined || ta.passRate === null || tb.passRate === null) {
          dropped++;
          continue;
        }
        diffs.push(ta.passRate - tb.passRate);
        if (ta.passRate === 1 && tb.passRate === 0) b++;
        if (ta.passRate === 0 && tb.passRate === 1) c++;
      }
      const m = mean(diffs);
      const se = seOf(diffs);
      const one = runs === 1 ? mcnemar(b, c) : null;
      const p = one !== null ? one.midP : se === 0 ? (m === 0 ? 1 : 0) : normalP(m / se);
      const n = Math.max(1, diffs.length);
      raw.push({
        a: A.agent.name,
        b: B.agent.name,
        pairedTasks: diffs.length,
        droppedTasks: dropped,
        meanDifference: r6(m),
        se: r6(se),
        interval: { low: r6(Math.max(-1, m - Z * se)), high: r6(Math.min(1, m + Z * se)) },
        mcnemar: one === null ? null : { b, c, ...one },
        newcombe:
          runs === 1
            ? {
                low: r6(Math.max(-1, m - Z * Math.max(se, 0.5 / Math.sqrt(n)))),
                high: r6(Math.min(1, m + Z * Math.max(se, 0.5 / Math.sqrt(n)))),
              }
            : null,
        p,
        minimumDetectable: r6(Math.min(1, 2.8 * Math.max(se, 0.35 / Math.sqrt(n)))),
        reachable: diffs.length >= (runs === 1 ? 5 : 6),
      });
    }
  // Holm: sort ascending, multiply by (m − rank), running max, cap at 1.
  const order = raw.map((r, i) => ({ p: r.p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array<number>(raw.length).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (raw.length - rank) * p));
    adjusted[i] = r6(running);
  });
  return raw.map((r, i) => {
    const pAdjusted = adjusted[i] as number;
    return {
      ...r,
      pAdjusted,
      verdict:
        pAdjusted >= alpha
          ? 'no-detectable-difference'
          : r.meanDifference > 0
            ? 'a-better'
            : 'b-better',
    };
  });
}

export interface ReportSpec {
  readonly command: 'test' | 'compare';
  readonly benchmark: { name: string; digest: string; tasks: readonly BenchTask[] };
  readonly runs: number;
  readonly agents: readonly AgentSpec[];
  readonly options?: Partial<BenchOptions>;
  readonly tieGroups?: readonly (readonly string[])[];
  readonly toDetect?: BenchReport['comparison']['toDetect'];
  readonly verdict: BenchVerdict;
  readonly k?: number;
}

export function buildReport(spec: ReportSpec): BenchReport {
  const built = spec.agents.map((a) => summarize(a, spec.benchmark, spec.k));
  const summaries = built.map((b) => b.summary);
  const options: BenchOptions = { ...OPTIONS, ...spec.options };
  const alpha = r6(1 - options.confidence);
  const pairs = spec.command === 'compare' ? pairUp(summaries, spec.runs, alpha) : [];
  const attempts: Record<string, readonly Attempt[]> = {};
  built.forEach((b) => (attempts[b.summary.agent.name] = b.attempts));
  return {
    command: spec.command,
    benchmark: spec.benchmark,
    runs: spec.runs,
    options,
    comparison: {
      agents: summaries,
      pairs,
      tieGroups: spec.tieGroups ?? summaries.map((s) => [s.agent.name]),
      alpha,
      toDetect: spec.toDetect ?? null,
    },
    verdict: spec.verdict,
    evidenceDigest: `e3b0c44298fc1c149afbf4c8996fb924${spec.benchmark.digest.slice(0, 32)}`,
    attempts,
  };
}

// ---------------------------------------------------------------------------
// The general benchmark: 12 tasks, one of them a decision.

const DIGEST = '9f2c4e1a7b3d5f60812a4c6e8b0d2f41a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3';

export const GENERAL_TASKS: readonly BenchTask[] = [
  task(
    'arith-add',
    'Add two numbers',
    'math',
    'What is 17 + 25? Answer with the number only.',
    'exact_match',
    '42',
  ),
  task(
    'arith-mul',
    'Multiply two numbers',
    'math',
    'What is 12 × 11? Answer with the number only.',
    'exact_match',
    '132',
  ),
  task(
    'capital-fr',
    'Capital of France',
    'geography',
    'What is the capital of France?',
    'contains',
    'Paris',
  ),
  task(
    'capital-au',
    'Capital of Australia',
    'geography',
    'What is the capital of Australia?',
    'contains',
    'Canberra',
  ),
  task(
    'json-name',
    'Extract a name as JSON',
    'format',
    'Return JSON {"name": …} for: "Ada Lovelace wrote the first program."',
    'regex',
    '"name"\\s*:\\s*"Ada Lovelace"',
  ),
  task(
    'iso-date',
    'ISO date',
    'format',
    'Write 3 March 2024 as an ISO 8601 date.',
    'exact_match',
    '2024-03-03',
  ),
  task(
    'km-to-m',
    'Kilometres to metres',
    'math',
    'How many metres are 2.5 km? Number only.',
    'exact_match',
    '2500',
  ),
  task(
    'reverse-word',
    'Reverse a word',
    'text',
    'Reverse the word "stressed".',
    'exact_match',
    'desserts',
  ),
  task(
    'count-r',
    "Count the r's",
    'text',
    'How many times does the letter r occur in "strawberry"? Number only.',
    'exact_match',
    '3',
  ),
  task(
    'sentiment',
    'Sentiment of a review',
    'classification',
    'Is "I love it" positive or negative? One word.',
    'exact_match',
    'positive',
  ),
  {
    ...task(
      'route-refund',
      'Route a late-order refund',
      'decision',
      'A customer asks for a refund on an order that arrived 12 days late. Answer with one of: refund, escalate, reject.',
      'exact_match',
      'refund',
    ),
    decision: true,
  },
  task(
    'summary-5',
    'Summarise in five words',
    'text',
    'Summarise "The meeting moved from Monday to Wednesday" in at most five words.',
    'regex',
    '^(\\S+\\s*){1,5}$',
  ),
];

function task(
  id: string,
  name: string,
  category: string | null,
  prompt: string,
  type: 'exact_match' | 'contains' | 'regex',
  expected: string,
): BenchTask {
  return { id, name, category, prompt, evaluation: { type, expected } };
}

export const GENERAL = { name: 'general', digest: DIGEST, tasks: GENERAL_TASKS };

/** Deterministic latencies: a base plus a spread that depends on the position only. */
function ms(base: number, i: number): number {
  return base + ((i * 7919) % 613);
}

function runsOf(codes: string, outs: readonly string[], base: number, seed: number): AttemptSpec[] {
  return [...codes].map((o, i) => ({
    o: o as 'P' | 'F' | 'E',
    ...(o === 'E'
      ? { error: 'timeout: no answer within 30000 ms' }
      : { out: outs[i] ?? outs[0] ?? '' }),
    ms: o === 'E' ? 30000 : ms(base, seed * 3 + i),
  }));
}

const ROUTER_V2: AgentSpec = {
  ref: { name: 'router-v2', kind: 'module', source: 'agents/router-v2.mjs' },
  tasks: {
    'arith-add': runsOf('PPP', ['42'], 420, 0),
    'arith-mul': runsOf('PPP', ['132'], 410, 1),
    'capital-fr': runsOf('PPP', ['Paris', 'Paris.', 'The capital of France is Paris.'], 650, 2),
    'capital-au': runsOf('PFP', ['Canberra', 'Sydney', 'Canberra'], 700, 3),
    'json-name': runsOf('PPP', ['{"name": "Ada Lovelace"}'], 900, 4),
    'iso-date': runsOf('PPP', ['2024-03-03'], 380, 5),
    'km-to-m': runsOf('FFF', ['2,500', '2,500', '2500 m'], 450, 6),
    'reverse-word': runsOf('PPP', ['desserts'], 360, 7),
    'count-r': runsOf('FPF', ['2', '3', '2'], 520, 8),
    sentiment: runsOf('PPP', ['positive'], 300, 9),
    'route-refund': runsOf('PPF', ['refund', 'refund', 'escalate'], 1200, 10),
    'summary-5': runsOf(
      'PEP',
      ['Meeting moved to Wednesday', '', 'Meeting now on Wednesday'],
      800,
      11,
    ),
  },
};

/** `bench test`: one agent, 12 tasks, 3 runs: 28 passed, 7 failed, 1 errored. */
export function testReport(): BenchReport {
  return buildReport({
    command: 'test',
    benchmark: GENERAL,
    runs: 3,
    agents: [ROUTER_V2],
    verdict: {
      command: 'test',
      exitCode: 1,
      headline: 'router-v2 passed 28 of 36 attempts: 7 failed and 1 gave no valid output',
      findings: [
        {
          id: 'attempts',
          subject: 'router-v2',
          outcome: 'failed',
          gates: true,
          exitCode: 1,
          text: '7 attempts failed on 4 tasks (km-to-m, count-r, capital-au, route-refund)',
        },
        {
          id: 'errors',
          subject: 'router-v2',
          outcome: 'errored',
          gates: true,
          exitCode: 1,
          text: '1 attempt gave no valid output (summary-5, run 2: timeout); errors are not failures, but the benchmark did not pass',
        },
        {
          id: 'decisions',
          subject: 'route-refund',
          outcome: 'completed',
          gates: false,
          exitCode: 0,
          text: 'the decision task route-refund did not flip in its 1 disjoint pair of runs, too few to call it deterministic; collect more runs',
        },
      ],
    },
  });
}

const BASE: AgentSpec = {
  ref: { name: 'base', kind: 'module', source: 'base/agent.mjs' },
  tasks: {
    'arith-add': runsOf('PPF', ['42', '42', '41'], 600, 0),
    'arith-mul': runsOf('FPF', ['121', '132', '122'], 610, 1),
    'capital-fr': runsOf('PPP', ['Paris'], 640, 2),
    'capital-au': runsOf('FFF', ['Sydney'], 700, 3),
    'json-name': runsOf(
      'FFP',
      ['name: Ada Lovelace', 'Ada Lovelace', '{"name": "Ada Lovelace"}'],
      950,
      4,
    ),
    'iso-date': runsOf('PFP', ['2024-03-03', '03/03/2024', '2024-03-03'], 500, 5),
    'km-to-m': runsOf('FFF', ['2.5 km = 2,500 m'], 520, 6),
    'reverse-word': runsOf('PPP', ['desserts'], 450, 7),
    'count-r': runsOf('FFF', ['2'], 480, 8),
    sentiment: runsOf('PPP', ['positive'], 350, 9),
    'route-refund': runsOf('FPF', ['escalate', 'refund', 'reject'], 1300, 10),
    'summary-5': runsOf(
      'FEF',
      [
        'The meeting has been moved from Monday to Wednesday',
        '',
        'It was moved from Monday to Wednesday this week',
      ],
      900,
      11,
    ),
  },
};

const HEAD: AgentSpec = {
  ref: { name: 'head', kind: 'module', source: 'agent.mjs' },
  tasks: {
    'arith-add': runsOf('PPP', ['42'], 400, 0),
    'arith-mul': runsOf('PPP', ['132'], 400, 1),
    'capital-fr': runsOf('PPP', ['Paris'], 500, 2),
    'capital-au': runsOf('PPP', ['Canberra'], 520, 3),
    'json-name': runsOf('PPP', ['{"name": "Ada Lovelace"}'], 700, 4),
    'iso-date': runsOf('PPP', ['2024-03-03'], 350, 5),
    'km-to-m': runsOf('PPF', ['2500', '2500', '2,500'], 380, 6),
    'reverse-word': runsOf('PPP', ['desserts'], 330, 7),
    'count-r': runsOf('PPP', ['3'], 420, 8),
    sentiment: runsOf('PPP', ['positive'], 300, 9),
    'route-refund': runsOf('PPP', ['refund'], 900, 10),
    'summary-5': runsOf('PPP', ['Meeting moved to Wednesday'], 650, 11),
  },
};

/** `bench compare base head`: head clearly better; fail-if-worse head does not gate. */
export function compareTwoReport(): BenchReport {
  return buildReport({
    command: 'compare',
    benchmark: GENERAL,
    runs: 3,
    agents: [BASE, HEAD],
    k: 2,
    options: { failIfWorse: 'head', difference: 0.1 },
    tieGroups: [['head'], ['base']],
    toDetect: { difference: 0.1, tasksNeeded: 87, runsNeeded: null },
    verdict: {
      command: 'compare',
      exitCode: 0,
      headline:
        'head is better than base: +52.8 points of per-task pass rate (95% CI +30.8 to +74.7)',
      findings: [
        {
          id: 'pair:base:head',
          subject: 'base vs head',
          outcome: 'completed',
          gates: false,
          exitCode: 0,
          text: 'head passed more often than base on 9 of 12 tasks and less often on none',
        },
        {
          id: 'fail-if-worse',
          subject: 'head',
          outcome: 'passed',
          gates: false,
          exitCode: 0,
          text: 'head is not significantly worse than any other agent',
        },
      ],
    },
  });
}

/** A passing output for each general task. */
const CORRECT: Readonly<Record<string, string>> = {
  'arith-add': '42',
  'arith-mul': '132',
  'capital-fr': 'Paris',
  'capital-au': 'Canberra',
  'json-name': '{"name": "Ada Lovelace"}',
  'iso-date': '2024-03-03',
  'km-to-m': '2500',
  'reverse-word': 'desserts',
  'count-r': '3',
  sentiment: 'positive',
  'route-refund': 'refund',
  'summary-5': 'Meeting moved to Wednesday',
};

function oneRun(
  pattern: string,
  outputs: Readonly<Record<string, string>>,
  base = 300,
): AgentSpec['tasks'] {
  const tasks: Record<string, AttemptSpec[]> = {};
  GENERAL_TASKS.forEach((t, i) => {
    const o = pattern[i] as 'P' | 'F' | 'E';
    tasks[t.id] = [
      o === 'E'
        ? { o, error: 'HTTP 502 from the agent', ms: 12 }
        : {
            o,
            out: o === 'P' ? (CORRECT[t.id] ?? '') : (outputs[t.id] ?? 'I am not sure.'),
            ms: ms(base + i * 40, i),
          },
    ];
  });
  return tasks;
}

/** `bench compare alpha beta gamma --runs 1 --fail-if-worse gamma`: alpha and beta tie, gamma worse. */
export function compareThreeReport(): BenchReport {
  return buildReport({
    command: 'compare',
    benchmark: GENERAL,
    runs: 1,
    agents: [
      {
        ref: { name: 'alpha', kind: 'http', source: 'http://127.0.0.1:8080/agent' },
        tasks: oneRun('PPPPPPPPPPPF', {}),
      },
      {
        ref: { name: 'beta', kind: 'python', source: 'agents/beta.py' },
        tasks: oneRun('PPPPPPFPPPPF', { 'km-to-m': '2,500' }, 520),
      },
      {
        ref: { name: 'gamma', kind: 'command', source: 'node gamma.mjs' },
        tasks: oneRun('PFPFFPFFFPFE', { 'capital-au': 'Sydney', 'count-r': '2' }, 150),
      },
    ],
    options: { failIfWorse: 'gamma' },
    tieGroups: [['alpha', 'beta'], ['gamma']],
    verdict: {
      command: 'compare',
      exitCode: 1,
      headline:
        'gamma is significantly worse than alpha and beta; alpha and beta are not separable',
      findings: [
        {
          id: 'fail-if-worse',
          subject: 'gamma',
          outcome: 'worse',
          gates: true,
          exitCode: 1,
          text: 'gamma is significantly worse than alpha (Holm-adjusted p 0.023) and beta (p 0.031)',
        },
        {
          id: 'ties',
          subject: 'alpha, beta',
          outcome: 'completed',
          gates: false,
          exitCode: 0,
          text: 'no detectable difference between alpha and beta at 12 tasks × 1 run',
        },
      ],
    },
  });
}

// ---------------------------------------------------------------------------
// Hostile: untrusted task names, agent names and outputs of every kind.

export const HUGE_OUTPUT = `${'A'.repeat(50_000)}<script>alert("huge")</script>${'B'.repeat(50_000)}`;

export const HOSTILE_OUTPUTS: readonly string[] = [
  '</details><script>alert(1)</script><img src=x onerror=alert(2)>',
  '::error file=src/index.ts,line=1::pwned\n::add-mask::secret\n##[error]old style',
  '| a | b |\n|---|---|\n| [click](javascript:alert(1)) | ![x](https://example.invalid/x.png) @org/team #1 `code` **bold** <!-- comment -->',
  ']]><?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  'ANSI \u001b[31mred\u001b[0m NUL \u0000 BEL \u0007 DEL \u007f C1 \u009b lone \ud800 end',
  'RTL \u202egnp.exe\u202c and isolate \u2066x\u2069 and LS\u2028PS\u2029',
  HUGE_OUTPUT,
  '<style>body{display:none}</style><link rel="stylesheet" href="https://example.invalid/s.css"><iframe src="https://example.invalid"></iframe>',
];

export const HOSTILE_TASKS: readonly BenchTask[] = [
  task(
    't<html>&"id"',
    '<b>bold</b> & <script>alert("task")</script>',
    '<i>cat</i>',
    'Say hi',
    'contains',
    'hi',
  ),
  task('t-wf', '::error::task name as a workflow command', null, 'Say hi', 'contains', 'hi'),
  task(
    't-md',
    '| pipe | [link](https://example.invalid) @everyone',
    'md',
    'Say hi',
    'contains',
    'hi',
  ),
  task('t-ctl', 'ctl \u001b]0;title\u0007 \u202eevil', 'ctl', 'Say hi', 'contains', 'hi'),
];

export const HOSTILE_AGENT = '<img src=x onerror=alert(9)>::warning::';

/** The hostile agent's attempts: every hostile output, one error. */
function evilAgent(): AgentSpec {
  return {
    ref: { name: HOSTILE_AGENT, kind: 'command', source: 'sh -c "echo ::error::x"' },
    tasks: Object.fromEntries(
      HOSTILE_TASKS.map((t, i) => [
        t.id,
        [
          { o: 'F', out: HOSTILE_OUTPUTS[2 * i] ?? '', ms: 100 + i },
          i === 3
            ? ({ o: 'E', error: '::error::agent crashed <script>x</script>', ms: 5 } as const)
            : ({ o: 'F', out: HOSTILE_OUTPUTS[2 * i + 1] ?? '', ms: 200 + i } as const),
        ],
      ]),
    ),
  };
}

const HOSTILE_FINDING = '::error::finding text <script>alert(3)</script> | cell |';

/** `bench test` of the hostile agent alone: the single-agent layouts of every format. */
export function hostileTestReport(): BenchReport {
  return buildReport({
    command: 'test',
    benchmark: { name: '::error::bench <b>name</b>', digest: DIGEST, tasks: HOSTILE_TASKS },
    runs: 2,
    agents: [evilAgent()],
    verdict: {
      command: 'test',
      exitCode: 1,
      headline: `${HOSTILE_AGENT} failed every attempt \u001b[31m`,
      findings: [
        {
          id: 'attempts',
          subject: HOSTILE_AGENT,
          outcome: 'failed',
          gates: true,
          exitCode: 1,
          text: HOSTILE_FINDING,
        },
      ],
    },
  });
}

/** A compare whose task names, one agent's name and its outputs are hostile. */
export function hostileReport(): BenchReport {
  const clean: AgentSpec = {
    ref: { name: 'clean', kind: 'module', source: 'clean.mjs' },
    tasks: Object.fromEntries(HOSTILE_TASKS.map((t, i) => [t.id, runsOf('PP', ['hi'], 200, i)])),
  };
  const evil = evilAgent();
  return buildReport({
    command: 'compare',
    benchmark: { name: '<script>alert("bench")</script>', digest: DIGEST, tasks: HOSTILE_TASKS },
    runs: 2,
    agents: [clean, evil],
    options: { failIfWorse: HOSTILE_AGENT },
    tieGroups: [['clean'], [HOSTILE_AGENT]],
    verdict: {
      command: 'compare',
      exitCode: 1,
      headline: `clean is better than ${HOSTILE_AGENT} </details>`,
      findings: [
        {
          id: 'pair',
          subject: `clean vs ${HOSTILE_AGENT}`,
          outcome: 'completed',
          gates: false,
          exitCode: 0,
          text: HOSTILE_FINDING,
        },
        {
          id: 'fail-if-worse',
          subject: HOSTILE_AGENT,
          outcome: 'worse',
          gates: true,
          exitCode: 1,
          text: `${HOSTILE_AGENT} is worse than clean <script>alert(4)</script> ]]> \u0000`,
        },
      ],
    },
  });
}

/** A large compare (many tasks, long outputs): what the PR comment must shorten visibly. */
export function bigCompareReport(taskCount = 600, outputChars = 400): BenchReport {
  const tasks: BenchTask[] = Array.from({ length: taskCount }, (_, i) =>
    task(
      `task-${String(i).padStart(4, '0')}`,
      `Generated task number ${i} with a long descriptive name`,
      `cat-${i % 7}`,
      `Prompt ${i}`,
      'contains',
      'ok',
    ),
  );
  const agent = (name: string, offset: number): AgentSpec => ({
    ref: { name, kind: 'module', source: `${name}.mjs` },
    tasks: Object.fromEntries(
      tasks.map((t, i) => [
        t.id,
        [0, 1].map((r): AttemptSpec => {
          const pass = (i * 31 + r * 17 + offset) % 10 < 7;
          return {
            o: pass ? 'P' : 'F',
            out: `${pass ? 'ok' : 'no'} ${'x'.repeat(outputChars)}`,
            ms: ms(200, i + r),
          };
        }),
      ]),
    ),
  });
  return buildReport({
    command: 'compare',
    benchmark: { name: 'big', digest: DIGEST, tasks },
    runs: 2,
    agents: [agent('one', 0), agent('two', 3)],
    tieGroups: [['one', 'two']],
    verdict: {
      command: 'compare',
      exitCode: 0,
      headline: 'no detectable difference between one and two',
      findings: [],
    },
  });
}

export const FINDING_TYPES: readonly BenchFinding['outcome'][] = [
  'passed',
  'failed',
  'errored',
  'incomplete',
  'worse',
  'completed',
];

/** Every fixture by name (goldens, browser checks). */
export const BENCH_FIXTURES = {
  test: testReport,
  'compare-two': compareTwoReport,
  'compare-three': compareThreeReport,
  hostile: hostileReport,
  'hostile-test': hostileTestReport,
} as const;
