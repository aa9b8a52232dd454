// `mode: promote` through the API: the ports of promotion's use case
// (app/promote-approved.ts promoteApproved — the label judged, bound to the head
// and the gate's record, the candidate found, the approved file written and
// delivered) over Octokit: the pull request, its events, roles and teams; the
// gate's records; the artifacts; the baseline store (promote-deliver.ts).
import {
  diskFiles,
  promoteApproved,
  type ApprovalPort,
  type CommentRecord,
  type PromotedBaseline,
  type RecordPort,
  type StatusRecord,
  type TrustedRecord,
} from '../app/index.js';
import { plainLine } from '../render/escape.js';
import type { IssueEvent } from './approval.js';
import { ourLogin } from './author.js';
import { artifactPort } from './candidate.js';
import { apiCall, apiError, findStickyComment, isAuthor } from './comment.js';
import type { RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import type { LogPort } from './ports.js';
import type { Octokit } from './octokit.js';
import { baselineStore, type Authors } from './promote-deliver.js';
import {
  parseCandidateDataBlock,
  parseRecordDescription,
  recordContext,
  runIdOfUrl,
} from './record.js';

export type { TrustedRecord };

/** A promotion that went through (the app's result, its label warning already logged). */
export type Promoted = Omit<PromotedBaseline, 'labelWarning'>;

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

/**
 * `mode: promote`'s use case (app/promote-approved.ts promoteApproved) through
 * this shell's ports over the REST API and the artifact service.
 */
export async function promote(
  octokit: Octokit,
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  q: PromotionRequest,
  log: LogPort,
): Promise<Promoted> {
  const { owner, repo, number } = q;
  const authors = q.authors.trusted;
  const promoted = await promoteApproved(
    {
      approval: approvalPort(octokit, { owner, repo, number }),
      record: recordPort(octokit, {
        owner,
        repo,
        issueNumber: number,
        key: settings.commentKey,
        authors,
      }),
      artifacts: artifactPort(octokit, owner, repo),
      store: baselineStore(octokit, settings, ctx, env, { owner, repo, number }),
      files: diskFiles(),
    },
    {
      owner,
      repo,
      number,
      labeledHead: q.labeledHead,
      approval: settings.approval,
      artifactName: settings.artifactName,
      selfRunId: ctx.runId === null ? null : Number(ctx.runId),
      noRecord: `no commit status "${recordContext(settings.commentKey)}" and no candidate in the PR comment written by ${authors.join(' or ')}`,
      repoPath: q.repoPath,
      dir: q.dir,
    },
  );
  const { labelWarning, ...rest } = promoted;
  if (labelWarning !== null) log.warning(`AgentVerity: ${plainLine(labelWarning, 500)}`);
  return rest;
}
