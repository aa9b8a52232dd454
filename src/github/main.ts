// The Action's `gate` mode, in the order DESIGN.md §2 and §6 fix: settings, then
// evidence (a live run or recorded runs), the assessment and the baseline check —
// and only then delivery (deliver.ts): every file under $RUNNER_TEMP/agentverity/
// and the step's outputs before any network call, then one artifact upload, the
// job summary and the sticky PR comment. `mode: promote` goes to promote.ts;
// `mode: merge` downloads the run's shard artifacts (shards.ts) and then is the gate.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { Refusal } from '../app/vocabulary.js';
import { describeThrown } from '../core/util/thrown.js';
import { EXIT, exitCodeOf, isInterrupted, type Interrupted } from '../errors.js';
import { terminalSafeLines } from '../render/escape.js';
import {
  openTelemetry,
  watchStrayErrors,
  writeRefusal,
  writeTextFile as writeReportFile,
  type AppIo,
  type Telemetry,
} from '../app/index.js';
import {
  actionLog,
  actionOutputs,
  artifactService,
  githubPorts,
  jobSummary,
  runnerFiles,
} from './actions-ports.js';
import { judgeWorkspace, readRunContext, type RunContext } from './context.js';
import { artifactServiceMissing, downloadRunArtifact, listRunArtifacts } from './artifact.js';
import { deliver, uploadNameOf } from './deliver.js';
import { envInputReader, readSettings, type ActionSettings } from './inputs.js';
import { makeOctokit } from './octokit.js';
import { StepOutputs } from './outputs.js';
import { runPromote } from './promote.js';
import { CANDIDATE_FILE } from './record.js';
import { secretValues } from './secrets.js';
import { downloadShards } from './shards.js';
import {
  benchFilesIn,
  deliverBench,
  DEFAULT_BENCH_COMMENT_KEY,
  evaluateBench,
  type BenchFiles,
} from './bench.js';
import {
  casesFilesIn,
  deliverCases,
  DEFAULT_CASES_COMMENT_KEY,
  evaluateCases,
  type CasesFiles,
} from './cases.js';
import type { GatePorts } from './ports.js';
import { stepIo } from './report-delivery.js';
import type { BenchSettings } from '../app/bench-run.js';
import type { CasesOutcome, CasesSettings } from '../app/cases-run.js';

import {
  evaluate,
  fails,
  loadsWorkspaceCode,
  readBaselineIfAny,
  type ReportFiles,
  type Result,
} from './evaluate.js';

/** The app's ports in the runner: the log gets plain lines (agent text already made safe). */
function actionIo(
  cwd: string,
  env: NodeJS.ProcessEnv,
  telemetry: Telemetry,
  secrets: readonly string[],
): AppIo {
  return { ...stepIo(cwd, env), telemetry, secrets };
}

/** A fresh folder for this step's files: a second step in the same job gets its own. */
function reportDir(ctx: RunContext): string {
  const root = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity');
  let dir = root;
  try {
    for (let n = 2; existsSync(path.join(dir, 'report.json')); n++)
      dir = path.join(root, `step-${n}`);
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    // A full disk, or a file where the folder goes: a refusal naming it, not an internal error.
    throw writeRefusal(error, dir);
  }
  return dir;
}

/** The step's files, all in one fresh folder. */
function reportFilesIn(dir: string, settings: ActionSettings, hasBaseline: boolean): ReportFiles {
  return {
    dir,
    evidence: path.join(dir, 'evidence.json'),
    report: path.join(dir, 'report.json'),
    junit: path.join(dir, 'junit.xml'),
    summary: path.join(dir, 'summary.md'),
    // The suite holds raw inputs: redaction keeps it out of the artifact.
    suite: settings.suite === undefined || settings.redact ? null : path.join(dir, 'suite.json'),
    check: hasBaseline ? path.join(dir, 'baseline-check.json') : null,
    candidate: path.join(dir, CANDIDATE_FILE),
  };
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

/** Refuse a working directory that is not there, and fork code under a privileged event. */
function checkWorkspace(settings: ActionSettings, ctx: RunContext, workdir: string): void {
  if (!existsSync(workdir) || !statSync(workdir).isDirectory()) {
    throw new Refusal(
      'action.working-directory',
      "the working directory does not exist (input 'working-directory')",
      workdir,
    );
  }
  if (!loadsWorkspaceCode(settings)) return;
  const verdict = judgeWorkspace(ctx, workspaceHead(workdir));
  if (verdict.untrusted && !settings.allowUntrustedCode) {
    throw new Refusal(
      'action.untrusted-code',
      `refusing to load agent code: ${verdict.reason}. Evaluate the PR in a \`pull_request\` workflow (no secrets, read-only token) and comment from \`workflow_run\` with the evidence artifact (examples/workflows/agentverity-comment.yml); set \`allow-untrusted-code: true\` only if this checkout is trusted`,
    );
  }
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
    // The token, the agent's header values and credential-named environment
    // values (model keys) are masked by the runner in the log as well.
    for (const secret of secretValues(env, settings)) core.setSecret(secret);
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

  if (settings.source.kind === 'bench') {
    await sideStep(
      settings,
      ctx,
      env,
      benchMode(settings.source.options, ctx, env, secretValues(env, settings)),
    );
    return;
  }
  if (settings.source.kind === 'cases') {
    await sideStep(
      settings,
      ctx,
      env,
      casesMode(settings.source.options, ctx, env, secretValues(env, settings)),
    );
    return;
  }

  const workdir = path.resolve(ctx.workspace, settings.workingDirectory);
  // The assessment's summary span, to the user's OpenTelemetry provider (if the
  // workspace has the API and its setup registered one), sent after the delivery.
  const telemetry = openTelemetry({
    cwd: workdir,
    env,
    log: (text) => void process.stdout.write(text),
  });
  try {
    await gate(settings, ctx, env, workdir, telemetry);
  } finally {
    await telemetry.flush();
  }
}

/** The gate: evaluate, then deliver the reports; never throws. */
async function gate(
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  workdir: string,
  telemetry: Telemetry,
): Promise<void> {
  const stray = watchStrayErrors((text) => process.stdout.write(text));
  let files: ReportFiles | undefined;
  let result: Result;
  try {
    // `mode: merge`: the shard artifacts become the recorded evidence, then the gate's flow.
    if (settings.source.kind === 'merge') settings = await mergeSource(settings, ctx, env);
    checkWorkspace(settings, ctx, workdir);
    const baseline = await readBaselineIfAny(settings, workdir);
    files = reportFilesIn(reportDir(ctx), settings, baseline !== null);
    const io = actionIo(workdir, env, telemetry, secretValues(env, settings));
    const evaluated = await evaluate(settings, ctx, files, workdir, io, baseline);
    if (isInterrupted(evaluated)) {
      const outputs = new StepOutputs(actionOutputs());
      await keepEvidence(files, settings, ctx, env, outputs);
      reportInterrupted(evaluated, files, outputs);
      return;
    }
    // An error no call awaited (the agent's timer, an unhandled promise) makes
    // the result untrusted: exit 2, as in the CLI.
    const exitCode = stray.finalCode(evaluated.exitCode);
    result = exitCode === evaluated.exitCode ? evaluated : { ...evaluated, exitCode };
  } catch (error) {
    // A run that stopped after its calls (the agent cannot answer, a fatal error)
    // wrote its evidence, marked incomplete: it goes into the artifact too.
    const outputs = new StepOutputs(actionOutputs());
    await keepEvidence(files, settings, ctx, env, outputs);
    refuse(error, outputs);
    return;
  }

  try {
    await deliver(
      {
        settings,
        ctx,
        result,
        files,
        secrets: secretValues(env, settings),
        fails: fails(settings, result),
      },
      deliveryPorts(settings, ctx, env),
    );
  } catch (error) {
    // Only a report file that cannot be written on the runner gets here, before any
    // upload: the evidence, written before it, still goes into the artifact.
    const outputs = new StepOutputs(actionOutputs());
    await keepEvidence(files, settings, ctx, env, outputs);
    refuse(error, outputs);
  }
}

/**
 * `mode: merge`: download the shard artifacts of this run into a fresh folder
 * under RUNNER_TEMP and return the settings that assess their evidence files as
 * recorded evidence (the engine's merge judges whether they belong together).
 */
async function mergeSource(
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
): Promise<ActionSettings> {
  if (settings.source.kind !== 'merge') return settings;
  if (artifactServiceMissing(env)) {
    throw new Refusal(
      'action.shard-download',
      "mode 'merge' reads the shard artifacts of this workflow run, but there is no artifact service in this environment (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set)",
    );
  }
  let root: string;
  const base = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity-shards-');
  try {
    mkdirSync(path.dirname(base), { recursive: true });
    root = mkdtempSync(base);
  } catch (error) {
    throw writeRefusal(error, base);
  }
  const shards = await downloadShards(
    settings.artifactPattern,
    root,
    { list: listRunArtifacts, download: downloadRunArtifact },
    (line) => core.info(line),
  );
  core.info(`AgentVerity: merging ${shards.length} shard artifact(s) as recorded evidence`);
  return {
    ...settings,
    source: {
      kind: 'import',
      options: { ...settings.source.options, evidence: shards.map((s) => s.evidence) },
    },
  };
}

/**
 * A mode that is not the gate (`bench`, `cases`): what it runs and how it
 * delivers. The step around it (sideStep) is the same for every one.
 */
interface SideMode<F extends { readonly dir: string; readonly evidence: string }, R> {
  /** Its own sticky comment, beside the gate's, unless the workflow names a key. */
  readonly commentKey: string;
  files(runnerTemp: string | null): F;
  /** The evidence written to `files.evidence` before the report; null when interrupted. */
  evaluate(files: F, workdir: string): Promise<R | null>;
  exitCodeOf(result: R): number;
  deliver(
    result: R,
    d: {
      settings: ActionSettings;
      files: F;
      workdir: string;
      exitCode: number;
      secrets: readonly string[];
    },
    ports: GatePorts,
  ): Promise<void>;
}

/** `mode: bench`: run or read the agents' outcomes, then deliver the comparison. */
function benchMode(
  options: BenchSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  secrets: readonly string[],
) {
  return {
    commentKey: DEFAULT_BENCH_COMMENT_KEY,
    files: benchFilesIn,
    evaluate: (files: BenchFiles, workdir: string) =>
      evaluateBench(options, files, workdir, env, secrets),
    exitCodeOf: (r: NonNullable<Awaited<ReturnType<typeof evaluateBench>>>) =>
      r.report.verdict.exitCode,
    deliver: (r, d, ports) =>
      deliverBench({ ...d, ctx, report: r.report, obtained: r.obtained }, ports),
  } satisfies SideMode<BenchFiles, NonNullable<Awaited<ReturnType<typeof evaluateBench>>>>;
}

/** `mode: cases`: run the stateful system on its cases (or read their evidence), then deliver. */
function casesMode(
  options: CasesSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  secrets: readonly string[],
) {
  return {
    commentKey: DEFAULT_CASES_COMMENT_KEY,
    files: casesFilesIn,
    evaluate: (files: CasesFiles, workdir: string) =>
      evaluateCases(options, files, workdir, env, secrets),
    exitCodeOf: (r: CasesOutcome) => r.report.exitCode,
    deliver: (r, d, ports) => deliverCases({ ...d, ctx, outcome: r }, ports),
  } satisfies SideMode<CasesFiles, CasesOutcome>;
}

/** A non-gate mode's step: evaluate, then deliver; never throws. */
async function sideStep<F extends { readonly dir: string; readonly evidence: string }, R>(
  given: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
  mode: SideMode<F, R>,
): Promise<void> {
  const settings: ActionSettings = {
    ...given,
    commentKey: given.commentKey === '' ? mode.commentKey : given.commentKey,
  };
  const workdir = path.resolve(ctx.workspace, settings.workingDirectory);
  const stray = watchStrayErrors((text) => process.stdout.write(text));
  let files: F | undefined;
  let evaluated: R | null;
  try {
    checkWorkspace(settings, ctx, workdir);
    files = mode.files(ctx.runnerTemp);
    evaluated = await mode.evaluate(files, workdir);
    if (evaluated === null) {
      const outputs = new StepOutputs(actionOutputs());
      await keepEvidence(files, settings, ctx, env, outputs);
      reportInterrupted(
        { kind: 'interrupted', signal: 'SIGINT', evidencePath: files.evidence },
        files,
        outputs,
      );
      return;
    }
  } catch (error) {
    const outputs = new StepOutputs(actionOutputs());
    await keepEvidence(files, settings, ctx, env, outputs);
    refuse(error, outputs);
    return;
  }
  try {
    await mode.deliver(
      evaluated,
      {
        settings,
        files,
        workdir,
        secrets: secretValues(env, settings),
        // An error no call awaited makes the result untrusted: exit 2, as in the CLI.
        exitCode: stray.finalCode(mode.exitCodeOf(evaluated)),
      },
      deliveryPorts(settings, ctx, env),
    );
  } catch (error) {
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

function retryBase(env: NodeJS.ProcessEnv): number {
  const value = Number(env['AGENTVERITY_API_RETRY_BASE_MS']);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
}

/**
 * A run that ended before its reports, with its evidence on the runner: the
 * evidence is named in the outputs and uploaded as the artifact (unless
 * `upload-evidence: false`). A failed upload is a warning; the file stays on disk.
 */
async function keepEvidence(
  files: Pick<ReportFiles, 'evidence' | 'dir'> | undefined,
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
  files: Pick<ReportFiles, 'evidence'>,
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
function refuse(error: unknown, outputs = new StepOutputs(actionOutputs())): void {
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
