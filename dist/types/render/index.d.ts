import type { Assessment } from '../core/index.js';
import { type RenderOptions } from './format-renderers.js';
import type { FormatTable, ReportFormat } from './formats.js';
import type { ReportMeta } from './meta.js';
export { cut, htmlText, logSafeJson, markdownText, plainLine, terminalSafe, terminalSafeLines, xmlBlock, xmlText, } from './escape.js';
export { contractRows, type ContractRouteRow } from './facts.js';
export { checksOf, type Check, type CheckOutcome } from './checks.js';
export { forestPlot, renderHtml } from './html.js';
export { buildJsonReport, renderJson } from './json.js';
export { renderJunit } from './junit.js';
export { COMMENT_BUDGET_BYTES, intervalBar, renderMarkdown, SUMMARY_BUDGET_BYTES, utf8Bytes, type MarkdownMode, type MarkdownOptions, } from './markdown.js';
export type { ReportMeta, RunMeta } from './meta.js';
export { REPORT_JSON_SCHEMA, REPORT_SCHEMA } from './report-schema.js';
export { renderText, type TextOptions } from './text.js';
export { extensionOf, REPORT_FORMAT_TABLE, REPORT_FORMATS, type FormatTable, type ReportFormat, type ReportFormatInfo, } from './formats.js';
export { FORMAT_RENDERERS, type FormatRenderers, type RenderOptions, type ReportFamily, } from './format-renderers.js';
/** The gate's report formats: its column of the renderer table (./format-renderers.ts). */
export declare const GATE_FORMATS: FormatTable<Assessment, ReportMeta, RenderOptions>;
/** Render one format; every renderer is a pure function of the assessment and the meta. */
export declare function renderReport(format: ReportFormat, assessment: Assessment, meta: ReportMeta, options?: RenderOptions): string;
export { BENCH_FORMATS, BENCH_REPORT_SCHEMA, renderBench, renderBenchHtml, renderBenchJson, renderBenchJunit, renderBenchMarkdown, renderBenchText, type BenchReportMeta, } from './bench/index.js';
export { CASES_FORMATS, CASES_REPORT_SCHEMA, renderCases, renderCasesHtml, renderCasesJson, renderCasesJunit, renderCasesMarkdown, renderCasesText, type CasesReportMeta, } from './cases/index.js';
