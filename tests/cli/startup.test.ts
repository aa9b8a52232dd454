// Start-up: what the CLI loads before it knows the command (argv parsing, every
// command's options, `--version`, `--help`) is a few small modules; each command's
// work is imported by its action. Followed here through the sources, so it holds
// for tsx as for the bundle; tests/release/startup.test.ts checks what each
// command's chunk in dist/ loads (the bundle leaves out what an index re-exports
// but nothing uses, which a walk of the sources cannot tell).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/** Value imports only: `import type` and `export type` are erased; `import()` is on use. */
const STATIC = /^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Every module a source file loads at start, by relative path (and packages by name). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    const rel = path.relative(ROOT, file).split(path.sep).join('/');
    if (seen.has(rel)) return;
    seen.add(rel);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC)) {
      const spec = match[1] as string;
      // A statement whose every name is a type is erased too: `import { type A } from …`.
      if (/^\s*(?:import|export)\s*\{\s*(?:type\s+\w+\s*,?\s*)+\}/.test(match[0])) continue;
      if (spec.startsWith('.'))
        visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
      else if (!spec.startsWith('node:')) seen.add(`package:${spec}`);
    }
  };
  visit(path.join(ROOT, entry));
  return seen;
}

describe('CLI start-up loads only what registration needs', () => {
  const start = staticClosure('src/cli/main.ts');

  it('no engine: not the app index, the evidence readers, importers, collector, renderers', () => {
    const heavy = [...start].filter(
      (m) =>
        m === 'src/app/index.ts' ||
        m === 'src/core/index.ts' ||
        m === 'src/app/obtain.ts' ||
        m === 'src/app/live.ts' ||
        m === 'src/app/recorded.ts' ||
        m === 'src/app/init.ts' ||
        // The cases flags come from the light cases settings table, not the use case.
        m === 'src/app/cases-run.ts' ||
        m === 'src/app/cases.ts' ||
        m.startsWith('src/cli/commands/') ||
        m.startsWith('src/evidence/') ||
        // The importer registry is read (its kinds are flags); no reader loads with it.
        (m.startsWith('src/importers/') &&
          !/^src\/importers\/(registry|contract|detect|[a-z0-9]+\/importer)\.ts$/.test(m)) ||
        m.startsWith('src/collect/') ||
        m.startsWith('src/agents/') ||
        (m.startsWith('src/render/') && !/render\/(escape|formats|telemetry)\.ts$/.test(m)),
    );
    expect(heavy).toEqual([]);
  });

  it('of the bundled packages, only the argument parser', () => {
    expect([...start].filter((m) => m.startsWith('package:'))).toEqual(['package:commander']);
  });
});
