import type { Command } from 'commander';
import type { AssessOptions } from '../commands/assess.js';
import { addReportOptions } from '../report-options.js';
import { addSettingOptions } from '../settings.js';
import type { CommandContext } from '../shared.js';

/** `assess`: its options here (its settings' from the settings table); its work (commands/assess.ts) loaded when it runs. */
export function registerAssess(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('assess')
    .description(
      'Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.',
    );
  addSettingOptions(command, 'assess');
  command.option(
    '--replay-curtailment',
    'after the report, say (on stderr) where the curtailment rule would have stopped on this evidence: a counterfactual, the status is unchanged',
  );
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: AssessOptions) => {
    const { assessCommand } = await import('../commands/assess.js');
    setCode(await assessCommand(opts, io));
  });
}
