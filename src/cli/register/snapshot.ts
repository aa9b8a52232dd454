import type { Command } from 'commander';
import { DEFAULT_BASELINE_PATH } from '../../app/settings.js';
import type { SnapshotOptions } from '../commands/snapshot.js';
import { textOrJsonFormat } from '../options.js';
import { addSettingOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';
import { givenRunOptions, liveRunOptions } from './run.js';

/**
 * `snapshot`: from recorded runs or a live run, so the settings of both (the
 * settings table's rows naming it; no --shard: a baseline is of the whole run),
 * then its own options.
 */
export function registerSnapshot(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('snapshot')
    .description(
      'Admit evidence as a regression baseline of decisions per input (or write an unapproved candidate): from recorded runs (no model call) or from a live run with the `run` options.',
    );
  addSettingOptions(command, 'snapshot');
  for (const option of liveRunOptions()) command.addOption(option);
  command
    .option(
      '--accept-reference',
      'approve these decisions as the baseline yourself (stability is not correctness: look at them first)',
    )
    .option(
      '--candidate',
      'write an unapproved candidate baseline, for approval later (the approval label)',
    )
    .option(
      '--approver <name>',
      'who approves, recorded in the baseline (default: AGENTVERITY_APPROVER, then the user name)',
    )
    .option('--output <path>', `where to write the baseline (default ${DEFAULT_BASELINE_PATH})`)
    .option('--baseline-out <path>', 'the same as --output')
    .addOption(textOrJsonFormat('what to print'))
    .allowExcessArguments(false);
  command.action(async (opts: SnapshotOptions, cmd: Command) => {
    const { snapshotCommand } = await import('../commands/snapshot.js');
    setCode(await snapshotCommand(givenRunOptions(opts, cmd), io));
  });
}
