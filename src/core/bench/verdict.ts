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
 *   Findings: one per agent, one per pair (never gating), and with
 *   `failIfWorse` one `fail-if-worse` finding whose subject is that agent
 *   (`worse`, gating, when some pair puts it below the other).
 * - Every finding and headline ends with what to do next. A pair whose
 *   interval excludes 0 but whose verdict is no detectable difference says why
 *   in words: significant alone but not after Holm's adjustment, or an
 *   interval that the exact test, which decides, does not bear out.
 */
import { Refusal } from '../errors.js';
import { formatRate, listing, plural } from '../util/format.js';
import {
  compareAgents,
  EXACT_PERMUTATION_CLUSTERS,
  POWER,
  smallestAttainableP,
} from './compare.js';
import { unitsToDetect } from './power.js';
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

/** What to do about an agent's failures and errors, naming the tasks. */
function nextForTasks(s: AgentSummary): string {
  const every = s.perTask.filter((t) => t.fails > 0 && t.passes === 0).map((t) => t.id);
  const some = s.perTask.filter((t) => t.fails > 0 && t.passes > 0).map((t) => t.id);
  const errs = s.perTask.filter((t) => t.errors > 0).map((t) => t.id);
  const parts: string[] = [];
  if (every.length > 0)
    parts.push(
      `${plural(every.length, 'task')} failed on every run (${listing(every, 8)}): a wrong answer to fix in the agent or its prompt`,
    );
  if (some.length > 0)
    parts.push(
      `${plural(some.length, 'task')} failed on some runs only (${listing(some, 8)}): the agent is unreliable there; fix it, then rerun with more runs to confirm`,
    );
  if (errs.length > 0)
    parts.push(
      `${plural(errs.length, 'task')} gave no valid output at least once (${listing(errs, 8)}): find why those calls failed (timeouts, crashes, a wrong command) before trusting the pass rate`,
    );
  return parts.length === 0
    ? ''
    : ` Next: ${parts.join('; ')}. The per-task table shows every output.`;
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
    text = `${name}: collection stopped after ${plural(s.attempts, 'attempt')}, before every planned attempt was made; nothing is decided on part of a benchmark (so far ${s.passed} passed, ${s.failed} failed, ${s.errored} errored). Next: find why it stopped (the log says), fix that and run the benchmark again.`;
  } else if (s.failed > 0) {
    outcome = 'failed';
    exitCode = 1;
    text = `${name}: ${s.passed} of ${plural(s.attempts, 'attempt')} passed and ${s.failed} failed on ${shape(s.tasks, runsOf(s))} (${figures})${errors}.${nextForTasks(s)}`;
  } else if (s.errored > 0) {
    outcome = 'errored';
    exitCode = 1;
    text = `${name}: no attempt failed, but ${s.passed} of ${plural(s.attempts, 'attempt')} passed on ${shape(s.tasks, runsOf(s))} (${figures})${errors}.${nextForTasks(s)}`;
  } else {
    outcome = 'passed';
    exitCode = 0;
    text = `${name}: every one of ${plural(s.attempts, 'attempt')} passed on ${shape(s.tasks, runsOf(s))} (${figures}). Nothing to fix; at ${plural(s.tasks, 'task')} the true reliability could still be as low as ${formatRate(r.cluster.low, 2)}, so add tasks to narrow the interval.`;
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

/** The two agents' summaries of a pair. */
function sidesOf(p: PairComparison, comparison: Comparison): [AgentSummary, AgentSummary] {
  const sa = comparison.agents.find((s) => s.agent.name === p.a) as AgentSummary;
  const sb = comparison.agents.find((s) => s.agent.name === p.b) as AgentSummary;
  return [sa, sb];
}

/**
 * The smallest p this pair's test could give at the design's size, every
 * paired unit (task for McNemar, cluster for the sign-flip test) differing the
 * same way. At or above α the pair can never be called, whatever the agents do.
 */
export function smallestPossibleP(p: PairComparison, comparison: Comparison): number {
  if (p.mcnemar !== null) return smallestAttainableP(p.pairedTasks, true);
  const [sa, sb] = sidesOf(p, comparison);
  return smallestAttainableP(pairedClusters(sa, sb), false);
}

/** How many clusters (tasks unless declared) hold a task both agents scored. */
function pairedClusters(sa: AgentSummary, sb: AgentSummary): number {
  const scored = new Set(sb.perTask.filter((t) => t.passRate !== null).map((t) => t.id));
  const clusters = new Set(
    sa.perTask.filter((t) => t.passRate !== null && scored.has(t.id)).map((t) => t.cluster ?? t.id),
  );
  return clusters.size;
}

/** True when both agents have the same pass rate on every task both scored. */
function tiedOnEveryTask(sa: AgentSummary, sb: AgentSummary): boolean {
  const rates = new Map(sb.perTask.map((t) => [t.id, t.passRate]));
  return sa.perTask.every((t) => {
    const u = rates.get(t.id);
    return t.passRate === null || u === null || u === undefined || t.passRate === u;
  });
}

/** How a pair's verdict reads (see pairText). */
export type PairCase =
  | 'nothing-paired'
  | 'too-small'
  | 'better'
  | 'tied'
  | 'not-after-adjustment'
  | 'interval-only'
  | 'no-detectable-difference';

/**
 * Which words a pair needs: `too-small` (its test cannot reach α at this
 * size, whatever the agents do: never "no detectable difference"); `better`; `tied` (the same pass rate on every
 * paired task); `not-after-adjustment` (p < α alone, Holm-adjusted p ≥ α);
 * `interval-only` (the t interval excludes 0 but the exact test, which
 * decides, does not: few tasks or no spread); else no detectable difference.
 */
export function pairCaseOf(p: PairComparison, comparison: Comparison): PairCase {
  if (p.pairedTasks === 0) return 'nothing-paired';
  if (p.verdict !== 'no-detectable-difference') return 'better';
  if (!p.reachable) return 'too-small';
  const [sa, sb] = sidesOf(p, comparison);
  if (p.meanDifference === 0 && tiedOnEveryTask(sa, sb)) return 'tied';
  if (p.p < comparison.alpha) return 'not-after-adjustment';
  if (p.interval.low > 0 || p.interval.high < 0) return 'interval-only';
  return 'no-detectable-difference';
}

/**
 * How many clusters (tasks unless declared) the two agents' pass rates differ
 * on: the sign-flip test's units (zero-difference clusters carry no sign).
 */
export function differingClusters(sa: AgentSummary, sb: AgentSummary): number {
  const rates = new Map(sb.perTask.map((t) => [t.id, t.passRate]));
  const sums = new Map<string, number>();
  for (const t of sa.perTask) {
    const u = rates.get(t.id);
    if (t.passRate === null || u === null || u === undefined) continue;
    const id = t.cluster ?? t.id;
    sums.set(id, (sums.get(id) ?? 0) + t.passRate - u);
  }
  let g = 0;
  for (const v of sums.values()) if (Math.abs(v) > 1e-12) g++;
  return g;
}

/**
 * The smallest p the pair's test can give with g differing units, all one
 * way: the McNemar mid-p ½^g, the exact sign-flip 2/2^g.
 */
function smallestP(g: number, mcnemar: boolean): number {
  return mcnemar ? 0.5 ** g : 2 / 2 ** g;
}

/**
 * About how many tasks at these runs would detect a true difference of
 * `delta` with power 0.8: the exact test's own power (power.ts), at the share
 * of differing units seen, searched over the number of units (tasks, or
 * clusters at this pair's tasks per cluster); null when none would.
 */
function tasksToDetect(p: PairComparison, comparison: Comparison, delta: number): number | null {
  if (!(delta > 0) || p.pairedTasks === 0) return null;
  const [sa, sb] = sidesOf(p, comparison);
  const units = p.mcnemar !== null ? p.pairedTasks : pairedClusters(sa, sb);
  if (units === 0) return null;
  const differing = p.mcnemar !== null ? p.mcnemar.b + p.mcnemar.c : differingClusters(sa, sb);
  const need = unitsToDetect({
    delta,
    share: differing / units,
    test: p.mcnemar !== null ? 'mcnemar-mid-p' : 'sign-flip',
    alpha: comparison.alpha,
    power: POWER,
    from: units,
  });
  return need === null ? null : Math.ceil((need * p.pairedTasks) / units - 1e-9);
}

function pairText(
  p: PairComparison,
  comparison: Comparison,
  confidence: number,
  pairsCount: number,
): string {
  const [sa, sb] = sidesOf(p, comparison);
  const at = shape(p.pairedTasks, [...runsOf(sa), ...runsOf(sb)]);
  const interval = `${pct(confidence)} interval ${signed(p.interval.low)} to ${signed(p.interval.high)}`;
  const test = p.mcnemar !== null ? 'exact McNemar mid-p' : 'paired sign-flip test';
  const alpha = +comparison.alpha.toFixed(4);
  const stats =
    pairsCount > 1
      ? `${test} p ${pValue(p.p)}; Holm-adjusted for ${plural(pairsCount, 'pair')}, p ${pValue(p.pAdjusted)}`
      : `${test} p ${pValue(p.p)}`;
  const figures = `difference in pass rate ${signed(p.meanDifference)}, ${interval}; ${stats}`;
  const mdd = formatRate(p.minimumDetectable, 2);
  const dropped =
    p.droppedTasks === 0
      ? ''
      : ` ${plural(p.droppedTasks, 'task')} scored on one side only ${p.droppedTasks === 1 ? 'was' : 'were'} left out of the pairing.`;
  const observed = Math.abs(p.meanDifference);
  const need = tasksToDetect(p, comparison, observed);
  const g = differingClusters(sa, sb);
  const mc = p.mcnemar !== null;
  let least = g;
  while (smallestP(least, mc) >= comparison.alpha) least++;
  const unit = sa.perTask.some((t) => t.cluster !== undefined) ? 'cluster' : 'task';
  const addTasks =
    g < least && g <= EXACT_PERMUTATION_CLUSTERS
      ? `add tasks: the two differ on only ${plural(g, unit)}, and on so few the paired test cannot reach p below ${alpha} however large the difference (it needs at least ${least} to differ)`
      : need !== null && need > p.pairedTasks
        ? `add tasks: about ${need} at these runs would detect a difference as large as the one seen (${formatRate(observed, 2)})`
        : p.minimumDetectable >= 1
          ? `add tasks: at ${plural(p.pairedTasks, 'paired task')} even the largest difference could go unseen`
          : `add tasks or runs: the smallest difference this could detect is ${mdd}`;
  switch (pairCaseOf(p, comparison)) {
    case 'nothing-paired':
      return `${p.a} vs ${p.b}: no task was scored by both, so nothing can be compared.${dropped} Next: find why the calls gave no valid output, fix that and rerun.`;
    case 'too-small':
      return `${p.a} vs ${p.b}: too small to tell at ${at} (${figures}): even if one agent won every paired ${unit}, the ${test} could not reach p below ${alpha}, so this says nothing about whether they differ. Next: ${addTasks}.${dropped}`;
    case 'better': {
      const [better, worse] = p.verdict === 'a-better' ? [p.a, p.b] : [p.b, p.a];
      const near = Math.min(Math.abs(p.interval.low), Math.abs(p.interval.high));
      const size =
        p.interval.low > 0 || p.interval.high < 0
          ? `the true difference could be as small as ${formatRate(near, 2)}`
          : 'the interval still reaches 0, so how large the difference is stays uncertain (add tasks to pin it down)';
      return `${better} is better than ${worse} by ${formatRate(observed, 2)} in pass rate at ${at} (${p.a} − ${p.b} = ${signed(p.meanDifference)}, ${interval}; ${stats}). Prefer ${better}; ${size}.${dropped}`;
    }
    case 'tied':
      return `${p.a} and ${p.b} are tied: the same pass rate on every one of ${plural(p.pairedTasks, 'paired task')} at ${at} (${stats}). Treat them as equal on this benchmark; a true difference smaller than ${mdd} could still go unseen, so add tasks if a smaller one matters.${dropped}`;
    case 'not-after-adjustment':
      return `${p.a} vs ${p.b}: significant on its own but not after adjusting for the ${plural(pairsCount, 'pair')} compared, so the two are not separated (${figures}, not below ${alpha}). The interval and the first p are this pair's alone; Holm's adjustment keeps the chance of any false call across all pairs at ${alpha}. Next: compare ${p.a} and ${p.b} alone on fresh runs (two agents need no adjustment), or add tasks.${dropped}`;
    case 'interval-only':
      return `${p.a} vs ${p.b}: no detectable difference at ${at} (${figures}). The interval excludes 0, but it rests on a normal approximation that ${plural(p.pairedTasks, 'paired task')} cannot support; the exact paired test decides, and it does not separate them. Next: ${addTasks}.${dropped}`;
    case 'no-detectable-difference':
      return `${p.a} vs ${p.b}: no detectable difference at ${at} (${figures}); the smallest difference this could detect is ${mdd}. Next: ${addTasks}, or treat them as equal.${dropped}`;
  }
}

/** The agent a pair says is significantly worse, or null. */
export function worseOf(p: Pick<PairComparison, 'a' | 'b' | 'verdict'>): string | null {
  if (p.verdict === 'a-better') return p.b;
  if (p.verdict === 'b-better') return p.a;
  return null;
}

/**
 * The finding of the `failIfWorse` gate: subject the agent that must not be
 * worse (the convention the reports follow: a pair fails when a gating `worse`
 * finding's subject is the agent that pair's verdict puts below).
 */
function failIfWorseFinding(baseline: string, comparison: Comparison): BenchFinding {
  const against = comparison.pairs.filter((p) => worseOf(p) === baseline);
  if (against.length > 0) {
    const others = against.map((p) => {
      const other = p.a === baseline ? p.b : p.a;
      const diff = p.a === baseline ? -p.meanDifference : p.meanDifference;
      return `${other} (by ${formatRate(diff, 2)} in pass rate, ${comparison.pairs.length > 1 ? 'Holm-adjusted ' : ''}p ${pValue(p.pAdjusted)})`;
    });
    return {
      id: 'fail-if-worse',
      subject: baseline,
      outcome: 'worse',
      gates: true,
      exitCode: 1,
      text: `${baseline} is significantly worse than ${listing(others, others.length)}; ${baseline} is the agent that must not be worse, so the comparison fails. Next: look at the tasks where ${baseline} fails and the better agent passes (the side-by-side table), fix ${baseline} and rerun.`,
    };
  }
  const own = comparison.pairs.filter((p) => p.a === baseline || p.b === baseline);
  // A gate that cannot fail: some pair's test can never reach α at this size.
  const blind = own.filter((p) => smallestPossibleP(p, comparison) >= comparison.alpha);
  if (blind.length > 0) {
    const alpha = +comparison.alpha.toFixed(4);
    const which = blind.map((p) => {
      const other = p.a === baseline ? p.b : p.a;
      return `${other} (${plural(p.pairedTasks, 'paired task')}, smallest possible p ${pValue(smallestPossibleP(p, comparison))})`;
    });
    return {
      id: 'fail-if-worse',
      subject: baseline,
      outcome: 'incomplete',
      gates: true,
      exitCode: 2,
      text: `the benchmark is too small to tell whether ${baseline} is worse than ${listing(which, which.length)}: even if ${baseline} failed every task the other passed, the ${blind.some((p) => p.mcnemar !== null) ? 'exact McNemar' : 'paired sign-flip'} test could not reach p below ${alpha}, so this gate cannot fail and does not pass. Next: add tasks until the test can reach ${alpha}, then rerun.`,
    };
  }
  const mdd = own.reduce((m, p) => Math.max(m, p.minimumDetectable), 0);
  // Lower than another on its own (p < α) but not after Holm's adjustment.
  const alone = own
    .filter((p) => pairCaseOf(p, comparison) === 'not-after-adjustment')
    .filter((p) => (p.a === baseline ? p.meanDifference < 0 : p.meanDifference > 0))
    .map(
      (p) =>
        `${p.a === baseline ? p.b : p.a} (p ${pValue(p.p)} alone, ${pValue(p.pAdjusted)} adjusted)`,
    );
  const caveat =
    alone.length > 0
      ? ` But ${baseline} is lower than ${listing(alone, alone.length)} on its own, significant before the adjustment for ${plural(comparison.pairs.length, 'pair')}: compare ${baseline} with ${alone.length === 1 ? 'that agent' : 'each'} alone on fresh runs before trusting this pass.`
      : ` A drop smaller than about ${formatRate(mdd, 2)} in pass rate could go unseen at these tasks and runs; add tasks for a stricter gate.`;
  return {
    id: 'fail-if-worse',
    subject: baseline,
    outcome: 'passed',
    gates: false,
    exitCode: 0,
    text: `${baseline} is not significantly worse than any other agent, so the gate passes.${caveat}`,
  };
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
    findings.push({
      id: `pair:${p.a}:${p.b}`,
      subject: `${p.a} vs ${p.b}`,
      outcome: 'completed',
      gates: false,
      exitCode: 0,
      text: pairText(p, comparison, options.confidence, comparison.pairs.length),
    });
  }
  if (baseline !== undefined) findings.push(failIfWorseFinding(baseline, comparison));
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
    const notPassing = s.perTask.filter((t) => t.fails + t.errors > 0).length;
    const state = !s.complete
      ? 'incomplete: collection stopped early'
      : s.failed + s.errored === 0
        ? 'every attempt passed'
        : `${s.failed} failed, ${s.errored} errored`;
    const k =
      s.k >= 1
        ? `; pass^${s.k} ${formatRate((s.passHatK[s.k - 1] as { value: number }).value, 2)}, pass@${s.k} ${formatRate((s.passAtK[s.k - 1] as { value: number }).value, 2)}`
        : '';
    const next = !s.complete
      ? ' Nothing is decided on part of a benchmark: find why collection stopped, fix it and run again.'
      : notPassing > 0
        ? ` Fix the ${plural(notPassing, 'task')} that did not pass every attempt (listed below, outputs in the per-task table) and rerun.`
        : ' Nothing to fix.';
    return `${s.agent.name} on ${s.benchmark.name}: ${state} — ${s.passed}/${s.attempts} passed, reliability ${formatRate(r.value, 2)} (${pct(options.confidence)} ${formatRate(r.cluster.low, 2)}–${formatRate(r.cluster.high, 2)})${k}.${next}`;
  }
  const parts: string[] = [];
  if (incomplete.length > 0)
    parts.push(
      `incomplete: collection stopped early for ${listing(incomplete)}, and nothing is decided on part of a benchmark — find why, fix it and run again`,
    );
  const groups = comparison.tieGroups;
  const mdd = comparison.pairs.reduce((m, p) => Math.max(m, p.minimumDetectable), 0);
  if (groups.length === 1) {
    const members = groups[0] as string[];
    const only = comparison.pairs.length === 1 ? (comparison.pairs[0] as PairComparison) : null;
    const blind = findings.find((f) => f.id === 'fail-if-worse' && f.outcome === 'incomplete');
    if (baseline !== undefined && blind !== undefined) {
      parts.push(
        `too small to tell: the paired test cannot reach p below ${+comparison.alpha.toFixed(4)} at this benchmark's size, so the gate on ${baseline} cannot fail and does not pass — add tasks and rerun`,
      );
    } else if (comparison.pairs.some((p) => !p.reachable && p.pairedTasks > 0)) {
      const small = comparison.pairs.filter((p) => !p.reachable && p.pairedTasks > 0);
      parts.push(
        `too small to tell: at this benchmark's size the paired test of ${listing(
          small.map((p) => `${p.a} vs ${p.b}`),
          small.length,
        )} cannot reach p below ${+comparison.alpha.toFixed(4)} however large a difference, so nothing here says the agents are alike — add tasks and rerun`,
      );
    } else if (only !== null && pairCaseOf(only, comparison) === 'tied') {
      parts.push(
        `${only.a} and ${only.b} are tied: the same pass rate on every task; treat them as equal, or add tasks to look for a difference smaller than ${formatRate(mdd, 2)}`,
      );
    } else {
      parts.push(
        `no detectable difference between ${listing(members, members.length)}; add tasks to separate them (these could only detect a difference of about ${formatRate(mdd, 2)} or more)`,
      );
    }
  } else {
    parts.push(
      `ranked in ${groups.length} groups, best first: ${groups.map((g) => (g.length === 1 ? (g[0] as string) : `{${g.join(', ')}} (not separable)`)).join(' > ')}`,
    );
    const best = groups[0] as string[];
    parts.push(
      best.length === 1
        ? `prefer ${best[0] as string}`
        : `prefer one of ${listing(best, best.length)} (add tasks to tell them apart)`,
    );
  }
  const alone = comparison.pairs.filter(
    (p) => pairCaseOf(p, comparison) === 'not-after-adjustment',
  );
  if (alone.length > 0) {
    parts.push(
      `${listing(alone.map((p) => `${p.a} vs ${p.b}`))} ${alone.length === 1 ? 'differs' : 'differ'} on ${alone.length === 1 ? 'its' : 'their'} own but not after adjusting for ${plural(comparison.pairs.length, 'pair')}: compare ${alone.length === 1 ? 'them' : 'each'} alone on fresh runs to settle it`,
    );
  }
  const worse = findings.filter((f) => f.outcome === 'worse');
  if (baseline !== undefined && worse.length > 0)
    parts.push(`${baseline} is significantly worse, so the comparison fails`);
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

/** "12 rows served from the tool's cache were left out (…)", naming the agents. */
function cachedNote(runs: readonly AgentRun[], total: number): string {
  const who = runs
    .filter((r) => (r.cachedLeftOut ?? 0) > 0)
    .map((r) => `${r.cachedLeftOut as number} of ${r.agent.name}`);
  return `${plural(total, 'row')} served from the evaluation tool's cache ${total === 1 ? 'was' : 'were'} left out (${listing(who, who.length)}): a cached row replays an earlier call and is not an independent run.`;
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
  let summaries = runs.map((r) => summarizeAgent(benchmark, r, options));
  // Side by side, every agent's headline pass^k is at one k: the fewest scored
  // runs of any task of any agent (unless the user named k).
  if (options.k === undefined && summaries.length > 1) {
    const ks = summaries.map((s) => s.k).filter((k) => k > 0);
    const shared = ks.length === 0 ? 0 : Math.min(...ks);
    if (shared > 0 && summaries.some((s) => s.k > 0 && s.k !== shared)) {
      summaries = runs.map((r) => summarizeAgent(benchmark, r, { ...options, k: shared }));
    }
  }
  const comparison = compareAgents(summaries, options);
  const decided = benchVerdict(command, comparison, options);
  // Rows an import left out as served from the tool's cache: every report says so first.
  const cachedLeftOut = runs.reduce((n, r) => n + (r.cachedLeftOut ?? 0), 0);
  const verdict: BenchVerdict =
    cachedLeftOut === 0
      ? decided
      : { ...decided, headline: `${cachedNote(runs, cachedLeftOut)} ${decided.headline}` };
  return {
    command,
    benchmark: { name: benchmark.name, digest: benchmark.digest, tasks: benchmark.tasks },
    runs: runs.reduce((m, r) => Math.max(m, r.runs), 0),
    options,
    comparison,
    verdict,
    evidenceDigest,
    attempts: attemptsTable(benchmark, runs),
    cachedLeftOut,
  };
}
