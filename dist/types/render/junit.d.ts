import { type Assessment } from '../core/index.js';
import { type Check } from './checks.js';
import type { ReportMeta } from './meta.js';
/** The file a report's cases stand for when the caller names none. */
export declare const DEFAULT_JUNIT_FILE = "agentverity-evidence.json";
/**
 * The case's name. A caution's name carries the word and its figure
 * (`CAUTION: route card_security (stochastic, 8 of 13 pairs flipped)`): the
 * consumers that show a skipped case by its name alone (dorny/test-reporter,
 * mikepenz/action-junit-report, EnricoMi/publish-unit-test-result-action)
 * would otherwise show a caution as a plain skip.
 */
export declare function junitCaseName(check: Check): string;
/**
 * The JUnit XML report: a `<testsuites>` root holding one `<testsuite>`, one
 * `<testcase>` per finding (evidence completeness, pooled meter, each route,
 * blindness, contract and each of its problems, relation coverage, each
 * relation), never one per trial. `<failure>` for a gating finding where the
 * evidence says no (exit 1), `<error>` for one where it is incomplete or
 * undecided (exit 2), so a failure or error appears exactly when the exit code
 * is not 0. `<skipped>` for what tested nothing or was not measured, and for a
 * caution (a stochastic route, a violation judged against the flip rate), whose
 * text starts `CAUTION:`. Each element carries its message as text as well.
 * Figures are in each case's `system-out` and in the suite's `properties`.
 * Every suite and case has a name, a file and a time.
 */
export declare function renderJunit(a: Assessment, meta: ReportMeta): string;
