import type { CasesReport } from '../../core/stateful/types.js';
import { type CasesReportMeta } from './facts.js';
/** Failing case runs listed in full; the rest are counted. */
export declare const TEXT_RESULTS_MAX = 40;
/**
 * The cases report for a terminal: the title and the report's headline, its
 * findings (with their next steps), a table of the criteria (status, pass
 * rate with its interval, bar, pass^k, recovery per fault, counts), the
 * slices, the state-layer meter, and every case run that did not pass with
 * its reason and its changed or mismatching paths. Every value is
 * terminal-safe and cut.
 */
export declare function renderCasesText(r: CasesReport, meta?: CasesReportMeta): string;
