// The gate's verdict and what it admits, decided once (docs/adr/0007): the
// assessment with the baseline check applied, the admission of the evidence alone
// (a drifted run still admits the candidate a maintainer may approve), the
// approved baseline a promotion writes, and the curtailment replay `assess` shows.
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
  type PrLabelApproval,
} from '../core/index.js';
import { baselineContentDigest, serialiseBaseline } from '../evidence/index.js';

/** The run's verdict with the baseline check, and the admission of its evidence alone. */
export function gateVerdict(
  assessed: Assessment,
  evidence: Evidence,
  check: CheckResult | null,
): { readonly assessment: Assessment; readonly admission: Admission } {
  return {
    assessment: withBaseline(assessed, check),
    admission: admit(assessed, evidence, { approved: false }),
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
