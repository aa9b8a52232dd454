import { type Assessment, type AssessSettings, type Baseline, type CheckResult, type DecisionSuite, type Evidence, type Method } from '../core/index.js';
import type { Interrupted } from '../errors.js';
import type { ReportMeta, RunMeta } from '../render/index.js';
import type { TelemetryCommand } from '../render/telemetry.js';
import { type SourceUse } from './check.js';
import type { CollectedRun, LiveRunOptions, PlannedRun } from './live.js';
import { type AppIo, type Clock } from './ports.js';
import type { LoadedEvidence } from './recorded.js';
import { type Telemetry } from './telemetry.js';
import { type Settings } from './settings.js';
export declare const TOOL: {
    readonly name: "agentverity-action";
    readonly version: "0.1.0";
};
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
export declare function recordedRunSettings(epsilon: number, settings: Settings, sources: readonly string[]): Record<string, unknown>;
/**
 * Check the settings (one refusal listing every problem), then obtain the
 * evidence they name: call the agent and write the evidence, or read and merge
 * the recorded runs. A dry run returns its plan; a run stopped by a signal
 * returns `Interrupted`.
 */
export declare function obtainEvidence(given: Settings, io: AppIo, options?: ObtainOptions): Promise<Obtained | PlannedRun | Interrupted>;
/**
 * `assess` on obtained evidence: a refusal it raises (no cases, a series too
 * short to pair, an unusable observation) names the recorded file(s) it is
 * about, so the user knows which file to fix.
 */
export declare function assessObtained(obtained: Pick<Obtained, 'evidence' | 'suite' | 'sources'>, cwd: string, thresholds: AssessSettings): Assessment;
/** What assessing needs from the shell: where paths resolve, and where its summary span goes. */
export interface AssessIo {
    readonly cwd: string;
    readonly clock: Clock;
    /** The OpenTelemetry port (app/telemetry.ts); absent: no span. */
    readonly telemetry?: Telemetry;
}
/**
 * Assess at the thresholds the evidence was obtained with. `command` names the
 * assessment in its summary span (default: `run` for a live run, else `assess`).
 */
export declare function assessEvidence(obtained: Obtained, io: AssessIo, command?: TelemetryCommand): Assessment;
/**
 * Evidence against a baseline, assessed at the baseline's own tolerance and
 * blindness threshold (`check` and the Action's gate).
 */
export declare function checkAgainstBaseline(baseline: Baseline, obtained: Pick<Obtained, 'evidence' | 'suite' | 'sources' | 'startedAtMs'>, io: AssessIo, 
/** The summary span's command; null: no span (the Action's gate sends its own assessment's). */
command?: TelemetryCommand | null): CheckResult;
export declare function suiteDigestOf(suite: DecisionSuite | null): string | null;
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
export declare function casesFileOf(settings: Settings, obtained: Obtained): string;
/** The facts a report holds beside the assessment: tool, settings, digest, the run. */
export declare function reportMetaOf(obtained: Obtained, options?: MetaOptions): ReportMeta;
/**
 * Recorded runs as one evidence file of ours at `out`; returns its digest. A
 * single unredacted evidence file of ours is copied byte for byte.
 */
export declare function writeRecordedEvidence(obtained: Obtained, redact: boolean, out: string, io: AppIo): string;
