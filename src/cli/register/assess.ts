import type { Command } from 'commander';
import type { AssessOptions } from '../commands/assess.js';
import { addReportOptions } from '../report-options.js';
import { epsilonOption, methodOption, precisionOption, type CommandContext } from '../shared.js';
import { addSourceOptions } from '../source-options.js';

/** `assess`: its options here; its work (commands/assess.ts) loaded when it runs. */
export function registerAssess(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('assess')
    .description(
      'Assess recorded evidence: repeatability, blindness, routes and contract. Makes no model call.',
    );
  addSourceOptions(command);
  command.option(
    '--suite <file>',
    'decision suite (agentverity.decision-suite/v1) with the reviewed cases and contract',
  );
  command.option(
    '--without-suite',
    'assess evidence collected against a suite without that suite: its contract is not applied, and every report says so first (without this, such evidence is refused)',
  );
  command.addOption(epsilonOption()).addOption(precisionOption()).addOption(methodOption());
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
