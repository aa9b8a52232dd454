// The CLI's heap policy (src/cli/heap.ts): two V8 growth flags set at start-up,
// unless the user chose the heap's shape; and the real CLI process runs under them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_HEAP_FLAGS, tuneCliHeap, userChoseHeap } from '../../src/cli/heap.js';
import { ROOT } from '../helpers/cli.js';

describe('the CLI heap policy', () => {
  it('sets the young-generation and old-generation growth flags, in order', () => {
    const set: string[] = [];
    expect(tuneCliHeap([], undefined, (f) => set.push(f))).toEqual(CLI_HEAP_FLAGS);
    expect(set).toEqual(['--semi-space-growth-factor=1', '--heap-growing-percent=20']);
  });

  it("keeps the user's own heap flags: node's arguments or NODE_OPTIONS", () => {
    for (const [argv, options] of [
      [['--max-semi-space-size=32'], undefined],
      [['--max_semi_space_size=8'], undefined],
      [[], '--require x --heap-growing-percent=50'],
      [[], '--optimize-for-size'],
      [['--import', 'tsx'], '--min-semi-space-size=4'],
    ] as const) {
      const set: string[] = [];
      expect(userChoseHeap(argv, options)).toBe(true);
      expect(tuneCliHeap(argv, options, (f) => set.push(f))).toEqual([]);
      expect(set).toEqual([]);
    }
    // Other flags (an old-space limit, a loader) are not a choice of the young generation.
    expect(
      userChoseHeap(['--import', 'tsx', '--max-old-space-size=4096'], '--enable-source-maps'),
    ).toBe(false);
  });

  it('takes effect in a running process: the young generation stays at its starting size', () => {
    // A process that keeps ~40 MiB of small objects alive: V8's default doubles the
    // semi-spaces to 16 MiB; under the CLI's flags they stay at their 1 MiB start.
    const script = [
      "import v8 from 'node:v8';",
      `import { tuneCliHeap } from ${JSON.stringify(path.join(ROOT, 'src/cli/heap.ts'))};`,
      "if (process.argv[2] === 'tuned') tuneCliHeap([], undefined);",
      "const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;",
      'const before = newSpace();',
      'const keep = [];',
      'for (let i = 0; i < 400_000; i++) keep.push({ i, s: `row ${i}`, a: [i, i + 1] });',
      'console.log(JSON.stringify({ before, after: newSpace(), kept: keep.length }));',
    ].join('\n');
    const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-heap-'));
    const file = path.join(dir, 'grow.mts');
    writeFileSync(file, script);
    const newSpace = (mode: string): { before: number; after: number } => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', file, mode], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(r.status, r.stderr).toBe(0);
      // Every flag is one this V8 knows: an unknown one would be said on stderr.
      expect(r.stderr).toBe('');
      return JSON.parse(r.stdout) as { before: number; after: number };
    };
    const untuned = newSpace('default');
    const tuned = newSpace('tuned');
    // Measured on Node 20 (V8 11.3); later V8s may hold the growth factor at 2 at least.
    if (process.versions.node.startsWith('20.')) {
      expect(untuned.after).toBeGreaterThanOrEqual(4 * untuned.before);
      expect(tuned.after).toBe(tuned.before);
    }
  }, 60_000);

  it('the CLI process runs many collections under the flags and writes the same evidence', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentverity-heap-'));
    writeFileSync(
      path.join(dir, 'agent.mjs'),
      "export default function agent(input) { return { decision: input.length % 3 === 0 ? 'a' : 'b' }; }\nagent.isolation = 'fresh-session';\n",
    );
    writeFileSync(
      path.join(dir, 'inputs.txt'),
      Array.from({ length: 400 }, (_, i) => `ticket ${i}: charged twice for order ${i * 7}`).join(
        '\n',
      ),
    );
    const run = (extra: string[], out: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          ...extra,
          path.join(ROOT, 'src/cli/main.ts'),
          'run',
          '--agent',
          path.join(dir, 'agent.mjs'),
          '--inputs',
          path.join(dir, 'inputs.txt'),
          '--k',
          '20',
          '--evidence-out',
          path.join(dir, out),
          '--quiet',
        ],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
      );
    const tuned = run(['--trace-gc'], 'tuned.json');
    expect(tuned.status, tuned.stderr).toBe(0);
    expect((tuned.stdout.match(/Scavenge/g) ?? []).length).toBeGreaterThan(5);
    // With the user's own heap flag the CLI sets none: the same evidence either way.
    const theirs = run(['--max-semi-space-size=16'], 'theirs.json');
    expect(theirs.status, theirs.stderr).toBe(0);
    const cases = (file: string) =>
      (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { cases: unknown }).cases;
    expect(cases('tuned.json')).toEqual(cases('theirs.json'));
  }, 120_000);
});
