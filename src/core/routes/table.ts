import { Refusal } from '../errors.js';
import { assertScorable, isLayer, type ComparisonKey } from '../observation/observation.js';
import type { Call, Layer } from '../observation/types.js';
import {
  callBy,
  intervalBy,
  pairsForDeterministicCall,
  validateEpsilon,
  type Method,
} from '../stats/index.js';
import { compareCodePoints } from '../util/order.js';
import { countSeries } from '../meter/meter.js';
import { flipPairsOf, type FlipPair } from '../meter/flips.js';

export type { FlipPair } from '../meter/flips.js';

/** One case's contribution to the route table: its intended decision and its keys. */
export interface RouteSeries {
  readonly intended: string;
  /** null when every call of the case failed: the case counts, with no pairs. */
  readonly keys: readonly ComparisonKey[] | null;
}

export interface RouteRow {
  readonly decision: string;
  readonly cases: number;
  readonly pairs: number;
  readonly flips: number;
  readonly flipRate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** The route's declared target when it has one, else the run epsilon. */
  readonly epsilon: number;
  readonly targeted: boolean;
  readonly call: Call;
  /** The decision rule the call was made by. */
  readonly method: Method;
  /** Zero-flip pairs needed at the route's epsilon; null once the route has a flip. */
  readonly pairsNeeded: number | null;
}

export interface RouteTable {
  readonly layer: Layer;
  readonly epsilon: number;
  readonly routes: readonly RouteRow[];
  readonly flipPairs: readonly FlipPair[];
  readonly stochastic: readonly string[];
  readonly undecided: readonly string[];
  readonly deterministic: readonly string[];
  /** Targeted routes whose call is stochastic / not decided (release conditions). */
  readonly targetedStochastic: readonly string[];
  readonly targetedUndecided: readonly string[];
}

export interface StratifyOptions {
  readonly layer: Layer;
  readonly epsilon: number;
  readonly targets?: ReadonlyMap<string, number>;
  readonly describe?: (index: number) => string;
  /** The decision rule (default: Wilson). */
  readonly method?: Method;
}

/**
 * Split the meter by the decision each case was written to exercise (its
 * intended route, not what the agent returned). Pairs are formed exactly as the
 * meter forms them, so per-route pairs sum to the pooled pairs.
 */
export function stratify(series: readonly RouteSeries[], options: StratifyOptions): RouteTable {
  const { layer, epsilon } = options;
  const method = options.method ?? 'wilson';
  const targets = options.targets ?? new Map<string, number>();
  if (!isLayer(layer)) {
    throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
  }
  validateEpsilon(epsilon);
  if (series.length === 0) {
    throw new Refusal('routes.empty', 'the route table needs at least one case');
  }
  const acc = new Map<string, { cases: number; pairs: number; flips: number }>();
  const paired: (readonly ComparisonKey[])[] = [];
  series.forEach((entry, index) => {
    const where = options.describe?.(index) ?? `cases[${index}]`;
    if (typeof entry.intended !== 'string' || entry.intended.trim().length === 0) {
      throw new Refusal('routes.intended', 'every case needs a non-empty intended decision', where);
    }
    const row = acc.get(entry.intended) ?? { cases: 0, pairs: 0, flips: 0 };
    acc.set(entry.intended, row);
    row.cases++;
    const keys = entry.keys;
    if (keys === null) return;
    if (keys.length < 2) {
      throw new Refusal(
        'routes.series-too-short',
        `every repeat series needs at least two observations; this one has ${keys.length}`,
        where,
      );
    }
    assertScorable(keys, layer, where);
    const counted = countSeries(keys);
    row.pairs += counted.pairs;
    row.flips += counted.flips;
    paired.push(keys);
  });

  for (const route of targets.keys()) {
    if (!acc.has(route)) {
      throw new Refusal(
        'routes.target-without-cases',
        `a stability target names route '${route}', which has no cases`,
      );
    }
  }

  const names = [...acc.keys()].sort(compareCodePoints);
  const routes: RouteRow[] = names.map((decision) => {
    const row = acc.get(decision)!;
    const target = targets.get(decision);
    const routeEpsilon = target ?? epsilon;
    const { low, high } = intervalBy(method, row.flips, row.pairs);
    return {
      decision,
      cases: row.cases,
      pairs: row.pairs,
      flips: row.flips,
      flipRate: row.pairs === 0 ? 0 : row.flips / row.pairs,
      ciLow: low,
      ciHigh: high,
      epsilon: routeEpsilon,
      targeted: target !== undefined,
      method,
      call: callBy(method, row.flips, row.pairs, routeEpsilon),
      pairsNeeded: row.flips > 0 ? null : pairsForDeterministicCall(routeEpsilon, { method }),
    };
  });

  const flipPairs: readonly FlipPair[] = flipPairsOf(paired);
  const pick = (call: Call) => routes.filter((r) => r.call === call).map((r) => r.decision);
  return {
    layer,
    epsilon,
    routes,
    flipPairs,
    stochastic: pick('stochastic'),
    undecided: pick('undecided'),
    deterministic: pick('deterministic'),
    targetedStochastic: routes
      .filter((r) => r.targeted && r.call === 'stochastic')
      .map((r) => r.decision),
    targetedUndecided: routes
      .filter((r) => r.targeted && r.call === 'undecided')
      .map((r) => r.decision),
  };
}
