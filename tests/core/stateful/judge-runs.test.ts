// The criteria judged run by run (src/core/stateful/judge-runs.ts): state_matches, state_unchanged, answer.
import { describe, expect, it } from 'vitest';
import { PatternTimeout, type PatternMatcher } from '../../../src/core/bench/index.js';

import {
  buildCasesReport,
  type CaseRun,
  type Criterion,
} from '../../../src/core/stateful/index.js';
import { mkCase, mkConfig, mkModel, mkRun } from './helpers.js';
import { code, DIGEST, initial, good, refundCase, assess, ids } from './judge-fixtures.js';

describe('state_matches', () => {
  const crit: Criterion = {
    type: 'state_matches',
    name: 'refund_done',
    mode: 'subset',
    ignore: ['updatedAt'],
  };

  it('passes when the end state matches the expected one', () => {
    const { summary, report } = assess(crit, [refundCase('a')], [mkRun('a', 1, { state: good })]);
    expect(summary.status).toBe('passed');
    expect(report.exitCode).toBe(0);
    expect(report.results[0]?.paths?.map((p) => p.path)).toEqual([
      'orders.ord-1.status',
      'refunds[0].order',
      'refunds[0].amount',
    ]);
  });

  it('fails when a compared path differs, quoting expected and actual', () => {
    const { summary, report } = assess(
      crit,
      [refundCase('a')],
      [mkRun('a', 1, { state: initial })],
    );
    expect(summary.status).toBe('failed');
    expect(report.exitCode).toBe(1);
    expect(report.results[0]?.reason).toContain(
      'orders.ord-1.status expected "refunded", got "paid"',
    );
    expect(report.findings[0]?.text).toMatch(/^refund_done failed: /);
  });

  it('is missing when the system recorded no state (no_state), never a pass', () => {
    const { summary, report } = assess(
      crit,
      [refundCase('a'), refundCase('b')],
      [mkRun('a', 1, { state: good }), mkRun('b', 1, { state: null })],
    );
    expect(summary.status).toBe('missing');
    expect(summary.reasonCode).toBe('no_state');
    expect(report.results[1]).toMatchObject({ status: 'missing', reasonCode: 'no_state' });
    expect(report.exitCode).toBe(2);
    expect(report.findings[0]?.text).toContain('snapshot()');
  });

  it('is missing for a case that declares no expected state (no_expected_state)', () => {
    const { summary } = assess(crit, [mkCase('a', { initial })], [mkRun('a', 1, { state: good })]);
    expect(summary).toMatchObject({ status: 'missing', reasonCode: 'no_expected_state' });
  });

  it('is missing for a run whose agent call failed (agent_error)', () => {
    const { summary } = assess(
      crit,
      [refundCase('a')],
      [mkRun('a', 1, { state: good, error: 'timed out' })],
    );
    expect(summary).toMatchObject({ status: 'missing', reasonCode: 'agent_error' });
  });

  it('is insufficient evidence when its interval straddles the bar, saying how many more cases would decide it', () => {
    const cases = ids(5).map(refundCase);
    const runs = cases.map((c) => mkRun(c.id, 1, { state: good }));
    const { summary, report } = assess({ ...crit, bar: 0.9 }, cases, runs);
    expect(summary.status).toBe('insufficient_evidence');
    expect(summary.reasonCode).toBe('bar_not_decided');
    expect(summary.passRate?.method).toBe('wilson');
    expect(report.exitCode).toBe(2);
    expect(report.findings[0]?.text).toMatch(/\d+ more cases passing every run would clear it/);
  });

  it('whole mode with tolerance mode and paths mode judge what they name', () => {
    const whole = assess(
      { ...crit, mode: 'whole', ignore: ['updatedAt'] },
      [mkCase('a', { initial, state: good })],
      [mkRun('a', 1, { state: { ...(good as object), updatedAt: 'other' } })],
    );
    expect(whole.summary.status).toBe('passed');
    const tol = assess(
      { type: 'state_matches', name: 't', mode: 'tolerance', tolerance: 0.01 },
      [mkCase('a', { initial, state: { total: 30 } })],
      [mkRun('a', 1, { state: { total: 30.005 } })],
    );
    expect(tol.summary.status).toBe('passed');
    expect(tol.report.results[0]?.paths?.[0]?.outcome).toBe('within_tolerance');
    const paths = assess(
      { type: 'state_matches', name: 'p', mode: 'paths', paths: ['orders.ord-1.status'] },
      [refundCase('a')],
      [mkRun('a', 1, { state: { orders: { 'ord-1': { status: 'refunded' } } } })],
    );
    expect(paths.summary.status).toBe('passed');
  });
});

describe('state_unchanged', () => {
  const crit: Criterion = {
    type: 'state_unchanged',
    name: 'no_collateral',
    everythingElse: true,
    ignore: ['updatedAt'],
  };

  it('passes when every path the expected state does not name keeps its initial value', () => {
    const { summary } = assess(crit, [refundCase('a')], [mkRun('a', 1, { state: good })]);
    expect(summary.status).toBe('passed');
  });

  it('fails and lists the changed paths', () => {
    const damaged = { ...(good as object), customers: { c1: { tier: 'bronze' } }, notes: ['x'] };
    const { summary, report } = assess(
      crit,
      [refundCase('a')],
      [mkRun('a', 1, { state: damaged })],
    );
    expect(summary.status).toBe('failed');
    expect(report.results[0]?.changedPaths).toEqual(['customers.c1.tier', 'notes[0]']);
    expect(report.results[0]?.reason).toContain('customers.c1.tier, notes[0]');
  });

  it('with declared paths: only those must keep their initial values', () => {
    const c: Criterion = { type: 'state_unchanged', name: 'tier_kept', paths: ['customers'] };
    const ok = assess(c, [refundCase('a')], [mkRun('a', 1, { state: good })]);
    expect(ok.summary.status).toBe('passed');
    const bad = assess(
      c,
      [refundCase('a')],
      [mkRun('a', 1, { state: { ...(good as object), customers: {} } })],
    );
    expect(bad.summary.status).toBe('failed');
    expect(bad.report.results[0]?.changedPaths).toEqual(['customers.c1.tier']);
  });

  it('is missing when no state was recorded', () => {
    const { summary } = assess(crit, [refundCase('a')], [mkRun('a', 1, { state: null })]);
    expect(summary).toMatchObject({ status: 'missing', reasonCode: 'no_state' });
  });

  it('is insufficient evidence below a bar it cannot yet decide', () => {
    const cases = ids(3).map(refundCase);
    const { summary } = assess(
      { ...crit, bar: 0.5 },
      cases,
      cases.map((c) => mkRun(c.id, 1, { state: good })),
    );
    expect(summary.status).toBe('insufficient_evidence');
  });

  it('is refused without paths or everything_else', () => {
    expect(code(() => assess({ type: 'state_unchanged', name: 'x' }, [refundCase('a')], []))).toBe(
      'stateful.criterion',
    );
  });
});

describe('answer', () => {
  const crit = (match: 'exact' | 'contains' | 'regex', caseSensitive?: boolean): Criterion => ({
    type: 'answer',
    name: `answer_${match}`,
    match,
    ...(caseSensitive === undefined ? {} : { caseSensitive }),
  });
  const c = mkCase('a', { answer: 'Refunded ord-1' });

  it('passes and fails by exact, contains and regex, case-sensitive unless told', () => {
    const run = (answer: string | null): CaseRun[] => [mkRun('a', 1, { answer })];
    expect(assess(crit('exact'), [c], run('  Refunded ord-1 ')).summary.status).toBe('passed');
    expect(assess(crit('exact'), [c], run('refunded ord-1')).summary.status).toBe('failed');
    expect(assess(crit('exact', false), [c], run('refunded ORD-1')).summary.status).toBe('passed');
    expect(assess(crit('contains'), [c], run('Done: Refunded ord-1 today')).summary.status).toBe(
      'passed',
    );
    expect(assess(crit('contains'), [c], run('Done')).summary.status).toBe('failed');
    const re = mkCase('a', { answer: '^refunded ord-\\d+$' });
    expect(assess(crit('regex'), [re], run('refunded ord-12')).summary.status).toBe('passed');
    expect(assess(crit('regex'), [re], run('Refunded ord-12')).summary.status).toBe('failed');
    expect(assess(crit('regex', false), [re], run('Refunded ORD-12')).summary.status).toBe(
      'passed',
    );
    expect(assess(crit('exact'), [c], run(null)).report.results[0]?.reason).toBe(
      'the agent gave no final answer',
    );
  });

  it('a regex that runs past its time bound is missing evidence naming why, not a failure', () => {
    const re = mkCase('a', { answer: '^(a+)+$' });
    const model = mkModel([re], [mkRun('a', 1, { answer: 'aaab' })], mkConfig([crit('regex')]));
    const timesOut: PatternMatcher = (source, _flags, text) => {
      throw new PatternTimeout(source, 200, text.length);
    };
    const report = buildCasesReport(model, { evidenceDigest: DIGEST, matchPattern: timesOut });
    expect(report.results[0]).toMatchObject({
      status: 'missing',
      reasonCode: 'pattern_timeout',
      reason: 'the pattern "^(a+)+$" did not finish within 200 ms on an answer of 4 characters',
    });
  });

  it('is missing without an expected answer, or when the call failed', () => {
    expect(assess(crit('exact'), [mkCase('a')], [mkRun('a', 1)]).summary).toMatchObject({
      status: 'missing',
      reasonCode: 'no_expected_answer',
    });
    expect(assess(crit('exact'), [c], [mkRun('a', 1, { error: 'boom' })]).summary).toMatchObject({
      status: 'missing',
      reasonCode: 'agent_error',
    });
    expect(assess(crit('exact'), [c], []).summary.status).toBe('missing');
  });

  it('is insufficient evidence when the bar is not yet decided', () => {
    const cases = ids(6).map((id) => mkCase(id, { answer: 'ok' }));
    const { summary } = assess(
      { ...crit('exact'), bar: 0.7 },
      cases,
      cases.map((x) => mkRun(x.id, 1, { answer: 'ok' })),
    );
    expect(summary.status).toBe('insufficient_evidence');
  });

  it('refuses an expected answer that is not a regular expression', () => {
    expect(
      code(() => assess(crit('regex'), [mkCase('a', { answer: '([' })], [mkRun('a', 1)])),
    ).toBe('stateful.answer-regex');
  });
});
