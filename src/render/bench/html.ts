import type { AgentSummary, Attempt, BenchReport } from '../../core/bench/types.js';
import { plural } from '../../core/index.js';
import { cut, htmlText } from '../escape.js';
import { captionedTable, commitFacts, cssTones, htmlPage, toolFacts } from '../report-kit.js';
import { PALETTE, type Tone } from '../html.js';
import {
  AGENT_COLOURS,
  agentClass,
  agentMark,
  latencyChart,
  MAX_DOTS,
  passKChart,
  reliabilityChart,
} from './charts.js';
import {
  atK,
  attemptsOf,
  commonK,
  confidence,
  duration,
  outcomeMarks,
  OUTCOME_WORD,
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
  unscoredText,
  type BenchReportMeta,
} from './facts.js';

/** Code points of one output shown in the per-task table (the JSON report keeps all). */
export const OUTPUT_MAX = 2000;

/** Agent colours, light and dark; each agent also has its own mark shape. */
const AGENT_LIGHT = [
  '#0072b2',
  '#c34a00',
  '#007a5a',
  '#b0468f',
  '#8a6200',
  '#2a7ab0',
  '#6f42c1',
  '#57606a',
];
const AGENT_DARK = [
  '#56b4e9',
  '#ff8c42',
  '#3ddc97',
  '#e3a1c8',
  '#f5b942',
  '#9ad1f5',
  '#c297ff',
  '#b1bac4',
];

function tone(r: BenchReport): Tone {
  if (r.verdict.exitCode === 1) return 'bad';
  if (r.verdict.exitCode === 2) return 'caution';
  return 'good';
}

const tones = cssTones;
const agentVars = (colours: readonly string[]) =>
  colours.map((c, i) => `--agent-${i}: ${c};`).join(' ');

const STYLE = `
:root { color-scheme: light dark; ${tones(PALETTE.light)} ${agentVars(AGENT_LIGHT)} }
@media (prefers-color-scheme: dark) { :root { ${tones(PALETTE.dark)} ${agentVars(AGENT_DARK)} } }
* { box-sizing: border-box; }
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 1040px; padding: 16px; overflow-wrap: anywhere; }
h1 { font-size: 1.35rem; margin: 0 0 4px; }
h2 { font-size: 1.1rem; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.headline { font-size: 1.05rem; }
.meta, .tick, .note { color: var(--muted); font-size: 0.85rem; }
.tone-good { color: var(--good); } .tone-caution { color: var(--caution); } .tone-bad { color: var(--bad); }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
th { white-space: nowrap; }
tbody th { white-space: normal; min-width: 12ch; }
td { overflow-wrap: normal; }
caption { text-align: left; caption-side: top; padding-bottom: 4px; }
.nowrap { white-space: nowrap; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
#agents .num { text-align: left; }
.name { display: inline-block; max-width: 32ch; overflow-wrap: anywhere; }
li .name, p .name { display: inline; }
#agents thead th, #tasks thead th { white-space: normal; min-width: 14ch; }
#pairs tbody th { min-width: 24ch; }
.chart { width: 100%; height: auto; max-width: 640px; display: block; }
svg text { fill: var(--fg); font-size: 12px; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .grid { stroke: var(--line); stroke-width: 1; }
svg .ci { stroke-width: 4; stroke-linecap: round; }
svg .wilson { stroke-width: 1.5; stroke-dasharray: 3 2; }
svg .line { fill: none; stroke-width: 2; }
svg .line.at { stroke-dasharray: 5 3; stroke-width: 1.5; }
svg .band { stroke: none; fill-opacity: 0.18; }
svg .band-bar { stroke-width: 6; stroke-opacity: 0.3; }
svg .quantile { stroke: var(--fg); stroke-width: 1.5; }
svg .quantile.p95 { stroke-dasharray: 3 2; }
svg .dot { fill-opacity: 0.7; }
svg .dot.fail { fill-opacity: 0.35; }
svg .dot.error { fill: none; stroke-width: 1.5; }
svg .mark.cross { fill: none; stroke-width: 2; }
${Array.from({ length: AGENT_COLOURS }, (_, i) => `.agent-${i} .ci, .agent-${i} .wilson, .agent-${i} .line, .agent-${i} .band-bar, .agent-${i} .dot.error, .agent-${i} .mark.cross { stroke: var(--agent-${i}); } .agent-${i} .mark, .agent-${i} .band, .agent-${i} .dot { fill: var(--agent-${i}); }`).join('\n')}
.legend { list-style: none; padding: 0; margin: 8px 0; font-size: 0.9rem; }
.legend li { margin: 2px 0; }
.legend .key { display: inline-block; vertical-align: middle; width: 30px; height: 14px; }
.o-pass { color: var(--good); } .o-fail { color: var(--bad); font-weight: 600; } .o-error { color: var(--caution); font-weight: 600; }
.marks { font-family: ui-monospace, monospace; letter-spacing: 1px; }
pre.output { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16em; overflow: auto; margin: 2px 0 6px; padding: 4px 6px; background: color-mix(in srgb, var(--line) 30%, transparent); font-size: 0.85rem; }
details > summary { cursor: pointer; }
ol.attempts { padding-left: 1.2em; margin: 4px 0; }
#tasks td { min-width: 18ch; max-width: 60ch; }
#tasks th .name, #tasks td pre { overflow-wrap: anywhere; }
`;

function table(
  id: string,
  caption: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: ReadonlySet<number>,
): string {
  return captionedTable(`id="${id}"`, caption, header, rows, numeric);
}

const name = (text: string, max = 200) => `<span class="name">${htmlText(text, max)}</span>`;

/** The agents' key: each one's colour and mark. */
function agentLegend(agents: readonly AgentSummary[], id: string): string {
  return [
    `<ul class="legend" id="${id}" aria-label="Agents in the chart">`,
    ...agents.map(
      (a, i) =>
        `<li class="${agentClass(i)}"><svg class="key" viewBox="0 0 30 14" width="30" height="14" aria-hidden="true"><line class="ci" x1="2" y1="7" x2="28" y2="7"/>${agentMark(i, 15, 7, 4)}</svg> ${name(a.agent.name)}</li>`,
    ),
    `</ul>`,
  ].join('\n');
}

/** One output, each line escaped and the whole cut to OUTPUT_MAX code points. */
function outputBlock(text: string): string {
  const shown = cut(text, OUTPUT_MAX);
  return `<pre class="output">${shown
    .split('\n')
    .map((l) => htmlText(l, OUTPUT_MAX))
    .join('\n')}</pre>`;
}

function attemptItem(x: Attempt): string {
  const word = `<span class="o-${x.outcome}">${OUTCOME_WORD[x.outcome]}</span>`;
  const ms = x.ms === undefined ? '' : ` · ${duration(x.ms)}`;
  const body =
    x.outcome === 'error'
      ? ` ${htmlText(x.error ?? 'no valid output', 1000)}`
      : x.output === undefined
        ? ' <i>(no output recorded)</i>'
        : outputBlock(x.output);
  return `<li>run ${x.run}: ${word}${ms}${body}</li>`;
}

function taskCell(r: BenchReport, a: AgentSummary, id: string): string {
  const t = a.perTask.find((x) => x.id === id);
  if (t === undefined) return '<i>not run</i>';
  const attempts = attemptsOf(r, a.agent.name, id);
  const marks = outcomeMarks(attempts);
  return [
    `<span class="marks" aria-label="${t.passes} passed, ${t.fails} failed, ${t.errors} errors">${marks}</span> ${t.passes}/${t.attempts}`,
    t.consistency === null ? '' : ` · consistency ${pct(t.consistency)}`,
    attempts.length === 0
      ? ''
      : `<details><summary>outputs</summary><ol class="attempts">${attempts.map(attemptItem).join('')}</ol></details>`,
  ].join('');
}

/**
 * The HTML bench report: one self-contained page (inline style and SVG, no
 * script, a Content-Security-Policy that forbids every request) with the
 * verdict, per-metric agent table, charts (reliability with intervals,
 * pass^k curves with bands, latency of every attempt), the pairs and tie
 * groups, and a per-task side-by-side table with each agent's outputs. Every
 * untrusted string goes through htmlText into a text node or quoted attribute.
 */
export function renderBenchHtml(r: BenchReport, meta: BenchReportMeta = {}): string {
  const v = r.verdict;
  const agents = r.comparison.agents;
  const conf = confidence(r);
  const k = commonK(agents);
  const body: string[] = [];
  body.push('<header>');
  body.push(
    `<h1 id="headline-category" class="tone-${tone(r)}" data-exit="${v.exitCode}">AgentVerity bench ${v.command}: ${titleWord(r)}</h1>`,
  );
  body.push(`<p class="headline" id="headline">${htmlText(v.headline, 4000)}</p>`);
  body.push(
    `<p class="meta">exit ${v.exitCode} · benchmark ${name(r.benchmark.name)} · ${scaleText(r)} · ${conf} confidence · digest <code>${htmlText(r.benchmark.digest.slice(0, 16), 16)}</code></p>`,
  );
  body.push('</header>');

  if (v.findings.length > 0) {
    body.push('<section><h2>Findings</h2><ul id="findings">');
    for (const f of v.findings)
      body.push(
        `<li data-outcome="${f.outcome}" data-gates="${f.gates}"><b class="tone-${f.gates ? (f.exitCode === 1 ? 'bad' : 'caution') : 'good'}">${htmlText(f.outcome)}${f.gates ? ` (gates, exit ${f.exitCode})` : ''}</b> ${subjectPrefix(f) ? `${name(f.subject)}: ` : ''}${htmlText(f.text, 2000)}</li>`,
      );
    body.push('</ul></section>');
  }

  const curve = (a: AgentSummary, which: 'passHatK' | 'passAtK') => {
    const p = atK(a[which], a.k);
    return p === null ? 'n/a' : `${pct(p.value)} ${pctBounds(p)}${k === null ? ` (k=${a.k})` : ''}`;
  };
  body.push(`<section><h2>${agents.length === 1 ? 'Agent' : 'Agents'}</h2>`);
  // One row per figure, one column per agent: narrow enough for a phone with a few agents.
  const figures: [string, (a: AgentSummary) => string][] = [
    ['kind', (a) => htmlText(a.agent.kind, 40) + (a.complete ? '' : ' <b>(incomplete)</b>')],
    ['attempts', (a) => `${a.attempts} (${plural(a.tasks, 'task')})`],
    ['pass / fail / error', (a) => `${a.passed} / ${a.failed} / ${a.errored}`],
    ['reliability', (a) => `<b>${pct(a.reliability.value)}</b>`],
    [`${conf} CI over tasks`, (a) => pctBounds(a.reliability.cluster)],
    [`${conf} Wilson`, (a) => pctBounds(a.reliability.wilson)],
    ['error rate', (a) => pct(a.errorRate)],
    ['consistency', (a) => pct(a.consistency)],
    ['latency p50', (a) => duration(a.latency.p50)],
    ['latency p95', (a) => duration(a.latency.p95)],
    [`pass^${k ?? 'k'}`, (a) => curve(a, 'passHatK')],
    [`pass@${k ?? 'k'}`, (a) => curve(a, 'passAtK')],
  ];
  if (agents.some((a) => a.decisions !== null))
    figures.push([
      'decision flips',
      (a) =>
        a.decisions === null
          ? 'n/a'
          : `${a.decisions.flips}/${a.decisions.pairs} ${pctBounds({ low: a.decisions.ciLow, high: a.decisions.ciHigh })} ${a.decisions.call}`,
    ]);
  body.push(
    table(
      'agents',
      'One row per figure, one column per agent; there is no combined score.',
      ['figure', ...agents.map((a) => name(a.agent.name))],
      figures.map(([label, f]) => [label, ...agents.map(f)]),
      new Set(agents.map((_, i) => i + 1)),
    ),
  );
  body.push(
    `<p class="note">Reliability is passed / attempts (an error, no valid output, is not a pass and never a fail). The interval over tasks treats the task as the unit and is the one the verdict uses; Wilson treats attempts as independent. Consistency: per task, the share of its most common valid output, averaged.</p>`,
  );
  body.push('</section>');

  body.push('<section><h2>Reliability</h2>');
  body.push(reliabilityChart(r));
  body.push(agentLegend(agents, 'legend-reliability'));
  body.push(
    `<p class="note">The mark is the observed reliability; the thick line the ${conf} interval over tasks, the thin dashed line the Wilson interval over attempts. The agent table above holds the same figures.</p>`,
  );
  body.push('</section>');

  body.push('<section><h2>pass^k and pass@k</h2>');
  body.push(passKChart(r));
  body.push(agentLegend(agents, 'legend-passk'));
  const unscored = unscoredText(r, (s) => htmlText(s, 200));
  if (unscored !== null) body.push(`<p class="note" id="unscored">${unscored}</p>`);
  body.push(
    `<p class="note">Solid: pass^k, the chance that all k runs of a task pass (unbiased estimate, mean over tasks), with its ${conf} band. Dashed: pass@k, the chance that at least one of k runs passes.</p>`,
  );
  body.push('</section>');

  body.push('<section><h2>Latency</h2>');
  body.push(latencyChart(r));
  body.push(agentLegend(agents, 'legend-latency'));
  body.push(
    `<p class="note">Each dot is one attempt (a cross: an error); the solid line marks p50, the dashed one p95. At most ${MAX_DOTS} dots per agent are drawn.</p>`,
  );
  body.push('</section>');

  const pairs = r.comparison.pairs;
  if (pairs.length > 0) {
    const exact = pairs.some((p) => p.mcnemar !== null || p.newcombe !== null);
    body.push('<section><h2>Pairs</h2>');
    body.push(
      table(
        'pairs',
        'Paired on task id; difference of per-task pass rate, first agent minus second.',
        [
          'pair',
          'tasks',
          'difference',
          `${conf} CI`,
          ...(exact ? ['McNemar mid-p', `Newcombe ${conf}`] : []),
          'p',
          'Holm p',
          'min. detectable',
          'verdict',
        ],
        pairs.map((p) => [
          `${name(p.a)} vs ${name(p.b)}`,
          `${p.pairedTasks}${p.droppedTasks > 0 ? ` (${p.droppedTasks} left out)` : ''}`,
          `${points(p.meanDifference)} pts`,
          `<span class="nowrap">${pointsBounds(p.interval)}</span>`,
          ...(exact
            ? [
                p.mcnemar === null ? 'n/a' : htmlText(pValue(p.mcnemar.midP)),
                p.newcombe === null
                  ? 'n/a'
                  : `<span class="nowrap">${pointsBounds(p.newcombe)}</span>`,
              ]
            : []),
          htmlText(pValue(p.p)),
          htmlText(pValue(p.pAdjusted)),
          `${points(p.minimumDetectable).replace(/^\+/, '')} pts`,
          `<span class="nowrap">${htmlText(pairVerdictText(p), 500)}</span>`,
        ]),
        new Set(exact ? [1, 2, 4, 6, 7, 8] : [1, 2, 4, 5, 6]),
      ),
    );
    body.push(
      `<p id="tie-groups"><b>Not separable</b> (best first): ${tieGroupsText(r, (s) => name(s))}</p>`,
    );
    body.push('<ul id="advice">');
    for (const p of pairs) body.push(`<li>${htmlText(pairAdvice(r, p), 1000)}</li>`);
    const detect = toDetectText(r);
    if (detect !== null) body.push(`<li>${htmlText(detect, 1000)}</li>`);
    body.push('</ul></section>');
  }

  body.push(`<section><h2>Per task${agents.length > 1 ? ', side by side' : ''}</h2>`);
  body.push(
    table(
      'tasks',
      `${plural(r.benchmark.tasks.length, 'task')}; ✓ pass, ✗ fail, ! error, one mark per run. Open “outputs” for each attempt’s output (cut to ${OUTPUT_MAX} characters).`,
      ['task', ...agents.map((a) => name(a.agent.name))],
      r.benchmark.tasks.map((t) => [
        `${name(t.id, 100)}<br><span class="meta">${htmlText(t.name, 300)}${t.category === null ? '' : ` · ${htmlText(t.category, 100)}`}${t.decision === true ? ' · decision' : ''}</span>`,
        ...agents.map((a) => taskCell(r, a, t.id)),
      ]),
      new Set(),
    ),
  );
  body.push('</section>');

  body.push('<footer class="meta"><h2>Run</h2><p>');
  const facts = [
    ...toolFacts(meta.tool),
    `evidence <code>${htmlText(r.evidenceDigest, 64)}</code>`,
    `seed ${r.options.seed}, ${r.options.resamples} resamples`,
    ...commitFacts(meta.run?.commit),
  ];
  body.push(facts.join(' · '));
  body.push('</p></footer>');

  return htmlPage(`AgentVerity bench ${v.command}: ${titleWord(r)}`, STYLE, body);
}
