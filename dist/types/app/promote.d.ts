import type { PrLabelApproval } from '../core/index.js';
import type { DeliveredBaseline } from '../render/github/promotion.js';
import type { BaselineStorePort, Files } from './ports.js';
/** What is written, and where. */
export interface BaselineWrite {
    /** The pull request. */
    readonly number: number;
    /** The approved head commit. */
    readonly headSha: string;
    /** The pull request's branch. */
    readonly headRef: string;
    /** The branch lives in another repository, which this workflow's token cannot write. */
    readonly fork: boolean;
    /** The baseline's path in the repository. */
    readonly repoPath: string;
    /** `promote`: commit on the branch, or upload only. */
    readonly promote: 'commit' | 'artifact';
    /** The approval label, consumed by the promotion. */
    readonly label: string;
    /** `artifact-name`: the upload is `<artifact-name>-baseline`. */
    readonly artifactName: string;
    /** The approved file on the runner, and its text. */
    readonly file: string;
    readonly text: string;
    readonly approval: PrLabelApproval;
}
export interface BaselineWritten {
    readonly delivered: DeliveredBaseline;
    /** The label is off the pull request (removed now, or already gone). */
    readonly labelRemoved: boolean;
    /** Why the label could not be removed, for the log; null when it was. */
    readonly labelWarning: string | null;
}
/** The commit's message: the subject names the PR and the approver, the body the role, label and commit. */
export declare function baselineCommitMessage(number: number, approval: PrLabelApproval): string;
/**
 * Write an approved baseline: on the runner (through `files`, before any write to
 * GitHub), the label consumed (before the commit, so that a gate run the commit
 * starts does not see a stale label), then committed, or uploaded when it cannot
 * be. Throws `PromotionRefused` when the head moved before the commit.
 */
export declare function writeApprovedBaseline(store: BaselineStorePort, files: Pick<Files, 'writeText'>, w: BaselineWrite): Promise<BaselineWritten>;
