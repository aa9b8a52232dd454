import { type Admission, type Assessment, type Baseline, type CheckResult, type CurtailmentReplayResult, type Evidence, type Finding, type PrLabelApproval } from '../core/index.js';
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
export interface GateVerdict {
    /** The run's verdict: status, exit code, headline and the complete list of findings. */
    readonly assessment: Assessment;
    /** The admission of the evidence alone (approval aside). */
    readonly admission: Admission;
    /** Whether the gate writes a candidate baseline (its finding is `baseline:candidate`). */
    readonly candidate: boolean;
}
/**
 * The findings of the candidate and its approval: `baseline:candidate` when one
 * is written; on a pull request, `baseline:approval` — the label given (the
 * promote job judges it), or no approval yet (needs care: the label to add), or a
 * label a push made stale (needs care: it approved an earlier commit).
 */
export declare function candidateFindings(admitted: boolean, state: GateBaselineState): Finding[];
/**
 * The run's verdict with the baseline check, the admission of its evidence alone,
 * and the findings of the candidate it writes and the approval that candidate
 * waits for. Those findings never gate, so the exit code stays the check's.
 */
export declare function gateVerdict(assessed: Assessment, evidence: Evidence, check: CheckResult | null, state?: GateBaselineState): GateVerdict;
/** A candidate with a pull-request label's approval: the baseline, its file text and digest. */
export declare function approvedBaseline(candidate: Baseline, approval: PrLabelApproval): {
    readonly baseline: Baseline;
    readonly text: string;
    readonly digest: string;
};
/** What early stopping would have saved on this evidence (null without a meter). */
export declare function replayCurtailment(assessment: Assessment, evidence: Evidence, intended?: readonly string[] | null): CurtailmentReplayResult | null;
