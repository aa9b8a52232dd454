import { type Assessment, type NextStep, type RelationSummary, type RouteRow } from '../core/index.js';
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
/** What an undecided route lacks, with the number when every new pair would agree. */
export declare function routeShortfall(row: RouteRow): string;
export type CheckOutcome = 'passed' | 'failed' | 'error' | 'skipped';
/** One check of the run, as JUnit (and the summary) shows it. */
export interface Check {
    readonly group: 'evidence' | 'meter' | 'routes' | 'blindness' | 'contract' | 'relations';
    /** Stable name; labels inside are raw (the format escapes them). */
    readonly name: string;
    readonly outcome: CheckOutcome;
    /** One sentence: why it failed, erred or was skipped, or what it measured. */
    readonly message: string;
    /** Figures as `key=value` lines. */
    readonly figures: readonly string[];
}
/**
 * The checks, each decided from its own evidence, so that a test reporter never
 * shows green on a run whose exit code is 1 or 2 and never shows red on a run
 * whose exit code is 0. What does not gate because a higher-ranked status
 * explains the run (an undecided pooled figure beside a flipping route, a
 * violation judged against a measured flip rate) passes with a note.
 */
export declare function checksOf(a: Assessment): Check[];
/**
 * The next steps: the Assessment's, then the ones it leaves implicit. When routes
 * flip, the quiet routes that are still undecided get no step of their own, yet
 * each needs a known number of agreeing pairs: zero-flip routes only (their
 * pairsNeeded is exact), one step per distinct need.
 */
export declare function nextOf(a: Assessment): NextStep[];
/** The approval step, when the evidence admits a baseline. */
export declare function approvalText(a: Assessment, meta: ReportMeta | null): string | null;
/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
export declare function settingLines(settings: Readonly<Record<string, unknown>>): string[];
/** The header of the route table in the plain table formats (text, HTML). */
export declare const ROUTE_HEADER: string[];
/** One route's cells; `label` escapes the route name for the format. */
export declare function routeCells(r: RouteRow, label: (text: string) => string): string[];
/** The header of the relation table in every format. */
export declare const RELATION_HEADER: string[];
/** One relation's cells; `label` escapes the relation name for the format. */
export declare function relationCells(r: RelationSummary, label: (text: string) => string): string[];
