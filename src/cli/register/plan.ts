import type { Command } from 'commander';
import { parseCost, parseDuration, parseRate, parseWhole } from '../../app/parse.js';
import type { PlanOptions } from '../commands/plan.js';
import { parseObserved, parsePositiveInt, textOrJsonFormat } from '../options.js';
import { argParser } from '../settings.js';
import { epsilonOption, methodOption, precisionOption, type CommandContext } from '../shared.js';

/** A duration above 0 in milliseconds (`30m`, `2s`, and hours: `2h`). */
function parsePositiveDuration(text: string): number {
  const hours = /^\s*(\d+(?:\.\d+)?)\s*h\s*$/i.exec(text);
  const ms = hours !== null ? Number(hours[1]) * 3_600_000 : parseDuration(text);
  if (ms === null || !(ms > 0)) throw new Error('expected a duration above 0, e.g. 2s, 30m or 2h');
  return ms;
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
    .addOption(textOrJsonFormat('plan format'))
    .option(
      '--latency <duration>',
      "with --suite: how long one agent call takes (e.g. 2s), to size the shards of the suite's run",
      argParser(parsePositiveDuration),
    )
    .option(
      '--rate-limit <rate>',
      'with --latency: calls started per second in each shard, e.g. 10/s or 600/m (as run --rate-limit)',
      argParser(parseRate),
    )
    .option(
      '--max-workers <n>',
      'with --latency: inputs called at once in each shard (as run --max-workers; default 1)',
      argParser(parseWhole),
    )
    .option(
      '--wall-time <duration>',
      'with --latency: the time a shard may take, e.g. 30m or 2h; plan says how many shards that needs',
      argParser(parsePositiveDuration),
    )
    .option('--output <path>', 'write the plan to this file instead of standard output')
    .allowExcessArguments(false)
    .action(async (opts: PlanOptions) => {
      const { planCommand } = await import('../commands/plan.js');
      setCode(await planCommand(opts, io));
    });
}
