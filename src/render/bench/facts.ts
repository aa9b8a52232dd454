/**
 * What several bench formats show, read off a BenchReport by looking up and
 * counting only: the verdict, the findings and every figure are the report's.
 */
import type {
  AgentSummary,
  Attempt,
  BenchFinding,
  BenchReport,
  Bounds,
  KCurvePoint,
  PairComparison,
} from '../../core/bench/types.js';
import { formatPercent, plural } from '../../core/index.js';
import type { RunMeta } from '../meta.js';

/** What a bench report says beyond the BenchReport itself, passed in by the caller. */
export interface BenchReportMeta {
  readonly tool?: { readonly name: string; readonly version: string };
  readonly run?: RunMeta;
  /** Where the full report is kept (a CI artifact); linked when the Markdown is shortened. */
  readonly artifactUrl?: string;
  /** The benchmark file as the repository names it: JUnit's `file`. */
  readonly benchmarkFile?: string;
  /** Markdown only: the size limit in UTF-8 bytes (default COMMENT_BUDGET_BYTES). */
  readonly budgetBytes?: number;
}

/** A share as a percentage with one decimal; `n/a` for null. */
export function pct(x: number | null): string {
  return x === null ? 'n/a' : formatPercent(x, 1);
}

/** An interval of shares: `[70.2%, 91.1%]`. */
export function pctBounds(b: Bounds): string {
  return `[${pct(b.low)}, ${pct(b.high)}]`;
}

/** A difference of shares in percentage points, always signed: `+41.7 pts`. */
export function points(x: number): string {
  const v = Math.round(x * 1000) / 10;
  const text = Math.abs(v).toFixed(1);
  return `${v > 0 ? '+' : v < 0 ? '−' : '±'}${text}`;
}

export function pointsBounds(b: Bounds): string {
  return `[${points(b.low)}, ${points(b.high)}] pts`;
}

/** A p-value for people: four decimals, `< 0.0001` below that. */
export function pValue(p: number): string {
  if (!Number.isFinite(p)) return 'n/a';
  if (p < 0.0001) return '< 0.0001';
  return p.toFixed(4);
}

/**
 * Milliseconds for people: `812 ms`, `2.41 s`, and under a millisecond (an
 * in-process agent) with two decimals, `0.04 ms`, so a fast agent never reads
 * as `0 ms`; a time that rounds to zero there is `< 0.01 ms`.
 */
export function duration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return 'n/a';
  if (ms === 0) return '0 ms';
  if (ms < 0.005) return '< 0.01 ms';
  if (ms < 0.995) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * A tick on a latency axis whose ticks are `step` ms apart: as many decimals
 * as the step needs, so neighbouring ticks never read the same (`0.10 ms`,
 * `0.20 ms`; `500 ms`, `1.00 s`).
 */
export function durationTick(ms: number, step: number): string {
  if (ms === 0) return '0 ms';
  if (step >= 1) return duration(ms);
  const decimals = Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
  return `${ms.toFixed(decimals)} ms`;
}

/**
 * Whether a finding's subject is to be shown before its text: not when the
 * text already begins with it (`a: every one of …`), so no report says `a: a:`.
 */
export function subjectPrefix(f: Pick<BenchFinding, 'subject' | 'text'>): boolean {
  return !f.text.startsWith(`${f.subject}:`);
}

/** The confidence as people say it: `95%`. */
export function confidence(r: BenchReport): string {
  const c = r.options.confidence * 100;
  return formatPercent(r.options.confidence, Math.abs(c - Math.round(c)) < 1e-9 ? 0 : 1);
}

/** The curve's point at k, if the curve has one. */
export function atK(curve: readonly KCurvePoint[], k: number): KCurvePoint | null {
  return curve.find((p) => p.k === k) ?? null;
}

/** `a-better` etc. in words, naming the agents. */
export function pairVerdictText(p: PairComparison): string {
  switch (p.verdict) {
    case 'a-better':
      return `${p.a} better`;
    case 'b-better':
      return `${p.b} better`;
    case 'no-detectable-difference':
      return p.reachable ? 'no detectable difference' : 'too small to tell';
  }
}

/** The agent a pair's verdict puts below the other, or null for no detectable difference. */
export function worseSide(p: PairComparison): string | null {
  if (p.verdict === 'a-better') return p.b;
  if (p.verdict === 'b-better') return p.a;
  return null;
}

/**
 * The gating finding a pair stands for: a gating `worse` finding (the
 * fail-if-worse option) whose subject is the side this pair's verdict puts
 * below the other. The verdict decided it; this only finds it.
 */
export function gatingFindingOf(r: BenchReport, p: PairComparison): BenchFinding | null {
  const worse = worseSide(p);
  if (worse === null) return null;
  return (
    r.verdict.findings.find((f) => f.gates && f.outcome === 'worse' && f.subject === worse) ?? null
  );
}

/** The attempts of one agent on one task, in run order. */
export function attemptsOf(r: BenchReport, agent: string, task: string): Attempt[] {
  return (r.attempts[agent] ?? []).filter((a) => a.task === task).sort((x, y) => x.run - y.run);
}

/** One mark per attempt: ✓ pass, ✗ fail, ! error. */
export function outcomeMarks(attempts: readonly Attempt[]): string {
  return attempts
    .map((a) => (a.outcome === 'pass' ? '✓' : a.outcome === 'fail' ? '✗' : '!'))
    .join('');
}

export const OUTCOME_WORD: Readonly<Record<Attempt['outcome'], string>> = {
  pass: 'PASS',
  fail: 'FAIL',
  error: 'ERROR',
};

/** "28 passed, 7 failed, 1 error" for a task or an agent. */
export function countsText(passes: number, fails: number, errors: number): string {
  return `${passes} passed, ${fails} failed, ${plural(errors, 'error')}`;
}

/** The benchmark's scale: "12 tasks × 3 runs". */
export function scaleText(r: BenchReport): string {
  return `${plural(r.benchmark.tasks.length, 'task')} × ${plural(r.runs, 'run')}`;
}

/** The headline k shared by every agent, or null when the agents' k differ. */
export function commonK(agents: readonly AgentSummary[]): number | null {
  const ks = new Set(agents.map((a) => a.k));
  return ks.size === 1 ? (agents[0]?.k ?? null) : null;
}

/** The decision meter in words. */
export function decisionsText(d: NonNullable<AgentSummary['decisions']>, conf: string): string {
  return `${d.call}: ${d.flips} of ${plural(d.pairs, 'disjoint pair')} flipped (${pct(d.flipRate)}) on ${plural(d.tasks, 'decision task')}, ${conf} CI ${pctBounds({ low: d.ciLow, high: d.ciHigh })}`;
}

/** What to do with a pair's result, in plain words. */
export function pairAdvice(r: BenchReport, p: PairComparison): string {
  const mdd = `${points(p.minimumDetectable).replace(/^\+/, '')} points`;
  if (p.verdict === 'no-detectable-difference' && !p.reachable)
    return `${p.a} and ${p.b}: too small to tell. At ${scaleText(r)} the paired test cannot reach p below ${+r.comparison.alpha.toFixed(4)} however large the difference, so this says nothing about whether they differ; add tasks.`;
  if (p.verdict === 'no-detectable-difference')
    return `${p.a} and ${p.b}: no detectable difference. At ${scaleText(r)} a true difference smaller than about ${mdd} would likely go unseen; add tasks to see smaller ones.`;
  const better = p.verdict === 'a-better' ? p.a : p.b;
  const worse = p.verdict === 'a-better' ? p.b : p.a;
  return `${better} passes more often than ${worse} (Holm-adjusted p ${pValue(p.pAdjusted)}); the difference could be as small as ${points(Math.min(Math.abs(p.interval.low), Math.abs(p.interval.high))).replace(/^\+/, '')} points.`;
}

/** What the user-named difference would take, in words; null when none was named. */
export function toDetectText(r: BenchReport): string | null {
  const t = r.comparison.toDetect;
  if (t === null) return null;
  const size = `${points(t.difference).replace(/^\+/, '')} points`;
  const tasks =
    t.tasksNeeded === null
      ? 'no number of tasks at this number of runs reaches it'
      : `${plural(t.tasksNeeded, 'task')} at ${plural(r.runs, 'run')} each`;
  const runs =
    t.runsNeeded === null
      ? `no number of runs of these ${plural(r.benchmark.tasks.length, 'task')} reaches it`
      : `${plural(t.runsNeeded, 'run')} of these ${plural(r.benchmark.tasks.length, 'task')}`;
  return `To detect a difference of ${size} with power 0.8: ${tasks}, or ${runs}.`;
}

/** Tie groups in words: "1. alpha, beta · 2. gamma". */
export function tieGroupsText(r: BenchReport, name: (s: string) => string): string {
  return r.comparison.tieGroups.map((g, i) => `${i + 1}. ${g.map(name).join(', ')}`).join(' · ');
}

/** A finding's mark: ❌ gates with exit 1, ⚠️ gates otherwise, ✅ passed, ℹ️ otherwise. */
export function findingMark(f: BenchFinding): string {
  if (f.gates) return f.exitCode === 1 ? '❌' : '⚠️';
  return f.outcome === 'passed' ? '✅' : 'ℹ️';
}

/** The plain-text word of a finding: what its outcome is and whether it gates. */
export function findingWord(f: BenchFinding): string {
  return `${f.outcome.toUpperCase()}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}`;
}

/**
 * A headline sentence with a capital first letter when our own words start
 * it; a headline that starts with one of `names` (an agent's name) is kept as
 * it is, since a name is never changed.
 */
export function sentence(text: string, names: readonly string[] = []): string {
  if (names.some((name) => name !== '' && text.startsWith(name))) return text;
  return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}

/**
 * The most common error among attempts that gave no valid output (the first
 * seen of equally common ones), or null when none errored.
 */
export function topError(attempts: readonly Attempt[]): string | null {
  const counts = new Map<string, number>();
  for (const a of attempts)
    if (a.outcome === 'error') {
      const e = a.error ?? 'no valid output';
      counts.set(e, (counts.get(e) ?? 0) + 1);
    }
  let best: string | null = null;
  let most = 0;
  for (const [e, n] of counts)
    if (n > most) {
      best = e;
      most = n;
    }
  return best;
}

/** The title of a bench report: `AgentVerity bench test: FAILED`. */
export function titleWord(r: BenchReport): string {
  const exit = r.verdict.exitCode;
  if (r.verdict.command === 'test') return exit === 0 ? 'PASSED' : exit === 1 ? 'FAILED' : 'ERROR';
  return exit === 0 ? 'COMPLETED' : exit === 1 ? 'GATED' : 'ERROR';
}

/**
 * The tasks pass^k and pass@k leave out, per agent: those whose every attempt
 * errored (no scored run), so a pass^k above the reliability reads right.
 * Null when no agent has one.
 */
export function unscoredTasks(r: BenchReport): { agent: string; tasks: string[] }[] | null {
  const out = r.comparison.agents
    .map((a) => ({
      agent: a.agent.name,
      tasks: a.perTask.filter((t) => t.attempts > 0 && t.passes + t.fails === 0).map((t) => t.id),
    }))
    .filter((x) => x.tasks.length > 0);
  return out.length === 0 ? null : out;
}

/** `unscoredTasks` in words, each name and id through `safe`. */
export function unscoredText(r: BenchReport, safe: (s: string) => string): string | null {
  const list = unscoredTasks(r);
  if (list === null) return null;
  const shown = (ids: string[]) =>
    `${ids.slice(0, 5).map(safe).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}`;
  return `pass^k and pass@k are over scored runs (pass or fail), so a task whose every attempt errored is left out of them: ${list
    .map((x) => `${safe(x.agent)}: ${plural(x.tasks.length, 'task')} (${shown(x.tasks)})`)
    .join('; ')}.`;
}
