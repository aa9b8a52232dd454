import { formatPercent, keyLabel, plural, type Assessment } from '../core/index.js';
import { htmlText } from './escape.js';
import {
  approvalText,
  checksOf,
  contractRows,
  nextOf,
  interval,
  settingLines,
  tolerance,
  routeCells,
  RELATION_HEADER,
  relationCells,
} from './facts.js';
import type { ReportMeta } from './meta.js';

/** Numbers in SVG coordinates: fixed precision so the file is byte-stable. */
function n(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

interface PlotRow {
  readonly label: string;
  readonly low: number;
  readonly high: number;
  readonly rate: number;
  readonly epsilon: number;
  readonly call: string;
  readonly pooled: boolean;
}

const CALL_COLOUR: Readonly<Record<string, string>> = {
  deterministic: '#1a7f37',
  stochastic: '#cf222e',
  undecided: '#9a6700',
};

/**
 * A forest plot: one row per route (and the pooled figure first), the 95%
 * interval as a line, the observed rate as a dot, and a dashed line at each
 * tolerance. The axis runs from 0 to the smallest of 25/50/100% that holds
 * every interval and tolerance.
 */
export function forestPlot(rows: readonly PlotRow[]): string {
  const labelWidth = 140;
  const plotWidth = 260;
  const right = 16;
  const rowHeight = 26;
  const top = 16;
  const axis = 40;
  const width = labelWidth + plotWidth + right;
  const height = top + rows.length * rowHeight + axis;
  const reach = Math.max(0, ...rows.map((r) => Math.max(r.high, r.epsilon)));
  const max = reach <= 0.25 ? 0.25 : reach <= 0.5 ? 0.5 : 1;
  const x = (v: number) => labelWidth + (Math.min(Math.max(v, 0), max) / max) * plotWidth;
  const parts: string[] = [];
  parts.push(
    `<svg id="forest-plot" role="img" aria-labelledby="forest-title" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">`,
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
    parts.push(
      `<line class="grid" x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${bottom}"/>`,
      `<text class="tick" x="${n(x(t))}" y="${bottom + 16}" text-anchor="middle">${formatPercent(t)}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    const colour = CALL_COLOUR[r.call] ?? '#57606a';
    parts.push(
      `<g class="row" data-call="${r.call}">`,
      `<text class="label${r.pooled ? ' pooled' : ''}" x="${labelWidth - 8}" y="${n(y + 4)}" text-anchor="end">${htmlText(r.label, 20)}</text>`,
      `<line class="epsilon" x1="${n(x(r.epsilon))}" y1="${n(y - rowHeight / 2 + 2)}" x2="${n(x(r.epsilon))}" y2="${n(y + rowHeight / 2 - 2)}"/>`,
      `<line class="ci" x1="${n(x(r.low))}" y1="${n(y)}" x2="${n(x(r.high))}" y2="${n(y)}" stroke="${colour}"/>`,
      `<circle cx="${n(x(r.rate))}" cy="${n(y)}" r="4" fill="${colour}"/>`,
      `</g>`,
    );
  });
  parts.push(
    `<text class="tick" x="${labelWidth + plotWidth}" y="${bottom + 33}" text-anchor="end">flip rate (dashed: tolerance)</text>`,
    '</svg>',
  );
  return parts.join('\n');
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

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --bg: #ffffff; --muted: #57606a; --line: #d0d7de; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #8d96a0; --line: #30363d; } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 960px; padding: 16px; overflow-wrap: break-word; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.headline { font-size: 1.05rem; }
.meta, .tick, .note { color: var(--muted); font-size: 0.85rem; }
.exit-0 { color: #1a7f37; } .exit-1 { color: #cf222e; } .exit-2 { color: #9a6700; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; min-width: 60%; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
th, .num { white-space: nowrap; }
td { min-width: 4ch; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
svg { width: 100%; height: auto; max-width: 560px; display: block; }
svg text { fill: var(--fg); font-size: 12px; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .pooled { font-style: italic; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .ci { stroke-width: 3; stroke-linecap: round; }
svg .epsilon { stroke: var(--fg); stroke-width: 1.5; stroke-dasharray: 4 3; }
.outcome-failed, .outcome-error { font-weight: 600; }
.outcome-failed { color: #cf222e; } .outcome-error { color: #9a6700; }
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
  body.push(`<h1 class="exit-${a.exitCode}" id="headline-category">${a.headline.category}</h1>`);
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
      call: r.call,
      pooled: false,
    });
  }
  if (plotRows.length > 0) {
    body.push(`<section><h2>Stability</h2>`);
    body.push(forestPlot(plotRows));
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
      ...(a.routes?.routes ?? []).map((r) => routeCells(r, (t) => htmlText(t, 200))),
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
      `<p class="note">Each interval is its own 95% Wilson statement over disjoint rerun pairs; the cases column of the pooled row counts inputs.</p>`,
    );
    const pairs = a.routes?.flipPairs ?? [];
    if (pairs.length > 0) {
      body.push(`<h2>Flip pairs</h2>`);
      body.push(
        table(
          'flip-pairs',
          ['decision', 'decision', 'pairs'],
          pairs.map((p) => [htmlText(p.decisions[0]), htmlText(p.decisions[1]), String(p.count)]),
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
          `${htmlText(r.decision)}${r.critical ? ' <i>(critical)</i>' : ''}`,
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
        a.relations.map((r) => relationCells(r, (t) => htmlText(t))),
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
    body.push(`<section><h2>Failures (${a.errorCount})</h2><ul>`);
    for (const e of a.errors.slice(0, 20)) {
      body.push(
        `<li>case ${e.caseIndex} (<code>${e.fingerprint.slice(0, 12)}</code>) ${e.phase}${e.relation !== undefined ? ` ${htmlText(e.relation, 60)}` : ''}: ${htmlText(e.message, 300)}</li>`,
      );
    }
    if (a.errorCount > 20) body.push(`<li>… and ${a.errorCount - 20} more</li>`);
    body.push(`</ul></section>`);
  }

  if (a.caveats.length > 0) {
    body.push(`<section><h2>Caveats</h2><ul>`);
    for (const c of a.caveats) body.push(`<li>${htmlText(c, 2000)}</li>`);
    body.push(`</ul></section>`);
  }

  body.push(`<footer class="meta"><h2>Run</h2>`);
  const facts = [
    ...(meta !== null
      ? [`${htmlText(meta.tool.name, 60)} ${htmlText(meta.tool.version, 40)}`]
      : []),
    `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
    ...(meta?.evidenceDigest ? [`evidence <code>${htmlText(meta.evidenceDigest, 64)}</code>`] : []),
    ...(meta?.run?.commit !== undefined
      ? [`commit <code>${htmlText(meta.run.commit, 64)}</code>`]
      : []),
  ];
  body.push(`<p>${facts.join(' · ')}</p>`);
  if (meta !== null && Object.keys(meta.settings).length > 0) {
    body.push(
      `<p>Settings: ${settingLines(meta.settings)
        .map((s) => htmlText(s, 200))
        .join(' · ')}</p>`,
    );
  }
  body.push(`</footer>`);

  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>AgentVerity: ${a.headline.category}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
