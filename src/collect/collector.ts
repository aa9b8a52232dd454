import { performance } from 'node:perf_hooks';
import {
  failureReasonOf,
  recordObservation,
  type Agent,
  type AgentDiagnostics,
} from '../agents/index.js';
import type { FailedCallReason } from '../core/index.js';
import {
  Curtailer,
  EarlyRejectionWatch,
  describeThrown,
  isIncompleteReason,
  judgeRelation,
  KeyInterner,
  type CurtailStop,
  type Evidence,
  type EvidenceCase,
  type Observation,
  type RecordedObservation,
  type RecordedRelation,
} from '../core/index.js';
import {
  planCollection,
  type CollectionPlan,
  type CollectSettings,
  type PlannedCase,
} from './plan.js';
import { AnswerWatch, describeUnanswered, firstCallsWatched, type Unanswered } from './health.js';
import { PairTracker, SequentialRounds, type SequentialOutcome } from './schedule.js';
import { DeadlineSweeper, RateLimiter, sleep, type Clock } from './timing.js';
import { ObservationSharer, SteadySeriesSharer } from '../evidence/intern.js';

/**
 * Why collection ended before its plan was done: a signal, curtailment, an error
 * (error policy `raise`, or a fault of ours), or the agent could not answer any
 * of its first calls (`Unanswered`).
 */
export type StopReason = 'interrupted' | 'curtailed' | 'error' | 'agent-unavailable';

export interface CollectHooks {
  /** Milliseconds, monotonic; default performance.now. */
  readonly now?: Clock;
  /** Aborting it stops collection: calls in flight are abandoned, the evidence is marked incomplete. */
  readonly signal?: AbortSignal;
  /** Called every `progressMs` (default 1000) while collecting, and once at the end. */
  readonly onProgress?: (progress: CollectProgress) => void;
  readonly progressMs?: number;
  /** Called once with the plan, before the first call. */
  readonly onPlan?: (plan: CollectionPlan) => void;
}

export interface CollectProgress {
  readonly phase: 'meter' | 'relations' | 'done';
  readonly callsDone: number;
  readonly callsPlanned: number;
  /** callsPlanned is a ceiling (sequential or curtailed runs may stop sooner). */
  readonly atMost: boolean;
  readonly pairs: number;
  readonly flips: number;
  readonly errors: number;
  /** Calls that ran past the per-call timeout (counted in callsDone and errors too). */
  readonly timedOut: number;
  readonly elapsedMs: number;
}

export interface CurtailmentReport {
  readonly stop: CurtailStop;
  /** Calls the plan had left when the run stopped. */
  readonly callsAvoided: number;
}

export interface CollectStats {
  readonly calls: {
    readonly total: number;
    readonly meter: number;
    /** Independent first draws (only without call reuse). */
    readonly sources: number;
    readonly relationSources: number;
    readonly relations: number;
  };
  readonly errors: number;
  readonly pairs: number;
  readonly flips: number;
  readonly elapsedMs: number;
  readonly stopReason?: StopReason;
  readonly curtailment?: CurtailmentReport;
  readonly sequential?: SequentialOutcome;
  /** Set when the run stopped because its first calls all failed. */
  readonly unanswered?: Unanswered;
  readonly agent: AgentDiagnostics;
}

export interface CollectResult {
  /** Always present: what was collected, marked incomplete when it stopped early. */
  readonly evidence: Evidence;
  readonly stats: CollectStats;
  readonly plan: CollectionPlan;
  /**
   * Set when collection stopped on an error: error policy `raise`, a fault of our
   * own, or an agent that could not answer its first calls (`stats.unanswered`).
   */
  readonly fatal?: {
    readonly message: string;
    readonly caseIndex?: number;
    readonly cause?: unknown;
  };
}

/** A call that failed (threw, rejected, timed out or was abandoned). */
class Failed {
  constructor(
    readonly error: string,
    readonly ms: number | undefined,
    readonly reason: FailedCallReason = 'runtime_error',
  ) {}

  /** It ran past the per-call timeout. */
  get timedOut(): boolean {
    return this.reason === 'timeout';
  }

  /** As the evidence records it: the error, its reason and the duration when timed. */
  get record(): { error: string; reason: FailedCallReason; ms?: number } {
    return this.ms === undefined
      ? { error: this.error, reason: this.reason }
      : { error: this.error, reason: this.reason, ms: this.ms };
  }
}

/**
 * A call that was never made: collection stopped while it waited (for the rate
 * limiter, or for the first calls to show the agent can answer). It is not
 * recorded and not counted.
 */
const NOT_STARTED = new Failed('collection stopped before the call started', undefined);

/** An answer that came back asynchronously, with its duration. */
class Timed {
  constructor(
    readonly obs: Observation,
    readonly ms: number,
  ) {}
}

/**
 * What one call gave: an Observation returned synchronously (no timing: an
 * in-process call that returns at once takes no measurable time, and timing it
 * would cost more than the call), a Timed answer, or a Failed call.
 */
type Answer = Observation | Timed | Failed;

function observationOf(a: Answer): Observation | null {
  return a instanceof Timed ? a.obs : a instanceof Failed ? null : a;
}

function msOf(a: Answer): number | undefined {
  return a instanceof Timed || a instanceof Failed ? a.ms : undefined;
}

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

interface CaseState {
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
function internRecord(c: CaseState, rec: RecordedObservation): RecordedObservation {
  return rec.ms === undefined ? c.shared.share(rec) : rec;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function messageOf(error: unknown): string {
  return describeThrown(error);
}

function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

const YIELD_EVERY_MS = 20;

/**
 * One collection: calls the agent as the plan says, records every call in
 * collection order, and builds the Evidence. Use `collectEvidence` unless you
 * need `stop()` or `progress()` directly.
 */
export class Collection {
  readonly plan: CollectionPlan;
  private readonly agent: Agent;
  private readonly now: Clock;
  private readonly cases: CaseState[];
  private readonly interner = new KeyInterner();
  private readonly sweeper: DeadlineSweeper | null;
  private readonly rate: RateLimiter | null;
  private readonly curtailer: Curtailer | null;
  private readonly fresh: boolean;
  private readonly inflight = new Map<number, (reason: string) => void>();
  private readonly cancelWaits = new Set<() => void>();
  private callSeq = 0;
  private syncCalls = 0;
  private started = 0;
  private lastYield = 0;
  private phase: CollectProgress['phase'] = 'meter';
  private halted: StopReason | null = null;
  private fatal: CollectResult['fatal'];
  private curtailStop: CurtailStop | null = null;
  private sequentialOutcome: SequentialOutcome | null = null;
  /** Watches the first calls; null once one answered (or the rule fired). */
  private watch: AnswerWatch | null;
  /** Steady series, shared across inputs. */
  private readonly steady = new SteadySeriesSharer();
  private unanswered: Unanswered | null = null;
  /** Calls started while the watch is armed; no more than it watches start until it settles. */
  private watchedStarts = 0;
  private readonly watchWaiters: (() => void)[] = [];
  private readonly rejection: EarlyRejectionWatch | null;
  /** Random allocation: draws used so far. */
  private drawsUsed = 0;
  private readonly counts = {
    meter: 0,
    sources: 0,
    relationSources: 0,
    relations: 0,
    errors: 0,
    pairs: 0,
    flips: 0,
    timedOut: 0,
  };

  constructor(plan: CollectionPlan, agent: Agent, hooks: CollectHooks = {}) {
    this.plan = plan;
    this.agent = agent;
    this.now = hooks.now ?? (() => performance.now());
    const s = plan.settings;
    this.sweeper = s.timeoutMs === null ? null : new DeadlineSweeper(s.timeoutMs, this.now);
    this.rate = s.ratePerSecond === null ? null : new RateLimiter(s.ratePerSecond, this.now);
    this.curtailer = plan.curtail === null ? null : new Curtailer(plan.curtail);
    this.rejection =
      plan.earlyRejection === null ? null : new EarlyRejectionWatch(plan.earlyRejection);
    this.fresh = s.isolation === 'fresh-instance';
    this.watch = new AnswerWatch(firstCallsWatched(s.maxWorkers, plan.calls.total));
    this.cases = plan.cases.map((c) => ({
      plan: c,
      observations: new SeriesBuffer(),
      relations: [],
      tracker: new PairTracker(),
      first: null,
      relationsRun: false,
      failed: false,
      source: null,
      sourceObservation: null,
      shared: new ObservationSharer(),
    }));
  }

  /** Counters so far; cheap enough to poll. */
  progress(): CollectProgress {
    const c = this.counts;
    return {
      phase: this.phase,
      callsDone: c.meter + c.sources + c.relationSources + c.relations,
      callsPlanned: this.plan.calls.total,
      atMost: this.plan.calls.atMost,
      pairs: c.pairs,
      flips: c.flips,
      errors: c.errors,
      timedOut: c.timedOut,
      elapsedMs: this.started === 0 ? 0 : this.now() - this.started,
    };
  }

  /** Stop collecting: calls in flight are abandoned (recorded as failed), nothing new starts. */
  stop(reason: StopReason = 'interrupted'): void {
    if (this.halted === null || (reason === 'interrupted' && this.halted === 'curtailed')) {
      this.halted = reason;
    }
    if (reason !== 'curtailed') {
      for (const cancel of [...this.inflight.values()])
        cancel(
          reason === 'interrupted' ? 'interrupted before the call returned' : 'collection stopped',
        );
      for (const wake of [...this.cancelWaits]) wake();
      for (const wake of this.watchWaiters.splice(0)) wake();
    }
  }

  async run(): Promise<CollectResult> {
    this.started = this.now();
    this.lastYield = this.started;
    try {
      if (this.plan.sequential !== null) await this.runSequential();
      else if (this.plan.allocation !== null) await this.runRandom();
      else if (this.rejection !== null) await this.runRounds();
      else if (this.plan.settings.parallelRepeats) await this.runParallelRepeats();
      else await this.pool(this.cases.map((c) => () => this.runCase(c)));
    } catch (error) {
      this.halted = 'error';
      this.fatal = { message: messageOf(error), cause: error };
    } finally {
      this.sweeper?.close();
    }
    this.phase = 'done';
    return this.result();
  }

  // ---------------------------------------------------------------------------
  // Scheduling.

  /** Run tasks on up to maxWorkers workers, in order; stops taking tasks once halted. */
  private async pool(tasks: readonly (() => void | Promise<void>)[]): Promise<void> {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < tasks.length && this.halted === null) {
        const task = tasks[next++] as () => void | Promise<void>;
        const r = task();
        if (r !== undefined) await r;
      }
    };
    const n = Math.min(this.plan.settings.maxWorkers, tasks.length);
    if (n <= 1) return worker();
    await Promise.all(Array.from({ length: n }, worker));
  }

  /** Under curtailment an input finishes the pair it has open; any other stop is immediate. */
  private mayContinue(c: CaseState): boolean {
    return this.halted === null || (this.halted === 'curtailed' && c.tracker.isOpen);
  }

  private async runCase(c: CaseState): Promise<void> {
    const repeats = c.plan.repeats;
    for (let r = 0; r < repeats; r++) {
      if (!this.mayContinue(c)) return;
      let out = this.call(c.plan.input);
      if (isThenable(out)) out = await out;
      else {
        const y = this.maybeYield();
        if (y !== null) await y;
      }
      if (out === NOT_STARTED) return;
      this.recordMeter(c, out as Answer);
      // A series ends at its first failed call, as in the reference.
      if (c.failed) break;
    }
    await this.runRelations(c);
  }

  private async runParallelRepeats(): Promise<void> {
    const tasks: (() => Promise<void>)[] = [];
    for (const c of this.cases) {
      for (let slot = 0; slot < c.plan.repeats; slot++) {
        tasks.push(async () => {
          // A series ends at its first failed call: no new repeat of it starts.
          if (c.failed || this.halted !== null) return;
          let out = this.call(c.plan.input);
          if (isThenable(out)) out = await out;
          if (out === NOT_STARTED) return;
          this.recordSlot(c, slot, out as Answer);
        });
      }
    }
    await this.pool(tasks);
    this.phase = 'relations';
    await this.pool(this.cases.map((c) => () => this.runRelations(c)));
  }

  private async runSequential(): Promise<void> {
    const plan = this.plan.sequential;
    if (plan === null) return;
    const rounds = new SequentialRounds(plan, this.cases.length, this.plan.meterBudget);
    for (let asked = rounds.nextRound(); asked !== null; asked = rounds.nextRound()) {
      const results = new Map<number, boolean | null>();
      const before = this.counts.meter;
      await this.pool(
        asked.map((index) => async () => {
          // The pair (and the input's series) ends at a failed call: null, the input leaves.
          results.set(index, await this.onePair(this.cases[index] as CaseState));
        }),
      );
      if (this.halted !== null) break;
      if (rounds.recordRound(results, this.counts.meter - before) !== null) break;
    }
    this.sequentialOutcome = rounds.decision ?? rounds.stop();
    if (this.halted !== null) return;
    this.phase = 'relations';
    await this.pool(this.cases.map((c) => () => this.runRelations(c)));
  }

  /** One pair of calls on an input; null when a call failed or the run stopped (the input then leaves). */
  private async onePair(c: CaseState): Promise<boolean | null> {
    let flip: boolean | null = null;
    for (let j = 0; j < 2; j++) {
      if (this.halted !== null) return null;
      let out = this.call(c.plan.input);
      if (isThenable(out)) out = await out;
      if (out === NOT_STARTED) return null;
      const o = out as Answer;
      const f = this.recordMeter(c, o);
      if (o instanceof Failed) return null;
      if (f !== null) flip = f;
    }
    return flip;
  }

  /**
   * Per-input collection with early rejection: rounds of one pair per live input
   * (k/2 rounds, or each input's own pairs when routes get different repeats),
   * the test looked at after each whole round, pairs read in input order.
   */
  private async runRounds(): Promise<void> {
    const watch = this.rejection;
    if (watch === null) return;
    const pairsOf = (c: CaseState) => Math.floor(c.plan.repeats / 2);
    const rounds = Math.max(0, ...this.cases.map(pairsOf));
    const live = new Set(this.cases.map((_, i) => i));
    for (let r = 0; r < rounds && this.halted === null && live.size > 0; r++) {
      // Round r asks every live input that still has a planned pair, in input order.
      const asked = [...live].filter((i) => pairsOf(this.cases[i] as CaseState) > r);
      const results = new Map<number, boolean | null>();
      await this.pool(
        asked.map((index) => async () => {
          results.set(index, await this.onePair(this.cases[index] as CaseState));
        }),
      );
      if (this.halted !== null) break;
      let stop = false;
      for (const index of asked) {
        const flip = results.get(index);
        if (flip === undefined || flip === null) {
          live.delete(index);
          continue;
        }
        if (watch.pair(flip)) stop = true;
      }
      // The look is at the end of the round: a whole round is read or none of it.
      if (stop) break;
    }
    if (this.halted !== null) return;
    this.phase = 'relations';
    await this.pool(this.cases.map((c) => () => this.runRelations(c)));
  }

  /**
   * Random allocation: pair j goes to the input of draw j. Pairs run in batches of
   * maxWorkers; the early-rejection test (when declared) reads them in draw order.
   */
  private async runRandom(): Promise<void> {
    const allocation = this.plan.allocation;
    if (allocation === null) return;
    const left = new Set<number>();
    const batch = Math.max(1, this.plan.settings.maxWorkers);
    let stop = false;
    for (let start = 0; start < allocation.draws.length && !stop; start += batch) {
      if (this.halted !== null) break;
      const slice = allocation.draws.slice(start, start + batch);
      this.drawsUsed = start + slice.length;
      const results: (boolean | null | undefined)[] = new Array(slice.length);
      // Two draws of one input in a batch run one after the other (its pairs stay in order).
      const byInput = new Map<number, number[]>();
      slice.forEach((input, j) => byInput.set(input, [...(byInput.get(input) ?? []), j]));
      await Promise.all(
        [...byInput.entries()].map(async ([input, slots]) => {
          for (const j of slots) {
            if (left.has(input) || this.halted !== null) {
              results[j] = undefined;
              continue;
            }
            const flip = await this.onePair(this.cases[input] as CaseState);
            if (flip === null) left.add(input);
            results[j] = flip;
          }
        }),
      );
      if (this.halted !== null) break;
      for (const flip of results) {
        if (flip === undefined || flip === null) continue;
        if (this.rejection !== null && this.rejection.pair(flip)) stop = true;
      }
    }
    if (this.halted !== null) return;
    this.phase = 'relations';
    await this.pool(this.cases.map((c) => () => this.runRelations(c)));
  }

  /**
   * Without call reuse, blindness and the contract read an independent draw of
   * each input rather than its first repeat (one extra call per input).
   */
  private async runSource(c: CaseState): Promise<void> {
    if (this.plan.calls.sources === 0 || this.halted !== null || c.source !== null) return;
    // With the meter on, an input none of whose repeats ran (a stop) gets no first draw either.
    if (this.plan.settings.meter && c.observations.none()) return;
    let out = this.call(c.plan.input);
    if (isThenable(out)) out = await out;
    const o = out as Answer;
    if (o === NOT_STARTED) return;
    this.counts.sources++;
    if (o instanceof Failed) {
      this.counts.errors++;
      c.source = o.record;
      if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
        this.fatal = {
          message: `source call on input ${c.plan.index + 1}: ${o.error}`,
          caseIndex: c.plan.index,
        };
        this.stop('error');
      }
      return;
    }
    c.sourceObservation = observationOf(o) as Observation;
    c.source = recordObservation(c.sourceObservation, msOf(o));
  }

  private async runRelations(c: CaseState): Promise<void> {
    await this.runSource(c);
    if (c.plan.followups.length === 0 || this.halted !== null) return;
    c.relationsRun = true;
    const reuse = this.plan.settings.reuse;
    for (const f of c.plan.followups) {
      if (this.halted !== null) return;
      const { relation } = f;
      const base = { name: relation.name, type: relation.type };
      if (f.error !== undefined || f.followup === null || f.fingerprint === null) {
        this.relationError(c, {
          ...base,
          followupFingerprint: c.plan.fingerprint,
          changed: false,
          outcome: 'error',
          error: `the transform failed: ${f.error ?? 'no follow-up'}`,
        });
        continue;
      }
      if (!f.changed) {
        c.relations.push({
          name: relation.name,
          type: relation.type,
          followupFingerprint: f.fingerprint,
          changed: false,
          outcome: 'skipped',
        });
        continue;
      }
      let source = reuse ? (c.first ?? c.sourceObservation) : null;
      let sourceRecord: RecordedObservation | null = null;
      if (source === null && this.plan.calls.relationSources === 0) {
        // Reuse found nothing to reuse (the calls of this input failed): no call
        // the plan did not count is made, so the budget holds. The failed call is
        // already counted (and stopped a `raise` run), so this is not a new error.
        c.relations.push({
          ...base,
          followupFingerprint: f.fingerprint,
          changed: true,
          outcome: 'error',
          error: 'no source observation to compare with: the calls of this input failed',
        });
        continue;
      }
      if (source === null) {
        let s = this.call(c.plan.input);
        if (isThenable(s)) s = await s;
        const so = s as Answer;
        if (so === NOT_STARTED) return;
        this.counts.relationSources++;
        if (so instanceof Failed) {
          this.relationError(c, {
            ...base,
            followupFingerprint: f.fingerprint,
            changed: true,
            outcome: 'error',
            error: `the source call failed: ${so.error}`,
            source: so.record,
          });
          continue;
        }
        source = observationOf(so);
        sourceRecord = recordObservation(source as Observation, msOf(so));
        if (this.halted !== null) return;
      }
      const withSource = sourceRecord === null ? {} : { source: sourceRecord };
      let out = this.call(f.followup);
      if (isThenable(out)) out = await out;
      const o = out as Answer;
      if (o === NOT_STARTED) return;
      this.counts.relations++;
      if (o instanceof Failed) {
        this.relationError(c, {
          ...base,
          followupFingerprint: f.fingerprint,
          changed: true,
          observation: o.record,
          outcome: 'error',
          error: o.error,
          ...withSource,
        });
        continue;
      }
      const followup = observationOf(o) as Observation;
      const observation = recordObservation(followup, msOf(o));
      try {
        const outcome = judgeRelation(relation, source as Observation, followup);
        c.relations.push({
          name: relation.name,
          type: relation.type,
          followupFingerprint: f.fingerprint,
          changed: true,
          observation,
          outcome,
          ...withSource,
        });
      } catch (error) {
        this.relationError(c, {
          ...base,
          followupFingerprint: f.fingerprint,
          changed: true,
          observation,
          outcome: 'error',
          error: `the check failed: ${messageOf(error)}`,
          ...withSource,
        });
      }
    }
  }

  private relationError(c: CaseState, record: RecordedRelation): void {
    c.relations.push(record);
    this.counts.errors++;
    if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
      this.fatal = {
        message: `relation '${record.name}' on input ${c.plan.index + 1}: ${record.error ?? 'failed'}`,
        caseIndex: c.plan.index,
      };
      this.stop('error');
    }
  }

  // ---------------------------------------------------------------------------
  // Calls.

  private maybeYield(): Promise<void> | null {
    if ((++this.syncCalls & 255) !== 0) return null;
    const t = this.now();
    if (t - this.lastYield < YIELD_EVERY_MS) return null;
    this.lastYield = t;
    return new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * One call. Returns synchronously when the agent did (no promise, no timer);
   * otherwise a promise that settles with the answer, the error, or the timeout.
   */
  private call(input: string): Answer | Promise<Answer> {
    const watch = this.watch;
    if (watch !== null) {
      // Until one call answers, no more calls start than the watch looks at: an
      // agent that cannot answer costs its first calls only, with any number of workers.
      if (this.watchedStarts >= watch.firstCalls) {
        return new Promise<void>((wake) => this.watchWaiters.push(wake)).then(() =>
          this.halted !== null && this.halted !== 'curtailed' ? NOT_STARTED : this.call(input),
        );
      }
      this.watchedStarts += 1;
    }
    if (this.rate !== null) {
      const wait = this.rate.reserve();
      if (wait > 0) {
        let wake: (() => void) | undefined;
        const onCancel = (fn: () => void) => {
          wake = fn;
          this.cancelWaits.add(fn);
        };
        return sleep(wait, { onCancel }).then(() => {
          if (wake !== undefined) this.cancelWaits.delete(wake);
          if (this.halted !== null && this.halted !== 'curtailed') return NOT_STARTED;
          return this.callNow(input);
        });
      }
    }
    return this.callNow(input);
  }

  private callNow(input: string): Answer | Promise<Answer> {
    const id = ++this.callSeq;
    let answer: Observation | PromiseLike<Observation>;
    try {
      answer = this.agent.call(input, id, this.fresh);
    } catch (error) {
      const failed = new Failed(messageOf(error), undefined, failureReasonOf(error));
      if (this.watch !== null) this.observe(failed);
      return failed;
    }
    if (!isThenable(answer)) {
      if (this.watch !== null) this.observe(answer);
      return answer;
    }
    // Only calls that did not answer at once are timed and watched for a timeout.
    const t0 = this.now();
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const finish = (result: Answer) => {
        if (settled) return;
        settled = true;
        this.inflight.delete(id);
        this.sweeper?.remove(id);
        if (this.watch !== null) this.observe(result);
        resolve(result);
      };
      const cancel = (reason: string, timedOut = false) => {
        if (settled) return;
        let error = reason;
        try {
          // A timed-out call's error says what the agent knows (a worker that wrote nothing).
          const hint = this.agent.abort?.(id, reason);
          if (timedOut && typeof hint === 'string' && hint !== '') error = `${reason}; ${hint}`;
        } catch {
          /* the agent's abort must not break collection */
        }
        if (timedOut) this.counts.timedOut++;
        finish(new Failed(error, roundMs(this.now() - t0), timedOut ? 'timeout' : 'cancelled'));
      };
      this.inflight.set(id, cancel);
      const timeout = this.plan.settings.timeoutMs;
      if (this.sweeper !== null) {
        this.sweeper.add(id, t0, () => cancel(`timed out after ${timeout} ms`, true));
      }
      answer.then(
        (obs) => finish(new Timed(obs, roundMs(this.now() - t0))),
        (error: unknown) =>
          finish(new Failed(messageOf(error), roundMs(this.now() - t0), failureReasonOf(error))),
      );
    });
  }

  /**
   * Feed one call's outcome to the watch over the first calls; when they all
   * failed, stop: the agent cannot answer (a harness failure such as an
   * extraction failure counts as a failure on the verdict layer).
   */
  private observe(a: Answer): void {
    const watch = this.watch;
    if (watch === null || this.halted !== null) return;
    let error: string | null = null;
    if (a instanceof Failed) error = a.error;
    else if (this.plan.layer === 'verdict') {
      const v = (a instanceof Timed ? a.obs : a).verdict;
      if (v !== null && typeof v === 'object' && v.kind === 'no_decision') {
        if (isIncompleteReason(v.reason)) error = `the answer is a harness failure (${v.reason})`;
      }
    }
    const timeout = this.plan.settings.timeoutMs;
    const timedOut = a instanceof Failed && a.timedOut && timeout !== null ? timeout : undefined;
    const stop = watch.record(error, timedOut);
    if (watch.armed) return;
    this.watch = null;
    if (stop !== null) {
      this.unanswered = stop;
      this.fatal = { message: `the agent cannot answer: ${describeUnanswered(stop)}` };
      this.stop('agent-unavailable');
    }
    // Calls held back while the first ones were watched start now (or see the stop).
    for (const wake of this.watchWaiters.splice(0)) wake();
  }

  // ---------------------------------------------------------------------------
  // Recording.

  /** Record a meter call; returns the flip of the pair it completed, if any. */
  private recordMeter(c: CaseState, out: Answer): boolean | null {
    this.counts.meter++;
    if (out instanceof Failed) {
      c.observations.push(out.record);
      c.failed = true;
      this.meterError(c, out.error);
      return null;
    }
    const obs = out instanceof Timed ? out.obs : out;
    const rec = internRecord(c, recordObservation(obs, out instanceof Timed ? out.ms : undefined));
    c.observations.push(rec);
    if (c.first === null) c.first = obs;
    const flip = c.tracker.add(this.interner.of(rec, this.plan.layer));
    if (flip !== null) this.pairDone(c, flip);
    return flip;
  }

  private recordSlot(c: CaseState, slot: number, out: Answer): void {
    this.counts.meter++;
    if (out instanceof Failed) {
      c.observations.set(slot, out.record);
      c.failed = true;
      this.meterError(c, out.error);
      return;
    }
    const obs = out instanceof Timed ? out.obs : out;
    const rec = internRecord(c, recordObservation(obs, msOf(out)));
    c.observations.set(slot, rec);
    if (slot === 0 || c.first === null) c.first = obs;
    const partner = c.observations.at(slot ^ 1);
    if (partner !== undefined && partner.error === undefined && (slot ^ 1) < c.plan.repeats) {
      const flip =
        this.interner.of(partner, this.plan.layer) !== this.interner.of(rec, this.plan.layer);
      this.pairDone(c, flip);
    }
  }

  private meterError(c: CaseState, message: string): void {
    this.counts.errors++;
    if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
      this.fatal = { message: `input ${c.plan.index + 1}: ${message}`, caseIndex: c.plan.index };
      this.stop('error');
    }
  }

  private pairDone(c: CaseState, flip: boolean): void {
    this.counts.pairs++;
    if (flip) this.counts.flips++;
    if (this.curtailer !== null && this.curtailStop === null) {
      const stop = this.curtailer.pair(flip, c.plan.expected ?? null);
      if (stop !== null) {
        this.curtailStop = stop;
        this.stop('curtailed');
      }
    }
  }

  // ---------------------------------------------------------------------------
  // Result.

  private result(): CollectResult {
    const cases: EvidenceCase[] = [];
    for (const c of this.cases) {
      const observations = c.observations.series(this.steady);
      // With the meter on, an input that was never reached is left out; without it
      // every input is listed (its first draw and relations may be all there is).
      // Random allocation keeps every input: its draws are replayed over all of them.
      if (this.plan.settings.meter && observations.length === 0 && this.plan.allocation === null)
        continue;
      cases.push({
        input: c.plan.input,
        fingerprint: c.plan.fingerprint,
        ...(c.plan.expected === undefined ? {} : { expected: c.plan.expected }),
        observations,
        ...(c.relationsRun ? { relations: c.relations } : {}),
        ...(c.source === null ? {} : { source: c.source }),
      });
    }
    const counts = this.counts;
    const total = counts.meter + counts.sources + counts.relationSources + counts.relations;
    const stopReason = this.halted ?? undefined;
    // The evidence names why it stopped; an agent that could not answer, with its error and count.
    const evidenceStop =
      this.unanswered !== null
        ? `the agent cannot answer: ${describeUnanswered(this.unanswered)}`
        : stopReason;
    const curtailment: CurtailmentReport | undefined =
      this.curtailStop === null
        ? undefined
        : { stop: this.curtailStop, callsAvoided: Math.max(0, this.plan.calls.total - total) };
    const provenance: Record<string, unknown> = {
      collector: 'agentverity run',
      agent: { kind: this.agent.kind, label: this.agent.label },
      mode: this.plan.mode,
      k: this.plan.k,
      ...(this.sequentialOutcome === null
        ? {}
        : { sequentialRounds: this.sequentialOutcome.rounds }),
      ...(curtailment === undefined
        ? {}
        : { curtailment: { ...curtailment.stop, callsAvoided: curtailment.callsAvoided } }),
      ...(this.unanswered === null
        ? {}
        : {
            unanswered: {
              calls: this.unanswered.calls,
              errors: this.unanswered.errors.map((e) => ({ ...e })),
            },
          }),
    };
    const evidence: Evidence = {
      layer: this.plan.layer,
      isolation: this.plan.isolation,
      provenance,
      cases,
      complete: stopReason === undefined,
      ...(evidenceStop === undefined ? {} : { stopReason: evidenceStop }),
      relations: this.plan.settings.relations.map((r) => ({ name: r.name, type: r.type })),
      ...(this.plan.settings.meter ? {} : { meter: false }),
      ...(this.plan.settings.blindness ? {} : { blindness: false }),
      ...(this.plan.settings.meter ? { method: this.plan.method } : {}),
      ...(this.plan.allocation === null
        ? {}
        : {
            allocation: {
              kind: 'random' as const,
              seed: this.plan.allocation.seed,
              pairs: this.drawsUsed,
            },
          }),
      ...(this.plan.earlyRejection === null
        ? {}
        : {
            earlyRejection: {
              ...this.plan.earlyRejection,
              rejectedAt: this.rejection?.rejectedAt ?? null,
            },
          }),
      ...(this.sequentialOutcome === null || this.plan.sequential === null
        ? {}
        : {
            sequential: {
              rule: 'declared-checkpoint' as const,
              epsilon: this.plan.sequential.epsilon,
              alpha: this.plan.sequential.alpha,
              looks: this.plan.sequential.looks,
              budget: null,
              inputs: this.plan.inputs,
              checkpoints: [...this.plan.sequential.checkpoints],
              call: this.sequentialOutcome.call,
              pairs: this.sequentialOutcome.pairs,
            },
          }),
    };
    const stats: CollectStats = {
      calls: {
        total,
        meter: counts.meter,
        sources: counts.sources,
        relationSources: counts.relationSources,
        relations: counts.relations,
      },
      errors: counts.errors,
      pairs: counts.pairs,
      flips: counts.flips,
      elapsedMs: this.now() - this.started,
      ...(stopReason === undefined ? {} : { stopReason }),
      ...(curtailment === undefined ? {} : { curtailment }),
      ...(this.sequentialOutcome === null ? {} : { sequential: this.sequentialOutcome }),
      ...(this.unanswered === null ? {} : { unanswered: this.unanswered }),
      agent: this.agent.diagnostics?.() ?? {},
    };
    return {
      evidence,
      stats,
      plan: this.plan,
      ...(this.fatal === undefined ? {} : { fatal: this.fatal }),
    };
  }
}

/**
 * Plan and collect: the library entry point (`run` = this + write evidence +
 * `assess`). Refusals about the settings are thrown before any call; everything
 * after the first call ends in a result with the evidence collected so far
 * (`fatal` says when it stopped on an error). The caller owns the agent and closes it.
 */
export async function collectEvidence(
  settings: CollectSettings | CollectionPlan,
  agent: Agent,
  hooks: CollectHooks = {},
): Promise<CollectResult> {
  const plan =
    'calls' in settings && 'mode' in settings
      ? settings
      : planCollection(
          settings.isolation === undefined && agent.isolation !== null
            ? { ...settings, isolation: agent.isolation }
            : settings,
        );
  hooks.onPlan?.(plan);
  const collection = new Collection(plan, agent, hooks);
  const onAbort = () => collection.stop('interrupted');
  if (hooks.signal?.aborted) collection.stop('interrupted');
  hooks.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setInterval> | null = null;
  if (hooks.onProgress !== undefined) {
    const report = hooks.onProgress;
    timer = setInterval(() => report(collection.progress()), hooks.progressMs ?? 1000);
    timer.unref?.();
  }
  try {
    const result = await collection.run();
    hooks.onProgress?.(collection.progress());
    return result;
  } finally {
    if (timer !== null) clearInterval(timer);
    hooks.signal?.removeEventListener('abort', onAbort);
  }
}
