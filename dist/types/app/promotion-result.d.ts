import type { ExitCode } from '../core/index.js';
/** How a promotion ended, as plain data (the shell maps its outcome to this). */
export type PromotionEnd = {
    readonly kind: 'promoted';
    /** Where the approved baseline went: committed, uploaded, or only on the runner. */
    readonly delivered: 'commit' | 'artifact' | 'runner';
    /** The approved baseline's content digest. */
    readonly digest: string;
    readonly approver: string;
} | {
    readonly kind: 'refused';
    readonly code: string;
    readonly message: string;
    readonly exitCode: number;
}
/** The API failed or the token may not read what promotion needs. */
 | {
    readonly kind: 'api-error';
    readonly message: string;
}
/** The label given is not the approval label: nothing was asked. */
 | {
    readonly kind: 'skipped';
    readonly label: string | null;
};
export type PromotionFindingOutcome = 'candidate found' | 'candidate not used' | 'promoted' | 'approved, not delivered' | 'refused' | 'no approval yet';
export interface PromotionFinding {
    readonly id: 'candidate' | 'approval';
    readonly outcome: PromotionFindingOutcome;
    /** Sets the exit code: the step cannot pass while this finding stands. */
    readonly gates: boolean;
    /** The exit code it sets when it gates (1 or 2), else 0. */
    readonly exitCode: ExitCode;
    /** The refusal's stable code, when refused. */
    readonly code: string | null;
    /** One plain line: what happened. */
    readonly message: string;
}
export type PromotionStatus = 'promoted' | 'refused' | 'skipped';
export interface PromotionResult {
    readonly findings: readonly PromotionFinding[];
    /** The largest exit code of the gating findings (0 when none gates). */
    readonly exitCode: ExitCode;
    readonly status: PromotionStatus;
    /** Whether a baseline was committed or uploaded. */
    readonly promoted: boolean;
}
/** The findings of a promotion's end. */
export declare function promotionFindings(end: PromotionEnd): PromotionFinding[];
/** The result of a promotion: its findings, and the exit code and status computed from them. */
export declare function promotionResult(end: PromotionEnd): PromotionResult;
