// One step of a mode that reports (gate, merge, bench, cases), the same for every
// one: the mode's preparation, the workspace check, its files, its use case, then
// its one report set through the one delivery (delivery.ts). Never throws: a
// refusal or an internal error fails the step with one message and `exitCodeOf`
// (src/errors.ts) as the `exit-code` output; evidence written before a failure
// or an interruption still goes into the artifact.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import {
  openTelemetry,
  watchStrayErrors,
  writeTextFile as writeReportFile,
  type AppIo,
  type Telemetry,
} from '../app/index.js';
import { Refusal } from '../app/vocabulary.js';
import { describeThrown } from '../core/util/thrown.js';
import { EXIT, exitCodeOf, isInterrupted, type Interrupted } from '../errors.js';
import { terminalSafeLines } from '../render/escape.js';
import {
  actionLog,
  actionOutputs,
  artifactService,
  githubPorts,
  jobSummary,
  runnerFiles,
} from './actions-ports.js';
import type { RunContext } from './context.js';
import { uploadNameOf } from './deliver.js';
import { deliverReportSet, type ReportSet } from './delivery.js';
import type { ActionSettings } from './inputs.js';
import { makeOctokit } from './octokit.js';
import { StepOutputs } from './outputs.js';
import type { GatePorts } from './ports.js';
import { secretValues } from './secrets.js';
import { stepIo } from './step-files.js';
import { checkWorkspace } from './workspace.js';

/** Where a step keeps its files: the evidence first, every report beside it. */
export interface StepFolder {
  readonly dir: string;
  readonly evidence: string;
}

/** What a step of a reporting mode is given once its use case has run. */
export interface Evaluated<F extends StepFolder> {
  readonly settings: ActionSettings;
  readonly ctx: RunContext;
  readonly files: F;
  readonly workdir: string;
  /** The use case's exit code (its verdict's). */
  readonly exitCode: number;
  readonly secrets: readonly string[];
}

/** A mode that reports: its row in the mode table (modes.ts). */
export interface ReportingMode<F extends StepFolder, R> {
  /** The comment key when the workflow names none ('' for the gate's). */
  readonly commentKey: string;
  /** The assessment's summary span goes to the user's OpenTelemetry provider. */
  readonly telemetry: boolean;
  /** Before anything else (`mode: merge` downloads the shards): the settings to run with. */
  prepare?(
    settings: ActionSettings,
    ctx: RunContext,
    env: NodeJS.ProcessEnv,
  ): Promise<ActionSettings>;
  /** The step's fresh folder (and what it needs to know first, as the gate's baseline). */
  files(settings: ActionSettings, ctx: RunContext, workdir: string): Promise<F>;
  /** The use case: its evidence written to `files.evidence` before any report. */
  evaluate(
    settings: ActionSettings,
    ctx: RunContext,
    files: F,
    workdir: string,
    io: AppIo,
  ): Promise<R | Interrupted>;
  exitCodeOf(result: R): number;
  /** The one report set of the result (delivery.ts). */
  reportSet(result: R, step: Evaluated<F>): ReportSet;
}

/** The app's ports in the runner: the log gets plain lines (agent text already made safe). */
function actionIo(
  cwd: string,
  env: NodeJS.ProcessEnv,
  telemetry: Telemetry | null,
  secrets: readonly string[],
): AppIo {
  return { ...stepIo(cwd, env), ...(telemetry === null ? {} : { telemetry }), secrets };
}

/** Run one step of a reporting mode; never throws. */
export async function reportStep<F extends StepFolder, R>(
  given: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  mode: ReportingMode<F, R>,
): Promise<void> {
  const named: ActionSettings =
    given.commentKey === '' && mode.commentKey !== ''
      ? { ...given, commentKey: mode.commentKey }
      : given;
  const workdir = path.resolve(ctx.workspace, named.workingDirectory);
  // The assessment's summary span, to the user's OpenTelemetry provider (if the
  // workspace has the API and its setup registered one), sent after the delivery.
  const telemetry = mode.telemetry
    ? openTelemetry({ cwd: workdir, env, log: (text) => void process.stdout.write(text) })
    : null;
  try {
    await step(named, ctx, env, workdir, telemetry, mode);
  } finally {
    await telemetry?.flush();
  }
}

async function step<F extends StepFolder, R>(
  given: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  workdir: string,
  telemetry: Telemetry | null,
  mode: ReportingMode<F, R>,
): Promise<void> {
  const stray = watchStrayErrors((text) => process.stdout.write(text));
  let settings = given;
  let files: F | undefined;
  let set: ReportSet;
  try {
    if (mode.prepare !== undefined) settings = await mode.prepare(settings, ctx, env);
    checkWorkspace(settings, ctx, workdir);
    files = await mode.files(settings, ctx, workdir);
    const secrets = secretValues(env, settings);
    const io = actionIo(workdir, env, telemetry, secrets);
    const evaluated = await mode.evaluate(settings, ctx, files, workdir, io);
    if (isInterrupted(evaluated)) {
      const outputs = new StepOutputs(actionOutputs());
      await keepEvidence(files, settings, ctx, env, outputs);
      reportInterrupted(evaluated, files, outputs);
      return;
    }
    // An error no call awaited (the agent's timer, an unhandled promise) makes
    // the result untrusted. Within a run it makes the evidence incomplete before
    // the evidence is written, so the verdict says so; one that escaped while no
    // run had sealed its evidence would leave reports saying what the step does
    // not: no verdict then, the step is refused (exit 2) and the evidence kept.
    const exitCode = mode.exitCodeOf(evaluated);
    if (stray.finalCode(exitCode) !== exitCode) {
      throw new Refusal(
        'action.stray-errors',
        'an error escaped outside any call before the verdict was reached (the log names it), so this step reports no verdict',
      );
    }
    set = mode.reportSet(evaluated, { settings, ctx, files, workdir, exitCode, secrets });
  } catch (error) {
    // A run that stopped after its calls (the agent cannot answer, a fatal error)
    // wrote its evidence, marked incomplete: it goes into the artifact too.
    const outputs = new StepOutputs(actionOutputs());
    await keepEvidence(files, settings, ctx, env, outputs);
    refuse(error, outputs);
    return;
  }
  try {
    await deliverReportSet(set, settings, ctx, deliveryPorts(settings, ctx, env));
  } catch (error) {
    // Only a report file that cannot be written on the runner gets here, before any
    // upload: the evidence, written before it, still goes into the artifact.
    const outputs = new StepOutputs(actionOutputs());
    await keepEvidence(files, settings, ctx, env, outputs);
    refuse(error, outputs);
  }
}

/** The delivery's ports on the runner: files, outputs, log, artifact, summary, and the REST API when there is a token and a repository. */
function deliveryPorts(
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
): GatePorts {
  const repo = ctx.repo;
  const octokit =
    settings.token !== '' && repo !== null ? makeOctokit(settings.token, retryBase(env)) : null;
  return {
    files: runnerFiles(writeReportFile),
    outputs: actionOutputs(),
    log: actionLog(),
    artifact: artifactService(ctx, settings, env),
    summary: jobSummary(),
    github:
      octokit === null || repo === null ? null : githubPorts(octokit, settings, { ...ctx, repo }),
  };
}

export function retryBase(env: NodeJS.ProcessEnv): number {
  const value = Number(env['AGENTVERITY_API_RETRY_BASE_MS']);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

/**
 * A run that ended before its reports, with its evidence on the runner: the
 * evidence is named in the outputs and uploaded as the artifact (unless
 * `upload-evidence: false`). A failed upload is a warning; the file stays on disk.
 */
async function keepEvidence(
  files: StepFolder | undefined,
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  outputs: StepOutputs,
): Promise<void> {
  if (files === undefined || !existsSync(files.evidence)) return;
  outputs.set('evidence-path', files.evidence);
  if (!settings.uploadEvidence) return;
  let reason: string;
  try {
    const outcome = await artifactService(ctx, settings, env).upload(
      [files.evidence],
      files.dir,
      uploadNameOf(settings),
    );
    if (outcome.ok) {
      outputs.setAll({
        'artifact-id': String(outcome.artifact.id),
        'artifact-name': outcome.artifact.name,
      });
      return;
    }
    if (outcome.skipped) return;
    reason = outcome.reason;
  } catch (error) {
    reason = describeThrown(error);
  }
  core.warning(
    `AgentVerity could not upload the evidence as an artifact: ${terminalSafeLines(reason, 2000)}. It is on the runner in ${files.evidence}.`,
  );
}

/** Cancelled before an assessment: the exit code and the evidence so far, nothing else. */
function reportInterrupted(
  stopped: Interrupted,
  files: Pick<StepFolder, 'evidence'>,
  outputs: StepOutputs = new StepOutputs(actionOutputs()),
): void {
  const evidence = stopped.evidencePath ?? files.evidence;
  outputs.setAll({ 'exit-code': String(EXIT.interrupted), 'evidence-path': evidence });
  outputs.complete({ promoted: 'false' });
  core.setFailed(
    `AgentVerity was interrupted before an assessment (exit ${EXIT.interrupted}); the evidence collected so far is in ${evidence}`,
  );
}

/** A refusal (bad input, unusable evidence) or an internal error: the step fails with one clear message. */
export function refuse(error: unknown, outputs = new StepOutputs(actionOutputs())): void {
  const code = exitCodeOf(error);
  outputs.setAll({
    status: code === EXIT.unusable ? 'refused' : 'error',
    'exit-code': String(code),
  });
  outputs.complete({ promoted: 'false' });
  if (code === EXIT.unusable) {
    core.setFailed(`AgentVerity: ${terminalSafeLines(describeThrown(error), 8000)}`);
    return;
  }
  const detail = terminalSafeLines(describeThrown(error), 4000);
  core.setFailed(`AgentVerity: internal error (please report it): ${detail}`);
  if (process.env['AGENTVERITY_DEBUG'] && error instanceof Error && error.stack) {
    core.debug(error.stack);
  }
}
