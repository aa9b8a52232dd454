// Facts every gate report shows, derived from the Assessment by counting and
// comparing only (no statistics): the shared wording of figures (tolerance,
// interval, rates), the contract row per required route, the route and relation
// table cells, the next steps and the approval step. The checks are in
// checks.ts, the settings in words in readable-settings.ts.
import {
  formatPercent,
  formatRate,
  listInputs,
  listing,
  plural,
  type Method,
  type MeterResult,
  type Assessment,
  type Finding,
  type NextStep,
  type PairsNeeded,
  type RelationSummary,
  type RouteRow,
} from '../core/index.js';
import { CLI_COMMAND } from '../version.js';
import type { ReportMeta } from './meta.js';

/** A tolerance as people read it: 5%, 2.5%. */
export function tolerance(epsilon: number): string {
  return formatPercent(epsilon, epsilon * 100 >= 1 ? 0 : 1);
}

/** `[0.355, 0.823]` */
export function interval(low: number, high: number): string {
  return `[${formatRate(low)}, ${formatRate(high)}]`;
}

/** A relation's violation rate, or `n/a` when it tested nothing (never 0%). */
/** A sentence's first letter in upper case. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name of the meter's interval, as reports show it. */
export function intervalName(method: Method): string {
  return method === 'exact' ? 'exact Clopper–Pearson' : 'Wilson';
}

/** How the pooled call was reached, when a declared stopping rule made it; '' otherwise. */
export function decidedByText(m: MeterResult): string {
  const d = m.decidedBy;
  if (d === undefined) return '';
  if (d.rule === 'declared-checkpoint') {
    return `decided at the declared checkpoint of ${plural(d.pairs, 'pair')}; the interval covers every pair collected`;
  }
  return d.rejected === true
    ? `the declared early-rejection test stopped the run after ${plural(d.pairs, 'pair')}: the evidence that decisions change reached its threshold`
    : `the declared early-rejection test never reached its threshold, so only certification was possible, at the planned end of ${plural(d.pairs, 'pair')}`;
}

/**
 * Which inputs a random allocation exercised; '' for per-input collection. The
 * inputs' names are untrusted text: `escape` is the format's escaping for them.
 */
export function allocationText(a: Assessment, escape: (text: string) => string): string {
  const r = a.allocation;
  if (r === null) return '';
  const missing = r.unexercisedInputs;
  return (
    `pairs drawn at random (seed ${r.seed}): ${plural(r.pairs, 'pair')} over ${r.exercised} of ${plural(r.inputs, 'input')}` +
    (missing.total === 0
      ? '; every input was exercised'
      : `; not every input was exercised: ${missing.total} got no pair (${escape(listInputs(missing))})`)
  );
}

/** Why a relation's violations do not count: the measured noise explains them. */
export function noiseNote(r: RelationSummary): string {
  const n = r.noise;
  if (n === undefined) return '';
  const p = n.pValue < 0.001 ? '< 0.001' : `= ${n.pValue.toFixed(3)}`;
  return `within the measured noise: the repeat pairs of the same inputs flipped ${n.repeatFlips} of ${n.repeatPairs}, which explains ${r.violated === 1 ? 'this violation' : 'these violations'} (exact test p ${p}, above ${n.level})`;
}

export function relationRate(r: RelationSummary): string {
  return r.violationRate === null ? 'n/a' : formatPercent(r.violationRate, 1);
}

export type Admissible = 'yes' | 'no' | 'not yet';

/** One required route of the contract: cases written, cases that reached it, and whether its evidence could enter a baseline. */
export interface ContractRouteRow {
  readonly decision: string;
  readonly critical: boolean;
  /** Cases written for the route. */
  readonly intended: number;
  /** Cases that returned the route on any repeat. */
  readonly observed: number;
  readonly admissible: Admissible;
  /** Why, in a few words. */
  readonly why: string;
}

/**
 * The contract per required route. A route is admissible when it has cases, was
 * returned, and its own interval decides it deterministic at its tolerance.
 */
export function contractRows(a: Assessment): ContractRouteRow[] {
  const c = a.contract;
  if (c === null) return [];
  const critical = new Set(c.contract.critical);
  return c.contract.required.map((decision) => {
    const intended = c.intendedCounts.get(decision) ?? 0;
    const observed = c.observedCaseCounts.get(decision) ?? 0;
    const row = a.routes?.routes.find((r) => r.decision === decision);
    let admissible: Admissible;
    let why: string;
    if (intended === 0) {
      admissible = 'no';
      why = 'no case written';
    } else if (observed === 0) {
      admissible = 'no';
      why = 'never returned';
    } else if (row === undefined) {
      admissible = 'no';
      why = 'not measured';
    } else if (row.call === 'deterministic') {
      admissible = 'yes';
      why = `repeats within ${tolerance(row.epsilon)}`;
    } else if (row.call === 'stochastic') {
      admissible = 'no';
      why = `flips above ${tolerance(row.epsilon)}`;
    } else {
      admissible = 'not yet';
      why = routeShortfall(row, routeFinding(a, decision)?.needs ?? null);
    }
    return { decision, critical: critical.has(decision), intended, observed, admissible, why };
  });
}

/** The finding of one route (every route row has one). */
export function routeFinding(a: Assessment, decision: string): Finding | undefined {
  return a.findings.find((f) => f.kind === 'route' && f.subject === decision);
}

/** What an undecided route lacks, with the number when every new pair would agree. */
export function routeShortfall(row: RouteRow, needs: PairsNeeded | null = null): string {
  const more = needs?.additional ?? null;
  if (row.flips === 0 && more !== null && needs?.total != null && more > 0) {
    return `${more} more agreeing pairs needed (has ${row.pairs} of ${needs.total})`;
  }
  const persist = needs?.atObservedRate;
  if (row.flips > 0 && persist !== undefined) {
    return persist === null
      ? `at the observed rate no number of pairs decides it at ${tolerance(row.epsilon)}`
      : `at the observed rate about ${Math.max(1, persist - row.pairs)} more pairs needed (${persist} in all)`;
  }
  return `undecided at ${tolerance(row.epsilon)}`;
}

/**
 * The next steps: the Assessment's, then the ones it leaves implicit. When routes
 * flip, the quiet routes that are still undecided get no step of their own, yet
 * each needs a known number of agreeing pairs: zero-flip routes only (their
 * need is exact), one step per distinct need.
 */
export function nextOf(a: Assessment): NextStep[] {
  const steps = [...a.next];
  if (a.status !== 'stochastic' && a.status !== 'target-failed') return steps;
  const groups = new Map<string, { names: string[]; row: RouteRow; needs: PairsNeeded }>();
  for (const r of a.routes?.routes ?? []) {
    const needs = routeFinding(a, r.decision)?.needs ?? null;
    if (r.call !== 'undecided' || r.flips > 0 || needs === null) continue;
    if (needs.additional === null || needs.total === null || needs.additional <= 0) continue;
    const key = `${needs.additional}:${needs.total}:${needs.repeatsEach}:${r.epsilon}`;
    const g = groups.get(key);
    if (g) g.names.push(r.decision);
    else groups.set(key, { names: [r.decision], row: r, needs });
  }
  for (const { names, row, needs } of groups.values()) {
    const more = needs.additional as number;
    const perCase = needs.repeatsEach as number;
    const who = names.length === 1 ? `Route ${names[0]} has` : `Routes ${listing(names, 8)} have`;
    steps.push({
      code: 'collect-route-pairs',
      text: `${who} no flips but too few pairs to be decided at ${tolerance(row.epsilon)}: ${names.length === 1 ? 'it needs' : 'each needs'} ${more} more agreeing pairs (${needs.total} in all, about ${perCase} repeats per case).`,
      pairs: more,
      repeats: perCase,
    });
  }
  return steps;
}

/** The approval step, when the evidence admits a baseline. */
export function approvalText(a: Assessment, meta: ReportMeta | null): string | null {
  if (!a.next.some((n) => n.code === 'admit-baseline')) return null;
  return meta?.approvalLabel !== undefined
    ? `To admit it, a maintainer with write access adds the label "${meta.approvalLabel}" to a pull request whose head is the measured commit; the approval holds only for the commit it was given on.`
    : `To admit it: on the command line, ${CLI_COMMAND} snapshot --accept-reference with the same evidence; in the Action, the approval label on a pull request whose head is the measured commit.`;
}

/** The header of the route table in the plain table formats (text, HTML). */
export const ROUTE_HEADER = ['route', 'cases', 'pairs', 'flips', '95% CI', 'target', 'call'];

/** One route's cells; `label` escapes the route name for the format. */
export function routeCells(r: RouteRow, label: (text: string) => string): string[] {
  return [
    label(r.decision),
    String(r.cases),
    String(r.pairs),
    String(r.flips),
    interval(r.ciLow, r.ciHigh),
    r.targeted ? tolerance(r.epsilon) : '',
    r.call,
  ];
}

/** The header of the relation table in every format. */
export const RELATION_HEADER = [
  'relation',
  'type',
  'held',
  'violated',
  'skipped',
  'errors',
  'violation rate',
];

/** One relation's cells; `label` escapes the relation name for the format. */
export function relationCells(r: RelationSummary, label: (text: string) => string): string[] {
  return [
    label(r.name),
    r.type,
    String(r.held),
    String(r.violated),
    String(r.skipped),
    String(r.errors),
    relationRate(r),
  ];
}

/**
 * What every report says first when evidence collected against a decision suite
 * was assessed without it on request (`--without-suite`): its contract was not
 * applied, so no required decision, target or allowed label was checked. Null
 * when the suite's contract applied (or the evidence records none).
 */
export function suiteNotAppliedNote(meta: ReportMeta | null): string | null {
  const digest = meta?.suiteNotApplied;
  if (digest === undefined) return null;
  return `CONTRACT NOT APPLIED: this evidence was collected against the decision suite ${digest.slice(0, 12)} (sha256 ${digest}), but it was assessed without that suite on request (--without-suite), so its contract (required and allowed decisions, stability targets) was not checked`;
}
