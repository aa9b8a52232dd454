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
    share(o: RecordedObservation): RecordedObservation;
}
