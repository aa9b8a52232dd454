// The licences of what dist/ bundles: the rollup plugin records exactly the packages
// whose code is in the output (not those tree-shaken away) with their licence files,
// deterministically; the check accepts allowed SPDX expressions and reviewed
// exceptions and refuses everything else, including a record gone stale; and the
// real dist/licenses.json, when built, passes it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_LICENSES,
  checkLicenses,
  satisfies,
  type LicenseRecord,
  type Review,
} from '../../scripts/licenses/licenses.js';
import { bundledLicenses, packageDirOf } from '../../scripts/licenses/rollup-plugin.js';
import { ROOT, tempDir } from '../helpers/cli.js';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A project with three packages: two used, one imported but tree-shaken away. */
function fixture(): string {
  const dir = tempDir();
  const pkg = (name: string, license: unknown, code: string, files: Record<string, string>) => {
    const at = path.join(dir, 'node_modules', name);
    write(
      path.join(at, 'package.json'),
      JSON.stringify({ name, version: '1.2.3', license, type: 'module', main: 'index.js' }),
    );
    write(path.join(at, 'index.js'), code);
    for (const [f, t] of Object.entries(files)) write(path.join(at, f), t);
  };
  pkg('used-mit', 'MIT', 'export const a = () => "a";\n', { LICENSE: 'MIT text\r\n' });
  pkg('@scope/used-gpl', 'GPL-3.0-only', 'export const b = () => "b";\n', {
    'COPYING.md': 'GPL text',
    NOTICE: 'a notice',
  });
  pkg('unused', 'MIT', 'export const c = () => "c";\n', { LICENSE: 'unused' });
  write(
    path.join(dir, 'src', 'main.js'),
    'import { a } from "used-mit";\nimport { b } from "@scope/used-gpl";\nimport { c } from "unused";\nvoid c;\nconsole.log(a(), b());\n',
  );
  return dir;
}

async function build(dir: string, out: string): Promise<void> {
  const bundle = await rollup({
    input: path.join(dir, 'src', 'main.js'),
    plugins: [nodeResolve(), bundledLicenses({ root: dir })],
    logLevel: 'silent',
  });
  await bundle.write({ dir: out, format: 'es' });
  await bundle.close();
}

describe('the rollup plugin', () => {
  it('records the packages whose code is bundled, their licences and licence files', async () => {
    const dir = fixture();
    const out = path.join(dir, 'dist');
    await build(dir, out);
    const record = JSON.parse(readFileSync(path.join(out, 'licenses.json'), 'utf8')) as {
      schema: string;
      packages: LicenseRecord[];
    };
    expect(record.schema).toBe('agentverity-action/licenses@1');
    expect(record.packages).toEqual([
      {
        name: '@scope/used-gpl',
        version: '1.2.3',
        license: 'GPL-3.0-only',
        path: 'node_modules/@scope/used-gpl',
        licenseFiles: ['COPYING.md', 'NOTICE'],
        bundles: ['main.js'],
      },
      {
        name: 'used-mit',
        version: '1.2.3',
        license: 'MIT',
        path: 'node_modules/used-mit',
        licenseFiles: ['LICENSE'],
        bundles: ['main.js'],
      },
    ]);
    const notices = readFileSync(path.join(out, 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    expect(notices).toContain('used-mit@1.2.3 (MIT)');
    expect(notices).toContain('--- LICENSE\n\nMIT text\n');
    expect(notices).toContain('--- NOTICE\n\na notice\n');
    expect(notices).not.toContain('unused');
    expect(notices).not.toContain('\r');
  });

  it('writes the same bytes on a second build, and no absolute path', async () => {
    const dir = fixture();
    await build(dir, path.join(dir, 'one'));
    await build(dir, path.join(dir, 'two'));
    for (const f of ['licenses.json', 'THIRD-PARTY-LICENSES.txt']) {
      const one = readFileSync(path.join(dir, 'one', f), 'utf8');
      expect(readFileSync(path.join(dir, 'two', f), 'utf8')).toBe(one);
      expect(one).not.toContain(dir);
    }
  });

  it('finds the package of a module id, virtual and nested ones too', () => {
    expect(packageDirOf('/r/node_modules/a/lib/x.js')).toBe('/r/node_modules/a');
    expect(packageDirOf('/r/node_modules/@s/b/x.js')).toBe('/r/node_modules/@s/b');
    expect(packageDirOf('/r/node_modules/a/node_modules/c/x.js')).toBe(
      '/r/node_modules/a/node_modules/c',
    );
    expect(packageDirOf('\0/r/node_modules/a/x.js?commonjs-exports')).toBe('/r/node_modules/a');
    expect(packageDirOf('/r/src/app/init.ts')).toBeNull();
    expect(packageDirOf('\0commonjsHelpers.js')).toBeNull();
  });
});

describe('SPDX expressions against the allow-list', () => {
  it.each([
    ['MIT', true],
    ['mit', true],
    ['Apache-2.0', true],
    ['(MIT OR GPL-3.0-only)', true],
    ['GPL-3.0-only OR MIT', true],
    ['(Apache-2.0 AND BSD-3-Clause)', true],
    ['MIT AND GPL-2.0-only', false],
    ['GPL-3.0-only', false],
    ['LGPL-2.1-or-later', false],
    ['Apache-2.0+', true],
    ['GPL-2.0-only WITH Classpath-exception-2.0', false],
    ['MIT/X11', null],
    ['SEE LICENSE IN LICENSE.txt', null],
    ['(MIT', null],
    ['MIT OR', null],
    ['', null],
  ] as const)('%s -> %s', (expression, expected) => {
    expect(satisfies(expression)).toBe(expected);
  });

  it('allows the permissive licences SECURITY.md lists, and no copyleft one', () => {
    const security = readFileSync(path.join(ROOT, 'SECURITY.md'), 'utf8');
    for (const l of ALLOWED_LICENSES) expect(security).toContain(`\`${l}\``);
    expect(ALLOWED_LICENSES.some((l) => /GPL|MPL|EPL|CDDL|SSPL/.test(l))).toBe(false);
  });
});

describe('the licence check', () => {
  const rec = (name: string, license: string | null): LicenseRecord => ({
    name,
    version: '1.0.0',
    license,
    path: `node_modules/${name}`,
    licenseFiles: [],
    bundles: ['index.js'],
  });
  const installedAs = (p: LicenseRecord) => ({
    name: p.name,
    version: p.version,
    license: p.license,
  });

  it('accepts allowed licences and counts them', () => {
    const r = checkLicenses({
      packages: [rec('a', 'MIT'), rec('b', 'ISC'), rec('c', 'MIT')],
      reviewed: {},
      installed: installedAs,
    });
    expect(r.problems).toEqual([]);
    expect([...r.counts]).toEqual([
      ['MIT', 2],
      ['ISC', 1],
    ]);
  });

  it('refuses a licence outside the allow-list, none at all, and a non-SPDX one', () => {
    const r = checkLicenses({
      packages: [rec('gpl', 'GPL-3.0-only'), rec('none', null), rec('odd', 'MIT/X11')],
      reviewed: {},
      installed: installedAs,
    });
    expect(r.problems).toHaveLength(3);
    expect(r.problems[0]).toMatch(/^gpl@1\.0\.0 .* is under GPL-3\.0-only, which the allow-list/);
    expect(r.problems[1]).toMatch(/^none@1\.0\.0 .* declares no licence: .*reviewed\.json/);
    expect(r.problems[2]).toMatch(/^odd@1\.0\.0 .* "MIT\/X11", which is not an SPDX expression/);
  });

  it('accepts a review only while the package declares what was reviewed', () => {
    const reviewed: Record<string, Review> = {
      'none@1.0.0': { declared: null, license: 'MIT', why: 'read its repository' },
      'odd@1.0.0': { declared: 'MIT/X11', license: 'MIT', why: 'X11 is MIT' },
      'gone@1.0.0': { declared: null, license: 'MIT', why: 'no longer bundled' },
    };
    const ok = checkLicenses({
      packages: [rec('none', null), rec('odd', 'MIT/X11')],
      reviewed,
      installed: installedAs,
    });
    expect(ok.problems).toEqual([]);
    expect(ok.counts.get('MIT')).toBe(2);
    expect(ok.unusedReviews).toEqual(['gone@1.0.0']);
    const changed = checkLicenses({
      packages: [rec('odd', 'SEE LICENSE IN EULA')],
      reviewed,
      installed: installedAs,
    });
    expect(changed.problems.join('\n')).toMatch(/its review .* was for "MIT\/X11"/);
    const badReview = checkLicenses({
      packages: [rec('none', null)],
      reviewed: { 'none@1.0.0': { declared: null, license: 'GPL-2.0-only', why: '' } },
      installed: installedAs,
    });
    expect(badReview.problems.join('\n')).toMatch(/reviewed as GPL-2\.0-only/);
  });

  it('refuses a record that no longer matches node_modules', () => {
    const r = checkLicenses({
      packages: [rec('moved', 'MIT'), rec('relicensed', 'MIT'), rec('missing', 'MIT')],
      reviewed: {},
      installed: (p) =>
        p.name === 'moved'
          ? { name: 'moved', version: '2.0.0', license: 'MIT' }
          : p.name === 'relicensed'
            ? { name: 'relicensed', version: '1.0.0', license: 'BUSL-1.1' }
            : null,
    });
    expect(r.problems).toEqual([
      'moved@1.0.0: node_modules/moved now holds moved@2.0.0; dist/licenses.json is stale (npm run build)',
      'relicensed@1.0.0: declares "BUSL-1.1" but dist/licenses.json says "MIT" (npm run build)',
      'missing@1.0.0: not installed at node_modules/missing (run npm ci, then npm run build)',
    ]);
  });
});

describe('dist/licenses.json', () => {
  const built = existsSync(path.join(ROOT, 'dist', 'licenses.json'));

  it('ships in the npm package with the notices', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      files: string[];
    };
    expect(pkg.files).toEqual(
      expect.arrayContaining(['dist/licenses.json', 'dist/THIRD-PARTY-LICENSES.txt']),
    );
  });

  it.skipIf(!built)(
    'passes the check (skipped until npm run build writes dist/licenses.json)',
    () => {
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'scripts', 'licenses', 'check.ts')],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^licenses: \d+ bundled packages, every licence allowed/m);
      const record = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'licenses.json'), 'utf8')) as {
        packages: LicenseRecord[];
      };
      // The toolkit the Action bundles, and what the CLI's chunk bundles.
      const names = record.packages.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['@actions/core', 'commander', 'ajv']));
    },
  );
});
