// `mode: cases`: the engine's stateful use case (src/app/cases-run.ts) under the
// Action — the system run on its cases from a fresh reset each time (or cases
// evidence read back), the cases evidence written before any report — then the
// reports as one report set through the one delivery (delivery.ts),
// under the comment key `cases`, beside the gate's comment.
import path from 'node:path';
import { kebab, parseWhole, type Settings } from '../app/index.js';
import {
  CASES_OWN_INPUT_KEYS,
  casesReportOf,
  checkCasesSettings,
  type CasesOutcome,
  type CasesSettings,
} from '../app/cases-run.js';
import { EXIT, isInterrupted } from '../errors.js';
import { renderCases } from '../render/cases/index.js';
import { TOOL_NAME, VERSION } from '../version.js';
import type { RunContext } from './context.js';
import { parsed, type InputReader, type ModeInputs, type Problems } from './input-kit.js';
import { forAction, inputOf, keyOf } from './input-names.js';
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

export interface CasesDelivery {
  readonly settings: ActionSettings;
  readonly ctx: RunContext;
  readonly outcome: CasesOutcome;
  readonly files: CasesFiles;
  readonly workdir: string;
  readonly secrets: readonly string[];
}

/**
 * The cases step's report set: every file and the Markdown rendered once. The
 * system's answers, errors and tool names were scrubbed of the step's secrets as
 * they came back (or as the recorded evidence was read: app/cases-run.ts), before
 * the core judged and cut them, so every format renders clean text.
 */
export function casesReportSet(d: CasesDelivery): ReportSet {
  const report = d.outcome.report;
  const { files, settings } = d;
  const meta = { tool: { name: TOOL_NAME, version: VERSION } };
  const markdown = renderCases('markdown', report, { ...meta, budgetBytes: MARKDOWN_BUDGET_BYTES });
  // The step's exit code is the report's verdict, and nothing else's.
  const exitCode = report.exitCode;
  const status = casesStatus(exitCode);
  return {
    ...stepReportSet('cases', files, settings, d.secrets),
    writes: [
      { file: files.report, text: renderCases('json', report, meta) },
      { file: files.junit, text: renderCases('junit', report, meta) },
      { file: files.html, text: renderCases('html', report, meta) },
      { file: files.summary, text: markdown },
    ],
    markdown,
    material: markdown,
    text: renderCases('text', report, meta),
    groupTitle: `AgentVerity cases: ${report.headline}`,
    headline: report.headline,
    status,
    exitCode,
    outputs: stepOutputs(files, status, exitCode, path.resolve(d.workdir, d.outcome.evidencePath)),
    fails: stepFails(settings, exitCode),
  };
}

/** Deliver a cases result through the one delivery (delivery.ts); never throws for a failed delivery. */
export async function deliverCases(d: CasesDelivery, ports: GatePorts): Promise<void> {
  await deliverReportSet(casesReportSet(d), d.settings, d.ctx, ports);
}

// ------------------------------------------------------------------ its inputs

/** Inputs of `mode: cases` only (action.yml), each the kebab case of its cases setting (the cases settings table). */
export const CASES_ONLY_INPUTS: readonly string[] = CASES_OWN_INPUT_KEYS.map(kebab);

/**
 * `mode: cases`: the cases settings from the inputs, checked by the engine's
 * one check. Any other input of the gate is refused, never ignored.
 */
function readCasesInputs(problems: Problems, read: InputReader, gate: Settings): CasesSettings {
  const gateValues = gate as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(gateValues)) {
    if (key === 'timeout') out['timeout'] = gateValues[key];
    else if (key === 'evidence') {
      const files = gateValues[key] as string[];
      if (files.length > 1) problems.add('evidence', "mode 'cases' reads one cases evidence file");
      out['evidence'] = files[0];
    } else {
      problems.add(
        inputOf(key),
        key === 'agent' || key === 'agentCommand' || key === 'agentUrl'
          ? "mode 'cases' takes the system under test from input 'system' (a JS module) or 'system-command' (a worker)"
          : "does not apply to mode 'cases'",
        'action.gate-only',
      );
    }
  }
  for (const input of CASES_ONLY_INPUTS) {
    const v = read(input);
    if (v === '') continue;
    if (input === 'replay-cache') out['replayCache'] = v.toLowerCase() === 'none' ? null : v;
    else out[keyOf(input)] = v;
  }
  const runs = parsed(problems, read, 'runs', parseWhole);
  if (runs !== undefined) out['runs'] = runs;
  const settings = out as CasesSettings;
  problems.list.push(...checkCasesSettings(settings));
  return settings;
}

/** The inputs of `mode: cases`, for its row of the mode table (modes.ts). */
export const CASES_MODE_INPUTS: ModeInputs<CasesSettings> = {
  own: CASES_ONLY_INPUTS,
  borrowed: ['runs'],
  code: 'action.cases-only',
  read: readCasesInputs,
  // A module system or a worker command is code from the workspace; evidence is data.
  loadsCode: (settings) => settings.evidence === undefined,
};
