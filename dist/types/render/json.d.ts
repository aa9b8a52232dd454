import { type Assessment } from '../core/index.js';
import type { ReportMeta } from './meta.js';
export { REPORT_JSON_SCHEMA, REPORT_SCHEMA } from './report-schema.js';
export type { ReportMeta, RunMeta } from './meta.js';
/**
 * The JSON report as a plain object: camelCase facts, fixed key order, no raw
 * inputs (only SHA-256 fingerprints), no timestamps, so equal evidence gives a
 * byte-identical report.
 */
export declare function buildJsonReport(a: Assessment, meta: ReportMeta): Record<string, unknown>;
export declare function renderJson(a: Assessment, meta: ReportMeta): string;
