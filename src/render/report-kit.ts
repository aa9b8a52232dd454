/**
 * Small pieces the gate, bench and cases reports share, so each format says a
 * thing the same way in every report: the JSON blocks every report carries
 * (tool, findings, run facts, a flip-rate meter) and the Markdown table, link
 * and byte-budget helpers. Pure: no I/O.
 */
import { htmlText, plainLineWithin, xmlText } from './escape.js';
import type { RunMeta } from './meta.js';

// ---- JSON ------------------------------------------------------------------

/** The run facts a JSON report keeps (no retries: those go under calls). */
export function runFacts(run: RunMeta): Record<string, unknown> {
  return {
    ...(run.durationMs !== undefined ? { durationMs: run.durationMs } : {}),
    ...(run.startedAt !== undefined ? { startedAt: run.startedAt } : {}),
    ...(run.commit !== undefined ? { commit: run.commit } : {}),
    ...(run.url !== undefined ? { url: run.url } : {}),
  };
}

/** The `run` block of a JSON report: present only when run facts are passed in. */
export function runBlock(run: RunMeta | undefined): Record<string, unknown> {
  return run === undefined ? {} : { run: runFacts(run) };
}

/** The `tool` of a JSON report, or null when none is passed in. */
export function toolJson(
  tool: { readonly name: string; readonly version: string } | undefined,
): { name: string; version: string } | null {
  return tool === undefined ? null : { name: tool.name, version: tool.version };
}

/** One finding as every JSON report writes it, in a fixed key order. */
export function findingJson(f: {
  readonly id: string;
  readonly subject: string;
  readonly outcome: string;
  readonly gates: boolean;
  readonly exitCode: number;
  readonly text: string;
}): Record<string, unknown> {
  return {
    id: f.id,
    subject: f.subject,
    outcome: f.outcome,
    gates: f.gates,
    exitCode: f.exitCode,
    text: f.text,
  };
}

/** The figures of a flip-rate meter after its count of tasks or cases, in a fixed key order. */
export function flipMeterJson(m: {
  readonly pairs: number;
  readonly flips: number;
  readonly flipRate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  readonly call: string;
}): Record<string, unknown> {
  return {
    pairs: m.pairs,
    flips: m.flips,
    flipRate: m.flipRate,
    ciLow: m.ciLow,
    ciHigh: m.ciHigh,
    call: m.call,
  };
}

// ---- Markdown --------------------------------------------------------------

/** UTF-8 length of a string, without node:buffer (render stays pure). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A GFM table: header, alignment row and the rows, cells already escaped. */
export function tableLines(
  header: readonly string[],
  align: readonly ('l' | 'r')[],
  rows: readonly (readonly string[])[],
): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${align.map((x) => (x === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

/** A link only for a plain https URL with nothing Markdown could read as syntax; else null. */
export function safeLink(url: string | undefined, text: string): string | null {
  if (url === undefined || !/^https:\/\/[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+$/.test(url)) return null;
  if (/[()[\]<>"'`\\|]/.test(url)) return null;
  return `[${text}](${url})`;
}

/** Where a shortened Markdown report points for the rest: a link, or the run's artifacts. */
export function fullReportWhere(url: string | undefined): string {
  return safeLink(url, 'full report') ?? 'the full report (in the run’s artifacts)';
}

/**
 * The last resort of a Markdown report over its budget: the headline alone,
 * cut to fit with a note that says so (never half an escape or entity at the end).
 */
export function headlineOnly(headline: string, budget: number, where: string): string {
  const tail = `\n\n> Shortened to fit ${budget} bytes: only the headline is shown. See ${where}.\n`;
  let head = headline;
  while (utf8Bytes(head) + utf8Bytes(tail) > budget && head.length > 0) {
    head = Array.from(head)
      .slice(0, Math.floor(Array.from(head).length * 0.8))
      .join('');
    head = head.replace(/\\$|&[#\w]*$/, '');
  }
  return `${head}${tail}`;
}

/**
 * A Markdown report within its byte budget: the full text when it fits, else
 * the first shortened rendering (one per step, in order) that fits, else the
 * headline alone.
 */
export function fitToBudget<L>(
  budget: number,
  full: string,
  steps: readonly L[],
  shortened: (limits: L, where: string) => string,
  headline: () => string,
  artifactUrl: string | undefined,
): string {
  if (utf8Bytes(full) <= budget) return full;
  const where = fullReportWhere(artifactUrl);
  for (const limits of steps) {
    const text = shortened(limits, where);
    if (utf8Bytes(text) <= budget) return text;
  }
  return headlineOnly(headline(), budget, where);
}

// ---- HTML ------------------------------------------------------------------

/** The colours of one scheme (light or dark) of the reports' palette. */
interface Tones {
  readonly fg: string;
  readonly bg: string;
  readonly muted: string;
  readonly line: string;
  readonly good: string;
  readonly caution: string;
  readonly bad: string;
}

/** The CSS custom properties of one scheme of the palette. */
export const cssTones = (p: Tones) =>
  `--fg: ${p.fg}; --bg: ${p.bg}; --muted: ${p.muted}; --line: ${p.line}; --good: ${p.good}; --caution: ${p.caution}; --bad: ${p.bad};`;

/**
 * A scrollable HTML table with a caption, the first cell of each row its
 * header: `attrs` are the table's own attributes and every cell is already
 * escaped; the columns in `numeric` align as numbers.
 */
export function captionedTable(
  attrs: string,
  caption: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: ReadonlySet<number>,
): string {
  const th = header
    .map((h, i) => `<th scope="col"${numeric.has(i) ? ' class="num"' : ''}>${h}</th>`)
    .join('');
  const body = rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td${numeric.has(i) ? ' class="num"' : ''}>${c}</td>`)).join('')}</tr>`,
    )
    .join('\n');
  return `<div class="scroll"><table ${attrs}>\n<caption class="note">${caption}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table></div>`;
}

/**
 * A whole self-contained HTML report: a strict Content-Security-Policy (no
 * script, no fetch, inline style and data: images only), the (already
 * escaped) title, the style and the body lines.
 */
export function htmlPage(title: string, style: string, body: readonly string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${title}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// ---- JUnit -----------------------------------------------------------------

/** Seconds with three decimals, as JUnit readers expect (`time="0.000"`). */
export function junitSeconds(ms: number | undefined): string {
  return ms === undefined || !Number.isFinite(ms) || ms < 0 ? '0.000' : (ms / 1000).toFixed(3);
}

/** One `<testcase>` of a bench or cases JUnit report, every value escaped and on one line. */
export function junitCaseXml(
  c: {
    readonly name: string;
    readonly classname: string;
    readonly element: { tag: string; type: string; message: string } | null;
    readonly out: readonly string[];
  },
  file: string,
  time: string,
): string[] {
  const lines = [
    `    <testcase name="${xmlText(plainLineWithin(c.name, 240), 240)}" classname="${c.classname}" file="${xmlText(file, 1000)}" time="${time}">`,
  ];
  if (c.element !== null) {
    // The message is the element's text too: some readers show only one of them.
    lines.push(
      `      <${c.element.tag} type="${c.element.type}" message="${xmlText(c.element.message, 1000)}">${xmlText(c.element.message, 4000)}</${c.element.tag}>`,
    );
  }
  // One line per fact: a line break inside a value stays visible (\u000a).
  lines.push(`      <system-out>${c.out.map((l) => xmlText(l, 2000)).join('\n')}</system-out>`);
  lines.push('    </testcase>');
  return lines;
}

/** One `<property>` of a JUnit `<properties>` block, name and value escaped. */
export const junitProperty = (name: string, value: string) =>
  `      <property name="${xmlText(name, 200)}" value="${xmlText(value, 2000)}"/>`;

/** The tool and its version among the run facts of an HTML report's footer (none without a tool). */
export const toolFacts = (
  tool: { readonly name: string; readonly version: string } | undefined,
): string[] =>
  tool === undefined ? [] : [`${htmlText(tool.name, 60)} ${htmlText(tool.version, 40)}`];

/** The measured commit among the run facts of an HTML report's footer (none without one). */
export const commitFacts = (commit: string | undefined): string[] =>
  commit === undefined ? [] : [`commit <code>${htmlText(commit, 64)}</code>`];
