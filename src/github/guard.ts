// The untrusted-code guard's file check (SECURITY.md, "Under which events"): under a
// privileged event about a fork, a workspace whose HEAD is the workflow's own
// commit is trusted only if every file the step loads as code is that commit's:
// inside the work tree whose top level is the checkout judged, tracked at HEAD,
// and unmodified. Fork files unpacked into a folder of the trusted checkout (no
// `.git` of their own), a file added or edited after the checkout, a file in a
// nested repository or outside the checkout: each refuses the step, naming the
// file and why. Git is asked from the checkout's top level only, never inside a
// folder that could hold another repository's configuration.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { codeFilesOf, type CodeEntry, type CodeFile } from '../app/index.js';
import { parseBenchAgent } from '../app/bench-run.js';
import { relationsModuleOf } from '../app/index.js';
import { Refusal } from '../app/vocabulary.js';
import type { ActionSettings } from './inputs.js';

/** A git command's exit status and standard output. */
export type Git = (args: readonly string[], cwd: string) => { status: number; stdout: string };

/** Git on this machine: literal pathspecs, no pager, no optional locks, bounded in time. */
export const systemGit: Git = (args, cwd) => {
  try {
    const stdout = execFileSync('git', ['--literal-pathspecs', '--no-pager', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' },
    });
    return { status: 0, stdout };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    return { status: typeof status === 'number' ? status : -1, stdout: '' };
  }
};

/** What the settings name to load as code from the workspace. */
export function codeEntriesOf(settings: ActionSettings): CodeEntry[] {
  const source = settings.source;
  const out: CodeEntry[] = [];
  if (source.kind === 'run') {
    const o = source.options;
    if (o.agent !== undefined) out.push({ kind: 'module', spec: o.agent });
    if (o.agentCommand !== undefined) out.push({ kind: 'command', command: o.agentCommand });
    const relations = relationsModuleOf(o.relations);
    if (relations !== null) out.push({ kind: 'module', spec: relations });
  } else if (source.kind === 'bench') {
    for (const agent of source.options.agents ?? []) {
      const spec = parseBenchAgent(agent).spec;
      if (spec.kind === 'module') out.push({ kind: 'module', spec: spec.module });
      else if (spec.kind === 'python') out.push({ kind: 'file', file: spec.file });
      else if (spec.kind === 'command') out.push({ kind: 'command', command: spec.command });
    }
  } else if (source.kind === 'cases' && source.options.evidence === undefined) {
    const o = source.options;
    if (o.system !== undefined) out.push({ kind: 'module', spec: o.system });
    if (o.systemCommand !== undefined) out.push({ kind: 'command', command: o.systemCommand });
  }
  return out;
}

function refuse(file: string, why: string): Refusal {
  return new Refusal(
    'action.untrusted-code',
    `refusing to load ${file}: ${why}. Under a privileged event about a fork, every file loaded as code must be the workflow's own commit: tracked at HEAD and unmodified in the checkout. Evaluate the PR in a \`pull_request\` workflow and comment from \`workflow_run\` (examples/workflows/agentverity-comment.yml); set \`allow-untrusted-code: true\` only if this checkout is trusted`,
    file,
  );
}

function realOf(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

/**
 * Refuses (action.untrusted-code) unless the checkout of `workdir` is at
 * `trustedCommit` and every code file is tracked there and unmodified. Files
 * that do not exist are not loaded (their loading fails on its own) and pass.
 * Returns the files checked, for the log.
 */
export function guardCodeFiles(options: {
  readonly files: readonly CodeFile[];
  readonly workdir: string;
  readonly trustedCommit: string;
  readonly git?: Git;
}): readonly CodeFile[] {
  const git = options.git ?? systemGit;
  const where = options.workdir;
  const top = git(['rev-parse', '--show-toplevel'], where);
  const topLevel = top.status === 0 ? realOf(top.stdout.trim()) : null;
  if (topLevel === null) {
    throw refuse(
      where,
      'the working directory is not in a git work tree, so no file in it can be shown to be the trusted commit',
    );
  }
  const head = git(['rev-parse', 'HEAD'], topLevel);
  const headSha = head.status === 0 ? head.stdout.trim() : '';
  if (headSha !== options.trustedCommit) {
    throw refuse(
      topLevel,
      `the checkout ${topLevel} is at ${headSha === '' ? 'a commit that cannot be read' : headSha.slice(0, 12)}, not at the workflow's commit ${options.trustedCommit.slice(0, 12)}`,
    );
  }
  for (const { file, from } of options.files) {
    const real = realOf(file);
    if (real === null) continue;
    const shown = path.relative(where, file) || file;
    const via = from === 'entry' ? '' : ` (imported by ${path.relative(where, from) || from})`;
    const rel = path.relative(topLevel, real);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
      throw refuse(`${shown}${via}`, `it is outside the checkout ${topLevel}`);
    }
    const spec = rel.split(path.sep).join('/');
    if (git(['ls-files', '--error-unmatch', '--', spec], topLevel).status !== 0) {
      throw refuse(
        `${shown}${via}`,
        "it is not tracked by the checkout (untracked, ignored, or inside a folder with a repository of its own), so it may be a fork's file unpacked after checkout",
      );
    }
    if (git(['cat-file', '-e', `HEAD:${spec}`], topLevel).status !== 0) {
      throw refuse(
        `${shown}${via}`,
        'it was added after the checkout: it is not in the commit at HEAD',
      );
    }
    const changed =
      git(['diff', '--quiet', 'HEAD', '--', spec], topLevel).status !== 0 ||
      git(['status', '--porcelain', '--', spec], topLevel).stdout.trim() !== '';
    if (changed) {
      throw refuse(
        `${shown}${via}`,
        'it was modified after the checkout: it differs from the commit at HEAD',
      );
    }
  }
  return options.files;
}

/** The guard for a step's settings: its code files found from `workdir`, then checked. */
export function guardWorkspaceCode(
  settings: ActionSettings,
  workdir: string,
  trustedCommit: string,
  git?: Git,
): readonly CodeFile[] {
  const files = codeFilesOf(codeEntriesOf(settings), workdir);
  return guardCodeFiles({ files, workdir, trustedCommit, ...(git === undefined ? {} : { git }) });
}
