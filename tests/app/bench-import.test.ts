// Outcome logs imported as bench evidence (src/app/bench-import.ts): each kind
// read by the bench reader format its importer declares, the evidence written
// before any report, a task that means two things refused.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBench } from '../../src/app/bench-import.js';
import { diskFiles, type AppIo } from '../../src/app/ports.js';
import { refusalOfAsync } from '../helpers/refusal.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'av-bench-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function io(logs: string[] = []): AppIo {
  return {
    cwd: dir,
    env: {},
    files: diskFiles(),
    clock: { now: () => Date.UTC(2026, 11, 1) },
    log: (t) => logs.push(t),
    liveProgress: false,
  };
}

const row = (task: string, outcome: boolean, prompt = task) =>
  JSON.stringify({ task, outcome, prompt });

describe('importBench', () => {
  it('writes the bench evidence of a JSONL outcome log and says so', async () => {
    await writeFile(
      path.join(dir, 'a.jsonl'),
      [row('t1', true), row('t1', false), row('t2', true), row('t2', true)].join('\n') + '\n',
    );
    const logs: string[] = [];
    const got = await importBench(
      { jsonl: ['a.jsonl'], promptPath: 'prompt', evidenceOut: 'out.json' },
      io(logs),
    );
    expect(got.evidencePath).toBe('out.json');
    expect(got.benchmark.tasks.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(got.runs).toHaveLength(1);
    const written = JSON.parse(await readFile(path.join(dir, 'out.json'), 'utf8')) as {
      options: { imported: unknown };
    };
    // The setting's kind is recorded; the reader was the importer's bench format.
    expect(written.options.imported).toEqual([{ format: 'jsonl', file: 'a.jsonl' }]);
    expect(logs.join('')).toMatch(/imported 1 agent run on 2 tasks; wrote bench evidence/);
  });

  it('refuses one task id meaning two prompts, naming the file', async () => {
    await writeFile(path.join(dir, 'b.jsonl'), `${row('t1', true, 'other prompt')}\n`);
    const refusal = await refusalOfAsync(
      importBench(
        { jsonl: ['a.jsonl', 'b.jsonl'], promptPath: 'prompt', evidenceOut: 'out2.json' },
        io(),
      ),
    );
    expect(refusal.code).toBe('import.bench-tasks');
    expect(refusal.where).toBe('b.jsonl');
  });
});
