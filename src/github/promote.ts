// The Action's `promote` mode (docs/baseline-promotion.md): on a pull request's
// `labeled` event, verify that the approval label was given by an approver on the
// current head commit, find the candidate the gate recorded for that commit, and
// write it — with its approval — as the baseline on the PR branch (or upload it).
// Nothing from the workspace is loaded or run; the artifact is data, bound to the
// digest of the record written at gate time.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { approveCandidate, Refusal, type Baseline, type PrLabelApproval } from '../core/index.js';
import { baselineContentDigest, serialiseBaseline } from '../evidence/index.js';
import { markdownCode, markdownText, plainLine } from '../render/escape.js';
import {
  judgeApprover,
  judgeBinding,
  judgeNotBot,
  latestLabelEvent,
  sameLabel,
  PromotionRefused,
  type IssueEvent,
  type LabelApproval,
} from './approval.js';
import { uploadReports } from './artifact.js';
import { ourLogin } from './author.js';
import { findCandidate, type Examined } from './candidate.js';
import {
  apiCall,
  apiError,
  findStickyComment,
  GithubApiError,
  isAuthor,
  parseMarker,
  upsertStickyComment,
  withoutMarker,
} from './comment.js';
import { at, pullRequestAction, type RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { makeOctokit, type Octokit } from './octokit.js';
import {
  parseCandidateDataBlock,
  parseRecordDescription,
  recordContext,
  runIdOfUrl,
} from './record.js';
import { writeSummary } from './summary.js';

export const PROMOTION_SECTION_START = '<!-- agentverity-action/promotion@1 -->';
export const PROMOTION_SECTION_END = '<!-- /agentverity-action/promotion@1 -->';

/** The trusted record of the candidate for the head commit. */
interface Record_ {
  readonly digest: string;
  readonly runId: number | null;
  /** Server time the record was written, when known. */
  readonly at: string | null;
  readonly source: 'commit status' | 'comment';
}

interface Delivered {
  readonly how: 'commit' | 'artifact' | 'runner';
  readonly commit: string | null;
  readonly branch: string | null;
  readonly artifact: { readonly id: number; readonly name: string } | null;
  /** Why the baseline was not committed (a fork, a failed write), when it was not. */
  readonly fallback: string | null;
  readonly warnings: readonly string[];
}

interface Promoted {
  readonly baseline: Baseline;
  readonly approval: PrLabelApproval;
  readonly digest: string;
  readonly candidateRun: number;
  readonly candidateArtifact: string;
  readonly record: Record_;
  readonly delivered: Delivered;
  readonly file: string;
  readonly repoPath: string;
  readonly labelRemoved: boolean;
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

/** The baseline's path in the repository, from `working-directory` and `baseline`. */
export function repositoryPath(workingDirectory: string, baseline: string): string {
  const posix = baseline.split(path.sep).join('/');
  if (path.posix.isAbsolute(posix) || path.isAbsolute(baseline)) {
    throw new Refusal(
      'action.baseline',
      `the baseline path must be relative to the repository (input 'baseline'); got ${JSON.stringify(baseline)}`,
    );
  }
  const joined = path.posix.normalize(
    path.posix.join(workingDirectory.split(path.sep).join('/'), posix),
  );
  if (
    path.posix.isAbsolute(joined) ||
    joined === '..' ||
    joined.startsWith('../') ||
    joined === '.'
  ) {
    throw new Refusal(
      'action.baseline',
      `the baseline path must lie inside the repository (inputs 'working-directory' and 'baseline'); got ${JSON.stringify(joined)}`,
    );
  }
  return joined;
}

/** A fresh folder for this step's approved baseline; a second step gets its own. */
function promotionDir(ctx: RunContext): string {
  const root = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity', 'promotion');
  let dir = root;
  for (let n = 2; existsSync(dir); n++) dir = `${root}-${n}`;
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function roleOf(
  octokit: Octokit,
  owner: string,
  repo: string,
  login: string,
): Promise<string> {
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
}

/** Whether `login` is a listed approver or an active member of a listed team. */
async function isListed(
  octokit: Octokit,
  approvers: readonly string[],
  login: string,
): Promise<boolean> {
  const lower = login.toLowerCase();
  if (approvers.includes(lower)) return true;
  for (const entry of approvers) {
    const slash = entry.indexOf('/');
    if (slash < 0) continue;
    try {
      const { data } = await octokit.rest.teams.getMembershipForUserInOrg({
        org: entry.slice(0, slash),
        team_slug: entry.slice(slash + 1),
        username: login,
      });
      if (data.state === 'active') return true;
    } catch (error) {
      const e = apiError(`read @${login}'s membership of ${entry}`, error);
      if (e.status !== 404) throw e;
    }
  }
  return false;
}

async function readRecord(
  octokit: Octokit,
  settings: ActionSettings,
  owner: string,
  repo: string,
  issueNumber: number,
  head: string,
  authors: readonly string[],
): Promise<Record_> {
  const statuses = await apiCall('list the commit statuses of the head commit', () =>
    octokit.paginate(octokit.rest.repos.listCommitStatusesForRef, {
      owner,
      repo,
      ref: head,
      per_page: 100,
    }),
  );
  const context = recordContext(settings.commentKey);
  const ours = statuses
    .filter((s) => s.context === context && authors.some((a) => isAuthor(s.creator, a)))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  for (const s of ours) {
    const parsed = parseRecordDescription(s.description);
    if (parsed === null) continue;
    if (parsed.kind === 'none') {
      throw new PromotionRefused(
        'promotion.not-admitted',
        `the latest gate run on ${short(head)} recorded no candidate: ${parsed.reason}`,
        'collect the evidence the PR comment asks for, push, and add the label once a candidate is recorded',
      );
    }
    return {
      digest: parsed.digest,
      runId: runIdOfUrl(s.target_url, owner, repo),
      at: s.created_at,
      source: 'commit status',
    };
  }
  for (const author of authors) {
    const comment = await apiCall('read the PR comment', () =>
      findStickyComment(octokit, { owner, repo, issueNumber, key: settings.commentKey, author }),
    );
    const block = comment === null ? null : parseCandidateDataBlock(comment.body);
    if (comment !== null && block !== null && block.sha === head) {
      return { digest: block.digest, runId: block.runId, at: comment.updatedAt, source: 'comment' };
    }
  }
  throw new PromotionRefused(
    'promotion.no-record',
    `no gate run recorded a candidate baseline for the head commit ${short(head)} (no commit status "${context}" and no candidate in the PR comment written by ${authors.join(' or ')})`,
    'let the gate finish on this commit (its token needs statuses: write, or the workflow_run comment job on fork PRs), then add the label again',
  );
}

/**
 * Whose records count: `comment-author` when the workflow set it; otherwise the
 * default (GITHUB_TOKEN's bot, which writes the gate's records) and this token's
 * own login — a promote job may use a personal or App token to make its commit
 * start workflows while the gate ran with GITHUB_TOKEN.
 */
async function trustedAuthors(settings: ActionSettings, octokit: Octokit): Promise<Authors> {
  const own = await ourLogin(settings, octokit);
  if (settings.commentAuthorGiven) return { trusted: [own], own };
  return { trusted: [...new Set([settings.commentAuthor, own])], own };
}

interface Authors {
  /** Whose records and comments count. */
  readonly trusted: readonly string[];
  /** Who this token writes as. */
  readonly own: string;
}

function mismatch(examined: readonly Examined[], record: Record_, head: string): PromotionRefused {
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

interface Target {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  /** The approved head commit. */
  readonly headSha: string;
  readonly headRef: string;
  /** The path of the baseline in the repository. */
  readonly repoPath: string;
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
async function deliver(
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

async function promote(
  octokit: Octokit,
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  owner: string,
  repo: string,
  number: number,
  labeledHead: string | null,
  repoPath: string,
  dir: string,
  authors: Authors,
): Promise<Promoted> {
  const label = settings.approval.label;
  const { data: pr } = await apiCall('read the pull request', () =>
    octokit.rest.pulls.get({ owner, repo, pull_number: number }),
  );
  if (pr.state !== 'open') {
    throw new PromotionRefused(
      'approval.closed',
      `pull request #${number} is ${pr.merged_at ? 'merged' : 'closed'}`,
      'approve baselines on open pull requests',
    );
  }
  const head = pr.head.sha;
  const events = (await apiCall('list the pull request events', () =>
    octokit.paginate(octokit.rest.issues.listEvents, {
      owner,
      repo,
      issue_number: number,
      per_page: 100,
    }),
  )) as unknown as IssueEvent[];
  const approval: LabelApproval | null = latestLabelEvent(events, label);
  if (approval === null) {
    throw new PromotionRefused(
      'approval.not-labeled',
      `the label "${label}" is not on pull request #${number} (it was removed after it was added, or never added)`,
      `a maintainer adds the label "${label}"`,
    );
  }
  // A bot is refused before its role is looked up.
  judgeNotBot(approval, settings.approval);
  const author = pr.user?.login ?? '';
  const role = await roleOf(octokit, owner, repo, approval.login);
  const listed =
    settings.approval.approvers.length === 0 ||
    (await isListed(octokit, settings.approval.approvers, approval.login));
  judgeApprover({ approval, role, author, listed }, settings.approval);
  judgeBinding({ label, labelAt: approval.at, labeledHead, currentHead: head, recordedAt: null });

  const record = await readRecord(octokit, settings, owner, repo, number, head, authors.trusted);
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
  const baseline = approveCandidate(found.candidate, provenance);
  // The approved file is on the runner before any write to GitHub.
  const baselineDir = path.join(dir, 'baseline');
  mkdirSync(baselineDir, { recursive: true });
  const file = path.join(baselineDir, path.posix.basename(repoPath));
  const text = serialiseBaseline(baseline);
  writeFileSync(file, text);

  // The approval is used up: a later promotion needs a fresh label. Removed before
  // the commit, so that a gate run the commit starts does not see a stale label.
  let labelRemoved = false;
  try {
    await octokit.rest.issues.removeLabel({ owner, repo, issue_number: number, name: label });
    labelRemoved = true;
  } catch (error) {
    const e = apiError('remove the approval label', error);
    if (e.status === 404) labelRemoved = true;
    else
      core.warning(
        `AgentVerity: the approval label could not be removed: ${plainLine(e.message, 500)}`,
      );
  }

  const headRepo = pr.head.repo?.full_name ?? null;
  const fork = headRepo === null || headRepo.toLowerCase() !== `${owner}/${repo}`.toLowerCase();
  const delivered = await deliver(
    octokit,
    settings,
    ctx,
    env,
    { owner, repo, number, headSha: head, headRef: pr.head.ref, repoPath, fork },
    { path: file, text },
    provenance,
  );

  return {
    baseline,
    approval: provenance,
    digest: baselineContentDigest(baseline),
    candidateRun: found.runId,
    candidateArtifact: found.artifact,
    record,
    delivered,
    file,
    repoPath,
    labelRemoved,
  };
}

function code(text: string): string {
  return markdownCode(text, 200);
}

/** The promotion section of the comment and the job summary. */
export function promotedMarkdown(p: Promoted, serverUrl: string): string {
  const a = p.approval;
  const d = p.delivered;
  const lines = [
    '### Baseline approved',
    '',
    `@${markdownText(a.approver, 100)} (${markdownText(a.role, 60)}) approved the candidate ${code(`sha256:${p.digest.slice(0, 16)}…`)} measured on ${code(short(a.headSha))} with the label ${code(a.label)}.`,
    '',
  ];
  if (d.how === 'commit' && d.commit !== null) {
    lines.push(
      `Committed to ${code(p.repoPath)} on ${code(d.branch ?? '')} as [${short(d.commit)}](${serverUrl}/${a.repository}/commit/${d.commit}). Later pull requests are checked against it. A commit made with the workflow's \`GITHUB_TOKEN\` starts no workflow: the gate runs on this branch again at the next push (or close and reopen the pull request).`,
    );
  } else if (d.how === 'artifact' && d.artifact !== null) {
    lines.push(
      `${d.fallback === null ? '' : `Not committed: ${markdownText(d.fallback, 600)}. `}Uploaded as the artifact ${code(d.artifact.name)}: download it and commit it as ${code(p.repoPath)}.`,
    );
  } else {
    lines.push(
      `Neither committed nor uploaded${d.fallback === null ? '' : ` (${markdownText(d.fallback, 600)})`}; the approved file is on the runner at ${code(p.file)}.`,
    );
  }
  const b = p.baseline;
  lines.push(
    '',
    `Provenance: evidence ${code(`sha256:${b.evidenceDigest}`)}, isolation ${code(b.isolation)}, tolerance ${markdownText(String(b.epsilon), 20)}, ${b.entries.length} decisions on the ${b.layer} layer; record from the ${p.record.source}, candidate from run ${p.candidateRun} (${code(p.candidateArtifact)}).`,
  );
  if (p.labelRemoved) {
    lines.push('', `The label was removed: each promotion needs its own approval.`);
  }
  for (const w of d.warnings) lines.push('', `> ${markdownText(w, 600)}`);
  return lines.join('\n');
}

export function refusedMarkdown(r: PromotionRefused): string {
  return [
    '### Baseline not approved',
    '',
    `${markdownText(r.message, 2000)} (${code(r.code)}).`,
    '',
    `What to do: ${markdownText(r.advice, 600)}.`,
  ].join('\n');
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

async function updateComment(
  octokit: Octokit,
  settings: ActionSettings,
  owner: string,
  repo: string,
  issueNumber: number,
  section: string,
  authors: Authors,
): Promise<void> {
  if (settings.comment === 'never') return;
  try {
    // The gate's comment, whoever of ours wrote it (a maintainer's token may edit
    // the bot's comment); a new one is written as this token's own login.
    let target = { owner, repo, issueNumber, key: settings.commentKey, author: authors.own };
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
    core.setOutput('comment-url', sticky.url);
    for (const w of sticky.warnings) core.warning(`AgentVerity: ${plainLine(w, 500)}`);
  } catch (error) {
    const e = apiError('update the PR comment', error);
    core.warning(`AgentVerity: the PR comment was not updated: ${plainLine(e.message, 500)}`);
  }
}

function setOutputs(values: {
  status: string;
  exitCode: number;
  promoted: boolean;
  commit?: string;
  digest?: string;
  artifact?: { id: number; name: string };
}): void {
  core.setOutput('status', values.status);
  core.setOutput('exit-code', String(values.exitCode));
  core.setOutput('promoted', String(values.promoted));
  core.setOutput('baseline-commit', values.commit ?? '');
  core.setOutput('candidate-digest', values.digest ?? '');
  core.setOutput('artifact-id', values.artifact === undefined ? '' : String(values.artifact.id));
  core.setOutput('artifact-name', values.artifact?.name ?? '');
}

/**
 * `mode: promote`. Bad setup (wrong event, no token, no baseline path) throws a
 * Refusal for the caller (exit 2); everything else is reported here.
 */
export async function runPromote(
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  retryBaseMs: number,
): Promise<void> {
  const action = at(ctx.payload, 'action');
  if (pullRequestAction(ctx) !== 'labeled') {
    throw new Refusal(
      'action.promote-event',
      `mode 'promote' runs on a pull request's labeled event (on: pull_request_target: types: [labeled]); this run is a ${JSON.stringify(ctx.eventName)} event${typeof action === 'string' ? ` (${JSON.stringify(action)})` : ''}`,
    );
  }
  const given = at(ctx.payload, 'label.name');
  if (!sameLabel(given, settings.approval.label)) {
    setOutputs({ status: 'skipped', exitCode: 0, promoted: false });
    core.setOutput('comment-url', '');
    core.notice(
      `AgentVerity: the label ${JSON.stringify(typeof given === 'string' ? plainLine(given, 100) : null)} is not the approval label ${JSON.stringify(settings.approval.label)}; nothing to promote`,
    );
    return;
  }
  if (ctx.repo === null) {
    throw new Refusal(
      'action.context',
      'GITHUB_REPOSITORY is not set: promotion needs the repository',
    );
  }
  if (settings.token === '') {
    throw new Refusal(
      'action.inputs',
      "input 'github-token' is empty: promotion reads the pull request's events and writes the baseline through the GitHub API",
    );
  }
  if (settings.baseline === null) {
    throw new Refusal(
      'action.baseline',
      "input 'baseline' is none: promotion needs the path to write the approved baseline to",
    );
  }
  const number = at(ctx.payload, 'pull_request.number');
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw new Refusal(
      'action.context',
      'the event payload names no pull request (pull_request.number)',
    );
  }
  const labeledHead = at(ctx.payload, 'pull_request.head.sha');
  const repoPath = repositoryPath(settings.workingDirectory, settings.baseline.path);
  const { owner, repo } = ctx.repo;
  const octokit = makeOctokit(settings.token, retryBaseMs);
  const dir = promotionDir(ctx);
  core.setOutput('comment-url', '');
  const authors = await trustedAuthors(settings, octokit);

  let promoted: Promoted;
  try {
    promoted = await promote(
      octokit,
      settings,
      ctx,
      env,
      owner,
      repo,
      number,
      typeof labeledHead === 'string' ? labeledHead : null,
      repoPath,
      dir,
      authors,
    );
  } catch (error) {
    if (!(error instanceof PromotionRefused)) {
      if (error instanceof GithubApiError) {
        setOutputs({ status: 'refused', exitCode: 2, promoted: false });
        core.setFailed(
          `AgentVerity: promotion could not ${plainLine(error.message, 1000)}${error.forbidden ? ' (the job needs pull-requests: write, contents: write, actions: read and statuses: read)' : ''}`,
        );
        return;
      }
      throw error;
    }
    setOutputs({ status: 'refused', exitCode: 1, promoted: false });
    const section = refusedMarkdown(error);
    await writeSummary(`${section}\n`);
    await updateComment(octokit, settings, owner, repo, number, section, authors);
    core.setFailed(
      `AgentVerity: baseline not promoted [${error.code}]: ${plainLine(error.message, 2000)}. What to do: ${plainLine(error.advice, 500)}`,
    );
    return;
  }

  const d = promoted.delivered;
  setOutputs({
    // Approved but delivered nowhere: not promoted, and the step fails below.
    status: d.how === 'runner' ? 'refused' : 'promoted',
    exitCode: d.how === 'runner' ? 2 : 0,
    promoted: d.how !== 'runner',
    ...(d.commit === null ? {} : { commit: d.commit }),
    digest: promoted.digest,
    ...(d.artifact === null ? {} : { artifact: d.artifact }),
  });
  core.setOutput('report-path', promoted.file);
  const section = promotedMarkdown(promoted, ctx.serverUrl);
  await writeSummary(`${section}\n`);
  await updateComment(octokit, settings, owner, repo, number, section, authors);
  for (const w of d.warnings) core.warning(`AgentVerity: ${plainLine(w, 1000)}`);
  if (d.fallback !== null) {
    core.notice(
      `AgentVerity: the approved baseline was not committed: ${plainLine(d.fallback, 600)}.${d.artifact === null ? '' : ` It was uploaded as the artifact ${d.artifact.name}.`}`,
    );
  }
  if (d.how === 'runner') {
    core.setFailed(
      `AgentVerity: the baseline was approved but neither committed nor uploaded; it is on the runner at ${promoted.file}`,
    );
    return;
  }
  core.info(
    `AgentVerity: baseline approved by @${promoted.approval.approver} (${promoted.approval.role}) for ${promoted.approval.headSha}: ${d.how === 'commit' ? `committed ${d.commit ?? ''} to ${d.branch ?? ''}:${promoted.repoPath}` : `uploaded as ${d.artifact?.name ?? ''}`}`,
  );
}
