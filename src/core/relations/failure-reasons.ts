// Why a relation could not be judged on one input: the collector records the
// reason beside the relation's error (collect/relation-calls.ts); evidence written
// before it did is read by the record's shape, which our collector made exact.
import type { FailedCallReason } from '../observation/types.js';

/**
 * `transform_failed` (the transform threw or gave no follow-up), `no_source` (the
 * input's own calls failed, so there was nothing to compare with), `source_failed`
 * (the relation's fresh call on the unchanged input failed), `followup_failed` (the
 * call on the changed input failed) and `check_failed` (the relation's check threw).
 */
export const RELATION_FAILURE_REASONS = [
  'transform_failed',
  'no_source',
  'source_failed',
  'followup_failed',
  'check_failed',
] as const;
export type RelationFailureReason = (typeof RELATION_FAILURE_REASONS)[number];

export function isRelationFailureReason(value: unknown): value is RelationFailureReason {
  return (
    typeof value === 'string' && (RELATION_FAILURE_REASONS as readonly string[]).includes(value)
  );
}

/** What of a relation record its failure reason is read from. */
export interface RelationFailureShape {
  readonly changed: boolean;
  readonly outcome: string;
  readonly reason?: string;
  readonly observation?: { readonly error?: string; readonly reason?: string };
  readonly source?: { readonly error?: string; readonly reason?: string };
}

/**
 * The reason of a relation that ended in `error` (null for any other outcome): the
 * recorded one, else (evidence written before reasons were recorded) the one the
 * record's shape says: a failed source call, a failed follow-up, a follow-up that
 * answered (so the check threw), an unchanged input (the transform failed), or
 * neither call made (no source).
 */
export function relationFailureReasonOf(r: RelationFailureShape): RelationFailureReason | null {
  if (r.outcome !== 'error') return null;
  if (isRelationFailureReason(r.reason)) return r.reason;
  if (r.source?.error !== undefined) return 'source_failed';
  if (r.observation?.error !== undefined) return 'followup_failed';
  if (r.observation !== undefined) return 'check_failed';
  if (!r.changed) return 'transform_failed';
  return 'no_source';
}

/** The reason of the agent call that made a relation fail, when a call failed. */
export function relationCallReasonOf(
  r: RelationFailureShape,
  reason: RelationFailureReason | null,
): FailedCallReason | undefined {
  const call =
    reason === 'source_failed'
      ? r.source?.reason
      : reason === 'followup_failed'
        ? r.observation?.reason
        : undefined;
  return call as FailedCallReason | undefined;
}
