import { type CaseResult, type CaseRun, type Criterion, type Json, type PathComparison, type StatefulCase } from './types.js';
import type { Indexed } from './evidence-index.js';
/** How many paths a reason quotes before it says "and N more". */
export declare const QUOTED = 3;
/** How many characters of an answer a reason quotes. */
export declare const ANSWER_CHARS = 120;
export interface CriterionJudgement {
    readonly criterion: Criterion;
    readonly results: readonly CaseResult[];
    /** The criterion's units share clusters (derived cases), so its rate must be cluster-aware. */
    readonly clustered: boolean;
    /** Set when the criterion as a whole could not be judged (its results carry the same code). */
    readonly blocked?: {
        readonly reasonCode: string;
        readonly reason: string;
    };
    /** Plain facts the summary repeats (runs not judged, cases left out). */
    readonly notes: readonly string[];
}
export declare const q: (s: string) => string;
export declare function show(v: Json | 'absent'): string;
export declare function quoteAnswer(answer: string | null): string;
/** `a expected 1, got 2; b expected …; and 3 more` */
export declare function describeMismatches(paths: readonly PathComparison[]): string;
export declare function listPaths(paths: readonly string[]): string;
export type Judged = Omit<CaseResult, 'criterion'>;
export declare function result(criterion: string, r: Judged): CaseResult;
export declare function agentError(run: CaseRun): Judged | null;
export declare function noState(run: CaseRun, what?: string): Judged;
/** Paths named in the expected state whose expected value differs from the initial one. */
export declare function expectedChanges(c: StatefulCase): string[];
/** The paths a state_unchanged criterion finds changed in an end state. */
export declare function unchangedViolations(crit: Extract<Criterion, {
    type: 'state_unchanged';
}>, c: StatefulCase, end: Json): {
    changed: string[];
    paths: PathComparison[];
};
/**
 * A criterion judged run by run: every run of every case, in case and run
 * order, gets one result; a run whose agent call failed is `missing` before
 * `judge` sees it.
 */
export declare function judgeEachRun(ix: Indexed, crit: Criterion, judge: (c: StatefulCase, run: CaseRun) => Judged): CriterionJudgement;
