import { R as Refusal } from './types.js';
import { c as compareCodePoints } from './order.js';
import { _ as validateEpsilon, Q as pairsForDeterministicCall, j as ceilDiv } from './facts.js';

/**
 * Size the evidence per route instead of one k for the whole suite: each route
 * gets enough repeats per case for its own target's zero-flip requirement.
 * Routes come back in code-point order of their names.
 */
function planRouteRepeats(input) {
    const epsilon = validateEpsilon(input.epsilon);
    const minimumRepeats = input.minimumRepeats ?? 2;
    if (!Number.isSafeInteger(minimumRepeats) || minimumRepeats < 2) {
        throw new Refusal('routes.plan', `expected a whole number of repeats >= 2, got ${String(minimumRepeats)}`, 'minimumRepeats');
    }
    if (input.intended.length === 0) {
        throw new Refusal('routes.plan', 'a route plan needs at least one case', 'intended');
    }
    const counts = new Map();
    input.intended.forEach((decision, index) => {
        if (typeof decision !== 'string' || decision === '') {
            throw new Refusal('routes.plan', 'expected a non-empty decision label', `intended[${index}]`);
        }
        counts.set(decision, (counts.get(decision) ?? 0) + 1);
    });
    const targets = input.targets ?? new Map();
    const unknown = [...targets.keys()].filter((name) => !counts.has(name)).sort(compareCodePoints);
    if (unknown.length > 0) {
        throw new Refusal('routes.unknown-target', `stability targets name routes that no case intends: ${unknown.join(', ')}`, 'targets');
    }
    for (const [name, target] of targets)
        validateEpsilon(target, `targets.${name}`);
    return [...counts.keys()].sort(compareCodePoints).map((decision) => {
        const cases = counts.get(decision);
        const target = targets.get(decision) ?? epsilon;
        const pairsNeeded = pairsForDeterministicCall(target, { method: input.method ?? 'wilson' });
        if (pairsNeeded === null) {
            throw new Refusal('routes.plan', `a target of ${target} cannot be certified within the planning limit of pairs`, targets.has(decision) ? `targets.${decision}` : 'epsilon');
        }
        const repeatsEach = Math.max(minimumRepeats, 2 * ceilDiv(pairsNeeded, cases));
        return { decision, cases, target, pairsNeeded, repeatsEach, calls: repeatsEach * cases };
    });
}
/** Total calls of a route plan. */
function totalCalls(plans) {
    return plans.reduce((sum, plan) => sum + plan.calls, 0);
}
/** Calls if every case used the largest route's repeats: the one-k-for-all alternative. */
function uniformCalls(plans) {
    if (plans.length === 0)
        return 0;
    const repeats = Math.max(...plans.map((plan) => plan.repeatsEach));
    return repeats * plans.reduce((sum, plan) => sum + plan.cases, 0);
}

/**
 * The call budget covers every agent call of a run: the meter's repeats, the
 * independent first draws, the relations' source calls and the relations. Pure
 * helpers for fitting a plan inside it and for saying, before any call, why a
 * plan does not fit.
 */
/** Calls per phase with the total worked out. */
function phaseCalls(meter, other) {
    return {
        meter,
        sources: other.sources,
        relationSources: other.relationSources,
        relations: other.relations,
        total: meter + other.sources + other.relationSources + other.relations,
    };
}
/** "meter 24 + relations 12" (phases without calls left out). */
function describePhases(c) {
    const parts = [`meter ${c.meter}`];
    if (c.sources > 0)
        parts.push(`first draws ${c.sources}`);
    if (c.relationSources > 0)
        parts.push(`relation sources ${c.relationSources}`);
    if (c.relations > 0)
        parts.push(`relations ${c.relations}`);
    return parts.join(' + ');
}
/** The largest even k (at least 2) whose meter fits in what the budget leaves it, or null. */
function largestFittingK(inputs, meterBudget) {
    const k = Math.floor(Math.floor(Math.max(0, meterBudget) / inputs) / 2) * 2;
    return k >= 2 ? k : null;
}
/** The numbers a refusal carries (flat: refusal data holds plain values). */
function dataOf(budget, calls, fits) {
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
function overBudget(budget, what, calls, fits) {
    const others = calls.total - calls.meter > 0;
    const advice = fits !== null
        ? `k = ${fits.k} fits (${fits.calls} calls), or raise the budget to ${calls.total}`
        : `raise the budget to at least ${calls.total}${others ? RELATIONS_HINT : ''}`;
    return new Refusal('collect.over-budget', `${what} needs ${calls.total} calls (${describePhases(calls)}), more than the budget of ${budget} calls in all; ${advice}`, undefined, { setting: 'budget', data: dataOf(budget, calls, fits) });
}
/** A per-route plan (declared stability targets) over the budget. */
function routesOverBudget(budget, calls) {
    return new Refusal('collect.route-budget', `the per-route plan needs ${calls.total} calls (${describePhases(calls)}), more than the budget of ${budget} calls in all; raise the budget to at least ${calls.total}, or relax the stability targets`, undefined, {
        setting: 'budget',
        data: { ...dataOf(budget, calls, null), plannedCalls: calls.total },
    });
}

export { phaseCalls as a, describePhases as d, largestFittingK as l, overBudget as o, planRouteRepeats as p, routesOverBudget as r, totalCalls as t, uniformCalls as u };
