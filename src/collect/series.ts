// One input's state while it is collected (CaseState): its series (SeriesBuffer,
// which holds a steady series as one shared answer and a count), its pair tracker,
// its relation records, its first draw, and the sharer that records identical
// untimed answers as one frozen object (internRecord).
import { recordObservation, recordsAs } from '../agents/index.js';
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
export class SeriesBuffer {
  private same: RecordedObservation | undefined;
  private count = 0;
  private list: (RecordedObservation | undefined)[] | null = null;

  get length(): number {
    return this.list === null ? this.count : this.list.length;
  }

  push(o: RecordedObservation): void {
    if (this.list === null) {
      if (this.count === 0 || o === this.same) {
        this.same = o;
        this.count += 1;
        return;
      }
      this.spread();
    }
    (this.list as (RecordedObservation | undefined)[]).push(o);
  }

  /** Fills slot `slot` (parallel repeats fill slots in any order). */
  set(slot: number, o: RecordedObservation): void {
    if (this.list === null && slot === this.count) {
      this.push(o);
      return;
    }
    (this.list ?? this.spread())[slot] = o;
  }

  at(slot: number): RecordedObservation | undefined {
    if (this.list !== null) return this.list[slot];
    return slot < this.count ? this.same : undefined;
  }

  /** True when no slot is filled. */
  none(): boolean {
    return this.list === null ? this.count === 0 : this.list.every((o) => o === undefined);
  }

  /** The filled slots in order, a steady series as the one array `steady` shares for it. */
  series(steady: SteadySeriesSharer): readonly RecordedObservation[] {
    if (this.list === null) {
      const same = this.same;
      if (same === undefined) return [];
      return steady.of(same, this.count);
    }
    return steady.share(this.list.filter((o): o is RecordedObservation => o !== undefined));
  }

  private spread(): (RecordedObservation | undefined)[] {
    const list = new Array<RecordedObservation | undefined>(this.count).fill(this.same);
    this.list = list;
    return list;
  }
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
export function internRecord(c: CaseState, rec: RecordedObservation): RecordedObservation {
  return rec.ms === undefined ? c.shared.share(rec) : rec;
}

/**
 * The record of one answer (`recordObservation`), shared as `internRecord` shares
 * it; an untimed answer equal to a kept record is given that record without a
 * new one being built (most answers of a steady input).
 */
export function recordAnswer(
  c: CaseState,
  obs: Observation,
  ms: number | undefined,
): RecordedObservation {
  if (ms === undefined) {
    const kept = c.shared.kept;
    for (let i = 0; i < kept.length; i++) {
      const d = kept[i] as RecordedObservation;
      if (recordsAs(obs, d)) return d;
    }
  }
  return internRecord(c, recordObservation(obs, ms));
}
