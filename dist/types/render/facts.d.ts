import { type Method, type MeterResult, type Assessment, type Finding, type FindingOutcome, type NextStep, type PairsNeeded, type RelationSummary, type RouteRow } from '../core/index.js';
import type { ReportMeta } from './meta.js';
/**
 * Facts every format shows, derived from the Assessment by counting and
 * comparing only (no statistics): the contract row per required route, the
 * outcome of each check, and the shared wording of figures.
 */
/** A tolerance as people read it: 5%, 2.5%. */
export declare function tolerance(epsilon: number): string;
/** `[0.355, 0.823]` */
export declare function interval(low: number, high: number): string;
/** A relation's violation rate, or `n/a` when it tested nothing (never 0%). */
/** A sentence's first letter in upper case. */
export declare function capitalise(text: string): string;
/** The name of the meter's interval, as reports show it. */
export declare function intervalName(method: Method): string;
/** How the pooled call was reached, when a declared stopping rule made it; '' otherwise. */
export declare function decidedByText(m: MeterResult): string;
/**
 * Which inputs a random allocation exercised; '' for per-input collection. The
 * inputs' names are untrusted text: `escape` is the format's escaping for them.
 */
export declare function allocationText(a: Assessment, escape: (text: string) => string): string;
/** Why a relation's violations do not count: the measured noise explains them. */
export declare function noiseNote(r: RelationSummary): string;
export declare function relationRate(r: RelationSummary): string;
export type Admissible = 'yes' | 'no' | 'not yet';
/** One required route of the contract: cases written, cases that reached it, and whether its evidence could enter a baseline. */
export interface ContractRouteRow {
    readonly decision: string;
    readonly critical: boolean;
    /** Cases written for the route. */
    readonly intended: number;
    /** Cases that returned the route on any repeat. */
    readonly observed: number;
    readonly admissible: Admissible;
    /** Why, in a few words. */
    readonly why: string;
}
/**
 * The contract per required route. A route is admissible when it has cases, was
 * returned, and its own interval decides it deterministic at its tolerance.
 */
export declare function contractRows(a: Assessment): ContractRouteRow[];
/** The finding of one route (every route row has one). */
export declare function routeFinding(a: Assessment, decision: string): Finding | undefined;
/** What an undecided route lacks, with the number when every new pair would agree. */
export declare function routeShortfall(row: RouteRow, needs?: PairsNeeded | null): string;
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
/**
 * The next steps: the Assessment's, then the ones it leaves implicit. When routes
 * flip, the quiet routes that are still undecided get no step of their own, yet
 * each needs a known number of agreeing pairs: zero-flip routes only (their
 * need is exact), one step per distinct need.
 */
export declare function nextOf(a: Assessment): NextStep[];
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
/** The approval step, when the evidence admits a baseline. */
export declare function approvalText(a: Assessment, meta: ReportMeta | null): string | null;
/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
export declare function settingLines(settings: Readonly<Record<string, unknown>>): string[];
/**
 * The routes a given k was raised on by the suite's stability targets, in words
 * (`k raised by the stability targets on a (70 repeats per input)`), or null when
 * the settings record none: every report says it, never a silent raise.
 */
export declare function kRaisedText(settings: Readonly<Record<string, unknown>>): string | null;
/**
 * The settings as a person reads them (`tolerance 5%`, `suite payments.json`),
 * in the order they were recorded, defaults and empty values left out: raw
 * text, which each format escapes. The JSON report and JUnit keep the raw keys.
 */
export declare function readableSettings(settings: Readonly<Record<string, unknown>>): string[];
/** The header of the route table in the plain table formats (text, HTML). */
export declare const ROUTE_HEADER: string[];
/** One route's cells; `label` escapes the route name for the format. */
export declare function routeCells(r: RouteRow, label: (text: string) => string): string[];
/** The header of the relation table in every format. */
export declare const RELATION_HEADER: string[];
/** One relation's cells; `label` escapes the relation name for the format. */
export declare function relationCells(r: RelationSummary, label: (text: string) => string): string[];
/**
 * What every report says first when evidence collected against a decision suite
 * was assessed without it on request (`--without-suite`): its contract was not
 * applied, so no required decision, target or allowed label was checked. Null
 * when the suite's contract applied (or the evidence records none).
 */
export declare function suiteNotAppliedNote(meta: ReportMeta | null): string | null;
