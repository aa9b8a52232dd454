/** Conversions from the vectors' reference shapes, shared by every handler file. */
import * as core from '../../src/core/index.js';
import type { Observation, Verdict } from '../../src/core/observation/types.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Handler = (input: Record<string, Json>) => unknown;

/** The reference's snake_case names → ours. The one place the names are mapped. */
export const NAME_MAP: Record<string, string> = {
  pair_trials: 'pairs',
  pair_flips: 'flips',
  ci_low: 'ciLow',
  ci_high: 'ciHigh',
  flip_rate: 'flipRate',
  inputs_with_flip: 'inputsWithFlip',
  max_repeats: 'maxRepeats',
  pairs_needed: 'pairsNeeded',
  flip_pairs: 'flipPairs',
  majority_verdict: 'majority',
  repeats_each: 'repeatsEach',
  certify_at_most: 'certifyAtMost',
  certification_is_closed_form: 'certificationIsClosedForm',
  stochastic_at_least: 'stochasticAtLeast',
  total_pairs: 'totalPairs',
  additional_pairs: 'additionalPairs',
  exit_code: 'exitCode',
  intended_counts: 'intendedCounts',
  observed_counts: 'observedCounts',
  observed_case_counts: 'observedCaseCounts',
  intended_coverage: 'intendedCoverage',
  observed_coverage: 'observedCoverage',
  missing_intended: 'missingIntended',
  missing_observed: 'missingObserved',
  missing_critical: 'missingCritical',
  under_cased: 'underCased',
  unknown_observed: 'unknownObserved',
  output_code_points: 'outputCodePoints',
  violation_rate: 'violationRate',
};

// --- conversions from the vectors' reference shapes -------------------------

export function verdictOf(v: Json | undefined): Verdict {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && !Array.isArray(v)) {
    if (v.kind === 'decision') return core.decision(String(v.label));
    if (v.kind === 'no_decision') return core.noDecision(v.reason as core.NoDecisionReason);
  }
  throw new Error(`unsupported verdict in vector: ${JSON.stringify(v)}`);
}

export function observationOf(o: Json): Observation {
  const obj = o as Record<string, Json>;
  return core.observation({
    text: typeof obj.text === 'string' ? obj.text : '',
    verdict: verdictOf(obj.verdict),
    tools: Array.isArray(obj.tools) ? (obj.tools as string[]) : [],
  });
}

/** A raw key value from a coverage vector → our comparison key. */
export function keyOfValue(v: Json): core.ComparisonKey | null {
  if (v === null) return null;
  if (typeof v === 'string') return core.keyOfLabel(v);
  const verdict = verdictOf(v);
  if (verdict !== null && typeof verdict === 'object') return core.keyOfOutcome(verdict);
  throw new Error(`unsupported key value: ${JSON.stringify(v)}`);
}

export function toObject<T>(map: ReadonlyMap<string | number, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, v] of map) out[String(k)] = v;
  return out;
}

export function targetsOf(v: Json | undefined): Map<string, number> {
  const m = new Map<string, number>();
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, t] of Object.entries(v)) m.set(k, t as number);
  }
  return m;
}

export function meterOut(m: core.MeterResult) {
  return { ...m };
}

export function routesOut(t: core.RouteTable) {
  return {
    ...t,
    routes: t.routes.map((r) => ({ ...r })),
    flipPairs: t.flipPairs.map((p) => ({ decisions: [...p.decisions], count: p.count })),
  };
}

export function coverageOut(c: core.Coverage) {
  return {
    ...c,
    intendedCounts: toObject(c.intendedCounts),
    observedCounts: toObject(c.observedCounts),
    observedCaseCounts: toObject(c.observedCaseCounts),
  };
}

export function planOf(p: Record<string, Json>) {
  return core.planSequential({
    epsilon: p.epsilon as number,
    ...(typeof p.alpha === 'number' ? { alpha: p.alpha } : {}),
    ...(typeof p.looks === 'number' ? { looks: p.looks } : {}),
    ...(typeof p.budget === 'number' ? { budget: p.budget } : {}),
  });
}
