import type { CasesReport } from '../../core/stateful/types.js';
import type { FormatTable, ReportFormat } from '../formats.js';
import type { CasesReportMeta } from './facts.js';
export type { CasesReportMeta } from './facts.js';
export { CELL_MAX, renderCasesHtml, VALUE_MAX } from './html.js';
export { buildCasesJson, CASES_REPORT_SCHEMA, renderCasesJson } from './json.js';
export { DEFAULT_CASES_JUNIT_FILE, JUNIT_RESULTS_MAX, renderCasesJunit } from './junit.js';
export { renderCasesMarkdown } from './markdown.js';
export { renderCasesText, TEXT_RESULTS_MAX } from './text.js';
/** The cases report formats: its column of the renderer table (../format-renderers.ts). */
export declare const CASES_FORMATS: FormatTable<CasesReport, CasesReportMeta>;
/**
 * Render a cases report (issue 16, stateful agents) in one format: a pure
 * function of the CasesReport and the meta. Every status, finding, figure,
 * the exit code and the headline are the report's (`buildCasesReport`); the
 * renderers only format and escape them.
 */
export declare function renderCases(format: ReportFormat, report: CasesReport, meta?: CasesReportMeta): string;
