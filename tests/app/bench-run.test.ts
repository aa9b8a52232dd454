// The bench use case (src/app/bench-run.ts): settings refused before anything is
// read or written, bench evidence obtained from each source, the report decided
// once (a comparison's option refused on a test of one agent).
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessBench, obtainBench, type ObtainedBench } from '../../src/app/bench-run.js';
import { diskFiles, type AppIo } from '../../src/app/ports.js';
import { isSettingsRefusal } from '../../src/app/problems.js';
import { refusalOfAsync } from '../helpers/refusal.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'av-bench-run-'));
  const rows = ['t1', 't1', 't2', 't2'].map((task, i) =>
    JSON.stringify({ task, outcome: i !== 1 }),
  );
  await writeFile(path.join(dir, 'log.jsonl'), `${rows.join('\n')}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function io(): AppIo {
  return {
    cwd: dir,
    env: {},
    files: diskFiles(),
    clock: { now: () => Date.UTC(2026, 11, 1) },
    log: () => undefined,
    liveProgress: false,
    quiet: true,
  };
}

async function obtained(
  command: 'test' | 'compare',
  s: Parameters<typeof obtainBench>[1],
): Promise<ObtainedBench> {
  const got = await obtainBench(command, s, io());
  expect(got.kind).toBe('bench');
  return got as ObtainedBench;
}

describe('obtainBench', () => {
  it('refuses wrong settings before writing anything', async () => {
    const refusal = await refusalOfAsync(
      obtainBench('test', { jsonl: ['log.jsonl'], runs: 2, evidenceOut: 'never.json' }, io()),
    );
    expect(isSettingsRefusal(refusal) && refusal.problems.map((p) => p.setting)).toEqual(['runs']);
    expect(existsSync(path.join(dir, 'never.json'))).toBe(false);
  });

  it('imports a log, then reads its bench evidence back to the same report', async () => {
    const imported = await obtained('test', { jsonl: ['log.jsonl'], evidenceOut: 'ev.json' });
    expect(imported.source).toBe('import');
    expect(imported.evidencePath).toBe('ev.json');
    const read = await obtained('test', { evidence: 'ev.json' });
    expect(read.source).toBe('evidence');
    expect(read.evidenceDigest).toBe(imported.evidenceDigest);
    const a = assessBench('test', imported, {});
    const b = assessBench('test', read, {});
    expect(b).toEqual(a);
    expect(a.verdict.exitCode).toBe(1);
  });

  it("keys a missing file's refusal by the setting that named it", async () => {
    const refusal = await refusalOfAsync(obtainBench('test', { evidence: 'nope.json' }, io()));
    expect(refusal.setting).toBe('evidence');
  });
});

describe('assessBench', () => {
  it('refuses fail-if-worse on a test of one agent, naming the evidence', async () => {
    const got = await obtained('test', { jsonl: ['log.jsonl'], evidenceOut: 'ev3.json' });
    const refusal = await refusalOfAsync(
      Promise.resolve().then(() => assessBench('test', got, { failIfWorse: 'x' })),
    );
    expect(isSettingsRefusal(refusal) && refusal.problems[0]?.message).toMatch(
      /ev3\.json holds one/,
    );
  });
});
