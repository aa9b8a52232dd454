// The failures grouped by reason, as every report shows them: the groups are the
// assessment's (core/assess/failure-groups.ts); this file only words them. Each
// format passes its own escape for the untrusted parts (the input, the relation's
// name, the message); the kinds, reasons and counts are ours.
import {
  failureReasonText,
  type Assessment,
  type FailureExample,
  type FailureGroup,
} from '../core/index.js';

/** The columns of the failures-by-reason table. */
export const FAILURE_GROUP_HEADER = ['failure', 'reason', 'count', 'first', 'message'] as const;

/** Characters of an example's message shown in a table cell. */
export const FAILURE_MESSAGE_MAX = 200;

/** Escapes untrusted text for one format, cut to `max` code points. */
export type Escape = (text: string, max: number) => string;

/** How a failure's kind reads. */
export function failureKindText(kind: FailureGroup['kind']): string {
  return kind === 'call' ? 'failed call' : 'relation not judged';
}

/** A group's reason, with the failed call's reason for a relation whose call failed. */
export function failureGroupReason(g: FailureGroup): string {
  const call = g.example.callReason;
  return `${failureReasonText(g.reason)}${call === undefined ? '' : ` (call: ${call})`}`;
}

/** Where the example failed: its case, its input (or fingerprint), its relation. */
export function failureExampleWhere(e: FailureExample, esc: Escape): string {
  const input = e.excerpt === undefined ? e.fingerprint.slice(0, 12) : esc(`"${e.excerpt}"`, 70);
  const relation = e.relation === undefined ? '' : `, relation ${esc(e.relation, 60)}`;
  return `case ${e.caseIndex} ${input}${relation}`;
}

/** One row of the failures-by-reason table, each cell ready for the format. */
export function failureGroupCells(g: FailureGroup, esc: Escape): string[] {
  return [
    failureKindText(g.kind),
    failureGroupReason(g),
    String(g.count),
    failureExampleWhere(g.example, esc),
    esc(g.example.message, FAILURE_MESSAGE_MAX),
  ];
}

/**
 * The groups as `key=value` lines (`failures.call.timeout=2, first case 3 "…": …`),
 * as JUnit's system-out lists figures; `esc` makes each untrusted part safe.
 */
export function failureGroupLines(a: Assessment, esc: Escape): string[] {
  return a.failureGroups.map(
    (g) =>
      `failures.${g.kind}.${g.reason}=${g.count}, first ${failureExampleWhere(g.example, esc)}${g.example.callReason === undefined ? '' : ` (call: ${g.example.callReason})`}: ${esc(g.example.message, FAILURE_MESSAGE_MAX)}`,
  );
}
