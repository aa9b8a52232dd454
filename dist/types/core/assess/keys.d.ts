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
/**
 * One frozen array for every series that repeats a single key the same number of
 * times: a case whose repeats all agree (most cases of most runs) holds no series
 * of its own, so a million repeats of ten thousand steady inputs keep a handful of
 * arrays instead of ten thousand. A series with any other key is kept as it is.
 */
export declare class SeriesSharer {
    private readonly uniform;
    share(keys: readonly ComparisonKey[]): readonly ComparisonKey[];
    /** The shared frozen series of `key` repeated `length` times (what `share` gives such a series). */
    repeated(key: ComparisonKey, length: number): readonly ComparisonKey[];
}
