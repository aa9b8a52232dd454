// The gate's delivery, in the order DESIGN.md §2 and §6 fix, through ports:
// the report files on the runner and the step's outputs first; then the log and
// the annotations; then the network — one artifact upload, the pull request (a
// stale approval label, the candidate's record), the job summary, and the sticky
// comment, which comes after the upload so that it can link the artifact. A
// failed upload or comment is noted in the summary and never loses the report;
// whether the step fails is decided last.
import path from 'node:path';
import { describeThrown } from '../core/util/thrown.js';
import { terminalSafeLines } from '../render/escape.js';
import { baselineSection, type BaselineSectionInput } from '../render/github/baseline-section.js';
import { commentFailureNote, deliveryNote, uploadFailureNote } from '../render/github/delivery.js';
import { renderText, SUMMARY_BUDGET_BYTES, utf8Bytes } from '../render/index.js';
import { annotationsFor, limitAnnotations } from './annotations.js';
import { GithubApiError, apiError } from './comment.js';
import { pullRequestOfEvent, type RunContext } from './context.js';
import type { ReportFiles, Result } from './evaluate.js';
import { commentContent, markdownFor, reportFiles, resultOutputs } from './gate-report.js';
import {
  isApprovalLabelEvent,
  recordCandidate,
  revokeStaleLabel,
  type RecordOutcome,
  type Revoked,
} from './gate-record.js';
import type { ActionSettings } from './inputs.js';
import { StepOutputs } from './outputs.js';
import type { GatePorts, GithubPorts, LogPort } from './ports.js';
import type { ResolvedPullRequest } from './pull-request.js';
import { CANDIDATE_FILE } from './record.js';
import { shardArtifactName } from './shards.js';
import { artifactUrl as artifactUrlOf } from './urls.js';

/** The artifact's name: a shard run's carries its shard, for `mode: merge` to find. */
export function uploadNameOf(settings: Pick<ActionSettings, 'artifactName' | 'shard'>): string {
  return settings.shard === null
    ? settings.artifactName
    : shardArtifactName(settings.artifactName, settings.shard);
}

/** Room the summary leaves for the toolkit and a later delivery note. */
const SUMMARY_RESERVE_BYTES = 32 * 1024;

export interface GateDelivery {
  readonly settings: ActionSettings;
  readonly ctx: RunContext;
  readonly result: Result;
  readonly files: ReportFiles;
  /** Values the comment must not show (secrets.ts). */
  readonly secrets: readonly string[];
  /** Whether `fail-on` fails the step for this result: applied last. */
  readonly fails: boolean;
}

/** Files on disk, then the outputs: both before any network call. */
function writeLocal(d: GateDelivery, ports: GatePorts, outputs: StepOutputs): void {
  const { writes, copies } = reportFiles(d.result, d.files);
  for (const w of writes) ports.files.write(w.file, w.text);
  for (const c of copies) ports.files.copy(c.from, c.to);
  outputs.setAll(resultOutputs(d.result, d.files));
}

function logReport(d: GateDelivery, log: LogPort): void {
  const { result, files, ctx } = d;
  log.group(
    `AgentVerity: ${result.assessment.headline.category}`,
    terminalSafeLines(renderText(result.assessment, result.meta, { colour: false }), 200_000),
  );
  log.info(`AgentVerity wrote ${files.dir}: evidence.json, report.json, junit.xml, summary.md`);
  const rel = (file: string) => path.relative(ctx.workspace, file).split(path.sep).join('/');
  const list = limitAnnotations(
    annotationsFor(result.assessment, result.check?.result ?? null, {
      ...(result.suitePath === null ? {} : { suitePath: rel(result.suitePath) }),
      ...(result.suiteText === null ? {} : { suiteText: result.suiteText }),
      ...(result.check === null ? {} : { baselinePath: rel(result.check.file) }),
      ...(result.inputsPath === null ? {} : { inputsPath: rel(result.inputsPath) }),
      relationsChosen:
        d.settings.source.kind === 'run' && d.settings.source.options.relations !== undefined,
    }),
  );
  for (const a of list) log.annotate(a);
}

async function upload(
  d: GateDelivery,
  ports: GatePorts,
  outputs: StepOutputs,
  notes: string[],
): Promise<{ ok: boolean; url: string | undefined }> {
  const { settings, files, ctx } = d;
  const list = ports.files
    .list(files.dir)
    .filter((f) => settings.uploadEvidence || f !== files.evidence);
  const outcome = await ports.artifact.upload(list, files.dir, uploadNameOf(settings));
  if (!outcome.ok) {
    outputs.setAll({ 'artifact-id': '', 'artifact-name': '' });
    if (outcome.skipped) ports.log.info(`AgentVerity: ${outcome.reason}`);
    else {
      ports.log.warning(
        `AgentVerity could not upload the reports as an artifact: ${outcome.reason}. They are on the runner in ${files.dir}.`,
      );
      notes.push(uploadFailureNote(outcome.reason));
    }
    return { ok: false, url: undefined };
  }
  outputs.setAll({
    'artifact-id': String(outcome.artifact.id),
    'artifact-name': outcome.artifact.name,
  });
  if (outcome.renamedFrom !== undefined) {
    ports.log.notice(
      `The artifact name ${outcome.renamedFrom} was already used in this workflow run, so the reports were uploaded as ${outcome.artifact.name}`,
    );
  }
  return { ok: true, url: artifactUrlOf(ctx, outcome.artifact.id) };
}

interface PullRequestState {
  readonly pr: ResolvedPullRequest | null;
  readonly error: unknown;
  readonly revoked: Revoked | null;
  readonly record: RecordOutcome | null;
  /** The run was started by the approval label: record and comment are left alone. */
  readonly approvalEvent: boolean;
}

async function pullRequestStep(
  d: GateDelivery,
  github: GithubPorts | null,
  log: LogPort,
  uploaded: boolean,
): Promise<PullRequestState> {
  let pr: ResolvedPullRequest | null = null;
  let error: unknown = null;
  if (github !== null) {
    try {
      pr = await github.pullRequests.resolve();
    } catch (e) {
      error = apiError('find the pull request', e);
    }
  }
  // A stale label is the merge job's to remove (a shard job's token may not write).
  const revoked =
    github !== null && pr !== null && d.settings.shard === null
      ? await revokeStaleLabel(github.pullRequests, log, d.settings, d.ctx, pr)
      : null;
  // A run started by the approval label itself (a gate that also listens to
  // `labeled`) leaves the record and the comment alone: rewriting them would make
  // the label older than the record it approves, racing the promote job.
  const approvalEvent = isApprovalLabelEvent(d.ctx, d.settings);
  if (approvalEvent) {
    log.info(
      'AgentVerity: this run was started by the approval label; the recorded candidate and the PR comment for this commit are left as they are',
    );
  }
  // A shard's evidence is a part: only the merge job records a candidate.
  const record =
    github !== null &&
    pr !== null &&
    pr.headSha !== null &&
    !approvalEvent &&
    d.settings.shard === null
      ? await recordCandidate(github.record, log, d.settings, d.ctx, pr.headSha, d.result, uploaded)
      : null;
  return { pr, error, revoked, record, approvalEvent };
}

/** What the baseline section is made of. */
export function baselineSectionInput(
  d: Pick<GateDelivery, 'result' | 'settings'>,
  state: Pick<PullRequestState, 'pr' | 'record' | 'revoked'>,
): BaselineSectionInput {
  const { result, settings } = d;
  const check = result.check;
  return {
    approvalLabel: settings.approval.label,
    approvalRoles: settings.approval.roles,
    candidateFile: CANDIDATE_FILE,
    candidate: result.candidate,
    admissionRefusals: result.admissionRefusals,
    pullRequest: state.pr !== null,
    record:
      state.record === null
        ? null
        : {
            headSha: state.record.headSha,
            statusWritten: state.record.written,
            problem: state.record.problem,
            inComment: state.record.dataBlock !== null,
          },
    replaces:
      check === null ? null : { path: check.path, drifted: check.result.status === 'drift' },
    revoked: state.revoked,
  };
}

async function commentStep(
  d: GateDelivery,
  ports: GatePorts,
  state: PullRequestState,
  section: string,
  artifactUrl: string | undefined,
): Promise<string> {
  const { settings, ctx } = d;
  const github = ports.github;
  if (settings.comment === 'never') return '';
  if (settings.shard !== null) {
    ports.log.info(
      `AgentVerity: shard ${settings.shard.index}/${settings.shard.count}: the PR comment and the candidate are the merge job's (mode: merge)`,
    );
    return '';
  }
  if (github === null) {
    if (/^(pull_request|workflow_run)/.test(ctx.eventName)) {
      ports.log.warning('AgentVerity: github-token is empty, so no PR comment was written');
    }
    return '';
  }
  if (state.approvalEvent) return '';
  try {
    if (state.error !== null) throw state.error;
    if (state.pr === null) {
      ports.log.info('AgentVerity: no pull request for this event, so no comment');
      return '';
    }
    const content = commentContent({
      settings,
      result: d.result,
      artifactUrl,
      headSha: state.pr.headSha,
      section,
      dataBlock: state.record?.dataBlock ?? null,
      secrets: d.secrets,
    });
    const sticky = await github.comment.upsert(state.pr.number, content, settings.comment);
    ports.log.info(`AgentVerity: PR comment ${sticky.action}: ${sticky.url}`);
    for (const w of sticky.warnings) ports.log.warning(`AgentVerity: ${w}`);
    if (sticky.removedDuplicates.length > 0) {
      ports.log.info(
        `AgentVerity: removed ${sticky.removedDuplicates.length} duplicate comment(s) left by concurrent runs`,
      );
    }
    return sticky.url;
  } catch (error) {
    await noteCommentFailure(error, ctx, ports);
    return '';
  }
}

/**
 * A comment that could not be written: a notice when the token may not (a fork's
 * read-only token), a warning otherwise, and the reason in the job summary.
 */
export async function noteCommentFailure(
  error: unknown,
  ctx: RunContext,
  ports: Pick<GatePorts, 'log' | 'summary'>,
): Promise<void> {
  const api = error instanceof GithubApiError ? error : null;
  const failure = {
    forbidden: api?.forbidden === true,
    fork: pullRequestOfEvent(ctx)?.fork === true,
    status: api?.status ?? null,
    message: describeThrown(error),
  };
  const plain = commentFailureNote(failure, 'plain');
  if (failure.forbidden) ports.log.notice(plain);
  else ports.log.warning(plain);
  await ports.summary.write(deliveryNote([commentFailureNote(failure, 'markdown')]));
}

/**
 * Deliver an evaluated result. Never throws for a failed delivery (only a file
 * that cannot be written on the runner throws, before anything else happens).
 */
export async function deliver(d: GateDelivery, ports: GatePorts): Promise<void> {
  const outputs = new StepOutputs(ports.outputs);
  writeLocal(d, ports, outputs);
  logReport(d, ports.log);

  const notes: string[] = [];
  const uploaded = await upload(d, ports, outputs, notes);
  const state = await pullRequestStep(d, ports.github, ports.log, uploaded.ok);
  // A shard has no candidate of its own: the section is the merge job's.
  const section = d.settings.shard === null ? baselineSection(baselineSectionInput(d, state)) : '';

  const summaryBudget = SUMMARY_BUDGET_BYTES - SUMMARY_RESERVE_BYTES - utf8Bytes(section);
  await ports.summary.write(
    `${markdownFor(d.result, 'summary', uploaded.url, summaryBudget)}${section}${deliveryNote(notes)}`,
  );

  outputs.set('comment-url', await commentStep(d, ports, state, section, uploaded.url));
  outputs.complete();

  if (d.fails) {
    ports.log.fail(
      `AgentVerity: ${d.result.status} (exit ${d.result.exitCode}): ${terminalSafeLines(d.result.assessment.headline.text, 2000)}`,
    );
  }
}
