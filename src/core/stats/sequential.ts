import { Refusal } from '../errors.js';
import type { Call } from '../observation/types.js';
import { largestLowerTailAtMost, smallestUpperTailAtMost } from './binomial.js';
import { validateEpsilon } from './epsilon.js';
import { ceilDiv, roundHalfEven } from './rounding.js';

/** The largest sequential budget (in pairs) a plan may have. */
export const MAX_SEQUENTIAL_PAIRS = 10_000_000;
/**
 * The most looks a plan may have. Each look spends (alpha / 2) / looks, so past a
 * hundred a look's share is below 0.00025 of a 0.05 budget; and a plan computes a
 * binomial tail per look, so a number of looks read from a file must not size that work.
 */
export const MAX_SEQUENTIAL_LOOKS = 100;

export interface SequentialPlanInput {
  readonly epsilon: number;
  /** Total error budget, half for certification and half split over the looks. Default 0.05. */
  readonly alpha?: number;
  /** Checkpoints including the last. Default 4. */
  readonly looks?: number;
  /**
   * Final checkpoint in pairs. Default (null): the smallest count at which zero
   * flips certify, ceil(ln(alpha/2) / ln(1 − epsilon)).
   */
  readonly budget?: number | null;
  /**
   * Inputs per round. Each checkpoint is moved up to the end of a whole round
   * (every input has given the same number of pairs); 1 keeps the reference plan.
   */
  readonly inputs?: number;
}

/** Checkpoints and thresholds, fixed before any call is made. */
export interface SequentialPlan {
  readonly epsilon: number;
  readonly alpha: number;
  readonly looks: number;
  /** The most pairs the plan reads: its last checkpoint. */
  readonly budget: number;
  /** Ascending, distinct pair counts at which a call may be taken. */
  readonly checkpoints: readonly number[];
  /** Flips at a checkpoint that prove stochastic (checkpoint + 1 when none can). */
  readonly stochasticAtLeast: ReadonlyMap<number, number>;
  /** Most flips at the last checkpoint that still certify; −1 when none can. */
  readonly certifyAtMost: number;
  /** certifyAtMost is 0: the false-certification rate is exactly (1 − ε)^budget. */
  readonly certificationIsClosedForm: boolean;
  /** Error spent on each look for the stochastic direction: (alpha / 2) / checkpoints. */
  readonly perLook: number;
  readonly inputs: number;
}

function wholeNumber(value: unknown, where: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new Refusal(
      'stats.sequential',
      `expected a whole number >= ${min}, got ${String(value)}`,
      where,
    );
  }
  return value;
}

/**
 * Declare a sequential plan: early looks can only call stochastic (they share half
 * of alpha equally); certification is tested once, at the last checkpoint, with
 * the other half. With inputs = 1 this is exactly the reference's plan.
 */
export function planSequential(input: SequentialPlanInput): SequentialPlan {
  const epsilon = validateEpsilon(input.epsilon);
  const alpha = input.alpha ?? 0.05;
  if (typeof alpha !== 'number' || !Number.isFinite(alpha) || alpha <= 0 || alpha >= 1) {
    throw new Refusal(
      'stats.sequential',
      `expected a number strictly between 0 and 1, got ${String(alpha)}`,
      'alpha',
    );
  }
  const looks = wholeNumber(input.looks ?? 4, 'looks', 1);
  if (looks > MAX_SEQUENTIAL_LOOKS) {
    throw new Refusal(
      'stats.sequential',
      `a plan may have at most ${MAX_SEQUENTIAL_LOOKS} looks (each look spends alpha / 2 / looks), got ${looks}`,
      'looks',
    );
  }
  const inputs = wholeNumber(input.inputs ?? 1, 'inputs', 1);
  const certification = alpha / 2;

  let base: number;
  if (input.budget === undefined || input.budget === null) {
    base = Math.ceil(Math.log(certification) / Math.log(1 - epsilon));
  } else {
    base = wholeNumber(input.budget, 'budget', 1);
  }
  if (base > MAX_SEQUENTIAL_PAIRS) {
    throw new Refusal(
      'stats.sequential',
      `the plan would need a budget of ${base} pairs; the most a plan may have is ${MAX_SEQUENTIAL_PAIRS}` +
        ' (use a larger epsilon or a smaller budget)',
      'budget',
    );
  }
  if (base < looks) {
    throw new Refusal(
      'stats.sequential',
      `a budget of ${base} pairs cannot hold ${looks} looks; raise the budget or use fewer looks`,
      'budget',
    );
  }

  const early = new Set<number>();
  for (let i = 1; i < looks; i++) early.add(Math.max(1, roundHalfEven((base * i) / looks)));
  const reference = [...early].filter((point) => point < base).sort((a, b) => a - b);
  reference.push(base);
  const checkpoints = [...new Set(reference.map((point) => ceilDiv(point, inputs) * inputs))];
  const budget = checkpoints[checkpoints.length - 1] as number;
  if (budget > MAX_SEQUENTIAL_PAIRS) {
    throw new Refusal(
      'stats.sequential',
      `a budget of ${budget} pairs is more than the ${MAX_SEQUENTIAL_PAIRS} a plan may have`,
      'budget',
    );
  }
  const perLook = certification / checkpoints.length;
  const stochasticAtLeast = new Map<number, number>();
  for (const point of checkpoints) {
    stochasticAtLeast.set(point, smallestUpperTailAtMost(point, epsilon, perLook));
  }
  const certifyAtMost = largestLowerTailAtMost(budget, epsilon, certification);
  return {
    epsilon,
    alpha,
    looks,
    budget,
    checkpoints,
    stochasticAtLeast,
    certifyAtMost,
    certificationIsClosedForm: certifyAtMost === 0,
    perLook,
    inputs,
  };
}

/**
 * The call at one declared checkpoint given the flips among exactly its first
 * `checkpoint` pairs; null means keep collecting.
 */
export function sequentialCallAt(
  plan: SequentialPlan,
  checkpoint: number,
  flips: number,
): Call | null {
  const threshold = plan.stochasticAtLeast.get(checkpoint);
  if (threshold === undefined) {
    throw new Refusal(
      'stats.sequential-checkpoint',
      `${checkpoint} is not a declared checkpoint; this plan looks at ${plan.checkpoints.join(', ')} pairs ` +
        '(a checkpoint picked after seeing the data would void the error guarantee)',
      'checkpoint',
    );
  }
  if (!Number.isSafeInteger(flips) || flips < 0 || flips > checkpoint) {
    throw new Refusal(
      'stats.sequential-flips',
      `expected a whole number of flips between 0 and ${checkpoint}, got ${flips}`,
      'flips',
    );
  }
  if (flips >= threshold) return 'stochastic';
  if (checkpoint !== plan.budget) return null;
  return flips <= plan.certifyAtMost ? 'deterministic' : 'undecided';
}

export interface SequentialDecision {
  readonly call: Call;
  /** Pair outcomes read: the deciding checkpoint, or all there were when they ran out. */
  readonly pairs: number;
}

/**
 * Read pair outcomes (true = the pair disagreed) in collection order and stop at
 * the first checkpoint that decides. Outcomes past the deciding checkpoint are not
 * read; running out before a checkpoint gives undecided with the pairs read.
 */
export function decideSequentially(
  plan: SequentialPlan,
  outcomes: readonly boolean[],
): SequentialDecision {
  let flips = 0;
  let seen = 0;
  for (const checkpoint of plan.checkpoints) {
    while (seen < checkpoint) {
      if (seen >= outcomes.length) return { call: 'undecided', pairs: seen };
      if (outcomes[seen] === true) flips++;
      seen++;
    }
    const call = sequentialCallAt(plan, checkpoint, flips);
    if (call !== null) return { call, pairs: seen };
  }
  // The last checkpoint always answers; this is not reached.
  return { call: 'undecided', pairs: seen };
}
