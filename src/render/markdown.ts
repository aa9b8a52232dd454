import {
  describeFailureGroups,
  formatPercent,
  keyLabel,
  listInputs,
  plural,
  type Assessment,
  type RouteRow,
} from '../core/index.js';
import { markdownText } from './escape.js';
import { fullReportWhere, headlineOnly, safeLink, tableLines, utf8Bytes } from './report-kit.js';
import {
  allocationText,
  capitalise,
  decidedByText,
  intervalName,
  approvalText,
  contractRows,
  nextOf,
  interval,
  tolerance,
  RELATION_HEADER,
  relationCells,
  suiteNotAppliedNote,
} from './facts.js';
import { FAILURE_GROUP_HEADER, failureGroupCells } from './failure-facts.js';
import { gateHeading, gateSummary, gateWord, groupChecks } from './checks.js';
import { readableSettings } from './readable-settings.js';
import type { ReportMeta } from './meta.js';

export type MarkdownMode = 'comment' | 'summary';

export interface MarkdownOptions {
  /** `comment` for the pull-request comment, `summary` for the job summary. */
  readonly mode: MarkdownMode;
  /** Size limit in UTF-8 bytes; defaults to the mode's budget. */
  readonly budgetBytes?: number;
  /** Where the full report is kept; overrides meta.artifactUrl. */
  readonly artifactUrl?: string;
  /**
   * Leave out how to approve a baseline: the caller says it beside the report,
   * knowing whether there is a pull request (the Action's baseline section).
   */
  readonly omitApproval?: boolean;
}

/** Below GitHub's 65,536-character comment limit, with room for the Action's marker. */
export const COMMENT_BUDGET_BYTES = 60_000;
/** GitHub drops a job summary over 1 MiB. */
export const SUMMARY_BUDGET_BYTES = 1024 * 1024;

export { utf8Bytes } from './report-kit.js';

const BAR_CELLS = 20;

/**
 * A text picture of one interval on a 0–100% scale, 5% per cell: `█` where the
 * 95% interval lies, `·` elsewhere, and `┃` at the tolerance. Only our own
 * characters, so it can sit in a code span.
 */
export function intervalBar(low: number, high: number, epsilon: number): string {
  let bar = '';
  const mark = Math.min(BAR_CELLS, Math.max(0, Math.round(epsilon * BAR_CELLS)));
  for (let i = 0; i < BAR_CELLS; i++) {
    if (i === mark) bar += '┃';
    const from = i / BAR_CELLS;
    const to = (i + 1) / BAR_CELLS;
    bar += high >= from && low < to ? '█' : '·';
  }
  if (mark === BAR_CELLS) bar += '┃';
  return bar;
}

/** What the bars of the route table show, under the table. */
const BAR_LEGEND = `_Each bar is the flip rate from 0 to 100% in ${100 / BAR_CELLS}% cells: █ covers the 95% interval, ┃ marks the tolerance._`;

/** The headline's sentence with a capital (it starts with our own word, never a label). */
function sentence(text: string): string {
  return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}

/** How important a route row is to keep when the table must shrink. */
function severity(r: RouteRow): number {
  if (r.call === 'stochastic') return r.targeted ? 0 : 1;
  if (r.call === 'undecided') return r.targeted ? 2 : 3;
  return 4;
}

interface Limits {
  /** Route rows shown (the most telling ones, in table order). */
  readonly routes: number;
  /** Rows of each list in the details (flip pairs, contract, relations, failures). */
  readonly rows: number;
  readonly details: boolean;
}

const FULL: Limits = { routes: Infinity, rows: Infinity, details: true };

function cell(text: string, max = 120): string {
  return markdownText(text, max);
}

function more(lines: string[], shown: number, total: number, what: string): void {
  if (total > shown) lines.push('', `_… and ${total - shown} more ${what} in the full report._`);
}

/** What sets the exit code and what needs care, as the findings say. */
function gateMarkdown(a: Assessment, limits: Limits): string[] {
  const { gating, cautions } = gateSummary(a);
  const out: string[] = [''];
  const max = Number.isFinite(limits.rows) ? Math.max(3, limits.rows) : Infinity;
  if (gating.length === 0) {
    out.push(`**${gateHeading(a, 0)}.**`);
  } else {
    out.push(`**${gateHeading(a, gating.length)}:**`, '');
    for (const c of gating.slice(0, max)) {
      out.push(
        `- ${c.exitCode === 1 ? '❌' : '⚠️'} ${cell(c.name)} ${gateWord(c)}: ${markdownText(c.message, 600)}`,
      );
    }
    more(out, Math.min(max, gating.length), gating.length, 'gating findings');
  }
  if (cautions.length > 0) {
    const groups = groupChecks(cautions);
    out.push('', `**Needs care, does not fail the run (${cautions.length}):**`, '');
    for (const g of groups.slice(0, max))
      out.push(`- 🟡 ${cell(g.name, 400)}: ${markdownText(g.message, 600)}`);
    more(out, Math.min(max, groups.length), groups.length, 'cautions');
  }
  return out;
}

function render(
  a: Assessment,
  meta: ReportMeta | null,
  limits: Limits,
  artifactUrl: string | undefined,
  shortened: string | null,
  omitApproval: boolean,
): string {
  const out: string[] = [];
  out.push(`### AgentVerity: ${a.headline.category}`);
  out.push('');
  const notApplied = suiteNotAppliedNote(meta);
  // A contract left out on request is said before the headline.
  if (notApplied !== null) out.push(`> **${markdownText(notApplied, 2000)}**`, '');
  out.push(markdownText(sentence(a.headline.text), 4000));
  out.push('');
  const m = a.meter;
  const scale =
    m === null
      ? ''
      : ` · ${plural(m.inputs, 'input')} × ${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}–${m.maxRepeats}`} repeats`;
  out.push(
    `\`${a.status}\` · exit ${a.exitCode} · tolerance ${tolerance(a.epsilon)}${scale} · isolation \`${a.isolation}\``,
  );
  if (shortened !== null) {
    out.push('');
    out.push(`> ${shortened}`);
  }
  out.push(...gateMarkdown(a, limits));

  // The compact table: the pooled figure, then the routes.
  const rows: string[][] = [];
  if (m !== null) {
    rows.push([
      '_all inputs (pooled)_',
      String(m.inputs),
      String(m.pairs),
      String(m.flips),
      interval(m.ciLow, m.ciHigh),
      m.call,
      `\`${intervalBar(m.ciLow, m.ciHigh, m.epsilon)}\``,
    ]);
  }
  const routes = a.routes?.routes ?? [];
  const keep = new Set(
    [...routes]
      .map((r, i) => ({ r, i }))
      .sort((x, y) => severity(x.r) - severity(y.r) || y.r.ciHigh - x.r.ciHigh || x.i - y.i)
      .slice(0, limits.routes)
      .map((x) => x.i),
  );
  routes.forEach((r, i) => {
    if (!keep.has(i)) return;
    rows.push([
      cell(r.decision),
      String(r.cases),
      String(r.pairs),
      String(r.flips),
      interval(r.ciLow, r.ciHigh),
      `${r.call}${r.targeted ? ` (target ${tolerance(r.epsilon)})` : ''}`,
      `\`${intervalBar(r.ciLow, r.ciHigh, r.epsilon)}\``,
    ]);
  });
  if (rows.length > 0) {
    out.push('');
    out.push(
      ...tableLines(
        ['route', 'cases', 'pairs', 'flips', '95% CI', 'call', 'flip rate, 0–100%'],
        ['l', 'r', 'r', 'r', 'l', 'l', 'l'],
        rows,
      ),
    );
    more(out, keep.size, routes.length, 'routes');
    out.push('', BAR_LEGEND);
  }

  out.push('');
  out.push('**Next**');
  out.push('');
  for (const n of nextOf(a)) out.push(`- ${markdownText(n.text, 2000)}`);
  const approval = omitApproval ? null : approvalText(a, meta);
  if (approval !== null) out.push(`- ${markdownText(approval, 2000)}`);

  if (limits.details) {
    out.push('');
    out.push('<details>');
    out.push('<summary>Details</summary>');
    out.push('');
    if (m !== null) {
      const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
      out.push('#### Repeatability (pooled)');
      out.push('');
      out.push(
        `${m.call}: ${m.flips} of ${plural(m.pairs, 'disjoint pair')} flipped (${formatPercent(m.flipRate, 1)}); 95% ${intervalName(m.method)} interval ${interval(m.ciLow, m.ciHigh)} against ${tolerance(m.epsilon)}; ${m.inputsWithFlip} of ${plural(m.inputs, 'input')} changed decision${changed === undefined ? '' : `: ${markdownText(listInputs(changed), 1000)}`}.` +
          (m.decidedBy === undefined ? '' : ` ${capitalise(decidedByText(m))}.`) +
          (a.allocation === null
            ? ''
            : ` ${capitalise(allocationText(a, (t) => markdownText(t, 1000)))}.`),
      );
      out.push('');
    }
    const b = a.blindness;
    if (b !== null) {
      out.push('#### Probe spread');
      out.push('');
      out.push(
        `${b.blind ? '**Blind**' : 'Not blind'}: ${plural(b.distinct, 'distinct decision')}; the most common first decision, ${cell(keyLabel(b.majority))}, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).`,
      );
      out.push('');
    }
    const pairs = a.flipPairs;
    if (pairs.length > 0) {
      out.push('#### Flip pairs');
      out.push('');
      const shown = pairs.slice(0, limits.rows);
      out.push(
        ...tableLines(
          ['decision', 'decision', 'pairs'],
          ['l', 'l', 'r'],
          shown.map((p) => [cell(p.decisions[0]), cell(p.decisions[1]), String(p.count)]),
        ),
      );
      more(out, shown.length, pairs.length, 'flip pairs');
      out.push('');
    }
    if (a.contract !== null) {
      const c = a.contract;
      out.push(`#### Decision contract: ${c.satisfied ? 'satisfied' : '**not satisfied**'}`);
      out.push('');
      const all = contractRows(a);
      const shown = all.slice(0, limits.rows);
      out.push(
        ...tableLines(
          ['required route', 'intended', 'observed', 'admissible', 'why'],
          ['l', 'r', 'r', 'l', 'l'],
          shown.map((r) => [
            `${cell(r.decision)}${r.critical ? ' (critical)' : ''}`,
            String(r.intended),
            String(r.observed),
            r.admissible,
            r.why,
          ]),
        ),
      );
      more(out, shown.length, all.length, 'required routes');
      if (c.unknownObserved.length > 0) {
        out.push('');
        out.push(
          `Returned but not allowed: ${c.unknownObserved
            .slice(0, limits.rows)
            .map((x) => cell(x))
            .join(
              ', ',
            )}${c.unknownObserved.length > limits.rows ? ` and ${c.unknownObserved.length - limits.rows} more` : ''}.`,
        );
      }
      out.push('');
    }
    if (a.relations.length > 0) {
      out.push('#### Relations');
      out.push('');
      const shown = a.relations.slice(0, limits.rows);
      out.push(
        ...tableLines(
          RELATION_HEADER,
          ['l', 'l', 'r', 'r', 'r', 'r', 'r'],
          shown.map((r) => relationCells(r, cell)),
        ),
      );
      more(out, shown.length, a.relations.length, 'relations');
      out.push('');
      out.push('An unchanged input is skipped, never counted as held.');
      out.push('');
    }
    if (a.errors.length > 0) {
      out.push(`#### Failures (${a.errorCount})`);
      out.push('');
      const reasons = describeFailureGroups(a.failureGroups);
      if (reasons !== null) out.push(reasons, '');
      out.push(
        ...tableLines(
          [...FAILURE_GROUP_HEADER],
          ['l', 'l', 'r', 'l', 'l'],
          a.failureGroups.map((g) => failureGroupCells(g, cell)),
        ),
        '',
      );
      const shown = a.errors.slice(0, Math.min(limits.rows, 10));
      for (const e of shown) {
        out.push(
          `- case ${e.caseIndex} (\`${e.fingerprint.slice(0, 12)}\`) ${e.phase}${e.relation !== undefined ? ` ${cell(e.relation, 60)}` : ''}: ${cell(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}`,
        );
      }
      const covered = shown.reduce((sum, e) => sum + (e.count ?? 1), 0);
      if (a.errorCount > covered) out.push(`- … and ${a.errorCount - covered} more`);
      out.push('');
    }
    if (a.caveats.length > 0) {
      out.push('#### Caveats');
      out.push('');
      for (const c of a.caveats) out.push(`- ${markdownText(c, 2000)}`);
      out.push('');
    }
    out.push('#### Run');
    out.push('');
    const run: string[] = [
      ...(meta !== null ? [`${cell(meta.tool.name, 60)} ${cell(meta.tool.version, 40)}`] : []),
      `layer \`${a.layer}\``,
      `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
    ];
    if (meta?.evidenceDigest) run.push(`evidence \`${meta.evidenceDigest.slice(0, 16)}\``);
    out.push(run.join(' · '));
    const settings = meta === null ? [] : readableSettings(meta.settings);
    if (settings.length > 0) {
      out.push('');
      out.push(`Assessed with ${settings.map((s) => cell(s, 200)).join(' · ')}.`);
    }
    out.push('');
    out.push('</details>');
  }
  const link = safeLink(artifactUrl, 'full report');
  if (link !== null) {
    out.push('');
    out.push(`The ${link} (JSON, JUnit, HTML) is kept with the run.`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * The Markdown report for a pull-request comment or a job summary: headline,
 * a compact route table with a text picture of each interval against the
 * tolerance, the next step (with how to approve a baseline when the evidence
 * admits one), and a collapsible details section. Every untrusted string is
 * escaped (markdownText). Over the byte budget it degrades visibly: fewer
 * rows, then no details, then only the headline, each time with a note that
 * links the full report when an artifact URL is given.
 */
export function renderMarkdown(
  a: Assessment,
  meta: ReportMeta | null,
  options: MarkdownOptions,
): string {
  const budget =
    options.budgetBytes ??
    (options.mode === 'comment' ? COMMENT_BUDGET_BYTES : SUMMARY_BUDGET_BYTES);
  const artifactUrl = options.artifactUrl ?? meta?.artifactUrl;
  const omitApproval = options.omitApproval === true;
  const full = render(a, meta, FULL, artifactUrl, null, omitApproval);
  if (utf8Bytes(full) <= budget) return full;

  const where = fullReportWhere(artifactUrl);
  const routeCount = a.routes?.routes.length ?? 0;
  const steps: Limits[] = [50, 20, 10, 5].flatMap((n) => [{ routes: n, rows: n, details: true }]);
  steps.push({ routes: 20, rows: 0, details: false }, { routes: 5, rows: 0, details: false });
  for (const limits of steps) {
    const shownRoutes = Math.min(limits.routes, routeCount);
    const note = `Shortened to fit ${budget} bytes: ${
      routeCount > 0 ? `${shownRoutes} of ${plural(routeCount, 'route')} shown` : 'rows left out'
    }${limits.details ? `, at most ${limits.rows} rows per detail table` : ', details left out'}. See ${where}.`;
    const text = render(a, meta, limits, artifactUrl, note, omitApproval);
    if (utf8Bytes(text) <= budget) return text;
  }
  // Last resort: the headline alone, cut to fit.
  return headlineOnly(
    `### AgentVerity: ${a.headline.category}\n\n\`${a.status}\` · exit ${a.exitCode}: ${markdownText(sentence(a.headline.text), 4000)}`,
    budget,
    where,
  );
}
