import {
  allocationDraws,
  applyRelation,
  canStillCertify,
  compareCodePoints,
  planEarlyRejection,
  type EarlyRejectionPlan,
  type Method,
  describeThrown,
  pairsForDeterministicCall,
  planRepeats,
  planRouteRepeats,
  planSequential,
  Refusal,
  type CurtailScope,
  type DecisionSuite,
  type Isolation,
  type Layer,
  type Relation,
  type RoutePlan,
  type SequentialPlan,
} from '../core/index.js';
import { fastFingerprint } from '../evidence/digest.js';
import { largestFittingK, overBudget, phaseCalls, routesOverBudget } from './budget.js';

export { fastFingerprint };
export { resolveSettings, type CollectSettings } from './resolve.js';
import { resolveSettings, type CollectSettings } from './resolve.js';

/** One input to collect, with the route it was written for when known. */
export interface SeedCase {
  readonly input: string;
  readonly expected?: string;
}

export type ErrorPolicy = 'record' | 'raise';

/** A random allocation worked out before the first call: the draws are fixed by the seed. */
export interface PlannedAllocation {
  readonly kind: 'random';
  readonly seed: number;
  /** Pairs to draw. */
  readonly pairs: number;
  /** Each pair's input index, in draw order. */
  readonly draws: readonly number[];
  /** Inputs that get at least one pair. */
  readonly exercised: number;
}

/** A relation's follow-up for one input, worked out before any call. */
export interface PlannedFollowup {
  readonly relation: Relation;
  readonly followup: string | null;
  readonly fingerprint: string | null;
  readonly changed: boolean;
  /** The transform failed: the outcome is `error` and no call is made. */
  readonly error?: string;
}

export interface PlannedCase {
  readonly index: number;
  readonly input: string;
  readonly fingerprint: string;
  readonly expected?: string;
  /** Meter repeats (fixed mode); the most the sequential plan may ask for otherwise. */
  readonly repeats: number;
  readonly followups: readonly PlannedFollowup[];
}

/** The shard a plan was cut down to (docs/sharding.md). */
export interface PlanShard {
  readonly index: number;
  readonly count: number;
  /** The inputs of the whole run (`plan.cases` holds the shard's). */
  readonly inputs: number;
}

/** The plan printed before the first call; `--dry-run` stops after it. */
export interface CollectionPlan {
  readonly mode: 'fixed' | 'sequential';
  readonly inputs: number;
  readonly epsilon: number;
  /** The uniform k (per-route repeats may raise it for some routes). */
  readonly k: number;
  readonly layer: Layer;
  readonly isolation: Isolation;
  readonly cases: readonly PlannedCase[];
  readonly routePlans: readonly RoutePlan[] | null;
  readonly sequential: SequentialPlan | null;
  readonly curtail: readonly CurtailScope[] | null;
  readonly method: Method;
  /** Present for a random allocation. */
  readonly allocation: PlannedAllocation | null;
  /** The early-rejection test the run declares, or null. */
  readonly earlyRejection: EarlyRejectionPlan | null;
  /**
   * A shard of the run (src/collect/shard.ts): `inputs`, `cases` and the call
   * counts are the shard's, `shard.inputs` the whole run's; null for a whole run.
   */
  readonly shard: PlanShard | null;
  readonly calls: {
    readonly meter: number;
    /** One independent first draw per input, only without call reuse. */
    readonly sources: number;
    readonly relationSources: number;
    readonly relations: number;
    readonly total: number;
    /** True when the totals are a ceiling (sequential or curtailed runs may stop sooner). */
    readonly atMost: boolean;
  };
  /**
   * What the budget leaves the meter once the other calls (first draws, relation
   * sources, relations) are paid for; null without a budget. Sequential rounds stop here.
   */
  readonly meterBudget: number | null;
  readonly relationsSkipped: number;
  readonly relationErrors: number;
  readonly cost: number | null;
  /** Pairs the meter will have, and the zero-flip pairs needed to certify epsilon. */
  readonly pairs: number;
  readonly pairsNeeded: number | null;
  /** Notes for the user (e.g. the endpoint cannot certify even if every pair agrees). */
  readonly warnings: readonly string[];
  readonly settings: ResolvedSettings;
}

export interface ResolvedSettings {
  readonly layer: Layer;
  readonly epsilon: number;
  readonly k: number | null;
  readonly budget: number | null;
  readonly reuse: boolean;
  readonly sequential: boolean;
  readonly curtail: boolean;
  readonly maxWorkers: number;
  readonly parallelRepeats: boolean;
  readonly timeoutMs: number | null;
  readonly ratePerSecond: number | null;
  readonly errorPolicy: ErrorPolicy;
  readonly isolation: Isolation;
  readonly costPerCall: number | null;
  readonly relations: readonly Relation[];
  readonly meter: boolean;
  readonly blindness: boolean;
  readonly method: Method;
  readonly allocation: 'per-input' | 'random';
  readonly seed: number | null;
  readonly earlyRejection: boolean;
}

/** Inputs must be distinct: a repeated input would merge two cases' evidence. */
function checkDistinct(cases: readonly SeedCase[]): void {
  if (cases.length === 0) throw new Refusal('collect.no-inputs', 'there are no inputs to collect');
  const seen = new Set<string>();
  const repeated: string[] = [];
  cases.forEach((c, i) => {
    if (typeof c.input !== 'string') {
      throw new Refusal('collect.input', 'an input must be a string', `cases[${i}]`);
    }
    if (seen.has(c.input)) {
      if (!repeated.includes(c.input)) repeated.push(c.input);
    } else seen.add(c.input);
  });
  if (repeated.length > 0) {
    const shown = repeated
      .slice(0, 3)
      .map((s) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s))
      .join(', ');
    throw new Refusal(
      'collect.duplicate-inputs',
      `inputs must be distinct; repeated: ${shown}${repeated.length > 3 ? ` and ${repeated.length - 3} more` : ''}`,
    );
  }
}

function planFollowups(
  input: string,
  own: string,
  relations: readonly Relation[],
): PlannedFollowup[] {
  // Relations sharing a transform (normalisation and tool selection do) transform once.
  const seen = new Map<
    Relation['transform'],
    { followup: string; changed: boolean; fingerprint: string }
  >();
  return relations.map((relation) => {
    try {
      let done = seen.get(relation.transform);
      if (done === undefined) {
        const { followup, changed } = applyRelation(relation, input);
        // An unchanged follow-up is the input itself: keep the one string, not a copy of it.
        done = changed
          ? { followup, changed, fingerprint: fastFingerprint(followup) }
          : { followup: input, changed, fingerprint: own };
        seen.set(relation.transform, done);
      }
      const { followup, changed } = done;
      return { relation, followup, fingerprint: done.fingerprint, changed };
    } catch (error) {
      return {
        relation,
        followup: null,
        fingerprint: null,
        changed: false,
        error: describeThrown(error),
      };
    }
  });
}

/** Repeats per input for a fixed-endpoint meter, and the route plans behind them. */
interface MeterRepeats {
  /** The fewest repeats any input gets (the uniform k when there are no route plans). */
  readonly k: number;
  readonly repeats: readonly number[];
  readonly routePlans: RoutePlan[] | null;
  readonly warnings: readonly string[];
}

/**
 * The one rule for a fixed-endpoint meter's repeats, used by `run`, `plan --suite`
 * and the Action alike.
 *
 * - Without a suite: the given k, else k planned from epsilon to fit what the
 *   budget leaves the meter (the reference's `plan_repeats`).
 * - With a suite, and k not given: repeats per route, each route sized to
 *   certify at its declared target, or at the run's epsilon when it declares none
 *   (the reference's `plan_route_repeats` with a floor of 2, as `plan --suite`
 *   prints it). When that pooled total could not certify epsilon (every route has
 *   a looser target), the floor is the pooled k. A per-route plan over the budget
 *   is refused when the suite declares targets; without targets the uniform k that
 *   fits is planned instead, with a note that the routes cannot all be certified.
 * - With a suite and a given k: repeats per route with k as the floor when the
 *   suite declares targets (the reference), otherwise k for every input.
 */
function planMeterRepeats(
  cases: readonly SeedCase[],
  suite: DecisionSuite | null,
  epsilon: number,
  k: number | null,
  meterBudget: number | null,
  method: Method = 'wilson',
): MeterRepeats {
  const n = cases.length;
  const uniform = (each: number, warnings: string[] = []): MeterRepeats => ({
    k: each,
    repeats: new Array<number>(n).fill(each),
    routePlans: null,
    warnings,
  });
  if (suite === null) return uniform(k ?? planRepeats(n, epsilon, meterBudget, method));
  const targets = suite.contract.stabilityTargets;
  if (k !== null && targets.size === 0) return uniform(k);
  const intended = suite.cases.map((c) => c.expected);
  const routes = (minimumRepeats: number) =>
    planRouteRepeats({ intended, epsilon, targets, minimumRepeats, method });
  let routePlans = routes(k ?? 2);
  if (k === null) {
    const pooledPairs = routePlans.reduce((s, p) => s + p.cases * Math.floor(p.repeatsEach / 2), 0);
    const pooledNeed = pairsForDeterministicCall(epsilon, { method });
    if (pooledNeed !== null && pooledPairs < pooledNeed)
      routePlans = routes(planRepeats(n, epsilon, null, method));
  }
  const byRoute = new Map(routePlans.map((p) => [p.decision, p.repeatsEach]));
  const repeats = suite.cases.map((c) => byRoute.get(c.expected) ?? 2);
  const planned = repeats.reduce((a, b) => a + b, 0);
  if (k === null && meterBudget !== null && planned > meterBudget && targets.size === 0) {
    const fit = planRepeats(n, epsilon, meterBudget, method);
    return uniform(fit, [
      `planning each route to certify ${epsilon} needs ${planned} meter calls, more than the budget leaves the meter (${meterBudget}): ` +
        `k = ${fit} for every input fits, and the routes cannot all be certified`,
    ]);
  }
  return { k: Math.min(...repeats), repeats, routePlans, warnings: [] };
}

/**
 * The routes a given k was raised on: with stability targets, a route's repeats
 * are what its target needs, with k as the floor, so a k below that is not what
 * the run does on it. Each such route with the repeats each of its cases gets, in
 * code-point order; empty when k was not given or was enough everywhere.
 */
export function routesAboveK(
  plan: Pick<CollectionPlan, 'routePlans'> & { readonly settings: { readonly k: number | null } },
): { readonly decision: string; readonly repeats: number }[] {
  const k = plan.settings.k;
  if (k === null || plan.routePlans === null) return [];
  return plan.routePlans
    .filter((p) => p.repeatsEach > k)
    .map((p) => ({ decision: p.decision, repeats: p.repeatsEach }))
    .sort((a, b) => compareCodePoints(a.decision, b.decision));
}

/** What the plan says of a k it raised (routesAboveK), or null when it raised none. */
function raisedKNote(k: number, raised: ReturnType<typeof routesAboveK>): string | null {
  if (raised.length === 0) return null;
  const named = raised.slice(0, 5).map((r) => `${r.decision} (${r.repeats})`);
  const shown = named.join(', ') + (raised.length > 5 ? ` and ${raised.length - 5} more` : '');
  const one = raised.length === 1;
  return `k = ${k} was given, but the suite's stability targets need more repeats: route${one ? '' : 's'} ${shown} ${one ? 'gets' : 'get'} more than k repeats per case (k is the floor on every route)`;
}

/**
 * Routes that could not be certified even if every pair agreed, as one note
 * (e.g. a k given for a suite without targets).
 */
function shortRoutes(
  suite: DecisionSuite,
  repeats: readonly number[],
  epsilon: number,
  method: Method = 'wilson',
): string | null {
  const pairs = new Map<string, number>();
  suite.cases.forEach((c, i) => {
    pairs.set(c.expected, (pairs.get(c.expected) ?? 0) + Math.floor((repeats[i] ?? 0) / 2));
  });
  const short: string[] = [];
  for (const route of [...pairs.keys()].sort(compareCodePoints)) {
    const target = suite.contract.stabilityTargets.get(route) ?? epsilon;
    const need = pairsForDeterministicCall(target, { method });
    const have = pairs.get(route) ?? 0;
    if (need !== null && have < need) short.push(`${route} (${have} of ${need})`);
  }
  if (short.length === 0) return null;
  const shown =
    short.slice(0, 5).join(', ') + (short.length > 5 ? ` and ${short.length - 5} more` : '');
  const one = short.length === 1;
  return `route${one ? '' : 's'} ${shown} ${one ? 'gets' : 'get'} fewer pairs than ${one ? 'its target needs' : 'their targets need'}, so ${one ? 'it' : 'they'} can at best be undecided even if every pair agrees; leave k out to plan repeats per route`;
}

/**
 * Everything decided before the first call: k (as the reference plans it),
 * repeats per route for a suite, each relation's follow-up for each input, the
 * sequential plan (checkpoints at whole rounds), the curtailment scopes, and the
 * calls per phase. The budget covers every call (meter, first draws, relation
 * sources and relations): k is planned so the total fits, and a plan that cannot
 * fit is refused here, before any call. Pure.
 */
export function planCollection(settings: CollectSettings): CollectionPlan {
  const resolved = resolveSettings(settings);
  const suite = settings.suite ?? null;
  const cases: readonly SeedCase[] =
    suite !== null
      ? suite.cases.map((c) => ({ input: c.input, expected: c.expected }))
      : settings.cases;
  checkDistinct(cases);
  const n = cases.length;
  const { epsilon, budget, method } = resolved;
  const random = resolved.meter && resolved.allocation === 'random';

  // A random allocation's draws depend only on the seed and the pairs: drawn before
  // anything else, so only the inputs it reaches get follow-ups (and calls).
  let allocation: PlannedAllocation | null = null;
  const drawFor = (pairs: number): PlannedAllocation => {
    const draws = allocationDraws(resolved.seed as number, n, pairs);
    const reached = new Set(draws);
    return { kind: 'random', seed: resolved.seed as number, pairs, draws, exercised: reached.size };
  };
  if (random) allocation = drawFor(pairsForDeterministicCall(epsilon, { method }) ?? 1);

  // The follow-ups (and so the calls besides the meter) do not depend on k.
  const followupsOf = (reached: PlannedAllocation | null) =>
    cases.map((c, index) => {
      const fingerprint = fastFingerprint(c.input, `cases[${index}]`);
      // Under random allocation an input the draws never reach is not exercised at all.
      const idle = reached !== null && !reached.draws.includes(index);
      return {
        fingerprint,
        followups: idle ? [] : planFollowups(c.input, fingerprint, resolved.relations),
      };
    });
  let followups = followupsOf(allocation);
  if (allocation !== null && budget !== null) {
    // The budget pays the relations of the inputs reached first; what is left pays the pairs.
    const others = followups.reduce(
      (sum, f) => sum + f.followups.filter((x) => x.changed).length,
      0,
    );
    const affordable = Math.floor((budget - others) / 2);
    if (affordable < 1) {
      throw overBudget(
        budget,
        'one pair (two calls)',
        phaseCalls(2, { sources: 0, relationSources: 0, relations: others }),
        null,
      );
    }
    if (affordable < allocation.pairs) {
      allocation = drawFor(affordable);
      followups = followupsOf(allocation);
    }
  }
  let changed = 0;
  let skipped = 0;
  let relationErrors = 0;
  for (const c of followups) {
    for (const f of c.followups) {
      if (f.error !== undefined) relationErrors++;
      else if (f.changed) changed++;
      else skipped++;
    }
  }
  // One first draw per input for blindness and the contract, unless the first
  // repeat serves (call reuse with the meter on).
  const wantsFirst = resolved.blindness || suite !== null;
  const sources =
    wantsFirst && (!resolved.reuse || !resolved.meter) ? (allocation?.exercised ?? n) : 0;
  // Without reuse every changed relation asks the unchanged input again; with
  // reuse and neither a repeat nor a first draw to reuse, once per relation too.
  const relationSources = !resolved.reuse || (!resolved.meter && sources === 0) ? changed : 0;
  const others = { sources, relationSources, relations: changed };
  const otherCalls = sources + relationSources + changed;
  /** What the budget leaves the meter once every other call is paid for. */
  const meterBudget = budget === null ? null : budget - otherCalls;
  const leastMeter = 2 * n;
  const refuseLeast = (what: string) => {
    if (budget !== null && meterBudget !== null && meterBudget < leastMeter) {
      throw overBudget(budget, what, phaseCalls(leastMeter, others), null);
    }
  };

  const warnings: string[] = [];
  let k = 0;
  let routePlans: RoutePlan[] | null = null;
  let repeats: number[] = new Array<number>(n).fill(0);
  let sequential: SequentialPlan | null = null;
  if (resolved.meter && resolved.sequential) {
    refuseLeast('one sequential round (every input asked for one pair)');
    sequential = planSequential({ epsilon, inputs: n });
    k = planRepeats(n, epsilon, meterBudget);
    repeats.fill(2 * (sequential.budget / n));
  } else if (allocation !== null) {
    for (const i of allocation.draws) repeats[i] = (repeats[i] as number) + 2;
  } else if (resolved.meter) {
    if (resolved.k === null) refuseLeast(`the smallest plan (${n} inputs × 2 repeats)`);
    const planned = planMeterRepeats(cases, suite, epsilon, resolved.k, meterBudget, method);
    k = planned.k;
    repeats = [...planned.repeats];
    routePlans = planned.routePlans;
    warnings.push(...planned.warnings);
    if (resolved.k !== null) {
      const raised = raisedKNote(
        resolved.k,
        routesAboveK({ routePlans: planned.routePlans, settings: { k: resolved.k } }),
      );
      if (raised !== null) warnings.push(raised);
    }
    if (suite !== null && planned.warnings.length === 0) {
      const short = shortRoutes(suite, repeats, epsilon, method);
      if (short !== null) warnings.push(short);
    }
  }

  // Early rejection looks after whole rounds (one pair of every input); when routes
  // get different repeats, looks stop after the last round every input takes part
  // in. Under random allocation it may look after any pair.
  let earlyRejection: EarlyRejectionPlan | null = null;
  if (resolved.earlyRejection && sequential === null && !resolved.parallelRepeats) {
    if (random) earlyRejection = planEarlyRejection({ epsilon, looks: 'pairs', inputs: n });
    else {
      const fewest = Math.min(...repeats.map((r) => Math.floor(r / 2)));
      const most = Math.max(...repeats.map((r) => Math.floor(r / 2)));
      earlyRejection = planEarlyRejection({
        epsilon,
        looks: 'rounds',
        inputs: n,
        ...(fewest === most ? {} : { lastLook: fewest * n }),
      });
    }
  }

  const plannedCases: PlannedCase[] = cases.map((c, index) => {
    const f = followups[index] as (typeof followups)[number];
    return {
      index,
      input: c.input,
      fingerprint: f.fingerprint,
      ...(c.expected === undefined ? {} : { expected: c.expected }),
      repeats: repeats[index] as number,
      followups: f.followups,
    };
  });

  let meter = repeats.reduce((a, b) => a + b, 0);
  if (sequential !== null && meterBudget !== null) {
    meter = Math.min(meter, Math.floor(meterBudget / (2 * n)) * 2 * n);
  }
  const calls = phaseCalls(meter, others);
  if (budget !== null && calls.total > budget) {
    if (routePlans !== null && resolved.k === null) throw routesOverBudget(budget, calls);
    const fitK =
      resolved.meter && routePlans === null ? largestFittingK(n, budget - otherCalls) : null;
    throw overBudget(
      budget,
      !resolved.meter
        ? 'the plan'
        : routePlans !== null
          ? `the per-route plan with k = ${resolved.k ?? k}`
          : `k = ${k}`,
      calls,
      fitK === null ? null : { k: fitK, calls: fitK * n + otherCalls },
    );
  }

  const pairs = plannedCases.reduce((sum, c) => sum + Math.floor(c.repeats / 2), 0);
  const pairsNeeded = pairsForDeterministicCall(epsilon, { method });

  let curtail: CurtailScope[] | null = null;
  if (resolved.curtail) {
    const exact = method === 'exact' ? { method } : {};
    curtail = [{ route: null, endpointPairs: pairs, epsilon, ...exact }];
    if (suite !== null) {
      for (const [route, target] of suite.contract.stabilityTargets) {
        const endpoint = plannedCases
          .filter((c) => c.expected === route)
          .reduce((sum, c) => sum + Math.floor(c.repeats / 2), 0);
        curtail.push({ route, endpointPairs: endpoint, epsilon: target, ...exact });
      }
    }
    const hopeless = curtail.find(
      (s) => !canStillCertify(0, s.endpointPairs, s.epsilon, undefined, method),
    );
    if (hopeless !== undefined) {
      const need = pairsForDeterministicCall(hopeless.epsilon, { method });
      const suggestedK = need === null ? null : 2 * Math.ceil(need / Math.max(1, n));
      throw new Refusal(
        'collect.curtail-infeasible',
        `${hopeless.route === null ? 'the pooled meter' : `route ${hopeless.route}`} would end with ${hopeless.endpointPairs} pairs, ` +
          `and even if every one agreed that cannot certify ${hopeless.epsilon}` +
          (need === null ? '' : ` (${need} pairs needed; raise k to at least ${suggestedK})`),
        undefined,
        {
          setting: suggestedK === null ? 'curtail' : 'k',
          data: { pairsNeeded: need, suggestedK },
        },
      );
    }
  } else if (resolved.meter && sequential === null && pairsNeeded !== null && pairs < pairsNeeded) {
    warnings.push(
      `${pairs} pairs cannot certify ${epsilon} even if every pair agrees (${pairsNeeded} needed): ` +
        `the meter can at best be undecided; ${random ? `a budget of ${2 * pairsNeeded} calls` : `k = ${2 * Math.ceil(pairsNeeded / n)}`} would reach it`,
    );
  }
  if (resolved.isolation === 'shared-session') {
    warnings.push('shared-session repeats are not independent: this run cannot admit a baseline');
  }

  return {
    mode: sequential === null ? 'fixed' : 'sequential',
    inputs: n,
    epsilon,
    k,
    layer: resolved.layer,
    isolation: resolved.isolation,
    cases: plannedCases,
    routePlans,
    sequential,
    curtail,
    method,
    allocation,
    earlyRejection,
    shard: null,
    calls: {
      ...calls,
      atMost: sequential !== null || resolved.curtail || earlyRejection !== null,
    },
    meterBudget,
    relationsSkipped: skipped,
    relationErrors,
    cost: resolved.costPerCall === null ? null : resolved.costPerCall * calls.total,
    pairs: sequential === null ? pairs : sequential.budget,
    pairsNeeded,
    warnings,
    settings: resolved,
  };
}
