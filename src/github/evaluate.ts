// The gate's evaluation, before any delivery: the evidence (a live run or
// recorded runs), the assessment, the baseline check and the candidate baseline
// the evidence admits — all through the app's use cases, as the CLI does.
// Nothing here touches the network.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  assessEvidence,
  candidateOf,
  checkAgainstBaseline,
  isoNow,
  obtainEvidence,
  casesFileOf,
  reportMetaOf,
  writeRecordedEvidence,
  readBaseline,
  readRegularFileOrNull,
  gateVerdict,
  Refusal,
  sameLabel,
  type AppIo,
  type GateBaselineState,
} from '../app/index.js';
import {
  type AdmissionRefusal,
  type Assessment,
  type Baseline,
  type CheckResult,
  type Evidence,
} from '../core/index.js';
import { isInterrupted, type Interrupted } from '../errors.js';
import { type ReportMeta } from '../render/index.js';
import { at, pullRequestAction, pullRequestOfEvent, type RunContext } from './context.js';
import { forAction } from './input-names.js';
import { runUrl } from './urls.js';
import type { ActionSettings } from './inputs.js';

/** The files of one step, all under `dir`. */
export interface ReportFiles {
  readonly dir: string;
  readonly evidence: string;
  readonly report: string;
  readonly junit: string;
  readonly html: string;
  readonly summary: string;
  readonly suite: string | null;
  readonly check: string | null;
  readonly candidate: string;
}

/** The outcome of the evidence and assessment, before any delivery. */
export interface Result {
  readonly assessment: Assessment;
  readonly evidence: Evidence;
  readonly meta: ReportMeta;
  readonly check: {
    readonly result: CheckResult;
    readonly baseline: Baseline;
    /** As the workflow gave it, and resolved. */
    readonly path: string;
    readonly file: string;
  } | null;
  readonly suitePath: string | null;
  readonly suiteText: string | null;
  readonly inputsPath: string | null;
  readonly admitted: boolean;
  /** Why the evidence does not admit a baseline (approval aside); empty when it does. */
  readonly admissionRefusals: readonly AdmissionRefusal[];
  /** The candidate baseline (approval null) when the evidence admits one. */
  readonly candidate: { readonly baseline: Baseline; readonly digest: string } | null;
  readonly exitCode: number;
  readonly status: string;
}

/** Whether `fail-on` fails the step for this result. */
export function fails(settings: ActionSettings, result: Result): boolean {
  // A shard's assessment covers part of the inputs: the merge job's is the verdict.
  if (settings.shard !== null) return false;
  const { exitCodes, statuses } = settings.failOn;
  if (exitCodes.has(result.exitCode) || statuses.has(result.assessment.status)) return true;
  // A baseline that drifted or could not be compared fails under its status even
  // when the assessment's own status (named first) decided the run.
  const check = result.check?.result;
  if (check?.status === 'drift' && statuses.has('drift')) return true;
  return check?.status === 'refused' && statuses.has('baseline-refused');
}

export async function readBaselineIfAny(
  settings: ActionSettings,
  workdir: string,
): Promise<{ baseline: Baseline; path: string; file: string } | null> {
  if (settings.baseline === null) return null;
  const file = path.resolve(workdir, settings.baseline.path);
  if (!existsSync(file)) {
    if (settings.baseline.explicit) {
      throw new Refusal(
        'action.baseline',
        `the baseline file does not exist (input 'baseline'); commit an approved baseline there or leave the input out`,
        file,
      );
    }
    return null;
  }
  return { baseline: await readBaseline(file), path: settings.baseline.path, file };
}

/**
 * Evaluate the gate: obtain the evidence and write it to `files.evidence`,
 * assess it, check it against the baseline, and build the candidate it admits.
 * A refusal names settings as the Action's inputs. A run stopped by a signal
 * returns `Interrupted` (the evidence collected so far is written).
 */
export async function evaluate(
  settings: ActionSettings,
  ctx: RunContext,
  files: ReportFiles,
  workdir: string,
  io: AppIo,
  baseline: { baseline: Baseline; path: string; file: string } | null,
): Promise<Result | Interrupted> {
  try {
    return await evaluateGate(settings, ctx, files, workdir, io, baseline);
  } catch (error) {
    throw forAction(error);
  }
}

async function evaluateGate(
  settings: ActionSettings,
  ctx: RunContext,
  files: ReportFiles,
  workdir: string,
  io: AppIo,
  baseline: { baseline: Baseline; path: string; file: string } | null,
): Promise<Result | Interrupted> {
  if (
    settings.source.kind === 'none' ||
    settings.source.kind === 'merge' ||
    settings.source.kind === 'bench' ||
    settings.source.kind === 'cases'
  ) {
    throw new Refusal('action.mode', "mode 'gate' needs an agent or recorded runs");
  }
  const live = settings.source.kind === 'run';
  const started = io.clock.now();
  // The Action owns its process: a cancelled job (SIGINT, then SIGTERM) still
  // writes the evidence collected so far, and an agent's process.exit() fails
  // its call instead of ending the step.
  const obtained = await obtainEvidence(
    live ? { ...settings.source.options, evidenceOut: files.evidence } : settings.source.options,
    io,
    { ownsProcess: live },
  );
  if (isInterrupted(obtained)) return obtained;
  if (obtained.kind !== 'evidence') throw new Error('the gate asked for no dry run');
  // Recorded runs become one evidence file of ours (ours, unredacted: copied byte for byte).
  const digest = live
    ? obtained.digest
    : writeRecordedEvidence(obtained, settings.redact, files.evidence, io);

  // A live run has no source files; imports name theirs in a refusal.
  const assessIo = {
    cwd: workdir,
    clock: io.clock,
    ...(io.telemetry === undefined ? {} : { telemetry: io.telemetry }),
  };
  const assessed = assessEvidence(obtained, assessIo, 'gate');
  const check: Result['check'] =
    baseline === null
      ? null
      : {
          result: checkAgainstBaseline(baseline.baseline, obtained, assessIo, null),
          baseline: baseline.baseline,
          path: baseline.path,
          file: baseline.file,
        };
  // The run's verdict, decided once in core: the assessment with the baseline
  // check applied (status, exit code, findings and headline), which every
  // report, annotation, output and the step's exit code are views of.
  // Admission reads the evidence alone: a drifted run still admits the candidate
  // that a maintainer may approve in the baseline's place.
  // The candidate and its approval are findings of that verdict too (never gating).
  const verdict = gateVerdict(
    assessed,
    obtained.evidence,
    check?.result ?? null,
    baselineStateOf(settings, ctx),
  );
  const { assessment, admission } = verdict;
  const now = isoNow(io.clock);
  // A shard's evidence is a part of the run: the candidate is the merge job's.
  const candidate = verdict.candidate
    ? candidateOf({ evidence: obtained.evidence, suite: obtained.suite, digest }, assessed, now)
    : null;
  const url = runUrl(ctx);
  // JUnit's `file`, relative to the workspace as test reporters resolve it.
  const casesFile = path
    .relative(ctx.workspace, path.resolve(workdir, casesFileOf(settings.source.options, obtained)))
    .split(path.sep)
    .join('/');
  const meta = reportMetaOf(obtained, {
    evidenceDigest: digest,
    casesFile,
    approvalLabel: settings.approval.label,
    run: {
      ...(live
        ? {}
        : { durationMs: io.clock.now() - started, startedAt: new Date(started).toISOString() }),
      ...(ctx.sha === null ? {} : { commit: ctx.sha }),
      ...(url === undefined ? {} : { url }),
    },
  });
  const suitePath = settings.suite === undefined ? null : path.resolve(workdir, settings.suite);
  const inputs = live ? settings.source.options.inputs : undefined;
  return {
    assessment,
    evidence: obtained.evidence,
    meta,
    check,
    suitePath,
    suiteText: suitePath === null ? null : safeRead(suitePath),
    inputsPath: inputs === undefined ? null : path.resolve(workdir, inputs),
    admitted: admission.supported,
    admissionRefusals: admission.refusals.filter((r) => r.code !== 'admission.not-approved'),
    candidate,
    exitCode: assessment.exitCode,
    status: assessment.status,
  };
}

/**
 * What the gate knows of the candidate's approval from its event: a shard writes
 * no candidate; on a pull request, whether the approval label is on it and
 * whether this run was started by a push (which makes an earlier label stale).
 */
export function baselineStateOf(
  settings: Pick<ActionSettings, 'shard' | 'approval'>,
  ctx: RunContext,
): GateBaselineState {
  const pr = pullRequestOfEvent(ctx);
  const labels = at(ctx.payload, 'pull_request.labels');
  const label = settings.approval.label;
  return {
    candidateWanted: settings.shard === null,
    pullRequest:
      pr === null
        ? null
        : {
            label,
            labelGiven:
              Array.isArray(labels) &&
              labels.some((l) => sameLabel((l as { name?: unknown }).name, label)),
            pushed: pullRequestAction(ctx) === 'synchronize',
          },
  };
}

export function safeRead(file: string): string | null {
  try {
    return readRegularFileOrNull(file, 16 * 1024 * 1024)?.toString('utf8') ?? null;
  } catch {
    return null;
  }
}
