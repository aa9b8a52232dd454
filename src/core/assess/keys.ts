import {
  EMPTY_KEY,
  keyOfReason,
  keyOfTools,
  type ComparisonKey,
} from '../observation/observation.js';
import type { Layer } from '../observation/types.js';
import type { RecordedObservation } from './model.js';

/**
 * Comparison keys for recorded observations, with label keys interned so that a
 * million observations of a handful of labels share a handful of strings.
 */
export class KeyInterner {
  private readonly labels = new Map<string, ComparisonKey>();

  label(label: string): ComparisonKey {
    if (label.length === 0) return EMPTY_KEY;
    let key = this.labels.get(label);
    if (key === undefined) {
      key = `d:${label}`;
      this.labels.set(label, key);
    }
    return key;
  }

  /** The key of a recorded observation on a layer (see observation.comparisonKey). */
  of(obs: RecordedObservation, layer: Layer): ComparisonKey {
    switch (layer) {
      case 'verdict': {
        const d = obs.decision;
        if (typeof d === 'string') return this.label(d.length > 0 ? d : (obs.text ?? ''));
        if (d !== undefined) return keyOfReason(d.noDecision);
        return this.label(obs.text ?? '');
      }
      case 'text':
        return this.label(obs.text ?? '');
      case 'tools':
        return keyOfTools(obs.tools ?? []);
    }
  }
}

/**
 * One frozen array for every series that repeats a single key the same number of
 * times: a case whose repeats all agree (most cases of most runs) holds no series
 * of its own, so a million repeats of ten thousand steady inputs keep a handful of
 * arrays instead of ten thousand. A series with any other key is kept as it is.
 */
export class SeriesSharer {
  private readonly uniform = new Map<ComparisonKey, Map<number, readonly ComparisonKey[]>>();

  share(keys: readonly ComparisonKey[]): readonly ComparisonKey[] {
    const first = keys[0];
    if (first === undefined) return keys;
    for (let i = 1; i < keys.length; i++) if (keys[i] !== first) return keys;
    return this.repeated(first, keys.length);
  }

  /** The shared frozen series of `key` repeated `length` times (what `share` gives such a series). */
  repeated(key: ComparisonKey, length: number): readonly ComparisonKey[] {
    let byLength = this.uniform.get(key);
    if (byLength === undefined) {
      byLength = new Map();
      this.uniform.set(key, byLength);
    }
    const shared = byLength.get(length);
    if (shared !== undefined) return shared;
    const frozen = Object.freeze(new Array<ComparisonKey>(length).fill(key));
    byLength.set(length, frozen);
    return frozen;
  }
}
