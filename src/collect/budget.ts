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
export function phaseCalls(meter: number, other: Omit<PhaseCalls, 'meter' | 'total'>): PhaseCalls {
  return {
    meter,
    sources: other.sources,
    relationSources: other.relationSources,
    relations: other.relations,
    total: meter + other.sources + other.relationSources + other.relations,
  };
}

/** "meter 24 + relations 12" (phases without calls left out). */
export function describePhases(c: PhaseCalls): string {
  const parts = [`meter ${c.meter}`];
  if (c.sources > 0) parts.push(`first draws ${c.sources}`);
  if (c.relationSources > 0) parts.push(`relation sources ${c.relationSources}`);
  if (c.relations > 0) parts.push(`relations ${c.relations}`);
  return parts.join(' + ');
}

/** The largest even k (at least 2) whose meter fits in what the budget leaves it, or null. */
export function largestFittingK(inputs: number, meterBudget: number): number | null {
  const k = Math.floor(Math.floor(Math.max(0, meterBudget) / inputs) / 2) * 2;
  return k >= 2 ? k : null;
}

/** The numbers a refusal carries (flat: refusal data holds plain values). */
function dataOf(budget: number, calls: PhaseCalls, fits: { k: number; calls: number } | null) {
  return {
    budget,
    meterCalls: calls.meter,
    firstDrawCalls: calls.sources,
    relationSourceCalls: calls.relationSources,
    relationCalls: calls.relations,
    totalCalls: calls.total,
    /** The least budget this plan needs. */
    minimumBudget: calls.total,
    /** The largest k that fits the budget, and its calls; null when none does. */
    fitsK: fits?.k ?? null,
    fitsCalls: fits?.calls ?? null,
  };
}

const RELATIONS_HINT = ' (or run fewer relations)';

/**
 * A plan over the budget, refused before any call. `what` says what the plan
 * is ("k = 4", "the smallest plan (k = 2)", "one sequential round"); `fits`
 * is the largest k that fits, when one does.
 */
export function overBudget(
  budget: number,
  what: string,
  calls: PhaseCalls,
  fits: { k: number; calls: number } | null,
): Refusal {
  const others = calls.total - calls.meter > 0;
  const advice =
    fits !== null
      ? `k = ${fits.k} fits (${fits.calls} calls), or raise the budget to ${calls.total}`
      : `raise the budget to at least ${calls.total}${others ? RELATIONS_HINT : ''}`;
  return new Refusal(
    'collect.over-budget',
    `${what} needs ${calls.total} calls (${describePhases(calls)}), more than the budget of ${budget} calls in all; ${advice}`,
    undefined,
    { setting: 'budget', data: dataOf(budget, calls, fits) },
  );
}

/** A per-route plan (declared stability targets) over the budget. */
export function routesOverBudget(budget: number, calls: PhaseCalls): Refusal {
  return new Refusal(
    'collect.route-budget',
    `the per-route plan needs ${calls.total} calls (${describePhases(calls)}), more than the budget of ${budget} calls in all; raise the budget to at least ${calls.total}, or relax the stability targets`,
    undefined,
    {
      setting: 'budget',
      data: { ...dataOf(budget, calls, null), plannedCalls: calls.total },
    },
  );
}
