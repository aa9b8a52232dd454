// `bench test`, `bench compare`, `bench run`, `bench list` and `bench info`:
// argv → the engine's bench settings (src/app/bench-run.ts), the report decided
// once by the core, and each requested format rendered from it.
import path from 'node:path';
import {
  assessBench,
  benchEvidenceOutOf,
  benchInputFilesOf,
  BENCH_SETTING_KEYS,
  checkBenchSettings,
  obtainBench,
  parseBenchAgent,
  type BenchCommand,
  type BenchSettings,
} from '../../app/bench-run.js';
import { runBenchPrompt } from '../../app/bench.js';
import { describeRefusal, refuseProblems, type Wording } from '../../app/problems.js';
import { isRefusal } from '../../app/vocabulary.js';
import type { BenchReport } from '../../core/bench/index.js';
import { benchmarkInfo, listBenchmarks } from '../../app/index.js';
import { EXIT, exitCodeOf, isInterrupted } from '../../errors.js';
import { renderBench, type BenchReportMeta } from '../../render/bench/index.js';
import { terminalSafe, terminalSafeLines } from '../../render/escape.js';
import { TOOL_NAME, VERSION } from '../../version.js';
import { appIoOf, checkWritable, outputPath, type CliIo } from '../io.js';
import { refuseOutputsOverInputs } from '../../app/files.js';
import { refuseReportsOverInputs, resolveReportTargets, type ReportOptions } from '../reports.js';
import { flagOf } from '../settings.js';

export type BenchReportKind = 'none' | 'json' | 'html' | 'all';

/** The options of the bench subcommands as commander gives them. */
export interface BenchCommandOptions extends ReportOptions, Omit<BenchSettings, 'agents'> {
  readonly report?: BenchReportKind;
  readonly reportDir?: string;
  readonly quiet?: boolean;
}

/** The files `--report` writes, by kind. */
export const BENCH_REPORT_FILES = {
  json: 'agentverity-bench-report.json',
  html: 'agentverity-bench-report.html',
} as const;

/** The engine's bench settings from the command line (unset options left out; `--timeout 0` is none). */
export function benchSettingsOf(
  agents: readonly string[],
  options: BenchCommandOptions,
): BenchSettings {
  const bag = options as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (agents.length > 0) out['agents'] = [...agents];
  for (const key of BENCH_SETTING_KEYS) {
    const value = bag[key];
    if (value === undefined) continue;
    out[key] = key === 'timeout' && value === 0 ? null : value;
  }
  return out as BenchSettings;
}

/** Where `--report` writes: the kinds it names, each to its file in --report-dir. */
function reportFilesOf(
  options: BenchCommandOptions,
  cwd: string,
): { format: 'json' | 'html'; file: string; shown: string }[] {
  const kind = options.report ?? 'none';
  const dir = options.reportDir ?? '.';
  const kinds: ('json' | 'html')[] =
    kind === 'all' ? ['json', 'html'] : kind === 'none' ? [] : [kind];
  return kinds.map((format) => {
    const shown = path.join(dir, BENCH_REPORT_FILES[format]);
    return { format, file: outputPath(cwd, shown), shown };
  });
}

/** Settings the layers below name an agent by; on the bench commands it is the AGENT argument. */
const AGENT_SETTINGS: ReadonlySet<string> = new Set([
  'agents',
  'agent',
  'agentCommand',
  'agentUrl',
]);

/**
 * How the bench commands word a setting: as its flag, but the agents are the
 * command's arguments (there is no `--agents`, nor the gate's `--agent-command`).
 */
const BENCH_WORDING: Wording = {
  nameOf: (key) => (AGENT_SETTINGS.has(key) ? 'AGENT' : flagOf(key)),
};

/** Runs a bench command; a refusal is said on stderr in the bench's wording, one problem a line. */
async function worded(io: CliIo, f: () => Promise<number>): Promise<number> {
  try {
    return await f();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    for (const line of describeRefusal(error, BENCH_WORDING)) {
      io.stderr(`agentverity: ${terminalSafeLines(line, 4000)}\n`);
    }
    return exitCodeOf(error);
  }
}

export async function benchCommand(
  command: BenchCommand,
  agents: readonly string[],
  options: BenchCommandOptions,
  io: CliIo,
): Promise<number> {
  return worded(io, () => runBench(command, agents, options, io));
}

async function runBench(
  command: BenchCommand,
  agents: readonly string[],
  options: BenchCommandOptions,
  io: CliIo,
): Promise<number> {
  const settings = benchSettingsOf(agents, options);
  refuseProblems(checkBenchSettings(command, settings));
  if (options.reportDir !== undefined && (options.report ?? 'none') === 'none') {
    refuseProblems([
      {
        setting: 'reportDir',
        code: 'settings.empty',
        message: 'says where `report` writes its files: give `report` (json, html or all) too',
      },
    ]);
  }
  // An ambiguous report request, or a report file that cannot be written, is refused before any call.
  const targets = resolveReportTargets(options);
  for (const t of targets) if (t.path !== null) checkWritable(outputPath(io.cwd, t.path), 'report');
  const files = reportFilesOf(options, io.cwd);
  for (const f of files) checkWritable(f.file, 'report');
  // No report (nor the report folder's files) may be what the run reads or the evidence it writes.
  const inputs = [...benchInputFilesOf(settings), benchEvidenceOutOf(settings)];
  refuseReportsOverInputs(options, io.cwd, inputs);
  refuseOutputsOverInputs(
    io.cwd,
    files.map((f) => ({ flag: '--report-dir', given: f.file })),
    inputs,
  );

  const app = appIoOf(io, options.quiet === true);
  const obtained = await obtainBench(command, settings, app, { ownsProcess: isMainProcess(io) });
  if (isInterrupted(obtained)) return EXIT.interrupted;
  const report = assessBench(command, obtained, settings);
  const meta: BenchReportMeta = {
    tool: { name: TOOL_NAME, version: VERSION },
    ...(settings.benchmark !== undefined && obtained.source === 'live'
      ? { benchmarkFile: settings.benchmark }
      : {}),
  };
  emitBenchReports(io, report, meta, options, files);
  return report.verdict.exitCode;
}

function isMainProcess(io: CliIo): boolean {
  return io.cwd === process.cwd() && io.env === process.env;
}

/** Every requested format: the files first, then what goes to standard output. */
function emitBenchReports(
  io: CliIo,
  report: BenchReport,
  meta: BenchReportMeta,
  options: BenchCommandOptions,
  files: readonly { format: 'json' | 'html'; file: string; shown: string }[],
): void {
  for (const f of files) {
    io.writeFile(f.file, renderBench(f.format, report, meta));
    // Named as given (relative to the working directory), as the evidence is.
    io.stderr(`agentverity: wrote the ${f.format} report to ${terminalSafe(f.shown, 500)}\n`);
  }
  for (const t of resolveReportTargets(options)) {
    const m: BenchReportMeta =
      t.format === 'markdown' && options.markdownForm === 'summary'
        ? { ...meta, budgetBytes: 1024 * 1024 - 32 * 1024 }
        : meta;
    const text = renderBench(t.format, report, m);
    if (t.path === null)
      io.stdout(t.format === 'text' ? terminalSafeLines(text, 10_000_000) : text);
    else io.writeFile(outputPath(io.cwd, t.path), text);
  }
}

/** `bench run AGENT PROMPT`: one call, its answer on stdout; exit 1 when the call failed. */
export async function benchRunCommand(
  agent: string,
  prompt: string,
  options: BenchCommandOptions,
  io: CliIo,
): Promise<number> {
  return worded(io, () => runPrompt(agent, prompt, options, io));
}

async function runPrompt(
  agent: string,
  prompt: string,
  options: BenchCommandOptions,
  io: CliIo,
): Promise<number> {
  const { spec } = parseBenchAgent(agent);
  const withHttp =
    spec.kind === 'http'
      ? {
          ...spec,
          ...(options.textPath === undefined ? {} : { textPath: options.textPath }),
          ...(options.header === undefined ? {} : { header: options.header }),
        }
      : spec;
  const outcome = await runBenchPrompt(withHttp, prompt, appIoOf(io), {
    ...(options.timeout === undefined
      ? {}
      : { timeoutMs: options.timeout === 0 ? null : options.timeout }),
  });
  if (outcome.output !== undefined) {
    io.stdout(`${terminalSafeLines(outcome.output, 1_000_000)}\n`);
    io.stderr(`agentverity: answered in ${Math.round(outcome.ms)} ms\n`);
    return EXIT.clean;
  }
  io.stderr(
    `agentverity: the agent gave no answer (ERROR): ${terminalSafe(outcome.error ?? 'no output', 2000)}\n`,
  );
  return EXIT.no;
}

/** `bench list`: the bundled benchmarks. */
export async function benchListCommand(io: CliIo): Promise<number> {
  const list = await listBenchmarks();
  const width = Math.max(4, ...list.map((b) => b.name.length));
  io.stdout(`${'name'.padEnd(width)}  tasks  description\n`);
  for (const b of list) {
    io.stdout(
      `${b.name.padEnd(width)}  ${String(b.tasks).padStart(5)}  ${terminalSafe(b.description ?? '', 200)}\n`,
    );
  }
  io.stdout(
    `\nUse one with: agentverity bench test AGENT --benchmark ${list[0]?.name ?? 'NAME'}\n`,
  );
  return EXIT.clean;
}

/** `bench info FILE|NAME`: what the benchmark holds, after the same checks a run makes. */
export async function benchInfoCommand(benchmark: string, io: CliIo): Promise<number> {
  return worded(io, () => showInfo(benchmark, io));
}

async function showInfo(benchmark: string, io: CliIo): Promise<number> {
  const info = await benchmarkInfo(benchmark, io.cwd);
  const s = (text: string, max = 200) => terminalSafe(text, max);
  const lines = [
    `${s(info.name)} (benchmark version ${info.version})`,
    ...(info.description === null ? [] : [s(info.description, 1000)]),
    `file: ${s(info.file, 500)}`,
    `digest: ${info.digest}`,
    `tasks: ${info.tasks} (${info.clusters} cluster${info.clusters === 1 ? '' : 's'}; ${info.decisionTasks} declare a decision)`,
    `categories: ${Object.entries(info.categories)
      .map(([c, n]) => `${s(c, 80)} ${n}`)
      .join(', ')}`,
    `evaluations: ${Object.entries(info.evaluations)
      .map(([e, n]) => `${e} ${n}`)
      .join(', ')}`,
    '',
    'tasks:',
    ...info.benchmark.tasks.map(
      (t) =>
        `  ${s(t.id, 80)}  ${s(t.name, 80)}  [${t.evaluation?.type ?? 'graded elsewhere'}]${t.category === null ? '' : `  (${s(t.category, 40)})`}`,
    ),
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.clean;
}
