/** Every status a run or an assessment can end in (DESIGN.md §4). */
export declare const STATUSES: readonly ["incomplete", "contract", "blind", "vacuous", "target-failed", "stochastic", "undecided", "violations", "deterministic", "unmeasured"];
export type Status = (typeof STATUSES)[number];
/**
 * Every status a run can end in: an assessment's, or, when a baseline check
 * objects and the assessment alone would pass, the baseline's (drift, or a
 * baseline that could not be compared).
 */
export declare const RUN_STATUSES: readonly ["incomplete", "contract", "blind", "vacuous", "target-failed", "stochastic", "undecided", "violations", "deterministic", "unmeasured", "drift", "baseline-refused"];
export type RunStatus = (typeof RUN_STATUSES)[number];
export type ExitCode = 0 | 1 | 2;
/** 0 clean, 1 the evidence says no, 2 not enough or unusable evidence. */
export declare function exitCodeFor(status: Status): ExitCode;
export declare const HEADLINE_CATEGORIES: readonly ["INCOMPLETE", "NOT TRUSTWORTHY", "NOT READY", "DRIFTED FROM BASELINE", "BASELINE NOT COMPARED", "NO VERDICT MEASURED", "TRUSTWORTHY WITH CARE", "NO ANSWER YET", "TRUSTWORTHY AT POOLED LEVEL", "TRUSTWORTHY"];
export type HeadlineCategory = (typeof HEADLINE_CATEGORIES)[number];
