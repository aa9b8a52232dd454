import type { Assessment } from '../assess/assessment.js';
import type { Evidence } from '../assess/model.js';
import type { Call, Isolation } from '../observation/types.js';
import { type AdmissionRefusal } from './rules.js';
import type { Baseline, BaselineDecision } from './types.js';
/**
 * `check`: is the current evidence still making the baseline's decisions? In
 * order: the file must be an approved baseline; the current evidence must be
 * comparable (same layer, tolerance, threshold and suite) and must itself pass
 * admission (approval aside); it must cover exactly the baseline's inputs with
 * the same intended routes. Only then are decisions compared per fingerprint.
 * Every reason that stops the comparison is returned, not only the first.
 *
 * Re-admission fails for two different reasons, and they are told apart. An
 * agent that repeated its decisions when the baseline was approved and now
 * flips above the tolerance (a route, or the pooled figure, is stochastic) has
 * changed behaviour: that is drift (exit 1), with the routes and the numbers
 * (`instability`). Evidence that is only too small to decide is not enough
 * (exit 2), and the refusal says how many pairs are missing.
 */
export declare const CHECK_CODES: readonly ["check.candidate", "check.layer", "check.epsilon", "check.blindness-threshold", "check.suite", "check.readmission", "check.inputs", "check.intended"];
export type CheckCode = (typeof CHECK_CODES)[number];
export interface CheckRefusal {
    readonly code: CheckCode;
    readonly reason: string;
    /** For `check.readmission`: the current evidence's failing admission rules. */
    readonly admission?: readonly AdmissionRefusal[];
    /**
     * For `check.readmission` on evidence too small to decide: the pooled pairs
     * still needed if every new pair agrees (null when no practical number does).
     */
    readonly pairsMissing?: number | null;
    /** For `check.inputs`: fingerprints in the baseline but not the evidence, and the other way. */
    readonly missing?: readonly string[];
    readonly added?: readonly string[];
}
export interface DecisionChange {
    readonly fingerprint: string;
    /** The input's text on one line, cut (inputs.ts); absent when the evidence is redacted. */
    readonly excerpt?: string;
    readonly intended?: string;
    readonly baseline: BaselineDecision;
    readonly current: BaselineDecision;
    /** Completed calls that returned the current decision, of all completed calls. */
    readonly currentCount: number;
    readonly currentObservations: number;
}
/** A figure of the current evidence that flips: a route, or the pooled meter (decision ''). */
export interface UnstableFigure {
    readonly decision: string;
    readonly pairs: number;
    readonly flips: number;
    readonly ciLow: number;
    readonly ciHigh: number;
    readonly epsilon: number;
    readonly call: Call;
}
/**
 * The agent repeated its decisions when the baseline was admitted and now flips
 * above the tolerance: a change in behaviour, reported as drift.
 */
export interface Instability {
    /** What the admitting evidence showed (the baseline's admission facts). */
    readonly admitted: {
        readonly pairs: number;
        readonly flips: number;
        readonly ciHigh: number;
    };
    /** The routes that now flip above their tolerance (stochastic), in table order. */
    readonly routes: readonly UnstableFigure[];
    /** The pooled figure now, whatever its call. */
    readonly pooled: UnstableFigure | null;
    /** The whole finding in one sentence, the same in every format. */
    readonly reason: string;
}
export interface CheckResult {
    /**
     * clean: every decision matched; drift: some changed, or the agent no longer
     * repeats them (`instability`); refused: no comparison was possible.
     */
    readonly status: 'clean' | 'drift' | 'refused';
    readonly exitCode: 0 | 1 | 2;
    /** Inputs compared (0 when refused). */
    readonly checked: number;
    readonly changes: readonly DecisionChange[];
    /** Set when the agent now flips where the baseline repeated (drift, exit 1). */
    readonly instability: Instability | null;
    readonly refusals: readonly CheckRefusal[];
    readonly isolation: {
        readonly baseline: Isolation;
        readonly current: Isolation;
        /** The baseline was admitted on fresh sessions or instances and the current evidence was not. */
        readonly weakened: boolean;
    };
}
export interface CheckOptions {
    /** Digest of the suite given with the current evidence, null when none was. */
    readonly suiteDigest?: string | null;
}
/** Fingerprint prefixes for a message: the first ten, then a count. */
export declare function listFingerprints(prints: readonly string[], max?: number): string;
export declare function checkBaseline(baseline: Baseline, assessment: Assessment, evidence: Evidence, options?: CheckOptions): CheckResult;
