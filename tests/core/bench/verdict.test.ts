import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BENCH_OPTIONS,
  benchVerdict,
  buildBenchReport,
  compareAgents,
  summarizeAgent,
  type AgentRun,
  type BenchOptions,
  type BenchReport,
} from '../../../src/core/bench/index.js';
import { isRefusal } from '../../../src/core/errors.js';
import { benchmarkOf, ids, runOf } from './helpers.js';

const options: BenchOptions = DEFAULT_BENCH_OPTIONS;
const tasks = ids(10);
const bm = benchmarkOf(tasks);
const all = (letters: string): Record<string, string> =>
  Object.fromEntries(tasks.map((t) => [t, letters]));

function report(
  command: 'test' | 'compare',
  runs: AgentRun[],
  o: BenchOptions = options,
): BenchReport {
  return buildBenchReport({
    command,
    benchmark: bm,
    runs,
    options: o,
    evidenceDigest: 'e'.repeat(64),
  });
}

function refusalCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return e.code;
    throw e;
  }
  return 'none';
}

describe('bench test: the exit code', () => {
  it('is 0 when every attempt passes', () => {
    const r = report('test', [runOf('A', all('ppp'))]);
    expect(r.verdict.exitCode).toBe(0);
    expect(r.verdict.findings).toHaveLength(1);
    expect(r.verdict.findings[0]).toMatchObject({
      id: 'agent:A',
      outcome: 'passed',
      gates: false,
      exitCode: 0,
    });
    expect(r.verdict.findings[0]?.text).toContain(
      'every one of 30 attempts passed on 10 tasks × 3 runs',
    );
    expect(r.verdict.headline).toContain('every attempt passed');
    expect(r.comparison.tieGroups).toEqual([['A']]);
    expect(r.comparison.pairs).toEqual([]);
    expect(r.runs).toBe(3);
  });

  it('is 1 with failures, and 1 with errors alone, which are reported apart from failures', () => {
    const failed = report('test', [runOf('A', { ...all('ppp'), t01: 'ppf' })]);
    expect(failed.verdict.exitCode).toBe(1);
    expect(failed.verdict.findings[0]).toMatchObject({
      outcome: 'failed',
      gates: true,
      exitCode: 1,
    });
    const errored = report('test', [runOf('A', { ...all('ppp'), t01: 'ppe' })]);
    expect(errored.verdict.exitCode).toBe(1);
    expect(errored.verdict.findings[0]?.outcome).toBe('errored');
    expect(errored.verdict.findings[0]?.text).toContain('no attempt failed');
    expect(errored.comparison.agents[0]?.failed).toBe(0);
  });

  it('is 2 when collection stopped before every planned attempt', () => {
    const r = report('test', [runOf('A', { t01: 'pf' }, { complete: false })]);
    expect(r.verdict.exitCode).toBe(2);
    expect(r.verdict.findings[0]).toMatchObject({
      outcome: 'incomplete',
      gates: true,
      exitCode: 2,
    });
  });

  it('takes exactly one agent', () => {
    expect(refusalCode(() => report('test', [runOf('A', all('p')), runOf('B', all('p'))]))).toBe(
      'bench.agents',
    );
    expect(refusalCode(() => report('compare', [runOf('A', all('p'))]))).toBe('bench.agents');
  });
});

describe('bench compare: the exit code and the findings', () => {
  const strong = runOf('A', { ...all('ppp'), t10: 'fff' });
  const weak = runOf('B', { ...all('fff'), t10: 'ppf' });

  it('is 0 when it completes, even when one agent is better, with one finding per agent and per pair', () => {
    const r = report('compare', [strong, weak]);
    expect(r.verdict.exitCode).toBe(0);
    expect(r.verdict.findings.map((f) => [f.id, f.outcome])).toEqual([
      ['agent:A', 'failed'],
      ['agent:B', 'failed'],
      ['pair:A:B', 'completed'],
    ]);
    expect(r.verdict.findings.every((f) => !f.gates && f.exitCode === 0)).toBe(true);
    expect(r.verdict.findings[2]?.text).toMatch(
      /^A is better than B by 0\.83 in pass rate at 10 tasks × 3 runs/,
    );
    expect(r.verdict.headline).toContain('A > B');
  });

  it('is 1 when the agent that must not be worse is significantly worse, 0 when it is the better one', () => {
    const r = report('compare', [strong, weak], { ...options, failIfWorse: 'B' });
    expect(r.verdict.exitCode).toBe(1);
    expect(r.verdict.findings[2]).toMatchObject({ outcome: 'worse', gates: true, exitCode: 1 });
    expect(r.verdict.headline).toContain('B is significantly worse');
    expect(
      report('compare', [strong, weak], { ...options, failIfWorse: 'A' }).verdict.exitCode,
    ).toBe(0);
  });

  it('refuses a failIfWorse that names no agent', () => {
    expect(
      refusalCode(() => report('compare', [strong, weak], { ...options, failIfWorse: 'C' })),
    ).toBe('bench.fail-if-worse');
  });

  it('is 2 when a collection is incomplete, which wins over worse', () => {
    const stopped = { ...weak, complete: false };
    const r = report('compare', [strong, stopped], { ...options, failIfWorse: 'B' });
    expect(r.verdict.exitCode).toBe(2);
  });

  it('says "no detectable difference" with the smallest difference it could detect', () => {
    const same = all('ppf');
    const r = report('compare', [runOf('A', same), runOf('B', same)], {
      ...options,
      difference: 0.2,
    });
    const pair = r.verdict.findings[2];
    expect(pair?.text).toMatch(
      /^A vs B: no detectable difference at 10 tasks × 3 runs .*the smallest difference this could detect is 0\.\d\d\./,
    );
    expect(r.verdict.headline).toContain('no detectable difference between A and B');
    expect(r.verdict.headline).toContain('to detect a difference of 0.20');
    expect(r.verdict.exitCode).toBe(0);
  });

  it('benchVerdict decides from the comparison alone', () => {
    const s = [strong, weak].map((r) => summarizeAgent(bm, r, options));
    const c = compareAgents(s, options);
    expect(benchVerdict('compare', c, options)).toEqual(report('compare', [strong, weak]).verdict);
  });

  it('keeps every attempt per agent, in benchmark then run order', () => {
    const shuffled: AgentRun = { ...strong, attempts: [...strong.attempts].reverse() };
    const r = report('compare', [shuffled, weak]);
    const a = r.attempts.A ?? [];
    expect(a.slice(0, 4).map((x) => `${x.task}#${x.run}`)).toEqual([
      't01#1',
      't01#2',
      't01#3',
      't02#1',
    ]);
    expect(Object.keys(r.attempts)).toEqual(['A', 'B']);
  });
});
