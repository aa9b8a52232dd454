import path from 'node:path';
import { Option, type Command } from 'commander';
import {
  bestCaseAdmission,
  classify,
  formatPercent,
  formatRate,
  pairsForDeterministicCall,
  planRouteRepeats,
  resolveEpsilon,
  Refusal,
  uniformCalls,
  wilson,
} from '../../core/index.js';
import { readSuite } from '../../evidence/index.js';
import { terminalSafe } from '../../render/escape.js';
import type { CliIo } from '../io.js';
import { parseFormat, parseObserved, parsePositiveInt, type Format } from '../options.js';
import { epsilonOption, precisionOption, type CommandContext } from '../shared.js';

export interface PlanOptions {
  readonly observed?: { flips: number; pairs: number };
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly maxPairs?: number;
  readonly format: Format;
  readonly output?: string;
}

const DEFAULT_MAX_PAIRS = 10_000_000;

function emit(io: CliIo, options: PlanOptions, text: string): void {
  if (options.output !== undefined) io.writeFile(path.resolve(io.cwd, options.output), text);
  else io.stdout(text);
}

export async function planCommand(options: PlanOptions, io: CliIo): Promise<number> {
  if ((options.observed === undefined) === (options.suite === undefined)) {
    throw new Refusal(
      'usage.plan-source',
      'plan needs exactly one of --observed FLIPS/PAIRS or --suite FILE',
    );
  }
  // commander refuses --epsilon together with --precision (exit 2).
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
  const { low, high } = wilson(flips, pairs);
  const call = pairs === 0 ? 'undecided' : classify(low, high, epsilon);
  const best = bestCaseAdmission({ flips, pairs, epsilon, maxPairs });
  const rate = pairs === 0 ? 0 : flips / pairs;
  const persisting = pairsForDeterministicCall(epsilon, { flipRate: rate });
  const result = {
    observed: { flips, pairs, flipRate: rate, ciLow: low, ciHigh: high, call },
    epsilon,
    maxPairs: options.maxPairs ?? null,
    bestCase: {
      totalPairs: best.totalPairs,
      additionalPairs: best.additionalPairs,
      reachable: best.reachable,
    },
    pairsIfRatePersists: persisting,
  };
  if (options.format === 'json') {
    emit(io, options, `${JSON.stringify(result, null, 2)}\n`);
    return 0;
  }
  const eps = formatPercent(epsilon, epsilon * 100 >= 1 ? 0 : 1);
  const lines = [
    `observed ${flips} flips in ${pairs} pairs: 95% CI [${formatRate(low)}, ${formatRate(high)}], ${call} at ${eps}`,
    call === 'deterministic'
      ? `already certified: the upper bound is below ${eps}`
      : best.totalPairs === null
        ? `no practical number of pairs certifies ${eps}`
        : `best case: if every further pair agrees, the bound falls below ${eps} at ${best.totalPairs} pairs (${best.additionalPairs} more)` +
          (options.maxPairs === undefined
            ? ''
            : best.reachable
              ? `, within the maximum of ${options.maxPairs}`
              : `: not reachable within the maximum of ${options.maxPairs}`),
    flips === 0
      ? ''
      : persisting === null
        ? `if the observed rate (${formatPercent(rate, 1)}) persists, no number of pairs certifies ${eps}`
        : `if the observed rate (${formatPercent(rate, 1)}) persists, about ${persisting} pairs are needed`,
  ].filter((l) => l !== '');
  emit(io, options, `${lines.join('\n')}\n`);
  return 0;
}

async function planSuite(
  file: string,
  epsilon: number,
  options: PlanOptions,
  io: CliIo,
): Promise<number> {
  const suite = await readSuite(path.resolve(io.cwd, file));
  const plans = planRouteRepeats({
    intended: suite.cases.map((c) => c.expected),
    epsilon,
    targets: suite.contract.stabilityTargets,
    minimumRepeats: 2,
  });
  const total = plans.reduce((sum, p) => sum + p.calls, 0);
  const uniform = uniformCalls(plans);
  if (options.format === 'json') {
    emit(
      io,
      options,
      `${JSON.stringify({ epsilon, routes: plans, totalCalls: total, uniformCalls: uniform, savedCalls: Math.max(0, uniform - total) }, null, 2)}\n`,
    );
    return 0;
  }
  const rows = [['route', 'cases', 'target', 'pairs*', 'repeats', 'calls']];
  for (const p of plans) {
    rows.push([
      terminalSafe(p.decision, 40),
      String(p.cases),
      formatRate(p.target),
      String(p.pairsNeeded),
      String(p.repeatsEach),
      String(p.calls),
    ]);
  }
  rows.push(['total', String(suite.cases.length), '', '', '', String(total)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
  const lines = rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
  lines.push('');
  lines.push(
    '* zero-flip disjoint pairs needed for each route to certify at its target (Wilson, 95%).',
  );
  if (uniform > total) {
    lines.push(
      `Uniform repeats for every case would cost ${uniform} calls; planning per route saves ${uniform - total}.`,
    );
  }
  emit(io, options, `${lines.join('\n')}\n`);
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
      '--max-pairs <n>',
      'with --observed: the most pairs you are willing to collect',
      parsePositiveInt,
    )
    .addOption(epsilonOption())
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
