// The Action's modes, one table: each mode's row says how its step runs. A mode
// that reports (gate, merge, bench, cases) gives its preparation, files, use case
// and report set to the one step (report-step.ts) and the one delivery
// (delivery.ts); `promote` runs its own flow (promote.ts). A mode's own inputs are
// declared in its file and named in its row of mode-inputs.ts, which readSettings
// (inputs.ts) reads before any step runs, without loading the steps.
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { writeRefusal } from '../app/index.js';
import type { CasesOutcome } from '../app/cases-run.js';
import { Refusal } from '../app/vocabulary.js';
import { interrupted } from '../errors.js';
import { artifactServiceMissing, downloadRunArtifact, listRunArtifacts } from './artifact.js';
import {
  benchFilesIn,
  benchReportSet,
  DEFAULT_BENCH_COMMENT_KEY,
  evaluateBench,
  type BenchFiles,
} from './bench.js';
import {
  casesFilesIn,
  casesReportSet,
  DEFAULT_CASES_COMMENT_KEY,
  evaluateCases,
  type CasesFiles,
} from './cases.js';
import type { RunContext } from './context.js';
import { gateReportSet } from './deliver.js';
import { evaluate, fails, readBaselineIfAny, type ReportFiles, type Result } from './evaluate.js';
import type { ActionSettings } from './inputs.js';
import { runPromote } from './promote.js';
import { refuse, reportStep, retryBase, type ReportingMode } from './report-step.js';
import { downloadShards } from './shards.js';
import { reportDir, reportFilesIn } from './workspace.js';
import { MODE_INPUT_TABLE, MODES, type Mode, type ModeInputRow } from './mode-inputs.js';

/** The gate's files, and the baseline read first (it decides whether there is a check file). */
type GateFiles = ReportFiles & {
  readonly baseline: Awaited<ReturnType<typeof readBaselineIfAny>>;
};

/** `mode: gate`: the evidence, the assessment and the baseline check, then one verdict's reports. */
const gate: ReportingMode<GateFiles, Result> = {
  commentKey: '',
  telemetry: true,
  files: async (settings, ctx, workdir) => {
    const baseline = await readBaselineIfAny(settings, workdir);
    return { ...reportFilesIn(reportDir(ctx), settings, baseline !== null), baseline };
  },
  evaluate: (settings, ctx, files, workdir, io) =>
    evaluate(settings, ctx, files, workdir, io, files.baseline),
  exitCodeOf: (r) => r.exitCode,
  // The one result is rendered as it is: its exit code is its verdict's.
  reportSet: (r, s) =>
    gateReportSet({
      settings: s.settings,
      ctx: s.ctx,
      result: r,
      files: s.files,
      secrets: s.secrets,
      fails: fails(s.settings, r),
    }),
};

/** `mode: merge`: the shard artifacts of this run become the recorded evidence, then the gate. */
const merge: ReportingMode<GateFiles, Result> = { ...gate, prepare: mergeSource };

/** `mode: bench`: run or read the agents' outcomes, then the comparison's reports. */
const bench: ReportingMode<BenchFiles, NonNullable<Awaited<ReturnType<typeof evaluateBench>>>> = {
  commentKey: DEFAULT_BENCH_COMMENT_KEY,
  telemetry: false,
  files: async (_settings, ctx) => benchFilesIn(ctx.runnerTemp),
  evaluate: async (settings, _ctx, files, workdir, io) => {
    if (settings.source.kind !== 'bench') throw new Error('mode bench without bench settings');
    const r = await evaluateBench(
      settings.source.options,
      files,
      workdir,
      io.env,
      io.secrets ?? [],
    );
    return r ?? interrupted('SIGINT', files.evidence);
  },
  exitCodeOf: (r) => r.report.verdict.exitCode,
  reportSet: (r, s) => benchReportSet({ ...s, report: r.report, obtained: r.obtained }),
};

/** `mode: cases`: run the stateful system on its cases (or read their evidence), then its reports. */
const cases: ReportingMode<CasesFiles, CasesOutcome> = {
  commentKey: DEFAULT_CASES_COMMENT_KEY,
  telemetry: false,
  files: async (_settings, ctx) => casesFilesIn(ctx.runnerTemp),
  evaluate: async (settings, _ctx, files, workdir, io) => {
    if (settings.source.kind !== 'cases') throw new Error('mode cases without cases settings');
    const r = await evaluateCases(
      settings.source.options,
      files,
      workdir,
      io.env,
      io.secrets ?? [],
    );
    return r ?? interrupted('SIGINT', files.evidence);
  },
  exitCodeOf: (r) => r.report.exitCode,
  reportSet: (r, s) => casesReportSet({ ...s, outcome: r }),
};

/** How a mode's step runs; never throws. */
export type ModeStep = (
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
) => Promise<void>;

/** One row of the mode table: the step, and the mode's own inputs when it has any. */
export interface ModeRow extends ModeInputRow {
  readonly step: ModeStep;
}

/**
 * The mode table: every value of action.yml's `mode` input (mode-inputs.ts, with
 * its own inputs, declared in the mode's file) and its step. Adding a mode is its
 * file, its row in mode-inputs.ts and its step here (docs/adr/0008).
 */
export const MODE_TABLE = {
  gate: {
    ...MODE_INPUT_TABLE.gate,
    step: (settings, ctx, env) => reportStep(settings, ctx, env, gate),
  },
  promote: {
    ...MODE_INPUT_TABLE.promote,
    step: async (settings, ctx, env) => {
      try {
        await runPromote(settings, ctx, env, retryBase(env));
      } catch (error) {
        refuse(error);
      }
    },
  },
  merge: {
    ...MODE_INPUT_TABLE.merge,
    step: (settings, ctx, env) => reportStep(settings, ctx, env, merge),
  },
  bench: {
    ...MODE_INPUT_TABLE.bench,
    step: (settings, ctx, env) => reportStep(settings, ctx, env, bench),
  },
  cases: {
    ...MODE_INPUT_TABLE.cases,
    step: (settings, ctx, env) => reportStep(settings, ctx, env, cases),
  },
} as const satisfies { readonly [M in Mode]: ModeRow };

export { MODES, type Mode, type ModeWithInputs } from './mode-inputs.js';

/** Each mode's step (the table's `step` column). */
export const MODE_STEPS: Readonly<Record<Mode, ModeStep>> = Object.fromEntries(
  MODES.map((m) => [m, MODE_TABLE[m].step]),
) as Record<Mode, ModeStep>;

/**
 * `mode: merge`: download the shard artifacts of this run into a fresh folder
 * under RUNNER_TEMP and return the settings that assess their evidence files as
 * recorded evidence (the engine's merge judges whether they belong together).
 */
async function mergeSource(
  settings: ActionSettings,
  ctx: RunContext,
  env: NodeJS.ProcessEnv,
): Promise<ActionSettings> {
  if (settings.source.kind !== 'merge') return settings;
  if (artifactServiceMissing(env)) {
    throw new Refusal(
      'action.shard-download',
      "mode 'merge' reads the shard artifacts of this workflow run, but there is no artifact service in this environment (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set)",
    );
  }
  let root: string;
  const base = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity-shards-');
  try {
    mkdirSync(path.dirname(base), { recursive: true });
    root = mkdtempSync(base);
  } catch (error) {
    throw writeRefusal(error, base);
  }
  const shards = await downloadShards(
    settings.artifactPattern,
    root,
    { list: listRunArtifacts, download: downloadRunArtifact },
    (line) => core.info(line),
  );
  core.info(`AgentVerity: merging ${shards.length} shard artifact(s) as recorded evidence`);
  return {
    ...settings,
    source: {
      kind: 'import',
      options: { ...settings.source.options, evidence: shards.map((s) => s.evidence) },
    },
  };
}
