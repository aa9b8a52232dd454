import { Refusal } from '../errors.js';
import {
  ceilDiv,
  pairsForDeterministicCall,
  validateEpsilon,
  type Method,
} from '../stats/index.js';
import { compareCodePoints } from '../util/order.js';

/** What one route needs for a best-case (zero-flip) deterministic call. */
export interface RoutePlan {
  readonly decision: string;
  /** Cases whose intended decision is this route. */
  readonly cases: number;
  /** The route's declared target, or the run epsilon. */
  readonly target: number;
  /** Zero-flip pairs needed at the target. */
  readonly pairsNeeded: number;
  /** Repeats for each of the route's cases (even, at least minimumRepeats). */
  readonly repeatsEach: number;
  readonly calls: number;
}

export interface RoutePlanInput {
  /** The intended decision of every case, in suite order. */
  readonly intended: readonly string[];
  /** Tolerance for routes without a declared target. */
  readonly epsilon: number;
  /** Declared per-route targets; each must name a route with cases and lie in (0, 1). */
  readonly targets?: ReadonlyMap<string, number>;
  /** Floor on repeats per case; at least 2. Default 2. */
  readonly minimumRepeats?: number;
  /** The decision rule the plan is for (default: Wilson). */
  readonly method?: Method;
}

/**
 * Size the evidence per route instead of one k for the whole suite: each route
 * gets enough repeats per case for its own target's zero-flip requirement.
 * Routes come back in code-point order of their names.
 */
export function planRouteRepeats(input: RoutePlanInput): RoutePlan[] {
  const epsilon = validateEpsilon(input.epsilon);
  const minimumRepeats = input.minimumRepeats ?? 2;
  if (!Number.isSafeInteger(minimumRepeats) || minimumRepeats < 2) {
    throw new Refusal(
      'routes.plan',
      `expected a whole number of repeats >= 2, got ${String(minimumRepeats)}`,
      'minimumRepeats',
    );
  }
  if (input.intended.length === 0) {
    throw new Refusal('routes.plan', 'a route plan needs at least one case', 'intended');
  }
  const counts = new Map<string, number>();
  input.intended.forEach((decision, index) => {
    if (typeof decision !== 'string' || decision === '') {
      throw new Refusal('routes.plan', 'expected a non-empty decision label', `intended[${index}]`);
    }
    counts.set(decision, (counts.get(decision) ?? 0) + 1);
  });

  const targets = input.targets ?? new Map<string, number>();
  const unknown = [...targets.keys()].filter((name) => !counts.has(name)).sort(compareCodePoints);
  if (unknown.length > 0) {
    throw new Refusal(
      'routes.unknown-target',
      `stability targets name routes that no case intends: ${unknown.join(', ')}`,
      'targets',
    );
  }
  for (const [name, target] of targets) validateEpsilon(target, `targets.${name}`);

  return [...counts.keys()].sort(compareCodePoints).map((decision) => {
    const cases = counts.get(decision) as number;
    const target = targets.get(decision) ?? epsilon;
    const pairsNeeded = pairsForDeterministicCall(target, { method: input.method ?? 'wilson' });
    if (pairsNeeded === null) {
      throw new Refusal(
        'routes.plan',
        `a target of ${target} cannot be certified within the planning limit of pairs`,
        targets.has(decision) ? `targets.${decision}` : 'epsilon',
      );
    }
    const repeatsEach = Math.max(minimumRepeats, 2 * ceilDiv(pairsNeeded, cases));
    return { decision, cases, target, pairsNeeded, repeatsEach, calls: repeatsEach * cases };
  });
}

/** Total calls of a route plan. */
export function totalCalls(plans: readonly RoutePlan[]): number {
  return plans.reduce((sum, plan) => sum + plan.calls, 0);
}

/** Calls if every case used the largest route's repeats: the one-k-for-all alternative. */
export function uniformCalls(plans: readonly RoutePlan[]): number {
  if (plans.length === 0) return 0;
  const repeats = Math.max(...plans.map((plan) => plan.repeatsEach));
  return repeats * plans.reduce((sum, plan) => sum + plan.cases, 0);
}
