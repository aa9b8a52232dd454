import type { Layer } from '../observation/types.js';
import { type SequentialDecision } from '../stats/index.js';
import type { KeyInterner } from './keys.js';
import type { EarlyRejectionRecord, EvidenceCase, RandomAllocation, SequentialRecord } from './model.js';
/**
 * The decision a sequential record's plan reaches on the recorded pairs, read in
 * the order a sequential run collects them: round by round (one pair per live
 * input per round), inputs in case order within a round. An input whose pair had
 * a failed call leaves the live set, as in collection. The record's own call and
 * pair count must agree with this; a record that does not is refused, so an
 * edited record cannot change the call.
 */
export declare function recomputeSequential(record: SequentialRecord, cases: readonly EvidenceCase[], interner: KeyInterner, layer: Layer): SequentialDecision;
/**
 * The pair outcomes in the order rounds collect them: round r is pair r of every
 * live input, inputs in case order; an input whose pair had a failed call (or
 * that has no further pair) leaves the live set.
 */
export declare function roundOrderOutcomes(cases: readonly EvidenceCase[], interner: KeyInterner, layer: Layer): boolean[];
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
export declare function replayAllocation(record: RandomAllocation, cases: readonly EvidenceCase[], complete: boolean): Draw[];
/** The pair outcomes in draw order; an input leaves after a failed call. */
export declare function drawOrderOutcomes(order: readonly Draw[], cases: readonly EvidenceCase[], interner: KeyInterner, layer: Layer): boolean[];
/**
 * Where the declared early-rejection test stops on the recorded pairs, read in
 * collection order. The record's own stop must agree, so an edited record cannot
 * change the call.
 */
export declare function recomputeEarlyRejection(record: EarlyRejectionRecord, outcomes: readonly boolean[]): number | null;
