// What `npm pack` publishes, checked on the real tarball: the CLI, the library and
// its types, the schemas and the README are in it; sources and tests are not; the
// extracted package runs (`--version`) and imports (a known export) on its own; and
// the tarball installs into a fresh project with no network and no npm cache (it
// declares no runtime dependency: dist/ bundles all it imports), where
// `npx agentverity` runs, assesses an example and runs the `init` starter.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_COMMAND } from '../../src/version.js';
import { ROOT } from '../helpers/cli.js';

interface PackResult {
  readonly name: string;
  readonly version: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bin: Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
};

/** npm with no network, no audit and no update check: what every npm call here gets. */
const NPM_ENV = {
  ...process.env,
  npm_config_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
};

/**
 * The modules a bundle imports, statically or with import(). (A require() inside the
 * bundles is a dependency's own guarded, optional one, such as fdir probing for
 * picomatch, or code text ajv generates; neither is loaded to run the CLI.)
 */
function importsOf(code: string): string[] {
  const out: string[] = [];
  const patterns = [
    /^\s*import\s[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /^\s*export\s[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) out.push(m[1] as string);
  return out;
}

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
    env: NPM_ENV,
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

  it('exports openTelemetry, NO_TELEMETRY and the test entry from the packed library, as docs/telemetry.md says', () => {
    const lib = pathToFileURL(path.join(packageDir, 'dist', 'lib.js')).href;
    const script = `import(${JSON.stringify(lib)}).then((m) => {
      const t = m.openTelemetry({ cwd: process.cwd(), env: { AGENTVERITY_TELEMETRY: 'off' } });
      return t.flush().then((sent) => process.stdout.write(JSON.stringify({
        openTelemetry: typeof m.openTelemetry, record: typeof t.record, sent,
        none: typeof m.NO_TELEMETRY?.flush, expectRepeatable: typeof m.expectRepeatable,
      })));
    })`;
    const r = spawnSync(process.execPath, ['-e', script], { cwd: tmp, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      openTelemetry: 'function',
      record: 'function',
      sent: 0,
      none: 'function',
      expectRepeatable: 'function',
    });
    const types = readFileSync(path.join(packageDir, 'dist', 'types', 'index.d.ts'), 'utf8');
    expect(types).toMatch(/\bopenTelemetry\b/);
    expect(types).toMatch(/\bTelemetryOptions\b/);
  });

  it('declares no runtime dependency: the bundles import only Node built-ins, each other and optional peers', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    const packedPkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(packedPkg.dependencies ?? {}).toEqual({});
    const bundles = files.filter((f) => f.startsWith('dist/') && f.endsWith('.js'));
    expect(bundles).toContain('dist/cli.js');
    for (const f of bundles) {
      const code = readFileSync(path.join(packageDir, f), 'utf8');
      const bare = importsOf(code).filter(
        (spec) => !spec.startsWith('.') && !spec.startsWith('node:') && !isBuiltin(spec),
      );
      // An optional peer (a framework, the OpenTelemetry API) is only ever imported
      // lazily, inside a try, so the package runs without it (the offline install below).
      const optional = new Set(
        Object.entries(pkg.peerDependenciesMeta ?? {})
          .filter(([, meta]) => meta.optional === true)
          .map(([name]) => name),
      );
      expect(
        bare.filter((spec) => ![...optional].some((p) => spec === p || spec.startsWith(`${p}/`))),
        f,
      ).toEqual([]);
    }
  });

  it('the commands reports suggest start with npx and the package bin', () => {
    expect(Object.keys(pkg.bin)).toEqual(['agentverity']);
    expect(CLI_COMMAND).toBe(`npx ${Object.keys(pkg.bin)[0]}`);
  });
});

describe('the tarball installed into a fresh project, offline', () => {
  let project: string;
  const npx = (...args: string[]) =>
    spawnSync('npx', args, { cwd: project, encoding: 'utf8', env: NPM_ENV, timeout: 120_000 });

  beforeAll(() => {
    project = path.join(tmp, 'project');
    mkdirSync(project);
    writeFileSync(
      path.join(project, 'package.json'),
      `${JSON.stringify({ name: 'fresh-project', version: '1.0.0', private: true }, null, 2)}\n`,
    );
    // An empty npm cache: nothing can come from an earlier install either.
    execFileSync(
      'npm',
      ['install', '--save-dev', '--no-package-lock', path.join(tmp, packed.filename)],
      {
        cwd: project,
        encoding: 'utf8',
        env: { ...NPM_ENV, npm_config_cache: path.join(tmp, 'empty-npm-cache') },
      },
    );
  }, 120_000);

  it('npx agentverity --version prints the package version', () => {
    const r = npx('agentverity', '--version');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(`agentverity ${pkg.version}`);
  });

  it('npx agentverity assess reads an example evidence file', () => {
    const r = npx(
      'agentverity',
      'assess',
      '--evidence',
      path.join(ROOT, 'examples/evidence/router.json'),
      '--format',
      'json',
    );
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { status: string; exitCode: number };
    expect(report.status).toBe('deterministic');
    expect(report.exitCode).toBe(0);
  });

  it('npx agentverity init module, then run on the starter suite: exit 0', () => {
    const init = npx('agentverity', 'init', 'module');
    expect(init.status, init.stderr).toBe(0);
    const command = /npx agentverity run [^\n]+/.exec(init.stdout)?.[0];
    expect(command).toBe(
      'npx agentverity run --agent agentverity/agent.mjs --suite agentverity/suite.json',
    );
    const args = (command as string).split(' ').slice(1);
    const r = npx(...args, '--quiet');
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(/^TRUSTWORTHY/);
    expect(existsSync(path.join(project, 'agentverity-evidence.json'))).toBe(true);
  });
});
