import type { AdmissionRefusal, Assessment, Baseline, CheckResult, Evidence } from '../core/index.js';
import { type Interrupted } from '../errors.js';
import type { ReportMeta } from '../render/index.js';
import { type AppIo } from './ports.js';
import { type Settings } from './settings.js';
import { type GateBaselineState } from './verdict.js';
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
    readonly run: {
        readonly commit?: string;
        readonly url?: string;
    };
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
    readonly candidate: {
        readonly baseline: Baseline;
        readonly digest: string;
    } | null;
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
export declare function readGateBaseline(given: {
    readonly path: string;
    readonly explicit: boolean;
} | null, cwd: string, missing: (file: string) => Error): Promise<GateBaseline | null>;
/**
 * Run the gate: obtain the evidence and write it to `evidenceOut`, assess it,
 * check it against the baseline, decide the verdict once and build the candidate
 * the evidence admits. A run stopped by a signal returns `Interrupted` (the
 * evidence collected so far is written).
 */
export declare function runGate(request: GateRequest, io: AppIo): Promise<GateResult | Interrupted>;
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
export declare function failsUnder(rule: FailOnRule, assessment: Assessment): boolean;
