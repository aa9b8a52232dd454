import { Option, type Command } from 'commander';
import {
  checkSettings,
  outputPath,
  parseCost,
  planLive,
  refuseProblems,
  refusingWrites,
} from '../../app/index.js';
import { describePhases, type CollectionPlan } from '../../collect/index.js';
import {
  bestCaseAdmission,
  callBy,
  intervalBy,
  pairsForDeterministicCall,
  resolveEpsilon,
  Refusal,
  uniformCalls,
  type Method,
} from '../../core/index.js';
import {
  buildSuitePlanJson,
  renderObservedPlanJson,
  renderObservedPlanText,
  renderSuitePlanText,
  type ObservedPlan,
  type SuitePlan,
} from '../../render/baselines/index.js';
import { logSafeJson } from '../../render/index.js';
import type { CliIo } from '../io.js';
import { parseFormat, parseObserved, parsePositiveInt, type Format } from '../options.js';
import { argParser } from '../settings.js';
import { epsilonOption, methodOption, precisionOption, type CommandContext } from '../shared.js';

export interface PlanOptions {
  readonly observed?: { flips: number; pairs: number };
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly method?: string;
  readonly maxPairs?: number;
  readonly costPerCall?: number;
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
        })
      : `${renderSuitePlanText(plan)}${runCallsLine(run)}`,
  );
  return 0;
}

export function registerPlan(program: Command, { io, setCode }: CommandContext): void {
  program
    .command('plan')
    .description(
      'Plan pairs and calls before spending them: from observed flips, or per route from a suite.',
    )
    .option(
      '--observed <flips/pairs>',
      'flips observed in disjoint pairs so far, e.g. 4/73',
      parseObserved,
    )
    .option(
      '--suite <file>',
      'decision suite: plan calls per route from its cases and stability targets',
    )
    .option(
      '--cost-per-call <amount>',
      'price of one agent call (any currency unit): adds the cost of each plan',
      argParser(parseCost),
    )
    .option(
      '--max-pairs <n>',
      'with --observed: the most pairs you are willing to collect',
      parsePositiveInt,
    )
    .addOption(epsilonOption())
    .addOption(methodOption())
    .addOption(precisionOption())
    .addOption(
      new Option('--format <format>', 'plan format: text or json')
        .argParser(parseFormat)
        .default('text' as Format),
    )
    .option('--output <path>', 'write the plan to this file instead of standard output')
    .allowExcessArguments(false)
    .action(async (opts: PlanOptions) => {
      setCode(await planCommand(opts, io));
    });
}
