import { type Assessment, type Finding, type FindingOutcome } from '../core/index.js';
export type CheckOutcome = FindingOutcome;
export type CheckGroup = 'evidence' | 'meter' | 'routes' | 'blindness' | 'contract' | 'relations' | 'baseline';
/** One finding as a check: what JUnit, the summary and HTML show. */
export interface Check {
    readonly id: string;
    readonly group: CheckGroup;
    /** Stable name; labels inside are raw (the format escapes them). */
    readonly name: string;
    readonly outcome: CheckOutcome;
    /** Sets the exit code (the finding's own flag, never decided here). */
    readonly gates: boolean;
    /** The exit code it sets when it gates (1 or 2), else 0: the finding's. */
    readonly exitCode: number;
    /** The status the finding stands for, when it gates or cautions. */
    readonly status: Finding['status'];
    /** One sentence: why it failed, erred, was skipped or needs care, or what it measured. */
    readonly message: string;
    /** Figures as `key=value` lines. */
    readonly figures: readonly string[];
    /**
     * The one figure the finding turns on, in words (`8 of 13 pairs flipped`), for
     * readers that show only a case's name; absent where no single figure says it.
     */
    readonly figure?: string;
}
/**
 * The findings as checks, each worded from its own figures. Whether a check
 * gates, and its outcome, are the finding's: this only words them, so a test
 * reporter never shows green on a run whose exit code is 1 or 2 and never red
 * on a run whose exit code is 0.
 */
export declare function checksOf(a: Assessment): Check[];
/** The agent's own error messages, distinct and counted, most frequent first. */
export declare function distinctErrors(a: Assessment, max?: number): {
    message: string;
    count: number;
}[];
/** What sets the exit code, and what needs care without failing the run: views of the findings. */
export interface GateSummary {
    /** The checks that set the exit code, those that say no (exit 1) first. */
    readonly gating: readonly Check[];
    readonly cautions: readonly Check[];
}
export declare function gateSummary(a: Assessment): GateSummary;
/** Checks that say the same thing about several subjects, shown as one line. */
export interface SameChecks {
    /** `route a, b and c`, or the one check's name. */
    readonly name: string;
    readonly message: string;
    readonly checks: readonly Check[];
}
/**
 * Group checks of one group whose message is the same (five quiet routes that
 * each need 60 more agreeing pairs), in the order of their first member.
 */
export declare function groupChecks(checks: readonly Check[]): SameChecks[];
/** How a gating check reads in a list: what it does to the run. */
export declare function gateWord(c: Check): string;
/** The heading of the list of gating checks. */
export declare function gateHeading(a: Assessment, count: number): string;
