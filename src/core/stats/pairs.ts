import { Refusal } from '../errors.js';
import { validateEpsilon } from './epsilon.js';
import { ceilDiv, roundHalfEven } from './rounding.js';
import { exactCertifies, MAX_EXACT_PAIRS } from './exact.js';
import { smallestHolding } from './search.js';
import { validateZ, wilson, Z95 } from './wilson.js';

/** How the meter reaches its call: the reference's Wilson bound, or the exact binomial tails. */
export type Method = 'wilson' | 'exact';
export const METHODS: readonly Method[] = ['wilson', 'exact'];
export const DEFAULT_METHOD: Method = 'wilson';

export function isMethod(value: unknown): value is Method {
  return value === 'wilson' || value === 'exact';
}

/** True when `flips` in `pairs` certify `epsilon` under `method` (95%, α/2 per direction). */
export function certifiesBy(
  method: Method,
  flips: number,
  pairs: number,
  epsilon: number,
  z: number = Z95,
): boolean {
  if (pairs <= 0 || flips > pairs) return false;
  if (method === 'exact' && pairs > MAX_EXACT_PAIRS) return false;
  return method === 'exact'
    ? exactCertifies(flips, pairs, epsilon)
    : wilson(flips, pairs, z).high < epsilon;
}

/** The largest pair count `pairsForDeterministicCall` will consider. */
export const MAX_PLANNED_PAIRS = 10_000_000;

export interface PairsOptions {
  /** Normal quantile of the interval; 1.96 (95%) unless given. */
  readonly z?: number;
  /** The flip rate seen so far, assumed to persist; 0 (the best case) unless given. */
  readonly flipRate?: number;
  /** The decision rule; the reference's Wilson bound unless given. */
  readonly method?: Method;
}

function validateRate(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new Refusal(
      'stats.flip-rate',
      `expected a rate between 0 and 1, got ${String(value)}`,
      where,
    );
  }
  return value;
}

function validateCount(value: unknown, where: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new Refusal(
      'stats.count',
      `expected a whole number >= ${min}, got ${String(value)}`,
      where,
    );
  }
  return value;
}

/**
 * Pairs needed for a deterministic call at `epsilon` if the observed flip rate
 * persists: the Wilson upper bound at n pairs with round-half-even(rate·n) flips
 * must fall below epsilon. This is the reference's search (double from 1, then
 * bisect) and not "the smallest such n": with a non-zero rate the rounded flip
 * count makes the bound non-monotone and the answer depends on the probed counts.
 * Null when no count can certify: the rate is at or above epsilon, or the search
 * passes MAX_PLANNED_PAIRS.
 */
export function pairsForDeterministicCall(
  epsilon: number,
  options: PairsOptions = {},
): number | null {
  validateEpsilon(epsilon);
  const z = options.z === undefined ? Z95 : validateZ(options.z);
  const rate = options.flipRate === undefined ? 0 : validateRate(options.flipRate, 'flipRate');
  if (rate >= epsilon) return null;
  const method = options.method ?? DEFAULT_METHOD;

  const passes = (pairs: number): boolean =>
    certifiesBy(method, roundHalfEven(rate * pairs), pairs, epsilon, z);
  let high = 1;
  while (!passes(high)) {
    high *= 2;
    if (high > MAX_PLANNED_PAIRS) return null;
  }
  let low = Math.floor(high / 2);
  while (low + 1 < high) {
    const mid = Math.floor((low + high) / 2);
    if (passes(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * Repeats per input (k, always even and >= 2) so that a run over `inputs` probes
 * can certify `epsilon` in the best case (no flips), capped by a call budget when
 * one is given. A budget below two calls per input is refused.
 */
export function planRepeats(
  inputs: number,
  epsilon: number,
  budget: number | null = null,
  method: Method = DEFAULT_METHOD,
): number {
  validateCount(inputs, 'inputs', 1);
  const needed = pairsForDeterministicCall(epsilon, { method });
  const wanted = needed === null ? 2 : 2 * ceilDiv(needed, inputs);
  if (budget === null) return Math.max(2, wanted);
  validateCount(budget, 'budget', 0);
  if (budget < 2 * inputs) {
    throw new Refusal(
      'stats.budget-too-small',
      `a budget of ${budget} calls cannot give ${inputs} inputs two repeats each; ` +
        `it must be at least ${2 * inputs} calls (or leave the budget unset)`,
      'budget',
    );
  }
  const affordable = Math.floor(Math.floor(budget / inputs) / 2) * 2;
  return Math.max(2, Math.min(wanted, affordable));
}

export interface SnapshotPrecheck {
  /** True when even zero flips could not certify epsilon with these repeats. */
  readonly refused: boolean;
  /** Zero-flip pairs needed at epsilon (null: no count within the planning cap). */
  readonly bestCase: number | null;
  /** Disjoint pairs the run would collect: inputs × floor(k/2). */
  readonly available: number;
  /** The smallest even k that would reach the best case; null when not refused. */
  readonly suggestedK: number | null;
}

/**
 * Before any call: can a baseline run with `k` repeats per input certify epsilon
 * at all? It cannot when inputs × floor(k/2) is below the zero-flip requirement.
 */
export function snapshotPrecheck(
  inputs: number,
  k: number,
  epsilon: number,
  method: Method = DEFAULT_METHOD,
): SnapshotPrecheck {
  validateCount(inputs, 'inputs', 1);
  validateCount(k, 'k', 2);
  const bestCase = pairsForDeterministicCall(epsilon, { method });
  const available = inputs * Math.floor(k / 2);
  const refused = bestCase === null || available < bestCase;
  const suggestedK = refused && bestCase !== null ? 2 * ceilDiv(bestCase, inputs) : null;
  return { refused, bestCase, available, suggestedK };
}

export interface BestCaseAdmissionInput {
  /** Flips observed so far. */
  readonly flips: number;
  /** Disjoint pairs observed so far. */
  readonly pairs: number;
  readonly epsilon: number;
  /** The most pairs the caller is willing to collect in total. */
  readonly maxPairs: number;
  readonly z?: number;
  readonly method?: Method;
}

export interface BestCaseAdmission {
  /**
   * The smallest total N >= max(pairs, 1) whose Wilson upper bound with the
   * observed flips falls below epsilon (every further pair agreeing). Null only
   * when no N up to Number.MAX_SAFE_INTEGER does (an epsilon of about 1e-16 or less).
   */
  readonly totalPairs: number | null;
  /** totalPairs − pairs; null with totalPairs. */
  readonly additionalPairs: number | null;
  /** totalPairs is known and within maxPairs. */
  readonly reachable: boolean;
}

/**
 * Best case for admission given what was observed: how many pairs in total, all
 * further ones agreeing, would let the evidence certify epsilon. The upper bound
 * falls as N grows with the flips fixed, so an exponential search then bisection
 * finds the smallest N in about 2·log2(N) interval evaluations.
 */
export function bestCaseAdmission(input: BestCaseAdmissionInput): BestCaseAdmission {
  const pairs = validateCount(input.pairs, 'pairs', 0);
  const flips = validateCount(input.flips, 'flips', 0);
  if (flips > pairs) {
    throw new Refusal('stats.count', `${flips} flips cannot come from ${pairs} pairs`, 'flips');
  }
  const epsilon = validateEpsilon(input.epsilon);
  const z = input.z === undefined ? Z95 : validateZ(input.z);
  const maxPairs = input.maxPairs;
  if (maxPairs !== Number.POSITIVE_INFINITY) validateCount(maxPairs, 'maxPairs', 0);

  const method = input.method ?? DEFAULT_METHOD;
  const certifies = (n: number): boolean => certifiesBy(method, flips, n, epsilon, z);
  const total = smallestHolding(Math.max(pairs, 1), certifies);
  if (total === null) return { totalPairs: null, additionalPairs: null, reachable: false };
  return { totalPairs: total, additionalPairs: total - pairs, reachable: total <= maxPairs };
}
