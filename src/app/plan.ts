// `plan`: how many repeats a design needs, before any call. Two use cases: from an
// observed flip count (the interval, the call, the best case within a pair budget)
// and from a suite (the route table of the live run with the same settings, from
// the one planner a live run uses, and optionally the shards a wall time needs).
// The shell checks its flags, calls these and renders.
import { uniformCalls } from '../core/routes/plan.js';
import { MAX_SHARDS } from '../core/shard.js';
import { resolveEpsilon } from '../core/stats/epsilon.js';
import { callBy, intervalBy } from '../core/stats/method.js';
import { bestCaseAdmission, pairsForDeterministicCall, type Method } from '../core/stats/pairs.js';
import type { ObservedPlan, SuitePlan } from '../render/baselines/plan.js';
import { checkSettings } from './check.js';
import { refuseProblems } from './problems.js';
import { shardsNeeded, type CollectionPlan, type ShardSizing, type ShardTiming } from './door.js';

export interface PlanSettings {
  readonly epsilon?: number;
  readonly precision?: string;
  readonly method?: string;
  readonly costPerCall?: number;
}

/** The pair budget of an observed plan when none is given. */
export const DEFAULT_MAX_PAIRS = 10_000_000;
/** The most shards a plan sizes (core's limit on `--shard I/N`). */
export const PLAN_MAX_SHARDS = MAX_SHARDS;

/** Refuse the plan's settings (settings.*) and resolve its tolerance. */
export function planEpsilon(settings: PlanSettings): number {
  refuseProblems(
    checkSettings(
      {
        ...(settings.epsilon === undefined ? {} : { epsilon: settings.epsilon }),
        ...(settings.precision === undefined ? {} : { precision: settings.precision }),
        ...(settings.method === undefined ? {} : { method: settings.method }),
      },
      { source: 'none' },
    ),
  );
  return resolveEpsilon(settings.precision ?? 'balanced', settings.epsilon);
}

/** The plan for an observed `flips` out of `pairs`. */
export function planFromObserved(
  observed: { readonly flips: number; readonly pairs: number },
  settings: PlanSettings & { readonly maxPairs?: number },
): ObservedPlan {
  const epsilon = planEpsilon(settings);
  const { flips, pairs } = observed;
  const maxPairs = settings.maxPairs ?? DEFAULT_MAX_PAIRS;
  const method: Method = settings.method === 'exact' ? 'exact' : 'wilson';
  const { low, high } = intervalBy(method, flips, pairs);
  const call = callBy(method, flips, pairs, epsilon);
  const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs, method });
  const rate = pairs === 0 ? 0 : flips / pairs;
  return {
    observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
    epsilon,
    maxPairs: settings.maxPairs ?? null,
    bestCase: {
      totalPairs: best.totalPairs,
      additionalPairs: best.additionalPairs,
      reachable: best.reachable,
    },
    pairsIfRatePersists: pairsForDeterministicCall(epsilon, { flipRate: rate, method }),
    costPerCall: settings.costPerCall ?? null,
  };
}

export interface SuitePlanResult {
  readonly plan: SuitePlan;
  /** The live run's plan with the same settings (its calls and cost). */
  readonly run: CollectionPlan;
  /** The shards `timing` needs, when a timing was given. */
  readonly sizing: { readonly timing: ShardTiming; readonly result: ShardSizing } | null;
}

/**
 * The route table of `run --suite` with the same settings: the plan comes from
 * the one planning function a live run uses (planLive), so the two never disagree.
 */
export async function planFromSuite(
  file: string,
  settings: PlanSettings,
  cwd: string,
  timing: ShardTiming | null,
): Promise<SuitePlanResult> {
  const epsilon = planEpsilon(settings);
  // A suite's plan is the live run's: its planner (and the suite reader) load only here.
  const { planLive } = await import('./live.js');
  const { plan: run, seeds } = await planLive(
    {
      suite: file,
      epsilon,
      ...(settings.method === undefined ? {} : { method: settings.method }),
      ...(settings.costPerCall === undefined ? {} : { costPerCall: settings.costPerCall }),
    },
    cwd,
  );
  const suite = seeds.suite;
  const plans = run.routePlans;
  if (suite === null || plans === null) throw new Error('a suite plans repeats per route');
  const targets = suite.contract.stabilityTargets;
  const plan: SuitePlan = {
    epsilon,
    routes: plans.map((p) => ({ ...p, targeted: targets.has(p.decision) })),
    totalCalls: run.calls.meter,
    uniformCalls: uniformCalls(plans),
    costPerCall: settings.costPerCall ?? null,
  };
  const sizing = timing === null ? null : { timing, result: shardsNeeded(run, timing, MAX_SHARDS) };
  return { plan, run, sizing };
}
