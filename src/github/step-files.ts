// The files and the app's ports of a step that is not the gate's (`mode: bench`,
// `mode: cases`): a fresh folder under RUNNER_TEMP and the names in it. Their
// reports go through the one delivery (delivery.ts) as the gate's do.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeRefusal } from '../app/files.js';
import { clockFrom, diskFiles, type AppIo } from '../app/ports.js';
import { EXIT } from '../errors.js';
import { extensionOf } from '../render/formats.js';
import type { ReportSet } from './delivery.js';
import type { ActionSettings } from './inputs.js';
import type { OutputName } from './outputs.js';

/**
 * A fresh folder for one step's files under RUNNER_TEMP (`folder`, then
 * `folder/step-2` …, judged by whether `marker` is already there), so a second
 * step of the same mode in the same job gets its own.
 */
export function freshStepDir(runnerTemp: string | null, folder: string, marker: string): string {
  const root = path.join(runnerTemp ?? os.tmpdir(), folder);
  let dir = root;
  try {
    for (let n = 2; existsSync(path.join(dir, marker)); n++) dir = path.join(root, `step-${n}`);
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw writeRefusal(error, dir);
  }
  return dir;
}

/** The files of one non-gate step, all in one fresh folder. */
export interface StepFiles {
  readonly dir: string;
  readonly evidence: string;
  readonly report: string;
  readonly junit: string;
  readonly html: string;
  readonly summary: string;
}

/** `<prefix>-evidence.json`, `<prefix>-report.json`, `<prefix>-report.html`, junit.xml and summary.md in a fresh folder. */
export function stepFilesIn(runnerTemp: string | null, prefix: string): StepFiles {
  const dir = freshStepDir(runnerTemp, `agentverity-${prefix}`, `${prefix}-report.json`);
  return {
    dir,
    evidence: path.join(dir, `${prefix}-evidence.json`),
    report: path.join(dir, `${prefix}-report.json`),
    // The report files take their extensions from the format table.
    junit: path.join(dir, `junit${extensionOf('junit')}`),
    html: path.join(dir, `${prefix}-report${extensionOf('html')}`),
    summary: path.join(dir, `summary${extensionOf('markdown')}`),
  };
}

/** The app's ports for a step on the runner: progress lines in the log. */
export function stepIo(
  cwd: string,
  env: NodeJS.ProcessEnv,
  secrets: readonly string[] = [],
): AppIo {
  return {
    cwd,
    env,
    secrets,
    files: diskFiles(),
    clock: clockFrom(env),
    log: (text) => void process.stdout.write(text),
    liveProgress: false,
  };
}

/** What every non-gate step's report set shares: no HTML-less step, no pull-request step. */
export function stepReportSet(
  what: string,
  files: StepFiles,
  settings: Pick<ActionSettings, 'artifactName'>,
  secrets: readonly string[],
): Pick<
  ReportSet,
  | 'what'
  | 'dir'
  | 'copies'
  | 'evidenceFile'
  | 'htmlFile'
  | 'artifactName'
  | 'commentPrefix'
  | 'completeWith'
  | 'annotations'
  | 'commentSkipped'
  | 'pullRequest'
  | 'secrets'
> {
  return {
    what,
    dir: files.dir,
    copies: [],
    evidenceFile: files.evidence,
    htmlFile: files.html,
    artifactName: settings.artifactName,
    commentPrefix: '',
    completeWith: { promoted: 'false' },
    annotations: [],
    commentSkipped: null,
    pullRequest: null,
    secrets,
  };
}

/** The outputs a non-gate step sets before any network call. */
export function stepOutputs(
  files: StepFiles,
  status: string,
  exitCode: number,
  evidencePath: string,
): Partial<Record<OutputName, string>> {
  return {
    status,
    'exit-code': String(exitCode),
    'report-path': files.report,
    'junit-path': files.junit,
    'evidence-path': evidencePath,
  };
}

/** Whether `fail-on` fails a non-gate step: a gating exit code the workflow lists. */
export function stepFails(settings: Pick<ActionSettings, 'failOn'>, exitCode: number): boolean {
  return exitCode !== EXIT.clean && settings.failOn.exitCodes.has(exitCode);
}
