import type { CasesReport } from '../../core/stateful/types.js';
import type { CasesReportMeta } from './facts.js';
/** The `schema` of the JSON cases report (schemas/cases-report.schema.json). */
export declare const CASES_REPORT_SCHEMA = "agentverity-action/cases-report@1";
/**
 * The JSON cases report as a plain object: every figure of the CasesReport in
 * a fixed key order, with `schema` and the tool; no timestamp unless run facts
 * are passed in, so equal reports give equal bytes.
 */
export declare function buildCasesJson(r: CasesReport, meta?: CasesReportMeta): Record<string, unknown>;
/** The JSON cases report, pretty-printed and safe to print in a CI log. */
export declare function renderCasesJson(r: CasesReport, meta?: CasesReportMeta): string;
