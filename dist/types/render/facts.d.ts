import { type Method, type MeterResult, type Assessment, type Finding, type NextStep, type PairsNeeded, type RelationSummary, type RouteRow } from '../core/index.js';
import type { ReportMeta } from './meta.js';
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
/**
 * The next steps: the Assessment's, then the ones it leaves implicit. When routes
 * flip, the quiet routes that are still undecided get no step of their own, yet
 * each needs a known number of agreeing pairs: zero-flip routes only (their
 * need is exact), one step per distinct need.
 */
export declare function nextOf(a: Assessment): NextStep[];
/** The approval step, when the evidence admits a baseline. */
export declare function approvalText(a: Assessment, meta: ReportMeta | null): string | null;
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
