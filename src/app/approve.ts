// Promotion's judgement of the label (docs/baseline-promotion.md, steps 1–7): the
// pull request is open, the latest `labeled` event's actor is a person with an
// approver role, not the author unless allowed, listed when `approvers` is set, and
// the label was given on the current head. Read through a port (the shell's over
// the REST API; tests pass a fake); the rules are approval.ts's.
import {
  judgeApprover,
  judgeBinding,
  judgeNotBot,
  latestLabelEvent,
  type ApprovalSettings,
  type IssueEvent,
  type LabelApproval,
} from './approval.js';
import { PromotionRefused } from './promotion-record.js';

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

/** Whether `login` is a listed approver or an active member of a listed team. */
async function isListed(
  port: ApprovalPort,
  approvers: readonly string[],
  login: string,
): Promise<boolean> {
  if (approvers.includes(login.toLowerCase())) return true;
  for (const entry of approvers) {
    const slash = entry.indexOf('/');
    if (slash < 0) continue;
    if (await port.isTeamMember(entry.slice(0, slash), entry.slice(slash + 1), login)) {
      return true;
    }
  }
  return false;
}

/**
 * Judge the label on pull request `number`; throws `PromotionRefused` at the first
 * rule that fails. A bot is refused before its role is looked up.
 */
export async function judgeApproval(
  port: ApprovalPort,
  settings: ApprovalSettings,
  q: { readonly number: number; readonly labeledHead: string | null },
): Promise<JudgedApproval> {
  const { label } = settings;
  const pr = await port.pullRequest();
  if (!pr.open) {
    throw new PromotionRefused(
      'approval.closed',
      `pull request #${q.number} is ${pr.merged ? 'merged' : 'closed'}`,
      'approve baselines on open pull requests',
    );
  }
  const approval = latestLabelEvent(await port.events(), label);
  if (approval === null) {
    throw new PromotionRefused(
      'approval.not-labeled',
      `the label "${label}" is not on pull request #${q.number} (it was removed after it was added, or never added)`,
      `a maintainer adds the label "${label}"`,
    );
  }
  judgeNotBot(approval, settings);
  const role = await port.roleOf(approval.login);
  const listed =
    settings.approvers.length === 0 || (await isListed(port, settings.approvers, approval.login));
  judgeApprover({ approval, role, author: pr.author, listed }, settings);
  judgeBinding({
    label,
    labelAt: approval.at,
    labeledHead: q.labeledHead,
    currentHead: pr.headSha,
    recordedAt: null,
  });
  return { pr, approval, role };
}
