import type { Command } from 'commander';
import type { CasesCommandOptions } from '../commands/cases.js';
import { addReportOptions } from '../report-options.js';
import { casesOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `cases`: stateful agents — reset the world, check the world left behind, fail a tool. */
export function registerCases(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('cases')
    .description(
      'Run a stateful agent on its cases from a fresh reset each time, compare the world it leaves with the expected one, replay with a tool failing, and check relations between cases (docs/stateful.md). Exit 0 all criteria passed, 1 any failed, 2 missing or insufficient evidence.',
    );
  // The setting flags come from the cases settings table (app/cases-setting-table.ts).
  for (const option of casesOptions()) command.addOption(option);
  command.option('--quiet', 'no progress lines on stderr');
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: CasesCommandOptions) => {
    const { casesCommand } = await import('../commands/cases.js');
    setCode(await casesCommand(opts, io));
  });
}
