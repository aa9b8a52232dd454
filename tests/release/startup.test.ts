// Start-up of the built CLI: dist/cli.js loads the argument parser and the
// commands' options; each command's work is a chunk its action imports, and the
// schema compiler, glob matcher and zip reader are chunks of their own, loaded
// only by the code that uses them. Needs `npm run build` (dist/ is rebuilt by the lead).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const DIST = path.join(ROOT, 'dist');
const built = existsSync(path.join(DIST, 'cli.js'));

/** `import … from './x.js'` and `export … from './x.js'`, never `import('./x.js')`. */
const STATIC = /(?:^|[;\n])\s*(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function rel(file: string): string {
  return path.relative(DIST, file).split(path.sep).join('/');
}

/** The files a built module loads before it runs (itself included). */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (abs: string): void => {
    if (seen.has(rel(abs))) return;
    seen.add(rel(abs));
    for (const m of readFileSync(abs, 'utf8').matchAll(STATIC))
      visit(path.resolve(path.dirname(abs), m[1] as string));
  };
  visit(path.join(DIST, file));
  return seen;
}

/** The chunk a command's action imports, as dist/cli.js names it. */
function commandChunk(name: string): string {
  const cli = readFileSync(path.join(DIST, 'cli.js'), 'utf8');
  const chunks = [...cli.matchAll(DYNAMIC)].map((m) => m[1] as string);
  const chunk = chunks.find((c) => c === `./chunks/${name}.js`);
  expect(
    chunk,
    `dist/cli.js imports ./chunks/${name}.js on use (it has ${chunks.join(', ')})`,
  ).toBeDefined();
  return (chunk as string).slice(2);
}

const bytes = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + statSync(path.join(DIST, f)).size, 0);

describe.skipIf(!built)('the built CLI loads only what a command uses', () => {
  it('--version and --help: the CLI, the argument parser and a few small modules', () => {
    const start = staticClosure('cli.js');
    for (const heavy of ['chunks/ajv.js', 'chunks/glob.js', 'chunks/fflate.js'])
      expect(start.has(heavy), heavy).toBe(false);
    // It was 1.4 MB when every module was one shared chunk; commander is ~130 kB of this.
    expect(bytes(start)).toBeLessThan(300_000);
  });

  it('every command is a chunk of its own, imported by its action', () => {
    for (const name of ['run', 'assess', 'plan', 'snapshot', 'check', 'compare-evidence', 'init'])
      commandChunk(name);
  });

  it('plan loads no schema compiler, glob matcher, zip reader or collector', () => {
    const plan = staticClosure(commandChunk('plan'));
    for (const heavy of ['chunks/ajv.js', 'chunks/glob.js', 'chunks/fflate.js', 'chunks/live.js'])
      expect(plan.has(heavy), heavy).toBe(false);
  });

  it('assess loads the readers on use, and never the glob matcher or zip reader at start', () => {
    const assess = staticClosure(commandChunk('assess'));
    for (const heavy of [
      'chunks/glob.js',
      'chunks/fflate.js',
      'chunks/live.js',
      'chunks/recorded.js',
    ])
      expect(assess.has(heavy), heavy).toBe(false);
  });
});
