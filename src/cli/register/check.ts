import type { Command } from 'commander';
import { DEFAULT_BASELINE_PATH } from '../../app/settings.js';
import type { CheckOptions } from '../commands/check.js';
import { formatFor, textOrJsonFormat } from '../options.js';
import type { CommandContext } from '../shared.js';
import { addSourceOptions } from '../source-options.js';

/** `check`: its options here; its work (commands/check.ts) loaded when it runs. */
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
  addSourceOptions(command);
  command
    .option('--suite <file>', 'the decision suite, when the baseline was admitted with one')
    .option(
      '--without-suite',
      'check evidence collected against a suite without that suite: its contract is not applied, and the report says so first (without this, such evidence is refused)',
    )
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
