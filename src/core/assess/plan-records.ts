// The plans evidence records (a sequential plan, a random allocation, an
// early-rejection test) replayed against the recorded pairs: the pairs are read in
// the order the plan collected them, and a record whose own call, stop or draws
// disagree with that reading is refused, so an edited record cannot change the call.
import { Refusal } from '../errors.js';
import type { Layer } from '../observation/types.js';
import {
  AllocationDraws,
  decideEarlyRejection,
  decideSequentially,
  MAX_PLANNED_PAIRS,
  planEarlyRejection,
  planSequential,
  type SequentialDecision,
} from '../stats/index.js';
import type { KeyInterner } from './keys.js';
import type {
  EarlyRejectionRecord,
  EvidenceCase,
  RandomAllocation,
  SequentialRecord,
} from './model.js';

/**
 * The decision a sequential record's plan reaches on the recorded pairs, read in
 * the order a sequential run collects them: round by round (one pair per live
 * input per round), inputs in case order within a round. An input whose pair had
 * a failed call leaves the live set, as in collection. The record's own call and
 * pair count must agree with this; a record that does not is refused, so an
 * edited record cannot change the call.
 */
export function recomputeSequential(
  record: SequentialRecord,
  cases: readonly EvidenceCase[],
  interner: KeyInterner,
  layer: Layer,
): SequentialDecision {
  const plan = planSequential({
    epsilon: record.epsilon,
    alpha: record.alpha,
    looks: record.looks,
    budget: record.budget,
    inputs: record.inputs,
  });
  const outcomes = roundOrderOutcomes(cases, interner, layer);
  const decided = decideSequentially(plan, outcomes);
  if (decided.call !== record.call || decided.pairs !== record.pairs) {
    throw new Refusal(
      'assess.sequential-record',
      `the sequential record says ${record.call} after ${record.pairs} pairs, but the recorded pairs read at its declared checkpoints give ${decided.call} after ${decided.pairs}; the evidence was edited or damaged`,
      'sequential',
    );
  }
  return decided;
}

/**
 * The pair outcomes in the order rounds collect them: round r is pair r of every
 * live input, inputs in case order; an input whose pair had a failed call (or
 * that has no further pair) leaves the live set.
 */
export function roundOrderOutcomes(
  cases: readonly EvidenceCase[],
  interner: KeyInterner,
  layer: Layer,
): boolean[] {
  const outcomes: boolean[] = [];
  // The inputs still in play, rebuilt each round from those that stay (linear in the
  // inputs per round, even when every input leaves at once).
  let live = cases.map((_, i) => i);
  for (let round = 0; live.length > 0; round++) {
    const staying: number[] = [];
    let any = false;
    for (const index of live) {
      const series = (cases[index] as EvidenceCase).observations;
      const a = series[2 * round];
      const b = series[2 * round + 1];
      if (a === undefined || b === undefined) continue;
      any = true;
      if (a.error !== undefined || b.error !== undefined) continue;
      outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
      staying.push(index);
    }
    if (!any) break;
    live = staying;
  }
  return outcomes;
}

/** Each draw's case and the pair of that case it asked for, in draw order. */
export interface Draw {
  readonly caseIndex: number;
  readonly pair: number;
}

/**
 * Replay a random allocation's draws from its seed and check every case against
 * them: a case without a failed call holds exactly two repeats per draw of it;
 * a case with a failed call stops there, and a run that stopped early may stop
 * anywhere, so those hold at most that. Anything else is refused: the repeats could
 * not have come from these draws.
 *
 * The recorded number of draws sizes neither memory nor unbounded work: no plan
 * draws more than MAX_PLANNED_PAIRS, the draws are streamed, only those whose pair
 * is in the file are kept (at most one per two observations, plus one per case cut
 * short), and a case that must hold exactly its draws is refused at the first draw
 * past what it holds.
 */
export function replayAllocation(
  record: RandomAllocation,
  cases: readonly EvidenceCase[],
  complete: boolean,
): Draw[] {
  if (!Number.isSafeInteger(record.pairs) || record.pairs < 0 || record.pairs > MAX_PLANNED_PAIRS) {
    throw new Refusal(
      'assess.allocation-record',
      `random allocation records ${String(record.pairs)} pairs drawn; a plan draws a whole number of pairs, at most ${MAX_PLANNED_PAIRS}, so the evidence was edited or damaged`,
      'allocation.pairs',
    );
  }
  const held = cases.map((c) => c.observations.length);
  // Complete evidence whose case had no failed call holds exactly two repeats per draw.
  const exact = cases.map((c) => complete && !c.observations.some((o) => o.error !== undefined));
  const counts = new Array<number>(cases.length).fill(0);
  const mismatch = (i: number, drawn: number, soFar: boolean) =>
    new Refusal(
      'assess.allocation-record',
      `random allocation with seed ${record.seed} drew this input for ${soFar ? 'at least ' : ''}${drawn} of ${record.pairs} pairs, so it should hold ${soFar ? 'at least ' : ''}${2 * drawn} repeats, but it holds ${held[i] as number}; the evidence was edited or damaged`,
      `cases[${i}].observations`,
    );
  const order: Draw[] = [];
  const draws = new AllocationDraws(record.seed, cases.length);
  for (let j = 0; j < record.pairs; j++) {
    const caseIndex = draws.next();
    const pair = counts[caseIndex] as number;
    counts[caseIndex] = pair + 1;
    if (2 * pair < (held[caseIndex] as number)) order.push({ caseIndex, pair });
    else if (exact[caseIndex] === true) throw mismatch(caseIndex, pair + 1, true);
  }
  cases.forEach((_, i) => {
    const expected = 2 * (counts[i] as number);
    const have = held[i] as number;
    const ok = exact[i] === true ? have === expected : have <= expected;
    if (!ok) throw mismatch(i, counts[i] as number, false);
  });
  return order;
}

/** The pair outcomes in draw order; an input leaves after a failed call. */
export function drawOrderOutcomes(
  order: readonly Draw[],
  cases: readonly EvidenceCase[],
  interner: KeyInterner,
  layer: Layer,
): boolean[] {
  const left = new Set<number>();
  const outcomes: boolean[] = [];
  for (const d of order) {
    if (left.has(d.caseIndex)) continue;
    const series = (cases[d.caseIndex] as EvidenceCase).observations;
    const a = series[2 * d.pair];
    const b = series[2 * d.pair + 1];
    if (a === undefined || b === undefined || a.error !== undefined || b.error !== undefined) {
      left.add(d.caseIndex);
      continue;
    }
    outcomes.push(interner.of(a, layer) !== interner.of(b, layer));
  }
  return outcomes;
}

/**
 * Where the declared early-rejection test stops on the recorded pairs, read in
 * collection order. The record's own stop must agree, so an edited record cannot
 * change the call.
 */
export function recomputeEarlyRejection(
  record: EarlyRejectionRecord,
  outcomes: readonly boolean[],
): number | null {
  const plan = planEarlyRejection({
    epsilon: record.epsilon,
    alpha: record.alpha,
    looks: record.looks,
    inputs: record.inputs,
    ...(record.lastLook === undefined ? {} : { lastLook: record.lastLook }),
  });
  const decided = decideEarlyRejection(plan, outcomes);
  if (decided.rejectedAt !== record.rejectedAt) {
    const said =
      record.rejectedAt === null ? 'never rejected' : `rejected after ${record.rejectedAt} pairs`;
    const got =
      decided.rejectedAt === null
        ? 'never reach its threshold'
        : `reach its threshold after ${decided.rejectedAt}`;
    throw new Refusal(
      'assess.early-rejection-record',
      `the early-rejection record says the test ${said}, but the recorded pairs read in collection order ${got}; the evidence was edited or damaged`,
      'earlyRejection',
    );
  }
  return decided.rejectedAt;
}
