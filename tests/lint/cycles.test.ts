// No module under src/ reaches itself through static imports: a cycle makes the
// order modules run in depend on which one is loaded first (a `const` read before
// it is set), and the bundler warns about it. `import type` and `import()` are
// erased or deferred, so they do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const STATIC = /^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const TYPES_ONLY = /^\s*(?:import|export)\s*\{\s*(?:type\s+\w+(?:\s+as\s+\w+)?\s*,?\s*)+\}/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** Each module's static relative imports, as repository paths. */
function importGraph(files: readonly string[], textOf: (file: string) => string) {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of textOf(file).matchAll(STATIC)) {
      const spec = match[1] as string;
      if (!spec.startsWith('.') || TYPES_ONLY.test(match[0])) continue;
      targets.push(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle per strongly connected group of modules (each printed as a path). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    const selfLoop = (graph.get(v) ?? []).includes(v);
    if (group.length > 1 || selfLoop) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

describe('static imports under src/', () => {
  it('form no cycle', () => {
    const files = sourcesUnder(path.join(ROOT, 'src'));
    const graph = importGraph(files, (f) => readFileSync(f, 'utf8'));
    const cycles = cyclesOf(graph).map((g) => g.map((f) => path.relative(ROOT, f)).join(' ↔ '));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle through value imports, and not through type imports', () => {
    const texts: Record<string, string> = {
      '/r/a.ts': "import { b } from './b.js';\n",
      '/r/b.ts': "import { c } from './c.js';\nexport const b = 1;\n",
      '/r/c.ts': "import type { A } from './a.js';\nimport { type B } from './b.js';\n",
      '/r/d.ts': "export { e } from './e.js';\n",
      '/r/e.ts': "import { d } from './d.js';\n",
    };
    const graph = importGraph(Object.keys(texts), (f) => texts[f] as string);
    expect(cyclesOf(graph)).toEqual([['/r/d.ts', '/r/e.ts']]);
  });
});
