/** The approval rules of the Action's settings (inputs approval-label, approver-roles…). */
export interface ApprovalSettings {
    readonly label: string;
    /** Repository `role_name`s whose label counts, lower-case. */
    readonly roles: readonly string[];
    /** Logins (lower-case) and `org/team-slug` teams; empty when anyone with a role may approve. */
    readonly approvers: readonly string[];
    readonly allowSelfApproval: boolean;
}
/** An issue event as the events API returns it (only what we read). */
export interface IssueEvent {
    readonly id?: number;
    readonly event: string;
    readonly created_at: string;
    readonly actor?: {
        readonly login: string;
        readonly type?: string;
    } | null;
    readonly label?: {
        readonly name: string;
    } | null;
    readonly performed_via_github_app?: unknown;
}
export interface LabelApproval {
    readonly login: string;
    readonly type: string | null;
    readonly at: string;
    readonly viaApp: boolean;
}
/** GitHub compares label names without regard to case. */
export declare function sameLabel(name: unknown, label: string): boolean;
/**
 * The latest `labeled` event of `label`, or null when the label was never added
 * or an `unlabeled` event for it came after (or at the same second as) it. Label
 * names compare case-insensitively, as GitHub's do.
 */
export declare function latestLabelEvent(events: readonly IssueEvent[], label: string): LabelApproval | null;
/** Bots and GitHub Apps never approve: a label added by automation is not a person's yes. */
export declare function isBot(approval: LabelApproval): boolean;
export interface ApproverFacts {
    readonly approval: LabelApproval;
    /** The actor's `role_name` (or the legacy `permission` when GitHub gives no role name). */
    readonly role: string;
    /** The PR's author. */
    readonly author: string;
    /** Whether the actor is one of `approvers` (a listed login or an active team member). */
    readonly listed: boolean;
}
/** Bots and GitHub Apps are refused before anything is looked up about them. */
export declare function judgeNotBot(approval: LabelApproval, settings: ApprovalSettings): void;
/** The rules on the approver, in order; throws PromotionRefused at the first that fails. */
export declare function judgeApprover(facts: ApproverFacts, settings: ApprovalSettings): void;
/**
 * The label must have been given on the current head commit and after the
 * candidate was recorded: the approver approves what the comment showed.
 */
export declare function judgeBinding(input: {
    readonly label: string;
    readonly labelAt: string;
    /** The head commit in the labeled event's payload: the head when the label was given. */
    readonly labeledHead: string | null;
    readonly currentHead: string;
    /** When the record for the current head was written (server time), if known. */
    readonly recordedAt: string | null;
}): void;
