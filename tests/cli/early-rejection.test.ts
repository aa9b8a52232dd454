// `run` declares the early-rejection test by default: a clearly unstable agent is
// called stochastic after a round or two, not after the whole plan; --no-early-rejection
// collects every planned pair; the method and the allocation reach the evidence.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEvidenceFile } from '../../src/evidence/index.js';
import { cliWith, tempDir } from '../helpers/cli.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/agents');

function seeds(n: number): string {
  const file = path.join(tempDir(), 'inputs.txt');
  writeFileSync(file, `${Array.from({ length: n }, (_, i) => `ticket ${i + 1}`).join('\n')}\n`);
  return file;
}

async function run(...argv: string[]) {
  const files = new Map<string, string>();
  const r = await cliWith(
    { cwd: FIXTURES, writeFile: (f, t) => void files.set(path.basename(f), t) },
    'run',
    ...argv,
  );
  const text = files.get('agentverity-evidence.json');
  const evidence =
    text === undefined ? null : parseEvidenceFile(JSON.parse(text), 'e.json').evidence;
  return { ...r, evidence, report: files.get('report.json') };
}

describe('run and early rejection', () => {
  it('stops an agent that flips a coin after the first round, by default', async () => {
    const r = await run(
      '--agent',
      path.join(FIXTURES, 'coin.mjs'),
      '--inputs',
      seeds(6),
      '--relations',
      'none',
      '--output',
      'report.json',
    );
    expect(r.evidence?.earlyRejection?.rule).toBe('mixture');
    const calls = r.evidence?.cases.reduce((s, c) => s + c.observations.length, 0) ?? 0;
    expect(calls).toBeLessThanOrEqual(36); // at most three rounds of 6 pairs; the plan was 156
    const report = JSON.parse(r.report as string) as {
      status: string;
      meter: { call: string; decidedBy?: { rule: string; rejected?: boolean } };
    };
    expect(report.meter.call).toBe('stochastic');
    expect(report.meter.decidedBy).toMatchObject({ rule: 'early-rejection', rejected: true });
    expect(r.stderr).toMatch(/early rejection: stops once the evidence/);
  });

  it('collects every planned pair with --no-early-rejection', async () => {
    const r = await run(
      '--agent',
      path.join(FIXTURES, 'coin.mjs'),
      '--inputs',
      seeds(6),
      '--relations',
      'none',
      '--no-early-rejection',
    );
    expect(r.evidence?.earlyRejection).toBeUndefined();
    const calls = r.evidence?.cases.reduce((s, c) => s + c.observations.length, 0) ?? 0;
    expect(calls).toBe(156);
  });

  it('records the method and a random allocation with its seed', async () => {
    const r = await run(
      '--agent',
      path.join(FIXTURES, 'constant.mjs'),
      '--inputs',
      seeds(100),
      '--relations',
      'none',
      '--method',
      'exact',
      '--allocation',
      'random',
      '--seed',
      '42',
      '--output',
      'report.json',
    );
    expect(r.evidence?.method).toBe('exact');
    expect(r.evidence?.allocation).toEqual({ kind: 'random', seed: 42, pairs: 72 });
    const report = JSON.parse(r.report as string) as {
      meter: { method: string; pairs: number };
      allocation: { exercised: number; unexercised: string[] };
    };
    expect(report.meter).toMatchObject({ method: 'exact', pairs: 72 });
    expect(report.allocation.exercised + report.allocation.unexercised.length).toBe(100);
  });

  it('chooses and records a seed when a random allocation is given none', async () => {
    const r = await run(
      '--agent',
      path.join(FIXTURES, 'constant.mjs'),
      '--inputs',
      seeds(10),
      '--relations',
      'none',
      '--allocation',
      'random',
    );
    expect(r.code).toBe(1); // a constant agent: blind probes, but the run itself completed
    const seed = r.evidence?.allocation?.seed;
    expect(Number.isSafeInteger(seed)).toBe(true);
    // The plan printed before the calls drew with the seed the evidence records.
    expect(r.stderr).toContain(`random allocation (seed ${String(seed)})`);
  });

  it('refuses a seed without random allocation, and k with it', async () => {
    const a = await run(
      '--agent',
      path.join(FIXTURES, 'constant.mjs'),
      '--inputs',
      seeds(3),
      '--seed',
      '1',
    );
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(
      /--seed: a seed is for random allocation only: set --allocation to random/,
    );
    const b = await run(
      '--agent',
      path.join(FIXTURES, 'constant.mjs'),
      '--inputs',
      seeds(3),
      '--allocation',
      'random',
      '--k',
      '4',
    );
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/--k: random allocation draws its pairs in total/);
  });
});
