// The untrusted-code guard's file check (src/github/guard.ts, SECURITY.md) on real
// git repositories in temporary folders: the workflow's own commit is trusted only
// for files that are tracked at HEAD and unmodified in that checkout.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFilesOf } from '../../src/app/index.js';
import { isRefusal } from '../../src/core/index.js';
import { judgeWorkspace, readRunContext } from '../../src/github/context.js';
import { guardWorkspaceCode } from '../../src/github/guard.js';
import { readSettings } from '../../src/github/inputs.js';

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  }).trim();
}

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

/** A checkout: an agent importing a helper, a worker script, a Python agent with a sibling module. */
function checkout(): { dir: string; sha: string } {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'av-guard-')));
  git(dir, 'init', '-q');
  write(
    dir,
    'agent.mjs',
    "import { route } from './lib/helper.mjs';\nexport default (i) => route(i);\n",
  );
  write(dir, 'lib/helper.mjs', "export const route = () => ({ decision: 'late' });\n");
  write(dir, 'worker.mjs', '// a worker\n');
  write(dir, 'agent.py', 'import tools\ndef run_agent(i):\n    return tools.route(i)\n');
  write(dir, 'tools.py', "def route(i):\n    return {'decision': 'late'}\n");
  write(dir, 'inputs.txt', 'one\ntwo\n');
  write(dir, '.gitignore', 'build/\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'trusted');
  return { dir, sha: git(dir, 'rev-parse', 'HEAD') };
}

const settingsOf = (inputs: Record<string, string>) =>
  readSettings(
    (n) => ({ ...(inputs.mode === undefined ? { inputs: 'inputs.txt' } : {}), ...inputs })[n] ?? '',
  );

function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isRefusal(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the code files of a step', () => {
  it('are the entry files and what they import by relative paths (JS) or beside them (Python)', () => {
    const { dir } = checkout();
    const files = codeFilesOf([{ kind: 'module', spec: 'agent.mjs:default' }], dir);
    expect(files.map((f) => path.relative(dir, f.file))).toEqual(['agent.mjs', 'lib/helper.mjs']);
    expect(files[1]?.from).toBe(path.join(dir, 'agent.mjs'));
    const py = codeFilesOf([{ kind: 'command', command: 'python3 agent.py --flag' }], dir);
    expect(py.map((f) => path.relative(dir, f.file))).toEqual(['agent.py', 'tools.py']);
  });
});

describe('guardWorkspaceCode', () => {
  it('passes a clean checkout at the trusted commit, naming what it checked', () => {
    const { dir, sha } = checkout();
    const checked = guardWorkspaceCode(settingsOf({ agent: 'agent.mjs' }), dir, sha);
    expect(checked.map((f) => path.relative(dir, f.file))).toEqual(['agent.mjs', 'lib/helper.mjs']);
    const bench = settingsOf({ mode: 'bench', agents: 'py=agent.py\nnode=agent.mjs' });
    expect(guardWorkspaceCode(bench, dir, sha).map((f) => path.relative(dir, f.file))).toEqual([
      'agent.py',
      'agent.mjs',
      'tools.py',
      'lib/helper.mjs',
    ]);
    write(dir, 'tools.py', 'import os\n');
    const r = refusalOf(() => guardWorkspaceCode(bench, dir, sha));
    expect(r.message).toContain(
      'refusing to load tools.py (imported by agent.py): it was modified',
    );
  });

  it('refuses fork files unpacked into a sub-folder without a .git of their own', () => {
    const { dir, sha } = checkout();
    write(dir, 'pr/agent.mjs', 'export default () => ({ decision: "pwned" });\n');
    const r = refusalOf(() => guardWorkspaceCode(settingsOf({ agent: 'pr/agent.mjs' }), dir, sha));
    expect(r.code).toBe('action.untrusted-code');
    expect(r.message).toContain('refusing to load pr/agent.mjs: it is not tracked by the checkout');
  });

  it('refuses a file modified after checkout, even one only imported', () => {
    const { dir, sha } = checkout();
    write(dir, 'lib/helper.mjs', 'export const route = () => { /* exfiltrate */ };\n');
    const r = refusalOf(() => guardWorkspaceCode(settingsOf({ agent: 'agent.mjs' }), dir, sha));
    expect(r.code).toBe('action.untrusted-code');
    expect(r.message).toContain(
      'refusing to load lib/helper.mjs (imported by agent.mjs): it was modified after the checkout',
    );
  });

  it('refuses an untracked or ignored worker script, and a file staged but not committed', () => {
    const { dir, sha } = checkout();
    write(dir, 'build/worker.mjs', '// built after checkout\n');
    const ignored = refusalOf(() =>
      guardWorkspaceCode(settingsOf({ 'agent-command': 'node build/worker.mjs' }), dir, sha),
    );
    expect(ignored.message).toContain('refusing to load build/worker.mjs: it is not tracked');
    write(dir, 'staged.mjs', 'export default () => ({});\n');
    git(dir, 'add', 'staged.mjs');
    const staged = refusalOf(() =>
      guardWorkspaceCode(settingsOf({ agent: 'staged.mjs' }), dir, sha),
    );
    expect(staged.message).toContain(
      'refusing to load staged.mjs: it was added after the checkout',
    );
  });

  it('checks the system of a cases run, and not a recorded cases evidence file', () => {
    const { dir, sha } = checkout();
    write(dir, 'system.mjs', 'export default {};\n');
    const live = refusalOf(() =>
      guardWorkspaceCode(settingsOf({ mode: 'cases', system: 'system.mjs' }), dir, sha),
    );
    expect(live.message).toContain('refusing to load system.mjs: it is not tracked');
    const worker = settingsOf({ mode: 'cases', 'system-command': 'node worker.mjs' });
    expect(guardWorkspaceCode(worker, dir, sha).map((f) => path.relative(dir, f.file))).toEqual([
      'worker.mjs',
    ]);
  });

  it('refuses a file of a nested repository, and a relations module outside the checkout', () => {
    const { dir, sha } = checkout();
    const nested = path.join(dir, 'fork');
    mkdirSync(nested);
    git(nested, 'init', '-q');
    write(nested, 'agent.mjs', 'export default () => ({});\n');
    git(nested, 'add', '-A');
    git(nested, 'commit', '-qm', 'fork');
    const r = refusalOf(() =>
      guardWorkspaceCode(settingsOf({ agent: 'fork/agent.mjs' }), dir, sha),
    );
    expect(r.message).toContain('refusing to load fork/agent.mjs: it is not tracked');
    const outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'av-outside-')));
    write(outside, 'relations.mjs', 'export default [];\n');
    const o = refusalOf(() =>
      guardWorkspaceCode(
        settingsOf({ agent: 'agent.mjs', relations: path.join(outside, 'relations.mjs') }),
        dir,
        sha,
      ),
    );
    expect(o.message).toContain('it is outside the checkout');
  });

  it('refuses a checkout whose HEAD is not the trusted commit, and a folder that is no work tree', () => {
    const { dir } = checkout();
    const r = refusalOf(() =>
      guardWorkspaceCode(settingsOf({ agent: 'agent.mjs' }), dir, 'f'.repeat(40)),
    );
    expect(r.message).toContain("not at the workflow's commit ffffffffffff");
    const bare = realpathSync(mkdtempSync(path.join(tmpdir(), 'av-nogit-')));
    write(bare, 'agent.mjs', 'export default () => ({});\n');
    const n = refusalOf(() =>
      guardWorkspaceCode(settingsOf({ agent: 'agent.mjs' }), bare, 'f'.repeat(40)),
    );
    expect(n.message).toContain('not in a git work tree');
  });

  it("applies when a privileged event about a fork finds the workflow's own commit", () => {
    const main = 'c'.repeat(40);
    const ctx = readRunContext(
      {
        GITHUB_EVENT_NAME: 'pull_request_target',
        GITHUB_EVENT_PATH: 'event.json',
        GITHUB_SHA: main,
        GITHUB_REPOSITORY: 'acme/router',
      },
      () =>
        JSON.stringify({
          repository: { full_name: 'acme/router' },
          pull_request: {
            number: 1,
            head: { sha: 'a'.repeat(40), repo: { full_name: 'mallory/router' } },
            base: { repo: { full_name: 'acme/router' } },
          },
        }),
      '/tmp',
    );
    expect(judgeWorkspace(ctx, main)).toMatchObject({ untrusted: false, trustedCommit: main });
    expect(
      judgeWorkspace({ ...ctx, eventName: 'pull_request' }, main).trustedCommit,
    ).toBeUndefined();
  });
});
