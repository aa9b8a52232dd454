// No output of `cases` may be one of its inputs: the cases file the configuration
// names (not only one given with --cases) is never overwritten by the evidence.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliWith, ROOT, tempDir } from '../helpers/cli.js';

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

describe('cases never writes its evidence over the files its configuration names', () => {
  it('refuses --evidence-out naming the cases file of agentverity.yml (exit 2) and leaves it as it was', async () => {
    const dir = tempDir();
    temps.push(dir);
    for (const f of ['agentverity.yml', 'cases.jsonl', 'system.mjs'])
      cpSync(path.join(ROOT, 'examples/stateful', f), path.join(dir, f));
    const before = readFileSync(path.join(dir, 'cases.jsonl'), 'utf8');
    const r = await cliWith(
      { cwd: dir, writeFile: (f, t) => writeFileSync(f, t) },
      'cases',
      '--config',
      'agentverity.yml',
      '--system',
      'system.mjs',
      '--evidence-out',
      'cases.jsonl',
      '--no-replay-cache',
      '--quiet',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('names the same file as the cases file');
    expect(readFileSync(path.join(dir, 'cases.jsonl'), 'utf8')).toBe(before);
  });
});
