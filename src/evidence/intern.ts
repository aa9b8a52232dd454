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
    a.reason === b.reason &&
    a.cached === b.cached &&
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

  /** The records kept for sharing so far (frozen), oldest first. */
  get kept(): readonly RecordedObservation[] {
    return this.distinct;
  }

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

/** How many distinct steady series are kept for sharing across inputs (more are kept as they come). */
const SHARED_SERIES = 64;
/** The longest decision, text, tool list or error (UTF-16 units) a shared steady series may hold. */
const STEADY_FIELD_MAX = 256;

/** A steady series' answer and length as a key; null when its answer is too long to key. */
function steadyKey(o: RecordedObservation, length: number): string | null {
  const d = o.decision;
  const decision = d === undefined ? '' : typeof d === 'string' ? `s${d}` : `n${d.noDecision}`;
  const tools = o.tools === undefined ? null : o.tools.join('\u0000');
  for (const field of [decision, o.text, tools, o.error]) {
    if (field != null && field.length > STEADY_FIELD_MAX) return null;
  }
  return JSON.stringify([
    length,
    decision,
    o.text ?? null,
    o.tools ?? null,
    o.ms ?? null,
    o.error ?? null,
    o.reason ?? null,
  ]);
}

/**
 * Steady series shared across inputs: a series whose observations are all one
 * frozen object (k identical answers, as `ObservationSharer` leaves them) is given
 * back as one frozen array, held once for every input whose k answers are equal
 * to it, so what a steady input holds does not grow with its repeats (issue 18:
 * memory independent of the number of calls). Any other series is given back as
 * it is. What is recorded is unchanged: equal answers, in the same order.
 */
export class SteadySeriesSharer {
  private readonly byKey = new Map<string, readonly RecordedObservation[]>();

  /** The series of `n` answers `o`: the shared array when `o` is a frozen object, else a new one. */
  of(o: RecordedObservation, n: number): readonly RecordedObservation[] {
    const make = () => new Array<RecordedObservation>(n).fill(o);
    return (n >= 2 && Object.isFrozen(o) ? this.held(o, n, make) : null) ?? make();
  }

  /** `series` itself, or the shared array when it is steady. */
  share(series: readonly RecordedObservation[]): readonly RecordedObservation[] {
    const n = series.length;
    if (n < 2) return series;
    const o = series[0] as RecordedObservation;
    if (!Object.isFrozen(o)) return series;
    for (let i = 1; i < n; i++) if (series[i] !== o) return series;
    return this.held(o, n, () => series.slice()) ?? series;
  }

  /** The array held for `n` answers `o` (kept from `make` when new), or null when none may be. */
  private held(
    o: RecordedObservation,
    n: number,
    make: () => RecordedObservation[],
  ): readonly RecordedObservation[] | null {
    const key = steadyKey(o, n);
    if (key === null) return null;
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    if (this.byKey.size >= SHARED_SERIES) return null;
    const frozen = Object.freeze(make());
    this.byKey.set(key, frozen);
    return frozen;
  }
}
