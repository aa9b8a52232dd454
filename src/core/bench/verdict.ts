/**
 * The one place a bench command's findings and exit code are decided; every
 * report (terminal, JSON, JUnit, Markdown, HTML) formats this verdict.
 *
 * - `test` (one agent): 0 when every attempt passes; 1 when the benchmark
 *   completes with failures or errors (an error is no valid output, reported
 *   apart from failures, but it still is not a pass); 2 when collection
 *   stopped before every planned attempt (nothing is decided on part of a
 *   benchmark).
 * - `compare`: 0 when it completes; 2 when any agent's collection is
 *   incomplete; 1 only when `failIfWorse` names an agent and some pair says
 *   that agent is significantly worse than the other (Holm-adjusted p < α).
 *   Incomplete wins over worse: a gate is not read off part of the evidence.
 */
import { Refusal } from '../errors.js';
import { formatRate, listing, plural } from '../util/format.js';
import { compareAgents } from './compare.js';
import { checkBenchOptions } from './options.js';
import { summarizeAgent } from './summary.js';
import type {
  AgentRun,
  AgentSummary,
  Attempt,
  Benchmark,
  BenchFinding,
  BenchOptions,
  BenchReport,
  BenchVerdict,
  Comparison,
  PairComparison,
} from './types.js';

const pct = (confidence: number): string => `${+(confidence * 100).toFixed(2)}%`;
const signed = (x: number, digits = 2): string =>
  `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;
const pValue = (p: number): string => (p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`);

/** "10 tasks × 3 runs" (or "× up to 3 runs" when tasks differ). */
function shape(tasks: number, runs: readonly number[]): string {
  const max = runs.reduce((m, r) => Math.max(m, r), 0);
  const min = runs.reduce((m, r) => Math.min(m, r), max);
  return `${plural(tasks, 'task')} × ${min === max ? '' : 'up to '}${plural(max, 'run')}`;
}

function runsOf(summary: AgentSummary): number[] {
  return summary.perTask.filter((t) => t.attempts > 0).map((t) => t.attempts);
}

function agentFinding(
  s: AgentSummary,
  command: 'test' | 'compare',
  confidence: number,
): BenchFinding {
  const name = s.agent.name;
  const r = s.reliability;
  const figures = `reliability ${formatRate(r.value, 2)}, ${pct(confidence)} interval ${formatRate(r.cluster.low, 2)}–${formatRate(r.cluster.high, 2)} over tasks`;
  const errors =
    s.errored === 0
      ? ''
      : `; ${plural(s.errored, 'attempt')} errored (no valid output: counted apart from failures, and not as passes)`;
  let outcome: BenchFinding['outcome'];
  let exitCode: 0 | 1 | 2;
  let text: string;
  if (!s.complete) {
    outcome = 'incomplete';
    exitCode = 2;
    text = `${name}: collection stopped after ${plural(s.attempts, 'attempt')}, before every planned attempt was made; nothing is decided on part of a benchmark (so far ${s.passed} passed, ${s.failed} failed, ${s.errored} errored).`;
  } else if (s.failed > 0) {
    outcome = 'failed';
    exitCode = 1;
    text = `${name}: ${s.passed} of ${plural(s.attempts, 'attempt')} passed and ${s.failed} failed on ${shape(s.tasks, runsOf(s))} (${figures})${errors}.`;
  } else if (s.errored > 0) {
    outcome = 'errored';
    exitCode = 1;
    text = `${name}: no attempt failed, but ${s.passed} of ${plural(s.attempts, 'attempt')} passed on ${shape(s.tasks, runsOf(s))} (${figures})${errors}.`;
  } else {
    outcome = 'passed';
    exitCode = 0;
    text = `${name}: every one of ${plural(s.attempts, 'attempt')} passed on ${shape(s.tasks, runsOf(s))} (${figures}).`;
  }
  const gates = command === 'test' ? exitCode !== 0 : outcome === 'incomplete';
  return {
    id: `agent:${name}`,
    subject: name,
    outcome,
    gates,
    exitCode: gates ? exitCode : 0,
    text,
  };
}

function pairText(
  p: PairComparison,
  comparison: Comparison,
  confidence: number,
  pairsCount: number,
): string {
  const sa = comparison.agents.find((s) => s.agent.name === p.a) as AgentSummary;
  const sb = comparison.agents.find((s) => s.agent.name === p.b) as AgentSummary;
  const at = shape(p.pairedTasks, [...runsOf(sa), ...runsOf(sb)]);
  const interval = `${pct(confidence)} interval ${signed(p.interval.low)} to ${signed(p.interval.high)}`;
  const test = p.mcnemar !== null ? 'exact McNemar mid-p' : 'paired sign-flip test';
  const adjusted = pairsCount > 1 ? `, Holm-adjusted over ${plural(pairsCount, 'pair')}` : '';
  const dropped =
    p.droppedTasks === 0
      ? ''
      : ` ${plural(p.droppedTasks, 'task')} scored on one side only ${p.droppedTasks === 1 ? 'was' : 'were'} left out of the pairing.`;
  if (p.pairedTasks === 0) {
    return `${p.a} vs ${p.b}: no task was scored by both, so nothing can be compared.${dropped}`;
  }
  if (p.verdict === 'no-detectable-difference') {
    return `${p.a} vs ${p.b}: no detectable difference at ${at} (difference in pass rate ${signed(p.meanDifference)}, ${interval}; ${test} p ${pValue(p.pAdjusted)}${adjusted}); the smallest difference this could detect is ${formatRate(p.minimumDetectable, 2)}.${dropped}`;
  }
  const [better, worse] = p.verdict === 'a-better' ? [p.a, p.b] : [p.b, p.a];
  return `${better} is better than ${worse} by ${formatRate(Math.abs(p.meanDifference), 2)} in pass rate at ${at} (${p.a} − ${p.b} = ${signed(p.meanDifference)}, ${interval}; ${test} p ${pValue(p.pAdjusted)}${adjusted}).${dropped}`;
}

/** The agent a pair says is significantly worse, or null. */
export function worseOf(p: Pick<PairComparison, 'a' | 'b' | 'verdict'>): string | null {
  if (p.verdict === 'a-better') return p.b;
  if (p.verdict === 'b-better') return p.a;
  return null;
}

/** The findings, headline and exit code of a bench command (see the module comment). */
export function benchVerdict(
  command: 'test' | 'compare',
  comparison: Comparison,
  options: BenchOptions,
): BenchVerdict {
  checkBenchOptions(options);
  const names = comparison.agents.map((s) => s.agent.name);
  if (command === 'test' && comparison.agents.length !== 1) {
    throw new Refusal(
      'bench.agents',
      `bench test takes one agent, got ${comparison.agents.length}`,
      'agents',
    );
  }
  if (command === 'compare' && comparison.agents.length < 2) {
    throw new Refusal(
      'bench.agents',
      `bench compare takes two or more agents, got ${comparison.agents.length}`,
      'agents',
    );
  }
  const baseline = command === 'compare' ? options.failIfWorse : undefined;
  if (baseline !== undefined && !names.includes(baseline)) {
    throw new Refusal(
      'bench.fail-if-worse',
      `${JSON.stringify(baseline)} is not one of the agents compared (${listing(names.map((n) => JSON.stringify(n)))})`,
      'failIfWorse',
      { setting: 'failIfWorse' },
    );
  }
  const findings: BenchFinding[] = comparison.agents.map((s) =>
    agentFinding(s, command, options.confidence),
  );
  for (const p of comparison.pairs) {
    const worse = baseline !== undefined && worseOf(p) === baseline;
    let text = pairText(p, comparison, options.confidence, comparison.pairs.length);
    if (worse)
      text += ` ${baseline} is the agent that must not be worse, so this fails the comparison.`;
    findings.push({
      id: `pair:${p.a}:${p.b}`,
      subject: `${p.a} vs ${p.b}`,
      outcome: worse ? 'worse' : 'completed',
      gates: worse,
      exitCode: worse ? 1 : 0,
      text,
    });
  }
  const gating = findings.filter((f) => f.gates);
  const exitCode: 0 | 1 | 2 = gating.some((f) => f.exitCode === 2)
    ? 2
    : gating.some((f) => f.exitCode === 1)
      ? 1
      : 0;
  return {
    command,
    exitCode,
    headline: headlineOf(command, comparison, findings, options, baseline),
    findings,
  };
}

function headlineOf(
  command: 'test' | 'compare',
  comparison: Comparison,
  findings: readonly BenchFinding[],
  options: BenchOptions,
  baseline: string | undefined,
): string {
  const incomplete = comparison.agents.filter((s) => !s.complete).map((s) => s.agent.name);
  if (command === 'test') {
    const s = comparison.agents[0] as AgentSummary;
    const r = s.reliability;
    const state = !s.complete
      ? 'incomplete: collection stopped early'
      : s.failed + s.errored === 0
        ? 'every attempt passed'
        : `${s.failed} failed, ${s.errored} errored`;
    const k =
      s.k >= 1
        ? `; pass^${s.k} ${formatRate((s.passHatK[s.k - 1] as { value: number }).value, 2)}, pass@${s.k} ${formatRate((s.passAtK[s.k - 1] as { value: number }).value, 2)}`
        : '';
    return `${s.agent.name} on ${s.benchmark.name}: ${state} — ${s.passed}/${s.attempts} passed, reliability ${formatRate(r.value, 2)} (${pct(options.confidence)} ${formatRate(r.cluster.low, 2)}–${formatRate(r.cluster.high, 2)})${k}.`;
  }
  const parts: string[] = [];
  if (incomplete.length > 0)
    parts.push(`incomplete: collection stopped early for ${listing(incomplete)}`);
  const groups = comparison.tieGroups;
  if (groups.length === 1) {
    parts.push(`no detectable difference between ${listing(groups[0] as string[])}`);
  } else {
    parts.push(
      `ranked in ${groups.length} groups, best first: ${groups.map((g) => (g.length === 1 ? (g[0] as string) : `{${g.join(', ')}} (not separable)`)).join(' > ')}`,
    );
  }
  const worse = findings.filter((f) => f.outcome === 'worse');
  if (baseline !== undefined && worse.length > 0) parts.push(`${baseline} is significantly worse`);
  const t = comparison.toDetect;
  if (t !== null) {
    const runs =
      t.runsNeeded === null
        ? 'no number of runs at these tasks would'
        : `about ${plural(t.runsNeeded, 'run')} at these tasks would`;
    parts.push(
      `to detect a difference of ${formatRate(t.difference, 2)} would take about ${t.tasksNeeded ?? 'no finite number of'} tasks at these runs; ${runs}`,
    );
  }
  return `${parts.join('; ')}.`;
}

/** Every attempt of every agent, per task in benchmark order, in run order. */
function attemptsTable(
  benchmark: Benchmark,
  runs: readonly AgentRun[],
): Record<string, readonly Attempt[]> {
  const order = new Map(benchmark.tasks.map((t, i) => [t.id, i]));
  const out: Record<string, readonly Attempt[]> = {};
  for (const r of runs) {
    out[r.agent.name] = [...r.attempts].sort(
      (x, y) => (order.get(x.task) ?? 0) - (order.get(y.task) ?? 0) || x.run - y.run,
    );
  }
  return out;
}

/** The whole report: summaries, comparison and verdict, decided here and only here. */
export function buildBenchReport(input: {
  readonly command: 'test' | 'compare';
  readonly benchmark: Benchmark;
  readonly runs: readonly AgentRun[];
  readonly options: BenchOptions;
  readonly evidenceDigest: string;
}): BenchReport {
  const { command, benchmark, runs, options, evidenceDigest } = input;
  checkBenchOptions(options);
  if (command === 'test' && runs.length !== 1) {
    throw new Refusal('bench.agents', `bench test takes one agent, got ${runs.length}`, 'agents');
  }
  if (command === 'compare' && runs.length < 2) {
    throw new Refusal(
      'bench.agents',
      `bench compare takes two or more agents, got ${runs.length}`,
      'agents',
    );
  }
  const summaries = runs.map((r) => summarizeAgent(benchmark, r, options));
  const comparison = compareAgents(summaries, options);
  const verdict = benchVerdict(command, comparison, options);
  return {
    command,
    benchmark: { name: benchmark.name, digest: benchmark.digest, tasks: benchmark.tasks },
    runs: runs.reduce((m, r) => Math.max(m, r.runs), 0),
    options,
    comparison,
    verdict,
    evidenceDigest,
    attempts: attemptsTable(benchmark, runs),
  };
}
