// Who approved a baseline, judged from GitHub's own records: the issue events
// (server timestamps, the real actor), the actor's repository role and the
// event payload's head commit at label time. Pure: the API calls are behind
// approve.ts's port, the rules here (docs/baseline-promotion.md).
import { PromotionRefused } from './promotion-record.js';

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
  readonly actor?: { readonly login: string; readonly type?: string } | null;
  readonly label?: { readonly name: string } | null;
  readonly performed_via_github_app?: unknown;
}

export interface LabelApproval {
  readonly login: string;
  readonly type: string | null;
  readonly at: string;
  readonly viaApp: boolean;
}

/** GitHub compares label names without regard to case. */
export function sameLabel(name: unknown, label: string): boolean {
  return typeof name === 'string' && name.toLowerCase() === label.toLowerCase();
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : Number.NEGATIVE_INFINITY;
}

/**
 * The latest `labeled` event of `label`, or null when the label was never added
 * or an `unlabeled` event for it came after (or at the same second as) it. Label
 * names compare case-insensitively, as GitHub's do.
 */
export function latestLabelEvent(
  events: readonly IssueEvent[],
  label: string,
): LabelApproval | null {
  let added: { e: IssueEvent; i: number } | null = null;
  let removed: { e: IssueEvent; i: number } | null = null;
  events.forEach((e, i) => {
    if (!sameLabel(e.label?.name, label)) return;
    const later = (than: { e: IssueEvent; i: number } | null) =>
      than === null ||
      time(e.created_at) > time(than.e.created_at) ||
      (time(e.created_at) === time(than.e.created_at) && i > than.i);
    if (e.event === 'labeled' && later(added)) added = { e, i };
    if (e.event === 'unlabeled' && later(removed)) removed = { e, i };
  });
  const a = added as { e: IssueEvent; i: number } | null;
  const r = removed as { e: IssueEvent; i: number } | null;
  if (a === null || a.e.actor === null || a.e.actor === undefined) return null;
  if (
    r !== null &&
    (time(r.e.created_at) > time(a.e.created_at) ||
      (time(r.e.created_at) === time(a.e.created_at) && r.i > a.i))
  ) {
    return null;
  }
  return {
    login: a.e.actor.login,
    type: a.e.actor.type ?? null,
    at: a.e.created_at,
    viaApp: a.e.performed_via_github_app !== null && a.e.performed_via_github_app !== undefined,
  };
}

/** Bots and GitHub Apps never approve: a label added by automation is not a person's yes. */
export function isBot(approval: LabelApproval): boolean {
  return approval.type === 'Bot' || /\[bot\]$/i.test(approval.login) || approval.viaApp;
}

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
export function judgeNotBot(approval: LabelApproval, settings: ApprovalSettings): void {
  if (!isBot(approval)) return;
  throw new PromotionRefused(
    'approval.bot',
    `the label "${settings.label}" was added by @${approval.login}, a bot or GitHub App; a baseline needs a person's approval`,
    `a maintainer with the role ${settings.roles.join(', ')} adds the label`,
  );
}

/** The rules on the approver, in order; throws PromotionRefused at the first that fails. */
export function judgeApprover(facts: ApproverFacts, settings: ApprovalSettings): void {
  const who = `@${facts.approval.login}`;
  const label = `"${settings.label}"`;
  judgeNotBot(facts.approval, settings);
  const role = facts.role.toLowerCase();
  if (!settings.roles.includes(role)) {
    throw new PromotionRefused(
      'approval.role',
      `the label ${label} was added by ${who}, whose role on this repository is ${facts.role || 'none'}; approvers need one of: ${settings.roles.join(', ')}`,
      `someone with the role ${settings.roles.join(', ')} removes the label and adds it again`,
    );
  }
  if (
    !settings.allowSelfApproval &&
    facts.author.toLowerCase() === facts.approval.login.toLowerCase()
  ) {
    throw new PromotionRefused(
      'approval.self',
      `the label ${label} was added by ${who}, the pull request's author; self-approval is off (input allow-self-approval)`,
      'another maintainer removes the label and adds it again',
    );
  }
  if (settings.approvers.length > 0 && !facts.listed) {
    throw new PromotionRefused(
      'approval.not-listed',
      `the label ${label} was added by ${who}, who is not among the approvers (${settings.approvers.join(', ')})`,
      'one of the listed approvers removes the label and adds it again',
    );
  }
}

/**
 * The label must have been given on the current head commit and after the
 * candidate was recorded: the approver approves what the comment showed.
 */
export function judgeBinding(input: {
  readonly label: string;
  readonly labelAt: string;
  /** The head commit in the labeled event's payload: the head when the label was given. */
  readonly labeledHead: string | null;
  readonly currentHead: string;
  /** When the record for the current head was written (server time), if known. */
  readonly recordedAt: string | null;
}): void {
  const label = `"${input.label}"`;
  if (input.labeledHead === null || input.labeledHead !== input.currentHead) {
    throw new PromotionRefused(
      'approval.stale',
      `the label ${label} was given on ${input.labeledHead === null ? 'an unknown commit' : input.labeledHead.slice(0, 12)}, but the pull request's head is now ${input.currentHead.slice(0, 12)}: commits were pushed after the approval`,
      'review the candidate recorded for the new head, then remove the label and add it again',
    );
  }
  if (
    input.recordedAt !== null &&
    !(time(input.labelAt) >= time(input.recordedAt) && Number.isFinite(time(input.recordedAt)))
  ) {
    throw new PromotionRefused(
      'approval.stale',
      `the label ${label} was given at ${input.labelAt}, before the candidate for ${input.currentHead.slice(0, 12)} was recorded (${input.recordedAt}): it cannot approve numbers it did not see`,
      'read the candidate in the PR comment, then remove the label and add it again',
    );
  }
}
