import type { Assessment } from '../assess/assessment.js';
import type { Headline } from '../assess/headline.js';
import { plural } from '../util/format.js';
import { describeDecision } from './baseline.js';
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
  // The status's exit code: when the assessment already gates, its status names
  // the run (the baseline's finding still gates beside it).
  const exitCode: ExitCode = a.exitCode !== 0 ? a.exitCode : check.exitCode;
  return { status, exitCode, findings: [...a.findings, baselineFinding(check)] };
}

/** The headline of a run that only the baseline check keeps from passing. */
function baselineHeadline(check: CheckResult): Headline {
  if (check.status === 'refused') {
    const why = check.refusals[0]?.reason ?? 'no comparison was possible';
    return {
      category: 'BASELINE NOT COMPARED',
      text: `the evidence could not be compared with the approved baseline: ${why}`,
    };
  }
  const parts: string[] = [];
  if (check.changes.length > 0) {
    const first = check.changes[0]!;
    parts.push(
      `${plural(check.changes.length, 'input')} of ${check.checked} changed decision since the approved baseline (first: ${describeDecision(first.baseline)} became ${describeDecision(first.current)})`,
    );
  }
  if (check.instability !== null) parts.push(check.instability.reason);
  return {
    category: 'DRIFTED FROM BASELINE',
    text: `${parts.join('; ')}; fix the agent, or review the change and approve a new baseline.`,
  };
}

/**
 * The assessment with the baseline check applied: its status, exit code,
 * findings and headline are the run's verdict (`verdictOf`), so every report
 * rendered from it says what the exit code says. Without a check, or when the
 * check is clean, the findings gain the baseline's and nothing else changes.
 */
export function withBaseline(a: Assessment, check: CheckResult | null): Assessment {
  if (check === null) return a;
  const verdict = verdictOf(a, check);
  const baselineDecides = verdict.status === 'drift' || verdict.status === 'baseline-refused';
  return {
    ...a,
    status: verdict.status,
    exitCode: verdict.exitCode,
    findings: verdict.findings,
    ...(baselineDecides ? { headline: baselineHeadline(check) } : {}),
  };
}
