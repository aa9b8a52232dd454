// The Action's `gate` mode, in the order DESIGN.md §2 and §6 fix: settings, then
// evidence (a live run or recorded runs), the assessment and the baseline check,
// every file written under $RUNNER_TEMP/agentverity/ — and only then the network:
// one artifact upload, the job summary, the sticky PR comment. A failed upload or
// comment is reported and never loses the report; the step's result is set before
// any network call.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { isRefusal, Refusal } from '../core/index.js';
import { describeThrown } from '../core/util/thrown.js';
import { digestOf, serialiseBaseline } from '../evidence/index.js';
import { renderCheckJson, renderCheckMarkdown } from '../render/baselines/index.js';
import { markdownCode, markdownText, plainLine, terminalSafeLines } from '../render/escape.js';
import {
  renderJson,
  renderJunit,
  renderMarkdown,
  renderText,
  SUMMARY_BUDGET_BYTES,
  utf8Bytes,
} from '../render/index.js';
import {
  clockFrom,
  diskFiles,
  watchStrayErrors,
  writeTextFile as writeReportFile,
  type AppIo,
} from '../app/index.js';
import { EXIT, isInterrupted } from '../errors.js';
import { annotationsFor, limitAnnotations } from './annotations.js';
import { sameLabel } from './approval.js';
import { ourLogin } from './author.js';
import { uploadReports, type UploadOutcome } from './artifact.js';
import { apiError, GithubApiError, upsertStickyComment, type StickyResult } from './comment.js';
import {
  at,
  judgeWorkspace,
  pullRequestAction,
  pullRequestOfEvent,
  readRunContext,
  type RepoRef,
  type RunContext,
} from './context.js';
import { envInputReader, readSettings, type ActionSettings } from './inputs.js';
import { makeOctokit, type Octokit } from './octokit.js';
import { runPromote } from './promote.js';
import { writeSummary } from './summary.js';
import { resolvePullRequest, type ResolvedPullRequest } from './pull-request.js';
import {
  CANDIDATE_FILE,
  candidateDataBlock,
  candidateDescription,
  noCandidateDescription,
  recordContext,
} from './record.js';

import {
  evaluate,
  fails,
  loadsWorkspaceCode,
  readBaselineIfAny,
  type ReportFiles,
  type Result,
} from './evaluate.js';

/** Exit codes (DESIGN.md §5); the `exit-code` output. */
const EXIT_UNUSABLE = 2;
const EXIT_INTERNAL = 70;

/** The app's ports in the runner: the log gets plain lines (agent text already made safe). */
function actionIo(cwd: string, env: NodeJS.ProcessEnv): AppIo {
  return {
    cwd,
    env,
    files: diskFiles(),
    clock: clockFrom(env),
    log: (text) => void process.stdout.write(text),
    liveProgress: false,
  };
}

/** A fresh folder for this step's files: a second step in the same job gets its own. */
function reportDir(ctx: RunContext): string {
  const root = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity');
  let dir = root;
  for (let n = 2; existsSync(path.join(dir, 'report.json')); n++)
    dir = path.join(root, `step-${n}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function workspaceHead(dir: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return /^[0-9a-f]{40,64}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

function rate(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}

/** The Markdown for the summary or the comment: the report, then the baseline check. */
function markdownFor(
  result: Result,
  mode: 'summary' | 'comment',
  artifactUrl?: string,
  budget?: number,
): string {
  const checkPart =
    result.check === null
      ? ''
      : `\n${renderCheckMarkdown(result.check.result, result.check.baseline, result.check.path)}`;
  const report = renderMarkdown(result.assessment, result.meta, {
    mode,
    ...(artifactUrl === undefined ? {} : { artifactUrl }),
    ...(budget === undefined ? {} : { budgetBytes: Math.max(4096, budget - utf8Bytes(checkPart)) }),
  });
  return `${report}${checkPart}`;
}

function writeFiles(result: Result, files: ReportFiles): void {
  writeReportFile(files.report, renderJson(result.assessment, result.meta));
  writeReportFile(files.junit, renderJunit(result.assessment, result.meta));
  writeReportFile(files.summary, markdownFor(result, 'summary'));
  if (files.check !== null && result.check !== null) {
    writeReportFile(
      files.check,
      renderCheckJson(result.check.result, result.check.baseline, {
        baselinePath: result.check.path,
        evidenceDigest: result.meta.evidenceDigest ?? '',
      }),
    );
  }
  if (files.suite !== null && result.suitePath !== null)
    copyFileSync(result.suitePath, files.suite);
  if (result.candidate !== null)
    writeReportFile(files.candidate, serialiseBaseline(result.candidate.baseline));
}

function setResultOutputs(result: Result, files: ReportFiles): void {
  const m = result.assessment.meter;
  core.setOutput('status', result.status);
  core.setOutput('exit-code', String(result.exitCode));
  core.setOutput('report-path', files.report);
  core.setOutput('junit-path', files.junit);
  core.setOutput('evidence-path', files.evidence);
  core.setOutput('flip-rate', rate(m?.flipRate));
  core.setOutput('ci-high', rate(m?.ciHigh));
  core.setOutput('blind', String(result.assessment.blindness?.blind === true));
  core.setOutput('admitted', String(result.admitted));
  core.setOutput('candidate-digest', result.candidate?.digest ?? '');
  core.setOutput('promoted', 'false');
  core.setOutput('baseline-commit', '');
}

function emitAnnotations(result: Result, workspace: string): void {
  const rel = (file: string | null) =>
    file === null ? undefined : path.relative(workspace, file).split(path.sep).join('/');
  const list = limitAnnotations(
    annotationsFor(result.assessment, result.check?.result ?? null, {
      ...(result.suitePath === null ? {} : { suitePath: rel(result.suitePath) as string }),
      ...(result.suiteText === null ? {} : { suiteText: result.suiteText }),
      ...(result.check === null ? {} : { baselinePath: rel(result.check.file) as string }),
      ...(result.inputsPath === null ? {} : { inputsPath: rel(result.inputsPath) as string }),
    }),
  );
  for (const a of list) {
    const props: core.AnnotationProperties = {
      title: a.title,
      ...(a.file === undefined ? {} : { file: a.file }),
      ...(a.startLine === undefined ? {} : { startLine: a.startLine }),
    };
    if (a.level === 'error') core.error(a.message, props);
    else if (a.level === 'warning') core.warning(a.message, props);
    else core.notice(a.message, props);
  }
}

function artifactUrlOf(ctx: RunContext, id: number): string | undefined {
  if (ctx.repo === null || ctx.runId === null) return undefined;
  return `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}/artifacts/${id}`;
}

/** Notes for the job summary about what could not be delivered. */
function deliveryNote(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `\n### Delivery\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
}

async function comment(
  settings: ActionSettings,
  ctx: RunContext,
  result: Result,
  artifactUrl: string | undefined,
  octokit: Octokit,
  env: NodeJS.ProcessEnv,
  pr: ResolvedPullRequest,
  extra: { readonly section: string; readonly dataBlock: string | null },
): Promise<StickyResult | null> {
  if (settings.comment === 'never' || ctx.repo === null) return null;
  const secrets = secretValues(env, settings);
  const keyLine =
    settings.commentKey === '' ? '' : `<sub>${markdownText(settings.commentKey, 100)}</sub>\n\n`;
  // The candidate's data block sits right after the marker, where promotion reads it.
  const head = `${extra.dataBlock === null ? '' : `${extra.dataBlock}\n`}${keyLine}`;
  const budget = 60_000 - utf8Bytes(extra.section);
  const body = `${head}${markdownFor(result, 'comment', artifactUrl, budget)}${extra.section}`;
  // Under on-change, a new run of the same result leaves the comment alone: its
  // block then names an earlier run's candidate of the same head, equally valid.
  const stable = `${extra.dataBlock === null ? '' : `candidate for ${pr.headSha ?? ''}\n`}${keyLine}`;
  const material = `${stable}${markdownFor({ ...result, meta: { ...result.meta, evidenceDigest: null, run: {} } }, 'comment', undefined, budget)}${stableSection(extra.section, result)}`;
  const author = await ourLogin(settings, octokit);
  return upsertStickyComment(
    octokit,
    {
      owner: ctx.repo.owner,
      repo: ctx.repo.repo,
      issueNumber: pr.number,
      key: settings.commentKey,
      author,
    },
    { body: scrubSecrets(body, secrets), contentDigest: digestOf(scrubSecrets(material, secrets)) },
    settings.comment,
  );
}

/** The section without the candidate's digest, which changes with the time it was built. */
function stableSection(section: string, result: Result): string {
  const digest = result.candidate?.digest;
  return digest === undefined ? section : section.split(digest.slice(0, 16)).join('');
}

/** A `labeled`/`unlabeled` event of the approval label. */
function isApprovalLabelEvent(ctx: RunContext, settings: ActionSettings): boolean {
  const action = pullRequestAction(ctx);
  return (
    (action === 'labeled' || action === 'unlabeled') &&
    sameLabel(at(ctx.payload, 'label.name'), settings.approval.label)
  );
}

/** What the gate did about the approval label on a push. */
interface Revoked {
  readonly removed: boolean;
  readonly note: string;
}

/**
 * On a push to the PR (`synchronize`), an approval label given earlier no longer
 * approves anything: remove it when the token can, and say so. Promotion refuses
 * such a label in any case (its commit is not the head).
 */
async function revokeStaleLabel(
  octokit: Octokit,
  settings: ActionSettings,
  ctx: RunContext,
  pr: ResolvedPullRequest,
): Promise<Revoked | null> {
  if (pullRequestAction(ctx) !== 'synchronize' || ctx.repo === null) return null;
  const labels = at(ctx.payload, 'pull_request.labels');
  const label = settings.approval.label;
  const has =
    Array.isArray(labels) && labels.some((l) => sameLabel((l as { name?: unknown }).name, label));
  if (!has) return null;
  try {
    await octokit.rest.issues.removeLabel({
      owner: ctx.repo.owner,
      repo: ctx.repo.repo,
      issue_number: pr.number,
      name: label,
    });
  } catch (error) {
    const e = apiError('remove the approval label', error);
    if (e.status !== 404) {
      core.info(`AgentVerity: the stale approval label could not be removed (${e.message})`);
      return {
        removed: false,
        note: `Commits were pushed after the label \`${markdownText(label, 60)}\` was given, so it no longer approves anything; this run's token could not remove it, and promotion will refuse it. Remove it and add it again once you have reviewed the new candidate.`,
      };
    }
  }
  core.notice(
    `AgentVerity: removed the label ${label}: commits were pushed after it was given, so it approved an earlier commit`,
  );
  return {
    removed: true,
    note: `The label \`${markdownText(label, 60)}\` was removed: commits were pushed after it was given, and an approval holds only for the commit it was given on. Review the new candidate and add it again.`,
  };
}

interface RecordOutcome {
  readonly written: boolean;
  /** Why the record was not written, in Markdown; null when it was. */
  readonly problem: string | null;
  /** The comment's data block (a second record, for a token that may comment but not set statuses). */
  readonly dataBlock: string | null;
  readonly headSha: string;
}

/**
 * The trusted record promotion reads: a commit status on the head commit with
 * the candidate's digest and this run's URL (or `no candidate: …`, which
 * supersedes an earlier run's candidate for the same commit).
 */
async function recordCandidate(
  octokit: Octokit,
  settings: ActionSettings,
  ctx: RunContext,
  headSha: string,
  result: Result,
  uploaded: boolean,
): Promise<RecordOutcome> {
  const repo = ctx.repo as RepoRef;
  const runUrl =
    ctx.runId === null
      ? undefined
      : `${ctx.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${ctx.runId}`;
  const candidate = result.candidate;
  const promotable = candidate !== null && uploaded && ctx.runId !== null;
  const description =
    candidate === null
      ? noCandidateDescription(
          result.admissionRefusals.length === 0
            ? 'the evidence does not admit a baseline'
            : `the evidence fails ${result.admissionRefusals.map((r) => r.code).join(', ')}; see the PR comment`,
        )
      : promotable
        ? candidateDescription(candidate.digest)
        : noCandidateDescription('the candidate could not be uploaded as an artifact');
  const dataBlock = promotable
    ? candidateDataBlock({ sha: headSha, digest: candidate.digest, runId: Number(ctx.runId) })
    : null;
  try {
    await octokit.rest.repos.createCommitStatus({
      owner: repo.owner,
      repo: repo.repo,
      sha: headSha,
      state: 'success',
      context: recordContext(settings.commentKey),
      description,
      ...(runUrl === undefined ? {} : { target_url: runUrl }),
    });
    return { written: true, problem: null, dataBlock, headSha };
  } catch (error) {
    const e = apiError('record the candidate', error);
    const why = e.forbidden
      ? 'the token cannot set commit statuses (a fork PR, or no `statuses: write`)'
      : markdownText(e.message, 300);
    if (candidate !== null) {
      core.notice(
        `AgentVerity: the candidate baseline was not recorded on ${headSha.slice(0, 12)} (${e.message}); ${e.forbidden ? 'give the job statuses: write, or record it from the workflow_run comment job' : 'promotion will not find it'}`,
      );
    } else {
      core.info(`AgentVerity: the commit status was not written (${e.message})`);
    }
    return { written: false, problem: why, dataBlock, headSha };
  }
}

function tick(text: string): string {
  return markdownCode(text, 200);
}

/** The comment's and summary's "Baseline" section: the candidate and how to approve it, or why there is none. */
function baselineSection(
  result: Result,
  settings: ActionSettings,
  pr: ResolvedPullRequest | null,
  record: RecordOutcome | null,
  revoked: Revoked | null,
): string {
  const lines = ['', '### Baseline candidate', ''];
  if (revoked !== null) lines.push(`> ${revoked.note}`, '');
  const label = tick(settings.approval.label);
  const c = result.candidate;
  if (c === null) {
    lines.push('No candidate: the evidence does not admit a baseline yet.');
    for (const r of result.admissionRefusals.slice(0, 12)) {
      lines.push(`- ${markdownText(r.reason, 1000)} (${tick(r.code)})`);
    }
    if (result.admissionRefusals.length > 12) {
      lines.push(`- … and ${result.admissionRefusals.length - 12} more reasons in the report.`);
    }
    return `${lines.join('\n')}\n`;
  }
  const b = c.baseline;
  lines.push(
    `The evidence admits a baseline: ${b.entries.length} decisions on the ${b.layer} layer, ${b.admission.flips} flips in ${b.admission.pairs} disjoint pairs (upper bound ${b.admission.ciHigh.toFixed(4)} under the tolerance ${b.epsilon}), isolation ${tick(b.isolation)}. Candidate ${tick(`sha256:${c.digest.slice(0, 16)}…`)} is in the artifact as ${tick(CANDIDATE_FILE)}.`,
    '',
  );
  if (pr === null) {
    lines.push(
      'No pull request, so nothing to approve here: approve a candidate on a pull request with the label, or locally with `agentverity snapshot --accept-reference`.',
    );
  } else if (record !== null && (record.written || record.dataBlock !== null)) {
    const replaces =
      result.check === null
        ? ''
        : ` It replaces ${tick(result.check.path)}${result.check.result.status === 'drift' ? ', which this run drifted from' : ''}.`;
    lines.push(
      `To make it the baseline, someone with the role ${markdownText(settings.approval.roles.join(', '), 200)} adds the label ${label} to this pull request. The approval holds for commit ${tick(record.headSha.slice(0, 12))} only: a push revokes it.${replaces}`,
    );
    if (!record.written && record.problem !== null) {
      lines.push(
        '',
        `The commit status was not written (${record.problem}); the PR comment carries the record instead, when this token can write it.`,
      );
    }
  } else {
    const why = record?.problem ?? "the pull request's head commit is unknown";
    lines.push(
      `It cannot be approved from this run's record: the candidate was not recorded (${why}). On a fork's pull request the \`workflow_run\` comment job records it (examples/workflows/agentverity-comment.yml).`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Names of environment variables that hold credentials by convention. */
const SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?|AUTH)(_|$)/i;

/**
 * Values a PR comment must never show: the token, the agent's HTTP header values
 * and credential-like environment variables (model keys). GitHub masks secrets in
 * logs and summaries, not in comments, and an agent's error message may echo one.
 */
export function secretValues(env: NodeJS.ProcessEnv, settings: ActionSettings): string[] {
  const values = new Set<string>();
  if (settings.token.length >= 8) values.add(settings.token);
  if (settings.source.kind === 'run') {
    for (const h of settings.source.options.header ?? []) {
      const value = h.slice(h.indexOf(':') + 1).trim();
      if (value.length >= 8) values.add(value);
      const bare = value.replace(/^(Bearer|Basic|token)\s+/i, '');
      if (bare.length >= 8) values.add(bare);
    }
  }
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.length >= 8 && SECRET_NAME.test(name)) values.add(value);
  }
  // Longest first, so a value containing another is replaced whole.
  return [...values].sort((a, b) => b.length - a.length);
}

export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('***');
  return out;
}

/**
 * What to say when the comment could not be written: Markdown for the job
 * summary, plain text for the log annotation. GitHub's message is escaped only
 * in the Markdown form.
 */
function commentFailure(
  error: unknown,
  ctx: RunContext,
  format: 'markdown' | 'plain',
): { note: string; forbidden: boolean } {
  const api = error instanceof GithubApiError ? error : null;
  const status = api?.status ?? null;
  const raw = describeThrown(error);
  const message = format === 'markdown' ? markdownText(raw, 500) : plainLine(raw, 500);
  const code = (text: string) => (format === 'markdown' ? `\`${text}\`` : text);
  if (api?.forbidden === true) {
    const fork = pullRequestOfEvent(ctx)?.fork === true;
    return {
      forbidden: true,
      note: fork
        ? `The PR comment was not written: this pull request comes from a fork, and GitHub gives its workflows a read-only token (${message}). The report is above and in the artifact. To comment on fork PRs, add the ${code('workflow_run')} workflow from examples/workflows/agentverity-comment.yml.`
        : `The PR comment was not written: the token cannot write to this pull request (${message}). Give the job ${code('permissions: pull-requests: write')}, or set ${code('comment: never')}.`,
    };
  }
  return {
    forbidden: false,
    note: `The PR comment was not written${status === null ? '' : ` (HTTP ${status})`}: ${message}`,
  };
}

/** The Action's entry: never throws; the step's result says how it went. */
export async function run(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<void> {
  let settings: ActionSettings;
  let ctx: RunContext;
  try {
    settings = readSettings(envInputReader(env));
    // The token and the agent's header values never show in the log.
    for (const secret of secretValues({}, settings)) core.setSecret(secret);
    ctx = readRunContext(env, (f) => readFileSync(f, 'utf8'), cwd);
  } catch (error) {
    refuse(error);
    return;
  }

  if (settings.mode === 'promote') {
    try {
      await runPromote(settings, ctx, env, retryBase(env));
    } catch (error) {
      refuse(error);
    }
    return;
  }

  const workdir = path.resolve(ctx.workspace, settings.workingDirectory);
  const stray = watchStrayErrors((text) => process.stdout.write(text));
  let files: ReportFiles;
  let result: Result;
  try {
    if (!existsSync(workdir) || !statSync(workdir).isDirectory()) {
      throw new Refusal(
        'action.working-directory',
        "the working directory does not exist (input 'working-directory')",
        workdir,
      );
    }
    if (loadsWorkspaceCode(settings)) {
      const verdict = judgeWorkspace(ctx, workspaceHead(workdir));
      if (verdict.untrusted && !settings.allowUntrustedCode) {
        throw new Refusal(
          'action.untrusted-code',
          `refusing to load agent code: ${verdict.reason}. Evaluate the PR in a \`pull_request\` workflow (no secrets, read-only token) and comment from \`workflow_run\` with the evidence artifact (examples/workflows/agentverity-comment.yml); set \`allow-untrusted-code: true\` only if this checkout is trusted`,
        );
      }
    }
    const baseline = await readBaselineIfAny(settings, workdir);
    const dir = reportDir(ctx);
    files = {
      dir,
      evidence: path.join(dir, 'evidence.json'),
      report: path.join(dir, 'report.json'),
      junit: path.join(dir, 'junit.xml'),
      summary: path.join(dir, 'summary.md'),
      // The suite holds raw inputs: redaction keeps it out of the artifact.
      suite: settings.suite === undefined || settings.redact ? null : path.join(dir, 'suite.json'),
      check: baseline === null ? null : path.join(dir, 'baseline-check.json'),
      candidate: path.join(dir, CANDIDATE_FILE),
    };
    const io = actionIo(workdir, env);
    const evaluated = await evaluate(settings, ctx, files, workdir, io, baseline);
    if (isInterrupted(evaluated)) {
      core.setOutput('exit-code', String(EXIT.interrupted));
      core.setFailed(
        `AgentVerity was interrupted before an assessment (exit ${EXIT.interrupted}); the evidence collected so far is in ${files.evidence}`,
      );
      return;
    }
    // An error no call awaited (the agent's timer, an unhandled promise) makes
    // the result untrusted: exit 2, as in the CLI.
    const exitCode = stray.finalCode(evaluated.exitCode);
    result = exitCode === evaluated.exitCode ? evaluated : { ...evaluated, exitCode };
    // Files first, then the step's result: both before any network call.
    writeFiles(result, files);
    setResultOutputs(result, files);
  } catch (error) {
    refuse(error);
    return;
  }

  core.startGroup(`AgentVerity: ${result.assessment.headline.category}`);
  core.info(
    terminalSafeLines(renderText(result.assessment, result.meta, { colour: false }), 200_000),
  );
  core.endGroup();
  core.info(`AgentVerity wrote ${files.dir}: evidence.json, report.json, junit.xml, summary.md`);
  emitAnnotations(result, ctx.workspace);

  const notes: string[] = [];
  // 1. The artifact.
  const upload = await uploadStep(settings, ctx, files, env);
  let artifactUrl: string | undefined;
  if (upload.ok) {
    core.setOutput('artifact-id', String(upload.artifact.id));
    core.setOutput('artifact-name', upload.artifact.name);
    artifactUrl = artifactUrlOf(ctx, upload.artifact.id);
    if (upload.renamedFrom !== undefined) {
      core.notice(
        `The artifact name ${upload.renamedFrom} was already used in this workflow run, so the reports were uploaded as ${upload.artifact.name}`,
      );
    }
  } else {
    core.setOutput('artifact-id', '');
    core.setOutput('artifact-name', '');
    if (upload.skipped) core.info(`AgentVerity: ${upload.reason}`);
    else {
      core.warning(
        `AgentVerity could not upload the reports as an artifact: ${upload.reason}. They are on the runner in ${files.dir}.`,
      );
      notes.push(
        `The artifact upload failed: ${markdownText(upload.reason, 500)}. The reports were written on the runner before the upload.`,
      );
    }
  }

  // 2. The pull request: revoke an approval label a push made stale, record the candidate.
  core.setOutput('comment-url', '');
  const octokit =
    settings.token !== '' && ctx.repo !== null ? makeOctokit(settings.token, retryBase(env)) : null;
  let pr: ResolvedPullRequest | null = null;
  let prError: unknown = null;
  if (octokit !== null) {
    try {
      pr = await resolvePullRequest(octokit, ctx);
    } catch (error) {
      prError = apiError('find the pull request', error);
    }
  }
  const revoked =
    octokit !== null && pr !== null ? await revokeStaleLabel(octokit, settings, ctx, pr) : null;
  // A run started by the approval label itself (a gate that also listens to
  // `labeled`) leaves the record and the comment alone: rewriting them would make
  // the label older than the record it approves, racing the promote job.
  const approvalEvent = isApprovalLabelEvent(ctx, settings);
  if (approvalEvent) {
    core.info(
      'AgentVerity: this run was started by the approval label; the recorded candidate and the PR comment for this commit are left as they are',
    );
  }
  const record =
    octokit !== null && pr !== null && pr.headSha !== null && !approvalEvent
      ? await recordCandidate(octokit, settings, ctx, pr.headSha, result, upload.ok)
      : null;
  const baselineMd = baselineSection(result, settings, pr, record, revoked);

  // 3. The job summary.
  const summaryBudget = SUMMARY_BUDGET_BYTES - 32 * 1024 - utf8Bytes(baselineMd);
  await writeSummary(
    `${markdownFor(result, 'summary', artifactUrl, summaryBudget)}${baselineMd}${deliveryNote(notes)}`,
  );

  // 4. The comment.
  if (settings.comment !== 'never' && octokit !== null && !approvalEvent) {
    try {
      if (prError !== null) throw prError;
      const sticky =
        pr === null
          ? null
          : await comment(settings, ctx, result, artifactUrl, octokit, env, pr, {
              section: baselineMd,
              dataBlock: record?.dataBlock ?? null,
            });
      if (pr === null) core.info('AgentVerity: no pull request for this event, so no comment');
      if (sticky !== null) {
        core.setOutput('comment-url', sticky.url);
        core.info(`AgentVerity: PR comment ${sticky.action}: ${sticky.url}`);
        for (const w of sticky.warnings) core.warning(`AgentVerity: ${w}`);
        if (sticky.removedDuplicates.length > 0) {
          core.info(
            `AgentVerity: removed ${sticky.removedDuplicates.length} duplicate comment(s) left by concurrent runs`,
          );
        }
      }
    } catch (error) {
      const plain = commentFailure(error, ctx, 'plain');
      if (plain.forbidden) core.notice(plain.note);
      else core.warning(plain.note);
      await writeSummary(deliveryNote([commentFailure(error, ctx, 'markdown').note]));
    }
  } else if (settings.comment !== 'never' && /^(pull_request|workflow_run)/.test(ctx.eventName)) {
    core.warning('AgentVerity: github-token is empty, so no PR comment was written');
  }

  // 5. The gate.
  if (fails(settings, result)) {
    core.setFailed(
      `AgentVerity: ${result.status} (exit ${result.exitCode}): ${terminalSafeLines(result.assessment.headline.text, 2000)}`,
    );
  }
}

function retryBase(env: NodeJS.ProcessEnv): number {
  const value = Number(env['AGENTVERITY_API_RETRY_BASE_MS']);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

async function uploadStep(
  settings: ActionSettings,
  ctx: RunContext,
  files: ReportFiles,
  env: NodeJS.ProcessEnv,
): Promise<UploadOutcome> {
  const list = readdirSync(files.dir)
    .map((f) => path.join(files.dir, f))
    .filter((f) => statSync(f).isFile())
    .filter((f) => settings.uploadEvidence || f !== files.evidence);
  return uploadReports(list, files.dir, settings.artifactName, {
    attempt: ctx.runAttempt,
    job: ctx.job,
    env,
    ...(settings.retentionDays === undefined ? {} : { retentionDays: settings.retentionDays }),
  });
}

/** A refusal (bad input, unusable evidence) or an internal error: the step fails with one clear message. */
function refuse(error: unknown): void {
  if (isRefusal(error)) {
    core.setOutput('status', 'refused');
    core.setOutput('exit-code', String(EXIT_UNUSABLE));
    core.setFailed(`AgentVerity: ${terminalSafeLines(error.message, 8000)}`);
    return;
  }
  core.setOutput('status', 'error');
  core.setOutput('exit-code', String(EXIT_INTERNAL));
  const detail = terminalSafeLines(describeThrown(error), 4000);
  core.setFailed(`AgentVerity: internal error (please report it): ${detail}`);
  if (process.env['AGENTVERITY_DEBUG'] && error instanceof Error && error.stack) {
    core.debug(error.stack);
  }
}
