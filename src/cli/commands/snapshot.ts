import path from 'node:path';
import { Option, type Command } from 'commander';
import {
  AdmissionRefused,
  admit,
  buildBaseline,
  Refusal,
  resolveEpsilon,
  serialiseSuite,
  precheckSnapshot,
  type Approval,
  type DecisionSuite,
  type Evidence,
  type Isolation,
  type Layer,
} from '../../core/index.js';
import { digestOf, evidenceDigest, readSuite, serialiseBaseline } from '../../evidence/index.js';
import {
  renderSnapshotJson,
  renderSnapshotText,
  type SnapshotOutcome,
} from '../../render/baselines/index.js';
import { TOOL_NAME, VERSION } from '../../version.js';
import { assessFiles } from '../assess-files.js';
import { checkWritable, type CliIo } from '../io.js';
import { parseFormat, type Format } from '../options.js';
import { EXIT, epsilonOption, precisionOption, type CommandContext } from '../shared.js';
import {
  addSourceOptions,
  hasSource,
  loadEvidence,
  requireSource,
  type SourceOptions,
} from '../sources.js';
import {
  addRunOptions,
  collectRun,
  givenRunOptions,
  isMainProcessIo,
  type RunOptions,
} from './run.js';

export const DEFAULT_BASELINE_PATH = '.agentverity/baseline.json';

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

/** The current time as ISO 8601; SOURCE_DATE_EPOCH (seconds) pins it for reproducible files. */
export function nowIso(io: CliIo): string {
  const epoch = io.env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && /^\d+$/.test(epoch.trim())) {
    return new Date(Number(epoch.trim()) * 1000).toISOString();
  }
  return new Date().toISOString();
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
  const live = [options.agent, options.agentCommand, options.agentUrl].some((a) => a !== undefined);
  if (live && hasSource(options)) {
    throw new Refusal(
      'usage.snapshot-source',
      'snapshot reads either a live run (--agent, --agent-command or --agent-url) or recorded runs (--evidence, --promptfoo, --jsonl, --inspect), not both',
    );
  }
  if (!live) requireSource(options, 'snapshot');
  // commander refuses --epsilon together with --precision (exit 2).
  const epsilon = resolveEpsilon(options.precision ?? 'balanced', options.epsilon);
  const approver = accept ? approverOf(options, io) : null;
  const target = options.output ?? options.baselineOut ?? DEFAULT_BASELINE_PATH;

  let evidence: Evidence;
  let digest: string;
  /** The files the evidence was read from (none for a live run). */
  let sources: readonly string[] = [];
  let suite: DecisionSuite | null = null;
  let blindnessThreshold = 0.9;
  if (live) {
    // The pre-check refuses a k that could never certify, before the agent is loaded.
    checkWritable(path.resolve(io.cwd, target), 'baseline');
    const hooks = { handleSigint: isMainProcessIo(io) };
    const collected = await collectRun(liveRunOptions(options), io, hooks, (plan) => {
      if (options.k === undefined) return;
      const refused = precheckSnapshot(plan.inputs, options.k, plan.epsilon);
      if (refused !== null) throw new Refusal(refused.code, refused.reason, '--k');
    });
    if (typeof collected === 'number') return collected;
    evidence = collected.result.evidence;
    digest = evidenceDigest(collected.file);
    suite = collected.suite;
    blindnessThreshold = collected.blindnessThreshold;
  } else {
    const loaded = await loadEvidence(options, io);
    evidence = loaded.evidence;
    sources = loaded.sources;
    digest = loaded.digest;
    if (options.suite !== undefined) suite = await readSuite(path.resolve(io.cwd, options.suite));
  }
  const assessment = assessFiles(sources, io.cwd, evidence, suite, {
    epsilon,
    blindnessThreshold,
  });
  const createdAt = nowIso(io);
  const approval: Approval | null =
    approver === null ? null : { how: 'cli-flag', approver, approvedAt: createdAt };
  const mode = accept ? 'approved' : 'candidate';

  let outcome: SnapshotOutcome;
  try {
    const baseline = buildBaseline({
      assessment,
      evidence,
      evidenceDigest: digest,
      tool: { name: TOOL_NAME, version: VERSION },
      createdAt,
      approval,
      suiteDigest: suite === null ? null : digestOf(serialiseSuite(suite)),
    });
    io.writeFile(path.resolve(io.cwd, target), serialiseBaseline(baseline));
    outcome = {
      admission: admit(assessment, evidence, { approved: approval !== null }),
      mode,
      baseline,
      path: target,
    };
  } catch (error) {
    if (!(error instanceof AdmissionRefused)) throw error;
    outcome = { admission: error.admission, mode, baseline: null, path: null };
  }

  if (options.format === 'json') io.stdout(renderSnapshotJson(outcome));
  else if (outcome.baseline === null) io.stderr(renderSnapshotText(outcome));
  else io.stdout(renderSnapshotText(outcome));
  return outcome.baseline === null ? EXIT.unusable : EXIT.clean;
}

/** The run options of a live snapshot (the baseline, not a report, is its output). */
function liveRunOptions(options: SnapshotOptions): RunOptions {
  const { format: _format, output: _output, layer, isolation, ...rest } = options;
  return {
    ...rest,
    // Both come from the source options, whose choices commander has checked.
    ...(layer === undefined ? {} : { layer: layer as Layer }),
    ...(isolation === undefined ? {} : { isolation: isolation as Isolation }),
  };
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
  addRunOptions(command, SHARED_WITH_SOURCES);
  command.action(async (opts: SnapshotOptions, cmd: Command) => {
    setCode(await snapshotCommand(givenRunOptions(opts, cmd), io));
  });
}
