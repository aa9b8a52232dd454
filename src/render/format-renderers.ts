// The renderers of every report format: one row per format of the format table
// (./formats.ts), with its renderer in each family (the gate's assessment, the
// bench report, the cases report). Each family's table (`GATE_FORMATS` in
// ./index.ts, `BENCH_FORMATS` in ./bench/index.ts, `CASES_FORMATS` in
// ./cases/index.ts) is read from it, so a new format is one renderer file per
// family, its line in formats.ts and its row here. Not a leaf: the shells'
// option definitions read formats.ts, which loads no renderer.
import type { Assessment } from '../core/index.js';
import type { BenchReport } from '../core/bench/types.js';
import type { CasesReport } from '../core/stateful/types.js';
import type { BenchReportMeta } from './bench/facts.js';
import { renderBenchHtml } from './bench/html.js';
import { renderBenchJson } from './bench/json.js';
import { renderBenchJunit } from './bench/junit.js';
import { renderBenchMarkdown } from './bench/markdown.js';
import { renderBenchText } from './bench/text.js';
import type { CasesReportMeta } from './cases/facts.js';
import { renderCasesHtml } from './cases/html.js';
import { renderCasesJson } from './cases/json.js';
import { renderCasesJunit } from './cases/junit.js';
import { renderCasesMarkdown } from './cases/markdown.js';
import { renderCasesText } from './cases/text.js';
import { REPORT_FORMATS, type FormatTable, type ReportFormat } from './formats.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderMarkdown, type MarkdownMode } from './markdown.js';
import type { ReportMeta } from './meta.js';
import { renderText } from './text.js';

/** What a caller may pass the gate's renderers (each reads only its own). */
export interface RenderOptions {
  /** Text only: ANSI colour. */
  readonly colour?: boolean;
  /** Markdown only: comment or job summary (default summary). */
  readonly markdownMode?: MarkdownMode;
  readonly budgetBytes?: number;
}

/** One format's renderer in each family; each is a pure function of its report and meta. */
export interface FormatRenderers {
  readonly gate: FormatTable<Assessment, ReportMeta, RenderOptions>[ReportFormat];
  readonly bench: FormatTable<BenchReport, BenchReportMeta>[ReportFormat];
  readonly cases: FormatTable<CasesReport, CasesReportMeta>[ReportFormat];
}

/** The report families, as the rows name them. */
export type ReportFamily = keyof FormatRenderers;

/** Every format's renderers, one row per format (a format missing here does not compile). */
export const FORMAT_RENDERERS: { readonly [F in ReportFormat]: FormatRenderers } = {
  text: {
    gate: (a, meta, options) => renderText(a, meta, { colour: options.colour === true }),
    bench: renderBenchText,
    cases: renderCasesText,
  },
  json: { gate: renderJson, bench: renderBenchJson, cases: renderCasesJson },
  junit: { gate: renderJunit, bench: renderBenchJunit, cases: renderCasesJunit },
  markdown: {
    gate: (a, meta, options) =>
      renderMarkdown(a, meta, {
        mode: options.markdownMode ?? 'summary',
        ...(options.budgetBytes !== undefined ? { budgetBytes: options.budgetBytes } : {}),
      }),
    bench: renderBenchMarkdown,
    cases: renderCasesMarkdown,
  },
  html: { gate: renderHtml, bench: renderBenchHtml, cases: renderCasesHtml },
};

/** One family's renderers keyed by format, in the format table's order. */
export function familyFormats<K extends ReportFamily>(
  family: K,
): { readonly [F in ReportFormat]: FormatRenderers[K] } {
  return Object.fromEntries(
    REPORT_FORMATS.map((format) => [format, FORMAT_RENDERERS[format][family]]),
  ) as { readonly [F in ReportFormat]: FormatRenderers[K] };
}
