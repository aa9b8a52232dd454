// The delivery of a report set that is not the gate's (`mode: bench`, `mode:
// cases`), in the gate's order: every file on the runner and the step's outputs
// first, then the log, one artifact upload, the job summary and the sticky PR
// comment (under the step's comment key). A failed upload or comment is a
// warning noted in the summary and never loses a report; whether the step fails
// is decided last, from the exit code the core decided and `fail-on`.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeRefusal } from '../app/files.js';
import { clockFrom, diskFiles, type AppIo } from '../app/ports.js';
import { digestOf } from '../app/index.js';
import { EXIT } from '../errors.js';
import { terminalSafeLines } from '../render/escape.js';
import { deliveryNote, uploadFailureNote } from '../render/github/delivery.js';
import { SUMMARY_BUDGET_BYTES } from '../render/index.js';
import { apiError } from './comment.js';
import type { RunContext } from './context.js';
import { noteCommentFailure } from './deliver.js';
import { COMMENT_BUDGET_BYTES } from './gate-report.js';
import type { ActionSettings } from './inputs.js';
import { StepOutputs } from './outputs.js';
import type { GatePorts } from './ports.js';
import { artifactUrl as artifactUrlOf } from './urls.js';

/**
 * A fresh folder for one step's files under RUNNER_TEMP (`folder`, then
 * `folder/step-2` …, judged by whether `marker` is already there), so a second
 * step of the same mode in the same job gets its own.
 */
export function freshStepDir(runnerTemp: string | null, folder: string, marker: string): string {
  const root = path.join(runnerTemp ?? os.tmpdir(), folder);
  let dir = root;
  try {
    for (let n = 2; existsSync(path.join(dir, marker)); n++) dir = path.join(root, `step-${n}`);
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw writeRefusal(error, dir);
  }
  return dir;
}

/** The files of one non-gate step, all in one fresh folder. */
export interface StepFiles {
  readonly dir: string;
  readonly evidence: string;
  readonly report: string;
  readonly junit: string;
  readonly html: string;
  readonly summary: string;
}

/** `<prefix>-evidence.json`, `<prefix>-report.json`, `<prefix>-report.html`, junit.xml and summary.md in a fresh folder. */
export function stepFilesIn(runnerTemp: string | null, prefix: string): StepFiles {
  const dir = freshStepDir(runnerTemp, `agentverity-${prefix}`, `${prefix}-report.json`);
  return {
    dir,
    evidence: path.join(dir, `${prefix}-evidence.json`),
    report: path.join(dir, `${prefix}-report.json`),
    junit: path.join(dir, 'junit.xml'),
    html: path.join(dir, `${prefix}-report.html`),
    summary: path.join(dir, 'summary.md'),
  };
}

/** The app's ports for a step on the runner: progress lines in the log. */
export function stepIo(
  cwd: string,
  env: NodeJS.ProcessEnv,
  secrets: readonly string[] = [],
): AppIo {
  return {
    cwd,
    env,
    secrets,
    files: diskFiles(),
    clock: clockFrom(env),
    log: (text) => void process.stdout.write(text),
    liveProgress: false,
  };
}

/** Room the summary leaves for the toolkit and a delivery note. */
const SUMMARY_RESERVE_BYTES = 32 * 1024;

/** One step's reports, rendered and ready to deliver. */
export interface ReportSet {
  /** What the messages call it: `bench`, `cases`. */
  readonly what: string;
  /** The folder holding every file of the step (the artifact's root). */
  readonly dir: string;
  /** The evidence file in `dir`, left out of the artifact when `upload-evidence` is false. */
  readonly evidenceFile: string;
  /** The evidence as the `evidence-path` output names it. */
  readonly evidencePath: string;
  readonly reportFile: string;
  readonly junitFile: string;
  /** The files to write, in order (the evidence is already on disk). */
  readonly writes: readonly { readonly file: string; readonly text: string }[];
  readonly status: string;
  readonly exitCode: number;
  readonly headline: string;
  /** The text report for the log group (secrets already scrubbed). */
  readonly text: string;
  /** The Markdown at a budget, with the artifact's link when known (secrets already scrubbed). */
  readonly markdown: (budgetBytes: number, artifactUrl?: string) => string;
}

/** Deliver a report set. Never throws for a failed delivery; only a file that cannot be written throws, first. */
export async function deliverReportSet(
  set: ReportSet,
  settings: ActionSettings,
  ctx: RunContext,
  ports: GatePorts,
): Promise<void> {
  const outputs = new StepOutputs(ports.outputs);
  for (const w of set.writes) ports.files.write(w.file, w.text);
  outputs.setAll({
    status: set.status,
    'exit-code': String(set.exitCode),
    'report-path': set.reportFile,
    'junit-path': set.junitFile,
    'evidence-path': set.evidencePath,
  });
  ports.log.group(`AgentVerity ${set.what}: ${set.headline}`, terminalSafeLines(set.text, 200_000));
  ports.log.info(
    `AgentVerity wrote ${set.dir}: ${set.writes.map((w) => w.file.slice(set.dir.length + 1)).join(', ')}`,
  );

  const notes: string[] = [];
  const list = ports.files
    .list(set.dir)
    .filter((f) => settings.uploadEvidence || f !== set.evidenceFile);
  let url: string | undefined;
  const outcome = await ports.artifact.upload(list, set.dir, settings.artifactName);
  if (outcome.ok) {
    outputs.setAll({
      'artifact-id': String(outcome.artifact.id),
      'artifact-name': outcome.artifact.name,
    });
    url = artifactUrlOf(ctx, outcome.artifact.id);
  } else if (outcome.skipped) {
    ports.log.info(`AgentVerity: ${outcome.reason}`);
  } else {
    ports.log.warning(
      `AgentVerity could not upload the ${set.what} reports as an artifact: ${outcome.reason}. They are on the runner in ${set.dir}.`,
    );
    notes.push(uploadFailureNote(outcome.reason));
  }

  await ports.summary.write(
    `${set.markdown(SUMMARY_BUDGET_BYTES - SUMMARY_RESERVE_BYTES, url)}${deliveryNote(notes)}`,
  );
  outputs.set('comment-url', await comment(set, settings, ctx, ports, url));
  outputs.complete({ promoted: 'false', blind: '', admitted: '' });

  if (set.exitCode !== EXIT.clean && settings.failOn.exitCodes.has(set.exitCode)) {
    ports.log.fail(
      `AgentVerity ${set.what}: ${set.status} (exit ${set.exitCode}): ${terminalSafeLines(set.headline, 2000)}`,
    );
  }
}

async function comment(
  set: ReportSet,
  settings: ActionSettings,
  ctx: RunContext,
  ports: GatePorts,
  artifactUrl: string | undefined,
): Promise<string> {
  if (settings.comment === 'never') return '';
  const github = ports.github;
  if (github === null) {
    if (/^(pull_request|workflow_run)/.test(ctx.eventName)) {
      ports.log.warning('AgentVerity: github-token is empty, so no PR comment was written');
    }
    return '';
  }
  try {
    let pr;
    try {
      pr = await github.pullRequests.resolve();
    } catch (error) {
      throw apiError('find the pull request', error);
    }
    if (pr === null) {
      ports.log.info('AgentVerity: no pull request for this event, so no comment');
      return '';
    }
    const body = set.markdown(COMMENT_BUDGET_BYTES, artifactUrl);
    // The material content: the report without this run's artifact link.
    const material = set.markdown(COMMENT_BUDGET_BYTES);
    const sticky = await github.comment.upsert(
      pr.number,
      { body, contentDigest: digestOf(material) },
      settings.comment,
    );
    ports.log.info(`AgentVerity: PR comment ${sticky.action}: ${sticky.url}`);
    for (const w of sticky.warnings) ports.log.warning(`AgentVerity: ${w}`);
    return sticky.url;
  } catch (error) {
    await noteCommentFailure(error, ctx, ports);
    return '';
  }
}
