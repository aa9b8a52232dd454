import {
  describeFailureGroups,
  formatPercent,
  keyLabel,
  listInputs,
  plural,
  type Assessment,
  type Call,
  type HeadlineCategory,
} from '../core/index.js';
import { htmlText, plainLine } from './escape.js';
import { commitFacts, cssTones, htmlPage, toolFacts } from './report-kit.js';
import {
  allocationText,
  approvalText,
  capitalise,
  decidedByText,
  intervalName,
  contractRows,
  nextOf,
  interval,
  tolerance,
  routeCells,
  RELATION_HEADER,
  relationCells,
  suiteNotAppliedNote,
} from './facts.js';
import { FAILURE_GROUP_HEADER, failureGroupCells } from './failure-facts.js';
import { checksOf } from './checks.js';
import { readableSettings } from './readable-settings.js';
import type { ReportMeta } from './meta.js';

/** Numbers in SVG coordinates: fixed precision so the file is byte-stable. */
function n(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

/**
 * The page's colours, light and dark. Each tone keeps a WCAG contrast of at least
 * 4.5:1 against its background (a test computes it), so the headline stays
 * readable as text, not only as a colour.
 */
export const PALETTE = {
  light: {
    fg: '#1f2328',
    bg: '#ffffff',
    muted: '#57606a',
    line: '#d0d7de',
    good: '#1a7f37',
    caution: '#9a6700',
    bad: '#cf222e',
  },
  dark: {
    fg: '#e6edf3',
    bg: '#0d1117',
    muted: '#8d96a0',
    line: '#30363d',
    good: '#3fb950',
    caution: '#d29922',
    bad: '#f85149',
  },
} as const;

export type Tone = 'good' | 'caution' | 'bad';

/**
 * What each headline category means, as the terminal report colours it: the
 * evidence says no (exit 1) is bad; not enough evidence (exit 2), a run that
 * passes with decisions that flip, or nothing measured is caution; a
 * deterministic run is good.
 */
export const CATEGORY_TONE: Readonly<Record<HeadlineCategory, Tone>> = {
  INCOMPLETE: 'caution',
  'NOT TRUSTWORTHY': 'bad',
  'NOT READY': 'bad',
  'DRIFTED FROM BASELINE': 'bad',
  'BASELINE NOT COMPARED': 'caution',
  'NO VERDICT MEASURED': 'caution',
  'TRUSTWORTHY WITH CARE': 'caution',
  'NO ANSWER YET': 'caution',
  'TRUSTWORTHY AT POOLED LEVEL': 'good',
  TRUSTWORTHY: 'good',
};

/** The colour and the mark of each call in the plot (the mark differs too, for colour blindness). */
const CALLS = [
  {
    call: 'deterministic',
    tone: 'good',
    meaning: 'deterministic: the 95% upper bound is below the tolerance',
  },
  {
    call: 'stochastic',
    tone: 'bad',
    meaning: 'stochastic: the 95% lower bound is above the tolerance',
  },
  {
    call: 'undecided',
    tone: 'caution',
    meaning: 'undecided: the interval still holds the tolerance; collect more pairs',
  },
] as const satisfies readonly { call: Call; tone: Tone; meaning: string }[];

/** The observed rate's mark: a disc (deterministic), a diamond (stochastic), a ring (undecided). */
function rateMark(call: string, cx: number, cy: number): string {
  if (call === 'stochastic') {
    const r = 5;
    return `<path class="rate" d="M${n(cx)} ${n(cy - r)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r)} ${n(cy)}Z"/>`;
  }
  return `<circle class="rate" cx="${n(cx)}" cy="${n(cy)}" r="4"/>`;
}

/** Label font size in the plot, in SVG units (the style sheet sets the same). */
const LABEL_PX = 12;

/**
 * A generous width of one code point at the label size, in ems: wide enough for
 * the broad sans-serif faces (DejaVu Sans is the widest common default), so a
 * label that is estimated to fit does fit. East Asian wide characters take a
 * full em, emoji a little more, combining marks nothing.
 */
function glyphEm(code: number): number {
  if ((code >= 0x0300 && code <= 0x036f) || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f))
    return 0;
  if (code >= 0x1f000 || (code >= 0x2600 && code <= 0x27bf)) return 1.3;
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  )
    return 1;
  const ch = String.fromCodePoint(code);
  if ('mwMW@%'.includes(ch)) return 1;
  if (/[a-z0-9]/.test(ch)) return 0.64;
  if (/[A-Z]/.test(ch)) return 0.8;
  if (code < 0x80) return 0.84;
  return 1;
}

/** The estimated width of a label in the plot, in SVG units. */
export function labelWidthPx(text: string): number {
  let em = 0;
  for (const ch of text) em += glyphEm(ch.codePointAt(0) as number);
  return em * LABEL_PX;
}

/** The label cut (by code point, marked with an ellipsis) to at most `maxPx` wide. */
export function fitLabel(text: string, maxPx: number): string {
  if (labelWidthPx(text) <= maxPx) return text;
  const budget = maxPx - labelWidthPx('…');
  let used = 0;
  let out = '';
  for (const ch of text) {
    const w = glyphEm(ch.codePointAt(0) as number) * LABEL_PX;
    if (used + w > budget) break;
    used += w;
    out += ch;
  }
  return `${out}…`;
}

/** Plots with more rows than this repeat the axis above the first row. */
export const TALL_PLOT_ROWS = 12;

/** The widest label column, in SVG units; a longer label is cut and shown whole on hover. */
export const MAX_LABEL_WIDTH = 260;

/** The most of a label a hover text carries (a pathological label stays bounded). */
const TITLE_MAX = 2000;

interface PlotRow {
  readonly label: string;
  readonly low: number;
  readonly high: number;
  readonly rate: number;
  readonly epsilon: number;
  readonly targeted: boolean;
  readonly pairs: number;
  readonly flips: number;
  readonly call: string;
  readonly pooled: boolean;
}

function rowTitle(r: PlotRow): string {
  return `${htmlText(r.label, TITLE_MAX)}: ${r.flips} of ${plural(r.pairs, 'pair')} flipped (${formatPercent(r.rate, 1)}), 95% interval ${interval(r.low, r.high)}, ${r.call} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
}

/**
 * A forest plot: one row per route (and the pooled figure first), the 95%
 * interval as a line, the observed rate as a mark whose colour and shape say
 * the call, and a dashed line at each tolerance. The axis runs from 0 to the
 * smallest of 25/50/100% that holds every interval and tolerance; a tall plot
 * repeats it above the first row. The label column is as wide as the longest
 * label needs, up to MAX_LABEL_WIDTH; a longer label is cut with an ellipsis,
 * and every row carries its full label and figures as a hover title.
 */
export function forestPlot(rows: readonly PlotRow[]): string {
  const labels = rows.map((r) => plainLine(r.label, TITLE_MAX));
  const pad = 12;
  const widest = Math.max(0, ...labels.map(labelWidthPx));
  const labelWidth = Math.min(MAX_LABEL_WIDTH, Math.max(100, Math.ceil(widest) + pad));
  const plotWidth = 300;
  const right = 20;
  const rowHeight = 26;
  const tall = rows.length > TALL_PLOT_ROWS;
  const top = tall ? 30 : 12;
  const axis = 40;
  const width = labelWidth + plotWidth + right;
  const height = top + rows.length * rowHeight + axis;
  const reach = Math.max(0, ...rows.map((r) => Math.max(r.high, r.epsilon)));
  const max = reach <= 0.25 ? 0.25 : reach <= 0.5 ? 0.5 : 1;
  const x = (v: number) => labelWidth + (Math.min(Math.max(v, 0), max) / max) * plotWidth;
  const parts: string[] = [];
  parts.push(
    `<svg id="forest-plot" role="img" aria-labelledby="forest-title" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="forest-title">95% intervals of the flip rate per route against the tolerance</title>`,
  );
  const ticks =
    max === 0.25
      ? [0, 0.05, 0.1, 0.15, 0.2, 0.25]
      : max === 0.5
        ? [0, 0.1, 0.2, 0.3, 0.4, 0.5]
        : [0, 0.2, 0.4, 0.6, 0.8, 1];
  const bottom = top + rows.length * rowHeight;
  for (const t of ticks) {
    parts.push(`<line class="grid" x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${bottom}"/>`);
  }
  const axisAt = (where: 'top' | 'bottom', y: number) => [
    `<g class="axis axis-${where}">`,
    ...ticks.map(
      (t) =>
        `<text class="tick" x="${n(x(t))}" y="${y}" text-anchor="middle">${formatPercent(t)}</text>`,
    ),
    `</g>`,
  ];
  if (tall) parts.push(...axisAt('top', top - 10));
  parts.push(...axisAt('bottom', bottom + 16));
  rows.forEach((r, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    const shown = fitLabel(labels[i] as string, labelWidth - pad);
    parts.push(
      `<g class="row call-${r.call}" data-call="${r.call}">`,
      `<title>${rowTitle(r)}</title>`,
      `<text class="label${r.pooled ? ' pooled' : ''}" x="${labelWidth - 8}" y="${n(y + 4)}" text-anchor="end">${htmlText(shown, TITLE_MAX)}</text>`,
      `<line class="epsilon" x1="${n(x(r.epsilon))}" y1="${n(y - rowHeight / 2 + 2)}" x2="${n(x(r.epsilon))}" y2="${n(y + rowHeight / 2 - 2)}"/>`,
      `<line class="ci" x1="${n(x(r.low))}" y1="${n(y)}" x2="${n(x(r.high))}" y2="${n(y)}"/>`,
      rateMark(r.call, x(r.rate), y),
      `</g>`,
    );
  });
  parts.push(
    `<text class="tick" x="${labelWidth + plotWidth}" y="${bottom + 33}" text-anchor="end">flip rate</text>`,
    '</svg>',
  );
  return parts.join('\n');
}

/** The plot's key: each call's colour and mark, and the tolerance line. */
function legend(): string {
  const key = (body: string) =>
    `<svg class="key" viewBox="0 0 30 14" width="30" height="14" aria-hidden="true">${body}</svg>`;
  return [
    `<ul class="legend" id="plot-legend" aria-label="How to read the plot">`,
    ...CALLS.map(
      (c) =>
        `<li data-call="${c.call}">${key(`<g class="call-${c.call}"><line class="ci" x1="3" y1="7" x2="27" y2="7"/>${rateMark(c.call, 15, 7)}</g>`)} ${c.meaning}</li>`,
    ),
    `<li data-key="tolerance">${key('<line class="epsilon" x1="15" y1="0" x2="15" y2="14"/>')} the tolerance (a route’s own target when it has one)</li>`,
    `</ul>`,
    `<p class="note">Each line is the 95% interval of the flip rate (Wilson; Clopper–Pearson under the exact method) over disjoint rerun pairs; its mark is the observed rate. Hover a row for its full label and figures.</p>`,
  ].join('\n');
}

/**
 * An untrusted label for a table cell, cut to `max` code points and allowed to
 * break anywhere (a long name wraps instead of widening the table); when cut, the
 * full text (up to TITLE_MAX) is its hover title.
 */
function labelCell(text: string, max: number): string {
  const title = Array.from(text).length > max ? ` title="${htmlText(text, TITLE_MAX)}"` : '';
  return `<span class="name"${title}>${htmlText(text, max)}</span>`;
}

function table(
  id: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: ReadonlySet<number>,
): string {
  const th = header.map((h, i) => `<th${numeric.has(i) ? ' class="num"' : ''}>${h}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td${numeric.has(i) ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<div class="scroll"><table id="${id}">\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}

const tones = cssTones;

const STYLE = `
:root { color-scheme: light dark; ${tones(PALETTE.light)} }
@media (prefers-color-scheme: dark) { :root { ${tones(PALETTE.dark)} } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 960px; padding: 16px; overflow-wrap: break-word; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.headline { font-size: 1.05rem; }
.meta, .tick, .note { color: var(--muted); font-size: 0.85rem; }
.tone-good { color: var(--good); } .tone-caution { color: var(--caution); } .tone-bad { color: var(--bad); }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; min-width: 60%; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
td { min-width: 4ch; }
th, .num { white-space: nowrap; }
.name { display: inline-block; min-width: min(16ch, 45vw); overflow-wrap: anywhere; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.name[title] { text-decoration: underline dotted; }
#forest-plot { width: 100%; height: auto; max-width: 600px; display: block; }
svg text { fill: var(--fg); font-size: ${LABEL_PX}px; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .pooled { font-style: italic; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .ci { stroke-width: 3; stroke-linecap: round; }
svg .epsilon { stroke: var(--fg); stroke-width: 1.5; stroke-dasharray: 4 3; }
.call-deterministic .ci { stroke: var(--good); } .call-deterministic .rate { fill: var(--good); }
.call-stochastic .ci { stroke: var(--bad); } .call-stochastic .rate { fill: var(--bad); }
.call-undecided .ci { stroke: var(--caution); } .call-undecided .rate { fill: var(--bg); stroke: var(--caution); stroke-width: 2; }
.legend { list-style: none; padding: 0; margin: 8px 0; font-size: 0.9rem; }
.legend li { margin: 2px 0; }
.legend .key { display: inline-block; vertical-align: middle; width: 30px; height: 14px; }
.outcome-failed, .outcome-error { font-weight: 600; }
.outcome-failed { color: var(--bad); } .outcome-error, .outcome-caution { color: var(--caution); }
`;

/**
 * The HTML report: one self-contained file (inline style, inline SVG, no script,
 * and a Content-Security-Policy that forbids every network request), readable on
 * a phone. Untrusted strings are escaped (htmlText) and only ever placed in text
 * nodes and quoted attributes.
 */
export function renderHtml(a: Assessment, meta: ReportMeta | null): string {
  const body: string[] = [];
  body.push(`<header>`);
  const notApplied = suiteNotAppliedNote(meta);
  // A contract left out on request is said before anything else.
  if (notApplied !== null)
    body.push(
      `<p class="contract-not-applied" role="alert"><b>${htmlText(notApplied, 2000)}</b></p>`,
    );
  body.push(
    `<h1 class="tone-${CATEGORY_TONE[a.headline.category]}" id="headline-category" data-exit="${a.exitCode}">${a.headline.category}</h1>`,
  );
  body.push(`<p class="headline" id="headline">${htmlText(a.headline.text, 4000)}</p>`);
  const m = a.meter;
  body.push(
    `<p class="meta">status <b>${a.status}</b> · exit ${a.exitCode} · tolerance ${tolerance(a.epsilon)} · layer ${a.layer} · isolation ${a.isolation}${m !== null ? ` · ${plural(m.inputs, 'input')} × ${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}–${m.maxRepeats}`} repeats` : ''}</p>`,
  );
  body.push(`</header>`);

  const plotRows: PlotRow[] = [];
  if (m !== null) {
    plotRows.push({
      label: 'all inputs (pooled)',
      low: m.ciLow,
      high: m.ciHigh,
      rate: m.flipRate,
      epsilon: m.epsilon,
      targeted: false,
      pairs: m.pairs,
      flips: m.flips,
      call: m.call,
      pooled: true,
    });
  }
  for (const r of a.routes?.routes ?? []) {
    plotRows.push({
      label: r.decision,
      low: r.ciLow,
      high: r.ciHigh,
      rate: r.flipRate,
      epsilon: r.epsilon,
      targeted: r.targeted,
      pairs: r.pairs,
      flips: r.flips,
      call: r.call,
      pooled: false,
    });
  }
  if (plotRows.length > 0) {
    body.push(`<section><h2>Stability</h2>`);
    body.push(forestPlot(plotRows));
    body.push(legend());
    const rows = [
      ...(m !== null
        ? [
            [
              '<i>all inputs (pooled)</i>',
              String(m.inputs),
              String(m.pairs),
              String(m.flips),
              interval(m.ciLow, m.ciHigh),
              '',
              m.call,
            ],
          ]
        : []),
      ...(a.routes?.routes ?? []).map((r) => routeCells(r, (t) => labelCell(t, 200))),
    ];
    body.push(
      table(
        'routes',
        ['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call'],
        rows,
        new Set([1, 2, 3, 4]),
      ),
    );
    body.push(
      `<p class="note">Each interval is its own 95% statement (${intervalName(m?.method ?? 'wilson')}); the cases column of the pooled row counts inputs.</p>`,
    );
    if (m !== null && m.decidedBy !== undefined) {
      body.push(`<p id="decided-by">${capitalise(decidedByText(m))}.</p>`);
    }
    if (a.allocation !== null) {
      body.push(
        `<p id="allocation">${capitalise(allocationText(a, (t) => htmlText(t, 1000)))}.</p>`,
      );
    }
    const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
    if (changed !== undefined) {
      body.push(
        `<p id="changed-inputs">${plural(changed.total, 'input')} with a changed decision: ${htmlText(listInputs(changed), 1000)}.</p>`,
      );
    }
    const pairs = a.flipPairs;
    if (pairs.length > 0) {
      body.push(`<h2>Flip pairs</h2>`);
      body.push(
        table(
          'flip-pairs',
          ['decision', 'decision', 'pairs'],
          pairs.map((p) => [
            labelCell(p.decisions[0], 200),
            labelCell(p.decisions[1], 200),
            String(p.count),
          ]),
          new Set([2]),
        ),
      );
    }
    body.push(`</section>`);
  }

  body.push(`<section><h2>What to do next</h2><ul id="next">`);
  for (const s of nextOf(a)) body.push(`<li>${htmlText(s.text, 2000)}</li>`);
  const approval = approvalText(a, meta);
  if (approval !== null) body.push(`<li>${htmlText(approval, 2000)}</li>`);
  body.push(`</ul></section>`);

  if (a.blindness !== null) {
    const b = a.blindness;
    body.push(`<section><h2>Probe spread</h2>`);
    body.push(
      `<p><b>${b.blind ? 'Blind' : 'Not blind'}</b>: ${plural(b.distinct, 'distinct decision')}; the most common first decision, “${htmlText(keyLabel(b.majority))}”, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).</p>`,
    );
    body.push(`</section>`);
  }

  if (a.contract !== null) {
    const c = a.contract;
    body.push(
      `<section><h2>Decision contract: ${c.satisfied ? 'satisfied' : 'not satisfied'}</h2>`,
    );
    body.push(
      table(
        'contract',
        ['required route', 'intended', 'observed', 'admissible', 'why'],
        contractRows(a).map((r) => [
          `${labelCell(r.decision, 200)}${r.critical ? ' <i>(critical)</i>' : ''}`,
          String(r.intended),
          String(r.observed),
          r.admissible,
          r.why,
        ]),
        new Set([1, 2]),
      ),
    );
    if (c.unknownObserved.length > 0) {
      body.push(
        `<p>Returned but not allowed: ${c.unknownObserved.map((x) => htmlText(x)).join(', ')}.</p>`,
      );
    }
    body.push(`</section>`);
  }

  if (a.relations.length > 0) {
    body.push(`<section><h2>Relations</h2>`);
    body.push(
      table(
        'relations',
        RELATION_HEADER,
        a.relations.map((r) => relationCells(r, (t) => labelCell(t, 200))),
        new Set([2, 3, 4, 5, 6]),
      ),
    );
    body.push(
      `<p class="note">An unchanged input is skipped, never counted as held.</p></section>`,
    );
  }

  body.push(`<section><h2>Checks</h2>`);
  body.push(
    table(
      'checks',
      ['check', 'outcome', 'why'],
      checksOf(a).map((c) => [
        htmlText(c.name),
        `<span class="outcome-${c.outcome}">${c.outcome}</span>`,
        htmlText(c.message, 1000),
      ]),
      new Set(),
    ),
  );
  body.push(`</section>`);

  if (a.errors.length > 0) {
    const reasons = describeFailureGroups(a.failureGroups);
    body.push(
      `<section><h2>Failures (${a.errorCount})</h2>${reasons === null ? '' : `<p>${htmlText(reasons, 300)}</p>`}`,
      table(
        'failure-reasons',
        [...FAILURE_GROUP_HEADER],
        a.failureGroups.map((g) => failureGroupCells(g, labelCell)),
        new Set([2]),
      ),
      '<ul>',
    );
    const listed = a.errors.slice(0, 20);
    for (const e of listed) {
      body.push(
        `<li>case ${e.caseIndex} (<code>${e.fingerprint.slice(0, 12)}</code>) ${e.phase}${e.relation !== undefined ? ` ${labelCell(e.relation, 60)}` : ''}: ${htmlText(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}</li>`,
      );
    }
    const covered = listed.reduce((sum, e) => sum + (e.count ?? 1), 0);
    if (a.errorCount > covered) body.push(`<li>… and ${a.errorCount - covered} more</li>`);
    body.push(`</ul></section>`);
  }

  if (a.caveats.length > 0) {
    body.push(`<section><h2>Caveats</h2><ul>`);
    for (const c of a.caveats) body.push(`<li>${htmlText(c, 2000)}</li>`);
    body.push(`</ul></section>`);
  }

  body.push(`<footer class="meta"><h2>Run</h2>`);
  const facts = [
    ...toolFacts(meta?.tool),
    `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
    ...(meta?.evidenceDigest ? [`evidence <code>${htmlText(meta.evidenceDigest, 64)}</code>`] : []),
    ...commitFacts(meta?.run?.commit),
  ];
  body.push(`<p>${facts.join(' · ')}</p>`);
  const settings = meta === null ? [] : readableSettings(meta.settings);
  if (settings.length > 0) {
    body.push(`<p>Assessed with ${settings.map((s) => htmlText(s, 200)).join(' · ')}.</p>`);
  }
  body.push(`</footer>`);

  return htmlPage(`AgentVerity: ${a.headline.category}`, STYLE, body);
}
