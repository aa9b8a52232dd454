import { type ComparisonKey } from '../observation/observation.js';
import type { Layer } from '../observation/types.js';
import type { RecordedObservation } from './model.js';
/**
 * Comparison keys for recorded observations, with label keys interned so that a
 * million observations of a handful of labels share a handful of strings.
 */
export declare class KeyInterner {
    private readonly labels;
    label(label: string): ComparisonKey;
    /** The key of a recorded observation on a layer (see observation.comparisonKey). */
    of(obs: RecordedObservation, layer: Layer): ComparisonKey;
}
