import { type Assessment } from '../assess/assessment.js';
import type { Evidence } from '../assess/model.js';
import type { Call } from '../observation/types.js';
import { type Method } from '../stats/index.js';
/**
 * Baseline admission (reference-spec §16.1, with our additions): a list of
 * rules kept as data, each with a stable code, a plain title and a test. The
 * test returns the reason it refuses, or null. `admit` runs every rule and
 * returns all that fail, in the reference's order, so that a reviewer sees every
 * reason at once.
 */
export declare const ADMISSION_CODES: readonly ["admission.suite-not-applied", "admission.incomplete", "admission.meter-off", "admission.route-stochastic", "admission.targeted-undecided", "admission.pooled-not-deterministic", "admission.meter-inputs", "admission.contract", "admission.blindness-off", "admission.blindness-inputs", "admission.blind", "admission.missing-observation", "admission.duplicate-inputs", "admission.shared-session", "admission.cached-replays", "admission.not-approved"];
export type AdmissionCode = (typeof ADMISSION_CODES)[number];
/** What the rules look at. */
export interface AdmissionContext {
    readonly assessment: Assessment;
    readonly evidence: Evidence;
    /** Inputs the run was asked to cover (a live run's input count; the evidence's cases otherwise). */
    readonly requestedInputs: number;
    /** True only when a person approved explicitly ("stability is not correctness"). */
    readonly approved: boolean;
}
export interface AdmissionRule {
    readonly code: AdmissionCode;
    /** What the rule asks for, in one plain line. */
    readonly requirement: string;
    /** True for the approval rule: a candidate baseline is written when only it fails. */
    readonly approval: boolean;
    /** The reason the rule refuses this evidence, or null when it is satisfied. */
    readonly test: (context: AdmissionContext) => string | null;
}
export interface AdmissionRefusal {
    readonly code: AdmissionCode;
    readonly reason: string;
}
export interface Admission {
    /** Every rule passed, approval included. */
    readonly admitted: boolean;
    /** Every rule but approval passed: the evidence supports a (candidate) baseline. */
    readonly supported: boolean;
    /** The failing rules, in rule order. */
    readonly refusals: readonly AdmissionRefusal[];
}
/** The facts the underpowered message is written from. */
export interface UnderpoweredInput {
    readonly flips: number;
    readonly pairs: number;
    readonly inputs: number;
    readonly call: Call;
    readonly epsilon: number;
    readonly method?: Method;
}
/**
 * Why the pooled call is not deterministic and what would change that
 * (reference-spec §16.2). Stochastic: the flips said so. Otherwise: the pairs a
 * run at the observed rate would need, as repeats per input; or, when no count
 * can certify at that rate, what tolerance could.
 */
export declare function underpoweredMessage(m: UnderpoweredInput): string;
/** The admission rules, in the order the reference checks them (approval last). */
export declare const ADMISSION_RULES: readonly AdmissionRule[];
/** Run every admission rule and return all that fail, in rule order. */
export declare function admit(assessment: Assessment, evidence: Evidence, options: {
    readonly approved: boolean;
    readonly requestedInputs?: number;
}): Admission;
/** The refusal code of the pre-check (reference-spec §16.3). */
export declare const PRECHECK_CODE = "admission.infeasible";
/** Why `precheckSnapshot` refuses: the code, the reason, and the setting to change. */
export interface SnapshotPrecheckRefusal {
    readonly code: typeof PRECHECK_CODE;
    readonly reason: string;
    /**
     * `k` when more repeats would do, `budget` when k was planned and the budget
     * capped it, `epsilon` when no practical number of pairs would.
     */
    readonly setting: 'k' | 'budget' | 'epsilon';
    /** The least `k` that could certify, and the calls it would take (null when none could). */
    readonly data: {
        readonly suggestedK: number | null;
        readonly calls: number | null;
    };
}
export interface SnapshotPrecheckOptions {
    /** The call budget a planned k must fit (as `run` plans it); ignored when k is given. */
    readonly budget?: number | null;
}
/**
 * Before any call: can `k` repeats of `inputs` inputs certify epsilon even if no
 * pair ever flips? Without a k (null or undefined), k is planned as a run plans
 * it (from the tolerance, capped by the budget) and that plan is checked.
 * Returns the refusal, or null when the plan is feasible.
 */
export declare function precheckSnapshot(inputs: number, k: number | null | undefined, epsilon: number, options?: SnapshotPrecheckOptions & {
    readonly method?: Method;
}): SnapshotPrecheckRefusal | null;
