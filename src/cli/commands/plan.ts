import { outputPath, refusingWrites } from '../../app/files.js';
import {
  describePhases,
  formatDuration,
  planEpsilon,
  planFromObserved,
  planFromSuite,
  PLAN_MAX_SHARDS,
  Refusal,
  type CollectionPlan,
  type ShardSizing,
  type ShardTiming,
} from '../../app/index.js';
import {
  buildSuitePlanJson,
  renderObservedPlanJson,
  renderObservedPlanText,
  renderSuitePlanText,
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
  const settings = {
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
    ...(options.precision === undefined ? {} : { precision: options.precision }),
    ...(options.method === undefined ? {} : { method: options.method }),
    ...(options.costPerCall === undefined ? {} : { costPerCall: options.costPerCall }),
  };
  // The settings are refused before the flags' usage and the suite (settings.*).
  planEpsilon(settings);
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
  if (options.observed !== undefined) {
    const plan = planFromObserved(options.observed, {
      ...settings,
      ...(options.maxPairs === undefined ? {} : { maxPairs: options.maxPairs }),
    });
    emit(
      io,
      options,
      options.format === 'json' ? renderObservedPlanJson(plan) : renderObservedPlanText(plan),
    );
    return 0;
  }
  return planSuite(options.suite as string, settings, options, io);
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
  settings: Parameters<typeof planFromSuite>[1],
  options: PlanOptions,
  io: CliIo,
): Promise<number> {
  const timing: ShardTiming | null =
    options.latency === undefined || options.wallTime === undefined
      ? null
      : {
          latencyMs: options.latency,
          workers: options.maxWorkers ?? 1,
          ratePerSecond: options.rateLimit ?? null,
          wallTimeMs: options.wallTime,
        };
  const { plan, run, sizing } = await planFromSuite(file, settings, io.cwd, timing);
  const c = run.calls;
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
      `Shards: ${pace}; ${whole}. No number of shards up to ${PLAN_MAX_SHARDS} finishes within ${formatDuration(t.wallTimeMs)}` +
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
