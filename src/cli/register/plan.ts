import type { Command } from 'commander';
import { parseDuration } from '../../app/parse.js';
import type { PlanOptions } from '../commands/plan.js';
import { parseObserved, parsePositiveInt, textOrJsonFormat } from '../options.js';
import { addSettingOptions, argParser } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** A duration above 0 in milliseconds (`30m`, `2s`, and hours: `2h`). */
function parsePositiveDuration(text: string): number {
  const hours = /^\s*(\d+(?:\.\d+)?)\s*h\s*$/i.exec(text);
  const ms = hours !== null ? Number(hours[1]) * 3_600_000 : parseDuration(text);
  if (ms === null || !(ms > 0)) throw new Error('expected a duration above 0, e.g. 2s, 30m or 2h');
  return ms;
}

export function registerPlan(program: Command, { io, setCode }: CommandContext): void {
  const command = program
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
      '--max-pairs <n>',
      'with --observed: the most pairs you are willing to collect',
      parsePositiveInt,
    );
  addSettingOptions(command, 'plan')
    .option(
      '--latency <duration>',
      "with --suite: how long one agent call takes (e.g. 2s), to size the shards of the suite's run",
      argParser(parsePositiveDuration),
    )
    .option(
      '--wall-time <duration>',
      'with --latency: the time a shard may take, e.g. 30m or 2h; plan says how many shards that needs',
      argParser(parsePositiveDuration),
    )
    .addOption(textOrJsonFormat('plan format'))
    .option('--output <path>', 'write the plan to this file instead of standard output')
    .allowExcessArguments(false)
    .action(async (opts: PlanOptions) => {
      const { planCommand } = await import('../commands/plan.js');
      setCode(await planCommand(opts, io));
    });
}
