import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assess } from '../../src/core/assess/assess.js';
import { isRefusal } from '../../src/core/errors.js';
import { planSequential } from '../../src/core/stats/sequential.js';
import { baselineContentDigest, parseBaseline } from '../../src/evidence/baseline.js';
import { cli } from '../helpers/cli.js';
import { evidenceOf, times } from '../helpers/evidence.js';
import { routed, writeEvidence } from '../cli/baseline-helpers.js';
import { cliProcess, ROOT, routerEvidence, writeJson } from './helpers.js';

// "Numbers taken on trust from a file": no loop or allocation is sized by a count
// read from a file; every count is checked against the data it describes, and a
// contradiction is a refusal naming the file and the JSON path. Each file goes
// through the real CLI in a child process, so a command that loops fails the test
// (the guard kills it) instead of hanging the worker.

const HUGE = 1e30;
const PAST_2_53 = 2 ** 53 + 2;

function refusedAt(r: Awaited<ReturnType<typeof cliProcess>>, file: string, where: string): void {
  expect(r.killed, 'the command did not end by itself').toBe(false);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(file);
  expect(r.stderr).toContain(where);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('counts in our evidence file', () => {
  for (const [name, value] of [
    ['10^30', HUGE],
    ['just past 2^53', PAST_2_53],
  ] as const) {
    it(`refuses a recorded error count of ${name}, naming the path`, async () => {
      const f = routerEvidence();
      (f.cases[3] as Record<string, unknown>)['errors'] = value;
      const file = writeJson('evidence.json', f);
      const r = await cliProcess(['assess', '--evidence', file]);
      refusedAt(r, file, 'cases[3].errors');
      expect(r.stderr).toMatch(/2\^53 − 1/);
    });
  }

  it('assesses the largest exact error count (2^53 − 1) at once: no loop runs over it', async () => {
    const f = routerEvidence();
    (f.cases[0] as Record<string, unknown>)['errors'] = Number.MAX_SAFE_INTEGER;
    const file = writeJson('evidence.json', f);
    const r = await cliProcess(['assess', '--evidence', file, '--format', 'json']);
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout) as {
      status: string;
      complete: boolean;
      errorCount: number;
      errors: unknown[];
    };
    expect(report.status).toBe('incomplete');
    expect(report.complete).toBe(false);
    expect(report.errorCount).toBe(Number.MAX_SAFE_INTEGER);
    expect(report.errors).toHaveLength(1);
  });

  it('refuses recorded error counts whose sum is past 2^53 − 1, naming the case where it overflows', async () => {
    const f = routerEvidence();
    (f.cases[1] as Record<string, unknown>)['errors'] = Number.MAX_SAFE_INTEGER;
    (f.cases[2] as Record<string, unknown>)['errors'] = 2;
    const file = writeJson('evidence.json', f);
    const r = await cliProcess(['assess', '--evidence', file]);
    refusedAt(r, file, 'cases[2].errors');
    expect(r.stderr).toMatch(/add up to more than/);
  });

  it('refuses a random allocation that says it drew more pairs than any plan draws', async () => {
    const f = routerEvidence();
    f['allocation'] = { kind: 'random', seed: 7, pairs: 1e15 };
    const file = writeJson('evidence.json', f);
    const r = await cliProcess(['assess', '--evidence', file]);
    refusedAt(r, file, 'allocation.pairs');
    expect(r.stderr).toMatch(/10000000 any plan draws/);
  });

  it('refuses a random allocation that drew fewer pairs than the cases hold', async () => {
    const f = routerEvidence();
    f['allocation'] = { kind: 'random', seed: 7, pairs: 3 };
    const file = writeJson('evidence.json', f);
    const r = await cli('assess', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(/allocation\.pairs: the cases hold 84 pairs .* but only 3 were drawn/);
  });

  it('replays a recorded allocation lazily: a contradiction is found at the first draw past what a case holds', () => {
    // 2 inputs whose series are complete: 9,999,999 recorded draws would need ~5M
    // repeats each; the replay stops at the first draw past the two each holds.
    const evidence = {
      ...evidenceOf([
        { input: 'a', obs: times('x', 2) },
        { input: 'b', obs: times('x', 2) },
      ]),
      allocation: { kind: 'random' as const, seed: 7, pairs: 9_999_999 },
    };
    let thrown: unknown;
    try {
      assess(evidence, null, { epsilon: 0.05 });
    } catch (error) {
      thrown = error;
    }
    expect(isRefusal(thrown) && thrown.code).toBe('assess.allocation-record');
    expect(String((thrown as Error).message)).toMatch(/at least 2 of 9999999 pairs/);
  });

  it('refuses a sequential record with more looks than a plan may have (the plan would run for hours)', async () => {
    const f = routerEvidence();
    f['sequential'] = {
      rule: 'declared-checkpoint',
      epsilon: 0.05,
      alpha: 0.05,
      looks: 1_000_000,
      budget: 10_000_000,
      inputs: 12,
      checkpoints: [],
      call: 'undecided',
      pairs: 0,
    };
    const file = writeJson('evidence.json', f);
    const r = await cliProcess(['assess', '--evidence', file]);
    refusedAt(r, file, 'sequential.looks');
    expect(() => planSequential({ epsilon: 0.05, looks: 101, budget: 1000 })).toThrow(
      /at most 100 looks/,
    );
  });

  it('refuses sequential and early-rejection records whose inputs and pairs contradict the cases', async () => {
    const f = routerEvidence();
    f['earlyRejection'] = {
      rule: 'mixture',
      prior: 'uniform',
      epsilon: 0.05,
      alpha: 0.05,
      looks: 'rounds',
      inputs: HUGE,
      rejectedAt: 5000,
    };
    const file = writeJson('evidence.json', f);
    const r = await cli('assess', '--evidence', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(file);
    expect(r.stderr).toMatch(
      /earlyRejection\.inputs: the plan's inputs per round are the cases collected, 12/,
    );
    expect(r.stderr).toContain('earlyRejection.rejectedAt: the test rejected after 5000 pairs');
    expect(r.stderr).toMatch(/the cases hold 84/);
  });
});

describe("counts in the reference's evidence", () => {
  for (const value of [HUGE, PAST_2_53]) {
    it(`refuses errors = ${value}, naming the path`, async () => {
      const f = JSON.parse(
        readFileSync(path.join(ROOT, 'examples/evidence/reference-v2.json'), 'utf8'),
      ) as { cases: Record<string, unknown>[] };
      (f.cases[0] as Record<string, unknown>)['errors'] = value;
      const file = writeJson('reference.json', f);
      const r = await cliProcess(['assess', '--evidence', file]);
      refusedAt(r, file, 'cases[0].errors');
    });
  }
});

describe('counts in a baseline', () => {
  it('refuses a count that is not held exactly, even when the digest was made to match', async () => {
    const { dir, file } = writeEvidence(evidenceOf(routed()));
    const out = path.join(dir, 'base.json');
    const made = await cli('snapshot', '--evidence', file, '--candidate', '--output', out);
    expect(made.code).toBe(0);
    const raw = JSON.parse(made.files.get(out) ?? '') as Record<string, unknown> & {
      entries: Record<string, unknown>[];
    };
    (raw.entries[0] as Record<string, unknown>)['count'] = HUGE;
    (raw.entries[0] as Record<string, unknown>)['observations'] = HUGE;
    raw['contentDigest'] = baselineContentDigest(raw as never);
    let thrown: unknown;
    try {
      parseBaseline(raw, 'base.json');
    } catch (error) {
      thrown = error;
    }
    expect(isRefusal(thrown)).toBe(true);
    expect(String((thrown as Error).message)).toMatch(/entries\[0\]\.count/);
  });
});
