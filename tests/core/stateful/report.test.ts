import { describe, expect, it } from 'vitest';
import { passHatK } from '../../../src/core/bench/index.js';
import { isRefusal } from '../../../src/core/errors.js';
import { wilson } from '../../../src/core/stats/index.js';
import {
  barStatus,
  bucketsOf,
  buildCasesReport,
  casesToDecide,
  passHatKOf,
  passRateOf,
  stateRepeatability,
  wilsonAt,
  type CaseRun,
  type Criterion,
} from '../../../src/core/stateful/index.js';
import { call, mkCase, mkConfig, mkModel, mkReplay, mkRun } from './helpers.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return e.code;
    throw e;
  }
  return 'none';
}

const DIGEST = 'e'.repeat(64);
const answer = (name: string, bar?: number): Criterion => ({
  type: 'answer',
  name,
  match: 'exact',
  ...(bar === undefined ? {} : { bar }),
});
const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `c${i + 1}`);

/** n cases, `runs` runs each; pass(i, run) says whether the answer is right. */
function answerModel(
  n: number,
  runs: number,
  pass: (i: number, run: number) => boolean,
  criteria: Criterion[],
) {
  const cases = ids(n).map((id) => mkCase(id, { answer: 'ok' }));
  const rs: CaseRun[] = [];
  cases.forEach((c, i) => {
    for (let r = 1; r <= runs; r++) rs.push(mkRun(c.id, r, { answer: pass(i, r) ? 'ok' : 'no' }));
  });
  return mkModel(cases, rs, mkConfig(criteria, { runs }));
}

describe('bars', () => {
  const w5 = wilson(5, 5);
  const w0 = wilson(0, 5);

  it('pass when the lower bound equals the bar, and are undecided just above it', () => {
    const at = buildCasesReport(
      answerModel(5, 1, () => true, [answer('x', w5.low)]),
      { evidenceDigest: DIGEST },
    );
    expect(at.criteria[0]?.status).toBe('passed');
    expect(at.exitCode).toBe(0);
    const above = buildCasesReport(
      answerModel(5, 1, () => true, [answer('x', w5.low + 1e-12)]),
      { evidenceDigest: DIGEST },
    );
    expect(above.criteria[0]?.status).toBe('insufficient_evidence');
    expect(above.exitCode).toBe(2);
  });

  it('fail when the upper bound is below the bar, and are undecided when it equals it', () => {
    const at = buildCasesReport(
      answerModel(5, 1, () => false, [answer('x', w0.high)]),
      { evidenceDigest: DIGEST },
    );
    expect(at.criteria[0]?.status).toBe('insufficient_evidence');
    const above = buildCasesReport(
      answerModel(5, 1, () => false, [answer('x', w0.high + 1e-12)]),
      { evidenceDigest: DIGEST },
    );
    expect(above.criteria[0]?.status).toBe('failed');
    expect(above.exitCode).toBe(1);
  });

  it('never call a small all-pass run a pass of a high bar', () => {
    const r = buildCasesReport(
      answerModel(2, 1, () => true, [answer('x', 0.5)]),
      { evidenceDigest: DIGEST },
    );
    expect(r.criteria[0]?.status).toBe('insufficient_evidence');
    expect(barStatus({ low: 0.5, high: 0.9 }, 0.5)).toBe('passed');
    expect(barStatus({ low: 0.1, high: 0.5 }, 0.5)).toBe('insufficient_evidence');
    expect(barStatus({ low: 0.1, high: 0.49 }, 0.5)).toBe('failed');
  });

  it('say how many more cases would decide them, and that number does decide', () => {
    const model = answerModel(5, 1, () => true, [answer('x', 0.8)]);
    const r = buildCasesReport(model, { evidenceDigest: DIGEST });
    const units = ids(5).map((id) => ({ cluster: id, passed: true }));
    const more = casesToDecide(units, 1, 0.8, 0.95, true) as number;
    expect(more).toBeGreaterThan(0);
    expect(r.findings[0]?.text).toContain(`${more} more cases passing every run would clear it`);
    expect(wilson(5 + more, 5 + more).low).toBeGreaterThanOrEqual(0.8);
    expect(wilson(5 + more - 1, 5 + more - 1).low).toBeLessThan(0.8);
    const bigger = buildCasesReport(
      answerModel(5 + more, 1, () => true, [answer('x', 0.8)]),
      { evidenceDigest: DIGEST },
    );
    expect(bigger.criteria[0]?.status).toBe('passed');
    // A bar of 1 can never be cleared.
    expect(casesToDecide(units, 1, 1, 0.95, true)).toBeNull();
  });

  it('without a bar: passed when every judged run passed, failed when any failed', () => {
    expect(
      buildCasesReport(
        answerModel(3, 1, () => true, [answer('x')]),
        { evidenceDigest: DIGEST },
      ).criteria[0]?.status,
    ).toBe('passed');
    const one = buildCasesReport(
      answerModel(3, 1, (i) => i !== 1, [answer('x')]),
      { evidenceDigest: DIGEST },
    );
    expect(one.criteria[0]?.status).toBe('failed');
    expect(one.criteria[0]?.reason).toContain('1 of 3 judged case runs failed');
    expect(one.criteria[0]?.reason).toContain('case "c2" run 1');
  });

  it('refuse a bar outside 0 to 1', () => {
    expect(
      code(() =>
        buildCasesReport(
          answerModel(1, 1, () => true, [answer('x', 1.5)]),
          { evidenceDigest: DIGEST },
        ),
      ),
    ).toBe('stateful.criterion');
  });
});

describe('pass rate and pass^k', () => {
  it('uses Wilson for independent single runs and the cluster-aware interval when runs repeat', () => {
    const one = buildCasesReport(
      answerModel(10, 1, (i) => i < 7, [answer('x')]),
      { evidenceDigest: DIGEST },
    );
    const w = wilson(7, 10);
    expect(one.criteria[0]?.passRate).toEqual({
      value: 0.7,
      low: w.low,
      high: w.high,
      method: 'wilson',
    });
    const three = buildCasesReport(
      answerModel(10, 3, (i) => i < 7, [answer('x')]),
      { evidenceDigest: DIGEST },
    );
    const rate = three.criteria[0]?.passRate;
    expect(rate?.method).toBe('cluster');
    expect(rate?.value).toBeCloseTo(0.7, 12);
    // Whole cases pass or fail together, so the clustered interval is wider than Wilson over 30 runs.
    const w30 = wilson(21, 30);
    expect(rate?.low).toBeLessThan(w30.low);
    expect(rate?.high).toBeGreaterThan(w30.high);
  });

  it('an all-pass run of 20 cases × 3 runs is as sure as 20 cases, not 60 independent runs', () => {
    const r = buildCasesReport(
      answerModel(20, 3, () => true, [answer('x')]),
      { evidenceDigest: DIGEST },
    );
    const rate = r.criteria[0]?.passRate;
    expect(rate?.method).toBe('cluster');
    expect(rate?.low).toBeCloseTo(wilson(20, 20).low, 12);
    expect(rate?.low).toBeLessThan(wilson(60, 60).low);
  });

  it('cases sharing a cluster make it cluster-aware even with one run', () => {
    const r = passRateOf(
      [
        { cluster: 'a', passed: true },
        { cluster: 'a', passed: true },
        { cluster: 'b', passed: false },
      ],
      0.95,
    );
    expect(r?.method).toBe('cluster');
    expect(passRateOf([], 0.95)).toBeNull();
  });

  it('pass^k is the unbiased C(c,k)/C(n,k) averaged over cases, k = runs', () => {
    // c1: 3/3 → 1; c2: 2/3 → 0; c3: 3/3 → 1; c4: 1/3 → 0.
    const passes = [3, 2, 3, 1];
    const model = answerModel(4, 3, (i, run) => run <= (passes[i] as number), [answer('x')]);
    const r = buildCasesReport(model, { evidenceDigest: DIGEST });
    expect(r.criteria[0]?.passHatK?.k).toBe(3);
    expect(r.criteria[0]?.passHatK?.value).toBe(0.5);
    const low = r.criteria[0]?.passHatK?.low as number;
    const high = r.criteria[0]?.passHatK?.high as number;
    expect(low).toBeLessThan(0.5);
    expect(high).toBeGreaterThan(0.5);
    // With k = 2 on 4 runs of 3 passes: C(3,2)/C(4,2) = 0.5 per case.
    expect(passHatKOf([{ cluster: 'a', n: 4, c: 3 }], 2, 0.95)?.value).toBe(passHatK(4, 3, 2));
    expect(passHatKOf([{ cluster: 'a', n: 4, c: 3 }], 1, 0.95)).toBeNull();
    // One run: no pass^k.
    expect(
      buildCasesReport(
        answerModel(3, 1, () => true, [answer('x')]),
        { evidenceDigest: DIGEST },
      ).criteria[0]?.passHatK,
    ).toBeNull();
  });

  it('an all-pass pass^k interval is never the point [1, 1]', () => {
    const r = passHatKOf(
      ids(5).map((id) => ({ cluster: id, n: 3, c: 3 })),
      3,
      0.95,
    );
    expect(r?.value).toBe(1);
    expect(r?.low).toBeCloseTo(wilsonAt(1, 5, 1.96).low, 12);
    expect(r?.low).toBeLessThan(1);
  });
});

describe('state repeatability', () => {
  const runsOf = (states: unknown[]): Map<string, CaseRun[]> =>
    new Map([['a', states.map((s, i) => mkRun('a', i + 1, { state: s as never }))]]);

  it('pairs runs 1–2, 3–4 and counts end states that differ, with the meter call', () => {
    const same = stateRepeatability(
      new Map(
        ids(40).map((id) => [
          id,
          [mkRun(id, 1, { state: { x: 1 } }), mkRun(id, 2, { state: { x: 1 } })],
        ]),
      ),
      [],
      0.1,
    );
    expect(same).toMatchObject({ cases: 40, pairs: 40, flips: 0, call: 'deterministic' });
    const flip = stateRepeatability(
      runsOf([{ x: 1 }, { x: 2 }, { x: 1 }, { x: 1 }, { x: 3 }]),
      [],
      0.2,
    );
    expect(flip).toMatchObject({ cases: 1, pairs: 2, flips: 1, flipRate: 0.5, call: 'undecided' });
    expect(
      stateRepeatability(runsOf([{ x: 1 }, { x: 2 }, { x: 1 }, { x: 1 }]), [], 0.05)?.call,
    ).toBe('stochastic');
    const w = wilson(1, 2);
    expect(flip?.ciLow).toBe(w.low);
    const ignored = stateRepeatability(
      runsOf([
        { x: 1, ts: 1 },
        { x: 1, ts: 2 },
      ]),
      ['ts'],
      0.05,
    );
    expect(ignored?.flips).toBe(0);
    const keyOrder = stateRepeatability(
      runsOf([
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ]),
      [],
      0.05,
    );
    expect(keyOrder?.flips).toBe(0);
    expect(stateRepeatability(runsOf([{ x: 1 }]), [], 0.05)).toBeNull();
    const missing = new Map([
      ['a', [mkRun('a', 1, { state: null }), mkRun('a', 2, { state: {} })]],
    ]);
    expect(stateRepeatability(missing, [], 0.05)).toBeNull();
  });

  it('is in the report, at the project default epsilon unless given', () => {
    const many = answerModel(80, 2, () => true, [answer('x')]);
    const r = buildCasesReport(many, { evidenceDigest: DIGEST });
    expect(r.stateRepeatability).toMatchObject({ pairs: 80, flips: 0, call: 'deterministic' });
    const strict = buildCasesReport(many, { evidenceDigest: DIGEST, epsilon: 0.01 });
    expect(strict.stateRepeatability?.call).toBe('undecided');
    expect(code(() => buildCasesReport(many, { evidenceDigest: DIGEST, epsilon: 2 }))).toBe(
      'stats.epsilon',
    );
  });
});

describe('slices', () => {
  it('makes buckets from bounds', () => {
    expect(bucketsOf([1, 2]).map((b) => b.label)).toEqual(['0', '1', '2', '3+']);
    expect(bucketsOf([2, 5]).map((b) => b.label)).toEqual(['0–1', '2', '3–5', '6+']);
    expect(bucketsOf([0, 3]).map((b) => b.label)).toEqual(['0', '1–3', '4+']);
    expect(bucketsOf([])).toEqual([]);
  });

  it('gives rate and support per bucket over judged case runs, no curve', () => {
    const cases = ids(4).map((id) => mkCase(id, { answer: 'ok' }));
    const runs = [
      mkRun('c1', 1, { answer: 'ok', calls: [] }),
      mkRun('c2', 1, { answer: 'ok', calls: [call('a')] }),
      mkRun('c3', 1, { answer: 'no', calls: [call('a'), call('b')] }),
      mkRun('c4', 1, { answer: 'ok', calls: [call('a'), call('b'), call('c')] }),
    ];
    const model = mkModel(
      cases,
      runs,
      mkConfig([answer('x')], { slices: { toolCalls: [1, 2], trajectoryLength: [3] } }),
    );
    const r = buildCasesReport(model, { evidenceDigest: DIGEST });
    expect(r.slices).toEqual([
      { dimension: 'tool_calls', bucket: '0', support: 1, passed: 1, rate: 1 },
      { dimension: 'tool_calls', bucket: '1', support: 1, passed: 1, rate: 1 },
      { dimension: 'tool_calls', bucket: '2', support: 1, passed: 0, rate: 0 },
      { dimension: 'tool_calls', bucket: '3+', support: 1, passed: 1, rate: 1 },
      { dimension: 'trajectory_length', bucket: '0–2', support: 2, passed: 2, rate: 1 },
      { dimension: 'trajectory_length', bucket: '3', support: 1, passed: 0, rate: 0 },
      { dimension: 'trajectory_length', bucket: '4+', support: 1, passed: 1, rate: 1 },
    ]);
    const bad = mkModel(
      cases,
      runs,
      mkConfig([answer('x')], { slices: { toolCalls: [2, 1], trajectoryLength: [] } }),
    );
    expect(code(() => buildCasesReport(bad, { evidenceDigest: DIGEST }))).toBe('stateful.slices');
  });
});

describe('the report', () => {
  it('exit code 1 when any criterion failed, even beside missing ones; the headline names them', () => {
    const cases = [mkCase('a', { answer: 'ok', state: { x: 1 } })];
    const model = mkModel(
      cases,
      [mkRun('a', 1, { answer: 'no', state: null })],
      mkConfig([answer('ans'), { type: 'state_matches', name: 'st', mode: 'whole' }]),
    );
    const r = buildCasesReport(model, { evidenceDigest: DIGEST });
    expect(r.criteria.map((c) => c.status)).toEqual(['failed', 'missing']);
    expect(r.exitCode).toBe(1);
    expect(r.headline).toBe('1 of 2 criteria failed (ans) on 1 case × 1 run');
    expect(r.findings.map((f) => [f.id, f.outcome, f.gates, f.exitCode])).toEqual([
      ['criterion:ans', 'failed', true, 1],
      ['criterion:st', 'missing', true, 2],
    ]);
    expect(r.evidenceDigest).toBe(DIGEST);
  });

  it('exit code 2 when something is missing and nothing failed; 0 when all passed', () => {
    const model = answerModel(2, 1, () => true, [answer('ans')]);
    const ok = buildCasesReport(model, { evidenceDigest: DIGEST });
    expect(ok.exitCode).toBe(0);
    expect(ok.headline).toBe('The criterion passed on 2 cases × 1 run');
    expect(ok.findings[0]).toMatchObject({ outcome: 'passed', gates: false, exitCode: 0 });
    const incomplete = buildCasesReport({ ...model, complete: false }, { evidenceDigest: DIGEST });
    expect(incomplete.exitCode).toBe(2);
    expect(incomplete.findings.at(-1)).toMatchObject({ id: 'run:incomplete', exitCode: 2 });
    const none = buildCasesReport(
      answerModel(1, 1, () => true, []),
      { evidenceDigest: DIGEST },
    );
    expect(none.exitCode).toBe(2);
    expect(none.findings[0]?.id).toBe('criteria:none');
  });

  it("has a case panel with each run's calls, answer and whole trajectory", () => {
    const r = buildCasesReport(
      answerModel(1, 2, () => true, [answer('a')]),
      { evidenceDigest: DIGEST },
    );
    expect(r.casePanel).toEqual([
      {
        case: 'c1',
        input: { message: 'request c1' },
        runs: [
          { run: 1, calls: 0, answer: 'ok', trajectory: { calls: [], answer: 'ok' } },
          { run: 2, calls: 0, answer: 'ok', trajectory: { calls: [], answer: 'ok' } },
        ],
      },
    ]);
    expect(r.cases).toBe(1);
    expect(r.runs).toBe(2);
  });

  it('refuses run-wide numbers out of range', () => {
    const model = answerModel(1, 1, () => true, [answer('a')]);
    for (const bad of [{ confidence: 1 }, { runs: 0 }, { minimumValidity: 1.2 }]) {
      expect(
        code(() =>
          buildCasesReport(
            { ...model, config: { ...model.config, ...bad } },
            { evidenceDigest: DIGEST },
          ),
        ),
      ).toBe('stateful.config');
    }
  });

  it('refuses evidence that does not hold together', () => {
    const model = answerModel(1, 1, () => true, [answer('a')]);
    expect(
      code(() =>
        buildCasesReport(
          { ...model, runs: [...model.runs, ...model.runs] },
          { evidenceDigest: DIGEST },
        ),
      ),
    ).toBe('stateful.evidence');
    expect(
      code(() =>
        buildCasesReport({ ...model, runs: [mkRun('zz', 1)] }, { evidenceDigest: DIGEST }),
      ),
    ).toBe('stateful.evidence');
    expect(
      code(() =>
        buildCasesReport(
          { ...model, cases: [...model.cases, ...model.cases] },
          { evidenceDigest: DIGEST },
        ),
      ),
    ).toBe('stateful.evidence');
    expect(
      code(() =>
        buildCasesReport(
          answerModel(1, 1, () => true, [answer('a'), answer('a')]),
          { evidenceDigest: DIGEST },
        ),
      ),
    ).toBe('stateful.criterion');
  });
});

describe('replay sources', () => {
  it('count the replays the report rests on, those served from the replay cache, and their versions', () => {
    const run = mkRun('a', 1, { calls: [call('t')] });
    const replays = [
      { ...mkReplay(run, 't', 0, null), cached: true, version: 'v2' },
      { ...mkReplay(run, 't', 0, 'error'), cached: true, version: 'v10' },
      mkReplay(run, 't', 0, 'timeout'),
    ];
    const r = buildCasesReport(mkModel([mkCase('a')], [run], mkConfig([]), { replays }), {
      evidenceDigest: DIGEST,
    });
    expect(r.replaySources).toEqual({ replays: 3, cached: 2, cachedVersions: ['v10', 'v2'] });
    const none = buildCasesReport(mkModel([mkCase('a')], [run], mkConfig([])), {
      evidenceDigest: DIGEST,
    });
    expect(none.replaySources).toEqual({ replays: 0, cached: 0, cachedVersions: [] });
  });
});
