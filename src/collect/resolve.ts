// The settings of a collection, checked and defaulted once (resolveSettings):
// each number in range and named by its setting key when refused, the
// combinations that cannot go together refused, the defaults filled in. The plan
// (plan.ts) is made from what this returns.
import {
  validateSeed,
  type Method,
  Refusal,
  validateEpsilon,
  type DecisionSuite,
  type Isolation,
  type Layer,
  type Relation,
} from '../core/index.js';
import type { ErrorPolicy, ResolvedSettings, SeedCase } from './plan.js';

/** How a refusal's text names the settings that shape the meter's repeats. */
const SETTING_NAMES = {
  sequential: 'sequential stopping',
  curtail: 'curtailment',
  parallelRepeats: 'parallel repeats',
} as const;

/** A whole number of at least `min`; a refusal names the setting by its key. */
function positiveInt(
  value: number | null | undefined,
  name: string,
  min: number,
): number | undefined {
  // `null` is "not given" (settings read from JSON).
  if (value === undefined || value === null) return undefined;
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Refusal(
      'collect.settings',
      `expected a whole number >= ${min}, got ${String(value)}`,
      undefined,
      { setting: name, data: { min } },
    );
  }
  return value;
}

function positiveNumber(value: number | null | undefined, name: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Refusal(
      'collect.settings',
      `expected a number above 0, got ${String(value)}`,
      undefined,
      { setting: name },
    );
  }
  return value;
}

/** Check every setting before any call; refusals name the setting. */
export function resolveSettings(settings: CollectSettings): ResolvedSettings {
  const epsilon = validateEpsilon(settings.epsilon ?? 0.05);
  const meterOn = settings.meter !== false;
  if (!meterOn) {
    const clash = (
      [
        ['sequential', settings.sequential === true],
        ['curtail', settings.curtail === true],
        ['parallelRepeats', settings.parallelRepeats === true],
      ] as const
    ).find(([, given]) => given);
    if (clash !== undefined) {
      throw new Refusal(
        'collect.meter-off',
        `${SETTING_NAMES[clash[0]]} shapes the meter's repeats, and the meter is off (drop one of them)`,
        undefined,
        { setting: clash[0] },
      );
    }
  }
  // Without the meter, k is not used (as in the reference, it is then not checked).
  const k = meterOn ? (positiveInt(settings.k, 'k', 2) ?? null) : null;
  const budget = positiveInt(settings.budget, 'budget', 1) ?? null;
  const sequential = settings.sequential === true;
  const curtail = settings.curtail === true;
  if (sequential && k !== null) {
    throw new Refusal(
      'collect.sequential-k',
      'sequential collection plans its own pairs at declared checkpoints; leave out k (or collect without sequential stopping)',
      undefined,
      { setting: 'k' },
    );
  }
  if (sequential && curtail) {
    throw new Refusal(
      'collect.sequential-curtail',
      'choose one stopping rule: sequential stopping (declared checkpoints) or curtailment (a fixed endpoint)',
      undefined,
      { setting: 'curtail' },
    );
  }
  if (sequential && settings.parallelRepeats === true) {
    throw new Refusal(
      'collect.sequential-parallel',
      'sequential rounds ask each input for one pair at a time; parallel repeats do not apply',
      undefined,
      { setting: 'parallelRepeats' },
    );
  }
  const suite = settings.suite ?? null;
  const layer = suite !== null ? 'verdict' : (settings.layer ?? 'verdict');
  if (suite !== null && settings.layer !== undefined && settings.layer !== 'verdict') {
    throw new Refusal(
      'collect.suite-layer',
      `a decision suite compares decisions, so it needs the verdict layer, not ${settings.layer}`,
      undefined,
      { setting: 'layer' },
    );
  }
  if (sequential && suite !== null && suite.contract.stabilityTargets.size > 0) {
    throw new Refusal(
      'collect.sequential-targets',
      'the suite declares per-route stability targets, which need per-route repeats; sequential collection pools the routes (collect without sequential stopping)',
      undefined,
      { setting: 'sequential' },
    );
  }
  const method: Method = settings.method ?? 'wilson';
  if (method !== 'wilson' && method !== 'exact') {
    throw new Refusal(
      'collect.settings',
      `expected wilson or exact, got ${String(method)}`,
      undefined,
      {
        setting: 'method',
      },
    );
  }
  const allocation = settings.allocation ?? 'per-input';
  if (allocation !== 'per-input' && allocation !== 'random') {
    throw new Refusal(
      'collect.settings',
      `expected per-input or random, got ${String(allocation)}`,
      undefined,
      { setting: 'allocation' },
    );
  }
  let seed: number | null = null;
  if (allocation === 'random') {
    if (settings.seed === undefined) {
      throw new Refusal(
        'collect.allocation-seed',
        'random allocation needs the seed its draws come from',
        undefined,
        { setting: 'seed' },
      );
    }
    seed = validateSeed(settings.seed);
    const clash = (
      [
        ['k', k !== null],
        ['sequential', sequential],
        ['parallelRepeats', settings.parallelRepeats === true],
      ] as const
    ).find(([, on]) => on);
    if (clash !== undefined) {
      throw new Refusal(
        'collect.allocation-random',
        clash[0] === 'k'
          ? 'random allocation draws its pairs in total, not k per input; leave out k (use budget to cap the calls)'
          : `random allocation draws one pair at a time; it does not combine with ${SETTING_NAMES[clash[0]]}`,
        undefined,
        { setting: clash[0] },
      );
    }
  } else if (settings.seed !== undefined) {
    throw new Refusal(
      'collect.allocation-seed',
      'a seed is for random allocation only (set allocation to random, or leave out the seed)',
      undefined,
      { setting: 'seed' },
    );
  }
  const earlyRejection = meterOn && !sequential && settings.earlyRejection === true;
  const errorPolicy = settings.errorPolicy ?? 'record';
  if (errorPolicy !== 'record' && errorPolicy !== 'raise') {
    throw new Refusal(
      'collect.settings',
      `expected record or raise, got ${String(errorPolicy)}`,
      undefined,
      { setting: 'errorPolicy' },
    );
  }
  return {
    layer,
    epsilon,
    k,
    budget,
    reuse: settings.reuse ?? true,
    sequential,
    curtail,
    maxWorkers: positiveInt(settings.maxWorkers, 'maxWorkers', 1) ?? 1,
    parallelRepeats: settings.parallelRepeats === true,
    timeoutMs: positiveNumber(settings.timeoutMs, 'timeout'),
    ratePerSecond: positiveNumber(settings.ratePerSecond, 'rateLimit'),
    errorPolicy,
    isolation: settings.isolation ?? 'unknown',
    costPerCall:
      settings.costPerCall === undefined || settings.costPerCall === null
        ? null
        : settings.costPerCall >= 0 && Number.isFinite(settings.costPerCall)
          ? settings.costPerCall
          : (() => {
              throw new Refusal('collect.settings', 'expected a cost of 0 or more', undefined, {
                setting: 'costPerCall',
              });
            })(),
    relations: settings.relations ?? [],
    meter: meterOn,
    blindness: settings.blindness !== false,
    method,
    allocation,
    seed,
    earlyRejection,
  };
}

/** What to collect and how (everything a run needs besides the agent). */
export interface CollectSettings {
  /** The inputs, in order (a suite's cases when a suite is given). */
  readonly cases: readonly SeedCase[];
  /** The decision suite the cases come from, or null. */
  readonly suite?: DecisionSuite | null;
  readonly layer?: Layer;
  /** Tolerance for the flip rate (default 0.05). */
  readonly epsilon?: number;
  /** Repeats per input; planned from epsilon (and budget) when absent. */
  readonly k?: number;
  /**
   * The most agent calls in all: meter, first draws, relation sources and relations.
   * k is planned so the whole plan fits; a given k (or per-route plan) that does not
   * fit is refused before any call; sequential rounds stop where it runs out.
   */
  readonly budget?: number;
  /** Relations to run after each input's repeats (default none; the CLI passes the built-ins). */
  readonly relations?: readonly Relation[];
  /** Reuse the first meter observation as every relation's source (default true). */
  readonly reuse?: boolean;
  /** Sequential collection with checkpoints declared before the first call. */
  readonly sequential?: boolean;
  /** Stop a fixed-endpoint run once even an all-agree continuation cannot certify. */
  readonly curtail?: boolean;
  /** Distinct inputs called at once (default 1). */
  readonly maxWorkers?: number;
  /** Let the repeats of one input run at once too (stateless agents only). */
  readonly parallelRepeats?: boolean;
  /** Per-call timeout in ms; null or absent: no timeout. */
  readonly timeoutMs?: number | null;
  /** Calls started per second, shared by all workers; null or absent: no limit. */
  readonly ratePerSecond?: number | null;
  /** `record` (default): a failed call is recorded and collection goes on; `raise`: stop at the first. */
  readonly errorPolicy?: ErrorPolicy;
  /** How the repeats were isolated (recorded in the evidence; fresh-instance asks for a fresh agent per call). */
  readonly isolation?: Isolation;
  /** Money per call, for the plan only. */
  readonly costPerCall?: number | null;
  /** Run the repeatability meter (default true). Without it no input is repeated. */
  readonly meter?: boolean;
  /** Run the blindness check (default true). */
  readonly blindness?: boolean;
  /** The decision rule the run is planned for (default wilson). */
  readonly method?: Method;
  /** per-input (default): k repeats of every input; random: each pair's input drawn with `seed`. */
  readonly allocation?: 'per-input' | 'random';
  /** The seed of a random allocation (required with it). */
  readonly seed?: number;
  /** Declare the early-rejection test (stop once the evidence for stochastic reaches 1/(α/2)). */
  readonly earlyRejection?: boolean;
}
