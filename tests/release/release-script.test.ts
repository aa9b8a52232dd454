// script/release in a throwaway git repository: a minimal package (package.json,
// src/version.ts, dist/) and a stub `npm` on PATH whose `run build` does nothing (or,
// when asked, changes dist/ the way a stale bundle would). A bare repository stands in
// for the remote, so --push is exercised without a network.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const SCRIPT = path.join(ROOT, 'script', 'release');

interface Result {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

let tmp: string;
let repo: string;
let remote: string;
let stubBin: string;

/** A git environment free of the machine's global and system configuration. */
function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: `${stubBin}${path.delimiter}${process.env['PATH'] ?? ''}`,
    HOME: tmp,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: path.join(tmp, 'gitconfig'),
    GIT_AUTHOR_NAME: 'Release Test',
    GIT_AUTHOR_EMAIL: 'release@example.invalid',
    GIT_COMMITTER_NAME: 'Release Test',
    GIT_COMMITTER_EMAIL: 'release@example.invalid',
    LANG: 'C',
    ...extra,
  };
}

function run(cmd: string, args: readonly string[], extra: Record<string, string> = {}): Result {
  const r = spawnSync(cmd, args, { cwd: repo, env: gitEnv(extra), encoding: 'utf8' });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function git(...args: string[]): string {
  const r = run('git', args);
  if (r.code !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout.trim();
}

function release(...args: string[]): Result {
  return run('bash', [path.join(repo, 'script', 'release'), ...args]);
}

function tags(): string[] {
  return git('tag', '--list').split('\n').filter(Boolean).sort();
}

/** The commit a tag points at (through an annotated tag object). */
function commitOf(ref: string): string {
  return git('rev-parse', `${ref}^{commit}`);
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-release-'));
  writeFileSync(path.join(tmp, 'gitconfig'), '');
  repo = path.join(tmp, 'repo');
  remote = path.join(tmp, 'remote.git');
  stubBin = path.join(tmp, 'bin');
  mkdirSync(repo);
  mkdirSync(stubBin);
  // `npm run build` does nothing, unless STUB_BUILD_CHANGES_DIST asks it to change dist/.
  writeFileSync(
    path.join(stubBin, 'npm'),
    [
      '#!/usr/bin/env bash',
      'if [ "$1 $2" = "run build" ]; then',
      '  if [ -n "${STUB_BUILD_CHANGES_DIST:-}" ]; then echo "// rebuilt" >> dist/cli.js; fi',
      '  exit 0',
      'fi',
      'echo "stub npm: unexpected npm $*" >&2',
      'exit 99',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(stubBin, 'npm'), 0o755);

  run('git', ['init', '--quiet', '--bare', remote]);
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'commit.gpgsign', 'false');
  git('config', 'tag.gpgsign', 'false');
  git('remote', 'add', 'origin', remote);
  mkdirSync(path.join(repo, 'script'));
  copyFileSync(SCRIPT, path.join(repo, 'script', 'release'));
  chmodSync(path.join(repo, 'script', 'release'), 0o755);
  write('package.json', `${JSON.stringify({ name: 'demo', version: '0.1.0' }, null, 2)}\n`);
  write(
    'package-lock.json',
    `${JSON.stringify({ name: 'demo', version: '0.1.0', lockfileVersion: 3, packages: { '': { name: 'demo', version: '0.1.0' } } }, null, 2)}\n`,
  );
  write('src/version.ts', "export const VERSION = '0.1.0';\n");
  write('dist/cli.js', 'console.log("demo");\n');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'Initial');
});

afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('script/release', () => {
  it('is executable in the repository', () => {
    const r = spawnSync('git', ['ls-files', '--stage', 'script/release'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    // Not yet tracked while it is being written: then the file mode on disk counts.
    const staged = r.stdout.trim();
    if (staged !== '') expect(staged.startsWith('100755')).toBe(true);
    const mode = spawnSync('test', ['-x', SCRIPT]);
    expect(mode.status).toBe(0);
  });

  it('bumps the version, commits and tags vX.Y.Z, leaving the major tag to the release workflow', () => {
    const before = git('rev-parse', 'HEAD');
    const r = release('1.0.0');
    expect(r.code, r.stderr).toBe(0);

    expect(tags()).toEqual(['v1.0.0']);
    const head = git('rev-parse', 'HEAD');
    expect(head).not.toBe(before);
    expect(git('log', '-1', '--format=%s')).toBe('Release v1.0.0');
    expect(commitOf('v1.0.0')).toBe(head);
    // An annotated tag, not a lightweight one.
    expect(git('cat-file', '-t', 'v1.0.0')).toBe('tag');

    expect(JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).version).toBe('1.0.0');
    const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8'));
    expect([lock.version, lock.packages[''].version]).toEqual(['1.0.0', '1.0.0']);
    expect(readFileSync(path.join(repo, 'src/version.ts'), 'utf8')).toBe(
      "export const VERSION = '1.0.0';\n",
    );
    expect(git('status', '--porcelain')).toBe('');
    // Without --push nothing leaves the machine; the commands are printed instead.
    expect(r.stdout).toContain('git push origin refs/tags/v1.0.0');
    expect(r.stdout).not.toContain('--force');
    expect(r.stdout).toContain('the release workflow moves v1');
    expect(run('git', ['--git-dir', remote, 'tag', '--list']).stdout.trim()).toBe('');
  });

  it('tags the next releases and never touches an existing major tag', () => {
    expect(release('1.0.0').code).toBe(0);
    const first = commitOf('v1.0.0');
    write('README.md', 'more\n');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'Work');

    // The major tag as the release workflow left it after v1.0.0.
    git('tag', 'v1', first);
    const r = release('1.1.0');
    expect(r.code, r.stderr).toBe(0);
    expect(tags()).toEqual(['v1', 'v1.0.0', 'v1.1.0']);
    expect(commitOf('v1.0.0')).toBe(first);
    expect(commitOf('v1')).toBe(first);

    expect(release('2.0.0').code).toBe(0);
    expect(tags()).toEqual(['v1', 'v1.0.0', 'v1.1.0', 'v2.0.0']);
    expect(commitOf('v1')).toBe(first);
  });

  it('does not commit when package.json already has the version', () => {
    write('package.json', `${JSON.stringify({ name: 'demo', version: '0.2.0' }, null, 2)}\n`);
    git('commit', '--quiet', '-am', 'Set 0.2.0');
    const head = git('rev-parse', 'HEAD');
    const r = release('v0.2.0');
    expect(r.code, r.stderr).toBe(0);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(commitOf('v0.2.0')).toBe(head);
    expect(tags()).toEqual(['v0.2.0']);
  });

  it('pushes the branch and the version tag with --push, and no major tag', () => {
    expect(release('1.0.0', '--push').code).toBe(0);
    const remoteTag = (t: string) =>
      run('git', ['--git-dir', remote, 'rev-parse', `${t}^{commit}`]).stdout.trim();
    expect(remoteTag('v1.0.0')).toBe(commitOf('v1.0.0'));
    expect(remoteTag('main')).toBe(git('rev-parse', 'HEAD'));

    write('README.md', 'more\n');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'Work');
    const r = release('1.0.1', '--push');
    expect(r.code, r.stderr).toBe(0);
    expect(remoteTag('v1.0.1')).toBe(commitOf('v1.0.1'));
    expect(remoteTag('v1.0.0')).not.toBe(commitOf('v1.0.1'));
    const remoteTags = run('git', ['--git-dir', remote, 'tag', '--list']).stdout.trim().split('\n');
    expect(remoteTags.sort()).toEqual(['v1.0.0', 'v1.0.1']);
  });

  it('refuses a dirty tree: a changed file or an untracked one', () => {
    write('dist/cli.js', 'console.log("edited");\n');
    let r = release('1.0.0');
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/not clean/);
    expect(tags()).toEqual([]);

    git('checkout', '--', 'dist/cli.js');
    write('notes.txt', 'scratch\n');
    r = release('1.0.0');
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/not clean/);
    expect(tags()).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).version).toBe('0.1.0');
  });

  it('refuses a version that is not greater than the latest tag', () => {
    expect(release('1.2.0').code).toBe(0);
    const head = git('rev-parse', 'HEAD');
    for (const v of ['1.2.0', '1.1.9', '0.9.0']) {
      const r = release(v);
      expect(r.code, v).not.toBe(0);
      expect(r.stderr).toContain(`v${v} is not greater than the latest tag v1.2.0`);
    }
    // Compared as versions, not as text: 1.10.0 is greater than 1.9.0.
    expect(release('1.9.0').code).toBe(0);
    const r = release('1.10.0');
    expect(r.code, r.stderr).toBe(0);
    expect(tags()).toEqual(['v1.10.0', 'v1.2.0', 'v1.9.0']);
    expect(head).not.toBe(git('rev-parse', 'HEAD'));
  });

  it('refuses a committed dist/ that differs from the build', () => {
    const r = run('bash', [path.join(repo, 'script', 'release'), '1.0.0'], {
      STUB_BUILD_CHANGES_DIST: '1',
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/dist\/ differs from what the sources build/);
    expect(tags()).toEqual([]);
    expect(git('log', '--format=%s')).toBe('Initial');
  });

  it('refuses a malformed version and a missing one', () => {
    for (const args of [['1.0'], ['1.0.0-rc.1'], ['01.0.0'], [], ['1.0.0', '2.0.0'], ['--bogus']]) {
      const r = release(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(/usage|not a version|unknown option|more than one/);
    }
    expect(tags()).toEqual([]);
  });
});
