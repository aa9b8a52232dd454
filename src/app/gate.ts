// The Action's gate as one use case of the engine (DESIGN.md §3, docs/adr/0007):
// the baseline read first, the evidence obtained and written (a live run, or
// recorded runs copied as one evidence file of ours), the assessment, the
// baseline check, the verdict decided once with its findings (drift or a refused
// comparison, the candidate written, the approval it waits for), the candidate
// the evidence admits, and what `fail-on` makes of that verdict. The shell gives
// the settings, the event's facts and the folder, and only renders and delivers
// the result. Nothing here touches the network; files and the clock go through
// the app's ports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type {
  AdmissionRefusal,
  Assessment,
  Baseline,
  CheckResult,
  Evidence,
} from '../core/index.js';
import { isInterrupted, type Interrupted } from '../errors.js';
import { readBaseline, readRegularFileOrNull } from '../evidence/index.js';
import type { ReportMeta } from '../render/index.js';
import {
  assessEvidence,
  casesFileOf,
  checkAgainstBaseline,
  obtainEvidence,
  reportMetaOf,
  writeRecordedEvidence,
} from './obtain.js';
import { isoNow, type AppIo } from './ports.js';
import { isLive, type Settings } from './settings.js';
import { candidateOf } from './snapshot.js';
import { gateVerdict, type GateBaselineState } from './verdict.js';

/** An approved baseline the gate checks against: as the workflow named it, and resolved. */
export interface GateBaseline {
  readonly baseline: Baseline;
  readonly path: string;
  readonly file: string;
}

/** What the gate is asked: the settings, where the evidence goes, and what the event says. */
export interface GateRequest {
  /** A live run (an agent) or recorded runs. */
  readonly settings: Settings;
  /** A live run's evidence file, or where the recorded runs are written as one file of ours. */
  readonly evidenceOut: string;
  /** Reports show fingerprints only, never the raw inputs. */
  readonly redact: boolean;
  /** The suite file named (the annotations point into it), undefined without one. */
  readonly suite: string | undefined;
  readonly baseline: GateBaseline | null;
  /** The candidate and its approval, as the event tells them (app/verdict.ts). */
  readonly state: GateBaselineState;
  readonly approvalLabel: string;
  /** The folder JUnit's `file` attribute is relative to (the workspace). */
  readonly junitRoot: string;
  /** Where the run is seen: its commit and its page. */
  readonly run: { readonly commit?: string; readonly url?: string };
}

/** The gate's one result: the verdict and what its reports need, decided before any delivery. */
export interface GateResult {
  /** The run's verdict (status, exit code, headline, every finding with the baseline's). */
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
  /** The verdict's exit code (`assessment.exitCode`), for the outputs. */
  readonly exitCode: number;
  /** The verdict's status (`assessment.status`). */
  readonly status: string;
}

/**
 * The approved baseline at `given.path` (relative to `cwd`), or null when there is
 * none and none was named: a baseline the workflow named must exist (the shell's
 * refusal `missing` makes, worded its way, is thrown).
 */
export async function readGateBaseline(
  given: { readonly path: string; readonly explicit: boolean } | null,
  cwd: string,
  missing: (file: string) => Error,
): Promise<GateBaseline | null> {
  if (given === null) return null;
  const file = path.resolve(cwd, given.path);
  if (!existsSync(file)) {
    if (given.explicit) throw missing(file);
    return null;
  }
  return { baseline: await readBaseline(file), path: given.path, file };
}

/**
 * Run the gate: obtain the evidence and write it to `evidenceOut`, assess it,
 * check it against the baseline, decide the verdict once and build the candidate
 * the evidence admits. A run stopped by a signal returns `Interrupted` (the
 * evidence collected so far is written).
 */
export async function runGate(request: GateRequest, io: AppIo): Promise<GateResult | Interrupted> {
  const { settings } = request;
  const live = isLive(settings);
  const started = io.clock.now();
  // The gate owns its process: a cancelled job (SIGINT, then SIGTERM) still
  // writes the evidence collected so far, and an agent's process.exit() fails
  // its call instead of ending the step.
  const obtained = await obtainEvidence(
    live ? { ...settings, evidenceOut: request.evidenceOut } : settings,
    io,
    { ownsProcess: live },
  );
  if (isInterrupted(obtained)) return obtained;
  if (obtained.kind !== 'evidence') throw new Error('the gate asked for no dry run');
  // Recorded runs become one evidence file of ours (scrubbed as they were read).
  const digest = live
    ? obtained.digest
    : writeRecordedEvidence(obtained, request.redact, request.evidenceOut, io);

  // A live run has no source files; imports name theirs in a refusal.
  const assessIo = {
    cwd: io.cwd,
    clock: io.clock,
    ...(io.telemetry === undefined ? {} : { telemetry: io.telemetry }),
  };
  const assessed = assessEvidence(obtained, assessIo, 'gate');
  const base = request.baseline;
  const check: GateResult['check'] =
    base === null
      ? null
      : {
          result: checkAgainstBaseline(base.baseline, obtained, assessIo, null),
          baseline: base.baseline,
          path: base.path,
          file: base.file,
        };
  // The run's verdict, decided once: the assessment with the baseline check
  // applied and the candidate's findings beside it, which every report,
  // annotation, output and the step's exit code are views of. Admission reads the
  // evidence alone: a drifted run still admits the candidate that a maintainer
  // may approve in the baseline's place.
  const verdict = gateVerdict(assessed, obtained.evidence, check?.result ?? null, request.state);
  const { assessment, admission } = verdict;
  const candidate = verdict.candidate
    ? candidateOf(
        { evidence: obtained.evidence, suite: obtained.suite, digest },
        assessed,
        isoNow(io.clock),
      )
    : null;
  // JUnit's `file`, relative to the workspace as test reporters resolve it.
  const casesFile = path
    .relative(request.junitRoot, path.resolve(io.cwd, casesFileOf(settings, obtained)))
    .split(path.sep)
    .join('/');
  const meta = reportMetaOf(obtained, {
    evidenceDigest: digest,
    casesFile,
    approvalLabel: request.approvalLabel,
    run: {
      ...(live
        ? {}
        : { durationMs: io.clock.now() - started, startedAt: new Date(started).toISOString() }),
      ...(request.run.commit === undefined ? {} : { commit: request.run.commit }),
      ...(request.run.url === undefined ? {} : { url: request.run.url }),
    },
  });
  const suitePath = request.suite === undefined ? null : path.resolve(io.cwd, request.suite);
  const inputs = live ? settings.inputs : undefined;
  return {
    assessment,
    evidence: obtained.evidence,
    meta,
    check,
    suitePath,
    suiteText: suitePath === null ? null : safeRead(suitePath),
    inputsPath: inputs === undefined ? null : path.resolve(io.cwd, inputs),
    admitted: admission.supported,
    admissionRefusals: admission.refusals.filter((r) => r.code !== 'admission.not-approved'),
    candidate,
    exitCode: assessment.exitCode,
    status: assessment.status,
  };
}

/** What `fail-on` names: exit codes and statuses. */
export interface FailOnRule {
  readonly exitCodes: ReadonlySet<number>;
  readonly statuses: ReadonlySet<string>;
}

/**
 * Whether `fail-on` fails the step for this verdict, read from the verdict alone:
 * its exit code, its status, or the status of the baseline's finding when it
 * gates (a drifted or refused baseline fails under `drift` / `baseline-refused`
 * even when the assessment's own status, named first, decided the run).
 */
export function failsUnder(rule: FailOnRule, assessment: Assessment): boolean {
  if (rule.exitCodes.has(assessment.exitCode) || rule.statuses.has(assessment.status)) return true;
  return assessment.findings.some(
    (f) => f.kind === 'baseline' && f.gates && f.status !== null && rule.statuses.has(f.status),
  );
}

function safeRead(file: string): string | null {
  try {
    return readRegularFileOrNull(file, 16 * 1024 * 1024)?.toString('utf8') ?? null;
  } catch {
    return null;
  }
}
