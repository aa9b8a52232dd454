import type { AgentSummary, BenchReport } from '../../core/bench/types.js';
import { plural } from '../../core/index.js';
import { terminalSafe } from '../escape.js';
import { table } from '../table.js';
import {
  atK,
  attemptsOf,
  commonK,
  confidence,
  countsText,
  decisionsText,
  duration,
  findingWord,
  outcomeMarks,
  pairAdvice,
  pairVerdictText,
  pct,
  pctBounds,
  points,
  pointsBounds,
  pValue,
  scaleText,
  subjectPrefix,
  tieGroupsText,
  titleWord,
  toDetectText,
  topError,
  unscoredText,
  type BenchReportMeta,
} from './facts.js';

const NAME = 40;
/** A name is shown whole up to the engine's limit for agent names. */
const AGENT_NAME = 64;
/** Wider names than this make the tables of a comparison key their columns `#1`, `#2`, …. */
const KEYED_ABOVE = 24;

/**
 * How the tables of this report head an agent's column: its name, or, when
 * two or more agents are compared and a name is long (cut, two long names
 * could read the same), its key `#1`, `#2`, … given once above the tables.
 */
function agentKeys(r: BenchReport): Map<string, string> | null {
  const agents = r.comparison.agents;
  if (agents.length < 2) return null;
  if (agents.every((a) => [...terminalSafe(a.agent.name, AGENT_NAME)].length <= KEYED_ABOVE))
    return null;
  return new Map(agents.map((a, i) => [a.agent.name, `#${i + 1}`]));
}

function columnName(keys: Map<string, string> | null, name: string): string {
  return keys?.get(name) ?? terminalSafe(name, AGENT_NAME);
}

/** The metric rows of the agent table: one column per agent. */
function agentRows(r: BenchReport, keys: Map<string, string> | null): string[][] {
  const agents = r.comparison.agents;
  const conf = confidence(r);
  const k = commonK(agents);
  const col = (f: (a: AgentSummary) => string) => agents.map(f);
  const curve = (a: AgentSummary, which: 'passHatK' | 'passAtK') => {
    const p = atK(a[which], a.k);
    if (p === null) return 'n/a';
    return `${pct(p.value)} ${pctBounds(p)}${k === null ? ` (k=${a.k})` : ''}`;
  };
  const rows: string[][] = [
    ['', ...col((a) => columnName(keys, a.agent.name))],
    ['kind', ...col((a) => terminalSafe(a.agent.kind, NAME))],
    ['attempts', ...col((a) => `${a.attempts} (${a.tasks} tasks)`)],
    ['passed / failed / errors', ...col((a) => `${a.passed} / ${a.failed} / ${a.errored}`)],
    ['reliability', ...col((a) => pct(a.reliability.value))],
    [`  ${conf} over tasks`, ...col((a) => pctBounds(a.reliability.cluster))],
    [`  ${conf} Wilson`, ...col((a) => pctBounds(a.reliability.wilson))],
    ['error rate', ...col((a) => pct(a.errorRate))],
    ['consistency', ...col((a) => pct(a.consistency))],
    ['latency p50', ...col((a) => duration(a.latency.p50))],
    ['latency p95', ...col((a) => duration(a.latency.p95))],
    [`pass^${k ?? 'k'} (all runs pass)`, ...col((a) => curve(a, 'passHatK'))],
    [`pass@${k ?? 'k'} (any run passes)`, ...col((a) => curve(a, 'passAtK'))],
  ];
  if (agents.some((a) => a.decisions !== null)) {
    rows.push([
      'decision flips',
      ...col((a) =>
        a.decisions === null
          ? 'n/a'
          : `${a.decisions.flips}/${a.decisions.pairs} ${pctBounds({ low: a.decisions.ciLow, high: a.decisions.ciHigh })} ${a.decisions.call}`,
      ),
    ]);
  }
  if (agents.some((a) => !a.complete))
    rows.push(['complete', ...col((a) => (a.complete ? 'yes' : 'NO'))]);
  return rows;
}

/** What stands for a task's output when none was valid: its most common error, or `(none)`. */
function noOutput(r: BenchReport, agent: string, task: string): string {
  const error = topError(attemptsOf(r, agent, task));
  return error === null ? '(none)' : `(error: ${terminalSafe(error, 40)})`;
}

/** Per task: its counts for one agent, or the agents side by side. */
function taskRows(r: BenchReport, keys: Map<string, string> | null): string[][] {
  const agents = r.comparison.agents;
  if (agents.length === 1) {
    const a = agents[0] as AgentSummary;
    return [
      [
        'task',
        'name',
        'runs',
        'pass',
        'fail',
        'error',
        'pass rate',
        'consistency',
        'most common output',
      ],
      ...a.perTask.map((t) => [
        terminalSafe(t.id, NAME),
        terminalSafe(t.name, NAME),
        outcomeMarks(attemptsOf(r, a.agent.name, t.id)),
        String(t.passes),
        String(t.fails),
        String(t.errors),
        pct(t.passRate),
        pct(t.consistency),
        t.topOutput !== null ? terminalSafe(t.topOutput, 40) : noOutput(r, a.agent.name, t.id),
      ]),
    ];
  }
  return [
    ['task', 'name', ...agents.map((a) => columnName(keys, a.agent.name))],
    ...r.benchmark.tasks.map(({ id, name }) => [
      terminalSafe(id, NAME),
      terminalSafe(name, NAME),
      ...agents.map((a) => {
        const t = a.perTask.find((x) => x.id === id);
        if (t === undefined) return '-';
        return `${outcomeMarks(attemptsOf(r, a.agent.name, id))} ${t.passes}/${t.attempts}`;
      }),
    ]),
  ];
}

/**
 * The bench report for a terminal: the verdict's headline first, the findings,
 * a table of every agent's figures (reliability with both intervals, error rate,
 * consistency, latency, pass^k and pass@k at the headline k), the per-task
 * table, and for a comparison the pairs, tie groups and what more evidence
 * would take. Every name and output is terminal-safe.
 */
export function renderBenchText(r: BenchReport, meta: BenchReportMeta = {}): string {
  const out: string[] = [];
  const conf = confidence(r);
  const v = r.verdict;
  out.push(`AgentVerity bench ${v.command}: ${titleWord(r)} (exit ${v.exitCode})`);
  out.push(terminalSafe(v.headline, 2000));
  out.push('');
  out.push(
    `benchmark ${terminalSafe(r.benchmark.name, 80)} · ${scaleText(r)} · ${conf} confidence · digest ${r.benchmark.digest.slice(0, 12)}`,
  );
  const section = (title: string) => {
    out.push('');
    out.push(title);
  };

  if (v.findings.length > 0) {
    section('Findings');
    for (const f of v.findings)
      out.push(
        `  - ${findingWord(f)} ${subjectPrefix(f) ? `${terminalSafe(f.subject, 80)}: ` : ''}${terminalSafe(f.text, 1000)}`,
      );
  }

  const keys = agentKeys(r);
  section(r.comparison.agents.length === 1 ? 'Agent' : 'Agents');
  if (keys !== null)
    for (const [agent, key] of keys) out.push(`  ${key}  ${terminalSafe(agent, AGENT_NAME)}`);
  for (const line of table(agentRows(r, keys), new Set())) out.push(`  ${line}`);
  out.push(
    `  Reliability is passed / attempts (an error counts as not passed). The interval over tasks treats the task as the unit and is the one the verdict uses; Wilson treats attempts as independent.`,
  );
  const unscored = unscoredText(r, (s) => terminalSafe(s, AGENT_NAME));
  if (unscored !== null) out.push(`  ${unscored}`);

  section('Tasks');
  const rightAligned =
    r.comparison.agents.length === 1 ? new Set([3, 4, 5, 6, 7]) : new Set<number>();
  for (const line of table(taskRows(r, keys), rightAligned)) out.push(`  ${line}`);
  out.push(
    '  ✓ pass · ✗ fail · ! error (no valid output, never counted as a fail), one mark per run.',
  );

  const pairs = r.comparison.pairs;
  if (pairs.length > 0) {
    section(`Pairs (paired on task id; difference of per-task pass rate, first − second)`);
    const anyExact = pairs.some((p) => p.mcnemar !== null || p.newcombe !== null);
    const header = [
      'pair',
      'tasks',
      'difference',
      `${conf} CI`,
      ...(anyExact ? ['McNemar mid-p', `Newcombe ${conf}`] : []),
      'p',
      'Holm p',
      'min. detectable',
      'verdict',
    ];
    const rows = pairs.map((p) => [
      `${columnName(keys, p.a)} vs ${columnName(keys, p.b)}`,
      `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`,
      `${points(p.meanDifference)} pts`,
      pointsBounds(p.interval),
      ...(anyExact
        ? [
            p.mcnemar === null
              ? 'n/a'
              : `${pValue(p.mcnemar.midP)} (b=${p.mcnemar.b}, c=${p.mcnemar.c})`,
            p.newcombe === null ? 'n/a' : pointsBounds(p.newcombe),
          ]
        : []),
      pValue(p.p),
      pValue(p.pAdjusted),
      `${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
      keys === null
        ? terminalSafe(pairVerdictText(p), 2 * AGENT_NAME + 10)
        : p.verdict === 'no-detectable-difference'
          ? pairVerdictText(p)
          : `${columnName(keys, p.verdict === 'a-better' ? p.a : p.b)} better`,
    ]);
    for (const line of table([header, ...rows], new Set([1, 2]))) out.push(`  ${line}`);
    if (pairs.some((p) => p.droppedTasks > 0))
      out.push('  Tasks scored on one side only are left out of the pair.');

    section('Tie groups (not separable from each other, best first)');
    out.push(`  ${tieGroupsText(r, (s) => terminalSafe(s, AGENT_NAME))}`);

    section('What it means');
    for (const p of pairs) out.push(`  - ${terminalSafe(pairAdvice(r, p), 1000)}`);
    const detect = toDetectText(r);
    if (detect !== null) out.push(`  - ${detect}`);
  } else {
    const a = r.comparison.agents[0];
    if (a !== undefined) {
      const bad = a.perTask.filter((t) => t.fails > 0 || t.errors > 0);
      section('What it means');
      if (bad.length === 0) {
        out.push(
          `  - Every attempt passed. pass^${a.k} is the share of tasks that pass all of ${a.k} runs.`,
        );
      } else {
        out.push(
          `  - ${plural(bad.length, 'task')} did not pass every attempt: ${bad
            .slice(0, 10)
            .map((t) => `${terminalSafe(t.id, NAME)} (${countsText(t.passes, t.fails, t.errors)})`)
            .join('; ')}${bad.length > 10 ? `; and ${bad.length - 10} more` : ''}.`,
        );
        if (a.errored > 0)
          out.push(
            `  - ${plural(a.errored, 'attempt')} gave no valid output: check the agent runs (timeouts, crashes) before reading the pass rate.`,
          );
      }
      if (a.decisions !== null)
        out.push(`  - Decision tasks: ${decisionsText(a.decisions, conf)}.`);
    }
  }

  out.push('');
  const tool =
    meta.tool === undefined
      ? ''
      : `${terminalSafe(meta.tool.name, 60)} ${terminalSafe(meta.tool.version, 40)} · `;
  out.push(`${tool}evidence ${r.evidenceDigest.slice(0, 16)} · exit ${v.exitCode}`);
  return `${out.join('\n')}\n`;
}
