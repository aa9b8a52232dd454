import type { CasesReport } from '../../core/stateful/types.js';
import { type CasesReportMeta } from './facts.js';
/** Code points of one value (a state value, a tool's arguments or result, an answer) shown; the JSON report keeps all. */
export declare const VALUE_MAX = 2000;
/** Code points of a compared value in a path table cell. */
export declare const CELL_MAX = 400;
/**
 * The HTML cases report: one self-contained page (inline style, no script, a
 * Content-Security-Policy that forbids every request) with the headline and
 * findings, the criteria table, the state layer and the slices, and a case
 * panel per case: its input, then per run the trajectory (each tool call
 * with its arguments and result, then the answer) and each criterion's result
 * with every compared path — expected, actual and initial side by side,
 * absent shown apart from null, ignored paths greyed and labelled, tolerance
 * matches labelled. Every untrusted string goes through htmlText into a text
 * node or a quoted attribute.
 */
export declare function renderCasesHtml(r: CasesReport, meta?: CasesReportMeta): string;
