import { Option, type Command } from 'commander';
import {
  assessEvidence,
  checkSettings,
  clockFrom,
  DEFAULT_BASELINE_PATH,
  isLive,
  isoNow,
  obtainEvidence,
  refuseProblems,
  snapshotPrecheck,
  writeSnapshot,
} from '../../app/index.js';
import { Refusal, type Approval } from '../../core/index.js';
import { renderSnapshotJson, renderSnapshotText } from '../../render/baselines/index.js';
import { appIoOf, checkWritable, outputPath, type CliIo } from '../io.js';
import { parseFormat, type Format } from '../options.js';
import { settingsOf } from '../settings.js';
import { EXIT, epsilonOption, precisionOption, type CommandContext } from '../shared.js';
import { addSourceOptions, type SourceOptions } from '../sources.js';
import {
  addRunOptions,
  exitBeforeAssessing,
  givenRunOptions,
  isMainProcessIo,
  type RunOptions,
} from './run.js';

export { DEFAULT_BASELINE_PATH };

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

export interface SnapshotOptions
  extends SourceOptions, Omit<RunOptions, 'layer' | 'isolation' | 'format' | 'output'> {
  readonly suite?: string;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly acceptReference?: boolean;
  readonly candidate?: boolean;
  readonly approver?: string;
  readonly output?: string;
  readonly baselineOut?: string;
  readonly format: Format;
}

function approverOf(options: SnapshotOptions, io: CliIo): string {
  const name =
    options.approver ??
    io.env.AGENTVERITY_APPROVER ??
    io.env.USER ??
    io.env.USERNAME ??
    io.env.LOGNAME;
  if (name === undefined || name.trim() === '') {
    throw new Refusal(
      'usage.approver',
      'cannot tell who approves this baseline: give --approver NAME',
      '--approver',
    );
  }
  return name.trim();
}

export async function snapshotCommand(options: SnapshotOptions, io: CliIo): Promise<number> {
  const accept = options.acceptReference === true;
  const candidate = options.candidate === true;
  if (accept === candidate) {
    throw new Refusal(
      'usage.snapshot-mode',
      accept
        ? 'give either --accept-reference or --candidate, not both'
        : 'say what to write: --accept-reference to approve these decisions as the baseline yourself (a repeatable decision is not necessarily a right one, so a person must accept it), or --candidate to write an unapproved candidate for a later approval (the approval label)',
    );
  }
  if (options.approver !== undefined && !accept) {
    throw new Refusal('usage.approver', '--approver applies to --accept-reference only');
  }
  if (options.output !== undefined && options.baselineOut !== undefined) {
    throw new Refusal('usage.output', 'give --output or --baseline-out, not both');
  }
  const settings = settingsOf(options);
  refuseProblems(checkSettings(settings, { source: 'either' }));
  const approver = accept ? approverOf(options, io) : null;
  const target = options.output ?? options.baselineOut ?? DEFAULT_BASELINE_PATH;
  const live = isLive(settings);
  // A live run spends calls: the baseline must have somewhere to go first.
  if (live) checkWritable(outputPath(io.cwd, target, 'baseline'), 'baseline');
  const app = appIoOf(io, options.quiet === true);
  const obtained = await obtainEvidence(settings, app, {
    ownsProcess: live && isMainProcessIo(io),
    dryRun: options.dryRun === true,
    // The pre-check refuses a k that could never certify, before the agent is loaded.
    beforeCalls: snapshotPrecheck(settings.k, settings.budget),
  });
  if (obtained.kind !== 'evidence') return exitBeforeAssessing(obtained, io);
  const assessment = assessEvidence(obtained, app, 'snapshot');
  const createdAt = isoNow(clockFrom(io.env));
  const approval: Approval | null =
    approver === null ? null : { how: 'cli-flag', approver, approvedAt: createdAt };
  const outcome = writeSnapshot(obtained, assessment, approval, target, app, createdAt);

  if (options.format === 'json') io.stdout(renderSnapshotJson(outcome));
  else if (outcome.baseline === null) io.stderr(renderSnapshotText(outcome));
  else io.stdout(renderSnapshotText(outcome));
  return outcome.baseline === null ? EXIT.unusable : EXIT.clean;
}

export function registerSnapshot(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('snapshot')
    .description(
      'Admit evidence as a regression baseline of decisions per input (or write an unapproved candidate): from recorded runs (no model call) or from a live run with the `run` options.',
    );
  addSourceOptions(command);
  command
    .option('--suite <file>', 'decision suite the evidence was collected from (contract, targets)')
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
    .addOption(
      new Option('--format <format>', 'what to print: text or json')
        .argParser(parseFormat)
        .default('text' as Format),
    )
    .allowExcessArguments(false);
  // A live run: the `run` options, less the ones shared with the evidence sources above.
  // No --shard: a baseline is of the whole run, never of one shard.
  addRunOptions(command, new Set([...SHARED_WITH_SOURCES, 'shard']));
  command.action(async (opts: SnapshotOptions, cmd: Command) => {
    setCode(await snapshotCommand(givenRunOptions(opts, cmd), io));
  });
}
