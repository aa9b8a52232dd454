/**
 * Curtailment for fixed-endpoint collection: stop as soon as even an
 * all-agreeing continuation cannot certify by the endpoint.
 *
 * With f flips seen and an endpoint of P pairs, the best the finished run can
 * show is f flips in P pairs, so certification is still possible only while
 * Wilson(f, P).high < epsilon. That bound depends on the flips alone, so the rule
 * can fire only on a flip (or before the first pair, when the endpoint is too
 * small for any outcome). Curtailment never admits early: it only stops a run
 * that can no longer be admitted.
 */
import { Refusal } from '../errors.js';
import { validateEpsilon } from './epsilon.js';
import { exactCertifies } from './exact.js';
import type { Method } from './pairs.js';
import { wilson, Z95 } from './wilson.js';

/** One scope the rule watches: the pooled pairs, or one targeted route. */
export interface CurtailScope {
  /** `null` for the pooled meter, otherwise the route (intended decision). */
  readonly route: string | null;
  /** Pairs this scope will have at the endpoint. */
  readonly endpointPairs: number;
  readonly epsilon: number;
  /** The decision rule certification is judged by (default Wilson). */
  readonly method?: Method;
}

/** Where and why the rule stopped. */
export interface CurtailStop {
  readonly route: string | null;
  /** 1-based index of the pair, in collection order, after which the run stopped (0: before any pair). */
  readonly atPair: number;
  readonly flips: number;
  /** Pairs of this scope seen when the rule fired. */
  readonly pairs: number;
  readonly endpointPairs: number;
  readonly epsilon: number;
  /** Wilson upper bound if every remaining pair agreed: at or above epsilon. */
  readonly bestCaseHigh: number;
}

/** True when f flips can still certify epsilon by the endpoint (every further pair agreeing). */
export function canStillCertify(
  flips: number,
  endpointPairs: number,
  epsilon: number,
  z: number = Z95,
  method: Method = 'wilson',
): boolean {
  if (endpointPairs <= 0 || flips > endpointPairs) return false;
  // The exact rule: P(Bin(P, ε) ≤ f) ≤ α/2 at the endpoint (exact.ts).
  if (method === 'exact') return exactCertifies(flips, endpointPairs, epsilon);
  return wilson(flips, endpointPairs, z).high < epsilon;
}

/**
 * Watches pairs as they complete and says when to stop. Feed `pair(flip, route)`
 * for each completed disjoint pair in collection order; the first stop is kept.
 */
export class Curtailer {
  private readonly scopes: readonly CurtailScope[];
  private readonly flips = new Map<string | null, number>();
  private readonly seen = new Map<string | null, number>();
  private count = 0;
  private stopped: CurtailStop | null = null;
  private readonly z: number;

  constructor(scopes: readonly CurtailScope[], z: number = Z95) {
    if (scopes.length === 0) {
      throw new Refusal('curtail.scopes', 'curtailment needs at least one scope to watch');
    }
    for (const s of scopes) {
      validateEpsilon(s.epsilon);
      if (!Number.isSafeInteger(s.endpointPairs) || s.endpointPairs < 0) {
        throw new Refusal(
          'curtail.endpoint',
          `the endpoint must be a whole number of pairs, got ${s.endpointPairs}`,
          s.route === null ? 'pooled' : `route ${s.route}`,
        );
      }
    }
    this.scopes = scopes;
    this.z = z;
    for (const s of scopes) {
      if (!canStillCertify(0, s.endpointPairs, s.epsilon, z, s.method)) {
        this.stopped = this.stopOf(s, 0, 0);
        break;
      }
    }
  }

  /** The stop, once the rule has fired; null while certification is still possible. */
  get stop(): CurtailStop | null {
    return this.stopped;
  }

  /** Pairs fed so far. */
  get pairs(): number {
    return this.count;
  }

  /** Record one completed pair; returns the stop when this pair makes it fire. */
  pair(flip: boolean, route: string | null = null): CurtailStop | null {
    this.count += 1;
    if (this.stopped !== null) return this.stopped;
    for (const scope of this.scopes) {
      if (scope.route !== null && scope.route !== route) continue;
      const key = scope.route;
      const seen = (this.seen.get(key) ?? 0) + 1;
      this.seen.set(key, seen);
      if (!flip) continue;
      const flips = (this.flips.get(key) ?? 0) + 1;
      this.flips.set(key, flips);
      if (
        this.stopped === null &&
        !canStillCertify(flips, scope.endpointPairs, scope.epsilon, this.z, scope.method)
      ) {
        this.stopped = this.stopOf(scope, flips, seen);
      }
    }
    return this.stopped;
  }

  private stopOf(scope: CurtailScope, flips: number, pairs: number): CurtailStop {
    return {
      route: scope.route,
      atPair: this.count,
      flips,
      pairs,
      endpointPairs: scope.endpointPairs,
      epsilon: scope.epsilon,
      bestCaseHigh:
        scope.endpointPairs > 0
          ? wilson(Math.min(flips, scope.endpointPairs), scope.endpointPairs, this.z).high
          : 1,
    };
  }
}

/** One completed pair for a replay, in collection order. */
export interface CurtailPair {
  readonly flip: boolean;
  readonly route?: string | null;
}

/** Result of replaying the rule over recorded pairs (a counterfactual, never an admission). */
export interface CurtailReplay {
  readonly stop: CurtailStop | null;
  readonly totalPairs: number;
  /** Pairs that would not have been collected (0 when the rule never fires). */
  readonly pairsAvoided: number;
}

/** Where the curtailment rule would have stopped on pairs already recorded. */
export function replayCurtailment(
  pairs: Iterable<CurtailPair>,
  scopes: readonly CurtailScope[],
  z: number = Z95,
): CurtailReplay {
  const watcher = new Curtailer(scopes, z);
  let total = 0;
  let stopAt: number | null = watcher.stop === null ? null : 0;
  for (const p of pairs) {
    total += 1;
    if (stopAt === null && watcher.pair(p.flip, p.route ?? null) !== null) stopAt = total;
  }
  return {
    stop: watcher.stop,
    totalPairs: total,
    pairsAvoided: stopAt === null ? 0 : total - stopAt,
  };
}
