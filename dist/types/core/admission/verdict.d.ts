import type { Assessment } from '../assess/assess.js';
import type { Finding } from '../assess/findings.js';
import type { ExitCode, Status } from '../assess/status.js';
import type { CheckResult } from './check.js';
/**
 * The verdict of a run with a baseline check: the assessment's findings plus the
 * baseline's, the status and the exit code, decided here once for every shell.
 * The status is the assessment's unless only the baseline check objects; the
 * exit code is the larger of the two.
 */
export interface RunVerdict {
    readonly status: Status | 'drift' | 'baseline-refused';
    readonly exitCode: ExitCode;
    readonly findings: readonly Finding[];
}
/** The baseline check as a finding: drift says no (exit 1), a refused comparison is unusable (exit 2). */
export declare function baselineFinding(check: CheckResult): Finding;
export declare function verdictOf(a: Assessment, check: CheckResult | null): RunVerdict;
