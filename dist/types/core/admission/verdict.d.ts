import type { Assessment } from '../assess/assessment.js';
import type { Finding } from '../assess/findings.js';
import type { ExitCode, RunStatus } from '../assess/status.js';
import type { CheckResult } from './check.js';
/**
 * The verdict of a run with a baseline check: the assessment's findings plus the
 * baseline's, the status and the exit code, decided here once for every shell.
 * The status is the assessment's unless only the baseline check objects; the
 * exit code is the status's, so the finding that names the status sets it.
 */
export interface RunVerdict {
    readonly status: RunStatus;
    readonly exitCode: ExitCode;
    readonly findings: readonly Finding[];
}
/** The baseline check as a finding: drift says no (exit 1), a refused comparison is unusable (exit 2). */
export declare function baselineFinding(check: CheckResult): Finding;
export declare function verdictOf(a: Assessment, check: CheckResult | null): RunVerdict;
/**
 * The assessment with the baseline check applied: its status, exit code,
 * findings and headline are the run's verdict (`verdictOf`), so every report
 * rendered from it says what the exit code says. Without a check, or when the
 * check is clean, the findings gain the baseline's and nothing else changes.
 */
export declare function withBaseline(a: Assessment, check: CheckResult | null): Assessment;
