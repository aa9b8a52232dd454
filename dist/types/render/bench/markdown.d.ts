import type { BenchReport } from '../../core/bench/types.js';
import { type BenchReportMeta } from './facts.js';
/**
 * The Markdown bench report for a pull-request comment (or a job summary with a
 * larger `budgetBytes`): headline, findings, per-metric agent columns (no
 * combined score), the pairs, tie groups and plain advice, and a collapsible
 * per-task table with outputs escaped and cut. Over the budget (60,000 bytes by
 * default, under GitHub's 65,536) it shortens visibly: shorter outputs, fewer
 * rows, no outputs, no per-task table, and last the headline alone.
 */
export declare function renderBenchMarkdown(r: BenchReport, meta?: BenchReportMeta): string;
