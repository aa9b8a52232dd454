/**
 * The promotion section of the PR comment and the job summary (`mode: promote`):
 * who approved which candidate and where the approved baseline went, or why the
 * label approved nothing. Pure; logins, roles, labels, branch and artifact names
 * and GitHub's messages are escaped here.
 */
import type { Baseline, PrLabelApproval } from '../../core/index.js';
/** Where the approved baseline went. */
export interface DeliveredBaseline {
    readonly how: 'commit' | 'artifact' | 'runner';
    readonly commit: string | null;
    readonly branch: string | null;
    readonly artifact: {
        readonly id: number;
        readonly name: string;
    } | null;
    /** Why the baseline was not committed (a fork, a failed write), when it was not. */
    readonly fallback: string | null;
    readonly warnings: readonly string[];
}
export interface PromotionView {
    readonly baseline: Baseline;
    readonly approval: PrLabelApproval;
    /** The approved baseline's content digest. */
    readonly digest: string;
    readonly candidateRun: number;
    readonly candidateArtifact: string;
    /** Where the trusted record came from. */
    readonly record: {
        readonly source: string;
    };
    readonly delivered: DeliveredBaseline;
    /** The approved file on the runner. */
    readonly file: string;
    /** Its path in the repository. */
    readonly repoPath: string;
    readonly labelRemoved: boolean;
}
/** What a refused promotion says: its stable code, the reason and one line of advice. */
export interface PromotionRefusalView {
    readonly code: string;
    readonly message: string;
    readonly advice: string;
}
/** `commitUrl` links the baseline commit (built by the Action from its server URL). */
export declare function promotedMarkdown(p: PromotionView, commitUrl: string | null): string;
export declare function refusedMarkdown(r: PromotionRefusalView): string;
