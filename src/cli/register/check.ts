import type { Command } from 'commander';
import { DEFAULT_BASELINE_PATH } from '../../app/settings.js';
import type { CheckOptions } from '../commands/check.js';
import { formatFor, textOrJsonFormat } from '../options.js';
import { addSettingOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `check`: its options here (its settings' from the settings table); its work (commands/check.ts) loaded when it runs. */
export function registerCheck(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('check')
    .description(
      'Check current evidence against an approved baseline: exit 0 clean, 1 drift, 2 cannot compare. Makes no model call.',
    )
    .option(
      '--baseline <file>',
      `the approved baseline (agentverity-action/baseline@1; default ${DEFAULT_BASELINE_PATH}, where snapshot writes it)`,
    );
  addSettingOptions(command, 'check');
  command
    .addOption(textOrJsonFormat('report format'))
    .option(
      '--output <path>',
      'write the report to this file instead of standard output (without --format, its extension names the format)',
    )
    .allowExcessArguments(false)
    .action(async (opts: CheckOptions, cmd: Command) => {
      const { checkCommand } = await import('../commands/check.js');
      setCode(await checkCommand({ ...opts, format: formatFor(cmd, opts) }, io));
    });
}
