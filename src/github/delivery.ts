// The one delivery of every Action mode that reports (gate, merge, bench, cases),
// in the order DESIGN.md §2 and §6 fix, through ports: the report files on the
// runner and the step's outputs first; then the log and the annotations; then the
// network — one zipped artifact with every file, the HTML report as its own
// unzipped artifact, the pull request (the mode's own step, e.g. the gate's
// candidate record), the job summary and the sticky comment, which comes after the
// uploads so that it can link them. A failed upload or comment is a warning and a
// "Delivery" note in the summary and never loses a file; whether the step fails
// was decided by the mode and is applied last.
//
// A mode builds one `ReportSet` (its files, its Markdown rendered once, its
// outputs) and hands it here; summary.md, the job summary and the comment are
// that one Markdown.
import path from 'node:path';
import { digestOf, htmlArtifactName } from '../app/index.js';
import { describeThrown } from '../core/util/thrown.js';
import { markdownText, terminalSafeLines } from '../render/escape.js';
import { COMMENT_BUDGET_BYTES } from '../render/index.js';
import {
  commentFailureNote,
  deliveryNote,
  htmlUploadFailureNote,
  reportLinks,
  uploadFailureNote,
} from '../render/github/delivery.js';
import { apiError, GithubApiError, type CommentContent } from './comment.js';
import { pullRequestOfEvent, type RunContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { StepOutputs, type OutputName } from './outputs.js';
import type { GatePorts, GithubPorts, LogAnnotation, LogPort } from './ports.js';
import type { ResolvedPullRequest } from './pull-request.js';
import { scrubSecrets } from './secrets.js';
import { artifactUrl as artifactUrlOf } from './urls.js';

export interface FileWrite {
  readonly file: string;
  readonly text: string;
}

/**
 * The budget the run's one Markdown is rendered at: the comment's, less room for
 * the baseline section, the links and the marker (the job summary shows the same text).
 */
export const MARKDOWN_BUDGET_BYTES = COMMENT_BUDGET_BYTES - 8 * 1024;

/** The folder, under the step's, holding the HTML report under its artifact's name. */
export const HTML_ARTIFACT_FOLDER = 'html-artifact';

/** What the mode's pull-request step gives the summary and the comment. */
export interface PullRequestPart {
  /** Markdown after the report, in the summary and the comment (the gate's baseline section). */
  readonly section: string;
  /** The section as the comment's material digest sees it (without run-bound parts). */
  readonly materialSection: string;
  /** A line written right after the comment's marker (the gate's candidate record). */
  readonly dataBlock: string | null;
  /** What stands for the data block in the material digest. */
  readonly materialDataBlock: string;
  /** False: this run leaves the comment as it is (the step says why in the log). */
  readonly comment: boolean;
}

/** A mode's own step with the pull request, after the uploads and before the summary. */
export type PullRequestStep = (s: {
  readonly github: GithubPorts | null;
  readonly pr: ResolvedPullRequest | null;
  readonly log: LogPort;
  /** Whether the zipped artifact was uploaded. */
  readonly uploaded: boolean;
}) => Promise<PullRequestPart>;

/** One step's reports, rendered and ready to deliver: the same shape for every mode. */
export interface ReportSet {
  /** What the messages call it: `gate`, `bench`, `cases`. */
  readonly what: string;
  /** The folder holding every file of the step (the artifact's root). */
  readonly dir: string;
  /** The files to write, in order (the evidence is already on disk). */
  readonly writes: readonly FileWrite[];
  readonly copies: readonly { readonly from: string; readonly to: string }[];
  /** The evidence file in `dir`, left out of the artifact when `upload-evidence` is false. */
  readonly evidenceFile: string;
  /** The HTML report in `dir`, uploaded again on its own; null: none. */
  readonly htmlFile: string | null;
  /** The zipped artifact's name. */
  readonly artifactName: string;
  /** The run's Markdown, rendered once: summary.md, the job summary and the comment. */
  readonly markdown: string;
  /** What the comment's digest is taken over (`comment: on-change`): the result, not the run. */
  readonly material: string;
  /** Before the Markdown in the comment (the comment key's line). */
  readonly commentPrefix: string;
  /** The text report for the log group, under its title. */
  readonly text: string;
  readonly groupTitle: string;
  readonly headline: string;
  readonly status: string;
  readonly exitCode: number;
  /** The outputs set before any network call. */
  readonly outputs: Partial<Record<OutputName, string>>;
  /** Values for the outputs never set (every other one is empty). */
  readonly completeWith: Partial<Record<OutputName, string>>;
  readonly annotations: readonly LogAnnotation[];
  /** Whether `fail-on` fails the step: applied last. */
  readonly fails: boolean;
  /** Set: this step posts no comment, and logs this line (a shard's comment is the merge's). */
  readonly commentSkipped: string | null;
  /** The mode's own pull-request step (the gate's stale label and candidate record). */
  readonly pullRequest: PullRequestStep | null;
  /** Values the summary and the comment must not show (secrets.ts). */
  readonly secrets: readonly string[];
}

interface Uploaded {
  readonly ok: boolean;
  readonly url: string | undefined;
  readonly htmlUrl: string | undefined;
}

/** Files on disk, then the outputs, then the log: all before any network call. */
function writeLocal(set: ReportSet, ports: GatePorts, outputs: StepOutputs): void {
  for (const w of set.writes) ports.files.write(w.file, w.text);
  for (const c of set.copies) ports.files.copy(c.from, c.to);
  outputs.setAll(set.outputs);
  ports.log.group(set.groupTitle, terminalSafeLines(set.text, 200_000));
  const names = set.writes.map((w) => path.relative(set.dir, w.file)).join(', ');
  ports.log.info(`AgentVerity wrote ${set.dir}: ${names}`);
  for (const a of set.annotations) ports.log.annotate(a);
}

async function upload(
  set: ReportSet,
  settings: ActionSettings,
  ctx: RunContext,
  ports: GatePorts,
  outputs: StepOutputs,
  notes: string[],
): Promise<Uploaded> {
  const list = ports.files
    .list(set.dir)
    .filter((f) => settings.uploadEvidence || f !== set.evidenceFile);
  const outcome = await ports.artifact.upload(list, set.dir, set.artifactName);
  if (!outcome.ok) {
    outputs.setAll({ 'artifact-id': '', 'artifact-name': '' });
    if (outcome.skipped) {
      ports.log.info(`AgentVerity: ${outcome.reason}`);
      return { ok: false, url: undefined, htmlUrl: undefined };
    }
    ports.log.warning(
      `AgentVerity could not upload the ${set.what === 'gate' ? '' : `${set.what} `}reports as an artifact: ${outcome.reason}. They are on the runner in ${set.dir}.`,
    );
    notes.push(uploadFailureNote(outcome.reason));
  } else {
    outputs.setAll({
      'artifact-id': String(outcome.artifact.id),
      'artifact-name': outcome.artifact.name,
    });
    if (outcome.renamedFrom !== undefined) {
      ports.log.notice(
        `The artifact name ${outcome.renamedFrom} was already used in this workflow run, so the reports were uploaded as ${outcome.artifact.name}`,
      );
    }
  }
  const name = outcome.ok ? outcome.artifact.name : set.artifactName;
  return {
    ok: outcome.ok,
    url: outcome.ok ? artifactUrlOf(ctx, outcome.artifact.id) : undefined,
    htmlUrl: await uploadHtml(set, name, ctx, ports, notes),
  };
}

/**
 * The HTML report as its own artifact, unzipped: the service names it after the
 * file, so it is copied to `<artifact name>.html` (unique in the run as the zipped
 * artifact's name is) in a folder the zipped artifact does not hold.
 */
async function uploadHtml(
  set: ReportSet,
  artifactName: string,
  ctx: RunContext,
  ports: GatePorts,
  notes: string[],
): Promise<string | undefined> {
  if (set.htmlFile === null) return undefined;
  let reason: string;
  try {
    const file = path.join(set.dir, HTML_ARTIFACT_FOLDER, htmlArtifactName(artifactName));
    ports.files.copy(set.htmlFile, file);
    const outcome = await ports.artifact.uploadFile(file);
    if (outcome.ok) return artifactUrlOf(ctx, outcome.artifact.id);
    if (outcome.skipped) return undefined;
    reason = outcome.reason;
  } catch (error) {
    reason = describeThrown(error);
  }
  ports.log.warning(
    `AgentVerity could not upload the HTML report on its own: ${reason}. It is in the zipped artifact and on the runner in ${set.htmlFile}.`,
  );
  notes.push(htmlUploadFailureNote(reason));
  return undefined;
}

/** The pull request the run is about: null without one, or with the API's error. */
async function resolvePullRequest(
  github: GithubPorts | null,
): Promise<{ pr: ResolvedPullRequest | null; error: unknown }> {
  if (github === null) return { pr: null, error: null };
  try {
    return { pr: await github.pullRequests.resolve(), error: null };
  } catch (e) {
    return { pr: null, error: apiError('find the pull request', e) };
  }
}

const NO_PART: PullRequestPart = {
  section: '',
  materialSection: '',
  dataBlock: null,
  materialDataBlock: '',
  comment: true,
};

async function commentStep(
  set: ReportSet,
  settings: ActionSettings,
  ctx: RunContext,
  ports: GatePorts,
  found: { pr: ResolvedPullRequest | null; error: unknown },
  part: PullRequestPart,
  links: string,
): Promise<string> {
  const github = ports.github;
  if (settings.comment === 'never') return '';
  if (set.commentSkipped !== null) {
    ports.log.info(set.commentSkipped);
    return '';
  }
  if (github === null) {
    if (/^(pull_request|workflow_run)/.test(ctx.eventName)) {
      ports.log.warning('AgentVerity: github-token is empty, so no PR comment was written');
    }
    return '';
  }
  if (!part.comment) return '';
  try {
    if (found.error !== null) throw found.error;
    if (found.pr === null) {
      ports.log.info('AgentVerity: no pull request for this event, so no comment');
      return '';
    }
    const sticky = await github.comment.upsert(
      found.pr.number,
      commentContentOf(set, part, links),
      settings.comment,
    );
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
 * The comment: the data block right after the marker, the key's line, the run's
 * one Markdown, the links and the mode's section, scrubbed of secrets. Its digest
 * is over the material (the result, not this run's links and times), so that under
 * `on-change` a new run of the same result leaves the comment alone.
 */
export function commentContentOf(
  set: Pick<ReportSet, 'commentPrefix' | 'markdown' | 'material' | 'secrets'>,
  part: PullRequestPart,
  links: string,
): CommentContent {
  const head = `${part.dataBlock === null ? '' : `${part.dataBlock}\n`}${set.commentPrefix}`;
  const body = `${head}${set.markdown}${links}${part.section}`;
  const material = `${part.materialDataBlock}${set.commentPrefix}${set.material}${part.materialSection}`;
  return {
    body: scrubSecrets(body, set.secrets),
    contentDigest: digestOf(scrubSecrets(material, set.secrets)),
  };
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
 * Deliver a report set. Never throws for a failed delivery: only a file that
 * cannot be written on the runner throws, before anything else happens.
 */
export async function deliverReportSet(
  set: ReportSet,
  settings: ActionSettings,
  ctx: RunContext,
  ports: GatePorts,
): Promise<void> {
  const outputs = new StepOutputs(ports.outputs);
  writeLocal(set, ports, outputs);

  const notes: string[] = [];
  const uploaded = await upload(set, settings, ctx, ports, outputs, notes);
  const wantsComment = settings.comment !== 'never' && set.commentSkipped === null;
  const found =
    set.pullRequest !== null || wantsComment
      ? await resolvePullRequest(ports.github)
      : { pr: null, error: null };
  const part =
    set.pullRequest === null
      ? NO_PART
      : await set.pullRequest({
          github: ports.github,
          pr: found.pr,
          log: ports.log,
          uploaded: uploaded.ok,
        });
  const links = reportLinks(uploaded.url, uploaded.htmlUrl);

  await ports.summary.write(
    scrubSecrets(`${set.markdown}${links}${part.section}${deliveryNote(notes)}`, set.secrets),
  );
  outputs.set('comment-url', await commentStep(set, settings, ctx, ports, found, part, links));
  outputs.complete(set.completeWith);

  if (set.fails) {
    ports.log.fail(
      `AgentVerity${set.what === 'gate' ? '' : ` ${set.what}`}: ${set.status} (exit ${set.exitCode}): ${terminalSafeLines(set.headline, 2000)}`,
    );
  }
}

/** The comment key's line before the report (none for the default key). */
export function commentKeyLine(commentKey: string): string {
  return commentKey === '' ? '' : `<sub>${markdownText(commentKey, 100)}</sub>\n\n`;
}
