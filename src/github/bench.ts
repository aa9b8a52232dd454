// `mode: bench`: the engine's bench use case (src/app/bench-run.ts) under the
// Action, then one report set through the one delivery (delivery.ts): the sticky
// PR comment comparing the agents goes under its own comment key, so it never
// replaces the gate's; whether the step fails is the exit code the core decided.
import path from 'node:path';
import {
  assessBench,
  benchCommandFor,
  parseBenchAgent,
  obtainBench,
  type BenchCommand,
  type BenchSettings,
  type ObtainedBench,
} from '../app/bench-run.js';
import type { BenchReport } from '../core/bench/index.js';
import { EXIT, isInterrupted } from '../errors.js';
import { renderBench, type BenchReportMeta } from '../render/bench/index.js';
import { TOOL_NAME, VERSION } from '../version.js';
import type { RunContext } from './context.js';
import type { ModeInputs } from './input-kit.js';
import { BENCH_ONLY_INPUTS, readBenchInputs } from './inputs-bench.js';
import { forAction } from './input-names.js';
import type { ActionSettings } from './inputs.js';
import type { GatePorts } from './ports.js';
import { deliverReportSet, MARKDOWN_BUDGET_BYTES, type ReportSet } from './delivery.js';
import {
  stepFails,
  stepFilesIn,
  stepIo,
  stepOutputs,
  stepReportSet,
  type StepFiles,
} from './step-files.js';

/** The comment key of a bench step that names none: its own sticky comment, beside the gate's. */
export const DEFAULT_BENCH_COMMENT_KEY = 'bench';

/** The files of one bench step, all in one fresh folder. */
export type BenchFiles = StepFiles;

/** A fresh folder under RUNNER_TEMP: a second bench step in the same job gets its own. */
export function benchFilesIn(runnerTemp: string | null): BenchFiles {
  return stepFilesIn(runnerTemp, 'bench');
}

/** The command of the agent runs obtained: several (run or recorded) compare, one is tested. */
export function benchCommandOf(runs: number): BenchCommand {
  return runs > 1 ? 'compare' : 'test';
}

/** The `status` output: what the exit code the core decided means for this command. */
export function benchStatus(report: BenchReport, code: number = report.verdict.exitCode): string {
  if (code === EXIT.unusable) return 'incomplete';
  if (report.command === 'test') return code === EXIT.clean ? 'passed' : 'failed';
  return code === EXIT.clean ? 'completed' : 'worse';
}

/**
 * Obtain and assess: the bench evidence is written to `files.evidence` (a live
 * run or an import) before the report exists; a bench evidence file given as
 * input is read where it is.
 */
export async function evaluateBench(
  options: BenchSettings,
  files: BenchFiles,
  workdir: string,
  env: NodeJS.ProcessEnv,
  secrets: readonly string[] = [],
): Promise<{ obtained: ObtainedBench; report: BenchReport } | null> {
  const settings: BenchSettings =
    options.evidence === undefined ? { ...options, evidenceOut: files.evidence } : options;
  try {
    const obtained = await obtainBench(
      benchCommandFor(settings),
      settings,
      stepIo(workdir, env, secrets),
      {
        ownsProcess: true,
      },
    );
    if (isInterrupted(obtained)) return null;
    const command = benchCommandOf(obtained.runs.length);
    return { obtained, report: assessBench(command, obtained, settings) };
  } catch (error) {
    // A refusal names the inputs (`input 'runs'`), never a setting key or a flag.
    throw forAction(error);
  }
}

export interface BenchDelivery {
  readonly settings: ActionSettings;
  readonly ctx: RunContext;
  readonly report: BenchReport;
  readonly obtained: ObtainedBench;
  readonly files: BenchFiles;
  readonly workdir: string;
  readonly secrets: readonly string[];
}

/**
 * The bench step's report set: every file and the Markdown rendered once. Agent
 * output is untrusted: it was scrubbed of the step's secrets as each answer came
 * back, or as recorded outcomes were read (src/app), before the core summarised
 * and cut it, so every format renders clean text.
 */
export function benchReportSet(d: BenchDelivery): ReportSet {
  const { report, files, settings } = d;
  const meta: BenchReportMeta = { tool: { name: TOOL_NAME, version: VERSION } };
  const markdown = renderBench('markdown', report, { ...meta, budgetBytes: MARKDOWN_BUDGET_BYTES });
  // The step's exit code is the verdict's, and nothing else's.
  const exitCode = report.verdict.exitCode;
  const status = benchStatus(report, exitCode);
  return {
    ...stepReportSet('bench', files, settings, d.secrets),
    writes: [
      { file: files.report, text: renderBench('json', report, meta) },
      { file: files.junit, text: renderBench('junit', report, meta) },
      { file: files.html, text: renderBench('html', report, meta) },
      { file: files.summary, text: markdown },
    ],
    markdown,
    material: markdown,
    text: renderBench('text', report, meta),
    groupTitle: `AgentVerity bench: ${report.verdict.headline}`,
    headline: report.verdict.headline,
    status,
    exitCode,
    outputs: stepOutputs(files, status, exitCode, path.resolve(d.workdir, d.obtained.evidencePath)),
    fails: stepFails(settings, exitCode),
  };
}

/** Deliver a bench result through the one delivery (delivery.ts); never throws for a failed delivery. */
export async function deliverBench(d: BenchDelivery, ports: GatePorts): Promise<void> {
  await deliverReportSet(benchReportSet(d), d.settings, d.ctx, ports);
}

/** The inputs of `mode: bench` (inputs-bench.ts), for its row of the mode table (modes.ts). */
export const BENCH_MODE_INPUTS: ModeInputs<BenchSettings> = {
  own: BENCH_ONLY_INPUTS,
  code: 'action.bench-only',
  read: readBenchInputs,
  // Every agent kind but an HTTP endpoint runs code from the workspace.
  loadsCode: (settings) =>
    (settings.agents ?? []).some((a) => parseBenchAgent(a).spec.kind !== 'http'),
};
