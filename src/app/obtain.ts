// The use cases on evidence: obtain it (a live run, or recorded runs read and
// merged) with its digest, suite, recorded settings and thresholds; assess it;
// check it against a baseline; write recorded runs as one evidence file.
import path from 'node:path';
import {
  assess,
  checkBaseline,
  isRefusal,
  Refusal,
  resolveEpsilon,
  serialiseSuite,
  type Assessment,
  type AssessSettings,
  type Baseline,
  type CheckResult,
  type DecisionSuite,
  type Evidence,
  type Method,
} from '../core/index.js';
import type { Interrupted } from '../errors.js';
import {
  chooseEvidenceFormat,
  digestOf,
  EVIDENCE_FORMAT,
  EVIDENCE_FORMAT_V2,
  streamEvidenceFile,
  readRegularFileOrNull,
} from '../evidence/index.js';
import type { ReportMeta, RunMeta } from '../render/index.js';
import type { TelemetryCommand } from '../render/telemetry.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { checkSettings, type SourceUse } from './check.js';
import type { CollectedRun, LiveRunOptions, PlannedRun } from './live.js';
import { refuseProblems } from './problems.js';
import { isoNow, writePieces, type AppIo, type Clock } from './ports.js';
import type { LoadedEvidence } from './recorded.js';
import { assessmentSpan, type Telemetry } from './telemetry.js';
import { scrubberOf, scrubDeep } from './scrub.js';
import {
  DEFAULT_BLINDNESS_THRESHOLD,
  DEFAULT_EVIDENCE_OUT,
  isLive,
  type Settings,
  withoutNulls,
} from './settings.js';

export const TOOL = { name: TOOL_NAME, version: VERSION } as const;

/** Evidence ready to assess, from a live run or from recorded runs. */
export interface Obtained {
  readonly kind: 'evidence';
  readonly evidence: Evidence;
  /** The evidence digest (DESIGN.md §5); for recorded runs computed on first read. */
  readonly digest: string;
  /** The suite to assess with (null without one, or when a live run left cases out). */
  readonly suite: DecisionSuite | null;
  /** The settings the report records. */
  readonly record: Readonly<Record<string, unknown>>;
  readonly epsilon: number;
  readonly blindnessThreshold: number;
  /** The decision rule asked for; absent: the evidence's own (else wilson). */
  readonly method?: Method;
  /** The recorded files read, in merge order; empty for a live run. */
  readonly sources: readonly string[];
  /** The live run, when it was one. */
  readonly live: CollectedRun | null;
  /** The recorded runs, when it was those. */
  readonly recorded: LoadedEvidence | null;
  /** When obtaining began (the io clock's ms): the start of the assessment's summary span. */
  readonly startedAtMs: number;
}

export interface ObtainOptions extends LiveRunOptions {
  /** Which sources the caller accepts (default: either). */
  readonly source?: SourceUse;
}

/**
 * The settings a report records for an assessment of recorded runs (file base
 * names only, never paths or inputs).
 */
export function recordedRunSettings(
  epsilon: number,
  settings: Settings,
  sources: readonly string[],
): Record<string, unknown> {
  return {
    epsilon,
    ...(settings.precision === undefined ? {} : { precision: settings.precision }),
    ...(settings.method === undefined ? {} : { method: settings.method }),
    blindnessThreshold: DEFAULT_BLINDNESS_THRESHOLD,
    evidence: sources.map((f) => path.basename(f)),
    suite: settings.suite === undefined ? null : path.basename(settings.suite),
  };
}

/**
 * The evidence as the reports may see it: with `redact`, without its raw inputs
 * (fingerprints only), as the evidence file keeps it, so that no report names an
 * input by its text.
 */
/** Recorded evidence with the step's secrets scrubbed from every string (the same object when it holds none). */
function scrubbedFor(io: AppIo, evidence: Evidence): Evidence {
  const scrub = scrubberOf(io.secrets);
  return scrub === null ? evidence : scrubDeep(evidence, scrub);
}

function redactedFor(settings: Settings, evidence: Evidence): Evidence {
  if (settings.redact !== true) return evidence;
  return { ...evidence, cases: evidence.cases.map(({ input: _input, ...rest }) => rest) };
}

/**
 * Check the settings (one refusal listing every problem), then obtain the
 * evidence they name: call the agent and write the evidence, or read and merge
 * the recorded runs. A dry run returns its plan; a run stopped by a signal
 * returns `Interrupted`.
 */
export async function obtainEvidence(
  given: Settings,
  io: AppIo,
  options: ObtainOptions = {},
): Promise<Obtained | PlannedRun | Interrupted> {
  // `null` is "not given" (settings read from JSON): planned or defaulted as if absent.
  const settings = withoutNulls(given);
  refuseProblems(
    checkSettings(settings, {
      source: options.source ?? 'either',
      provided: { agent: options.agent !== undefined, inputs: options.seeds !== undefined },
    }),
  );
  const startedAtMs = io.clock.now();
  if (options.agent !== undefined || isLive(settings)) {
    // A live run loads the collector and agents; recorded runs load the readers: each only when used.
    const { collectLive } = await import('./live.js');
    const run = await collectLive(settings, io, options);
    if (run.kind !== 'collected') return run;
    return {
      kind: 'evidence',
      evidence: redactedFor(settings, run.result.evidence),
      digest: run.digest,
      suite: run.suite,
      record: run.settings,
      epsilon: run.epsilon,
      blindnessThreshold: run.blindnessThreshold,
      sources: [],
      live: run,
      recorded: null,
      startedAtMs,
    };
  }
  const epsilon = resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
  const { loadRecorded } = await import('./recorded.js');
  const loaded = await loadRecorded(settings, io.cwd);
  return {
    kind: 'evidence',
    evidence: scrubbedFor(io, redactedFor(settings, loaded.evidence)),
    get digest(): string {
      return loaded.digest;
    },
    suite: loaded.suite,
    record: recordedRunSettings(epsilon, settings, loaded.sources),
    epsilon,
    blindnessThreshold: DEFAULT_BLINDNESS_THRESHOLD,
    ...(settings.method === undefined ? {} : { method: settings.method as Method }),
    sources: loaded.sources,
    live: null,
    recorded: loaded,
    startedAtMs,
  };
}

/**
 * `assess` on obtained evidence: a refusal it raises (no cases, a series too
 * short to pair, an unusable observation) names the recorded file(s) it is
 * about, so the user knows which file to fix.
 */
export function assessObtained(
  obtained: Pick<Obtained, 'evidence' | 'suite' | 'sources'>,
  cwd: string,
  thresholds: AssessSettings,
): Assessment {
  try {
    return assess(obtained.evidence, obtained.suite, thresholds);
  } catch (error) {
    if (!isRefusal(error) || obtained.sources.length === 0) throw error;
    const named = obtained.sources.map((f) => path.resolve(cwd, f));
    const where = named.length === 1 ? (named[0] as string) : `${named.join(' + ')} (merged)`;
    throw new Refusal(error.code, error.message, where);
  }
}

/** What assessing needs from the shell: where paths resolve, and where its summary span goes. */
export interface AssessIo {
  readonly cwd: string;
  readonly clock: Clock;
  /** The OpenTelemetry port (app/telemetry.ts); absent: no span. */
  readonly telemetry?: Telemetry;
}

/** Record the assessment's one summary span (sent when the shell flushes its telemetry). */
function recordSpan(
  io: AssessIo,
  assessment: Assessment,
  command: TelemetryCommand,
  startedAtMs: number,
): void {
  io.telemetry?.record(assessmentSpan(assessment, command, startedAtMs, io.clock.now()));
}

/**
 * Assess at the thresholds the evidence was obtained with. `command` names the
 * assessment in its summary span (default: `run` for a live run, else `assess`).
 */
export function assessEvidence(
  obtained: Obtained,
  io: AssessIo,
  command: TelemetryCommand = obtained.live === null ? 'assess' : 'run',
): Assessment {
  const notApplied = obtained.recorded?.suiteNotApplied ?? null;
  const assessment = assessObtained(obtained, io.cwd, {
    epsilon: obtained.epsilon,
    blindnessThreshold: obtained.blindnessThreshold,
    ...(obtained.method === undefined ? {} : { method: obtained.method }),
    // Evidence judged without its suite admits no baseline (admission.suite-not-applied).
    ...(notApplied === null ? {} : { suiteNotApplied: notApplied }),
  });
  recordSpan(io, assessment, command, obtained.startedAtMs);
  return assessment;
}

/**
 * Evidence against a baseline, assessed at the baseline's own tolerance and
 * blindness threshold (`check` and the Action's gate).
 */
export function checkAgainstBaseline(
  baseline: Baseline,
  obtained: Pick<Obtained, 'evidence' | 'suite' | 'sources' | 'startedAtMs'>,
  io: AssessIo,
  /** The summary span's command; null: no span (the Action's gate sends its own assessment's). */
  command: TelemetryCommand | null = 'check',
): CheckResult {
  const assessment = assessObtained(obtained, io.cwd, {
    epsilon: baseline.epsilon,
    blindnessThreshold: baseline.blindnessThreshold,
  });
  if (command !== null) recordSpan(io, assessment, command, obtained.startedAtMs);
  return checkBaseline(baseline, assessment, obtained.evidence, {
    suiteDigest: suiteDigestOf(obtained.suite),
  });
}

export function suiteDigestOf(suite: DecisionSuite | null): string | null {
  return suite === null ? null : digestOf(serialiseSuite(suite));
}

export interface MetaOptions {
  /** Facts about the run a shell knows (commit, CI run URL; an import's timing). */
  readonly run?: RunMeta;
  /** The digest to report when the shell wrote the evidence itself (writeRecordedEvidence). */
  readonly evidenceDigest?: string;
  readonly approvalLabel?: string;
  readonly artifactUrl?: string;
  /** The file the cases come from as the repository names it (JUnit's `file`); see casesFileOf. */
  readonly casesFile?: string;
}

/**
 * The file a report's cases stand for, as the user named it: the suite, else the
 * inputs, else the first recorded file, else the evidence written. Test reporters
 * point their annotations there (JUnit `file`). Forward slashes, relative as given.
 */
export function casesFileOf(settings: Settings, obtained: Obtained): string {
  const named =
    settings.suite ??
    (obtained.live !== null ? settings.inputs : undefined) ??
    obtained.sources[0] ??
    settings.evidenceOut ??
    DEFAULT_EVIDENCE_OUT;
  return named.split('\\').join('/');
}

/** The facts a report holds beside the assessment: tool, settings, digest, the run. */
export function reportMetaOf(obtained: Obtained, options: MetaOptions = {}): ReportMeta {
  const live = obtained.live;
  const run: RunMeta | undefined =
    live === null
      ? options.run
      : {
          durationMs: Math.round(live.result.stats.elapsedMs),
          startedAt: live.file.createdAt,
          ...(live.result.stats.agent.retries === undefined
            ? {}
            : { retries: live.result.stats.agent.retries }),
          ...options.run,
        };
  const digest = options.evidenceDigest;
  return {
    tool: TOOL,
    settings: obtained.record,
    // Read only by the formats that print it (not the text report), so computed lazily.
    get evidenceDigest(): string {
      return digest ?? obtained.digest;
    },
    ...(options.approvalLabel === undefined ? {} : { approvalLabel: options.approvalLabel }),
    ...(options.artifactUrl === undefined ? {} : { artifactUrl: options.artifactUrl }),
    ...(options.casesFile === undefined ? {} : { casesFile: options.casesFile }),
    ...(run === undefined ? {} : { run }),
    ...(obtained.recorded?.suiteNotApplied == null
      ? {}
      : { suiteNotApplied: obtained.recorded.suiteNotApplied }),
  };
}

/** True for a file in our evidence format (not the reference's). */
function isOurEvidence(file: string): boolean {
  try {
    const bytes = readRegularFileOrNull(file);
    if (bytes === null) return false;
    const parsed = JSON.parse(bytes.toString('utf8')) as { schema?: unknown };
    return parsed.schema === EVIDENCE_FORMAT || parsed.schema === EVIDENCE_FORMAT_V2;
  } catch {
    return false;
  }
}

/**
 * Recorded runs as one evidence file of ours at `out`; returns its digest. A
 * single unredacted evidence file of ours is copied byte for byte.
 */
export function writeRecordedEvidence(
  obtained: Obtained,
  redact: boolean,
  out: string,
  io: AppIo,
): string {
  const loaded = obtained.recorded;
  if (loaded === null) throw new Error('writeRecordedEvidence: not recorded runs');
  const only = loaded.parts.length === 1 ? loaded.parts[0] : undefined;
  // A file that held a secret is written anew, scrubbed, never copied.
  const evidence = scrubbedFor(io, loaded.evidence);
  const verbatim =
    only !== undefined && only.kind === 'evidence' && !redact && evidence === loaded.evidence
      ? path.resolve(io.cwd, only.file)
      : null;
  if (verbatim !== null && isOurEvidence(verbatim)) {
    io.files.copy(verbatim, out);
    return loaded.digest;
  }
  const stream = streamEvidenceFile(
    evidence,
    {
      tool: TOOL,
      createdAt: isoNow(io.clock),
      settings:
        Object.keys(loaded.collectedSettings).length > 0
          ? loaded.collectedSettings
          : obtained.record,
      // Assessed without its suite, the evidence still records the suite it was collected against.
      suiteDigest: suiteDigestOf(obtained.suite) ?? loaded.collectedSuiteDigest,
      redact,
    },
    chooseEvidenceFormat(evidence),
  );
  writePieces(io.files, out, stream.chunks);
  return stream.digest();
}
