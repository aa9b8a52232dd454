import type { BenchReport } from '../../core/bench/types.js';
import type { FormatTable, ReportFormat } from '../formats.js';
import type { BenchReportMeta } from './facts.js';
export { latencyChart, niceTicks, passKChart, reliabilityChart } from './charts.js';
export type { BenchReportMeta } from './facts.js';
export { OUTPUT_MAX, renderBenchHtml } from './html.js';
export { BENCH_REPORT_SCHEMA, buildBenchJson, renderBenchJson } from './json.js';
export { DEFAULT_BENCH_JUNIT_FILE, renderBenchJunit } from './junit.js';
export { renderBenchMarkdown } from './markdown.js';
export { renderBenchText } from './text.js';
/** The bench report formats: its column of the renderer table (../format-renderers.ts). */
export declare const BENCH_FORMATS: FormatTable<BenchReport, BenchReportMeta>;
/**
 * Render a bench report (`bench test` or `bench compare`) in one format: a pure
 * function of the BenchReport and the meta. The verdict, findings and every
 * figure are the report's; the renderers only format and escape them.
 */
export declare function renderBench(format: ReportFormat, report: BenchReport, meta?: BenchReportMeta): string;
