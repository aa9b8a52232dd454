/**
 * Small pieces the gate, bench and cases reports share, so each format says a
 * thing the same way in every report: the JSON blocks every report carries
 * (tool, findings, run facts, a flip-rate meter) and the Markdown table, link
 * and byte-budget helpers. Pure: no I/O.
 */
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
