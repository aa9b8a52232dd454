// The gate's verdict and what it admits, decided once (docs/adr/0007): the
// assessment with the baseline check applied, the admission of the evidence alone
// (a drifted run still admits the candidate a maintainer may approve), the
// baseline's findings beside the assessment's (drift or a refused comparison,
// from core's `withBaseline`; the candidate written and the approval it waits
// for, from here), the approved baseline a promotion writes, and the curtailment
// replay `assess` shows. Every report of the gate only formats these findings.
import {
  admit,
  approveCandidate,
  replayCurtailmentOnEvidence,
  withBaseline,
  type Admission,
  type Assessment,
  type Baseline,
  type CheckResult,
  type CurtailmentReplayResult,
  type Evidence,
  type Finding,
  type PrLabelApproval,
} from '../core/index.js';
import { baselineContentDigest, serialiseBaseline } from '../evidence/index.js';

/** What the gate knows of the candidate and its approval before it delivers anything. */
export interface GateBaselineState {
  /** The run writes a candidate when its evidence admits one (a shard's is the merge job's). */
  readonly candidateWanted: boolean;
  /**
   * The pull request the run is about, as its event gives it; null when the run is
   * about none (a push, a schedule, a `workflow_run` job).
   */
  readonly pullRequest: {
    /** The approval label (input `approval-label`). */
    readonly label: string;
    /** The label is on the pull request now. */
    readonly labelGiven: boolean;
    /** Commits were pushed since (`synchronize`): a label given before approves an earlier commit. */
    readonly pushed: boolean;
  } | null;
}

const NO_STATE: GateBaselineState = { candidateWanted: false, pullRequest: null };

export interface GateVerdict {
  /** The run's verdict: status, exit code, headline and the complete list of findings. */
  readonly assessment: Assessment;
  /** The admission of the evidence alone (approval aside). */
  readonly admission: Admission;
  /** Whether the gate writes a candidate baseline (its finding is `baseline:candidate`). */
  readonly candidate: boolean;
}

function baselineStateFinding(
  subject: 'candidate' | 'approval',
  outcome: 'passed' | 'caution',
  figures: Finding['figures'],
): Finding {
  return {
    id: `baseline:${subject}`,
    kind: 'baseline',
    subject,
    outcome,
    // Never gating: a candidate awaiting approval needs care, it does not fail the run.
    gates: false,
    exitCode: 0,
    status: null,
    needs: null,
    figures,
  };
}

/**
 * The findings of the candidate and its approval: `baseline:candidate` when one
 * is written; on a pull request, `baseline:approval` — the label given (the
 * promote job judges it), or no approval yet (needs care: the label to add), or a
 * label a push made stale (needs care: it approved an earlier commit).
 */
export function candidateFindings(admitted: boolean, state: GateBaselineState): Finding[] {
  if (!admitted || !state.candidateWanted) return [];
  const out = [baselineStateFinding('candidate', 'passed', { status: 'candidate-written' })];
  const pr = state.pullRequest;
  if (pr === null) return out;
  const approval =
    pr.labelGiven && pr.pushed
      ? baselineStateFinding('approval', 'caution', { status: 'approval-stale', label: pr.label })
      : pr.labelGiven
        ? baselineStateFinding('approval', 'passed', { status: 'approval-given', label: pr.label })
        : baselineStateFinding('approval', 'caution', { status: 'no-approval', label: pr.label });
  return [...out, approval];
}

/**
 * The run's verdict with the baseline check, the admission of its evidence alone,
 * and the findings of the candidate it writes and the approval that candidate
 * waits for. Those findings never gate, so the exit code stays the check's.
 */
export function gateVerdict(
  assessed: Assessment,
  evidence: Evidence,
  check: CheckResult | null,
  state: GateBaselineState = NO_STATE,
): GateVerdict {
  const verdict = withBaseline(assessed, check);
  const admission = admit(assessed, evidence, { approved: false });
  const extra = candidateFindings(admission.supported, state);
  return {
    assessment:
      extra.length === 0 ? verdict : { ...verdict, findings: [...verdict.findings, ...extra] },
    admission,
    candidate: admission.supported && state.candidateWanted,
  };
}

/** A candidate with a pull-request label's approval: the baseline, its file text and digest. */
export function approvedBaseline(
  candidate: Baseline,
  approval: PrLabelApproval,
): { readonly baseline: Baseline; readonly text: string; readonly digest: string } {
  const baseline = approveCandidate(candidate, approval);
  return { baseline, text: serialiseBaseline(baseline), digest: baselineContentDigest(baseline) };
}

/** What early stopping would have saved on this evidence (null without a meter). */
export function replayCurtailment(
  assessment: Assessment,
  evidence: Evidence,
  intended?: readonly string[] | null,
): CurtailmentReplayResult | null {
  return replayCurtailmentOnEvidence(assessment, evidence, intended);
}
