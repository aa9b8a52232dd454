// The gate's evaluation, before any delivery: the evidence (a live run or
// recorded runs), the assessment, the baseline check and the candidate baseline
// the evidence admits. Nothing here touches the network.
import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  AdmissionRefused,
  admit,
  buildBaseline,
  Refusal,
  resolveEpsilon,
  serialiseSuite,
  type AdmissionRefusal,
  type Assessment,
  type Baseline,
  type CheckResult,
  type DecisionSuite,
  type Evidence,
} from '../core/index.js';
import {
  baselineContentDigest,
  buildEvidenceFile,
  digestOf,
  EVIDENCE_FORMAT,
  evidenceDigest,
  readBaseline,
  readSuite,
  serialiseEvidenceFile,
} from '../evidence/index.js';
import { type ReportMeta } from '../render/index.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { assessFiles, importSettings } from '../cli/assess-files.js';
import { checkEvidence } from '../cli/commands/check.js';
import { collectRun, type RunOptions } from '../cli/commands/run.js';
import { writeReportFile, type CliIo } from '../cli/io.js';
import { loadEvidence, type LoadedEvidence } from '../cli/sources.js';
import { type RunContext } from './context.js';
import { type ActionSettings } from './inputs.js';

/** The files of one step, all under `dir`. */
export interface ReportFiles {
  readonly dir: string;
  readonly evidence: string;
  readonly report: string;
  readonly junit: string;
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

/** Code from the workspace is loaded by a module agent, a worker command or a relations module. */
export function loadsWorkspaceCode(settings: ActionSettings): boolean {
  if (settings.source.kind !== 'run') return false;
  const o = settings.source.options;
  return o.agent !== undefined || o.agentCommand !== undefined || typeof o.relations === 'string';
}

/** The step's status: the assessment's, unless only the baseline check objected. */
export function stepStatus(a: Assessment, check: CheckResult | null): string {
  if (a.exitCode !== 0 || check === null || check.status === 'clean') return a.status;
  return check.status === 'drift' ? 'drift' : 'baseline-refused';
}

/** Whether `fail-on` fails the step for this result. */
export function fails(settings: ActionSettings, result: Result): boolean {
  const { exitCodes, statuses } = settings.failOn;
  if (exitCodes.has(result.exitCode) || statuses.has(result.assessment.status)) return true;
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

/** True for a file in our evidence format (not the reference's). */
function isOurEvidence(file: string): boolean {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { schema?: unknown };
    return parsed.schema === EVIDENCE_FORMAT;
  } catch {
    return false;
  }
}

/** Imported or merged runs as one evidence file of ours; returns its digest. */
function writeImportedEvidence(
  loaded: LoadedEvidence,
  settings: ActionSettings,
  suite: DecisionSuite | null,
  settingsRecord: Readonly<Record<string, unknown>>,
  out: string,
): string {
  const file = buildEvidenceFile(loaded.evidence, {
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: new Date().toISOString(),
    settings:
      Object.keys(loaded.collectedSettings).length > 0 ? loaded.collectedSettings : settingsRecord,
    suiteDigest: suite === null ? null : digestOf(serialiseSuite(suite)),
    redact: settings.redact,
  });
  writeReportFile(out, serialiseEvidenceFile(file));
  return evidenceDigest(file);
}

export async function evaluate(
  settings: ActionSettings,
  ctx: RunContext,
  files: ReportFiles,
  workdir: string,
  io: CliIo,
  baseline: { baseline: Baseline; path: string; file: string } | null,
): Promise<Result | number> {
  const tool = { name: TOOL_NAME, version: VERSION };
  const runUrl =
    ctx.repo !== null && ctx.runId !== null
      ? `${ctx.serverUrl}/${ctx.repo.owner}/${ctx.repo.repo}/actions/runs/${ctx.runId}`
      : undefined;
  let evidence: Evidence;
  let suite: DecisionSuite | null;
  let epsilon: number;
  let blindnessThreshold = 0.9;
  let settingsRecord: Readonly<Record<string, unknown>>;
  let digest: string;
  let startedAt: string | undefined;
  let durationMs: number | undefined;
  let sources: readonly string[] = [];
  const started = Date.now();

  if (settings.source.kind === 'run') {
    const options: RunOptions = {
      ...settings.source.options,
      evidenceOut: files.evidence,
      format: [],
      output: [],
    };
    // The Action owns its process: a cancelled job (SIGINT, then SIGTERM) still
    // writes the evidence collected so far, and an agent's process.exit() fails
    // its call instead of ending the step.
    const collected = await collectRun(options, io, { handleSigint: true });
    if (typeof collected === 'number') return collected;
    evidence = collected.result.evidence;
    suite = collected.suite;
    epsilon = collected.epsilon;
    blindnessThreshold = collected.blindnessThreshold;
    settingsRecord = collected.settings;
    digest = evidenceDigest(collected.file);
    startedAt = collected.file.createdAt;
    durationMs = Math.round(collected.result.stats.elapsedMs);
  } else if (settings.source.kind === 'import') {
    const options = settings.source.options;
    epsilon = resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
    const loaded = await loadEvidence(options, io);
    sources = loaded.sources;
    suite =
      settings.suite === undefined ? null : await readSuite(path.resolve(workdir, settings.suite));
    evidence = loaded.evidence;
    settingsRecord = importSettings(epsilon, settings.precision, loaded.sources, settings.suite);
    // One evidence file of ours, unredacted: the artifact carries it byte for byte.
    const only = loaded.parts.length === 1 ? loaded.parts[0] : undefined;
    const verbatim =
      only !== undefined && only.kind === 'evidence' && !settings.redact
        ? path.resolve(workdir, only.file)
        : null;
    if (verbatim !== null && isOurEvidence(verbatim)) {
      copyFileSync(verbatim, files.evidence);
      digest = loaded.digest;
    } else {
      digest = writeImportedEvidence(loaded, settings, suite, settingsRecord, files.evidence);
    }
  } else {
    throw new Refusal('action.mode', "mode 'gate' needs an agent or recorded runs");
  }

  // A live run has no source files (`sources` is empty); imports name theirs in a refusal.
  const assessment = assessFiles(sources, workdir, evidence, suite, {
    epsilon,
    blindnessThreshold,
  });
  const check: Result['check'] =
    baseline === null
      ? null
      : {
          result: checkEvidence(baseline.baseline, evidence, suite, sources, workdir),
          baseline: baseline.baseline,
          path: baseline.path,
          file: baseline.file,
        };

  const admission = admit(assessment, evidence, { approved: false });
  const candidate = admission.supported
    ? candidateOf(assessment, evidence, digest, suite, tool)
    : null;
  const meta: ReportMeta = {
    tool,
    settings: settingsRecord,
    evidenceDigest: digest,
    approvalLabel: settings.approval.label,
    run: {
      durationMs: durationMs ?? Date.now() - started,
      startedAt: startedAt ?? new Date(started).toISOString(),
      ...(ctx.sha === null ? {} : { commit: ctx.sha }),
      ...(runUrl === undefined ? {} : { url: runUrl }),
    },
  };
  const exitCode = Math.max(assessment.exitCode, check?.result.exitCode ?? 0);
  const suitePath = settings.suite === undefined ? null : path.resolve(workdir, settings.suite);
  const inputs = settings.source.kind === 'run' ? settings.source.options.inputs : undefined;
  return {
    assessment,
    evidence,
    meta,
    check,
    suitePath,
    suiteText: suitePath === null ? null : safeRead(suitePath),
    inputsPath: inputs === undefined ? null : path.resolve(workdir, inputs),
    admitted: admission.supported,
    admissionRefusals: admission.refusals.filter((r) => r.code !== 'admission.not-approved'),
    candidate,
    exitCode,
    status: stepStatus(assessment, check?.result ?? null),
  };
}

/** The unapproved candidate the evidence admits (null if the rules refuse it after all). */
function candidateOf(
  assessment: Assessment,
  evidence: Evidence,
  digest: string,
  suite: DecisionSuite | null,
  tool: { name: string; version: string },
): { baseline: Baseline; digest: string } | null {
  try {
    const baseline = buildBaseline({
      assessment,
      evidence,
      evidenceDigest: digest,
      tool,
      createdAt: new Date().toISOString(),
      approval: null,
      suiteDigest: suite === null ? null : digestOf(serialiseSuite(suite)),
    });
    return { baseline, digest: baselineContentDigest(baseline) };
  } catch (error) {
    if (error instanceof AdmissionRefused) return null;
    throw error;
  }
}

export function safeRead(file: string): string | null {
  try {
    return statSync(file).size <= 16 * 1024 * 1024 ? readFileSync(file, 'utf8') : null;
  } catch {
    return null;
  }
}
