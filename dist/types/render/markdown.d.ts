import { type Assessment } from '../core/index.js';
import type { ReportMeta } from './meta.js';
export type MarkdownMode = 'comment' | 'summary';
export interface MarkdownOptions {
    /** `comment` for the pull-request comment, `summary` for the job summary. */
    readonly mode: MarkdownMode;
    /** Size limit in UTF-8 bytes; defaults to the mode's budget. */
    readonly budgetBytes?: number;
    /** Where the full report is kept; overrides meta.artifactUrl. */
    readonly artifactUrl?: string;
    /**
     * Leave out how to approve a baseline: the caller says it beside the report,
     * knowing whether there is a pull request (the Action's baseline section).
     */
    readonly omitApproval?: boolean;
}
/** Below GitHub's 65,536-character comment limit, with room for the Action's marker. */
export declare const COMMENT_BUDGET_BYTES = 60000;
/** GitHub drops a job summary over 1 MiB. */
export declare const SUMMARY_BUDGET_BYTES: number;
export { utf8Bytes } from './report-kit.js';
/**
 * A text picture of one interval on a 0–100% scale, 5% per cell: `█` where the
 * 95% interval lies, `·` elsewhere, and `┃` at the tolerance. Only our own
 * characters, so it can sit in a code span.
 */
export declare function intervalBar(low: number, high: number, epsilon: number): string;
/**
 * The Markdown report for a pull-request comment or a job summary: headline,
 * a compact route table with a text picture of each interval against the
 * tolerance, the next step (with how to approve a baseline when the evidence
 * admits one), and a collapsible details section. Every untrusted string is
 * escaped (markdownText). Over the byte budget it degrades visibly: fewer
 * rows, then no details, then only the headline, each time with a note that
 * links the full report when an artifact URL is given.
 */
export declare function renderMarkdown(a: Assessment, meta: ReportMeta | null, options: MarkdownOptions): string;
