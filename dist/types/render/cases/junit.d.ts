import type { CasesReport } from '../../core/stateful/types.js';
import { type CasesReportMeta } from './facts.js';
/** The file the cases stand for when the caller names none. */
export declare const DEFAULT_CASES_JUNIT_FILE = "cases.jsonl";
/** Case runs listed per criterion in its system-out; the rest are counted. */
export declare const JUNIT_RESULTS_MAX = 200;
/**
 * The JUnit XML cases report: a `<testsuites>` root with one `<testsuite>`
 * holding one `<testcase>` per criterion — `<failure>` when it failed,
 * `<skipped>` (typed `agentverity.cases.missing` or
 * `agentverity.cases.insufficient_evidence`, the message saying why) when its
 * evidence is missing or insufficient, nothing when it passed — and its case
 * runs in `<system-out>`; then the gate case carrying the exit code (an
 * `<error>` for exit 2, so an undecided run is never green). Every value is
 * escaped (xmlText) and kept on one line.
 */
export declare function renderCasesJunit(r: CasesReport, meta?: CasesReportMeta): string;
