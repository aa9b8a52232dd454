import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BENCH_OPTIONS,
  studentQuantile,
  summarizeAgent,
  wilson,
  type BenchOptions,
} from '../../../src/core/index.js';
import { isRefusal } from '../../../src/core/errors.js';
import { bootstrapMeans } from '../../../src/core/bench/estimators.js';
import { kishEffective, wilsonOfMean } from '../../../src/core/bench/summary.js';
import { benchmarkOf, ids, runOf } from './helpers.js';

const options: BenchOptions = DEFAULT_BENCH_OPTIONS;

function refusal(fn: () => unknown): {
  code: string;
  message: string;
  setting: string | undefined;
} {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return { code: e.code, message: e.message, setting: e.setting };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('summarizeAgent', () => {
  it('never counts an error as a fail: pass rate over scored runs, reliability over attempts', () => {
    const s = summarizeAgent(benchmarkOf(['a', 'b']), runOf('A', { a: 'pe', b: 'pf' }), options);
    expect([s.passed, s.failed, s.errored, s.attempts]).toEqual([2, 1, 1, 4]);
    const a = s.perTask[0];
    expect([a?.passes, a?.fails, a?.errors, a?.passRate]).toEqual([1, 0, 1, 1]);
    expect(s.perTask[1]?.passRate).toBe(0.5);
    expect(s.reliability.value).toBe(0.5);
    expect(s.errorRate).toBe(0.25);
    // k is the smallest scored runs: task a has one scored run.
    expect(s.k).toBe(1);
    expect(s.perTask[0]?.passHatK).toBe(1);
  });

  it('a task with only errors has no pass rate and leaves pass^k, not the whole summary', () => {
    const s = summarizeAgent(benchmarkOf(['a', 'b']), runOf('A', { a: 'ee', b: 'pp' }), options);
    expect(s.perTask[0]?.passRate).toBeNull();
    expect(s.perTask[0]?.passHatK).toBeNull();
    expect(s.k).toBe(2);
    expect(s.passHatK.map((p) => p.value)).toEqual([1, 1]);
  });

  it('refuses a k above the smallest scored runs of any task, naming the task', () => {
    const bm = benchmarkOf(['a', 'b', 'c']);
    const r = refusal(() =>
      summarizeAgent(bm, runOf('A', { a: 'ppp', b: 'pfe', c: 'ppp' }), { ...options, k: 3 }),
    );
    expect(r.code).toBe('bench.k-too-large');
    expect(r.setting).toBe('k');
    expect(r.message).toContain('"b" has 2');
    expect(
      summarizeAgent(bm, runOf('A', { a: 'ppp', b: 'pfe', c: 'ppp' }), { ...options, k: 2 }).k,
    ).toBe(2);
  });

  it('gives pass^k and pass@k for k = 1 … kMax with the headline k per task', () => {
    const s = summarizeAgent(benchmarkOf(['a', 'b']), runOf('A', { a: 'ppf', b: 'pfff' }), {
      ...options,
      k: 2,
    });
    expect(s.passHatK.map((p) => p.k)).toEqual([1, 2, 3]);
    // a: n=3, c=2; b: n=4, c=1.
    expect(s.passHatK[1]?.value).toBeCloseTo((1 / 3 + 0) / 2, 12);
    expect(s.passAtK[1]?.value).toBeCloseTo((1 + (1 - 3 / 6)) / 2, 12);
    expect(s.perTask[0]?.passHatK).toBeCloseTo(1 / 3, 12);
    expect(s.perTask[1]?.passAtK).toBeCloseTo(0.5, 12);
  });

  it('bootstraps over tasks reproducibly: the same seed gives the same interval, another seed another', () => {
    const t = ids(15);
    const outcomes = Object.fromEntries(
      t.map((id, i) => [id, ['ppp', 'ppf', 'pff', 'fff', 'pfp'][i % 5] as string]),
    );
    const bm = benchmarkOf(t);
    const one = summarizeAgent(bm, runOf('A', outcomes), { ...options, seed: 11 });
    const again = summarizeAgent(bm, runOf('A', outcomes), { ...options, seed: 11 });
    const other = summarizeAgent(bm, runOf('A', outcomes), { ...options, seed: 12 });
    expect(again.passHatK).toEqual(one.passHatK);
    expect(again.passAtK).toEqual(one.passAtK);
    expect(other.passHatK.map((p) => p.value)).toEqual(one.passHatK.map((p) => p.value));
    for (const p of one.passHatK) {
      expect(p.low).toBeLessThanOrEqual(p.value);
      expect(p.high).toBeGreaterThanOrEqual(p.value);
    }
    // The bootstrap itself (before the Wilson floor) moves with the seed.
    const sums = [t.map((_, i) => [1, 2 / 3, 1 / 3, 0, 2 / 3][i % 5] as number)];
    const sizes = t.map(() => 1);
    expect(bootstrapMeans(sums, sizes, { ...options, seed: 11 })).toEqual(
      bootstrapMeans(sums, sizes, { ...options, seed: 11 }),
    );
    expect(bootstrapMeans(sums, sizes, { ...options, seed: 12 })).not.toEqual(
      bootstrapMeans(sums, sizes, { ...options, seed: 11 }),
    );
  });

  it('never gives pass^k or pass@k an interval narrower than Wilson over tasks (all pass: not [1, 1])', () => {
    const t = ids(15);
    const bm = benchmarkOf(t);
    const all = summarizeAgent(
      bm,
      runOf('A', Object.fromEntries(t.map((id) => [id, 'ppp']))),
      options,
    );
    const floor = wilson(15, 15);
    expect(floor.low).toBeCloseTo(0.796, 3);
    for (const curve of [all.passHatK, all.passAtK]) {
      for (const p of curve) {
        expect(p.value).toBe(1);
        expect(p.low).toBeCloseTo(floor.low, 12);
        expect(p.high).toBe(1);
      }
    }
    const none = summarizeAgent(
      bm,
      runOf('A', Object.fromEntries(t.map((id) => [id, 'fff']))),
      options,
    );
    for (const p of [...none.passHatK, ...none.passAtK]) {
      expect([p.value, p.low]).toEqual([0, 0]);
      expect(p.high).toBeCloseTo(wilson(0, 15).high, 12);
    }
    // Every task at the same fractional value: the bootstrap is a point, the floor is not.
    const half = summarizeAgent(
      bm,
      runOf('A', Object.fromEntries(t.map((id) => [id, 'pf']))),
      options,
    );
    const p1 = half.passHatK[0];
    expect(p1?.value).toBe(0.5);
    expect(p1?.high).toBeGreaterThan(p1?.low ?? 1);
    expect(p1?.low).toBeCloseTo(wilsonOfMean(0.5, 15, 1.96).low, 12);
  });

  it("floors pass^k over Kish's effective number of clusters when tasks declare clusters", () => {
    const t = ids(15);
    const bm = {
      ...benchmarkOf(t),
      tasks: benchmarkOf(t).tasks.map((x, i) => ({ ...x, cluster: `c${i % 5}` })),
    };
    const s = summarizeAgent(
      bm,
      runOf('A', Object.fromEntries(t.map((id) => [id, 'pp']))),
      options,
    );
    expect(kishEffective([3, 3, 3, 3, 3])).toBe(5);
    expect(kishEffective([1, 1, 1])).toBe(3);
    expect(kishEffective([4, 1, 1])).toBeCloseTo(36 / 18, 12);
    expect(s.passHatK[1]?.low).toBeCloseTo(wilson(5, 5).low, 12);
    expect(s.passHatK[1]?.high).toBe(1);
  });

  it('gives a Wilson interval over attempts and a clustered t interval over tasks', () => {
    const s = summarizeAgent(
      benchmarkOf(['a', 'b', 'c', 'd']),
      runOf('A', { a: 'pp', b: 'pf', c: 'ff', d: 'pp' }),
      options,
    );
    expect(s.reliability.wilson).toEqual(wilson(5, 8));
    // Task means 1, .5, 0, 1: SE = √(Var/n), interval mean ± t_3 · SE.
    const means = [1, 0.5, 0, 1];
    const mean = 0.625;
    const variance = means.reduce((acc, m) => acc + (m - mean) ** 2, 0) / 3;
    expect(s.reliability.cluster.se).toBeCloseTo(Math.sqrt(variance / 4), 12);
    expect(s.reliability.cluster.low).toBeCloseTo(
      Math.max(0, mean - studentQuantile(0.975, 3) * Math.sqrt(variance / 4)),
      8,
    );
    expect(s.reliability.cluster.high).toBe(1);
  });

  it('never gives a clustered interval narrower than Wilson (every task alike has a clustered SE of 0)', () => {
    const t = ids(10);
    const s = summarizeAgent(
      benchmarkOf(t),
      runOf('A', Object.fromEntries(t.map((id) => [id, 'ppf']))),
      options,
    );
    expect(s.reliability.cluster.se).toBeCloseTo(0, 12);
    expect(s.reliability.cluster.low).toBe(s.reliability.wilson.low);
    expect(s.reliability.cluster.high).toBe(s.reliability.wilson.high);
  });

  it('treats tasks sharing a declared cluster as one unit', () => {
    const bm = {
      ...benchmarkOf(['a', 'b', 'c', 'd']),
      tasks: benchmarkOf(['a', 'b', 'c', 'd']).tasks.map((t, i) => ({
        ...t,
        cluster: i < 2 ? 'x' : 'y',
      })),
    };
    const s = summarizeAgent(bm, runOf('A', { a: 'p', b: 'p', c: 'f', d: 'f' }), options);
    // Two clusters of means 1 and 0: SE = √(2/1 · (1² + 1²)) / 4 = 0.5.
    expect(s.reliability.cluster.se).toBeCloseTo(0.5, 12);
    expect(s.reliability.cluster).toMatchObject({ low: 0, high: 1 });
    expect(s.perTask[0]?.cluster).toBe('x');
  });

  it('measures consistency on exact bytes, errors excluded, and latency p50/p95', () => {
    const s = summarizeAgent(
      benchmarkOf(['a', 'b']),
      runOf(
        'A',
        { a: 'ppfe', b: 'ppp' },
        { outputs: { a: ['Yes', 'Yes', 'yes'], b: ['1', '1', '1 '] }, ms: 100 },
      ),
      options,
    );
    expect(s.perTask[0]?.consistency).toBeCloseTo(2 / 3, 12);
    expect(s.perTask[0]?.topOutput).toBe('Yes');
    expect(s.perTask[1]?.consistency).toBeCloseTo(2 / 3, 12);
    expect(s.consistency).toBeCloseTo(2 / 3, 12);
    // ms: 100, 101, 102, 103, 100, 101, 102 → sorted 100,100,101,101,102,102,103.
    expect(s.latency).toEqual({ count: 7, p50: 101, p95: 102.7, min: 100, max: 103 });
  });

  it('runs the flip-rate meter on tasks that declare a decision, null when none does', () => {
    const plain = summarizeAgent(benchmarkOf(['a']), runOf('A', { a: 'pp' }), options);
    expect(plain.decisions).toBeNull();
    const bm = benchmarkOf(['a', 'b'], { decision: true });
    const s = summarizeAgent(
      bm,
      runOf(
        'A',
        { a: 'pfpp', b: 'ppe' },
        { outputs: { a: ['yes', 'no ', 'yes', ' yes'], b: ['x', 'x'] } },
      ),
      options,
    );
    // Pairs (1,2) and (3,4) of a: one flip; b: (1,2) no flip, run 3 unpaired.
    expect(s.decisions).toMatchObject({ tasks: 2, pairs: 3, flips: 1, call: 'stochastic' });
    // Wilson's lower bound for 1 flip in 3 pairs is 0.061 > ε = 0.05: the meter's call.
    expect(s.decisions?.ciLow).toBeCloseTo(wilson(1, 3).low, 12);
  });

  it('refuses attempts the benchmark cannot hold and runs of another benchmark', () => {
    const bm = benchmarkOf(['a']);
    expect(refusal(() => summarizeAgent(bm, runOf('A', { z: 'p' }), options)).code).toBe(
      'bench.attempt',
    );
    const twice = runOf('A', { a: 'p' });
    expect(
      refusal(() =>
        summarizeAgent(bm, { ...twice, attempts: [...twice.attempts, ...twice.attempts] }, options),
      ).code,
    ).toBe('bench.attempt');
    expect(
      refusal(() =>
        summarizeAgent(
          bm,
          { ...twice, benchmark: { name: 'other', digest: 'e'.repeat(64) } },
          options,
        ),
      ).code,
    ).toBe('bench.mismatch');
  });
});
