// script/github-release (scripts/release/github.ts) against a loopback fake of the
// release endpoints: the release is created as a draft, both files are attached, it is
// published, and the major tag moves last — never when an upload fails.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checksumLine, highestOfMajor, main, type Env } from '../../scripts/release/github.js';
import { ROOT } from '../helpers/cli.js';
import { startFakeReleaseApi, TOKEN, type FakeReleaseApi } from './fake-release-api.js';

const REPO = 'agentverity/action';
const SHA = 'a'.repeat(40);
const OLD_SHA = 'b'.repeat(40);

let tmp: string;
let api: FakeReleaseApi;
let tarball: string;
let checksum: string;

function env(extra: Record<string, string> = {}): Env {
  return {
    GITHUB_API_URL: api.url,
    GITHUB_TOKEN: TOKEN,
    GITHUB_REPOSITORY: REPO,
    GITHUB_SHA: SHA,
    ...extra,
  };
}

async function run(argv: string[], e: Env = env()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, e, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const publish = (tag = 'v1.2.0') =>
  run(['publish', '--tag', tag, '--tarball', tarball, '--checksum', checksum]);

beforeEach(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-gh-release-'));
  tarball = path.join(tmp, 'agentverity-action-1.2.0.tgz');
  writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5]));
  checksum = `${tarball}.sha256`;
  writeFileSync(checksum, checksumLine(tarball));
  api = await startFakeReleaseApi(REPO);
});

afterEach(async () => {
  await api.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('publish', () => {
  it('creates the release, attaches the tarball and its checksum, publishes, and moves v1 last', async () => {
    api.tags.set('v1.1.0', OLD_SHA);
    api.tags.set('v1', OLD_SHA);
    const r = await publish();
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const [release, ...others] = [...api.releases.values()];
    expect(others).toEqual([]);
    expect(release?.tag).toBe('v1.2.0');
    expect(release?.target).toBe(SHA);
    expect(release?.draft).toBe(false);
    expect(release?.assets.map((a) => [a.name, a.contentType])).toEqual([
      ['agentverity-action-1.2.0.tgz', 'application/gzip'],
      ['agentverity-action-1.2.0.tgz.sha256', 'text/plain'],
    ]);
    expect(release?.assets[0]?.data.equals(readFileSync(tarball))).toBe(true);
    const hex = createHash('sha256').update(readFileSync(tarball)).digest('hex');
    expect(release?.assets[1]?.data.toString('utf8')).toBe(
      `${hex}  agentverity-action-1.2.0.tgz\n`,
    );
    expect(api.tags.get('v1')).toBe(SHA);
    expect(api.tags.get('v1.1.0')).toBe(OLD_SHA);

    const steps = api.requests.map((q) => `${q.method} ${q.path.replace(/\?.*/, '')}`);
    expect(steps).toEqual([
      `POST /repos/${REPO}/releases`,
      `POST /uploads/repos/${REPO}/releases/1000/assets`,
      `POST /uploads/repos/${REPO}/releases/1000/assets`,
      `PATCH /repos/${REPO}/releases/1000`,
      `GET /repos/${REPO}/git/matching-refs/tags/v1.`,
      `GET /repos/${REPO}/git/ref/tags/v1`,
      `PATCH /repos/${REPO}/git/refs/tags/v1`,
    ]);
    expect(r.out).toMatch(/moved v1 to v1\.2\.0/);
  });

  it('creates the major tag when it does not exist yet', async () => {
    const r = await publish('v2.0.0');
    expect(r.code).toBe(0);
    expect(api.tags.get('v2')).toBe(SHA);
    expect(api.requests.at(-1)).toEqual({ method: 'POST', path: `/repos/${REPO}/git/refs` });
  });

  it.each(['agentverity-action-1.2.0.tgz', 'agentverity-action-1.2.0.tgz.sha256'])(
    'does not move v1 when uploading %s fails, and deletes the draft',
    async (name) => {
      api.tags.set('v1', OLD_SHA);
      api.failUploads.add(name);
      const r = await publish();
      expect(r.code).toBe(1);
      expect(r.err).toContain(`uploading ${name}: GitHub answered 500`);
      expect(r.err).toContain('v1 was not moved');
      expect(api.tags.get('v1')).toBe(OLD_SHA);
      expect(api.releases.size).toBe(0);
      expect(api.requests.some((q) => q.path.includes('/git/'))).toBe(false);
      expect(api.requests.some((q) => q.method === 'PATCH')).toBe(false);
    },
  );

  it('stops before anything when the release cannot be created (one exists for the tag)', async () => {
    expect((await publish()).code).toBe(0);
    api.tags.set('v1', OLD_SHA);
    const before = api.requests.length;
    const r = await publish();
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/creating the release v1\.2\.0: GitHub answered 422/);
    expect(api.requests.length).toBe(before + 1);
    expect(api.tags.get('v1')).toBe(OLD_SHA);
  });

  it('leaves v1 on a later release when an older line is patched', async () => {
    api.tags.set('v1.3.0', OLD_SHA);
    api.tags.set('v1', OLD_SHA);
    const r = await publish('v1.2.1');
    expect(r.code).toBe(0);
    expect(api.releases.size).toBe(1);
    expect(api.tags.get('v1')).toBe(OLD_SHA);
    expect(r.out).toContain('v1 stays: v1.3.0 is a later v1 release than v1.2.1');
  });

  it('refuses a bad tag, a missing file and a missing environment with exit 2, calling nothing', async () => {
    for (const tag of ['1.2.0', 'v1.2', 'v01.2.0', 'v1.2.0-rc.1']) {
      const r = await publish(tag);
      expect(r.code, tag).toBe(2);
      expect(r.err, tag).toContain(`--tag ${tag} is not a release tag vX.Y.Z`);
    }
    const missing = await run([
      'publish',
      '--tag',
      'v1.2.0',
      '--tarball',
      path.join(tmp, 'nope.tgz'),
      '--checksum',
      checksum,
    ]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('nope.tgz: no such file to attach');
    for (const name of ['GITHUB_API_URL', 'GITHUB_TOKEN', 'GITHUB_REPOSITORY', 'GITHUB_SHA']) {
      const r = await run(
        ['publish', '--tag', 'v1.2.0', '--tarball', tarball, '--checksum', checksum],
        env({ [name]: '' }),
      );
      expect(r.code, name).toBe(2);
      expect(r.err, name).toContain(`the environment variable ${name} is not set`);
    }
    expect((await run(['publish', '--tag', 'v1.2.0'])).err).toContain('--tarball is required');
    expect((await run(['ship'])).code).toBe(2);
    expect(api.requests).toEqual([]);
  });

  it('fails (exit 1) on a token GitHub refuses', async () => {
    const r = await run(
      ['publish', '--tag', 'v1.2.0', '--tarball', tarball, '--checksum', checksum],
      env({ GITHUB_TOKEN: 'wrong' }),
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('creating the release v1.2.0: GitHub answered 401: Bad credentials');
  });
});

describe('highestOfMajor', () => {
  it('compares numerically and ignores other majors and non-release tags', () => {
    const refs = [
      'refs/tags/v1.9.0',
      'refs/tags/v1.10.0',
      'refs/tags/v2.0.0',
      'refs/tags/v1',
      'refs/tags/v1.11.0-rc.1',
    ];
    expect(highestOfMajor(refs, 1)).toBe('v1.10.0');
    expect(highestOfMajor(refs, 3)).toBeNull();
  });
});

describe('script/github-release pack', () => {
  it('packs the package in the working directory and writes a checksum sha256sum accepts', () => {
    const pkg = path.join(tmp, 'pkg');
    const out = path.join(tmp, 'out');
    for (const dir of [pkg, out]) rmSync(dir, { recursive: true, force: true });
    spawnSync('mkdir', ['-p', pkg, out]);
    writeFileSync(
      path.join(pkg, 'package.json'),
      JSON.stringify({ name: 'tiny-pkg', version: '1.2.0', files: ['index.js'] }),
    );
    writeFileSync(path.join(pkg, 'index.js'), 'export {};\n');
    const outputs = path.join(tmp, 'github-output');
    writeFileSync(outputs, '');
    const r = spawnSync(path.join(ROOT, 'script', 'github-release'), ['pack', '--out', out], {
      cwd: pkg,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_OUTPUT: outputs, npm_config_loglevel: 'error' },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const file = path.join(out, 'tiny-pkg-1.2.0.tgz');
    expect(readFileSync(outputs, 'utf8')).toBe(`tarball=${file}\nchecksum=${file}.sha256\n`);
    const check = spawnSync('sha256sum', ['-c', 'tiny-pkg-1.2.0.tgz.sha256'], {
      cwd: out,
      encoding: 'utf8',
    });
    expect(check.stdout).toContain('tiny-pkg-1.2.0.tgz: OK');
    expect(check.status).toBe(0);
  });
});
