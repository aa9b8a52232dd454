import { Option, type Command } from 'commander';
import {
  assessEvidence,
  checkSettings,
  DEFAULT_EVIDENCE_OUT,
  describePlan,
  obtainEvidence,
  parseCost,
  parseDuration,
  parseNumber,
  parseRate,
  parseWhole,
  refuseProblems,
  casesFileOf,
  reportMetaOf,
  type CollectedRun,
  type PlannedRun,
} from '../../app/index.js';
import type { PlanShard } from '../../collect/index.js';
import { Refusal } from '../../core/index.js';
import { terminalSafe } from '../../render/escape.js';
import { CLI_COMMAND } from '../../version.js';
import type { Isolation, Layer } from '../../core/index.js';
import { EXIT, isInterrupted, type Interrupted } from '../../errors.js';
import { checkWritable, appIoOf, outputPath, type CliIo } from '../io.js';
import {
  addReportOptions,
  emitReports,
  resolveReportTargets,
  type ReportOptions,
} from '../reports.js';
import { argParser, settingsOf } from '../settings.js';
import {
  epsilonOption,
  isolationOption,
  methodOption,
  precisionOption,
  type CommandContext,
} from '../shared.js';

export { DEFAULT_EVIDENCE_OUT };
/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
export const NO_TIMEOUT = 0;

/** The options of `run` as commander gives them (attribute names are the setting keys). */
export interface RunOptions extends ReportOptions {
  readonly agent?: string;
  readonly agentCommand?: string;
  readonly agentUrl?: string;
  readonly decisionPath?: string;
  readonly textPath?: string;
  readonly toolsPath?: string;
  readonly header?: readonly string[];
  readonly httpRetries?: number;
  readonly inputs?: string;
  readonly suite?: string;
  readonly k?: number;
  readonly budget?: number;
  readonly epsilon?: number;
  readonly precision?: string;
  readonly layer?: Layer;
  readonly blindnessThreshold?: number;
  /** Built-in names or a module path, false for --no-relations, undefined for the built-ins. */
  readonly relations?: string | false;
  readonly reuse?: boolean;
  /** False for --no-meter. */
  readonly meter?: boolean;
  /** False for --no-blindness. */
  readonly blindness?: boolean;
  readonly sequential?: boolean;
  readonly curtail?: boolean;
  readonly method?: string;
  readonly allocation?: string;
  readonly seed?: number;
  readonly earlyRejection?: boolean;
  readonly maxWorkers?: number;
  readonly parallelRepeats?: boolean;
  /** Per-call timeout in ms; 0 for none (commander cannot carry null). */
  readonly timeout?: number;
  readonly rateLimit?: number;
  readonly errorPolicy?: 'record' | 'raise';
  /** Undefined when not given on the command line (the agent's declaration then counts). */
  readonly isolation?: Isolation;
  readonly costPerCall?: number;
  readonly dryRun?: boolean;
  readonly quiet?: boolean;
  readonly evidenceOut?: string;
  readonly redact?: boolean;
  readonly shard?: string;
}

/** How the command is wired to the process (tests leave it out or pass their own signal). */
export interface RunHooks {
  /** Aborting it works like Ctrl-C. */
  readonly signal?: AbortSignal;
  /** Listen for SIGINT on the real process (the CLI entry does; in-process tests do not). */
  readonly handleSigint?: boolean;
}

export async function runCommand(
  options: RunOptions,
  io: CliIo,
  hooks: RunHooks = {},
): Promise<number> {
  const settings = settingsOf(options);
  refuseProblems(checkSettings(settings, { source: 'live' }));
  if (
    settings.shard !== undefined &&
    (options.format !== undefined || options.output !== undefined)
  ) {
    throw new Refusal(
      'usage.shard-report',
      "--shard writes the evidence of one shard only; its inputs are not the run, so no report is made of them. Leave out --format and --output, and assess the merged shards (assess --evidence 'shards/*.json') for the report",
    );
  }
  // Refuse an ambiguous report request, or a report file that cannot be written, before any call.
  for (const target of resolveReportTargets(options)) {
    if (target.path !== null) checkWritable(outputPath(io.cwd, target.path), 'report');
  }
  const app = appIoOf(io, options.quiet === true);
  const obtained = await obtainEvidence(settings, app, {
    source: 'live',
    dryRun: options.dryRun === true,
    ownsProcess: hooks.handleSigint === true,
    ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
  });
  if (obtained.kind !== 'evidence') return exitBeforeAssessing(obtained, io);
  const shard = obtained.live?.shard ?? null;
  if (shard !== null) return reportShard(obtained.live as CollectedRun, shard, io);
  const assessment = assessEvidence(obtained, app);
  emitReports(
    io,
    assessment,
    reportMetaOf(obtained, { casesFile: casesFileOf(settings, obtained) }),
    options,
  );
  return assessment.exitCode;
}

/**
 * A shard run ends at its evidence: the summary on stdout, 0 when the shard
 * collected everything it planned (an empty shard too), 2 when it is incomplete.
 */
function reportShard(run: CollectedRun, shard: PlanShard, io: CliIo): number {
  const e = run.result.evidence;
  const c = run.result.stats.calls.total;
  io.stdout(
    `shard ${shard.index} of ${shard.count}: ${e.cases.length} of the run's ${shard.inputs} inputs` +
      (e.cases.length === 0 ? ' (none fall in this shard, so no call was made)' : `, ${c} calls`) +
      `; ${e.complete ? 'complete' : `incomplete (${terminalSafe(e.stopReason ?? 'collection stopped early', 500)})`}.\n` +
      `evidence: ${terminalSafe(run.evidencePath, 500)}\n` +
      `This shard is one part of the run and is not assessed alone: assess every shard's evidence together, e.g. ${CLI_COMMAND} assess --evidence 'shards/*.json'\n`,
  );
  return e.complete ? EXIT.clean : EXIT.unusable;
}

/** Every `run` option except the report options, in help order. */
export function runOptions(): Option[] {
  return [
    new Option(
      '--agent <file[:export]>',
      'JS module agent: an export (default `default`) that is the agent (input) => result or a factory () => agent',
    ),
    new Option(
      '--agent-command <command>',
      'command worker speaking JSON lines on stdin/stdout (docs/agent-protocol.md), one process per worker',
    ),
    new Option('--agent-url <url>', 'HTTP agent: POST {"input": …} and read the JSON answer'),
    new Option(
      '--decision-path <path>',
      'HTTP: where the decision is in the answer, e.g. result.route (default decision or verdict)',
    ),
    new Option('--text-path <path>', 'HTTP: where the text is (default text)'),
    new Option('--tools-path <path>', 'HTTP: where the tool names are (default tools)'),
    new Option('--header <name: value>', 'HTTP: a request header (repeatable)').argParser(
      (v: string, prev: string[] | undefined) => [...(prev ?? []), v],
    ),
    new Option(
      '--http-retries <n>',
      'HTTP: retries on connection errors and 429/503 (default 3)',
    ).argParser(argParser(parseWhole)),
    new Option(
      '--inputs <file>',
      'seed file: text (one input per line), .jsonl ({"input", "expected"?} or a string per line) or a suite .json',
    ),
    new Option(
      '--suite <file>',
      'decision suite (agentverity.decision-suite/v1): inputs, routes and contract',
    ),
    new Option(
      '--k <n>',
      'repeats per input, even (pairs are repeats 1-2, 3-4, …; default: planned from epsilon and --budget, per route for a suite)',
    ).argParser(argParser(parseWhole)),
    new Option(
      '--budget <calls>',
      'the most agent calls in all (meter, first draws, relations): k is planned to fit, a --k that does not fit is refused; also caps sequential rounds',
    ).argParser(argParser(parseWhole)),
    epsilonOption(),
    precisionOption(),
    methodOption(),
    new Option(
      '--allocation <how>',
      "per-input: k repeats of every input (default); random: each pair's input drawn with --seed, so certifying costs the same calls at any number of inputs",
    ),
    new Option(
      '--seed <n>',
      'seed of a random allocation (default: one is chosen and recorded in the evidence)',
    ).argParser(argParser(parseWhole)),
    new Option(
      '--early-rejection',
      'declare the early-rejection test (the default): stop as soon as the evidence that the agent flips is conclusive; certification is still decided at the planned end',
    ),
    new Option(
      '--no-early-rejection',
      'collect every planned pair, without the early-rejection test',
    ),
    new Option(
      '--layer <layer>',
      'what is compared: verdict, text or tools (default verdict)',
    ).choices(['verdict', 'text', 'tools']),
    new Option(
      '--blindness-threshold <share>',
      'share of inputs one decision may hold before the probes are blind (default 0.9)',
    ).argParser(argParser(parseNumber)),
    new Option(
      '--relations <names|file[:export]>',
      'built-in relations by name, comma-separated (normalisation, case, whitespace, tool-selection), or a module of your own relations (default: the four built-ins)',
    ),
    new Option('--no-relations', 'run no relations'),
    new Option(
      '--no-meter',
      'leave the repeatability meter out: one first draw per input for blindness, the contract and relations',
    ),
    new Option('--no-blindness', 'leave the blindness check out'),
    new Option(
      '--no-reuse',
      'independent draws: blindness gets its own call and every relation asks the unchanged input again, instead of reusing the first repeat',
    ),
    new Option(
      '--sequential',
      'stop early at checkpoints declared before the first call (whole rounds)',
    ),
    new Option(
      '--curtail',
      'fixed endpoint: stop once even all-agreeing further pairs could not certify (never admits early)',
    ),
    new Option('--max-workers <n>', 'distinct inputs called at once (default 1)').argParser(
      argParser(parseWhole),
    ),
    new Option(
      '--parallel-repeats',
      'also run the repeats of one input at once (stateless agents only)',
    ),
    new Option(
      '--timeout <duration>',
      'per call, e.g. 500ms, 30s, 2m, or none (default 120s)',
    ).argParser(argParser((v) => parseDuration(v) ?? NO_TIMEOUT)),
    new Option(
      '--rate-limit <rate>',
      'calls started per second across all workers, e.g. 10/s or 600/m',
    ).argParser(argParser(parseRate)),
    new Option(
      '--error-policy <policy>',
      'record: a failed call is recorded and the run goes on; raise: stop at the first (default record)',
    ).choices(['record', 'raise']),
    isolationOption(
      'how repeats were isolated (default: what the agent declares, else unknown); fresh-instance calls a module factory per call',
    ),
    new Option(
      '--cost-per-call <amount>',
      'money per call, to show the cost in the plan',
    ).argParser(argParser(parseCost)),
    new Option('--dry-run', 'print the plan and stop before loading the agent'),
    new Option('--quiet', 'no plan and no progress on stderr'),
    new Option(
      '--evidence-out <file>',
      `where the evidence is written (default ${DEFAULT_EVIDENCE_OUT})`,
    ),
    new Option(
      '--redact',
      'keep fingerprints, decisions and tool names in the evidence; drop inputs and texts',
    ),
    new Option(
      '--shard <I/N>',
      "collect shard I of N only: the inputs whose fingerprint falls in it, with the whole run's plan; no report (assess the shards' evidence together)",
    ),
  ];
}

/**
 * Add the `run` options to a command, leaving out the ones it defines itself
 * (named by attribute, e.g. `suite`, `epsilon`).
 */
export function addRunOptions(command: Command, skip: ReadonlySet<string> = new Set()): Command {
  for (const option of runOptions()) {
    if (!skip.has(option.attributeName())) command.addOption(option);
  }
  return command;
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

export function registerRun(program: Command, { io, setCode }: CommandContext): void {
  const command = program
    .command('run')
    .description(
      'Call your agent on your inputs, write the evidence, then assess it like `assess`.',
    );
  addRunOptions(command);
  addReportOptions(command);
  command.allowExcessArguments(false).action(async (opts: RunOptions, cmd: Command) => {
    setCode(
      await runCommand(givenRunOptions(opts, cmd), io, { handleSigint: isMainProcessIo(io) }),
    );
  });
}

/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
/** A run that ends before any assessment: interrupted (130), or a dry run's plan (0). */
export function exitBeforeAssessing(stopped: Interrupted | PlannedRun, io: CliIo): number {
  if (isInterrupted(stopped)) return EXIT.interrupted;
  io.stdout(describePlan(stopped.plan, null));
  io.stdout('dry run: no agent was loaded and no call was made\n');
  return EXIT.clean;
}

export function isMainProcessIo(io: CliIo): boolean {
  return io.cwd === process.cwd() && io.env === process.env;
}
