// fault_recovery (src/core/stateful/judge-fault.ts): control and fault replays, damage, recovery, hand-over.
import { describe, expect, it } from 'vitest';

import {
  buildCasesReport,
  type CaseRun,
  type Criterion,
  type Json,
  type Replay,
} from '../../../src/core/stateful/index.js';
import { call, mkCase, mkConfig, mkModel, mkReplay, mkRun } from './helpers.js';
import { DIGEST, initial, good, refundCase, trajectory, assess, ids } from './judge-fixtures.js';

describe('fault_recovery', () => {
  const crit: Criterion = {
    type: 'fault_recovery',
    name: 'recovers_from_error_at_issue_refund',
    tool: 'issue_refund',
    fault: 'error',
    escalateTools: ['handoff'],
  };
  const recorded = (id: string): CaseRun => mkRun(id, 1, { calls: trajectory, state: good });
  const control = (r: CaseRun, state: Json = good): Replay =>
    mkReplay(r, 'issue_refund', 1, null, { calls: trajectory, state });

  it('passes when the agent recovered (its end state matches the expected one)', () => {
    const r = recorded('a');
    const retried = [...trajectory, call('issue_refund', { order: 'ord-1', amount: 30 })];
    const { summary, report } = assess(crit, [refundCase('a')], [r], {
      replays: [
        control(r),
        mkReplay(r, 'issue_refund', 1, 'error', { calls: retried, state: good }),
      ],
    });
    expect(summary.status).toBe('passed');
    expect(report.results[0]?.reason).toContain('recovered');
    expect(summary.recovery).toMatchObject({ fault: 'error', held: 1, recovered: 1 });
  });

  it('passes when the agent escalated after the faulted call', () => {
    const r = recorded('a');
    const handed = [...trajectory, call('handoff', { reason: 'refund failed' })];
    const { summary, report } = assess(crit, [refundCase('a')], [r], {
      replays: [
        control(r),
        mkReplay(r, 'issue_refund', 1, 'error', {
          calls: handed,
          state: initial,
          answer: 'I passed this to a colleague',
        }),
      ],
    });
    expect(summary.status).toBe('passed');
    expect(report.results[0]?.reason).toContain('handed over by calling handoff');
  });

  it('fails when it ended in failure without escalating (answered as if done while no refund was made)', () => {
    const r = recorded('a');
    const { summary, report } = assess(crit, [refundCase('a')], [r], {
      replays: [
        control(r),
        mkReplay(r, 'issue_refund', 1, 'error', {
          calls: trajectory,
          state: initial,
          answer: 'Your refund is done.',
        }),
      ],
    });
    expect(summary.status).toBe('failed');
    expect(report.results[0]?.reason).toContain(
      'orders.ord-1.status expected "refunded", got "paid"',
    );
    expect(report.results[0]?.reason).toContain('"Your refund is done."');
    expect(report.exitCode).toBe(1);
  });

  it('fails when the replay broke a recorded constraint, even if it escalated', () => {
    const r = recorded('a');
    const twice = {
      ...(good as object),
      refunds: [
        { order: 'ord-1', amount: 30 },
        { order: 'ord-1', amount: 30 },
      ],
    };
    const unchanged: Criterion = { type: 'state_unchanged', name: 'tier', paths: ['customers'] };
    const model = mkModel([refundCase('a')], [r], mkConfig([crit, unchanged]), {
      replays: [
        control(r),
        mkReplay(r, 'issue_refund', 1, 'error', {
          calls: [...trajectory, call('handoff')],
          state: twice,
        }),
      ],
    });
    const report = buildCasesReport(model, { evidenceDigest: DIGEST });
    expect(report.criteria[0]?.status).toBe('failed');
    expect(report.results[0]?.changedPaths).toEqual(['refunds[1].order', 'refunds[1].amount']);
    // A state_unchanged criterion's paths changed in the replay.
    const tier = { ...(good as object), customers: { c1: { tier: 'none' } } };
    const model2 = mkModel([refundCase('a')], [r], mkConfig([crit, unchanged]), {
      replays: [
        control(r),
        mkReplay(r, 'issue_refund', 1, 'error', { calls: trajectory, state: tier }),
      ],
    });
    const r2 = buildCasesReport(model2, { evidenceDigest: DIGEST });
    expect(r2.criteria[0]?.status).toBe('failed');
    expect(r2.results[0]?.changedPaths).toEqual(['customers.c1.tier']);
  });

  it('passes a hand-over that writes its own record (a ticket) where the task writes nothing', () => {
    const r = recorded('a');
    const handed = [...trajectory, call('handoff', { order: 'ord-1' })];
    const ticketed = {
      ...(initial as object),
      tickets: [{ order: 'ord-1', reason: 'refund failed' }],
    };
    const everythingElse: Criterion = {
      type: 'state_unchanged',
      name: 'nothing_else_changed',
      everythingElse: true,
    };
    const replays = (state: Json): Replay[] => [
      control(r),
      mkReplay(r, 'issue_refund', 1, 'error', { calls: handed, state }),
    ];
    const ok = buildCasesReport(
      mkModel([refundCase('a')], [r], mkConfig([crit, everythingElse]), {
        replays: replays(ticketed),
      }),
      { evidenceDigest: DIGEST },
    );
    expect(ok.criteria[0]?.status).toBe('passed');
    expect(ok.results[0]?.reason).toContain('handed over by calling handoff');
    // The same record without the hand-over is collateral damage.
    const silent = buildCasesReport(
      mkModel([refundCase('a')], [r], mkConfig([crit, everythingElse]), {
        replays: [
          control(r),
          mkReplay(r, 'issue_refund', 1, 'error', { calls: trajectory, state: ticketed }),
        ],
      }),
      { evidenceDigest: DIGEST },
    );
    expect(silent.criteria[0]?.status).toBe('failed');
    expect(silent.results[0]?.changedPaths).toEqual(['tickets[0].order', 'tickets[0].reason']);
    // A path a state_unchanged criterion names stays protected, hand-over or not.
    const guarded: Criterion = { type: 'state_unchanged', name: 'no_tickets', paths: ['tickets'] };
    const kept = buildCasesReport(
      mkModel([refundCase('a')], [r], mkConfig([crit, guarded]), { replays: replays(ticketed) }),
      { evidenceDigest: DIGEST },
    );
    expect(kept.criteria[0]?.status).toBe('failed');
  });

  it('leaves the case missing when the control replay does not reproduce the recorded end state — never judged', () => {
    const r = recorded('a');
    const { summary, report } = assess(crit, [refundCase('a')], [r], {
      replays: [
        control(r, initial),
        mkReplay(r, 'issue_refund', 1, 'error', { calls: trajectory, state: good }),
      ],
    });
    expect(summary.status).toBe('missing');
    expect(summary.reasonCode).toBe('control_replay_diverged');
    expect(report.results[0]).toMatchObject({
      status: 'missing',
      reasonCode: 'control_replay_diverged',
    });
    expect(summary.recovery).toMatchObject({ held: 0, recovered: 0, rate: null });
    expect(report.findings[0]?.text).toContain('replay() restore the world');
  });

  it('the control is compared without the bookkeeping ignore paths', () => {
    const r = recorded('a');
    const sm: Criterion = {
      type: 'state_matches',
      name: 'sm',
      mode: 'subset',
      ignore: ['updatedAt'],
    };
    const model = mkModel([refundCase('a')], [r], mkConfig([crit, sm]), {
      replays: [
        control(r, { ...(good as object), updatedAt: 't9' }),
        mkReplay(r, 'issue_refund', 1, 'error', { calls: trajectory, state: good }),
      ],
    });
    expect(buildCasesReport(model, { evidenceDigest: DIGEST }).criteria[0]?.status).toBe('passed');
  });

  it('is missing without replays, with a replay error, or without an expected state', () => {
    const r = recorded('a');
    expect(assess(crit, [refundCase('a')], [r]).summary.reasonCode).toBe('no_control_replay');
    expect(assess(crit, [refundCase('a')], [r], { replays: [control(r)] }).summary.reasonCode).toBe(
      'no_fault_replay',
    );
    const err = mkReplay(r, 'issue_refund', 1, 'error', { error: 'replay threw' });
    expect(
      assess(crit, [refundCase('a')], [r], { replays: [control(r), err] }).summary.reasonCode,
    ).toBe('replay_error');
    expect(
      assess(crit, [mkCase('a', { initial })], [r], { replays: [control(r)] }).summary.reasonCode,
    ).toBe('no_expected_state');
  });

  it('does not judge runs that never made the call, and says how many', () => {
    const r = recorded('a');
    const never = mkRun('b', 1, { calls: [call('lookup_order')], state: initial });
    const { summary, report } = assess(crit, [refundCase('a'), refundCase('b')], [r, never], {
      replays: [
        control(r),
        mkReplay(r, 'issue_refund', 1, 'error', { calls: trajectory, state: good }),
      ],
    });
    expect(report.results).toHaveLength(1);
    expect(summary.status).toBe('passed');
    expect(summary.reason).toContain('1 case run never called issue_refund and was not judged');
    const none = assess(crit, [refundCase('b')], [never]);
    expect(none.summary.status).toBe('missing');
    expect(none.summary.reason).toContain('never called issue_refund');
  });

  it('is insufficient evidence when the recovery rate straddles its bar', () => {
    const cases = ids(4).map(refundCase);
    const runs = cases.map((c) => recorded(c.id));
    const replays = runs.flatMap((r) => [
      control(r),
      mkReplay(r, 'issue_refund', 1, 'error', { calls: trajectory, state: good }),
    ]);
    const { summary } = assess({ ...crit, bar: 0.8 }, cases, runs, { replays });
    expect(summary.status).toBe('insufficient_evidence');
    expect(summary.recovery?.rate?.low).toBeLessThan(0.8);
    expect(summary.recovery?.held).toBe(4);
  });
});
