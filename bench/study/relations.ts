/**
 * Relations judged against the measured noise, by seeded Monte Carlo.
 *
 * Each input i picks between two routes with probability pᵢ. The meter makes k
 * repeats per input (k from planRepeats, exact method), split into disjoint
 * pairs; fᵢ of the input's k/2 pairs flip. The relation makes one follow-up call
 * per input, compared with the input's FIRST meter observation (its source).
 * Under the null the follow-up is a fresh draw with the same pᵢ; under an
 * alternative the fresh draw is then flipped with probability r on each input;
 * the case-sensitive alternative changes the decision on every input.
 *
 * The test: if the pooled meter flips are 0, "violated" iff any follow-up
 * disagrees; otherwise stratifiedGreater over strata {vᵢ, 1, fᵢ, k/2} ≤ α/2.
 * The old rule, "any disagreement is a violation", is reported beside it.
 */
import { planRepeats, stratifiedGreater, type NoiseStratum } from '../../src/core/stats/index.js';
import { EPSILON, HALF_ALPHA } from './model.js';
import { Uniform } from './rng.js';

export type RelationAgent = 'half-random' | 'deterministic';
/** null: the relation changes nothing but noise; a number: flip probability r; 'always'. */
export type Effect = null | number | 'always';

export interface RelationCell {
  readonly agent: RelationAgent;
  readonly effect: Effect;
  readonly inputs: number;
  readonly repeats: number;
  readonly runs: number;
  /** P("violated") by the stratified test against the noise. */
  readonly violated: number;
  /** P(any disagreement): the old rule. */
  readonly anyViolation: number;
}

/** Route-choice probabilities: half the inputs a fair coin, the others always route 0 or 1. */
export function routeProbabilities(agent: RelationAgent, inputs: number): number[] {
  return Array.from({ length: inputs }, (_, i) =>
    agent === 'half-random' && i < inputs / 2 ? 0.5 : i % 2,
  );
}

export function simulateRelation(
  agent: RelationAgent,
  effect: Effect,
  inputs: number,
  runs: number,
  seed: number,
): RelationCell {
  const k = planRepeats(inputs, EPSILON, null, 'exact');
  const half = k / 2;
  const p = routeProbabilities(agent, inputs);
  const u = new Uniform(seed);
  let violated = 0;
  let any = 0;
  const strata: NoiseStratum[] = new Array<NoiseStratum>(inputs);
  for (let run = 0; run < runs; run++) {
    let pooled = 0;
    let violations = 0;
    for (let i = 0; i < inputs; i++) {
      const pi = p[i] as number;
      const draw = (): boolean => u.bernoulli(pi);
      let flips = 0;
      let source = false;
      for (let j = 0; j < half; j++) {
        const a = draw();
        const b = draw();
        if (j === 0) source = a;
        if (a !== b) flips++;
      }
      let followUp: boolean;
      if (effect === 'always') followUp = !source;
      else {
        followUp = draw();
        if (effect !== null && u.bernoulli(effect)) followUp = !followUp;
      }
      const v = followUp !== source ? 1 : 0;
      pooled += flips;
      violations += v;
      strata[i] = { violations: v, relationPairs: 1, flips, pairs: half };
    }
    if (violations > 0) any++;
    if (pooled === 0 ? violations > 0 : stratifiedGreater(strata) <= HALF_ALPHA) violated++;
  }
  return {
    agent,
    effect,
    inputs,
    repeats: k,
    runs,
    violated: violated / runs,
    anyViolation: any / runs,
  };
}
