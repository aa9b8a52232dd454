import type { BenchReport } from '../../core/bench/types.js';
import type { BenchReportMeta } from './facts.js';
/** The `schema` of the JSON bench report (schemas/bench-report.schema.json). */
export declare const BENCH_REPORT_SCHEMA = "agentverity-action/bench-report@1";
/**
 * The JSON bench report as a plain object: every figure of the BenchReport in a
 * fixed key order, camelCase, with `schema` and the tool; no timestamp unless
 * run facts are passed in, so equal reports give equal bytes.
 */
export declare function buildBenchJson(r: BenchReport, meta?: BenchReportMeta): Record<string, unknown>;
/** The JSON bench report, pretty-printed and safe to print in a CI log. */
export declare function renderBenchJson(r: BenchReport, meta?: BenchReportMeta): string;
