import { type FailedCallReason } from '../observation/types.js';
import { type RelationFailureReason } from '../relations/failure-reasons.js';
import type { EvidenceCase } from './model.js';
/** What a failure is: one call that failed, or one relation that could not be judged. */
export type FailureKind = 'call' | 'relation';
/** What a grouped failure needs of an AssessmentError (assess.ts). */
export interface GroupedFailure {
    readonly caseIndex: number;
    readonly fingerprint: string;
    readonly phase: 'meter' | 'source' | 'relations' | 'recorded';
    readonly relation?: string;
    readonly message: string;
    readonly count?: number;
    readonly reason?: FailedCallReason;
    readonly relationReason?: RelationFailureReason;
}
/** The first failure of a group, as the reports show it. */
export interface FailureExample {
    readonly caseIndex: number;
    readonly fingerprint: string;
    /** The input on one line, cut (absent when the evidence holds no input). Untrusted. */
    readonly excerpt?: string;
    readonly phase: GroupedFailure['phase'];
    /** The relation's name (relation failures). Untrusted. */
    readonly relation?: string;
    /** The failed call's reason, for a relation whose source or follow-up call failed. */
    readonly callReason?: FailedCallReason;
    /** The recorded message. Untrusted. */
    readonly message: string;
}
/** The failures of one kind and reason (`not_recorded`: a failed call whose evidence gives none). */
export interface FailureGroup {
    readonly kind: FailureKind;
    readonly reason: FailedCallReason | RelationFailureReason | 'not_recorded';
    readonly count: number;
    readonly example: FailureExample;
}
/**
 * The failures grouped by kind and reason: failed calls first, then relations;
 * within a kind the most frequent first (ties in the vocabulary's order), a
 * reason not recorded last. `cases` names each example's input when the evidence
 * holds it.
 */
export declare function failureGroupsOf(errors: readonly GroupedFailure[], cases?: readonly Pick<EvidenceCase, 'input'>[]): readonly FailureGroup[];
/** How a group's reason reads. */
export declare function failureReasonText(reason: FailureGroup['reason']): string;
/**
 * "3 failed calls: 2 timeout, 1 malformed_response; 1 relation not judged: 1
 * check_failed"; null when no failure records its reason (evidence written before
 * reasons were recorded reads as before).
 */
export declare function describeFailureGroups(groups: readonly FailureGroup[]): string | null;
