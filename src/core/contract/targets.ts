import type { Call } from '../observation/types.js';
import { compareCodePoints } from '../util/order.js';
import type { DecisionContract } from './types.js';

/** The tolerance a route is judged at: its declared stability target, else the run epsilon. */
export function targetFor(
  contract: DecisionContract | null | undefined,
  route: string,
  epsilon: number,
): number {
  return contract?.stabilityTargets.get(route) ?? epsilon;
}

/** True when the contract declares a stability target for the route. */
export function hasTarget(contract: DecisionContract | null | undefined, route: string): boolean {
  return contract?.stabilityTargets.has(route) ?? false;
}

/** A route's call, as a route table row gives it. */
export interface RouteCall {
  readonly decision: string;
  readonly call: Call;
}

function targeted(
  contract: DecisionContract | null | undefined,
  routes: Iterable<RouteCall>,
  keep: (call: Call) => boolean,
): string[] {
  const out = new Set<string>();
  for (const row of routes)
    if (hasTarget(contract, row.decision) && keep(row.call)) out.add(row.decision);
  return [...out].sort(compareCodePoints);
}

/** Routes with a declared target whose call is stochastic: the target was missed (§8.3). */
export function targetedStochastic(
  contract: DecisionContract | null | undefined,
  routes: Iterable<RouteCall>,
): string[] {
  return targeted(contract, routes, (call) => call === 'stochastic');
}

/** Routes with a declared target that are not yet decided either way (§8.3). */
export function targetedUndecided(
  contract: DecisionContract | null | undefined,
  routes: Iterable<RouteCall>,
): string[] {
  return targeted(contract, routes, (call) => call === 'undecided');
}
