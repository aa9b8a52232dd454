import { type Admission, type Assessment, type Baseline, type CheckResult, type CurtailmentReplayResult, type Evidence, type PrLabelApproval } from '../core/index.js';
/** The run's verdict with the baseline check, and the admission of its evidence alone. */
export declare function gateVerdict(assessed: Assessment, evidence: Evidence, check: CheckResult | null): {
    readonly assessment: Assessment;
    readonly admission: Admission;
};
/** A candidate with a pull-request label's approval: the baseline, its file text and digest. */
export declare function approvedBaseline(candidate: Baseline, approval: PrLabelApproval): {
    readonly baseline: Baseline;
    readonly text: string;
    readonly digest: string;
};
/** What early stopping would have saved on this evidence (null without a meter). */
export declare function replayCurtailment(assessment: Assessment, evidence: Evidence, intended?: readonly string[] | null): CurtailmentReplayResult | null;
