import path from 'node:path';
import { h as htmlText, p as plainLine, x as xmlText, e as plainLineWithin, m as markdownText, R as Refusal, r as refusingWrites, o as outputPath, b as terminalSafe } from './types.js';
import { aD as tolerance, am as plural, aE as interval, aF as routeCells, aG as intervalName, aH as capitalise, aI as decidedByText, aJ as allocationText, a8 as listInputs, aK as nextOf, aL as approvalText, Y as formatPercent, aM as contractRows, aN as relationCells, aO as RELATION_HEADER, aP as checksOf, aQ as readableSettings, aR as settingLines, aS as gateSummary, aT as gateHeading, aU as gateWord, aV as groupChecks } from './check2.js';
import { k as keyLabel } from './module.js';
import { a as renderJson, r as renderText } from './text.js';
import { P as PAIRING, c as formatOfPath, R as REPORT_FORMATS } from './report-options.js';

/** Numbers in SVG coordinates: fixed precision so the file is byte-stable. */
function n(x) {
    return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
/**
 * The page's colours, light and dark. Each tone keeps a WCAG contrast of at least
 * 4.5:1 against its background (a test computes it), so the headline stays
 * readable as text, not only as a colour.
 */
const PALETTE = {
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
};
/**
 * What each headline category means, as the terminal report colours it: the
 * evidence says no (exit 1) is bad; not enough evidence (exit 2), a run that
 * passes with decisions that flip, or nothing measured is caution; a
 * deterministic run is good.
 */
const CATEGORY_TONE = {
    INCOMPLETE: 'caution',
    'NOT TRUSTWORTHY': 'bad',
    'NOT READY': 'bad',
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
];
/** The observed rate's mark: a disc (deterministic), a diamond (stochastic), a ring (undecided). */
function rateMark(call, cx, cy) {
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
function glyphEm(code) {
    if ((code >= 0x0300 && code <= 0x036f) || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f))
        return 0;
    if (code >= 0x1f000 || (code >= 0x2600 && code <= 0x27bf))
        return 1.3;
    if ((code >= 0x1100 && code <= 0x115f) ||
        (code >= 0x2e80 && code <= 0xa4cf) ||
        (code >= 0xac00 && code <= 0xd7a3) ||
        (code >= 0xf900 && code <= 0xfaff) ||
        (code >= 0xfe30 && code <= 0xfe4f) ||
        (code >= 0xff00 && code <= 0xff60) ||
        (code >= 0xffe0 && code <= 0xffe6))
        return 1;
    const ch = String.fromCodePoint(code);
    if ('mwMW@%'.includes(ch))
        return 1;
    if (/[a-z0-9]/.test(ch))
        return 0.64;
    if (/[A-Z]/.test(ch))
        return 0.8;
    if (code < 0x80)
        return 0.84;
    return 1;
}
/** The estimated width of a label in the plot, in SVG units. */
function labelWidthPx(text) {
    let em = 0;
    for (const ch of text)
        em += glyphEm(ch.codePointAt(0));
    return em * LABEL_PX;
}
/** The label cut (by code point, marked with an ellipsis) to at most `maxPx` wide. */
function fitLabel(text, maxPx) {
    if (labelWidthPx(text) <= maxPx)
        return text;
    const budget = maxPx - labelWidthPx('…');
    let used = 0;
    let out = '';
    for (const ch of text) {
        const w = glyphEm(ch.codePointAt(0)) * LABEL_PX;
        if (used + w > budget)
            break;
        used += w;
        out += ch;
    }
    return `${out}…`;
}
/** Plots with more rows than this repeat the axis above the first row. */
const TALL_PLOT_ROWS = 12;
/** The widest label column, in SVG units; a longer label is cut and shown whole on hover. */
const MAX_LABEL_WIDTH = 260;
/** The most of a label a hover text carries (a pathological label stays bounded). */
const TITLE_MAX = 2000;
function rowTitle(r) {
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
function forestPlot(rows) {
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
    const x = (v) => labelWidth + (Math.min(Math.max(v, 0), max) / max) * plotWidth;
    const parts = [];
    parts.push(`<svg id="forest-plot" role="img" aria-labelledby="forest-title" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">`, `<title id="forest-title">95% intervals of the flip rate per route against the tolerance</title>`);
    const ticks = max === 0.25
        ? [0, 0.05, 0.1, 0.15, 0.2, 0.25]
        : max === 0.5
            ? [0, 0.1, 0.2, 0.3, 0.4, 0.5]
            : [0, 0.2, 0.4, 0.6, 0.8, 1];
    const bottom = top + rows.length * rowHeight;
    for (const t of ticks) {
        parts.push(`<line class="grid" x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${bottom}"/>`);
    }
    const axisAt = (where, y) => [
        `<g class="axis axis-${where}">`,
        ...ticks.map((t) => `<text class="tick" x="${n(x(t))}" y="${y}" text-anchor="middle">${formatPercent(t)}</text>`),
        `</g>`,
    ];
    if (tall)
        parts.push(...axisAt('top', top - 10));
    parts.push(...axisAt('bottom', bottom + 16));
    rows.forEach((r, i) => {
        const y = top + i * rowHeight + rowHeight / 2;
        const shown = fitLabel(labels[i], labelWidth - pad);
        parts.push(`<g class="row call-${r.call}" data-call="${r.call}">`, `<title>${rowTitle(r)}</title>`, `<text class="label${r.pooled ? ' pooled' : ''}" x="${labelWidth - 8}" y="${n(y + 4)}" text-anchor="end">${htmlText(shown, TITLE_MAX)}</text>`, `<line class="epsilon" x1="${n(x(r.epsilon))}" y1="${n(y - rowHeight / 2 + 2)}" x2="${n(x(r.epsilon))}" y2="${n(y + rowHeight / 2 - 2)}"/>`, `<line class="ci" x1="${n(x(r.low))}" y1="${n(y)}" x2="${n(x(r.high))}" y2="${n(y)}"/>`, rateMark(r.call, x(r.rate), y), `</g>`);
    });
    parts.push(`<text class="tick" x="${labelWidth + plotWidth}" y="${bottom + 33}" text-anchor="end">flip rate</text>`, '</svg>');
    return parts.join('\n');
}
/** The plot's key: each call's colour and mark, and the tolerance line. */
function legend() {
    const key = (body) => `<svg class="key" viewBox="0 0 30 14" width="30" height="14" aria-hidden="true">${body}</svg>`;
    return [
        `<ul class="legend" id="plot-legend" aria-label="How to read the plot">`,
        ...CALLS.map((c) => `<li data-call="${c.call}">${key(`<g class="call-${c.call}"><line class="ci" x1="3" y1="7" x2="27" y2="7"/>${rateMark(c.call, 15, 7)}</g>`)} ${c.meaning}</li>`),
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
function labelCell(text, max) {
    const title = Array.from(text).length > max ? ` title="${htmlText(text, TITLE_MAX)}"` : '';
    return `<span class="name"${title}>${htmlText(text, max)}</span>`;
}
function table(id, header, rows, numeric) {
    const th = header.map((h, i) => `<th${numeric.has(i) ? ' class="num"' : ''}>${h}</th>`).join('');
    const body = rows
        .map((r) => `<tr>${r.map((c, i) => `<td${numeric.has(i) ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`)
        .join('\n');
    return `<div class="scroll"><table id="${id}">\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}
const tones = (p) => `--fg: ${p.fg}; --bg: ${p.bg}; --muted: ${p.muted}; --line: ${p.line}; --good: ${p.good}; --caution: ${p.caution}; --bad: ${p.bad};`;
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
function renderHtml(a, meta) {
    const body = [];
    body.push(`<header>`);
    body.push(`<h1 class="tone-${CATEGORY_TONE[a.headline.category]}" id="headline-category" data-exit="${a.exitCode}">${a.headline.category}</h1>`);
    body.push(`<p class="headline" id="headline">${htmlText(a.headline.text, 4000)}</p>`);
    const m = a.meter;
    body.push(`<p class="meta">status <b>${a.status}</b> · exit ${a.exitCode} · tolerance ${tolerance(a.epsilon)} · layer ${a.layer} · isolation ${a.isolation}${m !== null ? ` · ${plural(m.inputs, 'input')} × ${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}–${m.maxRepeats}`} repeats` : ''}</p>`);
    body.push(`</header>`);
    const plotRows = [];
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
        body.push(table('routes', ['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call'], rows, new Set([1, 2, 3, 4])));
        body.push(`<p class="note">Each interval is its own 95% statement (${intervalName(m?.method ?? 'wilson')}); the cases column of the pooled row counts inputs.</p>`);
        if (m !== null && m.decidedBy !== undefined) {
            body.push(`<p id="decided-by">${capitalise(decidedByText(m))}.</p>`);
        }
        if (a.allocation !== null) {
            body.push(`<p id="allocation">${capitalise(allocationText(a, (t) => htmlText(t, 1000)))}.</p>`);
        }
        const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
        if (changed !== undefined) {
            body.push(`<p id="changed-inputs">${plural(changed.total, 'input')} with a changed decision: ${htmlText(listInputs(changed), 1000)}.</p>`);
        }
        const pairs = a.flipPairs;
        if (pairs.length > 0) {
            body.push(`<h2>Flip pairs</h2>`);
            body.push(table('flip-pairs', ['decision', 'decision', 'pairs'], pairs.map((p) => [
                labelCell(p.decisions[0], 200),
                labelCell(p.decisions[1], 200),
                String(p.count),
            ]), new Set([2])));
        }
        body.push(`</section>`);
    }
    body.push(`<section><h2>What to do next</h2><ul id="next">`);
    for (const s of nextOf(a))
        body.push(`<li>${htmlText(s.text, 2000)}</li>`);
    const approval = approvalText(a, meta);
    if (approval !== null)
        body.push(`<li>${htmlText(approval, 2000)}</li>`);
    body.push(`</ul></section>`);
    if (a.blindness !== null) {
        const b = a.blindness;
        body.push(`<section><h2>Probe spread</h2>`);
        body.push(`<p><b>${b.blind ? 'Blind' : 'Not blind'}</b>: ${plural(b.distinct, 'distinct decision')}; the most common first decision, “${htmlText(keyLabel(b.majority))}”, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).</p>`);
        body.push(`</section>`);
    }
    if (a.contract !== null) {
        const c = a.contract;
        body.push(`<section><h2>Decision contract: ${c.satisfied ? 'satisfied' : 'not satisfied'}</h2>`);
        body.push(table('contract', ['required route', 'intended', 'observed', 'admissible', 'why'], contractRows(a).map((r) => [
            `${labelCell(r.decision, 200)}${r.critical ? ' <i>(critical)</i>' : ''}`,
            String(r.intended),
            String(r.observed),
            r.admissible,
            r.why,
        ]), new Set([1, 2])));
        if (c.unknownObserved.length > 0) {
            body.push(`<p>Returned but not allowed: ${c.unknownObserved.map((x) => htmlText(x)).join(', ')}.</p>`);
        }
        body.push(`</section>`);
    }
    if (a.relations.length > 0) {
        body.push(`<section><h2>Relations</h2>`);
        body.push(table('relations', RELATION_HEADER, a.relations.map((r) => relationCells(r, (t) => labelCell(t, 200))), new Set([2, 3, 4, 5, 6])));
        body.push(`<p class="note">An unchanged input is skipped, never counted as held.</p></section>`);
    }
    body.push(`<section><h2>Checks</h2>`);
    body.push(table('checks', ['check', 'outcome', 'why'], checksOf(a).map((c) => [
        htmlText(c.name),
        `<span class="outcome-${c.outcome}">${c.outcome}</span>`,
        htmlText(c.message, 1000),
    ]), new Set()));
    body.push(`</section>`);
    if (a.errors.length > 0) {
        body.push(`<section><h2>Failures (${a.errorCount})</h2><ul>`);
        const listed = a.errors.slice(0, 20);
        for (const e of listed) {
            body.push(`<li>case ${e.caseIndex} (<code>${e.fingerprint.slice(0, 12)}</code>) ${e.phase}${e.relation !== undefined ? ` ${labelCell(e.relation, 60)}` : ''}: ${htmlText(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}</li>`);
        }
        const covered = listed.reduce((sum, e) => sum + (e.count ?? 1), 0);
        if (a.errorCount > covered)
            body.push(`<li>… and ${a.errorCount - covered} more</li>`);
        body.push(`</ul></section>`);
    }
    if (a.caveats.length > 0) {
        body.push(`<section><h2>Caveats</h2><ul>`);
        for (const c of a.caveats)
            body.push(`<li>${htmlText(c, 2000)}</li>`);
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
    const settings = meta === null ? [] : readableSettings(meta.settings);
    if (settings.length > 0) {
        body.push(`<p>Assessed with ${settings.map((s) => htmlText(s, 200)).join(' · ')}.</p>`);
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

/** Seconds with three decimals, as JUnit readers expect (`time="0.000"`). */
function seconds(ms) {
    return ms === undefined || !Number.isFinite(ms) || ms < 0 ? '0.000' : (ms / 1000).toFixed(3);
}
/**
 * Classnames no file of the user's repository can match: test reporters that
 * point an annotation at a file (mikepenz/action-junit-report) look a classname
 * up as a path, and `meter` found tests/core/meter/meter.test.ts. The space and
 * colon keep ours apart, and every case names its file besides.
 */
const CLASSNAMES = {
    evidence: 'agentverity: evidence',
    meter: 'agentverity: meter',
    routes: 'agentverity: routes',
    blindness: 'agentverity: blindness',
    contract: 'agentverity: contract',
    relations: 'agentverity: relations',
};
/** The file a report's cases stand for when the caller names none. */
const DEFAULT_JUNIT_FILE = 'agentverity-evidence.json';
/**
 * The element each outcome writes, if any. A caution needs care but does not
 * fail the run: a skipped case is the one state every reader shows without
 * turning the run red, marked by its type and a `CAUTION:` text.
 */
const OUTCOME_ELEMENT = {
    passed: null,
    failed: { tag: 'failure', prefix: '' },
    error: { tag: 'error', prefix: '' },
    skipped: { tag: 'skipped', type: '', prefix: '' },
    caution: { tag: 'skipped', type: 'agentverity.caution', prefix: 'CAUTION: ' },
};
function testcase(check, file) {
    // The name fits 240 code points as a reporter shows it, visible escapes included.
    const open = `    <testcase name="${xmlText(plainLineWithin(check.name, 240), 240)}" classname="${CLASSNAMES[check.group]}" file="${xmlText(file, 1000)}" time="0.000"`;
    // One line per fact: a line break inside a label stays visible (\u000a) and can
    // never start a line of its own.
    const body = [check.message, ...check.figures].map((line) => xmlText(line, 20_000)).join('\n');
    const lines = [`${open}>`];
    const element = OUTCOME_ELEMENT[check.outcome];
    if (element !== null) {
        // The message is the element's text too: some readers (dorny/test-reporter's
        // jest-junit parser) read only the text and fail on an empty element.
        const said = `${element.prefix}${check.message}`;
        const type = element.type ?? `agentverity.${check.group}`;
        lines.push(`      <${element.tag}${type === '' ? '' : ` type="${type}"`} message="${xmlText(said, 1000)}">${xmlText(said, 4000)}</${element.tag}>`);
    }
    lines.push(`      <system-out>${body}</system-out>`);
    lines.push('    </testcase>');
    return lines;
}
/**
 * The JUnit XML report: a `<testsuites>` root holding one `<testsuite>`, one
 * `<testcase>` per finding (evidence completeness, pooled meter, each route,
 * blindness, contract and each of its problems, relation coverage, each
 * relation), never one per trial. `<failure>` for a gating finding where the
 * evidence says no (exit 1), `<error>` for one where it is incomplete or
 * undecided (exit 2), so a failure or error appears exactly when the exit code
 * is not 0. `<skipped>` for what tested nothing or was not measured, and for a
 * caution (a stochastic route, a violation judged against the flip rate), whose
 * text starts `CAUTION:`. Each element carries its message as text as well.
 * Figures are in each case's `system-out` and in the suite's `properties`.
 * Every suite and case has a name, a file and a time.
 */
function renderJunit(a, meta) {
    const checks = checksOf(a);
    const count = (o) => checks.filter((c) => c.outcome === o).length;
    const failures = count('failed');
    const errors = count('error');
    const skipped = count('skipped') + count('caution');
    const file = meta.casesFile ?? DEFAULT_JUNIT_FILE;
    const time = seconds(meta.run?.durationMs);
    const properties = [
        ['schema', 'agentverity-action/report@1'],
        ['tool', `${meta.tool.name} ${meta.tool.version}`],
        ['status', a.status],
        ['exitCode', String(a.exitCode)],
        ['headline', `${a.headline.category}: ${a.headline.text}`],
        [
            'gating',
            checks
                .filter((c) => c.gates)
                .map((c) => c.id)
                .join(', ') || 'none',
        ],
        [
            'caution',
            checks
                .filter((c) => c.outcome === 'caution')
                .map((c) => c.id)
                .join(', ') || 'none',
        ],
        ['complete', String(a.complete)],
        ['layer', a.layer],
        ['isolation', a.isolation],
        ['epsilon', String(a.epsilon)],
        ['calls', String(a.calls.total)],
        ...(meta.run?.retries !== undefined
            ? [['retries', String(meta.run.retries)]]
            : []),
    ];
    if (a.meter !== null) {
        properties.push([
            'meter',
            `${a.meter.call}: ${a.meter.flips}/${a.meter.pairs} pairs flipped (${formatPercent(a.meter.flipRate, 1)}), 95% CI ${interval(a.meter.ciLow, a.meter.ciHigh)} against ${tolerance(a.meter.epsilon)}`,
        ]);
        properties.push(['method', a.meter.method]);
        if (a.meter.decidedBy !== undefined)
            properties.push(['decidedBy', decidedByText(a.meter)]);
    }
    if (a.allocation !== null)
        properties.push(['allocation', allocationText(a, (t) => t)]);
    if (a.blindness !== null) {
        properties.push(['blind', String(a.blindness.blind)]);
    }
    if (a.contract !== null)
        properties.push(['contractSatisfied', String(a.contract.satisfied)]);
    properties.push(['evidenceDigest', meta.evidenceDigest ?? 'none']);
    if (meta.run?.commit !== undefined)
        properties.push(['commit', meta.run.commit]);
    if (meta.run?.url !== undefined)
        properties.push(['runUrl', meta.run.url]);
    if (meta.artifactUrl !== undefined)
        properties.push(['artifactUrl', meta.artifactUrl]);
    for (const line of settingLines(meta.settings)) {
        const eq = line.indexOf('=');
        properties.push([`setting.${line.slice(0, eq)}`, line.slice(eq + 1)]);
    }
    const suiteAttributes = [
        `name="agentverity"`,
        `file="${xmlText(file, 1000)}"`,
        `tests="${checks.length}"`,
        `failures="${failures}"`,
        `errors="${errors}"`,
        `skipped="${skipped}"`,
        `time="${time}"`,
        ...(meta.run?.startedAt !== undefined
            ? [`timestamp="${xmlText(meta.run.startedAt, 64)}"`]
            : []),
    ].join(' ');
    const out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agentverity" tests="${checks.length}" failures="${failures}" errors="${errors}" time="${time}">`,
        `  <testsuite ${suiteAttributes}>`,
        '    <properties>',
        ...properties.map(([name, value]) => `      <property name="${xmlText(name, 200)}" value="${xmlText(value, 2000)}"/>`),
        '    </properties>',
        ...checks.flatMap((c) => testcase(c, file)),
        '  </testsuite>',
        '</testsuites>',
    ];
    return `${out.join('\n')}\n`;
}

/** Below GitHub's 65,536-character comment limit, with room for the Action's marker. */
const COMMENT_BUDGET_BYTES = 60_000;
/** GitHub drops a job summary over 1 MiB. */
const SUMMARY_BUDGET_BYTES = 1024 * 1024;
/** UTF-8 length of a string, without node:buffer (render stays pure). */
function utf8Bytes(text) {
    let bytes = 0;
    for (const ch of text) {
        const code = ch.codePointAt(0);
        bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    }
    return bytes;
}
const BAR_CELLS = 20;
/**
 * A text picture of one interval on a 0–100% scale, 5% per cell: `█` where the
 * 95% interval lies, `·` elsewhere, and `┃` at the tolerance. Only our own
 * characters, so it can sit in a code span.
 */
function intervalBar(low, high, epsilon) {
    let bar = '';
    const mark = Math.min(BAR_CELLS, Math.max(0, Math.round(epsilon * BAR_CELLS)));
    for (let i = 0; i < BAR_CELLS; i++) {
        if (i === mark)
            bar += '┃';
        const from = i / BAR_CELLS;
        const to = (i + 1) / BAR_CELLS;
        bar += high >= from && low < to ? '█' : '·';
    }
    if (mark === BAR_CELLS)
        bar += '┃';
    return bar;
}
/** What the bars of the route table show, under the table. */
const BAR_LEGEND = `_Each bar is the flip rate from 0 to 100% in ${100 / BAR_CELLS}% cells: █ covers the 95% interval, ┃ marks the tolerance._`;
/** The headline's sentence with a capital (it starts with our own word, never a label). */
function sentence(text) {
    return text.replace(/^[a-z]/, (c) => c.toUpperCase());
}
/** A link only for a plain https URL; anything else is shown as text, never linked. */
function safeLink(url, text) {
    if (url === undefined || !/^https:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/.test(url))
        return null;
    if (/[()[\]<>"'`\\|]/.test(url))
        return null;
    return `[${text}](${url})`;
}
/** How important a route row is to keep when the table must shrink. */
function severity(r) {
    if (r.call === 'stochastic')
        return r.targeted ? 0 : 1;
    if (r.call === 'undecided')
        return r.targeted ? 2 : 3;
    return 4;
}
const FULL = { routes: Infinity, rows: Infinity, details: true };
function cell(text, max = 120) {
    return markdownText(text, max);
}
function tableLines(header, align, rows) {
    return [
        `| ${header.join(' | ')} |`,
        `| ${align.map((x) => (x === 'r' ? '---:' : '---')).join(' | ')} |`,
        ...rows.map((r) => `| ${r.join(' | ')} |`),
    ];
}
function more(lines, shown, total, what) {
    if (total > shown)
        lines.push('', `_… and ${total - shown} more ${what} in the full report._`);
}
/** What sets the exit code and what needs care, as the findings say. */
function gateMarkdown(a, limits) {
    const { gating, cautions } = gateSummary(a);
    const out = [''];
    const max = Number.isFinite(limits.rows) ? Math.max(3, limits.rows) : Infinity;
    if (gating.length === 0) {
        out.push(`**${gateHeading(a, 0)}.**`);
    }
    else {
        out.push(`**${gateHeading(a, gating.length)}:**`, '');
        for (const c of gating.slice(0, max)) {
            out.push(`- ${c.exitCode === 1 ? '❌' : '⚠️'} ${cell(c.name)} ${gateWord(c)}: ${markdownText(c.message, 600)}`);
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
function render(a, meta, limits, artifactUrl, shortened, omitApproval) {
    const out = [];
    out.push(`### AgentVerity: ${a.headline.category}`);
    out.push('');
    out.push(markdownText(sentence(a.headline.text), 4000));
    out.push('');
    const m = a.meter;
    const scale = m === null
        ? ''
        : ` · ${plural(m.inputs, 'input')} × ${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}–${m.maxRepeats}`} repeats`;
    out.push(`\`${a.status}\` · exit ${a.exitCode} · tolerance ${tolerance(a.epsilon)}${scale} · isolation \`${a.isolation}\``);
    if (shortened !== null) {
        out.push('');
        out.push(`> ${shortened}`);
    }
    out.push(...gateMarkdown(a, limits));
    // The compact table: the pooled figure, then the routes.
    const rows = [];
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
    const keep = new Set([...routes]
        .map((r, i) => ({ r, i }))
        .sort((x, y) => severity(x.r) - severity(y.r) || y.r.ciHigh - x.r.ciHigh || x.i - y.i)
        .slice(0, limits.routes)
        .map((x) => x.i));
    routes.forEach((r, i) => {
        if (!keep.has(i))
            return;
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
        out.push(...tableLines(['route', 'cases', 'pairs', 'flips', '95% CI', 'call', 'flip rate, 0–100%'], ['l', 'r', 'r', 'r', 'l', 'l', 'l'], rows));
        more(out, keep.size, routes.length, 'routes');
        out.push('', BAR_LEGEND);
    }
    out.push('');
    out.push('**Next**');
    out.push('');
    for (const n of nextOf(a))
        out.push(`- ${markdownText(n.text, 2000)}`);
    const approval = omitApproval ? null : approvalText(a, meta);
    if (approval !== null)
        out.push(`- ${markdownText(approval, 2000)}`);
    if (limits.details) {
        out.push('');
        out.push('<details>');
        out.push('<summary>Details</summary>');
        out.push('');
        if (m !== null) {
            const changed = a.findings.find((f) => f.id === 'meter')?.inputs;
            out.push('#### Repeatability (pooled)');
            out.push('');
            out.push(`${m.call}: ${m.flips} of ${plural(m.pairs, 'disjoint pair')} flipped (${formatPercent(m.flipRate, 1)}); 95% ${intervalName(m.method)} interval ${interval(m.ciLow, m.ciHigh)} against ${tolerance(m.epsilon)}; ${m.inputsWithFlip} of ${plural(m.inputs, 'input')} changed decision${changed === undefined ? '' : `: ${markdownText(listInputs(changed), 1000)}`}.` +
                (m.decidedBy === undefined ? '' : ` ${capitalise(decidedByText(m))}.`) +
                (a.allocation === null
                    ? ''
                    : ` ${capitalise(allocationText(a, (t) => markdownText(t, 1000)))}.`));
            out.push('');
        }
        const b = a.blindness;
        if (b !== null) {
            out.push('#### Probe spread');
            out.push('');
            out.push(`${b.blind ? '**Blind**' : 'Not blind'}: ${plural(b.distinct, 'distinct decision')}; the most common first decision, ${cell(keyLabel(b.majority))}, holds ${formatPercent(b.skew, 1)} of ${plural(b.inputs, 'input')} (blind at ${formatPercent(b.threshold)}).`);
            out.push('');
        }
        const pairs = a.flipPairs;
        if (pairs.length > 0) {
            out.push('#### Flip pairs');
            out.push('');
            const shown = pairs.slice(0, limits.rows);
            out.push(...tableLines(['decision', 'decision', 'pairs'], ['l', 'l', 'r'], shown.map((p) => [cell(p.decisions[0]), cell(p.decisions[1]), String(p.count)])));
            more(out, shown.length, pairs.length, 'flip pairs');
            out.push('');
        }
        if (a.contract !== null) {
            const c = a.contract;
            out.push(`#### Decision contract: ${c.satisfied ? 'satisfied' : '**not satisfied**'}`);
            out.push('');
            const all = contractRows(a);
            const shown = all.slice(0, limits.rows);
            out.push(...tableLines(['required route', 'intended', 'observed', 'admissible', 'why'], ['l', 'r', 'r', 'l', 'l'], shown.map((r) => [
                `${cell(r.decision)}${r.critical ? ' (critical)' : ''}`,
                String(r.intended),
                String(r.observed),
                r.admissible,
                r.why,
            ])));
            more(out, shown.length, all.length, 'required routes');
            if (c.unknownObserved.length > 0) {
                out.push('');
                out.push(`Returned but not allowed: ${c.unknownObserved
                    .slice(0, limits.rows)
                    .map((x) => cell(x))
                    .join(', ')}${c.unknownObserved.length > limits.rows ? ` and ${c.unknownObserved.length - limits.rows} more` : ''}.`);
            }
            out.push('');
        }
        if (a.relations.length > 0) {
            out.push('#### Relations');
            out.push('');
            const shown = a.relations.slice(0, limits.rows);
            out.push(...tableLines(RELATION_HEADER, ['l', 'l', 'r', 'r', 'r', 'r', 'r'], shown.map((r) => relationCells(r, cell))));
            more(out, shown.length, a.relations.length, 'relations');
            out.push('');
            out.push('An unchanged input is skipped, never counted as held.');
            out.push('');
        }
        if (a.errors.length > 0) {
            out.push(`#### Failures (${a.errorCount})`);
            out.push('');
            const shown = a.errors.slice(0, Math.min(limits.rows, 10));
            for (const e of shown) {
                out.push(`- case ${e.caseIndex} (\`${e.fingerprint.slice(0, 12)}\`) ${e.phase}${e.relation !== undefined ? ` ${cell(e.relation, 60)}` : ''}: ${cell(e.message, 300)}${(e.count ?? 1) > 1 ? ` (×${e.count ?? 1})` : ''}`);
            }
            const covered = shown.reduce((sum, e) => sum + (e.count ?? 1), 0);
            if (a.errorCount > covered)
                out.push(`- … and ${a.errorCount - covered} more`);
            out.push('');
        }
        if (a.caveats.length > 0) {
            out.push('#### Caveats');
            out.push('');
            for (const c of a.caveats)
                out.push(`- ${markdownText(c, 2000)}`);
            out.push('');
        }
        out.push('#### Run');
        out.push('');
        const run = [
            ...(meta !== null ? [`${cell(meta.tool.name, 60)} ${cell(meta.tool.version, 40)}`] : []),
            `layer \`${a.layer}\``,
            `${plural(a.calls.total, 'call')} (${a.calls.meter} meter, ${a.calls.sources > 0 ? `${a.calls.sources} first draws, ` : ''}${a.calls.relations} relations${meta?.run?.retries !== undefined ? `, ${meta.run.retries} retried` : ''})`,
        ];
        if (meta?.evidenceDigest)
            run.push(`evidence \`${meta.evidenceDigest.slice(0, 16)}\``);
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
function renderMarkdown(a, meta, options) {
    const budget = options.budgetBytes ??
        (options.mode === 'comment' ? COMMENT_BUDGET_BYTES : SUMMARY_BUDGET_BYTES);
    const artifactUrl = options.artifactUrl ?? meta?.artifactUrl;
    const omitApproval = options.omitApproval === true;
    const full = render(a, meta, FULL, artifactUrl, null, omitApproval);
    if (utf8Bytes(full) <= budget)
        return full;
    const where = safeLink(artifactUrl, 'full report') ?? 'the full report (in the run’s artifacts)';
    const routeCount = a.routes?.routes.length ?? 0;
    const steps = [50, 20, 10, 5].flatMap((n) => [{ routes: n, rows: n, details: true }]);
    steps.push({ routes: 20, rows: 0, details: false }, { routes: 5, rows: 0, details: false });
    for (const limits of steps) {
        const shownRoutes = Math.min(limits.routes, routeCount);
        const note = `Shortened to fit ${budget} bytes: ${routeCount > 0 ? `${shownRoutes} of ${plural(routeCount, 'route')} shown` : 'rows left out'}${limits.details ? `, at most ${limits.rows} rows per detail table` : ', details left out'}. See ${where}.`;
        const text = render(a, meta, limits, artifactUrl, note, omitApproval);
        if (utf8Bytes(text) <= budget)
            return text;
    }
    // Last resort: the headline alone, cut to fit.
    const tail = `\n\n> Shortened to fit ${budget} bytes: only the headline is shown. See ${where}.\n`;
    let head = `### AgentVerity: ${a.headline.category}\n\n\`${a.status}\` · exit ${a.exitCode}: ${markdownText(sentence(a.headline.text), 4000)}`;
    while (utf8Bytes(head) + utf8Bytes(tail) > budget && head.length > 0) {
        head = Array.from(head)
            .slice(0, Math.floor(Array.from(head).length * 0.8))
            .join('');
        // Never leave half an escape or entity at the end.
        head = head.replace(/\\$|&[#\w]*$/, '');
    }
    return `${head}${tail}`;
}

/** Render one format; every renderer is a pure function of the assessment and the meta. */
function renderReport(format, assessment, meta, options = {}) {
    switch (format) {
        case 'text':
            return renderText(assessment, meta, { colour: options.colour === true });
        case 'json':
            return renderJson(assessment, meta);
        case 'junit':
            return renderJunit(assessment, meta);
        case 'markdown':
            return renderMarkdown(assessment, meta, {
                mode: options.markdownMode ?? 'summary',
                ...(options.budgetBytes !== undefined ? { budgetBytes: options.budgetBytes } : {}),
            });
        case 'html':
            return renderHtml(assessment, meta);
    }
}

// Report files: every requested format rendered from one assessment, and the
// files written through the files port before anything is printed.
/** Render each target; colour only for a text report going to standard output. */
function renderReports(assessment, meta, targets, options = {}) {
    return targets.map((t) => ({
        ...t,
        text: renderReport(t.format, assessment, meta, {
            colour: t.format === 'text' && t.path === null && options.colour === true,
            ...(options.markdownForm === undefined ? {} : { markdownMode: options.markdownForm }),
        }),
    }));
}

/**
 * Where each requested report goes, or a refusal (exit 2) for an ambiguous
 * request. Commands that collect call it before any agent call.
 */
function resolveReportTargets(options) {
    const formats = options.format ?? [];
    const outputs = options.output ?? [];
    if (options.markdownForm !== undefined && !formats.includes('markdown')) {
        throw new Refusal('usage.markdown-form', '--markdown-form applies to the markdown report only: give --format markdown');
    }
    if (formats.length === 0) {
        if (outputs.length > 1) {
            throw new Refusal('usage.format', `${outputs.length} --output values but no --format: give a --format before each --output (${PAIRING})`);
        }
        const only = outputs[0];
        if (only === undefined)
            return [{ format: 'text', path: null }];
        // `--output report.html` alone: the format its extension names, never text in an .html file.
        const inferred = formatOfPath(only, REPORT_FORMATS);
        if (inferred === null) {
            throw new Refusal('usage.format', `cannot tell the report format of --output ${only} from its extension: give --format (${REPORT_FORMATS.join(', ')}) before it`);
        }
        return [{ format: inferred, path: only }];
    }
    const paths = formats.map(() => null);
    outputs.forEach((output, j) => {
        const index = options.outputAfter !== undefined ? (options.outputAfter[j] ?? 0) - 1 : j;
        if (index < 0) {
            throw new Refusal('usage.format', `--output ${output} comes before any --format, so it is not clear which report it is for (${PAIRING})`);
        }
        if (index >= formats.length) {
            throw new Refusal('usage.format', `more --output values (${outputs.length}) than --format values (${formats.length}) (${PAIRING})`);
        }
        const earlier = paths[index];
        if (earlier !== null) {
            throw new Refusal('usage.format', `--format ${formats[index]} has two files, ${earlier} and ${output}: give one --output per --format`);
        }
        paths[index] = output;
    });
    const toStdout = formats.filter((_, i) => paths[i] === null);
    if (toStdout.length > 1) {
        throw new Refusal('usage.format', `${toStdout.join(' and ')} would all go to standard output: give an --output for all but one (${PAIRING})`);
    }
    const seen = new Map();
    formats.forEach((format, i) => {
        const p = paths[i];
        if (p === null || p === undefined)
            return;
        const key = path.resolve(p);
        const other = seen.get(key);
        if (other !== undefined) {
            throw new Refusal('usage.format', `--output ${p} is given for both ${other} and ${format}: give each report its own file`);
        }
        seen.set(key, format);
    });
    return formats.map((format, i) => ({ format, path: paths[i] ?? null }));
}
/**
 * Whether to colour standard output, the usual way (as chalk's supports-color):
 * FORCE_COLOR set to anything but `0` or `false` turns colour on, even when the
 * output is not a terminal (a CI log), and `0` or `false` turns it off; without
 * it, NO_COLOR (https://no-color.org) present and not empty turns colour off;
 * otherwise colour follows whether standard output is a terminal.
 */
function colourWanted(io) {
    const force = io.env['FORCE_COLOR'];
    if (force !== undefined)
        return !/^(0|false)$/i.test(force.trim());
    const noColor = io.env['NO_COLOR'];
    if (noColor !== undefined && noColor !== '')
        return false;
    return io.stdoutIsTTY;
}
/**
 * Render the assessment in every requested format and deliver each one: files
 * first, then standard output. With no report on standard output, the headline
 * is printed there so a person running the command still sees the answer.
 */
function emitReports(io, assessment, meta, options) {
    const targets = resolveReportTargets(options);
    const rendered = renderReports(assessment, meta, targets, {
        colour: colourWanted(io),
        ...(options.markdownForm === undefined ? {} : { markdownForm: options.markdownForm }),
    });
    for (const r of rendered) {
        if (r.path === null)
            continue;
        refusingWrites(io.writeFile)(outputPath(io.cwd, r.path), r.text);
        io.stderr(`agentverity: wrote the ${r.format} report to ${terminalSafe(r.path, 500)}\n`);
    }
    const out = rendered.find((r) => r.path === null);
    if (out !== undefined)
        io.stdout(out.text);
    else
        io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
}

export { emitReports as e, resolveReportTargets as r };
