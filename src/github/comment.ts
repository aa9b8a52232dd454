import type { getOctokit } from '@actions/github';
import { cut } from '../render/escape.js';

/**
 * The sticky pull-request comment: one comment per (pull request, key), found
 * again on every run by a hidden marker on its first line and by its author,
 * created once and edited in place afterwards. A comment someone else wrote is
 * never edited, deleted or trusted, even when it carries our marker.
 */

export type Octokit = ReturnType<typeof getOctokit>;

/** Versioned name in the marker; a later major version would not match this one. */
export const COMMENT_SCHEMA = 'agentverity-action/comment@1';
/** GitHub refuses a comment body longer than this (422 "Body is too long"). */
export const MAX_COMMENT_CHARS = 65_536;

/** `always`: rewrite whenever the body differs; `on-change`: only when the result's digest differs. */
export type CommentMode = 'always' | 'on-change';

export interface StickyTarget {
  readonly owner: string;
  readonly repo: string;
  readonly issueNumber: number;
  /** Keeps separate comments for separate jobs or configurations; sanitised. */
  readonly key: string;
  /** The login the comments are written as (e.g. `github-actions[bot]`). */
  readonly author: string;
}

export interface CommentContent {
  /** The Markdown to show (without the marker). */
  readonly body: string;
  /** Digest of the material result, excluding run links and timestamps. */
  readonly contentDigest: string;
}

export interface StickyResult {
  readonly action: 'created' | 'updated' | 'unchanged';
  /** The comment that now holds the report. */
  readonly id: number;
  readonly url: string;
  /** Ids of duplicate comments of ours that this run deleted. */
  readonly removedDuplicates: number[];
  /**
   * Problems that did not stop the comment from being written (a duplicate that
   * could not be deleted, a failed re-read after creating); plain text, unescaped.
   */
  readonly warnings: string[];
}

/** A failed GitHub API call, named by operation; the message is GitHub's, unescaped. */
export class GithubApiError extends Error {
  /** HTTP status, or null when no response came back (network failure). */
  readonly status: number | null;
  readonly operation: string;
  /** The token may not do this (403, a 404 on create, "Resource not accessible by integration"). */
  readonly forbidden: boolean;

  constructor(operation: string, status: number | null, detail: string, forbidden: boolean) {
    super(
      `${operation} failed${status === null ? ' (no response)' : ` (HTTP ${status})`}: ${detail}`,
    );
    this.name = 'GithubApiError';
    this.operation = operation;
    this.status = status;
    this.forbidden = forbidden;
  }
}

const NOT_ACCESSIBLE = 'resource not accessible by integration';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** GitHub's own words for a failed response, when it sent any. */
function githubMessage(error: unknown): string {
  if (!isRecord(error)) return String(error);
  const response = error['response'];
  const data = isRecord(response) ? response['data'] : undefined;
  if (isRecord(data) && typeof data['message'] === 'string') {
    const errors = Array.isArray(data['errors']) ? data['errors'] : [];
    const parts = errors.map((e: unknown) => {
      if (isRecord(e) && typeof e['message'] === 'string') return e['message'];
      if (isRecord(e) && typeof e['code'] === 'string') return e['code'];
      return typeof e === 'string' ? e : JSON.stringify(e);
    });
    return parts.length > 0 ? `${data['message']}: ${parts.join('; ')}` : data['message'];
  }
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  return error instanceof Error ? error.message : String(error);
}

/**
 * Describe any error thrown by an Octokit call. Octokit reports a network failure
 * as status 500 without a response; that is told apart here (status null).
 */
export function apiError(operation: string, error: unknown): GithubApiError {
  if (error instanceof GithubApiError) return error;
  let status: number | null = null;
  if (isRecord(error) && isRecord(error['response'])) {
    const s = error['response']['status'] ?? error['status'];
    if (typeof s === 'number' && Number.isFinite(s)) status = s;
  }
  const detail = cut(githubMessage(error).replace(/\s+/g, ' ').trim() || 'unknown error', 500);
  const forbidden =
    status === 403 ||
    (status === 404 && operation.startsWith('create')) ||
    detail.toLowerCase().includes(NOT_ACCESSIBLE);
  return new GithubApiError(operation, status, detail, forbidden);
}

/** Run one API call; a failure becomes a GithubApiError naming `operation`. */
export async function apiCall<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw apiError(operation, error);
  }
}

const KEY_MAX = 100;
const DIGEST_MAX = 128;

/** Only [A-Za-z0-9._-]: anything else becomes `-`; cut to `max` characters. */
function sanitise(value: string, max: number): string {
  return Array.from(value)
    .map((ch) => (/^[A-Za-z0-9._-]$/.test(ch) ? ch : '-'))
    .slice(0, max)
    .join('');
}

/** The hidden first line of every comment we write. */
export function commentMarker(key: string, contentDigest: string): string {
  return `<!-- ${COMMENT_SCHEMA} key=${sanitise(key, KEY_MAX)} digest=${sanitise(contentDigest, DIGEST_MAX)} -->`;
}

const MARKER = new RegExp(
  `<!-- ${COMMENT_SCHEMA.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} key=([A-Za-z0-9._-]{0,${KEY_MAX}}) digest=([A-Za-z0-9._-]{0,${DIGEST_MAX}}) -->`,
);

/** The marker on a body's first line, or null when it has none. */
export function parseMarker(body: string): { key: string; contentDigest: string } | null {
  const newline = body.indexOf('\n');
  const first = newline < 0 ? body : body.slice(0, newline);
  const m = MARKER.exec(first);
  if (m === null) return null;
  return { key: m[1] as string, contentDigest: m[2] as string };
}

export const TRUNCATION_NOTE =
  "… the report was cut to fit GitHub's comment limit; the full report is in the job summary and the artifact.";

/**
 * The body written: marker line, then the content. Over MAX_COMMENT_CHARS it is
 * cut at the last line break that fits, followed by a visible note. When no line
 * break lies in the second half of the room (one enormous line), the line itself
 * is cut between code points, never inside a surrogate pair.
 */
export function commentBody(key: string, content: CommentContent): string {
  const full = `${commentMarker(key, content.contentDigest)}\n${content.body}`;
  if (full.length <= MAX_COMMENT_CHARS) return full;
  const tail = `\n\n> ${TRUNCATION_NOTE}\n`;
  const room = MAX_COMMENT_CHARS - tail.length;
  let end = full.lastIndexOf('\n', room);
  // No usable line break (one enormous line): cut inside the line instead.
  if (end < room / 2) {
    end = room;
    const before = full.charCodeAt(end - 1);
    if (before >= 0xd800 && before <= 0xdbff) end -= 1;
  }
  return `${full.slice(0, end).replace(/\s+$/, '')}${tail}`;
}

interface ListedComment {
  readonly id: number;
  readonly body?: string | null;
  readonly html_url: string;
  readonly user?: { readonly login: string; readonly type?: string } | null;
}

function stripBot(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '');
}

/** Written by the expected author: same login, or a bot whose login differs only by `[bot]`. */
export function isAuthor(user: ListedComment['user'], author: string): boolean {
  if (user === null || user === undefined || typeof user.login !== 'string') return false;
  if (user.login.toLowerCase() === author.toLowerCase()) return true;
  return user.type === 'Bot' && stripBot(user.login) === stripBot(author);
}

function ours(comments: readonly ListedComment[], target: StickyTarget): ListedComment[] {
  const key = sanitise(target.key, KEY_MAX);
  return comments
    .filter((c) => isAuthor(c.user, target.author) && parseMarker(c.body ?? '')?.key === key)
    .sort((a, b) => a.id - b.id);
}

async function listAll(octokit: Octokit, target: StickyTarget): Promise<ListedComment[]> {
  return apiCall('list comments', () =>
    octokit.paginate(octokit.rest.issues.listComments, {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      per_page: 100,
    }),
  );
}

async function update(
  octokit: Octokit,
  target: StickyTarget,
  id: number,
  body: string,
): Promise<ListedComment> {
  const { data } = await apiCall('update comment', () =>
    octokit.rest.issues.updateComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: id,
      body,
    }),
  );
  return data;
}

/** Delete duplicates; one another run already removed (404) counts as removed. */
async function removeAll(
  octokit: Octokit,
  target: StickyTarget,
  extra: readonly ListedComment[],
  warnings: string[],
): Promise<number[]> {
  const removed: number[] = [];
  for (const c of extra) {
    try {
      await octokit.rest.issues.deleteComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: c.id,
      });
      removed.push(c.id);
    } catch (error) {
      const e = apiError('delete duplicate comment', error);
      if (e.status === 404) removed.push(c.id);
      else warnings.push(`could not delete duplicate comment ${c.id}: ${e.message}`);
    }
  }
  return removed;
}

/**
 * Create or update the sticky comment for `target` (see the module comment).
 * Several comments of ours with the same key (concurrent runs) are reduced to
 * the oldest. Throws GithubApiError when listing, creating or updating fails.
 */
export async function upsertStickyComment(
  octokit: Octokit,
  target: StickyTarget,
  content: CommentContent,
  mode: CommentMode,
): Promise<StickyResult> {
  const body = commentBody(target.key, content);
  const digest = sanitise(content.contentDigest, DIGEST_MAX);
  const warnings: string[] = [];
  const existing = ours(await listAll(octokit, target), target);

  const keeper = existing[0];
  if (keeper !== undefined) {
    const same =
      mode === 'on-change'
        ? parseMarker(keeper.body ?? '')?.contentDigest === digest
        : keeper.body === body;
    const written = same ? keeper : await update(octokit, target, keeper.id, body);
    const removed = await removeAll(octokit, target, existing.slice(1), warnings);
    return {
      action: same ? 'unchanged' : 'updated',
      id: written.id,
      url: written.html_url,
      removedDuplicates: removed,
      warnings,
    };
  }

  const { data: created } = await apiCall('create comment', () =>
    octokit.rest.issues.createComment({
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      body,
    }),
  );
  if (!isAuthor(created.user, target.author)) {
    const login = created.user?.login ?? 'another account';
    warnings.push(
      `the comment was written as ${login}, not ${target.author}, so the next run would not recognise it and would add another: set the input comment-author to ${login}`,
    );
    return {
      action: 'created',
      id: created.id,
      url: created.html_url,
      removedDuplicates: [],
      warnings,
    };
  }
  // A concurrent run may have created its own comment meanwhile: keep the oldest.
  let again: ListedComment[];
  try {
    again = ours(await listAll(octokit, target), target);
  } catch (error) {
    warnings.push(
      `the comment was created, but checking for duplicates failed: ${apiError('list comments', error).message}`,
    );
    return {
      action: 'created',
      id: created.id,
      url: created.html_url,
      removedDuplicates: [],
      warnings,
    };
  }
  const all = again.some((c) => c.id === created.id)
    ? again
    : [...again, created].sort((a, b) => a.id - b.id);
  const oldest = all[0] as ListedComment;
  if (oldest.id === created.id) {
    const removed = await removeAll(octokit, target, all.slice(1), warnings);
    return {
      action: 'created',
      id: created.id,
      url: created.html_url,
      removedDuplicates: removed,
      warnings,
    };
  }
  // An older comment of ours won the race: it takes our body, ours goes.
  const written = oldest.body === body ? oldest : await update(octokit, target, oldest.id, body);
  const removed = await removeAll(octokit, target, all.slice(1), warnings);
  return {
    action: 'updated',
    id: written.id,
    url: written.html_url,
    removedDuplicates: removed,
    warnings,
  };
}

/** Our sticky comment for `target` (the oldest, when there are duplicates), or null. */
export async function findStickyComment(
  octokit: Octokit,
  target: StickyTarget,
): Promise<{ id: number; body: string; url: string; updatedAt: string | null } | null> {
  const found = ours(await listAll(octokit, target), target)[0];
  if (found === undefined) return null;
  const updated = (found as { updated_at?: unknown }).updated_at;
  return {
    id: found.id,
    body: found.body ?? '',
    url: found.html_url,
    updatedAt: typeof updated === 'string' ? updated : null,
  };
}

/** The body without its marker line (what `upsertStickyComment` takes as content). */
export function withoutMarker(body: string): string {
  const newline = body.indexOf('\n');
  return parseMarker(body) === null ? body : newline < 0 ? '' : body.slice(newline + 1);
}
