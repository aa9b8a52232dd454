// The refund world the criterion tests judge (judge-runs, judge-fault, judge-metamorphic).
import { isRefusal } from '../../../src/core/errors.js';
import {
  buildCasesReport,
  type CaseRun,
  type CasesReport,
  type Criterion,
  type CriterionSummary,
  type Json,
  type Replay,
  type StatefulCase,
  type ValidityLabel,
} from '../../../src/core/stateful/index.js';
import { call, mkCase, mkConfig, mkModel } from './helpers.js';

export function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return e.code;
    throw e;
  }
  return 'none';
}

export const DIGEST = 'd'.repeat(64);

export const initial: Json = {
  orders: { 'ord-1': { status: 'paid', total: 30 } },
  refunds: [],
  customers: { c1: { tier: 'gold' } },
  updatedAt: 't0',
};
export const expectedState: Json = {
  orders: { 'ord-1': { status: 'refunded' } },
  refunds: [{ order: 'ord-1', amount: 30 }],
};
export const good: Json = {
  orders: { 'ord-1': { status: 'refunded', total: 30 } },
  refunds: [{ order: 'ord-1', amount: 30 }],
  customers: { c1: { tier: 'gold' } },
  updatedAt: 't1',
};
export const refundCase = (id: string): StatefulCase =>
  mkCase(id, { initial, state: expectedState, answer: 'Refunded ord-1' });
export const trajectory = [
  call('lookup_order', { id: 'ord-1' }),
  call('issue_refund', { order: 'ord-1', amount: 30 }),
];

export function assess(
  criterion: Criterion,
  cases: StatefulCase[],
  runs: CaseRun[],
  o: { replays?: Replay[]; labels?: ValidityLabel[]; runs?: number; approx?: boolean } = {},
): { report: CasesReport; summary: CriterionSummary } {
  const model = mkModel(
    cases,
    runs,
    mkConfig([criterion], { runs: o.runs ?? 1, allowApproximateMethods: o.approx ?? false }),
    o,
  );
  const report = buildCasesReport(model, { evidenceDigest: DIGEST });
  return { report, summary: report.criteria[0] as CriterionSummary };
}

export const ids = (n: number, prefix = 'ord'): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
