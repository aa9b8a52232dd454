// The failures of a run grouped by reason (issue 30 item 6): failed calls by the
// reason their evidence records (FAILED_CALL_REASONS), relations that could not be
// judged by theirs (RELATION_FAILURE_REASONS). Each failure is in exactly one group,
// so the groups' counts add up to the assessment's errorCount; each group names its
// first failure (case order) as the example every report shows.
import { FAILED_CALL_REASONS, type FailedCallReason } from '../observation/types.js';
import {
  RELATION_FAILURE_REASONS,
  type RelationFailureReason,
} from '../relations/failure-reasons.js';
import { excerptOf } from './inputs.js';
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

function kindOf(e: GroupedFailure): FailureKind {
  return e.phase === 'relations' ? 'relation' : 'call';
}

function reasonOf(e: GroupedFailure): FailureGroup['reason'] {
  if (e.phase === 'relations') return e.relationReason ?? 'not_recorded';
  return e.reason ?? 'not_recorded';
}

function rank(kind: FailureKind, reason: FailureGroup['reason']): number {
  if (reason === 'not_recorded') return Number.MAX_SAFE_INTEGER;
  return kind === 'call'
    ? (FAILED_CALL_REASONS as readonly string[]).indexOf(reason)
    : (RELATION_FAILURE_REASONS as readonly string[]).indexOf(reason);
}

/**
 * The failures grouped by kind and reason: failed calls first, then relations;
 * within a kind the most frequent first (ties in the vocabulary's order), a
 * reason not recorded last. `cases` names each example's input when the evidence
 * holds it.
 */
export function failureGroupsOf(
  errors: readonly GroupedFailure[],
  cases: readonly Pick<EvidenceCase, 'input'>[] = [],
): readonly FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const e of errors) {
    const kind = kindOf(e);
    const reason = reasonOf(e);
    const key = `${kind} ${reason}`;
    const n = e.count ?? 1;
    const had = groups.get(key);
    if (had !== undefined) {
      groups.set(key, { ...had, count: had.count + n });
      continue;
    }
    const input = cases[e.caseIndex]?.input;
    const example: FailureExample = {
      caseIndex: e.caseIndex,
      fingerprint: e.fingerprint,
      ...(typeof input === 'string' ? { excerpt: excerptOf(input) } : {}),
      phase: e.phase,
      ...(e.relation === undefined ? {} : { relation: e.relation }),
      ...(kind === 'relation' && e.reason !== undefined ? { callReason: e.reason } : {}),
      message: e.message,
    };
    groups.set(key, { kind, reason, count: n, example });
  }
  return [...groups.values()].sort(
    (a, b) =>
      (a.kind === 'call' ? 0 : 1) - (b.kind === 'call' ? 0 : 1) ||
      (a.reason === 'not_recorded' ? 1 : 0) - (b.reason === 'not_recorded' ? 1 : 0) ||
      b.count - a.count ||
      rank(a.kind, a.reason) - rank(b.kind, b.reason),
  );
}

/** How a group's reason reads. */
export function failureReasonText(reason: FailureGroup['reason']): string {
  return reason === 'not_recorded' ? 'reason not recorded' : reason;
}

/**
 * "3 failed calls: 2 timeout, 1 malformed_response; 1 relation not judged: 1
 * check_failed"; null when no failure records its reason (evidence written before
 * reasons were recorded reads as before).
 */
export function describeFailureGroups(groups: readonly FailureGroup[]): string | null {
  if (!groups.some((g) => g.reason !== 'not_recorded')) return null;
  const part = (kind: FailureKind, one: string, many: string): string | null => {
    const list = groups.filter((g) => g.kind === kind);
    if (list.length === 0) return null;
    const total = list.reduce((sum, g) => sum + g.count, 0);
    return `${total} ${total === 1 ? one : many}: ${list.map((g) => `${g.count} ${failureReasonText(g.reason)}`).join(', ')}`;
  };
  return [
    part('call', 'failed call', 'failed calls'),
    part('relation', 'relation not judged', 'relations not judged'),
  ]
    .filter((p): p is string => p !== null)
    .join('; ');
}
