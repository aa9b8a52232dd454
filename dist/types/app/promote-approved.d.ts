import type { Baseline, PrLabelApproval } from '../core/index.js';
import { type ApprovalSettings } from './approval.js';
import { type ApprovalPort } from './approve.js';
import { type ArtifactPort, type Examined } from './candidate.js';
import type { DeliveredBaseline } from '../render/github/promotion.js';
import type { BaselineStorePort, Files } from './ports.js';
import { PromotionRefused, type RecordPort, type TrustedRecord } from './promotion-record.js';
/** What promotion reads and writes through. */
export interface PromotionPorts {
    readonly approval: ApprovalPort;
    readonly record: RecordPort;
    readonly artifacts: ArtifactPort;
    readonly store: BaselineStorePort;
    readonly files: Pick<Files, 'writeText'>;
}
/** What promotion works on: the pull request, the label's commit, the settings, the paths. */
export interface ApprovedPromotionRequest {
    readonly owner: string;
    readonly repo: string;
    readonly number: number;
    /** The head commit in the labeled event's payload. */
    readonly labeledHead: string | null;
    readonly approval: ApprovalSettings & {
        readonly promote: 'commit' | 'artifact';
    };
    /** `artifact-name`: where the gate's candidates are, and the upload's prefix. */
    readonly artifactName: string;
    /** The run promoting, which holds no candidate. */
    readonly selfRunId: number | null;
    /** Why there is no record, in the shell's words (which record, whose comment). */
    readonly noRecord: string;
    /** The baseline's path in the repository. */
    readonly repoPath: string;
    /** This step's folder on the runner. */
    readonly dir: string;
}
/** A promotion that went through: the approved baseline and where it went. */
export interface PromotedBaseline {
    readonly baseline: Baseline;
    readonly approval: PrLabelApproval;
    readonly digest: string;
    readonly candidateRun: number;
    readonly candidateArtifact: string;
    readonly record: TrustedRecord;
    readonly delivered: DeliveredBaseline;
    /** The approved file on the runner. */
    readonly file: string;
    readonly repoPath: string;
    readonly labelRemoved: boolean;
    /** Why the label could not be removed, for the log; null when it was. */
    readonly labelWarning: string | null;
}
/** No artifact holds the recorded candidate: a digest that differs, or none at all. */
export declare function candidateMismatch(examined: readonly Examined[], record: TrustedRecord, head: string): PromotionRefused;
/** Judge the approval, find the candidate, write and deliver the approved baseline. */
export declare function promoteApproved(ports: PromotionPorts, q: ApprovedPromotionRequest): Promise<PromotedBaseline>;
