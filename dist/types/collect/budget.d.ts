/**
 * The call budget covers every agent call of a run: the meter's repeats, the
 * independent first draws, the relations' source calls and the relations. Pure
 * helpers for fitting a plan inside it and for saying, before any call, why a
 * plan does not fit.
 */
import { Refusal } from '../core/index.js';
/** Calls per phase. */
export interface PhaseCalls {
    readonly meter: number;
    readonly sources: number;
    readonly relationSources: number;
    readonly relations: number;
    readonly total: number;
}
/** Calls per phase with the total worked out. */
export declare function phaseCalls(meter: number, other: Omit<PhaseCalls, 'meter' | 'total'>): PhaseCalls;
/** "meter 24 + relations 12" (phases without calls left out). */
export declare function describePhases(c: PhaseCalls): string;
/** The largest even k (at least 2) whose meter fits in what the budget leaves it, or null. */
export declare function largestFittingK(inputs: number, meterBudget: number): number | null;
/**
 * A plan over the budget, refused before any call. `what` says what the plan
 * is ("k = 4", "the smallest plan (k = 2)", "one sequential round"); `fits`
 * is the largest k that fits, when one does.
 */
export declare function overBudget(budget: number, what: string, calls: PhaseCalls, fits: {
    k: number;
    calls: number;
} | null): Refusal;
/** A per-route plan (declared stability targets) over the budget. */
export declare function routesOverBudget(budget: number, calls: PhaseCalls): Refusal;
