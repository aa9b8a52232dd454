import { type ApprovalSettings, type IssueEvent, type LabelApproval } from './approval.js';
/** The pull request as promotion reads it. */
export interface PullRequestFacts {
    readonly open: boolean;
    readonly merged: boolean;
    readonly headSha: string;
    readonly headRef: string;
    /** `owner/name` of the head's repository, null when it is gone. */
    readonly headRepo: string | null;
    /** The author's login ('' when unknown). */
    readonly author: string;
}
/** What the judgement reads from GitHub. */
export interface ApprovalPort {
    readonly pullRequest: () => Promise<PullRequestFacts>;
    readonly events: () => Promise<readonly IssueEvent[]>;
    /** The login's `role_name` on the repository ('none' when not a collaborator). */
    readonly roleOf: (login: string) => Promise<string>;
    /** Whether the login is an active member of `org/team` (false when not, or no such team). */
    readonly isTeamMember: (org: string, team: string, login: string) => Promise<boolean>;
}
export interface JudgedApproval {
    readonly pr: PullRequestFacts;
    readonly approval: LabelApproval;
    readonly role: string;
}
/**
 * Judge the label on pull request `number`; throws `PromotionRefused` at the first
 * rule that fails. A bot is refused before its role is looked up.
 */
export declare function judgeApproval(port: ApprovalPort, settings: ApprovalSettings, q: {
    readonly number: number;
    readonly labeledHead: string | null;
}): Promise<JudgedApproval>;
