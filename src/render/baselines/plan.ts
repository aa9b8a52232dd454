import type { Call, RoutePlan } from '../../core/index.js';
import { formatPercent, formatRate } from '../../core/index.js';
import { terminalSafe } from '../escape.js';
import { jsonText, money, table, tolerance } from './common.js';

export const PLAN_REPORT_SCHEMA = 'agentverity-action/plan@1';

/** `plan --observed F/P`: where the evidence stands and what more would take. */
export interface ObservedPlan {
  readonly observed: {
    readonly flips: number;
    readonly pairs: number;
    readonly flipRate: number;
    readonly ciLow: number;
    readonly ciHigh: number;
    readonly call: Call;
  };
  readonly epsilon: number;
  readonly maxPairs: number | null;
  readonly bestCase: {
    readonly totalPairs: number | null;
    readonly additionalPairs: number | null;
    readonly reachable: boolean;
  };
  /** Pairs a run would need if the observed rate persisted; null when none would do. */
  readonly pairsIfRatePersists: number | null;
  readonly costPerCall: number | null;
}

/** Calls (two per pair) and their cost for a number of additional pairs. */
function spend(pairs: number, costPerCall: number | null): string {
  const calls = 2 * pairs;
  return costPerCall === null
    ? `${calls} calls`
    : `${calls} calls, about ${money(calls * costPerCall)} at ${money(costPerCall)} per call`;
}

export function buildObservedPlanJson(p: ObservedPlan) {
  const cost = p.costPerCall;
  const persistingMore =
    p.pairsIfRatePersists === null ? null : Math.max(0, p.pairsIfRatePersists - p.observed.pairs);
  return {
    schema: PLAN_REPORT_SCHEMA,
    kind: 'observed',
    ...p,
    additionalCalls: {
      bestCase: p.bestCase.additionalPairs === null ? null : 2 * p.bestCase.additionalPairs,
      ifRatePersists: persistingMore === null ? null : 2 * persistingMore,
    },
    ...(cost === null
      ? {}
      : {
          additionalCost: {
            bestCase:
              p.bestCase.additionalPairs === null ? null : 2 * p.bestCase.additionalPairs * cost,
            ifRatePersists: persistingMore === null ? null : 2 * persistingMore * cost,
          },
        }),
  };
}

export function renderObservedPlanJson(p: ObservedPlan): string {
  return jsonText(buildObservedPlanJson(p));
}

export function renderObservedPlanText(p: ObservedPlan): string {
  const { flips, pairs, flipRate, ciLow, ciHigh, call } = p.observed;
  const eps = tolerance(p.epsilon);
  const best = p.bestCase;
  const lines: string[] = [];
  lines.push(
    `observed ${flips} flips in ${pairs} pairs: 95% CI [${formatRate(ciLow)}, ${formatRate(ciHigh)}], ${call} at ${eps}`,
  );
  if (call === 'deterministic') {
    lines.push(`already certified: the upper bound is below ${eps}`);
  } else if (best.totalPairs === null || best.additionalPairs === null) {
    lines.push(`no practical number of pairs certifies ${eps}`);
  } else {
    lines.push(
      `best case: if every further pair agrees, the bound falls below ${eps} at ${best.totalPairs} pairs (${best.additionalPairs} more)` +
        (p.maxPairs === null
          ? ''
          : best.reachable
            ? `, within the maximum of ${p.maxPairs}`
            : `: not reachable within the maximum of ${p.maxPairs}`),
    );
    lines.push(`  collecting them takes ${spend(best.additionalPairs, p.costPerCall)}`);
  }
  if (flips > 0 && call !== 'deterministic') {
    if (p.pairsIfRatePersists === null) {
      lines.push(
        `if the observed rate (${formatPercent(flipRate, 1)}) persists, no number of pairs certifies ${eps}`,
      );
    } else {
      const more = Math.max(0, p.pairsIfRatePersists - pairs);
      lines.push(
        `if the observed rate (${formatPercent(flipRate, 1)}) persists, about ${p.pairsIfRatePersists} pairs are needed (${more} more, ${spend(more, p.costPerCall)})`,
      );
    }
  }
  if (call === 'stochastic') {
    lines.push(
      `the evidence already calls it stochastic at ${eps}: the best case above would need every further pair to agree`,
    );
  }
  if (call === 'undecided') {
    lines.push(
      'Decide the maximum before collecting and stop there: adding pairs until the bound turns green inflates the false-certification rate (docs/statistics.md).',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `plan --suite`: calls per route at each route's own target. */
export interface SuitePlan {
  readonly epsilon: number;
  readonly routes: readonly (RoutePlan & { readonly targeted: boolean })[];
  readonly totalCalls: number;
  readonly uniformCalls: number;
  readonly costPerCall: number | null;
}

export function buildSuitePlanJson(p: SuitePlan) {
  const cost = p.costPerCall;
  const saved = Math.max(0, p.uniformCalls - p.totalCalls);
  return {
    schema: PLAN_REPORT_SCHEMA,
    kind: 'suite',
    epsilon: p.epsilon,
    routes: p.routes.map((r) => ({ ...r, ...(cost === null ? {} : { cost: r.calls * cost }) })),
    totalCalls: p.totalCalls,
    uniformCalls: p.uniformCalls,
    savedCalls: saved,
    costPerCall: cost,
    ...(cost === null
      ? {}
      : {
          totalCost: p.totalCalls * cost,
          uniformCost: p.uniformCalls * cost,
          savedCost: saved * cost,
        }),
  };
}

export function renderSuitePlanJson(p: SuitePlan): string {
  return jsonText(buildSuitePlanJson(p));
}

export function renderSuitePlanText(p: SuitePlan): string {
  const cost = p.costPerCall;
  const header = ['route', 'cases', 'target', 'pairs*', 'repeats', 'calls'];
  if (cost !== null) header.push('cost');
  const rows: string[][] = [header];
  for (const r of p.routes) {
    const row = [
      terminalSafe(r.decision, 40),
      String(r.cases),
      `${tolerance(r.target)}${r.targeted ? '' : ' (run)'}`,
      String(r.pairsNeeded),
      String(r.repeatsEach),
      String(r.calls),
    ];
    if (cost !== null) row.push(money(r.calls * cost));
    rows.push(row);
  }
  const cases = p.routes.reduce((s, r) => s + r.cases, 0);
  const total = ['total', String(cases), '', '', '', String(p.totalCalls)];
  if (cost !== null) total.push(money(p.totalCalls * cost));
  rows.push(total);
  const lines = table(rows, new Set([1, 2, 3, 4, 5, 6]));
  lines.push('');
  lines.push(
    '* zero-flip disjoint pairs needed for each route to certify at its target (95%, by the meter\'s method); "(run)" marks routes without a declared target, held to the run tolerance.',
  );
  if (p.uniformCalls > p.totalCalls) {
    const saved = p.uniformCalls - p.totalCalls;
    lines.push(
      `Uniform repeats for every case would cost ${p.uniformCalls} calls; planning per route saves ${saved}` +
        (cost === null
          ? '.'
          : ` (about ${money(saved * cost)} of ${money(p.uniformCalls * cost)}).`),
    );
  }
  if (cost !== null) {
    lines.push(
      `Costs are calls × ${money(cost)} per call, in the unit you gave; they assume every pair agrees (a flip can end a route's certification early).`,
    );
  }
  return `${lines.join('\n')}\n`;
}
