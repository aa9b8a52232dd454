import type { RecordedObservation } from '../core/assess/model.js';
/** Equal records: same decision, text, tools, ms and error. */
export declare function sameObservation(a: RecordedObservation, b: RecordedObservation): boolean;
/**
 * One input's observations, shared: an observation equal to one seen before (the
 * first few distinct ones are kept) is given back as that same frozen object, so
 * a series of k identical answers holds one object, not k. What is recorded is
 * unchanged; only identity is shared (nothing may mutate a recorded observation).
 */
export declare class ObservationSharer {
    private readonly distinct;
    /** The records kept for sharing so far (frozen), oldest first. */
    get kept(): readonly RecordedObservation[];
    share(o: RecordedObservation): RecordedObservation;
}
/**
 * Steady series shared across inputs: a series whose observations are all one
 * frozen object (k identical answers, as `ObservationSharer` leaves them) is given
 * back as one frozen array, held once for every input whose k answers are equal
 * to it, so what a steady input holds does not grow with its repeats (issue 18:
 * memory independent of the number of calls). Any other series is given back as
 * it is. What is recorded is unchanged: equal answers, in the same order.
 */
export declare class SteadySeriesSharer {
    private readonly byKey;
    /** The series of `n` answers `o`: the shared array when `o` is a frozen object, else a new one. */
    of(o: RecordedObservation, n: number): readonly RecordedObservation[];
    /** `series` itself, or the shared array when it is steady. */
    share(series: readonly RecordedObservation[]): readonly RecordedObservation[];
    /** The array held for `n` answers `o` (kept from `make` when new), or null when none may be. */
    private held;
}
