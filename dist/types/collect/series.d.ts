import type { Observation, RecordedObservation, RecordedRelation } from '../core/index.js';
import type { ObservationSharer, SteadySeriesSharer } from '../evidence/intern.js';
import type { PlannedCase } from './plan.js';
import type { PairTracker } from './schedule.js';
/**
 * One input's series as it is collected. While every answer is the same object
 * (a steady input: the case's sharer gives equal answers as one frozen object), it
 * is held as that object and a count, so a steady input costs the same at any k
 * (issue 18); the first other answer, or a slot filled out of order, turns it
 * into the list of answers by slot (undefined where a slot is not filled yet).
 */
export declare class SeriesBuffer {
    private same;
    private count;
    private list;
    get length(): number;
    push(o: RecordedObservation): void;
    /** Fills slot `slot` (parallel repeats fill slots in any order). */
    set(slot: number, o: RecordedObservation): void;
    at(slot: number): RecordedObservation | undefined;
    /** True when no slot is filled. */
    none(): boolean;
    /** The filled slots in order, a steady series as the one array `steady` shares for it. */
    series(steady: SteadySeriesSharer): readonly RecordedObservation[];
    private spread;
}
export interface CaseState {
    readonly plan: PlannedCase;
    /** The series so far, by slot (a steady one held as one answer and a count). */
    readonly observations: SeriesBuffer;
    readonly relations: RecordedRelation[];
    readonly tracker: PairTracker;
    first: Observation | null;
    relationsRun: boolean;
    /** A meter call of this input failed: its series ends there. */
    failed: boolean;
    /** The first draw (without call reuse, or without the meter), as recorded. */
    source: RecordedObservation | null;
    /** The same draw as an observation, for relations to reuse. */
    sourceObservation: Observation | null;
    /**
     * The distinct untimed answers recorded so far (a few): an identical answer is
     * recorded as the same frozen object, so a stable series holds one object, not k.
     */
    readonly shared: ObservationSharer;
}
/**
 * The record of an untimed answer, shared with an identical earlier one of the
 * same input (same decision, text and tools). A timed answer carries its own ms
 * and is never shared.
 */
export declare function internRecord(c: CaseState, rec: RecordedObservation): RecordedObservation;
/**
 * The record of one answer (`recordObservation`), shared as `internRecord` shares
 * it; an untimed answer equal to a kept record is given that record without a
 * new one being built (most answers of a steady input).
 */
export declare function recordAnswer(c: CaseState, obs: Observation, ms: number | undefined): RecordedObservation;
