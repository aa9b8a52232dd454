import type { Assessment } from '../assess/assess.js';
import type { Evidence } from '../assess/model.js';
import type { Isolation } from '../observation/types.js';
import { type AdmissionRefusal } from './rules.js';
import type { Baseline, BaselineDecision } from './types.js';
/**
 * `check`: is the current evidence still making the baseline's decisions? In
 * order: the file must be an approved baseline; the current evidence must be
 * comparable (same layer, tolerance, threshold and suite) and must itself pass
 * admission (approval aside); it must cover exactly the baseline's inputs with
 * the same intended routes. Only then are decisions compared per fingerprint.
 * Every reason that stops the comparison is returned, not only the first.
 */
export declare const CHECK_CODES: readonly ["check.candidate", "check.layer", "check.epsilon", "check.blindness-threshold", "check.suite", "check.readmission", "check.inputs", "check.intended"];
export type CheckCode = (typeof CHECK_CODES)[number];
export interface CheckRefusal {
    readonly code: CheckCode;
    readonly reason: string;
    /** For `check.readmission`: the current evidence's failing admission rules. */
    readonly admission?: readonly AdmissionRefusal[];
    /** For `check.inputs`: fingerprints in the baseline but not the evidence, and the other way. */
    readonly missing?: readonly string[];
    readonly added?: readonly string[];
}
export interface DecisionChange {
    readonly fingerprint: string;
    readonly intended?: string;
    readonly baseline: BaselineDecision;
    readonly current: BaselineDecision;
    /** Completed calls that returned the current decision, of all completed calls. */
    readonly currentCount: number;
    readonly currentObservations: number;
}
export interface CheckResult {
    /** clean: every decision matched; drift: some changed; refused: no comparison was possible. */
    readonly status: 'clean' | 'drift' | 'refused';
    readonly exitCode: 0 | 1 | 2;
    /** Inputs compared (0 when refused). */
    readonly checked: number;
    readonly changes: readonly DecisionChange[];
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
