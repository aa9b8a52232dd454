// The step's place on the runner: the working directory checked (it exists; fork
// code is not loaded under a privileged event) and the gate's fresh folder for
// its files under RUNNER_TEMP.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeRefusal } from '../app/index.js';
import { Refusal } from '../app/vocabulary.js';
import { extensionOf } from '../render/formats.js';
import * as core from '@actions/core';
import { judgeWorkspace, type RunContext } from './context.js';
import { guardWorkspaceCode } from './guard.js';
import type { ReportFiles } from './evaluate.js';
import { loadsWorkspaceCode, type ActionSettings } from './inputs.js';
import { CANDIDATE_FILE } from './record.js';

/** A fresh folder for this step's files: a second step in the same job gets its own. */
export function reportDir(ctx: RunContext): string {
  const root = path.join(ctx.runnerTemp ?? os.tmpdir(), 'agentverity');
  let dir = root;
  try {
    for (let n = 2; existsSync(path.join(dir, 'report.json')); n++)
      dir = path.join(root, `step-${n}`);
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    // A full disk, or a file where the folder goes: a refusal naming it, not an internal error.
    throw writeRefusal(error, dir);
  }
  return dir;
}

/** The step's files, all in one fresh folder. */
export function reportFilesIn(
  dir: string,
  settings: ActionSettings,
  hasBaseline: boolean,
): ReportFiles {
  return {
    dir,
    evidence: path.join(dir, 'evidence.json'),
    // The report files take their extensions from the format table.
    report: path.join(dir, `report${extensionOf('json')}`),
    junit: path.join(dir, `junit${extensionOf('junit')}`),
    html: path.join(dir, `report${extensionOf('html')}`),
    summary: path.join(dir, `summary${extensionOf('markdown')}`),
    // The suite holds raw inputs: redaction keeps it out of the artifact.
    suite: settings.suite === undefined || settings.redact ? null : path.join(dir, 'suite.json'),
    check: hasBaseline ? path.join(dir, 'baseline-check.json') : null,
    candidate: path.join(dir, CANDIDATE_FILE),
  };
}

function workspaceHead(dir: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return /^[0-9a-f]{40,64}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

/** Refuse a working directory that is not there, and fork code under a privileged event. */
export function checkWorkspace(settings: ActionSettings, ctx: RunContext, workdir: string): void {
  if (!existsSync(workdir) || !statSync(workdir).isDirectory()) {
    throw new Refusal(
      'action.working-directory',
      "the working directory does not exist (input 'working-directory')",
      workdir,
    );
  }
  if (!loadsWorkspaceCode(settings)) return;
  const verdict = judgeWorkspace(ctx, workspaceHead(workdir));
  if (verdict.untrusted && !settings.allowUntrustedCode) {
    throw new Refusal(
      'action.untrusted-code',
      `refusing to load agent code: ${verdict.reason}. Evaluate the PR in a \`pull_request\` workflow (no secrets, read-only token) and comment from \`workflow_run\` with the evidence artifact (examples/workflows/agentverity-comment.yml); set \`allow-untrusted-code: true\` only if this checkout is trusted`,
    );
  }
  // The commit alone is not enough: every file loaded as code must be that commit's.
  if (verdict.trustedCommit !== undefined && !settings.allowUntrustedCode) {
    const checked = guardWorkspaceCode(settings, workdir, verdict.trustedCommit);
    core.info(
      `AgentVerity: ${checked.length} code file(s) checked: tracked and unmodified at ${verdict.trustedCommit.slice(0, 12)}`,
    );
  }
}
