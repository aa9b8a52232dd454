import type { CaseResult, CasesReport, PathComparison } from '../../core/stateful/types.js';
import { plural } from '../../core/index.js';
import { markdownCode, markdownText } from '../escape.js';
import { COMMENT_BUDGET_BYTES } from '../markdown.js';
import { fitToBudget, safeLink, tableLines } from '../report-kit.js';
import {
  barText,
  findingBody,
  findingMark,
  notPassed,
  OUTCOME_TEXT,
  passHatKText,
  pathsInOrder,
  pct,
  rateText,
  recoveryText,
  replaySourcesText,
  scaleText,
  sentence,
  sliceDimension,
  stateMeterText,
  STATUS_TEXT,
  statusMark,
  titleWord,
  valueJson,
  type CasesReportMeta,
} from './facts.js';

const NAME = 60;

interface Limits {
  /** Case runs listed in the failing-cases table (Infinity: all). */
  readonly rows: number;
  /** Compared paths shown per case run (0: none). */
  readonly paths: number;
  /** Code points of each value and reason shown. */
  readonly value: number;
  /** False: no failing-cases table at all. */
  readonly details: boolean;
}

const FULL: Limits = { rows: Infinity, paths: 6, value: 80, details: true };
const STEPS: readonly Limits[] = [
  { rows: Infinity, paths: 3, value: 40, details: true },
  { rows: 200, paths: 2, value: 40, details: true },
  { rows: 100, paths: 0, value: 40, details: true },
  { rows: 50, paths: 0, value: 40, details: true },
  { rows: 20, paths: 0, value: 40, details: true },
  { rows: 0, paths: 0, value: 40, details: false },
];

const cell = (text: string, max = NAME) => markdownText(text, max);
/** A code span for a table cell: a `|` inside a span would still end the cell (GFM), so it is escaped. */
const code = (text: string, max: number) => markdownCode(text, max).replaceAll('|', '\\|');

function criteriaTable(r: CasesReport): string[] {
  return tableLines(
    [
      'criterion',
      'type',
      'status',
      'pass rate (interval)',
      'bar',
      'pass^k',
      'pass / fail / missing / insufficient',
    ],
    ['l', 'l', 'l', 'l', 'r', 'l', 'r'],
    r.criteria.map((c) => [
      `**${cell(c.name)}**`,
      code(c.type, 40),
      `${statusMark(c.status)} ${STATUS_TEXT[c.status]}`,
      rateText(c.passRate),
      barText(c),
      passHatKText(c),
      `${c.passed} / ${c.failed} / ${c.missing} / ${c.insufficient}`,
    ]),
  );
}

const shown = (v: PathComparison['expected'], max: number) => {
  const j = valueJson(v);
  return j === null ? '_absent_' : code(j, max);
};

function pathsCell(x: CaseResult, limits: Limits): string {
  const parts: string[] = [];
  if (x.changedPaths !== undefined && x.changedPaths.length > 0)
    parts.push(
      `changed: ${x.changedPaths
        .slice(0, Math.max(limits.paths, 3))
        .map((p) => code(p, 60))
        .join(
          ', ',
        )}${x.changedPaths.length > Math.max(limits.paths, 3) ? ` +${x.changedPaths.length - Math.max(limits.paths, 3)}` : ''}`,
    );
  const off = pathsInOrder(x.paths ?? []).filter((p) => p.outcome === 'mismatch');
  for (const p of off.slice(0, limits.paths))
    parts.push(
      `${code(p.path, 60)} ${OUTCOME_TEXT[p.outcome]}: expected ${shown(p.expected, limits.value)}, actual ${shown(p.actual, limits.value)}, initial ${shown(p.initial, limits.value)}`,
    );
  if (off.length > limits.paths)
    parts.push(
      `${limits.paths === 0 ? '' : '+'}${plural(off.length - limits.paths, 'mismatching path')}`,
    );
  return parts.length === 0 ? '—' : parts.join('<br>');
}

function failingTable(bad: readonly CaseResult[], limits: Limits): string[] {
  return tableLines(
    ['criterion', 'case', 'run', 'status', 'why', 'paths'],
    ['l', 'l', 'r', 'l', 'l', 'l'],
    bad
      .slice(0, limits.rows)
      .map((x) => [
        cell(x.criterion, 40),
        code(x.case, 40),
        String(x.run),
        `${statusMark(x.status)} ${STATUS_TEXT[x.status]}${x.reasonCode === undefined ? '' : ` ${code(x.reasonCode, 40)}`}`,
        cell(x.reason ?? '', Math.max(limits.value * 3, 120)),
        pathsCell(x, limits),
      ]),
  );
}

function heading(r: CasesReport): string {
  return `### AgentVerity cases: ${titleWord(r)}`;
}

function render(
  r: CasesReport,
  meta: CasesReportMeta,
  limits: Limits,
  note: string | null,
): string {
  const out: string[] = [];
  out.push(heading(r));
  out.push('');
  out.push(markdownText(sentence(r.headline), 4000));
  out.push('');
  out.push(`\`cases\` · exit ${r.exitCode} · ${scaleText(r)}`);
  const replays = replaySourcesText(r);
  if (replays !== null) out.push('', markdownText(replays, 1200));
  if (note !== null) out.push('', `> ${note}`);
  if (r.findings.length > 0) {
    out.push('');
    for (const f of r.findings)
      out.push(`- ${findingMark(f)} ${markdownText(findingBody(f), 1500)}`);
  }
  if (r.criteria.length > 0) {
    out.push('', ...criteriaTable(r));
    const recovery = r.criteria.filter((c) => c.recovery !== undefined);
    if (recovery.length > 0) {
      out.push('');
      for (const c of recovery)
        out.push(`- Recovery, **${cell(c.name)}**: ${markdownText(recoveryText(c), 400)}`);
    }
    out.push(
      '',
      '_A criterion with a bar passes when its interval’s lower bound clears the bar, fails when the upper bound is below it, and has insufficient evidence in between; a missing case run is never a pass._',
    );
  }
  const m = r.stateRepeatability;
  out.push(
    '',
    `**State layer** (same end state across reruns): ${m === null ? 'n/a (no case was run twice with its state recorded)' : markdownText(stateMeterText(m), 400)}`,
  );
  if (r.slices.length > 0)
    out.push(
      '',
      `**Slices** (rate, support): ${r.slices.map((s) => `${sliceDimension(s)} ${markdownText(s.bucket, 20)}: ${pct(s.rate)} (${s.support})`).join(' · ')}`,
    );
  const bad = notPassed(r);
  if (bad.length > 0 && limits.details) {
    const shownRows = Math.min(bad.length, limits.rows);
    out.push('');
    out.push('<details>');
    out.push(
      `<summary>Case runs that did not pass (${shownRows === bad.length ? bad.length : `${shownRows} of ${bad.length}`})</summary>`,
    );
    out.push('');
    out.push(...failingTable(bad, limits));
    if (shownRows < bad.length)
      out.push(
        '',
        `_… and ${plural(bad.length - shownRows, 'more case run')} in the full report._`,
      );
    out.push('');
    out.push('</details>');
  }
  const link = safeLink(meta.artifactUrl, 'full report');
  if (link !== null)
    out.push('', `The ${link} (JSON, JUnit, HTML with a panel per case) is kept with the run.`);
  return `${out.join('\n')}\n`;
}

/**
 * The Markdown cases report: a section of its own for the pull-request comment
 * (placed beside the gate's report, so it has its own heading): the headline,
 * the findings with their next steps, the criteria table, recovery per fault,
 * the state layer and the slices, and the case runs that did not pass in
 * `<details>`, with their reasons and mismatching paths. Over the budget
 * (60,000 bytes by default) it shortens visibly: fewer paths and shorter
 * values, fewer case runs, no case runs, and last the headline alone.
 */
export function renderCasesMarkdown(r: CasesReport, meta: CasesReportMeta = {}): string {
  const budget = meta.budgetBytes ?? COMMENT_BUDGET_BYTES;
  const total = notPassed(r).length;
  return fitToBudget(
    budget,
    render(r, meta, FULL, null),
    STEPS,
    (limits, where) => {
      const rows = Math.min(total, limits.rows);
      const what = limits.details
        ? `${rows === total ? 'every case run that did not pass' : `${rows} of ${plural(total, 'case run')} that did not pass`}, ${limits.paths === 0 ? 'compared paths left out' : `at most ${plural(limits.paths, 'path')} each`}`
        : 'the case runs that did not pass left out';
      return render(r, meta, limits, `Shortened to fit ${budget} bytes: ${what}. See ${where}.`);
    },
    () => `${heading(r)}\n\nexit ${r.exitCode}: ${markdownText(sentence(r.headline), 4000)}`,
    meta.artifactUrl,
  );
}
