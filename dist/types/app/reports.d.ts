import type { Assessment } from '../core/index.js';
import { type MarkdownMode, type ReportFormat, type ReportMeta } from '../render/index.js';
import type { AppIo } from './ports.js';
/** One report to deliver: a format and a file, or the shell's standard output when `path` is null. */
export interface ReportTarget {
    readonly format: ReportFormat;
    readonly path: string | null;
}
export interface ReportOptions {
    /** ANSI colour for a text report printed on a terminal. */
    readonly colour?: boolean;
    /** Markdown: the PR comment form (≤ 60,000 bytes) or the job summary form (default). */
    readonly markdownForm?: MarkdownMode;
}
export interface RenderedReport extends ReportTarget {
    readonly text: string;
}
/** Render each target; colour only for a text report going to standard output. */
export declare function renderReports(assessment: Assessment, meta: ReportMeta, targets: readonly ReportTarget[], options?: ReportOptions): RenderedReport[];
/** Write the reports that have a file (resolved against the working directory); returns them. */
export declare function writeReportFiles(rendered: readonly RenderedReport[], io: Pick<AppIo, 'cwd' | 'files'>): RenderedReport[];
