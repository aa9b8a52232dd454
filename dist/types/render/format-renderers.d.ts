import type { Assessment } from '../core/index.js';
import type { BenchReport } from '../core/bench/types.js';
import type { CasesReport } from '../core/stateful/types.js';
import type { BenchReportMeta } from './bench/facts.js';
import type { CasesReportMeta } from './cases/facts.js';
import { type FormatTable, type ReportFormat } from './formats.js';
import { type MarkdownMode } from './markdown.js';
import type { ReportMeta } from './meta.js';
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
export declare const FORMAT_RENDERERS: {
    readonly [F in ReportFormat]: FormatRenderers;
};
/** One family's renderers keyed by format, in the format table's order. */
export declare function familyFormats<K extends ReportFamily>(family: K): {
    readonly [F in ReportFormat]: FormatRenderers[K];
};
