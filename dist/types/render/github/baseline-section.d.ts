/**
 * The "Baseline candidate" section of the gate's PR comment and job summary: the
 * candidate the evidence admits and how to approve it, or why there is none.
 * Pure: the Action passes in what happened (the candidate, the pull request, the
 * record it wrote, the label it removed); every string from the agent, the
 * workflow or GitHub is escaped here.
 */
import type { Baseline } from '../../core/index.js';
/** Why the commit status holding the record was not written. */
export type RecordProblem = {
    readonly kind: 'forbidden';
} | {
    readonly kind: 'failed';
    readonly message: string;
};
export interface BaselineSectionInput {
    /** The approval label and the roles that may give it (the Action's inputs). */
    readonly approvalLabel: string;
    readonly approvalRoles: readonly string[];
    /** The candidate's file name in the artifact. */
    readonly candidateFile: string;
    readonly candidate: {
        readonly baseline: Baseline;
        readonly digest: string;
    } | null;
    /** Why the evidence admits no baseline; shown when there is no candidate. */
    readonly admissionRefusals: readonly {
        readonly code: string;
        readonly reason: string;
    }[];
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
    readonly replaces: {
        readonly path: string;
        readonly drifted: boolean;
    } | null;
    /** What the run did about an approval label a push made stale. */
    readonly revoked: {
        readonly label: string;
        readonly removed: boolean;
    } | null;
}
/** The note on a stale approval label: removed, or left because the token could not. */
export declare function revokedNote(label: string, removed: boolean): string;
/** Why the record was not written, in Markdown. */
export declare function recordProblemText(problem: RecordProblem): string;
export declare function baselineSection(input: BaselineSectionInput): string;
