import {
  formatPercent,
  formatRate,
  listing,
  type Assessment,
  type NextStep,
  type RelationSummary,
  type RouteRow,
} from '../core/index.js';
import type { ReportMeta } from './meta.js';

/**
 * Facts every format shows, derived from the Assessment by counting and
 * comparing only (no statistics): the contract row per required route, the
 * outcome of each check, and the shared wording of figures.
 */

/** A tolerance as people read it: 5%, 2.5%. */
export function tolerance(epsilon: number): string {
  return formatPercent(epsilon, epsilon * 100 >= 1 ? 0 : 1);
}

/** `[0.355, 0.823]` */
export function interval(low: number, high: number): string {
  return `[${formatRate(low)}, ${formatRate(high)}]`;
}

/** A relation's violation rate, or `n/a` when it tested nothing (never 0%). */
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
      why = routeShortfall(row);
    }
    return { decision, critical: critical.has(decision), intended, observed, admissible, why };
  });
}

/** What an undecided route lacks, with the number when every new pair would agree. */
export function routeShortfall(row: RouteRow): string {
  if (row.pairsNeeded !== null && row.pairsNeeded > row.pairs) {
    return `${row.pairsNeeded - row.pairs} more agreeing pairs needed (has ${row.pairs} of ${row.pairsNeeded})`;
  }
  return `undecided at ${tolerance(row.epsilon)}`;
}

export type CheckOutcome = 'passed' | 'failed' | 'error' | 'skipped';

/** One check of the run, as JUnit (and the summary) shows it. */
export interface Check {
  readonly group: 'evidence' | 'meter' | 'routes' | 'blindness' | 'contract' | 'relations';
  /** Stable name; labels inside are raw (the format escapes them). */
  readonly name: string;
  readonly outcome: CheckOutcome;
  /** One sentence: why it failed, erred or was skipped, or what it measured. */
  readonly message: string;
  /** Figures as `key=value` lines. */
  readonly figures: readonly string[];
}

/**
 * The checks, each decided from its own evidence, so that a test reporter never
 * shows green on a run whose exit code is 1 or 2 and never shows red on a run
 * whose exit code is 0. What does not gate because a higher-ranked status
 * explains the run (an undecided pooled figure beside a flipping route, a
 * violation judged against a measured flip rate) passes with a note.
 */
export function checksOf(a: Assessment): Check[] {
  const checks: Check[] = [];
  const routes = a.routes;
  const stochasticRoutes = routes !== null && routes.stochastic.length > 0;
  const meterStochastic = a.meter !== null && a.meter.call === 'stochastic';

  checks.push({
    group: 'evidence',
    name: 'evidence complete',
    outcome: a.complete ? 'passed' : 'error',
    message: a.complete
      ? `every call and check finished (${a.calls.total} calls)`
      : `${a.errorCount} of ${a.calls.total} calls or checks failed${a.stopReason !== undefined ? `; collection stopped early (${a.stopReason})` : ''}: the evidence is incomplete`,
    figures: [
      `complete=${a.complete}`,
      `calls=${a.calls.total}`,
      `meterCalls=${a.calls.meter}`,
      `relationCalls=${a.calls.relations}`,
      `failures=${a.errorCount}`,
      `isolation=${a.isolation}`,
    ],
  });

  const m = a.meter;
  if (m === null) {
    checks.push({
      group: 'meter',
      name: 'pooled repeatability',
      outcome: 'error',
      message: 'no repeat series could be scored, so repeatability was not measured',
      figures: [],
    });
  } else {
    const gating = m.call === 'undecided' && !stochasticRoutes;
    checks.push({
      group: 'meter',
      name: 'pooled repeatability',
      outcome: gating ? 'error' : 'passed',
      message:
        m.call === 'undecided'
          ? `undecided: ${m.flips} of ${m.pairs} pairs flipped and the 95% interval ${interval(m.ciLow, m.ciHigh)} straddles the ${tolerance(m.epsilon)} tolerance${gating ? '' : '; not gating, because a route already flips'}`
          : `${m.call}: ${m.flips} of ${m.pairs} pairs flipped, 95% interval ${interval(m.ciLow, m.ciHigh)} against ${tolerance(m.epsilon)}`,
      figures: [
        `call=${m.call}`,
        `pairs=${m.pairs}`,
        `flips=${m.flips}`,
        `flipRate=${m.flipRate}`,
        `ciLow=${m.ciLow}`,
        `ciHigh=${m.ciHigh}`,
        `epsilon=${m.epsilon}`,
        `inputs=${m.inputs}`,
        `repeats=${m.repeats === m.maxRepeats ? m.repeats : `${m.repeats}-${m.maxRepeats}`}`,
      ],
    });
  }

  for (const r of routes?.routes ?? []) {
    let outcome: CheckOutcome = 'passed';
    let message: string;
    const figures = `${r.flips} of ${r.pairs} pairs flipped, 95% interval ${interval(r.ciLow, r.ciHigh)} against ${r.targeted ? 'its target' : 'the tolerance'} ${tolerance(r.epsilon)}`;
    if (r.call === 'stochastic') {
      outcome = r.targeted ? 'failed' : 'passed';
      message = `stochastic: ${figures}${r.targeted ? '' : ' (no declared target, so it does not fail the run)'}`;
    } else if (r.call === 'undecided') {
      outcome = r.targeted && !stochasticRoutes ? 'error' : 'passed';
      message = `undecided: ${figures}; ${routeShortfall(r)}${outcome === 'passed' ? (r.targeted ? '; not gating, because a route already flips' : ' (no declared target, so it does not gate)') : ''}`;
    } else {
      message = `deterministic: ${figures}`;
    }
    checks.push({
      group: 'routes',
      name: `route ${r.decision}`,
      outcome,
      message,
      figures: [
        `call=${r.call}`,
        `cases=${r.cases}`,
        `pairs=${r.pairs}`,
        `flips=${r.flips}`,
        `flipRate=${r.flipRate}`,
        `ciLow=${r.ciLow}`,
        `ciHigh=${r.ciHigh}`,
        `epsilon=${r.epsilon}`,
        `targeted=${r.targeted}`,
        `pairsNeeded=${r.pairsNeeded ?? 'n/a'}`,
      ],
    });
  }

  const b = a.blindness;
  if (b !== null) {
    checks.push({
      group: 'blindness',
      name: 'probe blindness',
      outcome: b.blind ? 'failed' : 'passed',
      message: `${b.blind ? 'blind' : 'not blind'}: the most common first decision holds ${formatPercent(b.skew, 1)} of ${b.inputs} inputs (blind at ${formatPercent(b.threshold)}); ${b.distinct} distinct decisions`,
      figures: [
        `blind=${b.blind}`,
        `skew=${b.skew}`,
        `majorityCount=${b.majorityCount}`,
        `distinct=${b.distinct}`,
        `threshold=${b.threshold}`,
        `inputs=${b.inputs}`,
      ],
    });
  }

  const c = a.contract;
  if (c !== null) {
    const rows = contractRows(a);
    checks.push({
      group: 'contract',
      name: 'decision contract',
      outcome: c.satisfied ? 'passed' : 'failed',
      message: c.satisfied ? 'every required decision has cases and was returned' : c.advice,
      figures: [
        `satisfied=${c.satisfied}`,
        `intendedCoverage=${c.intendedCoverage}`,
        `observedCoverage=${c.observedCoverage}`,
        ...rows.map(
          (r) =>
            `route ${r.decision}: intended=${r.intended} observed=${r.observed} admissible=${r.admissible}${r.critical ? ' critical' : ''}`,
        ),
        ...(c.unknownObserved.length > 0
          ? [`unknownObserved=${c.unknownObserved.join(', ')}`]
          : []),
      ],
    });
  }

  if (a.relations.length > 0) {
    const exercised = a.relations.reduce((s, r) => s + r.exercised, 0);
    checks.push({
      group: 'relations',
      name: 'relation coverage',
      outcome: exercised === 0 ? 'failed' : 'passed',
      message:
        exercised === 0
          ? 'no relation changed any input, so the relations tested nothing'
          : `${exercised} changed inputs tested the relations`,
      figures: [
        `relations=${a.relations.length}`,
        `exercised=${exercised}`,
        `vacuous=${a.relations.filter((r) => r.vacuous).length}`,
      ],
    });
    for (const r of a.relations) {
      let outcome: CheckOutcome;
      let message: string;
      const counts = `held ${r.held}, violated ${r.violated}, skipped ${r.skipped}, errors ${r.errors}`;
      if (r.errors > 0) {
        outcome = 'error';
        message = `${r.errors} checks of this relation failed to run (${counts})`;
      } else if (r.exercised === 0) {
        outcome = 'skipped';
        message = `tested nothing: the transform left every input unchanged (${counts})`;
      } else if (r.violated > 0) {
        // Judged against the flip rate, unless the status itself is the violation.
        const judged = a.status !== 'violations' && (stochasticRoutes || meterStochastic);
        outcome = judged ? 'passed' : 'failed';
        message = `changed the decision on ${r.violated} of ${r.exercised} changed inputs (${relationRate(r)})${judged ? '; the agent already flips on rerun, so judge this against the measured flip rate' : ''}`;
      } else {
        outcome = 'passed';
        message = `held on all ${r.exercised} changed inputs (${counts})`;
      }
      checks.push({
        group: 'relations',
        name: `relation ${r.name}`,
        outcome,
        message,
        figures: [
          `type=${r.type}`,
          `held=${r.held}`,
          `violated=${r.violated}`,
          `skipped=${r.skipped}`,
          `errors=${r.errors}`,
          `violationRate=${r.violationRate ?? 'n/a'}`,
        ],
      });
    }
  }
  return checks;
}

/**
 * The next steps: the Assessment's, then the ones it leaves implicit. When routes
 * flip, the quiet routes that are still undecided get no step of their own, yet
 * each needs a known number of agreeing pairs: zero-flip routes only (their
 * pairsNeeded is exact), one step per distinct need.
 */
export function nextOf(a: Assessment): NextStep[] {
  const steps = [...a.next];
  if (a.status !== 'stochastic' && a.status !== 'target-failed') return steps;
  const groups = new Map<string, { names: string[]; row: RouteRow }>();
  for (const r of a.routes?.routes ?? []) {
    if (r.call !== 'undecided' || r.pairsNeeded === null || r.pairsNeeded <= r.pairs) continue;
    const key = `${r.pairsNeeded - r.pairs}:${r.pairsNeeded}:${r.cases}:${r.epsilon}`;
    const g = groups.get(key);
    if (g) g.names.push(r.decision);
    else groups.set(key, { names: [r.decision], row: r });
  }
  for (const { names, row } of groups.values()) {
    const needed = row.pairsNeeded as number;
    const more = needed - row.pairs;
    const perCase = 2 * Math.ceil(needed / Math.max(row.cases, 1));
    const who = names.length === 1 ? `Route ${names[0]} has` : `Routes ${listing(names, 8)} have`;
    steps.push({
      code: 'collect-route-pairs',
      text: `${who} no flips but too few pairs to be decided at ${tolerance(row.epsilon)}: ${names.length === 1 ? 'it needs' : 'each needs'} ${more} more agreeing pairs (${needed} in all, about ${perCase} repeats per case).`,
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
    ? `To admit it, a maintainer with write access adds the label "${meta.approvalLabel}" to this pull request; the approval holds only for the commit it was given on.`
    : 'On the command line: agentverity snapshot --accept-reference with the same evidence; in the Action: the approval label on the pull request, given on the commit that was measured.';
}

/** Figures for the suite header and the JSON-free formats: settings as `key=value`, sorted. */
export function settingLines(settings: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(settings)
    .sort()
    .map(
      (k) => `${k}=${typeof settings[k] === 'string' ? settings[k] : JSON.stringify(settings[k])}`,
    );
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
