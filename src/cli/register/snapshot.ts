import type { Command } from 'commander';
import { DEFAULT_BASELINE_PATH } from '../../app/settings.js';
import type { SnapshotOptions } from '../commands/snapshot.js';
import { textOrJsonFormat } from '../options.js';
import { epsilonOption, precisionOption, type CommandContext } from '../shared.js';
import { addSourceOptions } from '../source-options.js';
import { addRunOptions, givenRunOptions } from './run.js';

/** Run options `snapshot` takes for a live run; the rest it shares with the evidence sources. */
const SHARED_WITH_SOURCES = new Set([
  'suite',
  'epsilon',
  'precision',
  'layer',
  'isolation',
  'decisionPath',
  'textPath',
  'toolsPath',
]);

export function registerSnapshot(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('snapshot')
    .description(
      'Admit evidence as a regression baseline of decisions per input (or write an unapproved candidate): from recorded runs (no model call) or from a live run with the `run` options.',
    );
  addSourceOptions(command);
  command
    .option('--suite <file>', 'decision suite the evidence was collected from (contract, targets)')
    .option(
      '--without-suite',
      'judge evidence collected against a suite without that suite: its contract is not applied, every report says so first, and no baseline or candidate is admitted from it (admission.suite-not-applied)',
    )
    .addOption(epsilonOption())
    .addOption(precisionOption())
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
  // A live run: the `run` options, less the ones shared with the evidence sources above.
  // No --shard: a baseline is of the whole run, never of one shard.
  addRunOptions(command, new Set([...SHARED_WITH_SOURCES, 'shard']));
  command.action(async (opts: SnapshotOptions, cmd: Command) => {
    const { snapshotCommand } = await import('../commands/snapshot.js');
    setCode(await snapshotCommand(givenRunOptions(opts, cmd), io));
  });
}
