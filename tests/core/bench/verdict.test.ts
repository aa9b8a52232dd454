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
import { renderBench } from '../../../src/render/bench/index.js';
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
    // One gate finding, its subject the agent that must not be worse (what the reports look up).
    expect(r.verdict.findings[2]).toMatchObject({ id: 'pair:A:B', gates: false });
    expect(r.verdict.findings[3]).toMatchObject({
      id: 'fail-if-worse',
      subject: 'B',
      outcome: 'worse',
      gates: true,
      exitCode: 1,
    });
    expect(r.verdict.findings[3]?.text).toMatch(/^B is significantly worse than A .*Next: /);
    expect(r.verdict.headline).toContain('B is significantly worse');
    const fine = report('compare', [strong, weak], { ...options, failIfWorse: 'A' });
    expect(fine.verdict.exitCode).toBe(0);
    expect(fine.verdict.findings[3]).toMatchObject({
      id: 'fail-if-worse',
      subject: 'A',
      outcome: 'passed',
      gates: false,
    });
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
      /^A and B are tied: the same pass rate on every one of 10 paired tasks at 10 tasks × 3 runs .*a true difference smaller than 0\.\d\d could still go unseen, so add tasks/,
    );
    expect(r.verdict.headline).toContain('A and B are tied');
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

/** 15 tasks like the bundled benchmark: `fails` of them fail every run. */
const fifteen = ids(15);
const bm15 = benchmarkOf(fifteen);
function agent15(name: string, fails: number, runs = 2, errorLast = false): AgentRun {
  return runOf(
    name,
    Object.fromEntries(
      fifteen.map((t, i) => [
        t,
        (errorLast && i === 14 ? 'e' : i < fails ? 'f' : 'p').repeat(runs),
      ]),
    ),
  );
}
function report15(runs: AgentRun[], o: BenchOptions = options): BenchReport {
  return buildBenchReport({
    command: runs.length === 1 ? 'test' : 'compare',
    benchmark: bm15,
    runs,
    options: o,
    evidenceDigest: 'e'.repeat(64),
  });
}

describe('the words of a pair agree with its interval', () => {
  it('says "significant on its own but not after adjusting" when the interval excludes 0 but Holm does not call it', () => {
    // good and py pass everything; weak fails 6 tasks on every run and errors on one.
    const r = report15([agent15('good', 0), agent15('weak', 6, 2, true), agent15('py', 0)]);
    const gw = r.comparison.pairs[0];
    expect(gw).toMatchObject({ a: 'good', b: 'weak', verdict: 'no-detectable-difference' });
    expect(gw?.interval.low).toBeGreaterThan(0);
    expect(gw?.p).toBe(2 / 64);
    expect(gw?.pAdjusted).toBeGreaterThanOrEqual(0.05);
    const text = r.verdict.findings.find((f) => f.id === 'pair:good:weak')?.text ?? '';
    expect(text).toMatch(
      /^good vs weak: significant on its own but not after adjusting for the 3 pairs compared, so the two are not separated/,
    );
    expect(text).toContain('p = 0.031; Holm-adjusted for 3 pairs, p = 0.094');
    expect(text).toContain('Next: compare good and weak alone on fresh runs');
    expect(text).not.toContain('no detectable difference');
    expect(r.verdict.headline).toContain(
      'good vs weak and weak vs py differ on their own but not after adjusting for 3 pairs',
    );
    // Every pair whose interval excludes 0 without a call says why in words.
    for (const p of r.comparison.pairs) {
      const words = r.verdict.findings.find((f) => f.id === `pair:${p.a}:${p.b}`)?.text ?? '';
      if (p.verdict === 'no-detectable-difference' && (p.interval.low > 0 || p.interval.high < 0))
        expect(words).toMatch(/not after adjusting|rests on a normal approximation/);
    }
  });

  it('says too small to tell, never no detectable difference, where the exact test cannot reach α (4 tasks, all won)', () => {
    const four = ids(4);
    const bm4 = benchmarkOf(four);
    const r = buildBenchReport({
      command: 'compare',
      benchmark: bm4,
      runs: [
        runOf('A', Object.fromEntries(four.map((t) => [t, 'ppp']))),
        runOf('B', Object.fromEntries(four.map((t) => [t, 'fff']))),
      ],
      options,
      evidenceDigest: 'e'.repeat(64),
    });
    const p = r.comparison.pairs[0];
    expect(p).toMatchObject({ p: 2 / 16, verdict: 'no-detectable-difference' });
    expect(p?.interval.low).toBeGreaterThan(0);
    expect(p?.reachable).toBe(false);
    expect(p?.minimumDetectable).toBe(1);
    const text = r.verdict.findings[2]?.text ?? '';
    expect(text).toMatch(/^A vs B: too small to tell at 4 tasks × 3 runs /);
    expect(text).not.toContain('no detectable difference');
    expect(r.verdict.headline).toMatch(/^too small to tell: /);
    expect(r.verdict.headline).not.toContain('no detectable difference');
    expect(text).toContain(
      'Next: add tasks: the two differ on only 4 tasks, and on so few the paired test cannot reach p below 0.05 however large the difference (it needs at least 6 to differ)',
    );
  });

  it('a better agent: what to prefer and how small the difference could be', () => {
    const r = report15([agent15('good', 0, 3), agent15('weak', 6, 3, true)]);
    expect(r.verdict.findings[2]?.text).toMatch(
      /^good is better than weak by 0\.43 .*paired sign-flip test p = 0\.031\)\. Prefer good; the true difference could be as small as 0\.\d\d\. 1 task scored on one side only was left out of the pairing\.$/,
    );
    expect(r.verdict.headline).toBe('ranked in 2 groups, best first: good > weak; prefer good.');
  });

  it('a fail-if-worse gate that passes only thanks to the adjustment says so', () => {
    const r = report15([agent15('good', 0), agent15('weak', 6, 2, true), agent15('py', 0)], {
      ...options,
      failIfWorse: 'weak',
    });
    expect(r.verdict.exitCode).toBe(0);
    const gate = r.verdict.findings.find((f) => f.id === 'fail-if-worse');
    expect(gate).toMatchObject({ subject: 'weak', outcome: 'passed', gates: false });
    expect(gate?.text).toContain(
      'But weak is lower than good (p = 0.031 alone, = 0.094 adjusted) and py',
    );
  });
});

describe('every headline and finding says what to do next', () => {
  it('bench test with failures names the tasks, failing every run or some, and the errors', () => {
    const r = report15([
      runOf('A', {
        ...Object.fromEntries(fifteen.map((t) => [t, 'ppp'])),
        t01: 'fff',
        t02: 'pfp',
        t03: 'ppe',
      }),
    ]);
    const text = r.verdict.findings[0]?.text ?? '';
    expect(text).toContain(
      'Next: 1 task failed on every run (t01): a wrong answer to fix in the agent or its prompt; 1 task failed on some runs only (t02): the agent is unreliable there; fix it, then rerun with more runs to confirm; 1 task gave no valid output at least once (t03)',
    );
    expect(r.verdict.headline).toMatch(
      /Fix the 3 tasks that did not pass every attempt \(listed below, outputs in the per-task table\) and rerun\.$/,
    );
    const passed = report15([agent15('A', 0)]);
    expect(passed.verdict.headline).toMatch(/Nothing to fix\.$/);
    expect(passed.verdict.findings[0]?.text).toContain('so add tasks to narrow the interval');
  });

  it('every finding of a test with failures and of compares of 2 and 3 agents has a next step', () => {
    const reports = [
      report15([agent15('weak', 6, 3, true)]),
      report15([agent15('good', 0, 3), agent15('weak', 6, 3, true)]),
      report15([agent15('good', 0), agent15('weak', 6, 2, true), agent15('py', 0)]),
      report15([agent15('a', 0), agent15('b', 0)]),
    ];
    const next =
      /Next: |Prefer |Nothing to fix|add tasks|treat them as equal|Treat them as equal|prefer |Fix the /;
    for (const r of reports) {
      expect(r.verdict.headline).toMatch(next);
      for (const f of r.verdict.findings) expect(f.text).toMatch(next);
    }
  });
});

describe('the JUnit report marks exactly the pair whose worse side fails the gate', () => {
  it('with three agents and failIfWorse B: A vs B fails; A vs C (C worse) and B vs C do not', () => {
    const twelve = ids(12);
    const bm12 = benchmarkOf(twelve);
    const of = (name: string, fails: number): AgentRun =>
      runOf(name, Object.fromEntries(twelve.map((t, i) => [t, i < fails ? 'fff' : 'ppp'])));
    const r = buildBenchReport({
      command: 'compare',
      benchmark: bm12,
      runs: [of('A', 0), of('B', 7), of('C', 12)],
      options: { ...options, failIfWorse: 'B' },
      evidenceDigest: 'e'.repeat(64),
    });
    expect(r.comparison.pairs.map((p) => [p.a, p.b, p.verdict])).toEqual([
      ['A', 'B', 'a-better'],
      ['A', 'C', 'a-better'],
      ['B', 'C', 'no-detectable-difference'],
    ]);
    expect(r.verdict.exitCode).toBe(1);
    const xml = renderBench('junit', r);
    const pairs = xml.slice(xml.indexOf('<testsuite name="agentverity bench: pairs"'));
    const cases = pairs
      .split('<testcase ')
      .slice(1)
      .map((c) => ({
        name: /^name="([^"]*)"/.exec(c)?.[1],
        failed: c.slice(0, c.indexOf('</testcase>')).includes('<failure'),
      }));
    expect(cases).toEqual([
      { name: 'A vs B', failed: true },
      { name: 'A vs C', failed: false },
      { name: 'B vs C', failed: false },
    ]);
    expect(pairs).toContain('B is significantly worse than A');
    // Without the option nothing fails, whatever the verdicts.
    const free = renderBench('junit', {
      ...r,
      verdict: benchVerdict('compare', r.comparison, options),
    });
    expect(free.slice(free.indexOf('agentverity bench: pairs'))).not.toContain('<failure');
  });
});

describe('the headline k of a comparison', () => {
  it('is one k for every agent: the fewest scored runs of any task of any agent', () => {
    // A: every task scored 3 times; B: one task has an error, so 2 scored runs there.
    const a = runOf('A', all('ppp'));
    const b = runOf('B', { ...all('ppp'), [tasks[0] as string]: 'ppe' });
    const r = report('compare', [a, b]);
    expect(r.comparison.agents.map((s) => s.k)).toEqual([2, 2]);
    // Alone, A's headline k would be 3.
    expect(report('test', [a]).comparison.agents[0]?.k).toBe(3);
  });

  it('is the k the user named, for every agent', () => {
    const a = runOf('A', all('ppp'));
    const b = runOf('B', all('ppf'));
    const r = report('compare', [a, b], { ...options, k: 1 });
    expect(r.comparison.agents.map((s) => s.k)).toEqual([1, 1]);
  });
});

describe('bench compare: a gate that cannot fail says so', () => {
  const four = ids(4);
  const bm4 = benchmarkOf(four);
  const on4 = (name: string, letters: (i: number) => string): AgentRun =>
    runOf(name, Object.fromEntries(four.map((t, i) => [t, letters(i)])));
  const at4 = (runs: AgentRun[], o: BenchOptions): BenchReport =>
    buildBenchReport({
      command: 'compare',
      benchmark: bm4,
      runs,
      options: o,
      evidenceDigest: 'e'.repeat(64),
    });

  it('exits 2 at 4 single-run tasks, even with B failing every task A passes', () => {
    const r = at4([on4('A', () => 'p'), on4('B', () => 'f')], { ...options, failIfWorse: 'B' });
    expect(r.verdict.exitCode).toBe(2);
    const gate = r.verdict.findings.find((f) => f.id === 'fail-if-worse');
    expect(gate).toMatchObject({ subject: 'B', gates: true, exitCode: 2, outcome: 'incomplete' });
    expect(gate?.text).toMatch(/too small to tell whether B is worse than A/);
    expect(gate?.text).toContain('smallest possible p = 0.063');
    expect(r.verdict.headline).toContain('too small to tell');
    expect(r.verdict.headline).not.toContain('no detectable difference');
  });

  it('exits 2 with the sign-flip test at 4 tasks × 3 runs (smallest p 2/16)', () => {
    const r = at4([on4('A', () => 'ppp'), on4('B', () => 'ppf')], {
      ...options,
      failIfWorse: 'B',
    });
    expect(r.verdict.exitCode).toBe(2);
    expect(r.verdict.findings.find((f) => f.id === 'fail-if-worse')?.text).toContain(
      'paired sign-flip',
    );
  });

  it('still passes at 10 tasks where the test can reach α', () => {
    const r = report('compare', [runOf('A', all('ppf')), runOf('B', all('ppf'))], {
      ...options,
      failIfWorse: 'B',
    });
    expect(r.verdict.exitCode).toBe(0);
  });
});
