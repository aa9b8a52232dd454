// `mode: promote`'s judgement through the API: the latest `labeled` event, its
// actor's role and listing, the binding of the label to the head commit and to the
// gate's record, the candidate with the recorded digest, and the approved file —
// written by the app's `writeApprovedBaseline` (app/promote.ts) through the
// store this shell implements (promote-deliver.ts `baselineStore`).
import path from 'node:path';
import type { Baseline, PrLabelApproval } from '../core/index.js';
import {
  approvedBaseline,
  diskFiles,
  judgeApproval,
  writeApprovedBaseline,
  readTrustedRecord,
  type ApprovalPort,
  type CommentRecord,
  type RecordPort,
  type StatusRecord,
  type TrustedRecord,
} from '../app/index.js';
import { plainLine } from '../render/escape.js';
import { judgeBinding, PromotionRefused, type IssueEvent } from './approval.js';
import { ourLogin } from './author.js';
import { findCandidate, type Examined } from './candidate.js';
import { apiCall, apiError, findStickyComment, isAuthor } from './comment.js';
import type { RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import type { LogPort } from './ports.js';
import type { Octokit } from './octokit.js';
import { baselineStore, type Authors, type Delivered } from './promote-deliver.js';
import {
  parseCandidateDataBlock,
  parseRecordDescription,
  recordContext,
  runIdOfUrl,
} from './record.js';

export type { TrustedRecord };

export interface Promoted {
  readonly baseline: Baseline;
  readonly approval: PrLabelApproval;
  readonly digest: string;
  readonly candidateRun: number;
  readonly candidateArtifact: string;
  readonly record: TrustedRecord;
  readonly delivered: Delivered;
  readonly file: string;
  readonly repoPath: string;
  readonly labelRemoved: boolean;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/** The approval port over the REST API: the pull request, its events, roles and teams. */
export function approvalPort(
  octokit: Octokit,
  q: { readonly owner: string; readonly repo: string; readonly number: number },
): ApprovalPort {
  const { owner, repo, number } = q;
  return {
    pullRequest: async () => {
      const { data: pr } = await apiCall('read the pull request', () =>
        octokit.rest.pulls.get({ owner, repo, pull_number: number }),
      );
      return {
        open: pr.state === 'open',
        merged: Boolean(pr.merged_at),
        headSha: pr.head.sha,
        headRef: pr.head.ref,
        headRepo: pr.head.repo?.full_name ?? null,
        author: pr.user?.login ?? '',
      };
    },
    events: async () =>
      (await apiCall('list the pull request events', () =>
        octokit.paginate(octokit.rest.issues.listEvents, {
          owner,
          repo,
          issue_number: number,
          per_page: 100,
        }),
      )) as unknown as IssueEvent[],
    roleOf: async (login) => {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          owner,
          repo,
          username: login,
        });
        const named = (data as { role_name?: unknown }).role_name;
        return typeof named === 'string' && named !== '' ? named : data.permission;
      } catch (error) {
        const e = apiError(`read the role of @${login}`, error);
        if (e.status === 404) return 'none';
        throw e;
      }
    },
    isTeamMember: async (org, team, login) => {
      try {
        const { data } = await octokit.rest.teams.getMembershipForUserInOrg({
          org,
          team_slug: team,
          username: login,
        });
        return data.state === 'active';
      } catch (error) {
        const e = apiError(`read @${login}'s membership of ${org}/${team}`, error);
        if (e.status === 404) return false;
        throw e;
      }
    },
  };
}

/**
 * The record port over the REST API: our statuses on the head (our context, a
 * trusted author) and the data line of each trusted author's sticky comment.
 */
export function recordPort(
  octokit: Octokit,
  q: {
    readonly owner: string;
    readonly repo: string;
    readonly issueNumber: number;
    readonly key: string;
    readonly authors: readonly string[];
  },
): RecordPort {
  const { owner, repo, issueNumber, key, authors } = q;
  const context = recordContext(key);
  return {
    statuses: async (head) => {
      const statuses = await apiCall('list the commit statuses of the head commit', () =>
        octokit.paginate(octokit.rest.repos.listCommitStatusesForRef, {
          owner,
          repo,
          ref: head,
          per_page: 100,
        }),
      );
      const ours: StatusRecord[] = [];
      for (const s of statuses) {
        if (s.context !== context || !authors.some((a) => isAuthor(s.creator, a))) continue;
        const recorded = parseRecordDescription(s.description);
        if (recorded === null) continue;
        ours.push({
          recorded,
          runId: runIdOfUrl(s.target_url, owner, repo),
          at: s.created_at,
          id: s.id,
        });
      }
      return ours;
    },
    comments: async () => {
      const lines: CommentRecord[] = [];
      for (const author of authors) {
        const comment = await apiCall('read the PR comment', () =>
          findStickyComment(octokit, { owner, repo, issueNumber, key, author }),
        );
        const block = comment === null ? null : parseCandidateDataBlock(comment.body);
        if (comment !== null && block !== null) lines.push({ ...block, at: comment.updatedAt });
      }
      return lines;
    },
  };
}

async function readRecord(
  octokit: Octokit,
  settings: ActionSettings,
  owner: string,
  repo: string,
  issueNumber: number,
  head: string,
  authors: readonly string[],
): Promise<TrustedRecord> {
  const port = recordPort(octokit, { owner, repo, issueNumber, key: settings.commentKey, authors });
  return readTrustedRecord(
    port,
    head,
    `no commit status "${recordContext(settings.commentKey)}" and no candidate in the PR comment written by ${authors.join(' or ')}`,
  );
}

/**
 * Whose records count: `comment-author` when the workflow set it; otherwise the
 * default (GITHUB_TOKEN's bot, which writes the gate's records) and this token's
 * own login — a promote job may use a personal or App token to make its commit
 * start workflows while the gate ran with GITHUB_TOKEN.
 */
export async function trustedAuthors(settings: ActionSettings, octokit: Octokit): Promise<Authors> {
  const own = await ourLogin(settings, octokit);
  if (settings.commentAuthorGiven) return { trusted: [own], own };
  return { trusted: [...new Set([settings.commentAuthor, own])], own };
}

function mismatch(
  examined: readonly Examined[],
  record: TrustedRecord,
  head: string,
): PromotionRefused {
  const list = examined
    .slice(0, 8)
    .map(
      (e) =>
        `${e.artifact} (run ${e.runId}): ${e.digest === null ? (e.problem ?? 'unusable') : `sha256:${e.digest}`}`,
    )
    .join('; ');
  if (examined.some((e) => e.digest !== null)) {
    return new PromotionRefused(
      'promotion.digest-mismatch',
      `no artifact of ${short(head)} holds the candidate the gate recorded (sha256:${record.digest}, from the ${record.source}); found ${list}`,
      'do not promote by hand: re-run the gate on this commit, then add the label again',
    );
  }
  return new PromotionRefused(
    'promotion.no-candidate',
    `no artifact of the runs of ${short(head)} holds a candidate baseline${list === '' ? '' : ` (${list})`}`,
    'the artifacts may have expired or the upload failed: re-run the gate on this commit, then add the label again',
  );
}

/** What `promote` works on: the pull request, the label's commit, the paths. */
export interface PromotionRequest {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The head commit in the labeled event's payload. */
  readonly labeledHead: string | null;
  readonly repoPath: string;
  /** This step's folder on the runner. */
  readonly dir: string;
  readonly authors: Authors;
}

/** Judge the approval, find the candidate, write and deliver the approved baseline. */
export async function promote(
  octokit: Octokit,
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  q: PromotionRequest,
  log: LogPort,
): Promise<Promoted> {
  const { owner, repo, number, labeledHead, repoPath } = q;
  const label = settings.approval.label;
  const { pr, approval, role } = await judgeApproval(
    approvalPort(octokit, { owner, repo, number }),
    settings.approval,
    { number, labeledHead },
  );
  const head = pr.headSha;

  const record = await readRecord(octokit, settings, owner, repo, number, head, q.authors.trusted);
  judgeBinding({
    label,
    labelAt: approval.at,
    labeledHead,
    currentHead: head,
    recordedAt: record.at,
  });

  const found = await findCandidate(octokit, {
    owner,
    repo,
    headSha: head,
    digest: record.digest,
    runId: record.runId,
    selfRunId: ctx.runId === null ? null : Number(ctx.runId),
    artifactName: settings.artifactName,
  });
  if (!found.found) throw mismatch(found.examined, record, head);

  const provenance: PrLabelApproval = {
    how: 'pr-label',
    approver: approval.login,
    approvedAt: Number.isFinite(Date.parse(approval.at))
      ? new Date(Date.parse(approval.at)).toISOString().replace(/\.000Z$/, 'Z')
      : approval.at,
    label,
    role,
    headSha: head,
    pullRequest: number,
    repository: `${owner}/${repo}`,
  };
  const { baseline, text, digest } = approvedBaseline(found.candidate, provenance);
  const headRepo = pr.headRepo;
  const fork = headRepo === null || headRepo.toLowerCase() !== `${owner}/${repo}`.toLowerCase();
  const file = path.join(q.dir, 'baseline', path.posix.basename(repoPath));
  // The order (the runner, the label, the commit or the upload) and the fallbacks are the app's.
  const { delivered, labelRemoved, labelWarning } = await writeApprovedBaseline(
    baselineStore(octokit, settings, ctx, env, { owner, repo, number }),
    diskFiles(),
    {
      number,
      headSha: head,
      headRef: pr.headRef,
      fork,
      repoPath,
      promote: settings.approval.promote,
      label,
      artifactName: settings.artifactName,
      file,
      text,
      approval: provenance,
    },
  );
  if (labelWarning !== null) log.warning(`AgentVerity: ${plainLine(labelWarning, 500)}`);

  return {
    baseline,
    approval: provenance,
    digest,
    candidateRun: found.runId,
    candidateArtifact: found.artifact,
    record,
    delivered,
    file,
    repoPath,
    labelRemoved,
  };
}
