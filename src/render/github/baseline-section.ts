/**
 * The "Baseline candidate" section of the gate's PR comment and job summary: the
 * candidate the evidence admits and how to approve it, or why there is none.
 * Pure: the Action passes in what happened (the candidate, the pull request, the
 * record it wrote, the label it removed); every string from the agent, the
 * workflow or GitHub is escaped here.
 */
import type { Baseline } from '../../core/index.js';
import { markdownCode, markdownText } from '../escape.js';

/** Why the commit status holding the record was not written. */
export type RecordProblem =
  { readonly kind: 'forbidden' } | { readonly kind: 'failed'; readonly message: string };

export interface BaselineSectionInput {
  /** The approval label and the roles that may give it (the Action's inputs). */
  readonly approvalLabel: string;
  readonly approvalRoles: readonly string[];
  /** The candidate's file name in the artifact. */
  readonly candidateFile: string;
  readonly candidate: { readonly baseline: Baseline; readonly digest: string } | null;
  /** Why the evidence admits no baseline; shown when there is no candidate. */
  readonly admissionRefusals: readonly { readonly code: string; readonly reason: string }[];
  /** Whether the run is about a pull request. */
  readonly pullRequest: boolean;
  /**
   * The record promotion reads, when one was attempted: the head commit, whether
   * the commit status was written (and why not), and whether the comment carries
   * the data block instead.
   */
  readonly record: {
    readonly headSha: string;
    readonly statusWritten: boolean;
    readonly problem: RecordProblem | null;
    readonly inComment: boolean;
  } | null;
  /** The committed baseline this run was checked against, when there is one. */
  readonly replaces: { readonly path: string; readonly drifted: boolean } | null;
  /** What the run did about an approval label a push made stale. */
  readonly revoked: { readonly label: string; readonly removed: boolean } | null;
}

/** Refusals listed at most; the rest are counted. */
const REFUSALS_SHOWN = 12;

function tick(text: string): string {
  return markdownCode(text, 200);
}

/** The note on a stale approval label: removed, or left because the token could not. */
export function revokedNote(label: string, removed: boolean): string {
  const name = markdownCode(label, 60);
  return removed
    ? `The label ${name} was removed: commits were pushed after it was given, and an approval holds only for the commit it was given on. Review the new candidate and add it again.`
    : `Commits were pushed after the label ${name} was given, so it no longer approves anything; this run's token could not remove it, and promotion will refuse it. Remove it and add it again once you have reviewed the new candidate.`;
}

/** Why the record was not written, in Markdown. */
export function recordProblemText(problem: RecordProblem): string {
  return problem.kind === 'forbidden'
    ? 'the token cannot set commit statuses (a fork PR, or no `statuses: write`)'
    : markdownText(problem.message, 300);
}

export function baselineSection(input: BaselineSectionInput): string {
  const lines = ['', '### Baseline candidate', ''];
  if (input.revoked !== null) {
    lines.push(`> ${revokedNote(input.revoked.label, input.revoked.removed)}`, '');
  }
  const c = input.candidate;
  if (c === null) {
    lines.push('No candidate: the evidence does not admit a baseline yet.');
    for (const r of input.admissionRefusals.slice(0, REFUSALS_SHOWN)) {
      lines.push(`- ${markdownText(r.reason, 1000)} (${tick(r.code)})`);
    }
    const more = input.admissionRefusals.length - REFUSALS_SHOWN;
    if (more > 0) lines.push(`- … and ${more} more reasons in the report.`);
    return `${lines.join('\n')}\n`;
  }
  const b = c.baseline;
  lines.push(
    `The evidence admits a baseline: ${b.entries.length} decisions on the ${markdownText(b.layer, 40)} layer, ${b.admission.flips} flips in ${b.admission.pairs} disjoint pairs (upper bound ${b.admission.ciHigh.toFixed(4)} under the tolerance ${b.epsilon}), isolation ${tick(b.isolation)}. Candidate ${tick(`sha256:${c.digest.slice(0, 16)}…`)} is in the artifact as ${tick(input.candidateFile)}.`,
    '',
  );
  const record = input.record;
  if (!input.pullRequest) {
    lines.push(
      'No pull request, so nothing to approve here: approve a candidate on a pull request with the label, or locally with `npx agentverity snapshot --accept-reference`.',
    );
  } else if (record !== null && (record.statusWritten || record.inComment)) {
    const r = input.replaces;
    const replaces =
      r === null
        ? ''
        : ` It replaces ${tick(r.path)}${r.drifted ? ', which this run drifted from' : ''}.`;
    lines.push(
      `To make it the baseline, someone with the role ${markdownText(input.approvalRoles.join(', '), 200)} adds the label ${tick(input.approvalLabel)} to this pull request. The approval holds for commit ${tick(record.headSha.slice(0, 12))} only: a push revokes it.${replaces}`,
    );
    if (!record.statusWritten && record.problem !== null) {
      lines.push(
        '',
        `The commit status was not written (${recordProblemText(record.problem)}); the PR comment carries the record instead, when this token can write it.`,
      );
    }
  } else {
    const why =
      record?.problem == null
        ? "the pull request's head commit is unknown"
        : recordProblemText(record.problem);
    lines.push(
      `It cannot be approved from this run's record: the candidate was not recorded (${why}). On a fork's pull request the \`workflow_run\` comment job records it (examples/workflows/agentverity-comment.yml).`,
    );
  }
  return `${lines.join('\n')}\n`;
}
