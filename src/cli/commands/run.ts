import {
  assessEvidence,
  checkSettings,
  DEFAULT_EVIDENCE_OUT,
  inputFilesOf,
  describePlan,
  obtainEvidence,
  refuseProblems,
  casesFileOf,
  reportMetaOf,
  type CollectedRun,
  type PlannedRun,
} from '../../app/index.js';
import type { ImportKind, PlanShard, Settings } from '../../app/index.js';
import { Refusal } from '../../app/vocabulary.js';
import { terminalSafe } from '../../render/escape.js';
import { CLI_COMMAND } from '../../version.js';
import { EXIT, isInterrupted, type Interrupted } from '../../errors.js';
import { checkWritable, appIoOf, outputPath, type CliIo } from '../io.js';
import {
  emitReports,
  refuseReportsOverInputs,
  resolveReportTargets,
  type ReportOptions,
} from '../reports.js';
import { settingsOf } from '../settings.js';

export { DEFAULT_EVIDENCE_OUT };

/** The options of `run` as commander gives them (attribute names are the setting keys). */
/** The settings of recorded runs only: `run` defines no flag for them (the settings table's `commands`). */
type RecordedOnlyKey =
  ImportKind | 'evidence' | 'inputPath' | 'score' | 'provider' | 'promptId' | 'withoutSuite';

/**
 * The options of `run` as commander gives them: the app's settings it takes (the
 * settings table's rows with `run`, tests/app/setting-table.test.ts), typed once
 * in `Settings`, but `timeout` (0 for none: commander cannot carry null), and
 * the command's own `dryRun` and `quiet`.
 */
export interface RunOptions extends ReportOptions, Omit<Settings, RecordedOnlyKey | 'timeout'> {
  /** Per-call timeout in ms; 0 for none (commander cannot carry null). */
  readonly timeout?: number;
  readonly dryRun?: boolean;
  readonly quiet?: boolean;
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
  refuseReportsOverInputs(options, io.cwd, [
    ...inputFilesOf(settings),
    {
      flag: settings.evidenceOut === undefined ? 'the evidence file' : '--evidence-out',
      given: settings.evidenceOut ?? DEFAULT_EVIDENCE_OUT,
    },
  ]);
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
