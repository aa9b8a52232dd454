import type { CasesReport } from '../../core/stateful/types.js';
import { type CasesReportMeta } from './facts.js';
/**
 * The Markdown cases report: a section of its own for the pull-request comment
 * (placed beside the gate's report, so it has its own heading): the headline,
 * the findings with their next steps, the criteria table, recovery per fault,
 * the state layer and the slices, and the case runs that did not pass in
 * `<details>`, with their reasons and mismatching paths. Over the budget
 * (60,000 bytes by default) it shortens visibly: fewer paths and shorter
 * values, fewer case runs, no case runs, and last the headline alone.
 */
export declare function renderCasesMarkdown(r: CasesReport, meta?: CasesReportMeta): string;
