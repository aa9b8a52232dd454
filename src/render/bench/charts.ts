/**
 * Inline SVG charts of a bench report: reliability with its intervals per
 * agent, pass^k (and pass@k) curves over k, and each agent's latencies. Every
 * chart is an `<svg role="img">` with a `<title>` and a `<desc>` in words, each
 * mark carries its figures as a `<title>`, and every label is escaped
 * (htmlText). Colours come from the page's style sheet (`.agent-N`); each agent
 * also has its own mark shape, so the charts read without colour.
 */
import type { AgentSummary, Attempt, BenchReport } from '../../core/bench/types.js';
import { formatPercent, plural } from '../../core/index.js';
import { htmlText, plainLine } from '../escape.js';
import { fitLabel, labelWidthPx } from '../html.js';
import { duration, durationTick, pct, pctBounds } from './facts.js';

/** SVG numbers with fixed precision, so the file is byte-stable. */
function n(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

/** Agents beyond this many reuse the colours (the shapes repeat less often). */
export const AGENT_COLOURS = 8;
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross'] as const;

/** The mark of agent `i` centred at (cx, cy), radius r. */
export function agentMark(i: number, cx: number, cy: number, r = 4.5): string {
  const shape = SHAPES[i % SHAPES.length] as (typeof SHAPES)[number];
  const p = (pts: [number, number][]) =>
    `<path class="mark" d="${pts.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')}Z"/>`;
  switch (shape) {
    case 'circle':
      return `<circle class="mark" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`;
    case 'square':
      return `<rect class="mark" x="${n(cx - r * 0.85)}" y="${n(cy - r * 0.85)}" width="${n(r * 1.7)}" height="${n(r * 1.7)}"/>`;
    case 'triangle':
      return p([
        [cx, cy - r],
        [cx + r, cy + r * 0.8],
        [cx - r, cy + r * 0.8],
      ]);
    case 'diamond':
      return p([
        [cx, cy - r],
        [cx + r, cy],
        [cx, cy + r],
        [cx - r, cy],
      ]);
    case 'down':
      return p([
        [cx - r, cy - r * 0.8],
        [cx + r, cy - r * 0.8],
        [cx, cy + r],
      ]);
    case 'cross':
      return `<path class="mark cross" d="M${n(cx - r)} ${n(cy - r)}L${n(cx + r)} ${n(cy + r)}M${n(cx + r)} ${n(cy - r)}L${n(cx - r)} ${n(cy + r)}"/>`;
  }
}

export function agentClass(i: number): string {
  return `agent-${i % AGENT_COLOURS}`;
}

const TITLE_MAX = 2000;
const LABEL_MAX_PX = 200;

/** The label column's width for these names, in SVG units. */
function labelColumn(names: readonly string[]): number {
  const widest = Math.max(0, ...names.map((s) => labelWidthPx(plainLine(s, 200))));
  return Math.min(LABEL_MAX_PX, Math.max(80, Math.ceil(widest) + 16));
}

function labelText(name: string, x: number, y: number, width: number): string {
  const shown = fitLabel(plainLine(name, 200), width - 16);
  return `<text class="label" x="${n(x)}" y="${n(y)}" text-anchor="end">${htmlText(shown, TITLE_MAX)}</text>`;
}

function svgOpen(id: string, width: number, height: number, title: string, desc: string): string[] {
  return [
    `<svg id="${id}" class="chart" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${n(width)} ${n(height)}" width="${n(width)}" height="${n(height)}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${id}-title">${title}</title>`,
    `<desc id="${id}-desc">${desc}</desc>`,
  ];
}

const PERCENT_TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];

/**
 * Reliability per agent: the observed share as the agent's mark, the interval
 * over tasks (the verdict's) as a thick line and the Wilson interval over
 * attempts as a thin one, on a 0–100% axis.
 */
export function reliabilityChart(r: BenchReport): string {
  const agents = r.comparison.agents;
  const names = agents.map((a) => a.agent.name);
  const labelWidth = labelColumn(names);
  const plot = 320;
  const rowH = 30;
  const top = 12;
  const width = labelWidth + plot + 24;
  const height = top + agents.length * rowH + 40;
  const x = (v: number) => labelWidth + Math.min(1, Math.max(0, v)) * plot;
  const bottom = top + agents.length * rowH;
  const desc = agents
    .map(
      (a) =>
        `${htmlText(a.agent.name, 200)}: ${pct(a.reliability.value)}, interval over tasks ${pctBounds(a.reliability.cluster)}, Wilson ${pctBounds(a.reliability.wilson)}`,
    )
    .join('; ');
  const parts = svgOpen(
    'chart-reliability',
    width,
    height,
    'Reliability per agent with its intervals',
    `${desc}.`,
  );
  for (const t of PERCENT_TICKS) {
    parts.push(`<line class="grid" x1="${n(x(t))}" y1="${top}" x2="${n(x(t))}" y2="${bottom}"/>`);
    parts.push(
      `<text class="tick" x="${n(x(t))}" y="${bottom + 16}" text-anchor="middle">${formatPercent(t)}</text>`,
    );
  }
  agents.forEach((a, i) => {
    const y = top + i * rowH + rowH / 2;
    const rel = a.reliability;
    parts.push(
      `<g class="row ${agentClass(i)}" data-agent="${i}">`,
      `<title>${htmlText(a.agent.name, TITLE_MAX)}: reliability ${pct(rel.value)} (${a.passed} of ${plural(a.attempts, 'attempt')} passed); interval over tasks ${pctBounds(rel.cluster)}; Wilson ${pctBounds(rel.wilson)}</title>`,
      labelText(a.agent.name, labelWidth - 8, y + 4, labelWidth),
      `<line class="wilson" x1="${n(x(rel.wilson.low))}" y1="${n(y + 7)}" x2="${n(x(rel.wilson.high))}" y2="${n(y + 7)}"/>`,
      `<line class="ci" x1="${n(x(rel.cluster.low))}" y1="${n(y)}" x2="${n(x(rel.cluster.high))}" y2="${n(y)}"/>`,
      agentMark(i, x(rel.value), y),
      `</g>`,
    );
  });
  parts.push(
    `<text class="tick" x="${labelWidth + plot}" y="${bottom + 33}" text-anchor="end">reliability (passed / attempts)</text>`,
    '</svg>',
  );
  return parts.join('\n');
}

/**
 * pass^k over k, one line per agent with its interval as a band, and pass@k
 * as a dashed line of the same colour; y from 0 to 100%.
 */
export function passKChart(r: BenchReport): string {
  const agents = r.comparison.agents;
  const kMax = Math.max(1, ...agents.flatMap((a) => a.passHatK.map((p) => p.k)));
  const left = 44;
  const plotW = 400;
  const plotH = 200;
  const top = 14;
  const width = left + plotW + 20;
  const height = top + plotH + 44;
  const x = (k: number) => (kMax === 1 ? left + plotW / 2 : left + ((k - 1) / (kMax - 1)) * plotW);
  const y = (v: number) => top + (1 - Math.min(1, Math.max(0, v))) * plotH;
  const desc = agents
    .map(
      (a) =>
        `${htmlText(a.agent.name, 200)}: pass^k ${a.passHatK.map((p) => `k=${p.k} ${pct(p.value)}`).join(', ') || 'none'}; pass@k ${a.passAtK.map((p) => `k=${p.k} ${pct(p.value)}`).join(', ') || 'none'}`,
    )
    .join('; ');
  const parts = svgOpen(
    'chart-passk',
    width,
    height,
    'pass^k (all k runs pass, solid) and pass@k (any of k runs passes, dashed) over k',
    `${desc}.`,
  );
  for (const t of PERCENT_TICKS) {
    parts.push(
      `<line class="grid" x1="${left}" y1="${n(y(t))}" x2="${left + plotW}" y2="${n(y(t))}"/>`,
    );
    parts.push(
      `<text class="tick" x="${left - 6}" y="${n(y(t) + 4)}" text-anchor="end">${formatPercent(t)}</text>`,
    );
  }
  // At most about 12 labelled ks on the axis.
  const step = Math.max(1, Math.ceil(kMax / 12));
  for (let k = 1; k <= kMax; k += step) {
    parts.push(
      `<text class="tick" x="${n(x(k))}" y="${top + plotH + 16}" text-anchor="middle">${k}</text>`,
    );
  }
  parts.push(
    `<text class="tick" x="${left + plotW}" y="${top + plotH + 33}" text-anchor="end">k (runs)</text>`,
  );
  // One k is a point, not a curve: say why, and what would draw one.
  if (kMax === 1)
    parts.push(
      `<text class="tick single-k" x="${left + plotW}" y="${top + plotH - 8}" text-anchor="end">1 run per task: only k = 1; more runs draw a curve over k</text>`,
    );
  // With one k the agents' marks would sit on one another: spread them a little.
  const spread = (i: number) => (kMax === 1 ? (i - (agents.length - 1) / 2) * 10 : 0);
  agents.forEach((a, i) => {
    const hat = a.passHatK;
    const at = a.passAtK;
    parts.push(`<g class="series ${agentClass(i)}" data-agent="${i}">`);
    parts.push(`<title>${htmlText(a.agent.name, TITLE_MAX)}</title>`);
    if (hat.length > 1) {
      const upper = hat.map((p) => `${n(x(p.k))} ${n(y(p.high))}`);
      const lower = [...hat].reverse().map((p) => `${n(x(p.k))} ${n(y(p.low))}`);
      parts.push(`<path class="band" d="M${[...upper, ...lower].join('L')}Z"/>`);
      parts.push(
        `<polyline class="line" points="${hat.map((p) => `${n(x(p.k))},${n(y(p.value))}`).join(' ')}"/>`,
      );
    } else if (hat.length === 1) {
      const p = hat[0] as (typeof hat)[number];
      parts.push(
        `<line class="band-bar" x1="${n(x(p.k) + spread(i))}" y1="${n(y(p.low))}" x2="${n(x(p.k) + spread(i))}" y2="${n(y(p.high))}"/>`,
      );
    }
    if (at.length > 1)
      parts.push(
        `<polyline class="line at" points="${at.map((p) => `${n(x(p.k))},${n(y(p.value))}`).join(' ')}"/>`,
      );
    for (const p of hat) {
      parts.push(
        `<g class="point"><title>${htmlText(a.agent.name, TITLE_MAX)}: pass^${p.k} ${pct(p.value)} ${pctBounds(p)}</title>${agentMark(i, x(p.k) + spread(i), y(p.value), 4)}</g>`,
      );
    }
    parts.push(`</g>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}

/** Round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const raw = max / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const ticks: number[] = [];
  for (let t = 0; t < max + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  if ((ticks[ticks.length - 1] ?? 0) < max) ticks.push((ticks[ticks.length - 1] ?? 0) + step);
  return ticks;
}

/** Dots drawn per agent at most; a larger set is thinned evenly (the note says so). */
export const MAX_DOTS = 600;

function thinned(xs: readonly Attempt[]): Attempt[] {
  if (xs.length <= MAX_DOTS) return [...xs];
  const out: Attempt[] = [];
  for (let i = 0; i < MAX_DOTS; i++)
    out.push(xs[Math.floor((i * xs.length) / MAX_DOTS)] as Attempt);
  return out;
}

/**
 * Latency per agent: every timed attempt as a dot (an error as a cross), and
 * the summary's p50 and p95 as marks across the row, on one linear axis.
 */
export function latencyChart(r: BenchReport): string {
  const agents = r.comparison.agents;
  const timed = agents.map((a) =>
    (r.attempts[a.agent.name] ?? []).filter(
      (x) => x.ms !== undefined && Number.isFinite(x.ms) && x.ms >= 0,
    ),
  );
  const max = Math.max(
    0,
    ...timed.flat().map((x) => x.ms as number),
    ...agents.map((a) => a.latency.max ?? 0),
  );
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] as number;
  const names = agents.map((a) => a.agent.name);
  const labelWidth = labelColumn(names);
  const plot = 320;
  const rowH = 40;
  const head = 12;
  const width = labelWidth + plot + 28;
  const height = head + agents.length * rowH + 40;
  const x = (ms: number) => labelWidth + (top === 0 ? 0 : Math.min(1, ms / top)) * plot;
  const bottom = head + agents.length * rowH;
  const desc = agents
    .map(
      (a) =>
        `${htmlText(a.agent.name, 200)}: ${plural(a.latency.count, 'timed attempt')}, p50 ${duration(a.latency.p50)}, p95 ${duration(a.latency.p95)}, from ${duration(a.latency.min)} to ${duration(a.latency.max)}`,
    )
    .join('; ');
  const parts = svgOpen(
    'chart-latency',
    width,
    height,
    'Latency of every attempt per agent',
    `${desc}.`,
  );
  const step = ticks.length > 1 ? (ticks[1] as number) - (ticks[0] as number) : 1;
  for (const t of ticks) {
    parts.push(`<line class="grid" x1="${n(x(t))}" y1="${head}" x2="${n(x(t))}" y2="${bottom}"/>`);
    parts.push(
      `<text class="tick" x="${n(x(t))}" y="${bottom + 16}" text-anchor="middle">${durationTick(t, step)}</text>`,
    );
  }
  // Every dot on the zero line reads like a broken chart: say what it means.
  const allZero = max === 0 && timed.some((t) => t.length > 0);
  agents.forEach((a: AgentSummary, i) => {
    const y = head + i * rowH + rowH / 2;
    const dots = thinned(timed[i] ?? []);
    parts.push(
      `<g class="row ${agentClass(i)}" data-agent="${i}">`,
      `<title>${htmlText(a.agent.name, TITLE_MAX)}: ${plural(a.latency.count, 'timed attempt')}; p50 ${duration(a.latency.p50)}, p95 ${duration(a.latency.p95)}${(timed[i]?.length ?? 0) > MAX_DOTS ? `; ${MAX_DOTS} of ${timed[i]?.length ?? 0} shown` : ''}</title>`,
      labelText(a.agent.name, labelWidth - 8, y + 4, labelWidth),
    );
    if (dots.length === 0)
      parts.push(
        `<text class="tick none" x="${n(labelWidth + 6)}" y="${n(y + 4)}">no latency recorded</text>`,
      );
    else if (allZero && i === 0)
      parts.push(
        `<text class="tick zero" x="${n(labelWidth + plot)}" y="${n(y + 4)}" text-anchor="end">every timed attempt: 0 ms</text>`,
      );
    dots.forEach((d, j) => {
      const cy = y - 9 + ((j * 7) % 19);
      const cx = x(d.ms as number);
      parts.push(
        d.outcome === 'error'
          ? `<path class="dot error" d="M${n(cx - 3)} ${n(cy - 3)}L${n(cx + 3)} ${n(cy + 3)}M${n(cx + 3)} ${n(cy - 3)}L${n(cx - 3)} ${n(cy + 3)}"/>`
          : `<circle class="dot ${d.outcome}" cx="${n(cx)}" cy="${n(cy)}" r="2.5"/>`,
      );
    });
    for (const [q, v] of [
      ['p50', a.latency.p50],
      ['p95', a.latency.p95],
    ] as const) {
      if (v === null) continue;
      parts.push(
        `<line class="quantile ${q}" x1="${n(x(v))}" y1="${n(y - 13)}" x2="${n(x(v))}" y2="${n(y + 13)}"/>`,
      );
    }
    parts.push(`</g>`);
  });
  parts.push(
    `<text class="tick" x="${labelWidth + plot}" y="${bottom + 33}" text-anchor="end">milliseconds per attempt</text>`,
    '</svg>',
  );
  return parts.join('\n');
}
