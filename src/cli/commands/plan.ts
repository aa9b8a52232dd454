import { checkSettings } from '../../app/check.js';
import { outputPath, refusingWrites } from '../../app/files.js';
import { refuseProblems } from '../../app/problems.js';
import {
  describePhases,
  formatDuration,
  shardsNeeded,
  type CollectionPlan,
  type ShardSizing,
  type ShardTiming,
} from '../../app/index.js';
import { Refusal } from '../../core/errors.js';
import { uniformCalls } from '../../core/routes/plan.js';
import { MAX_SHARDS } from '../../core/shard.js';
import { resolveEpsilon } from '../../core/stats/epsilon.js';
import { callBy, intervalBy } from '../../core/stats/method.js';
import {
  bestCaseAdmission,
  pairsForDeterministicCall,
  type Method,
} from '../../core/stats/pairs.js';
import {
  buildSuitePlanJson,
  renderObservedPlanJson,
  renderObservedPlanText,
  renderSuitePlanText,
  type ObservedPlan,
  type SuitePlan,
} from '../../render/baselines/plan.js';
import { logSafeJson } from '../../render/escape.js';
import type { CliIo } from '../io.js';
import type { Format } from '../options.js';

export interface PlanOptions {
  readonly observed?: { flips: number; pairs: number };
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly method?: string;
  readonly maxPairs?: number;
  readonly costPerCall?: number;
  /** Shard sizing: one call's latency (ms), calls per second per shard, workers per shard, the wall time (ms). */
  readonly latency?: number;
  readonly rateLimit?: number;
  readonly maxWorkers?: number;
  readonly wallTime?: number;
  readonly format: Format;
  readonly output?: string;
}

const DEFAULT_MAX_PAIRS = 10_000_000;

function emit(io: CliIo, options: PlanOptions, text: string): void {
  if (options.output !== undefined)
    refusingWrites(io.writeFile)(outputPath(io.cwd, options.output, 'plan'), text);
  else io.stdout(text);
}

export async function planCommand(options: PlanOptions, io: CliIo): Promise<number> {
  if ((options.observed === undefined) === (options.suite === undefined)) {
    throw new Refusal(
      'usage.plan-source',
      'plan needs exactly one of --observed FLIPS/PAIRS or --suite FILE',
    );
  }
  refuseProblems(
    checkSettings(
      {
        ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
        ...(options.precision === undefined ? {} : { precision: options.precision }),
        ...(options.method === undefined ? {} : { method: options.method }),
      },
      { source: 'none' },
    ),
  );
  if (options.maxPairs !== undefined && options.observed === undefined) {
    throw new Refusal('usage.max-pairs', '--max-pairs applies to --observed only');
  }
  const sizing = [
    ['--latency', options.latency],
    ['--rate-limit', options.rateLimit],
    ['--max-workers', options.maxWorkers],
    ['--wall-time', options.wallTime],
  ] as const;
  const givenSizing = sizing.filter(([, v]) => v !== undefined).map(([flag]) => flag);
  if (givenSizing.length > 0) {
    if (options.suite === undefined) {
      throw new Refusal(
        'usage.plan-shards',
        `${givenSizing.join(', ')} size the shards of a suite's run: give --suite FILE`,
      );
    }
    if (options.latency === undefined || options.wallTime === undefined) {
      throw new Refusal(
        'usage.plan-shards',
        'sizing the shards needs the latency of one call and the wall time a shard may take: give --latency and --wall-time (--rate-limit and --max-workers are optional)',
      );
    }
    if (options.maxWorkers !== undefined && options.maxWorkers < 1) {
      throw new Refusal(
        'usage.plan-shards',
        '--max-workers: expected a whole number of at least 1',
      );
    }
    if (options.rateLimit !== undefined && !(options.rateLimit > 0)) {
      throw new Refusal('usage.plan-shards', '--rate-limit: expected a rate above 0');
    }
  }
  const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
  if (options.observed !== undefined) return planObserved(options.observed, epsilon, options, io);
  return planSuite(options.suite as string, epsilon, options, io);
}

function planObserved(
  observed: { flips: number; pairs: number },
  epsilon: number,
  options: PlanOptions,
  io: CliIo,
): number {
  const { flips, pairs } = observed;
  const maxPairs = options.maxPairs ?? DEFAULT_MAX_PAIRS;
  const method: Method = options.method === 'exact' ? 'exact' : 'wilson';
  const { low, high } = intervalBy(method, flips, pairs);
  const call = callBy(method, flips, pairs, epsilon);
  const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs, method });
  const rate = pairs === 0 ? 0 : flips / pairs;
  const plan: ObservedPlan = {
    observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
    epsilon,
    maxPairs: options.maxPairs ?? null,
    bestCase: {
      totalPairs: best.totalPairs,
      additionalPairs: best.additionalPairs,
      reachable: best.reachable,
    },
    pairsIfRatePersists: pairsForDeterministicCall(epsilon, { flipRate: rate, method }),
    costPerCall: options.costPerCall ?? null,
  };
  emit(
    io,
    options,
    options.format === 'json' ? renderObservedPlanJson(plan) : renderObservedPlanText(plan),
  );
  return 0;
}

/** The calls of the whole run, after the route table. */
function runCallsLine(plan: CollectionPlan): string {
  const c = plan.calls;
  return (
    `A run of this suite with these settings makes ${c.total} agent calls: ${describePhases(c)}` +
    (plan.settings.relations.length > 0 ? ' (the built-in relations)' : '') +
    '.\n'
  );
}

/**
 * The route table of `run --suite` with the same settings: the plan comes from
 * the one planning function a live run uses (planLive), so the two never disagree.
 */
async function planSuite(
  file: string,
  epsilon: number,
  options: PlanOptions,
  io: CliIo,
): Promise<number> {
  // A suite's plan is the live run's: its planner (and the suite reader) load only here.
  const { planLive } = await import('../../app/live.js');
  const { plan: run, seeds } = await planLive(
    {
      suite: file,
      epsilon,
      ...(options.method === undefined ? {} : { method: options.method }),
      ...(options.costPerCall === undefined ? {} : { costPerCall: options.costPerCall }),
    },
    io.cwd,
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
    costPerCall: options.costPerCall ?? null,
  };
  const c = run.calls;
  const sizing =
    options.latency === undefined || options.wallTime === undefined
      ? null
      : {
          timing: {
            latencyMs: options.latency,
            workers: options.maxWorkers ?? 1,
            ratePerSecond: options.rateLimit ?? null,
            wallTimeMs: options.wallTime,
          },
          result: shardsNeeded(
            run,
            {
              latencyMs: options.latency,
              workers: options.maxWorkers ?? 1,
              ratePerSecond: options.rateLimit ?? null,
              wallTimeMs: options.wallTime,
            },
            MAX_SHARDS,
          ),
        };
  emit(
    io,
    options,
    options.format === 'json'
      ? logSafeJson({
          ...buildSuitePlanJson(plan),
          run: {
            calls: {
              meter: c.meter,
              sources: c.sources,
              relationSources: c.relationSources,
              relations: c.relations,
              total: c.total,
            },
            ...(run.cost === null ? {} : { cost: run.cost }),
          },
          ...(sizing === null ? {} : { shards: shardsJson(sizing.timing, sizing.result) }),
        })
      : `${renderSuitePlanText(plan)}${runCallsLine(run)}${sizing === null ? '' : shardsText(sizing.timing, sizing.result)}`,
  );
  return 0;
}

/** The shard sizing as the JSON plan holds it (milliseconds and calls). */
function shardsJson(t: ShardTiming, r: ShardSizing): Record<string, unknown> {
  return {
    shards: r.shards,
    latencyMs: t.latencyMs,
    workersPerShard: t.workers,
    ratePerSecondPerShard: t.ratePerSecond,
    wallTimeMs: t.wallTimeMs,
    msPerCall: r.msPerCall,
    totalCalls: r.totalCalls,
    unshardedMs: r.unshardedMs,
    largestShardCalls: r.largestShardCalls,
    largestShardMs: r.largestShardMs,
    emptyShards: r.emptyShards,
    largestInputCalls: r.largestInputCalls,
  };
}

/** The shard sizing as a sentence or two (docs/sharding.md has the formula). */
function shardsText(t: ShardTiming, r: ShardSizing): string {
  const pace =
    `at ${formatDuration(t.latencyMs)} a call with ${t.workers} worker${t.workers === 1 ? '' : 's'} per shard` +
    (t.ratePerSecond === null ? '' : ` and at most ${t.ratePerSecond} calls/s per shard`) +
    `, a shard spends ${formatDuration(r.msPerCall)} per call`;
  const whole = `the run's ${r.totalCalls} calls take about ${formatDuration(r.unshardedMs)} on one machine`;
  if (r.shards === null) {
    const one = r.largestInputCalls * r.msPerCall;
    return (
      `Shards: ${pace}; ${whole}. No number of shards up to ${MAX_SHARDS} finishes within ${formatDuration(t.wallTimeMs)}` +
      (one > t.wallTimeMs
        ? ` (one input's ${r.largestInputCalls} calls alone take ${formatDuration(one)}, and an input is never split)`
        : '') +
      ': raise the wall time, the workers or the rate limit.\n'
    );
  }
  return (
    `Shards: ${pace}; ${whole}. To finish within ${formatDuration(t.wallTimeMs)}: ${r.shards} shard${r.shards === 1 ? '' : 's'}` +
    ` (run --shard 1/${r.shards} … ${r.shards}/${r.shards}); the largest holds ${r.largestShardCalls} calls, about ${formatDuration(r.largestShardMs ?? 0)}` +
    ((r.emptyShards ?? 0) > 0
      ? `; ${r.emptyShards} of them hold no input (inputs fall in shards by fingerprint, not evenly)`
      : '') +
    '.\n'
  );
}
