// What `npm pack` publishes, checked on the real tarball: the CLI, the library and
// its types, the schemas and the README are in it; sources and tests are not; and the
// extracted package runs (`--version`) and imports (a known export) on its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

interface PackResult {
  readonly name: string;
  readonly version: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  scripts?: Record<string, string>;
};

// npm runs these around `npm pack`; the package must be packed exactly as committed.
const PACK_HOOKS = ['prepack', 'prepare', 'postpack'];

let tmp: string;
let packed: PackResult;
let files: string[];
let packageDir: string;

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'agentverity-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_loglevel: 'error',
    },
  });
  const results = JSON.parse(out) as PackResult[];
  packed = results[0] as PackResult;
  files = packed.files.map((f) => f.path).sort();
  execFileSync('tar', ['-xzf', path.join(tmp, packed.filename), '-C', tmp]);
  packageDir = path.join(tmp, 'package');
  // Dependencies resolve from a node_modules next to the package, as after an install.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
}, 120_000);

afterAll(() => {
  if (tmp !== undefined) rmSync(tmp, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('has no pack-time script that could rebuild or change the package', () => {
    for (const hook of PACK_HOOKS) expect(pkg.scripts?.[hook], hook).toBeUndefined();
  });

  it('packs the version in package.json', () => {
    expect(packed.name).toBe('agentverity-action');
    expect(packed.version).toBe(pkg.version);
  });

  it('contains the CLI, the library, its types, the schemas and the README', () => {
    for (const f of [
      'dist/cli.js',
      'dist/lib.js',
      'dist/types/index.d.ts',
      'README.md',
      'package.json',
    ]) {
      expect(files, f).toContain(f);
      expect(existsSync(path.join(packageDir, f)), f).toBe(true);
    }
    const schemas = readdirSync(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.json'));
    expect(schemas.length).toBeGreaterThan(0);
    for (const s of schemas) expect(files, s).toContain(`schemas/${s}`);
  });

  it('leaves out the sources, tests and repository tooling', () => {
    const forbidden = [
      'src/',
      'tests/',
      'scripts/',
      'script/',
      'bench/',
      '.github/',
      'examples/',
      'node_modules/',
      'test-output/',
    ];
    const leaked = files.filter((f) => forbidden.some((prefix) => f.startsWith(prefix)));
    expect(leaked).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it('runs the packed CLI: --version prints the package version', () => {
    const r = spawnSync(process.execPath, [path.join(packageDir, 'dist', 'cli.js'), '--version'], {
      cwd: tmp,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toMatch(new RegExp(`(^|\\s)${pkg.version.replace(/\./g, '\\.')}$`));
  });

  it('imports the packed library and computes with it', () => {
    const lib = pathToFileURL(path.join(packageDir, 'dist', 'lib.js')).href;
    const script = `import(${JSON.stringify(lib)}).then((m) => {
      const i = m.wilson(0, 36);
      process.stdout.write(JSON.stringify({ version: m.VERSION, assess: typeof m.assess, high: i.high }));
    })`;
    const r = spawnSync(process.execPath, ['-e', script], { cwd: tmp, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const got = JSON.parse(r.stdout) as { version: string; assess: string; high: number };
    expect(got.version).toBe(pkg.version);
    expect(got.assess).toBe('function');
    // 36 agreeing pairs bound the flip rate only at 9.6% (README).
    expect(got.high).toBeCloseTo(0.0964218, 6);
  });
});
