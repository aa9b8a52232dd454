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
export function baselineFinding(check: CheckResult): Finding {
  const drift = check.status === 'drift';
  const refused = check.status === 'refused';
  return {
    id: 'baseline',
    kind: 'baseline',
    subject: '',
    outcome: drift ? 'failed' : refused ? 'error' : 'passed',
    gates: check.exitCode !== 0,
    exitCode: check.exitCode,
    status: drift ? 'drift' : refused ? 'baseline-refused' : null,
    needs: null,
    figures: {
      status: check.status,
      checked: check.checked,
      changed: check.changes.length,
      unstable: check.instability !== null,
      refusals: check.refusals.length,
      isolationWeakened: check.isolation.weakened,
    },
  };
}

export function verdictOf(a: Assessment, check: CheckResult | null): RunVerdict {
  if (check === null) return { status: a.status, exitCode: a.exitCode, findings: a.findings };
  const status =
    a.exitCode !== 0 || check.status === 'clean'
      ? a.status
      : check.status === 'drift'
        ? 'drift'
        : 'baseline-refused';
  const exitCode = Math.max(a.exitCode, check.exitCode) as ExitCode;
  return { status, exitCode, findings: [...a.findings, baselineFinding(check)] };
}
