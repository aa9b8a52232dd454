/**
 * The certification study's model: agents, designs (method × allocation ×
 * stopping rule), the exact dynamic programme that gives each design's error
 * rates and mean calls, and a seeded Monte Carlo that replays the same design
 * through the product's own decision functions, to check the programme.
 *
 * A run is a sequence of disjoint pairs; pair j flips with the probability of the
 * input it belongs to. Everything a design decides depends on the pooled flip
 * count at its looks, so the exact answer is a DP over looks with the flip count
 * as the state, mass absorbed where a look decides (stochastic, deterministic,
 * undecided, or curtailed). Between two looks the new flips are the
 * Poisson-binomial of the pairs collected in between, computed by convolution.
 */
import type { Call } from '../../src/core/observation/types.js';
import {
  Curtailer,
  allocationDraws,
  callBy,
  canStillCertify,
  certifiesBy,
  decideEarlyRejection,
  decideSequentially,
  isLook,
  pairsForDeterministicCall,
  planEarlyRejection,
  planRepeats,
  planSequential,
  rejects,
  sequentialCallAt,
  type Method,
} from '../../src/core/stats/index.js';
import { Uniform } from './rng.js';

export const EPSILON = 0.05;
/** Each direction's error target: α/2 with α = 5%. */
export const HALF_ALPHA = 0.025;

const round12 = (x: number): number => Math.round(x * 1e12) / 1e12;
/** Mean pairwise disagreement rates studied (ε − 0.01 and ε + 0.01 rounded to 0.04 and 0.06). */
export const RATES: readonly number[] = [
  0,
  0.01,
  0.03,
  round12(EPSILON - 0.01),
  EPSILON,
  round12(EPSILON + 0.01),
  0.1,
  0.2,
  0.4,
];
export const INPUT_COUNTS: readonly number[] = [1, 6, 20, 100];

// ---------------------------------------------------------------------------
// Agents

export type Spread = 'homogeneous' | 'heterogeneous';

export interface Agent {
  readonly spread: Spread;
  readonly inputs: number;
  /** Mean pairwise disagreement over the inputs. */
  readonly q: number;
  /** Per-input pair flip probability. */
  readonly rates: readonly number[];
  /** Mean of `rates` (equal to q up to rounding). */
  readonly mean: number;
}

/**
 * Homogeneous: every input flips with q. Adversarially heterogeneous: the mean
 * concentrated on as few inputs as possible, m = ⌈n·q / 0.5⌉ inputs at n·q/m
 * (at most 0.5, a coin-flip between two routes), the others never flipping; the
 * flipping inputs are the last ones (read last by input-major collection). With
 * one input both are the same agent.
 */
export function makeAgent(spread: Spread, inputs: number, q: number): Agent {
  let rates: number[];
  if (spread === 'homogeneous' || q === 0) {
    rates = new Array<number>(inputs).fill(q);
  } else {
    const m = Math.min(inputs, Math.ceil(round12((inputs * q) / 0.5)));
    const each = (inputs * q) / m;
    rates = [...new Array<number>(inputs - m).fill(0), ...new Array<number>(m).fill(each)];
  }
  const mean = rates.reduce((s, r) => s + r, 0) / inputs;
  return { spread, inputs, q, rates, mean };
}

// ---------------------------------------------------------------------------
// Designs

export type Allocation = 'per-input' | 'random';
export type Stopping = 'fixed' | 'early-rejection' | 'sequential' | 'curtail';

export interface Design {
  /** Null for the declared sequential plan, which carries its own thresholds. */
  readonly method: Method | null;
  readonly allocation: Allocation;
  readonly stopping: Stopping;
}

export function designName(d: Design): string {
  const method = d.method ?? 'sequential plan';
  return d.stopping === 'sequential'
    ? `${method}, per-input`
    : `${method}, ${d.allocation}, ${d.stopping}`;
}

/** One stretch of collection between two looks. */
interface Stage {
  /** Pairs collected in total when this stage ends (the look). */
  readonly pairsAfter: number;
  /** Flip probabilities of the pairs collected in this stage. */
  readonly rates: (agent: Agent) => readonly number[];
}

/** What a design does for a given number of inputs. */
export interface Layout {
  readonly design: Design;
  readonly inputs: number;
  /** Pairs at the planned endpoint. */
  readonly endpoint: number;
  /** Repeats per input (per-input allocation). */
  readonly repeats: number | null;
  readonly stages: readonly Stage[];
  /** The call at a look with F flips in `pairs`, or null to go on. `last`: the endpoint. */
  readonly decide: (flips: number, pairs: number, last: boolean) => Decision | null;
}

/** A curtailed run stops incomplete: not admitted and not called stochastic. */
export type Decision = Call | 'curtailed';

const repeat = (values: readonly number[], times: number): number[] => {
  const out: number[] = [];
  for (const v of values) for (let i = 0; i < times; i++) out.push(v);
  return out;
};

function memo(
  decide: (flips: number, pairs: number, last: boolean) => Decision | null,
): Layout['decide'] {
  const cache = new Map<number, Decision | null>();
  return (flips, pairs, last) => {
    const key = (flips * 1_000_000 + pairs) * 2 + (last ? 1 : 0);
    let d = cache.get(key);
    if (d === undefined) {
      d = decide(flips, pairs, last);
      cache.set(key, d);
    }
    return d;
  };
}

/** Can F flips still certify at the endpoint (Wilson: the product's curtailment rule)? */
function certifiable(method: Method, endpoint: number): (flips: number) => boolean {
  return method === 'wilson'
    ? (f) => canStillCertify(f, endpoint, EPSILON)
    : (f) => certifiesBy('exact', f, endpoint, EPSILON);
}

export function layout(design: Design, inputs: number): Layout {
  const { method, allocation, stopping } = design;
  if (stopping === 'sequential') {
    const plan = planSequential({ epsilon: EPSILON, inputs });
    const stages: Stage[] = [];
    let before = 0;
    for (const checkpoint of plan.checkpoints) {
      const rounds = (checkpoint - before) / inputs;
      stages.push({ pairsAfter: checkpoint, rates: (a) => repeat(a.rates, rounds) });
      before = checkpoint;
    }
    return {
      design,
      inputs,
      endpoint: plan.budget,
      repeats: (2 * plan.budget) / inputs,
      stages,
      decide: memo((f, pairs) => sequentialCallAt(plan, pairs, f)),
    };
  }
  if (method === null) throw new Error('only the sequential plan has no method');

  if (allocation === 'per-input') {
    const k = planRepeats(inputs, EPSILON, null, method);
    const half = k / 2;
    const endpoint = inputs * half;
    const stages: Stage[] = [];
    if (stopping === 'fixed') {
      stages.push({ pairsAfter: endpoint, rates: (a) => repeat(a.rates, half) });
    } else if (stopping === 'early-rejection') {
      // Whole rounds: round r is the r-th pair of every input.
      for (let r = 1; r <= half; r++)
        stages.push({ pairsAfter: r * inputs, rates: (a) => a.rates });
    } else {
      // Curtailment reads pairs as collected: input by input, repeat by repeat.
      for (let i = 0; i < inputs; i++) {
        for (let j = 1; j <= half; j++) {
          stages.push({ pairsAfter: i * half + j, rates: (a) => [a.rates[i] as number] });
        }
      }
    }
    return {
      design,
      inputs,
      endpoint,
      repeats: k,
      stages,
      decide: decider(design, inputs, endpoint),
    };
  }

  const endpoint = pairsForDeterministicCall(EPSILON, { method });
  if (endpoint === null) throw new Error('no endpoint');
  const stages: Stage[] = [];
  if (stopping === 'fixed') {
    stages.push({ pairsAfter: endpoint, rates: (a) => new Array<number>(endpoint).fill(a.mean) });
  } else {
    // Each pair's input is drawn uniformly, so each pair flips with the mean rate.
    for (let t = 1; t <= endpoint; t++) stages.push({ pairsAfter: t, rates: (a) => [a.mean] });
  }
  return {
    design,
    inputs,
    endpoint,
    repeats: null,
    stages,
    decide: decider(design, inputs, endpoint),
  };
}

function decider(design: Design, inputs: number, endpoint: number): Layout['decide'] {
  const method = design.method as Method;
  if (design.stopping === 'fixed') {
    return memo((f, pairs, last) => (last ? callBy(method, f, pairs, EPSILON) : null));
  }
  if (design.stopping === 'early-rejection') {
    const plan = planEarlyRejection({
      epsilon: EPSILON,
      looks: design.allocation === 'random' ? 'pairs' : 'rounds',
      inputs,
    });
    return memo((f, pairs, last) => {
      if (!isLook(plan, pairs)) throw new Error(`${pairs} is not a look`);
      if (rejects(plan, f, pairs)) return 'stochastic';
      if (!last) return null;
      return certifiesBy(method, f, endpoint, EPSILON) ? 'deterministic' : 'undecided';
    });
  }
  const can = certifiable(method, endpoint);
  return memo((f, _pairs, last) => {
    if (!can(f)) return 'curtailed';
    return last ? 'deterministic' : null;
  });
}

// ---------------------------------------------------------------------------
// Outcomes

export interface Outcome {
  readonly deterministic: number;
  readonly stochastic: number;
  /** Undecided at the endpoint. */
  readonly undecided: number;
  /** Stopped by curtailment (incomplete: never admitted, never called stochastic). */
  readonly curtailed: number;
  /** Mean calls (two per pair read). */
  readonly calls: number;
  /** Mean of the squared calls (for the spread of a run's calls). */
  readonly callsSquared: number;
}

function convolve(dist: Float64Array, rates: readonly number[]): Float64Array {
  let d = dist;
  for (const q of rates) {
    if (q === 0) continue;
    const next = new Float64Array(d.length + 1);
    for (let f = 0; f < d.length; f++) {
      const m = d[f] as number;
      if (m === 0) continue;
      next[f] = (next[f] as number) + m * (1 - q);
      next[f + 1] = (next[f + 1] as number) + m * q;
    }
    d = next;
  }
  return d;
}

/** The design's exact outcome for the agent: a DP over its looks, absorbing where a look decides. */
export function exactOutcome(l: Layout, agent: Agent): Outcome {
  const mass: Record<Decision, number> = {
    deterministic: 0,
    stochastic: 0,
    undecided: 0,
    curtailed: 0,
  };
  let calls = 0;
  let callsSquared = 0;
  let dist: Float64Array = Float64Array.of(1);
  for (const [index, stage] of l.stages.entries()) {
    dist = convolve(dist, stage.rates(agent));
    const last = index === l.stages.length - 1;
    for (let f = 0; f < dist.length; f++) {
      const m = dist[f] as number;
      if (m === 0) continue;
      const d = l.decide(f, stage.pairsAfter, last);
      if (d === null) {
        if (last) throw new Error('the endpoint must decide');
        continue;
      }
      mass[d] += m;
      calls += m * 2 * stage.pairsAfter;
      callsSquared += m * (2 * stage.pairsAfter) ** 2;
      dist[f] = 0;
    }
  }
  return { ...mass, calls, callsSquared };
}

// ---------------------------------------------------------------------------
// Monte Carlo through the product's functions

export interface Simulated extends Outcome {
  readonly runs: number;
}

/**
 * Replays the design `runs` times on the agent, pair by pair, with the product's
 * decision functions (callBy, decideEarlyRejection, decideSequentially,
 * Curtailer, allocationDraws). Seeded: the same arguments give the same result.
 */
export function simulate(l: Layout, agent: Agent, runs: number, seed: number): Simulated {
  const { design, inputs, endpoint } = l;
  const method = design.method;
  const u = new Uniform(seed);
  const counts: Record<Decision, number> = {
    deterministic: 0,
    stochastic: 0,
    undecided: 0,
    curtailed: 0,
  };
  let sum = 0;
  let sumSq = 0;
  const half = l.repeats === null ? 0 : l.repeats / 2;
  const seqPlan =
    design.stopping === 'sequential' ? planSequential({ epsilon: EPSILON, inputs }) : null;
  const erPlan =
    design.stopping === 'early-rejection'
      ? planEarlyRejection({
          epsilon: EPSILON,
          looks: design.allocation === 'random' ? 'pairs' : 'rounds',
          inputs,
        })
      : null;

  for (let run = 0; run < runs; run++) {
    // The pair outcomes in collection order.
    const outcomes: boolean[] = [];
    if (design.allocation === 'random') {
      for (const i of allocationDraws(seed * 1_000_003 + run, inputs, endpoint)) {
        outcomes.push(u.bernoulli(agent.rates[i] as number));
      }
    } else if (design.stopping === 'curtail' || design.stopping === 'fixed') {
      for (let i = 0; i < inputs; i++) {
        for (let j = 0; j < half; j++) outcomes.push(u.bernoulli(agent.rates[i] as number));
      }
    } else {
      const rounds = endpoint / inputs;
      for (let r = 0; r < rounds; r++) {
        for (let i = 0; i < inputs; i++) outcomes.push(u.bernoulli(agent.rates[i] as number));
      }
    }

    let decision: Decision;
    let pairs = endpoint;
    const flipsOf = (xs: readonly boolean[]): number => xs.reduce((s, x) => s + (x ? 1 : 0), 0);
    if (design.stopping === 'sequential') {
      const d = decideSequentially(seqPlan as NonNullable<typeof seqPlan>, outcomes);
      decision = d.call;
      pairs = d.pairs;
    } else if (design.stopping === 'fixed') {
      decision = callBy(method as Method, flipsOf(outcomes), endpoint, EPSILON);
    } else if (design.stopping === 'early-rejection') {
      const d = decideEarlyRejection(erPlan as NonNullable<typeof erPlan>, outcomes);
      if (d.rejectedAt !== null) {
        decision = 'stochastic';
        pairs = d.rejectedAt;
      } else {
        decision = certifiesBy(method as Method, d.flips, endpoint, EPSILON)
          ? 'deterministic'
          : 'undecided';
      }
    } else if (method === 'wilson') {
      const watcher = new Curtailer([{ route: null, endpointPairs: endpoint, epsilon: EPSILON }]);
      let stoppedAt: number | null = null;
      for (const flip of outcomes) {
        if (watcher.pair(flip) !== null) {
          stoppedAt = watcher.pairs;
          break;
        }
      }
      decision = stoppedAt === null ? 'deterministic' : 'curtailed';
      pairs = stoppedAt ?? endpoint;
    } else {
      let flips = 0;
      let stoppedAt: number | null = null;
      for (const [j, flip] of outcomes.entries()) {
        if (!flip) continue;
        flips++;
        if (!certifiesBy('exact', flips, endpoint, EPSILON)) {
          stoppedAt = j + 1;
          break;
        }
      }
      decision = stoppedAt === null ? 'deterministic' : 'curtailed';
      pairs = stoppedAt ?? endpoint;
    }
    counts[decision]++;
    const calls = 2 * pairs;
    sum += calls;
    sumSq += calls * calls;
  }
  const mean = sum / runs;
  return {
    deterministic: counts.deterministic / runs,
    stochastic: counts.stochastic / runs,
    undecided: counts.undecided / runs,
    curtailed: counts.curtailed / runs,
    calls: mean,
    callsSquared: sumSq / runs,
    runs,
  };
}

/**
 * Largest standardised difference between a simulation and the exact outcome,
 * using the exact moments: for each outcome rate the count's distance from its
 * expectation with a continuity correction (rare outcomes seen once are not
 * "4 sigma"), and for the mean calls the exact standard deviation of one run.
 * Infinite when the exact answer is certain and the simulation differs.
 */
export function agreement(exact: Outcome, sim: Simulated): number {
  const n = sim.runs;
  let worst = 0;
  for (const key of ['deterministic', 'stochastic', 'undecided', 'curtailed'] as const) {
    const p = exact[key];
    const expected = n * p;
    const seen = Math.round(sim[key] * n);
    const sd = Math.sqrt(n * p * (1 - p));
    const gap = Math.max(0, Math.abs(seen - expected) - 0.5);
    worst = Math.max(worst, sd > 0 ? gap / sd : gap > 0 ? Number.POSITIVE_INFINITY : 0);
  }
  const sd = Math.sqrt(Math.max(0, exact.callsSquared - exact.calls * exact.calls));
  const diff = Math.abs(sim.calls - exact.calls);
  const se = sd / Math.sqrt(n);
  worst = Math.max(worst, se > 1e-9 ? diff / se : diff > 1e-6 ? Number.POSITIVE_INFINITY : 0);
  return worst;
}
