import { Option, type Command } from 'commander';
import type { RunOptions } from '../commands/run.js';
import { addReportOptions } from '../report-options.js';
import { addSettingOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** The options of a live run that are no setting (`run` and `snapshot` both take them). */
export function liveRunOptions(): Option[] {
  return [
    new Option('--dry-run', 'print the plan and stop before loading the agent'),
    new Option('--quiet', 'no plan and no progress on stderr'),
  ];
}

/**
 * The run options as given: without --isolation on the command line, the
 * agent's own declaration counts, so the option's default is dropped.
 */
export function givenRunOptions<T extends { isolation?: unknown }>(opts: T, cmd: Command): T {
  const options = { ...opts };
  if (cmd.getOptionValueSource('isolation') !== 'cli') delete options.isolation;
  return options;
}

/** `run`: its settings' flags from the settings table, then its own; its work loaded when it runs. */
export function registerRun(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('run')
    .description(
      'Call your agent on your inputs, write the evidence, then assess it like `assess`.',
    );
  addSettingOptions(command, 'run');
  for (const option of liveRunOptions()) command.addOption(option);
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: RunOptions, cmd: Command) => {
    const { isMainProcessIo, runCommand } = await import('../commands/run.js');
    setCode(
      await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }),
    );
  });
}
