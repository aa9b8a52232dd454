import { type Assessment } from '../core/index.js';
export declare const REPORT_SCHEMA = "agentverity-action/report@1";
/** What the report says about the run beyond the assessment itself. */
export interface ReportMeta {
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    /** The settings the assessment used (epsilon, thresholds, sources…). */
    readonly settings: Readonly<Record<string, unknown>>;
    /** SHA-256 over the canonical evidence (settings, suite, layer, isolation, cases). */
    readonly evidenceDigest: string | null;
}
/**
 * The JSON report as a plain object: camelCase facts, fixed key order, no raw
 * inputs (only SHA-256 fingerprints), no timestamps, so equal evidence gives a
 * byte-identical report.
 */
export declare function buildJsonReport(a: Assessment, meta: ReportMeta): Record<string, unknown>;
export declare function renderJson(a: Assessment, meta: ReportMeta): string;
