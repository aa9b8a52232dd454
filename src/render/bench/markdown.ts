import type { AgentSummary, BenchReport } from '../../core/bench/types.js';
import { plural } from '../../core/index.js';
import { markdownText } from '../escape.js';
import { COMMENT_BUDGET_BYTES } from '../markdown.js';
import { fitToBudget, safeLink, tableLines } from '../report-kit.js';
import {
  atK,
  attemptsOf,
  commonK,
  confidence,
  decisionsText,
  duration,
  findingMark,
  outcomeMarks,
  pairAdvice,
  pairVerdictText,
  pct,
  pctBounds,
  points,
  pointsBounds,
  pValue,
  scaleText,
  sentence,
  subjectPrefix,
  tieGroupsText,
  titleWord,
  toDetectText,
  topError,
  unscoredText,
  type BenchReportMeta,
} from './facts.js';

const NAME = 64;

interface Limits {
  /** Rows of the per-task table (Infinity: all). */
  readonly rows: number;
  /** Code points of each output shown in it (0: none). */
  readonly output: number;
  /** False: no per-task table at all. */
  readonly details: boolean;
}

const FULL: Limits = { rows: Infinity, output: 120, details: true };
const STEPS: readonly Limits[] = [
  { rows: Infinity, output: 40, details: true },
  { rows: 200, output: 40, details: true },
  { rows: 100, output: 0, details: true },
  { rows: 50, output: 0, details: true },
  { rows: 20, output: 0, details: true },
  { rows: 0, output: 0, details: false },
];

const cell = (text: string, max = NAME) => markdownText(text, max);
const agentNamesOf = (r: BenchReport) => r.comparison.agents.map((a) => a.agent.name);

function agentTable(r: BenchReport): string[] {
  const agents = r.comparison.agents;
  const conf = confidence(r);
  const k = commonK(agents);
  const kWord = k ?? 'k';
  const curve = (a: AgentSummary, which: 'passHatK' | 'passAtK') => {
    const p = atK(a[which], a.k);
    return p === null ? 'n/a' : `${pct(p.value)} ${pctBounds(p)}${k === null ? ` (k=${a.k})` : ''}`;
  };
  const hasDecisions = agents.some((a) => a.decisions !== null);
  return tableLines(
    [
      'agent',
      'attempts',
      'pass / fail / error',
      'reliability',
      `${conf} CI (tasks)`,
      `${conf} Wilson`,
      'error rate',
      'consistency',
      `pass^${kWord}`,
      `pass@${kWord}`,
      'p50',
      'p95',
      ...(hasDecisions ? ['decision flips'] : []),
    ],
    [
      'l',
      'r',
      'r',
      'r',
      'l',
      'l',
      'r',
      'r',
      'l',
      'l',
      'r',
      'r',
      ...(hasDecisions ? (['l'] as const) : []),
    ],
    agents.map((a) => [
      `**${cell(a.agent.name)}**${a.complete ? '' : ' (incomplete)'}`,
      String(a.attempts),
      `${a.passed} / ${a.failed} / ${a.errored}`,
      pct(a.reliability.value),
      pctBounds(a.reliability.cluster),
      pctBounds(a.reliability.wilson),
      pct(a.errorRate),
      pct(a.consistency),
      curve(a, 'passHatK'),
      curve(a, 'passAtK'),
      duration(a.latency.p50),
      duration(a.latency.p95),
      ...(hasDecisions
        ? [
            a.decisions === null
              ? 'n/a'
              : `${a.decisions.flips}/${a.decisions.pairs} ${a.decisions.call}`,
          ]
        : []),
    ]),
  );
}

function pairTable(r: BenchReport): string[] {
  const pairs = r.comparison.pairs;
  const conf = confidence(r);
  const exact = pairs.some((p) => p.mcnemar !== null || p.newcombe !== null);
  return tableLines(
    [
      'pair',
      'tasks',
      'difference',
      `${conf} CI`,
      ...(exact ? ['McNemar mid-p', `Newcombe ${conf}`] : []),
      'Holm p',
      'min. detectable',
      'verdict',
    ],
    ['l', 'r', 'r', 'l', ...(exact ? (['r', 'l'] as const) : []), 'r', 'r', 'l'],
    pairs.map((p) => [
      `${cell(p.a)} vs ${cell(p.b)}`,
      `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`,
      `${points(p.meanDifference)} pts`,
      pointsBounds(p.interval),
      ...(exact
        ? [
            p.mcnemar === null ? 'n/a' : markdownText(pValue(p.mcnemar.midP)),
            p.newcombe === null ? 'n/a' : pointsBounds(p.newcombe),
          ]
        : []),
      markdownText(pValue(p.pAdjusted)),
      `${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
      p.verdict === 'no-detectable-difference'
        ? pairVerdictText(p)
        : `**${cell(pairVerdictText(p), 2 * NAME + 10)}**`,
    ]),
  );
}

/** The per-task table: one agent's tasks, or the agents side by side. */
function taskTable(r: BenchReport, limits: Limits): string[] {
  const agents = r.comparison.agents;
  const tasks = r.benchmark.tasks.slice(0, limits.rows);
  const output = (text: string | null) =>
    limits.output === 0 || text === null ? '' : ` · ${cell(text, limits.output)}`;
  const agentCell = (a: AgentSummary, id: string) => {
    const t = a.perTask.find((x) => x.id === id);
    if (t === undefined) return '—';
    const attempts = attemptsOf(r, a.agent.name, id);
    const error = t.topOutput === null ? topError(attempts) : null;
    return `${outcomeMarks(attempts)} ${t.passes}/${t.attempts}${error === null ? output(t.topOutput) : limits.output === 0 ? '' : ` · error: ${cell(error, limits.output)}`}`;
  };
  const header = [
    'task',
    ...(agents.length === 1 ? ['runs (✓ ✗ !)'] : agents.map((a) => cell(a.agent.name))),
  ];
  return tableLines(
    header,
    header.map(() => 'l' as const),
    tasks.map((t) => [
      `**${cell(t.id, 40)}** ${cell(t.name, 60)}`,
      ...agents.map((a) => agentCell(a, t.id)),
    ]),
  );
}

function render(
  r: BenchReport,
  meta: BenchReportMeta,
  limits: Limits,
  note: string | null,
): string {
  const v = r.verdict;
  const out: string[] = [];
  out.push(`### AgentVerity bench ${v.command}: ${titleWord(r)}`);
  out.push('');
  out.push(markdownText(sentence(v.headline, agentNamesOf(r)), 4000));
  out.push('');
  out.push(
    `\`${v.command}\` · exit ${v.exitCode} · benchmark ${cell(r.benchmark.name)} · ${scaleText(r)} · ${confidence(r)} confidence`,
  );
  if (note !== null) out.push('', `> ${note}`);
  if (v.findings.length > 0) {
    out.push('');
    for (const f of v.findings)
      out.push(
        `- ${findingMark(f)} ${subjectPrefix(f) ? `${cell(f.subject, 120)}: ` : ''}${markdownText(f.text, 1000)}`,
      );
  }
  out.push('', ...agentTable(r));
  out.push(
    '',
    `_Each column is its own figure; there is no combined score. Reliability is passed / attempts (an error is not a pass); the interval over tasks is the one the verdict uses. pass^k: all k runs of a task pass; pass@k: at least one does._`,
  );
  const unscored = unscoredText(r, (s) => cell(s));
  if (unscored !== null) out.push('', `_${unscored}_`);
  if (r.comparison.pairs.length > 0) {
    out.push('', '**Pairs** (paired on task id; difference of per-task pass rate, first − second)');
    out.push('', ...pairTable(r));
    out.push(
      '',
      `**Not separable** (best first): ${tieGroupsText(r, (s) => cell(s))}`,
      '',
      '**What it means**',
      '',
    );
    for (const p of r.comparison.pairs) out.push(`- ${markdownText(pairAdvice(r, p), 1000)}`);
    const detect = toDetectText(r);
    if (detect !== null) out.push(`- ${markdownText(detect, 1000)}`);
  } else {
    const a = r.comparison.agents[0];
    if (a?.decisions != null)
      out.push(
        '',
        `Decision tasks: ${markdownText(decisionsText(a.decisions, confidence(r)), 1000)}.`,
      );
  }
  if (limits.details) {
    const total = r.benchmark.tasks.length;
    const shown = Math.min(total, limits.rows);
    out.push('');
    out.push('<details>');
    out.push(
      `<summary>Per task${r.comparison.agents.length > 1 ? ', side by side' : ''} (${shown === total ? plural(total, 'task') : `${shown} of ${plural(total, 'task')}`})</summary>`,
    );
    out.push('');
    out.push(...taskTable(r, limits));
    if (shown < total) out.push('', `_… and ${total - shown} more tasks in the full report._`);
    out.push('');
    out.push(
      `✓ pass · ✗ fail · ! error (no valid output, never counted as a fail), one mark per run${limits.output > 0 ? '; then passes / attempts and the most common output' : '; then passes / attempts'}.`,
    );
    out.push('');
    out.push('</details>');
  }
  const link = safeLink(meta.artifactUrl, 'full report');
  if (link !== null) out.push('', `The ${link} (JSON, JUnit, HTML) is kept with the run.`);
  return `${out.join('\n')}\n`;
}

/**
 * The Markdown bench report for a pull-request comment (or a job summary with a
 * larger `budgetBytes`): headline, findings, per-metric agent columns (no
 * combined score), the pairs, tie groups and plain advice, and a collapsible
 * per-task table with outputs escaped and cut. Over the budget (60,000 bytes by
 * default, under GitHub's 65,536) it shortens visibly: shorter outputs, fewer
 * rows, no outputs, no per-task table, and last the headline alone.
 */
export function renderBenchMarkdown(r: BenchReport, meta: BenchReportMeta = {}): string {
  const budget = meta.budgetBytes ?? COMMENT_BUDGET_BYTES;
  const total = r.benchmark.tasks.length;
  return fitToBudget(
    budget,
    render(r, meta, FULL, null),
    STEPS,
    (limits, where) => {
      const shown = Math.min(total, limits.rows);
      const what = limits.details
        ? `${shown === total ? 'every task' : `${shown} of ${plural(total, 'task')}`} in the per-task table, ${limits.output === 0 ? 'outputs left out' : `outputs cut to ${limits.output} characters`}`
        : 'the per-task table left out';
      return render(r, meta, limits, `Shortened to fit ${budget} bytes: ${what}. See ${where}.`);
    },
    () =>
      `### AgentVerity bench ${r.verdict.command}: ${titleWord(r)}\n\nexit ${r.verdict.exitCode}: ${markdownText(sentence(r.verdict.headline, agentNamesOf(r)), 4000)}`,
    meta.artifactUrl,
  );
}
