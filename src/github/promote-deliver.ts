// Where an approved baseline goes (`mode: promote`): committed on the PR branch
// through the contents API once the head is confirmed to be the approved commit,
// or uploaded as `<artifact-name>-baseline` when asked, on a fork, or when the
// commit failed. Also the promotion section of the gate's comment.
import path from 'node:path';
import type { PrLabelApproval } from '../core/index.js';
import type { DeliveredBaseline } from '../render/github/promotion.js';
import { PromotionRefused } from './approval.js';
import { uploadReports } from './artifact.js';
import {
  apiCall,
  apiError,
  findStickyComment,
  GithubApiError,
  parseMarker,
  upsertStickyComment,
  withoutMarker,
  type StickyTarget,
} from './comment.js';
import type { RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import type { Octokit } from './octokit.js';
import type { PromotionCommentPort } from './ports.js';

export const PROMOTION_SECTION_START = '<!-- agentverity-action/promotion@1 -->';
export const PROMOTION_SECTION_END = '<!-- /agentverity-action/promotion@1 -->';

export type Delivered = DeliveredBaseline;

export interface Target {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The approved head commit. */
  readonly headSha: string;
  readonly headRef: string;
  /** The path of the baseline in the repository. */
  readonly repoPath: string;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/**
 * Commit the approved baseline on the PR branch through the contents API, after
 * checking once more that the head is still the approved commit. Throws
 * PromotionRefused when it moved, an API error when the write failed.
 */
async function commitBaseline(
  octokit: Octokit,
  t: Target,
  text: string,
  approval: PrLabelApproval,
): Promise<Delivered> {
  let sha: string | undefined;
  try {
    const { data } = await octokit.rest.repos.getContent({
      owner: t.owner,
      repo: t.repo,
      path: t.repoPath,
      ref: t.headRef,
    });
    if (Array.isArray(data) || data.type !== 'file') {
      throw new GithubApiError(
        'read the baseline path',
        null,
        `${t.repoPath} on ${t.headRef} is not a file`,
        false,
      );
    }
    sha = data.sha;
  } catch (error) {
    const e = apiError('read the current baseline file', error);
    if (e.status !== 404) throw e;
  }
  // The head must still be the approved commit; a push since revokes the label.
  const { data: now } = await apiCall('read the pull request', () =>
    octokit.rest.pulls.get({ owner: t.owner, repo: t.repo, pull_number: t.number }),
  );
  if (now.head.sha !== t.headSha) {
    throw new PromotionRefused(
      'approval.stale',
      `the pull request's head moved from ${short(t.headSha)} to ${short(now.head.sha)} while promoting: nothing was written`,
      'review the candidate recorded for the new head, then add the label again',
    );
  }
  const { data } = await octokit.rest.repos.createOrUpdateFileContents({
    owner: t.owner,
    repo: t.repo,
    path: t.repoPath,
    branch: t.headRef,
    message: `Approve AgentVerity baseline for #${t.number} (label by @${approval.approver})\n\nApproved by @${approval.approver} (role ${approval.role}) with the label "${approval.label}" on ${approval.headSha}.`,
    content: Buffer.from(text, 'utf8').toString('base64'),
    ...(sha === undefined ? {} : { sha }),
  });
  const parent = data.commit.parents?.[0]?.sha;
  const warnings =
    parent !== undefined && parent !== t.headSha
      ? [
          `the baseline commit's parent is ${short(parent)}, not the approved ${short(t.headSha)}: a push landed between the last check and the write. The baseline is still the one approved; the next gate run checks the new code against it`,
        ]
      : [];
  return {
    how: 'commit',
    commit: data.commit.sha ?? null,
    branch: t.headRef,
    artifact: null,
    fallback: null,
    warnings,
  };
}

/** Commit the baseline (`promote: commit`), or upload it: asked for, a fork, or a failed write. */
export async function deliverBaseline(
  octokit: Octokit,
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  t: Target & { readonly fork: boolean },
  file: { readonly path: string; readonly text: string },
  approval: PrLabelApproval,
): Promise<Delivered> {
  let fallback: string | null = null;
  if (settings.approval.promote === 'commit' && t.fork) {
    fallback = `the pull request's branch lives in a fork, which this workflow's token cannot write`;
  } else if (settings.approval.promote === 'commit') {
    try {
      return await commitBaseline(octokit, t, file.text, approval);
    } catch (error) {
      if (error instanceof PromotionRefused) throw error;
      const e = apiError('commit the baseline', error);
      fallback = e.forbidden
        ? `this workflow's token cannot write to the branch ${t.headRef} (${e.message}); give the job contents: write`
        : `the commit to ${t.headRef} failed (${e.message})`;
    }
  }
  const upload = await uploadReports(
    [file.path],
    path.dirname(file.path),
    `${settings.artifactName}-baseline`,
    {
      attempt: ctx.runAttempt,
      job: ctx.job,
      env,
      ...(settings.retentionDays === undefined ? {} : { retentionDays: settings.retentionDays }),
    },
  );
  const none = { commit: null, branch: null, fallback };
  if (upload.ok) {
    const { id, name } = upload.artifact;
    return { how: 'artifact', ...none, artifact: { id, name }, warnings: [] };
  }
  return {
    how: 'runner',
    ...none,
    artifact: null,
    warnings: [`the artifact upload failed: ${upload.reason}`],
  };
}

/** The comment body with its promotion section replaced (or added at the end). */
export function withPromotionSection(body: string, section: string): string {
  const block = `${PROMOTION_SECTION_START}\n${section}\n${PROMOTION_SECTION_END}`;
  const start = body.indexOf(PROMOTION_SECTION_START);
  const end = start < 0 ? -1 : body.indexOf(PROMOTION_SECTION_END, start);
  if (start >= 0 && end > start) {
    return `${body.slice(0, start)}${block}${body.slice(end + PROMOTION_SECTION_END.length)}`;
  }
  return `${body.replace(/\s+$/, '')}\n\n${block}\n`;
}

/** Whose records and comments count, and who this token writes as. */
export interface Authors {
  readonly trusted: readonly string[];
  readonly own: string;
}

/**
 * The gate's comment, whoever of ours wrote it (a maintainer's token may edit the
 * bot's comment), gets the section; without one, a new comment is written as
 * this token's own login. Throws a GithubApiError when that fails.
 */
export function promotionComment(
  octokit: Octokit,
  where: { readonly owner: string; readonly repo: string; readonly issueNumber: number },
  key: string,
  authors: Authors,
): PromotionCommentPort {
  return {
    updateSection: async (section) => {
      let target: StickyTarget = { ...where, key, author: authors.own };
      let existing: Awaited<ReturnType<typeof findStickyComment>> = null;
      for (const author of authors.trusted) {
        const t = { ...target, author };
        existing = await findStickyComment(octokit, t);
        if (existing !== null) {
          target = t;
          break;
        }
      }
      const body = withPromotionSection(
        existing === null ? '' : withoutMarker(existing.body),
        section,
      );
      const digest =
        (existing === null ? null : parseMarker(existing.body)?.contentDigest) ?? 'promotion';
      const sticky = await upsertStickyComment(
        octokit,
        target,
        { body, contentDigest: digest },
        'always',
      );
      return { url: sticky.url, warnings: sticky.warnings };
    },
  };
}
