// `mode: bench`: the engine's bench use case (src/app/bench-run.ts) under the
// Action, delivered in the gate's order: the bench evidence and every report
// file on the runner and the step's outputs first, then one artifact upload, the
// job summary and the sticky PR comment comparing the agents (under its own
// comment key, so it never replaces the gate's). A failed upload or comment is a
// warning and never loses a report; whether the step fails is decided last, from
// the exit code the core decided.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assessBench,
  benchCommandFor,
  obtainBench,
  type BenchCommand,
  type BenchSettings,
  type ObtainedBench,
} from '../app/bench-run.js';
import { clockFrom, diskFiles, writeRefusal, type AppIo } from '../app/index.js';
import type { BenchReport } from '../core/bench/index.js';
import { describeThrown } from '../core/util/thrown.js';
import { digestOf } from '../evidence/index.js';
import { EXIT, isInterrupted } from '../errors.js';
import { renderBench, type BenchReportMeta } from '../render/bench/index.js';
import { terminalSafeLines } from '../render/escape.js';
import { commentFailureNote, deliveryNote, uploadFailureNote } from '../render/github/delivery.js';
import { SUMMARY_BUDGET_BYTES } from '../render/index.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { GithubApiError, apiError } from './comment.js';
import { pullRequestOfEvent, type RunContext } from './context.js';
import { COMMENT_BUDGET_BYTES } from './gate-report.js';
import { forAction } from './input-names.js';
import type { ActionSettings } from './inputs.js';
import { StepOutputs } from './outputs.js';
import type { GatePorts } from './ports.js';
import { scrubSecrets } from './secrets.js';
import { artifactUrl as artifactUrlOf } from './urls.js';

/** The comment key of a bench step that names none: its own sticky comment, beside the gate's. */
export const DEFAULT_BENCH_COMMENT_KEY = 'bench';

/** The files of one bench step, all in one fresh folder. */
export interface BenchFiles {
  readonly dir: string;
  readonly evidence: string;
  readonly report: string;
  readonly junit: string;
  readonly html: string;
  readonly summary: string;
}

/** A fresh folder under RUNNER_TEMP: a second bench step in the same job gets its own. */
export function benchFilesIn(runnerTemp: string | null): BenchFiles {
  const root = path.join(runnerTemp ?? os.tmpdir(), 'agentverity-bench');
  let dir = root;
  try {
    for (let n = 2; existsSync(path.join(dir, 'bench-report.json')); n++)
      dir = path.join(root, `step-${n}`);
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw writeRefusal(error, dir);
  }
  return {
    dir,
    evidence: path.join(dir, 'bench-evidence.json'),
    report: path.join(dir, 'bench-report.json'),
    junit: path.join(dir, 'junit.xml'),
    html: path.join(dir, 'bench-report.html'),
    summary: path.join(dir, 'summary.md'),
  };
}

/** The command of the agent runs obtained: several (run or recorded) compare, one is tested. */
export function benchCommandOf(runs: number): BenchCommand {
  return runs > 1 ? 'compare' : 'test';
}

/** The `status` output: what the exit code the core decided means for this command. */
export function benchStatus(report: BenchReport, code: number = report.verdict.exitCode): string {
  if (code === EXIT.unusable) return 'incomplete';
  if (report.command === 'test') return code === EXIT.clean ? 'passed' : 'failed';
  return code === EXIT.clean ? 'completed' : 'worse';
}

/** The bench's app ports on the runner: progress lines in the log. */
function benchIo(cwd: string, env: NodeJS.ProcessEnv): AppIo {
  return {
    cwd,
    env,
    files: diskFiles(),
    clock: clockFrom(env),
    log: (text) => void process.stdout.write(text),
    liveProgress: false,
  };
}

/**
 * Obtain and assess: the bench evidence is written to `files.evidence` (a live
 * run or an import) before the report exists; a bench evidence file given as
 * input is read where it is.
 */
export async function evaluateBench(
  options: BenchSettings,
  files: BenchFiles,
  workdir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ obtained: ObtainedBench; report: BenchReport } | null> {
  const settings: BenchSettings =
    options.evidence === undefined ? { ...options, evidenceOut: files.evidence } : options;
  try {
    const obtained = await obtainBench(benchCommandFor(settings), settings, benchIo(workdir, env), {
      ownsProcess: true,
    });
    if (isInterrupted(obtained)) return null;
    const command = benchCommandOf(obtained.runs.length);
    return { obtained, report: assessBench(command, obtained, settings) };
  } catch (error) {
    // A refusal names the inputs (`input 'runs'`), never a setting key or a flag.
    throw forAction(error);
  }
}

export interface BenchDelivery {
  readonly settings: ActionSettings;
  readonly ctx: RunContext;
  readonly report: BenchReport;
  readonly obtained: ObtainedBench;
  readonly files: BenchFiles;
  readonly workdir: string;
  readonly secrets: readonly string[];
  /** The step's exit code: the verdict's, or 2 when an error escaped outside any call. */
  readonly exitCode: number;
}

/** Markdown with the secrets the step knows of replaced (agent output is untrusted and may echo them). */
function markdown(d: BenchDelivery, budgetBytes: number, artifactUrl?: string): string {
  const meta: BenchReportMeta = {
    tool: { name: TOOL_NAME, version: VERSION },
    budgetBytes,
    ...(artifactUrl === undefined ? {} : { artifactUrl }),
  };
  return scrubSecrets(renderBench('markdown', d.report, meta), d.secrets);
}

/**
 * Deliver a bench result. Never throws for a failed delivery; only a report
 * file that cannot be written on the runner throws, before any network call.
 */
export async function deliverBench(d: BenchDelivery, ports: GatePorts): Promise<void> {
  const { report, files, settings, ctx } = d;
  const outputs = new StepOutputs(ports.outputs);
  const meta: BenchReportMeta = { tool: { name: TOOL_NAME, version: VERSION } };
  // Files first: the evidence is on disk already.
  ports.files.write(files.report, renderBench('json', report, meta));
  ports.files.write(files.junit, renderBench('junit', report, meta));
  ports.files.write(files.html, renderBench('html', report, meta));
  ports.files.write(files.summary, markdown(d, SUMMARY_BUDGET_BYTES - 32 * 1024));
  const evidencePath = path.resolve(d.workdir, d.obtained.evidencePath);
  outputs.setAll({
    status: benchStatus(report, d.exitCode),
    'exit-code': String(d.exitCode),
    'report-path': files.report,
    'junit-path': files.junit,
    'evidence-path': evidencePath,
  });
  ports.log.group(
    `AgentVerity bench: ${report.verdict.headline}`,
    terminalSafeLines(scrubSecrets(renderBench('text', report, meta), d.secrets), 200_000),
  );
  ports.log.info(
    `AgentVerity wrote ${files.dir}: bench-report.json, bench-report.html, junit.xml, summary.md`,
  );

  // One artifact: the reports, and the bench evidence unless upload-evidence is false.
  const notes: string[] = [];
  const list = ports.files
    .list(files.dir)
    .filter((f) => settings.uploadEvidence || f !== files.evidence);
  let url: string | undefined;
  const outcome = await ports.artifact.upload(list, files.dir, settings.artifactName);
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
      `AgentVerity could not upload the bench reports as an artifact: ${outcome.reason}. They are on the runner in ${files.dir}.`,
    );
    notes.push(uploadFailureNote(outcome.reason));
  }

  await ports.summary.write(
    `${markdown(d, SUMMARY_BUDGET_BYTES - 32 * 1024, url)}${deliveryNote(notes)}`,
  );
  outputs.set('comment-url', await commentBench(d, ports, url));
  outputs.complete({ promoted: 'false', blind: '', admitted: '' });

  const code = d.exitCode;
  if (code !== EXIT.clean && settings.failOn.exitCodes.has(code)) {
    ports.log.fail(
      `AgentVerity bench: ${benchStatus(report, code)} (exit ${code}): ${terminalSafeLines(report.verdict.headline, 2000)}`,
    );
  }
}

async function commentBench(
  d: BenchDelivery,
  ports: GatePorts,
  artifactUrl: string | undefined,
): Promise<string> {
  const { settings, ctx } = d;
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
    const body = markdown(d, COMMENT_BUDGET_BYTES, artifactUrl);
    // The material content: the report without the artifact link of this run.
    const material = markdown(d, COMMENT_BUDGET_BYTES);
    const sticky = await github.comment.upsert(
      pr.number,
      { body, contentDigest: digestOf(material) },
      settings.comment,
    );
    ports.log.info(`AgentVerity: PR comment ${sticky.action}: ${sticky.url}`);
    for (const w of sticky.warnings) ports.log.warning(`AgentVerity: ${w}`);
    return sticky.url;
  } catch (error) {
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
    return '';
  }
}
