import type {
  CaseResult,
  CasesReport,
  Json,
  PathComparison,
  ToolCall,
  Trajectory,
} from '../../core/stateful/types.js';
import { plural } from '../../core/index.js';
import { cut, htmlText } from '../escape.js';
import { captionedTable, commitFacts, cssTones, htmlPage, toolFacts } from '../report-kit.js';
import { PALETTE, type Tone } from '../html.js';
import {
  barText,
  countsText,
  findingBody,
  OUTCOME_TEXT,
  passHatKText,
  pathsInOrder,
  pct,
  rateText,
  recoveryText,
  resultsOf,
  replaySourcesText,
  scaleText,
  sliceDimension,
  stateMeterText,
  STATUS_TEXT,
  statusTone,
  titleWord,
  valueJson,
  type CasesReportMeta,
} from './facts.js';

/** Code points of one value (a state value, a tool's arguments or result, an answer) shown; the JSON report keeps all. */
export const VALUE_MAX = 2000;
/** Code points of a compared value in a path table cell. */
export const CELL_MAX = 400;

const tones = cssTones;

const STYLE = `
:root { color-scheme: light dark; ${tones(PALETTE.light)} }
@media (prefers-color-scheme: dark) { :root { ${tones(PALETTE.dark)} } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 1040px; padding: 16px; overflow-wrap: anywhere; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 1rem; margin: 0 0 6px; }
.headline { font-size: 1.05rem; }
.meta, .note { color: var(--muted); font-size: 0.85rem; }
.tone-good { color: var(--good); } .tone-caution { color: var(--caution); } .tone-bad { color: var(--bad); }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
th { white-space: nowrap; }
tbody th { white-space: normal; min-width: 12ch; }
caption { text-align: left; caption-side: top; padding-bottom: 4px; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.name { display: inline-block; max-width: 40ch; overflow-wrap: anywhere; }
.status { font-weight: 600; white-space: nowrap; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.85rem; }
pre.value { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16em; overflow: auto; margin: 2px 0 6px; padding: 4px 6px; background: color-mix(in srgb, var(--line) 30%, transparent); }
code.value { white-space: pre-wrap; overflow-wrap: anywhere; }
.absent { font-style: italic; color: var(--muted); border: 1px dashed var(--muted); border-radius: 3px; padding: 0 4px; font-size: 0.8rem; white-space: nowrap; }
.label { display: inline-block; border-radius: 3px; padding: 0 5px; font-size: 0.8rem; white-space: nowrap; border: 1px solid currentColor; }
table.paths td { min-width: 10ch; max-width: 40ch; }
@media (max-width: 640px) {
  table.paths thead { display: none; }
  table.paths, table.paths tbody, table.paths tr, table.paths th, table.paths td { display: block; max-width: none; min-width: 0; }
  table.paths tr { border-bottom: 1px solid var(--line); padding: 4px 0; }
  table.paths th, table.paths td { border-bottom: none; padding: 1px 0; }
  table.paths td::before { content: attr(data-label) ": "; color: var(--muted); font-size: 0.8rem; }
}
table.paths tr.o-mismatch th, table.paths tr.o-mismatch .label { color: var(--bad); font-weight: 600; }
table.paths tr.o-ignored { color: var(--muted); opacity: 0.75; }
table.paths tr.o-within_tolerance .label { color: var(--caution); }
table.paths tr.o-match .label { color: var(--good); }
.panel { border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; margin: 12px 0; }
.panel.tone-bad { border-left: 4px solid var(--bad); } .panel.tone-caution { border-left: 4px solid var(--caution); } .panel.tone-good { border-left: 4px solid var(--good); }
.panel, .panel .result { color: var(--fg); }
.result { margin: 8px 0 12px; }
ol.calls { padding-left: 1.4em; margin: 4px 0; }
ol.calls li { margin: 4px 0; }
.err { color: var(--bad); }
details > summary { cursor: pointer; }
details.trajectory { margin: 6px 0 10px; }
ul.index { padding-left: 1.2em; }
`;

const table = captionedTable;

const name = (text: string, max = 200) => `<span class="name">${htmlText(text, max)}</span>`;

/** A multi-line untrusted text: each line escaped, the whole cut to `max` code points. */
function block(text: string, max = VALUE_MAX, cls = 'value'): string {
  return `<pre class="${cls}">${cut(text, max)
    .split('\n')
    .map((l) => htmlText(l, max))
    .join('\n')}</pre>`;
}

/** A JSON value as pretty JSON in a block. */
const jsonBlock = (v: Json | undefined, max = VALUE_MAX) =>
  block(v === undefined ? 'undefined' : JSON.stringify(v, null, 2), max);

/** A compared value: absent as a labelled mark, distinct from `null`, else one line of JSON. */
function comparedValue(v: PathComparison['expected']): string {
  const j = valueJson(v);
  return j === null
    ? '<span class="absent" title="the path does not exist">absent</span>'
    : `<code class="value">${htmlText(j, CELL_MAX)}</code>`;
}

const status = (s: CaseResult['status']) =>
  `<span class="status tone-${statusTone(s)}" data-status="${s}">${STATUS_TEXT[s]}</span>`;

/**
 * The compared paths, each row carrying its outcome as a class (mismatches
 * marked, ignored greyed). On a narrow screen each row becomes a block whose
 * cells are labelled (expected, actual, initial), so nothing hides off-screen.
 */
function pathsTable(x: CaseResult): string {
  const paths = pathsInOrder(x.paths ?? []);
  const head = ['path', 'outcome', 'expected', 'actual', 'initial'];
  const rows = paths.map((p) => {
    const cells = [
      `<span class="label">${OUTCOME_TEXT[p.outcome]}</span>`,
      comparedValue(p.expected),
      comparedValue(p.actual),
      comparedValue(p.initial),
    ];
    return `<tr class="o-${p.outcome}" data-outcome="${p.outcome}"><th scope="row"><code>${htmlText(p.path, 300)}</code></th>${cells.map((c, i) => `<td data-label="${head[i + 1] as string}">${c}</td>`).join('')}</tr>`;
  });
  return [
    `<p class="note">${plural(paths.length, 'compared path')}: expected, actual (the end state) and initial side by side. Ignored paths are not judged; “absent” means the path does not exist, which differs from null.</p>`,
    `<div class="scroll"><table class="paths">`,
    `<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>`,
    `<tbody>\n${rows.join('\n')}\n</tbody>`,
    '</table></div>',
  ].join('\n');
}

function resultBlock(x: CaseResult): string {
  const parts = [
    `<div class="result" data-criterion-status="${x.status}">`,
    `<p>${status(x.status)} <b>${name(x.criterion)}</b>${x.reasonCode === undefined ? '' : ` <code>${htmlText(x.reasonCode, 80)}</code>`}${x.reason === undefined ? '' : `: ${htmlText(x.reason, 1000)}`}</p>`,
  ];
  if (x.changedPaths !== undefined && x.changedPaths.length > 0)
    parts.push(
      `<p class="changed">Changed paths: ${x.changedPaths.map((p) => `<code>${htmlText(p, 300)}</code>`).join(', ')}</p>`,
    );
  if (x.paths !== undefined && x.paths.length > 0) parts.push(pathsTable(x));
  parts.push('</div>');
  return parts.join('\n');
}

function callItem(c: ToolCall): string {
  return [
    `<li><code class="tool">${htmlText(c.tool, 200)}</code>`,
    '<div>arguments</div>',
    jsonBlock(c.args),
    c.error !== undefined
      ? `<div class="err">error</div>${block(c.error)}`
      : c.result !== undefined
        ? `<div>result</div>${jsonBlock(c.result)}`
        : '<div class="note">(no result recorded)</div>',
    '</li>',
  ].join('\n');
}

function trajectoryBlock(t: Trajectory): string {
  return [
    t.calls.length === 0
      ? '<p class="note">No tool calls.</p>'
      : `<ol class="calls">\n${t.calls.map(callItem).join('\n')}\n</ol>`,
    t.error !== undefined ? `<div class="err">the agent’s call failed</div>${block(t.error)}` : '',
    '<div>answer</div>',
    t.answer === null ? '<p class="note">(no final answer)</p>' : block(t.answer),
  ].join('\n');
}

type PanelCase = CasesReport['casePanel'][number];

/** Every case the panel shows: the report's case panel, then any case only the results name. */
function panelCases(r: CasesReport): PanelCase[] {
  const out: PanelCase[] = [...r.casePanel];
  const seen = new Set(out.map((c) => c.case));
  for (const x of r.results) {
    if (seen.has(x.case)) continue;
    seen.add(x.case);
    out.push({ case: x.case, runs: [] });
  }
  return out;
}

/** The worst status among a case's results (failed, then missing/insufficient, then passed). */
function worstTone(results: readonly CaseResult[]): Tone | null {
  if (results.length === 0) return null;
  if (results.some((x) => x.status === 'failed')) return 'bad';
  if (results.some((x) => x.status !== 'passed')) return 'caution';
  return 'good';
}

function casePanel(r: CasesReport, c: PanelCase, index: number): string {
  const all = r.results.filter((x) => x.case === c.case);
  const runNumbers = [...new Set([...c.runs.map((x) => x.run), ...all.map((x) => x.run)])].sort(
    (a, b) => a - b,
  );
  const tone = worstTone(all);
  const parts = [
    `<section class="panel${tone === null ? '' : ` tone-${tone}`}" id="case-${index}" data-case-index="${index}">`,
    `<h3>Case ${name(c.case, 300)}</h3>`,
  ];
  if (c.input !== undefined)
    parts.push(
      `<div>input</div>${typeof c.input === 'string' ? block(c.input) : jsonBlock(c.input)}`,
    );
  for (const n of runNumbers) {
    const run = c.runs.find((x) => x.run === n);
    const results = resultsOf(r, c.case, n);
    const open = results.some((x) => x.status !== 'passed') ? ' open' : '';
    parts.push(
      `<details class="run"${open}><summary>run ${n}${run === undefined ? '' : ` · ${plural(run.calls, 'tool call')}`} · ${results.map((x) => status(x.status)).join(' ')}</summary>`,
    );
    parts.push(...results.map(resultBlock));
    if (run !== undefined) {
      if (run.trajectory !== undefined) {
        parts.push(
          `<details class="trajectory"><summary>Trajectory: ${plural(run.trajectory.calls.length, 'tool call')} with arguments and results, then the answer</summary>`,
          trajectoryBlock(run.trajectory),
          '</details>',
        );
      } else {
        parts.push(
          `<p class="note">Trajectory not in the report (${plural(run.calls, 'tool call')}); it is in the evidence.</p>`,
          '<div>answer</div>',
          run.answer === null ? '<p class="note">(no final answer)</p>' : block(run.answer),
        );
      }
    }
    parts.push('</details>');
  }
  parts.push('</section>');
  return parts.join('\n');
}

/**
 * The HTML cases report: one self-contained page (inline style, no script, a
 * Content-Security-Policy that forbids every request) with the headline and
 * findings, the criteria table, the state layer and the slices, and a case
 * panel per case: its input, then per run the trajectory (each tool call
 * with its arguments and result, then the answer) and each criterion's result
 * with every compared path — expected, actual and initial side by side,
 * absent shown apart from null, ignored paths greyed and labelled, tolerance
 * matches labelled. Every untrusted string goes through htmlText into a text
 * node or a quoted attribute.
 */
export function renderCasesHtml(r: CasesReport, meta: CasesReportMeta = {}): string {
  const tone: Tone = r.exitCode === 1 ? 'bad' : r.exitCode === 2 ? 'caution' : 'good';
  const body: string[] = [];
  body.push('<header>');
  body.push(
    `<h1 id="headline-category" class="tone-${tone}" data-exit="${r.exitCode}">AgentVerity cases: ${titleWord(r)}</h1>`,
  );
  body.push(`<p class="headline" id="headline">${htmlText(r.headline, 4000)}</p>`);
  body.push(
    `<p class="meta">exit ${r.exitCode} · ${scaleText(r)} · evidence <code>${htmlText(r.evidenceDigest.slice(0, 16), 16)}</code></p>`,
  );
  const replays = replaySourcesText(r);
  if (replays !== null) {
    body.push(
      `<p class="meta" id="replay-sources" data-cached="${r.replaySources.cached}">${htmlText(replays, 1200)}</p>`,
    );
  }
  body.push('</header>');

  if (r.findings.length > 0) {
    body.push('<section><h2>Findings</h2><ul id="findings">');
    for (const f of r.findings)
      body.push(
        `<li data-outcome="${f.outcome}" data-gates="${f.gates}"><b class="tone-${f.gates ? (f.exitCode === 1 ? 'bad' : 'caution') : 'good'}">${STATUS_TEXT[f.outcome]}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}</b>: ${htmlText(findingBody(f), 2000)}</li>`,
      );
    body.push('</ul></section>');
  }

  body.push('<section><h2>Criteria</h2>');
  body.push(
    table(
      'id="criteria"',
      'One row per criterion. With a bar, a criterion passes when its interval’s lower bound clears the bar, fails when the upper bound is below it, and has insufficient evidence in between.',
      ['criterion', 'type', 'status', 'pass rate', 'bar', 'pass^k', 'case runs', 'recovery'],
      r.criteria.map((c) => [
        name(c.name),
        `<code>${c.type}</code>`,
        `${status(c.status)}${c.reasonCode === undefined ? '' : ` <code>${htmlText(c.reasonCode, 80)}</code>`}`,
        rateText(c.passRate),
        barText(c),
        passHatKText(c),
        countsText(c),
        c.recovery === undefined ? '—' : htmlText(recoveryText(c), 400),
      ]),
      new Set([4]),
    ),
  );
  body.push('</section>');

  body.push('<section><h2>State layer and slices</h2>');
  const m = r.stateRepeatability;
  body.push(
    `<p id="state-meter"><b>State layer</b> (is the end state the same across reruns?): ${m === null ? 'n/a: no case was run twice with its state recorded.' : htmlText(stateMeterText(m), 600)}</p>`,
  );
  if (r.slices.length > 0)
    body.push(
      table(
        'id="slices"',
        'Rate and support per bucket (case runs judged by at least one criterion); no curve fitted.',
        ['dimension', 'bucket', 'support', 'passed', 'rate'],
        r.slices.map((s) => [
          sliceDimension(s),
          htmlText(s.bucket, 40),
          String(s.support),
          String(s.passed),
          pct(s.rate),
        ]),
        new Set([2, 3, 4]),
      ),
    );
  body.push('</section>');

  const cases = panelCases(r);
  const needing = cases
    .map((c, i) => ({
      c,
      i,
      results: r.results.filter((x) => x.case === c.case && x.status !== 'passed'),
    }))
    .filter((x) => x.results.length > 0);
  body.push(`<section><h2>Cases (${cases.length})</h2>`);
  if (needing.length > 0) {
    body.push(
      `<p>${plural(needing.length, 'case')} with a case run that did not pass:</p><ul class="index" id="case-index">`,
    );
    for (const x of needing)
      body.push(
        `<li><a href="#case-${x.i}">${name(x.c.case, 200)}</a>: ${[...new Set(x.results.map((y) => `${STATUS_TEXT[y.status]} ${y.criterion}`))].map((t) => htmlText(t, 300)).join('; ')}</li>`,
      );
    body.push('</ul>');
  }
  body.push(...cases.map((c, i) => casePanel(r, c, i)));
  body.push('</section>');

  body.push('<footer class="meta"><h2>Run</h2><p>');
  const facts = [
    ...toolFacts(meta.tool),
    `evidence <code>${htmlText(r.evidenceDigest, 80)}</code>`,
    ...commitFacts(meta.run?.commit),
  ];
  body.push(facts.join(' · '));
  body.push('</p></footer>');

  return htmlPage(`AgentVerity cases: ${titleWord(r)}`, STYLE, body);
}
