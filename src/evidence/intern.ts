import type { RecordedDecision, RecordedObservation } from '../core/assess/model.js';

/** How many distinct observations of one input are kept for sharing (more are kept as they come). */
const SHARED = 8;

function sameTools(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameDecision(a: RecordedDecision | undefined, b: RecordedDecision | undefined): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && a.noDecision === b.noDecision;
}

/** Equal records: same decision, text, tools, ms and error. */
export function sameObservation(a: RecordedObservation, b: RecordedObservation): boolean {
  return (
    a.text === b.text &&
    a.ms === b.ms &&
    a.error === b.error &&
    sameDecision(a.decision, b.decision) &&
    sameTools(a.tools, b.tools)
  );
}

/**
 * One input's observations, shared: an observation equal to one seen before (the
 * first few distinct ones are kept) is given back as that same frozen object, so
 * a series of k identical answers holds one object, not k. What is recorded is
 * unchanged; only identity is shared (nothing may mutate a recorded observation).
 */
export class ObservationSharer {
  private readonly distinct: RecordedObservation[] = [];

  share(o: RecordedObservation): RecordedObservation {
    const distinct = this.distinct;
    for (let i = 0; i < distinct.length; i++) {
      const d = distinct[i] as RecordedObservation;
      if (d === o || sameObservation(d, o)) return d;
    }
    if (distinct.length >= SHARED) return o;
    const frozen = Object.isFrozen(o) ? o : Object.freeze(o);
    distinct.push(frozen);
    return frozen;
  }
}
