import type { FailedCallReason } from '../observation/types.js';
/**
 * `transform_failed` (the transform threw or gave no follow-up), `no_source` (the
 * input's own calls failed, so there was nothing to compare with), `source_failed`
 * (the relation's fresh call on the unchanged input failed), `followup_failed` (the
 * call on the changed input failed) and `check_failed` (the relation's check threw).
 */
export declare const RELATION_FAILURE_REASONS: readonly ["transform_failed", "no_source", "source_failed", "followup_failed", "check_failed"];
export type RelationFailureReason = (typeof RELATION_FAILURE_REASONS)[number];
export declare function isRelationFailureReason(value: unknown): value is RelationFailureReason;
/** What of a relation record its failure reason is read from. */
export interface RelationFailureShape {
    readonly changed: boolean;
    readonly outcome: string;
    readonly reason?: string;
    readonly observation?: {
        readonly error?: string;
        readonly reason?: string;
    };
    readonly source?: {
        readonly error?: string;
        readonly reason?: string;
    };
}
/**
 * The reason of a relation that ended in `error` (null for any other outcome): the
 * recorded one, else (evidence written before reasons were recorded) the one the
 * record's shape says: a failed source call, a failed follow-up, a follow-up that
 * answered (so the check threw), an unchanged input (the transform failed), or
 * neither call made (no source).
 */
export declare function relationFailureReasonOf(r: RelationFailureShape): RelationFailureReason | null;
/** The reason of the agent call that made a relation fail, when a call failed. */
export declare function relationCallReasonOf(r: RelationFailureShape, reason: RelationFailureReason | null): FailedCallReason | undefined;
