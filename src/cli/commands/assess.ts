import path from 'node:path';
import type { Command } from 'commander';
import {
  replayCurtailmentOnEvidence,
  resolveEpsilon,
  type DecisionSuite,
} from '../../core/index.js';
import { readSuite } from '../../evidence/index.js';
import { renderReplayText } from '../../render/baselines/index.js';
import { TOOL_NAME, VERSION } from '../../version.js';
import { assessFiles, importSettings } from '../assess-files.js';
import type { CliIo } from '../io.js';
import { addReportOptions, emitReports, type ReportOptions } from '../reports.js';
import { epsilonOption, precisionOption, type CommandContext } from '../shared.js';
import { addSourceOptions, loadEvidence, requireSource, type SourceOptions } from '../sources.js';

export interface AssessOptions extends SourceOptions, ReportOptions {
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly replayCurtailment?: boolean;
}

export async function assessCommand(options: AssessOptions, io: CliIo): Promise<number> {
  // commander refuses --epsilon together with --precision (exit 2).
  const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
  requireSource(options);
  const loaded = await loadEvidence(options, io);
  let suite: DecisionSuite | null = null;
  if (options.suite !== undefined) suite = await readSuite(path.resolve(io.cwd, options.suite));

  const assessment = assessFiles(loaded.sources, io.cwd, loaded.evidence, suite, { epsilon });
  const settings = importSettings(epsilon, options.precision, loaded.sources, options.suite);
  emitReports(
    io,
    assessment,
    {
      tool: { name: TOOL_NAME, version: VERSION },
      settings,
      // Read only by the formats that print it (not the text report), so computed lazily.
      get evidenceDigest(): string {
        return loaded.digest;
      },
    },
    options,
  );
  // A counterfactual after the report, on stderr: it never changes the status or exit code.
  if (options.replayCurtailment === true) {
    io.stderr(
      renderReplayText(
        replayCurtailmentOnEvidence(
          assessment,
          loaded.evidence,
          suite?.cases.map((c) => c.expected),
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
  command.addOption(epsilonOption()).addOption(precisionOption());
  command.option(
    '--replay-curtailment',
    'after the report, say (on stderr) where the curtailment rule would have stopped on this evidence: a counterfactual, the status is unchanged',
  );
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: AssessOptions) => {
    setCode(await assessCommand(opts, io));
  });
}
