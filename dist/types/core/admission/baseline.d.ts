import type { Assessment } from '../assess/assessment.js';
import { KeyInterner } from '../assess/keys.js';
import type { Evidence, EvidenceCase } from '../assess/model.js';
import { Refusal } from '../errors.js';
import { type ComparisonKey } from '../observation/observation.js';
import type { Layer } from '../observation/types.js';
import { type Admission } from './rules.js';
import { type Approval, type Baseline, type BaselineDecision, type BaselineEntry } from './types.js';
/** A stored decision → the comparison key it stands for (equal keys = same decision). */
export declare function keyOfBaselineDecision(d: BaselineDecision): ComparisonKey;
/** A comparison key → the decision a baseline stores for it. */
export declare function baselineDecisionOfKey(key: ComparisonKey): BaselineDecision;
/** A plain, human label for a stored decision. */
export declare function describeDecision(d: BaselineDecision): string;
export interface ApprovedDecision {
    readonly key: ComparisonKey;
    readonly count: number;
    readonly observations: number;
}
/**
 * The decision a baseline approves for one input: the most common key over its
 * completed calls, the first seen winning a tie (reference-defects §8; the
 * reference stores the first observation). Null when no call completed.
 */
export declare function approvedDecision(c: EvidenceCase, layer: Layer, interner?: KeyInterner): ApprovedDecision | null;
/** The baseline entries of evidence: one per case, in input order. */
export declare function baselineEntries(evidence: Evidence): BaselineEntry[];
/** Thrown when the evidence cannot support a baseline; `refusals` lists every reason. */
export declare class AdmissionRefused extends Refusal {
    readonly admission: Admission;
    constructor(admission: Admission);
}
export interface BuildBaselineInput {
    readonly assessment: Assessment;
    readonly evidence: Evidence;
    /** From src/evidence `evidenceDigest` (or loadEvidence's digest). */
    readonly evidenceDigest: string;
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    /** ISO 8601, passed in (the core reads no clock). */
    readonly createdAt: string;
    /** Null writes a candidate: supported by the evidence, not yet approved. */
    readonly approval: Approval | null;
    readonly suiteDigest?: string | null;
    /** A live run's requested input count; the evidence's cases by default. */
    readonly requestedInputs?: number;
}
/**
 * Admit and build a baseline (or, with a null approval, a candidate). Throws
 * `AdmissionRefused` listing every failing rule when the evidence does not
 * support a baseline; approval is the only rule a candidate may fail.
 */
export declare function buildBaseline(input: BuildBaselineInput): Baseline;
/** A candidate approved: the same baseline with its approval provenance filled in. */
export declare function approveCandidate(candidate: Baseline, approval: Approval): Baseline;
