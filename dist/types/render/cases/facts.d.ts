/**
 * What several cases formats show, read off a CasesReport by looking up and
 * counting only: every status, finding, figure, the exit code and the headline
 * are the report's (buildCasesReport in src/core/stateful/report.ts).
 */
import type { CaseResult, CasesFinding, CasesReport, CriterionStatus, CriterionSummary, Json, PathComparison, RateInterval, Slice, StateRepeatability } from '../../core/stateful/types.js';
import type { RunMeta } from '../meta.js';
/** What a cases report says beyond the CasesReport itself, passed in by the caller. */
export interface CasesReportMeta {
    readonly tool?: {
        readonly name: string;
        readonly version: string;
    };
    readonly run?: RunMeta;
    /** Where the full report is kept (a CI artifact); linked when the Markdown is shortened. */
    readonly artifactUrl?: string;
    /** The cases file as the repository names it: JUnit's `file`. */
    readonly casesFile?: string;
    /** Markdown only: the size limit in UTF-8 bytes (default COMMENT_BUDGET_BYTES). */
    readonly budgetBytes?: number;
}
/** A share as a percentage with one decimal; `n/a` for null. */
export declare function pct(x: number | null): string;
/** An interval of shares: `[70.2%, 91.1%]`. */
export declare function pctBounds(b: {
    readonly low: number;
    readonly high: number;
}): string;
/** A pass rate with its interval and method: `66.7% [35.4%, 87.9%] Wilson`. */
export declare function rateText(r: RateInterval | null): string;
export declare const STATUS_WORD: Readonly<Record<CriterionStatus, string>>;
/** Plain words for a status, as a sentence uses it. */
export declare const STATUS_TEXT: Readonly<Record<CriterionStatus, string>>;
/** A status's mark: ✅ passed, ❌ failed, ⚠️ missing or insufficient. */
export declare function statusMark(s: CriterionStatus): string;
/** The tone of a status (colours in HTML). */
export declare function statusTone(s: CriterionStatus): 'good' | 'bad' | 'caution';
/** The title of a cases report: `AgentVerity cases: FAILED`. */
export declare function titleWord(r: CasesReport): string;
/** A finding's mark: ❌ gates with exit 1, ⚠️ gates otherwise, ✅ passed, ℹ️ otherwise. */
export declare function findingMark(f: CasesFinding): string;
/** The plain-text word of a finding: its outcome and whether it gates. */
export declare function findingWord(f: CasesFinding): string;
/**
 * What a finding says, with its subject: the core's text starts with the
 * criterion's name, so the subject is added only when it does not.
 */
export declare function findingBody(f: CasesFinding): string;
/** The bar as a percentage, or `none`. */
export declare function barText(c: CriterionSummary): string;
/** pass^k with its interval, or `n/a` (one run). */
export declare function passHatKText(c: CriterionSummary): string;
/** fault_recovery: `recovered 3 of 5 held (error): 60.0% [23.1%, 88.2%] Wilson`; '' otherwise. */
export declare function recoveryText(c: CriterionSummary): string;
/** The counts of a criterion's case runs: `8 passed · 2 failed · 0 missing · 0 insufficient`. */
export declare function countsText(c: CriterionSummary): string;
/** The state meter in words. */
export declare function stateMeterText(m: StateRepeatability): string;
/** A slice's dimension in words. */
export declare function sliceDimension(s: Slice): string;
/** The results that need a reader: every failed case run, then every missing and insufficient one, each in report order. */
export declare function notPassed(r: CasesReport): CaseResult[];
/** The results of one case run, in report order. */
export declare function resultsOf(r: CasesReport, caseId: string, run: number): CaseResult[];
/**
 * A state value as one line of JSON; the absent marker of a PathComparison is
 * `null` here (the caller shows it distinctly). The contract spells absence as
 * the string 'absent', so a state holding that string reads as absent too.
 */
export declare function valueJson(v: Json | 'absent'): string | null;
/** A compared path's outcome in words. */
export declare const OUTCOME_TEXT: Readonly<Record<PathComparison['outcome'], string>>;
/** The compared paths a reader must see first: mismatches, then the rest in order. */
export declare function pathsInOrder(paths: readonly PathComparison[]): PathComparison[];
/** The run-wide findings (no criterion subject). */
export declare function runWideFindings(r: CasesReport): CasesFinding[];
/** The finding a criterion's summary stands for (the core writes one per criterion). */
export declare function findingOf(r: CasesReport, c: CriterionSummary): CasesFinding | undefined;
/** A headline sentence with a capital first letter. */
export declare function sentence(text: string): string;
/** The scale: "31 cases × 3 runs". */
export declare function scaleText(r: CasesReport): string;
/**
 * Where the replays came from, in words (raw: each format escapes it); null
 * when there were none. A replay served from the replay cache was not made by
 * this run, so every report says how many were and of which versions.
 */
export declare function replaySourcesText(r: CasesReport): string | null;
