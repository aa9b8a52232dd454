/**
 * Early rejection: a mixture likelihood-ratio test for "stochastic", declared
 * before collection, that may stop a run as soon as its evidence reaches 1/(α/2).
 *
 * For pair outcomes X₁ … Xₙ (1 = the pair flipped) the statistic is
 *
 *   Lₙ = ∫ Πᵢ (p/ε)^Xᵢ ((1−p)/(1−ε))^(1−Xᵢ) π(dp),   π uniform on (ε, 1),
 *
 * which with F flips in n pairs has the closed form
 *
 *   Lₙ = B(F+1, n−F+1) · P(Bin(n+1, ε) ≤ F) / ((1−ε) · ε^F · (1−ε)^(n−F)),
 *
 * by the Beta–binomial identity P(Beta(a, b) > ε) = P(Bin(a+b−1, ε) ≤ a−1).
 *
 * Why it is valid. For any p > ε and a pair that flips with probability q, the
 * factor's expectation is 1 + (p−ε)(q−ε)/(ε(1−ε)), at most 1 when q ≤ ε; so under
 * every q ≤ ε the statistic is a non-negative supermartingale with L₀ = 1 and, by
 * Ville's inequality (Ville 1939; Robbins 1970, "Statistical methods related to the
 * law of the iterated logarithm"), P(Lₙ ≥ 1/a for some n) ≤ a. Looking after every
 * pair, at any stopping time, costs nothing. When pairs come from inputs with
 * different rates qᵢ whose mean is at most ε, a look after a whole round (one pair
 * of every input) keeps the guarantee: the round's factor Πᵢ(1 + c·(qᵢ−ε)) is at
 * most (1 + c·(q̄−ε))ⁿ ≤ 1 by the AM–GM inequality. Inside a round it is not
 * (reference-defects §1), which is why per-input collection looks only at whole
 * rounds and random allocation (each pair's input drawn uniformly, so each pair
 * flips with probability q̄) may look at any pair.
 *
 * The stochastic direction then has error at most α/2 however long the run; the
 * certification direction is untouched (decided once, at the planned endpoint,
 * by the meter's method), so the total stays within α.
 */
import { Refusal } from '../errors.js';
import { validateEpsilon } from './epsilon.js';
import { DEFAULT_ALPHA, logBinomialAtMost, logFactorial, validateAlpha } from './exact.js';

/** The declared early-rejection test, recorded in the evidence before collection. */
export interface EarlyRejectionPlan {
  readonly rule: 'mixture';
  /** The mixing distribution over the alternative's flip rate. */
  readonly prior: 'uniform';
  readonly epsilon: number;
  /** Total error; the test spends α/2. */
  readonly alpha: number;
  /** Where a look may be taken: after a whole round, or after any pair (random allocation). */
  readonly looks: 'rounds' | 'pairs';
  /** Pairs per round (the number of inputs) when looks are at whole rounds. */
  readonly inputs: number;
  /**
   * The last pair count at which a look may be taken, when some inputs give more
   * pairs than others: looks stop after the last round every input takes part in.
   * Absent: every round (or pair) to the end.
   */
  readonly lastLook?: number;
}

export function planEarlyRejection(input: {
  readonly epsilon: number;
  readonly alpha?: number;
  readonly looks: 'rounds' | 'pairs';
  readonly inputs: number;
  readonly lastLook?: number;
}): EarlyRejectionPlan {
  const epsilon = validateEpsilon(input.epsilon);
  const alpha = validateAlpha(input.alpha ?? DEFAULT_ALPHA);
  if (input.looks !== 'rounds' && input.looks !== 'pairs') {
    throw new Refusal(
      'stats.early-rejection',
      `expected looks at rounds or pairs, got ${String(input.looks)}`,
      'looks',
    );
  }
  if (!Number.isSafeInteger(input.inputs) || input.inputs < 1) {
    throw new Refusal(
      'stats.early-rejection',
      `expected a whole number of inputs >= 1, got ${String(input.inputs)}`,
      'inputs',
    );
  }
  if (
    input.lastLook !== undefined &&
    (!Number.isSafeInteger(input.lastLook) || input.lastLook < 0)
  ) {
    throw new Refusal(
      'stats.early-rejection',
      `expected a whole number of pairs >= 0 for the last look, got ${String(input.lastLook)}`,
      'lastLook',
    );
  }
  return {
    rule: 'mixture',
    prior: 'uniform',
    epsilon,
    alpha,
    looks: input.looks,
    inputs: input.inputs,
    ...(input.lastLook === undefined ? {} : { lastLook: input.lastLook }),
  };
}

/** ln Lₙ for `flips` in `pairs` (0 before any pair). */
export function logMixtureRatio(flips: number, pairs: number, epsilon: number): number {
  if (pairs === 0) return 0;
  const logBeta = logFactorial(flips) + logFactorial(pairs - flips) - logFactorial(pairs + 1);
  const tail = logBinomialAtMost(pairs + 1, flips, epsilon);
  return (
    logBeta +
    tail -
    Math.log1p(-epsilon) -
    flips * Math.log(epsilon) -
    (pairs - flips) * Math.log1p(-epsilon)
  );
}

/** The threshold on ln Lₙ: ln(2/α) (ln 40 at α = 0.05). */
export function rejectionLevel(plan: EarlyRejectionPlan): number {
  return Math.log(2 / plan.alpha);
}

/** True when `flips` in `pairs` reach the evidence threshold for stochastic. */
export function rejects(plan: EarlyRejectionPlan, flips: number, pairs: number): boolean {
  return (
    pairs > 0 && flips > 0 && logMixtureRatio(flips, pairs, plan.epsilon) >= rejectionLevel(plan)
  );
}

/**
 * The fewest flips that reject at `pairs` (pairs + 1 when none can). The ratio
 * grows with the flips at fixed pairs, so a bisection finds it.
 */
export function flipsToReject(plan: EarlyRejectionPlan, pairs: number): number {
  if (!rejects(plan, pairs, pairs)) return pairs + 1;
  let lo = 0; // does not reject
  let hi = pairs; // rejects
  while (lo + 1 < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (rejects(plan, mid, pairs)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Is `pairs` a point where the plan may look? */
export function isLook(plan: EarlyRejectionPlan, pairs: number): boolean {
  if (pairs <= 0 || (plan.lastLook !== undefined && pairs > plan.lastLook)) return false;
  return plan.looks === 'pairs' || pairs % plan.inputs === 0;
}

export interface EarlyRejectionDecision {
  /** Pairs read when the test rejected, or null when it never did. */
  readonly rejectedAt: number | null;
  readonly flips: number;
}

/**
 * Watches pair outcomes in collection order and says when a declared look
 * rejects: at whole rounds (every `inputs` pairs) or after any pair, as the plan
 * says. The one reading of the plan, for collection and for `assess` alike.
 */
export class EarlyRejectionWatch {
  private readonly plan: EarlyRejectionPlan;
  private pairs = 0;
  private flips = 0;
  private rejected: number | null = null;

  constructor(plan: EarlyRejectionPlan) {
    this.plan = plan;
  }

  /** Record one pair; true once a look has rejected (this pair's or an earlier one). */
  pair(flip: boolean): boolean {
    if (this.rejected !== null) return true;
    this.pairs += 1;
    if (flip) this.flips += 1;
    if (isLook(this.plan, this.pairs) && rejects(this.plan, this.flips, this.pairs)) {
      this.rejected = this.pairs;
    }
    return this.rejected !== null;
  }

  /** Pairs read when the test rejected; null while it has not. */
  get rejectedAt(): number | null {
    return this.rejected;
  }

  /** Flips among the pairs read. */
  get flipsRead(): number {
    return this.flips;
  }
}

/**
 * Read pair outcomes (true = flipped) in collection order and return the first
 * declared look at which the test rejects. Outcomes past it are not read.
 */
export function decideEarlyRejection(
  plan: EarlyRejectionPlan,
  outcomes: readonly boolean[],
): EarlyRejectionDecision {
  const watch = new EarlyRejectionWatch(plan);
  for (const flip of outcomes) if (watch.pair(flip)) break;
  return { rejectedAt: watch.rejectedAt, flips: watch.flipsRead };
}
