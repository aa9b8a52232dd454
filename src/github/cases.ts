// `mode: cases`: the engine's stateful use case (src/app/cases-run.ts) under the
// Action — the system run on its cases from a fresh reset each time (or cases
// evidence read back), the cases evidence written before any report — then the
// reports delivered as every non-gate mode delivers them (report-delivery.ts),
// under the comment key `cases`, beside the gate's comment.
import path from 'node:path';
import { casesReportOf, type CasesOutcome, type CasesSettings } from '../app/cases-run.js';
import type { CasesReport } from '../core/stateful/types.js';
import { EXIT, isInterrupted } from '../errors.js';
import { renderCases } from '../render/cases/index.js';
import { SUMMARY_BUDGET_BYTES } from '../render/index.js';
import { TOOL_NAME, VERSION } from '../version.js';
import type { RunContext } from './context.js';
import { forAction } from './input-names.js';
import type { ActionSettings } from './inputs.js';
import type { GatePorts } from './ports.js';
import { deliverReportSet, stepFilesIn, stepIo, type StepFiles } from './report-delivery.js';
import { scrubSecrets } from './secrets.js';

/** The comment key of a cases step that names none: its own sticky comment. */
export const DEFAULT_CASES_COMMENT_KEY = 'cases';

export type CasesFiles = StepFiles;

/** A fresh folder under RUNNER_TEMP: a second cases step in the same job gets its own. */
export function casesFilesIn(runnerTemp: string | null): CasesFiles {
  return stepFilesIn(runnerTemp, 'cases');
}

/** The `status` output: what the exit code the core decided says. */
export function casesStatus(code: number): string {
  return code === EXIT.clean ? 'passed' : code === EXIT.no ? 'failed' : 'incomplete';
}

/**
 * Run (or read) and assess. A live run writes its cases evidence into the
 * step's folder before the report exists; the replay cache stays in the
 * workspace unless the workflow names another folder.
 */
export async function evaluateCases(
  options: CasesSettings,
  files: CasesFiles,
  workdir: string,
  env: NodeJS.ProcessEnv,
  secrets: readonly string[] = [],
): Promise<CasesOutcome | null> {
  const settings: CasesSettings =
    options.evidence === undefined ? { ...options, evidenceOut: files.evidence } : options;
  try {
    const outcome = await casesReportOf(settings, stepIo(workdir, env, secrets), {
      ownsProcess: true,
    });
    return isInterrupted(outcome) ? null : outcome;
  } catch (error) {
    // A refusal names the inputs (`input 'runs'`), never a setting key or a flag.
    throw forAction(error);
  }
}

function markdown(
  report: CasesReport,
  secrets: readonly string[],
  budgetBytes: number,
  artifactUrl?: string,
): string {
  const meta = {
    tool: { name: TOOL_NAME, version: VERSION },
    budgetBytes,
    ...(artifactUrl === undefined ? {} : { artifactUrl }),
  };
  return scrubSecrets(renderCases('markdown', report, meta), secrets);
}

/** Deliver a cases result (report-delivery.ts); never throws for a failed delivery. */
export async function deliverCases(
  d: {
    readonly settings: ActionSettings;
    readonly ctx: RunContext;
    readonly outcome: CasesOutcome;
    readonly files: CasesFiles;
    readonly workdir: string;
    readonly secrets: readonly string[];
    readonly exitCode: number;
  },
  ports: GatePorts,
): Promise<void> {
  const { report } = d.outcome;
  const meta = { tool: { name: TOOL_NAME, version: VERSION } };
  await deliverReportSet(
    {
      what: 'cases',
      dir: d.files.dir,
      evidenceFile: d.files.evidence,
      evidencePath: path.resolve(d.workdir, d.outcome.evidencePath),
      reportFile: d.files.report,
      junitFile: d.files.junit,
      writes: [
        { file: d.files.report, text: renderCases('json', report, meta) },
        { file: d.files.junit, text: renderCases('junit', report, meta) },
        { file: d.files.html, text: renderCases('html', report, meta) },
        {
          file: d.files.summary,
          text: markdown(report, d.secrets, SUMMARY_BUDGET_BYTES - 32 * 1024),
        },
      ],
      status: casesStatus(d.exitCode),
      exitCode: d.exitCode,
      headline: report.headline,
      text: scrubSecrets(renderCases('text', report, meta), d.secrets),
      markdown: (budget, url) => markdown(report, d.secrets, budget, url),
    },
    d.settings,
    d.ctx,
    ports,
  );
}
