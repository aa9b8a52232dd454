import { type Assessment } from '../core/index.js';
import type { ReportMeta } from './meta.js';
/**
 * The JUnit XML report: a `<testsuites>` root holding one `<testsuite>`, one
 * `<testcase>` per check (evidence completeness, pooled meter, each route,
 * blindness, contract, relation coverage, each relation), never one per trial.
 * `<failure>` where the evidence says no (exit 1), `<error>` for incomplete or
 * undecided evidence (exit 2), `<skipped>` only for a relation that tested
 * nothing. Figures are in each case's `system-out` and in the suite's
 * `properties`. Every suite and case has a name and a time.
 */
export declare function renderJunit(a: Assessment, meta: ReportMeta): string;
