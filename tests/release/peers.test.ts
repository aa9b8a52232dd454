// The frameworks and OpenTelemetry are optional peers: the package installs
// without them, nothing in src imports them at load, and dist bundles none.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const PEERS = [
  'ai',
  '@openai/agents',
  '@langchain/langgraph',
  '@langchain/core',
  '@opentelemetry/api',
];

interface Pkg {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Pkg;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('optional peers', () => {
  it('each framework is an optional peer and a dev dependency, never a dependency', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    for (const name of PEERS) {
      expect(pkg.peerDependencies?.[name], name).toBeDefined();
      expect(pkg.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
      expect(pkg.devDependencies?.[name], name).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('no source file imports one at load (only a lazy import() may name it)', () => {
    for (const file of sources(path.join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const name of [...PEERS, '@openai/agents-core']) {
        const escaped = name.replace(/[/.]/g, '\\$&');
        const top = new RegExp(
          `^\\s*(import|export)\\b[^;]*from\\s+['"]${escaped}(/[^'"]*)?['"]`,
          'm',
        );
        expect(top.test(text), `${path.relative(ROOT, file)} imports ${name}`).toBe(false);
      }
    }
  });

  it.skipIf(!existsSync(path.join(ROOT, 'dist/licenses.json')))(
    'dist leaves them to the user: none is bundled, and the API is imported by name',
    () => {
      const licences = JSON.parse(readFileSync(path.join(ROOT, 'dist/licenses.json'), 'utf8')) as {
        packages: { name: string }[];
      };
      const bundled = licences.packages.map((p) => p.name);
      expect(bundled.length).toBeGreaterThan(5);
      for (const name of [...PEERS, '@openai/agents-core', 'openai', 'langsmith', 'zod'])
        expect(bundled, name).not.toContain(name);
      // The CLI and library's chunk with the telemetry loader, and the Action's bundle.
      const chunks = readdirSync(path.join(ROOT, 'dist/chunks')).map((f) => `dist/chunks/${f}`);
      const loader = chunks.filter((f) =>
        readFileSync(path.join(ROOT, f), 'utf8').includes("import('@opentelemetry/api')"),
      );
      expect(loader.length, 'a chunk imports the API by name').toBeGreaterThan(0);
      expect(readFileSync(path.join(ROOT, 'dist/index.js'), 'utf8')).toContain(
        "import('@opentelemetry/api')",
      );
    },
  );
});
