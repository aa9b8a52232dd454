// `mode: promote`'s writes over the REST API and the artifact service: the
// `BaselineStorePort` of app/promote.ts (which decides the order and the
// fallbacks: committed on the PR branch once the head is confirmed, or uploaded
// as `<artifact-name>-baseline` when asked, on a fork, or when the commit
// failed), and the promotion section of the gate's comment.
import path from 'node:path';
import type { BaselineStorePort, StoreFailure } from '../app/index.js';
import type { DeliveredBaseline } from '../render/github/promotion.js';
import { uploadReports } from './artifact.js';
import {
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

/** A failed call as the store port's plain failure (app/ports.ts). */
function failureOf(operation: string, error: unknown): StoreFailure {
  const e = apiError(operation, error);
  return { ok: false, status: e.status, forbidden: e.forbidden, message: e.message };
}

/**
 * The baseline store over Octokit and the artifact service: the pull request's
 * head, the contents API (the current file's blob sha read first, so that a
 * baseline already on the branch is replaced), the upload of
 * `<artifact-name>-baseline`, and the label. The order and the fallbacks are the
 * app's (app/promote.ts `writeApprovedBaseline`).
 */
export function baselineStore(
  octokit: Octokit,
  settings: Pick<ActionSettings, 'retentionDays'>,
  ctx: Pick<RunContext, 'runAttempt' | 'job'>,
  env: NodeJS.ProcessEnv,
  pr: { readonly owner: string; readonly repo: string; readonly number: number },
): BaselineStorePort {
  const { owner, repo, number } = pr;
  return {
    currentHead: async () => {
      try {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
        return { ok: true, sha: data.head.sha };
      } catch (error) {
        return failureOf('read the pull request', error);
      }
    },
    commitFile: async (file) => {
      let sha: string | undefined;
      try {
        const { data } = await octokit.rest.repos.getContent({
          owner,
          repo,
          path: file.path,
          ref: file.branch,
        });
        if (Array.isArray(data) || data.type !== 'file') {
          return failureOf(
            'read the baseline path',
            new GithubApiError(
              'read the baseline path',
              null,
              `${file.path} on ${file.branch} is not a file`,
              false,
            ),
          );
        }
        sha = data.sha;
      } catch (error) {
        const e = apiError('read the current baseline file', error);
        if (e.status !== 404) return failureOf('read the current baseline file', e);
      }
      try {
        const { data } = await octokit.rest.repos.createOrUpdateFileContents({
          owner,
          repo,
          path: file.path,
          branch: file.branch,
          message: file.message,
          content: Buffer.from(file.text, 'utf8').toString('base64'),
          ...(sha === undefined ? {} : { sha }),
        });
        return {
          ok: true,
          commit: data.commit.sha ?? null,
          parent: data.commit.parents?.[0]?.sha ?? null,
        };
      } catch (error) {
        return failureOf('commit the baseline', error);
      }
    },
    uploadFile: async (file, name) => {
      const upload = await uploadReports([file], path.dirname(file), name, {
        attempt: ctx.runAttempt,
        job: ctx.job,
        env,
        ...(settings.retentionDays === undefined ? {} : { retentionDays: settings.retentionDays }),
      });
      return upload.ok
        ? { ok: true, artifact: { id: upload.artifact.id, name: upload.artifact.name } }
        : { ok: false, reason: upload.reason };
    },
    removeLabel: async (label) => {
      try {
        await octokit.rest.issues.removeLabel({ owner, repo, issue_number: number, name: label });
        return { ok: true };
      } catch (error) {
        return failureOf('remove the approval label', error);
      }
    },
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
