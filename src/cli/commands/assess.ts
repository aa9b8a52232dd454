import type { Command } from 'commander';
import { assessEvidence, casesFileOf, obtainEvidence, reportMetaOf } from '../../app/index.js';
import { replayCurtailmentOnEvidence } from '../../core/index.js';
import { EXIT } from '../../errors.js';
import { renderReplayText } from '../../render/baselines/index.js';
import { appIoOf, type CliIo } from '../io.js';
import { addReportOptions, emitReports, type ReportOptions } from '../reports.js';
import { settingsOf } from '../settings.js';
import { epsilonOption, methodOption, precisionOption, type CommandContext } from '../shared.js';
import { addSourceOptions, type SourceOptions } from '../sources.js';

export interface AssessOptions extends SourceOptions, ReportOptions {
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly replayCurtailment?: boolean;
}

export async function assessCommand(options: AssessOptions, io: CliIo): Promise<number> {
  const settings = settingsOf(options);
  const app = appIoOf(io);
  const obtained = await obtainEvidence(settings, app, { source: 'recorded' });
  // Recorded runs are never interrupted nor planned; the types say so once here.
  if (obtained.kind !== 'evidence') return EXIT.unusable;
  const assessment = assessEvidence(obtained, app);
  emitReports(
    io,
    assessment,
    reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }),
    options,
  );
  // A counterfactual after the report, on stderr: it never changes the status or exit code.
  if (options.replayCurtailment === true) {
    io.stderr(
      renderReplayText(
        replayCurtailmentOnEvidence(
          assessment,
          obtained.evidence,
          obtained.suite?.cases.map((c) => c.expected),
        ),
      ),
    );
  }
  return assessment.exitCode;
}

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
  command.addOption(epsilonOption()).addOption(precisionOption()).addOption(methodOption());
  command.option(
    '--replay-curtailment',
    'after the report, say (on stderr) where the curtailment rule would have stopped on this evidence: a counterfactual, the status is unchanged',
  );
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: AssessOptions) => {
    setCode(await assessCommand(opts, io));
  });
}
