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
