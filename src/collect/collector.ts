// The collector: one Collection calls the agent as its plan says (per-input series, rounds
// with early rejection, random allocation, declared sequential rounds, parallel repeats)
// through the first-call watch, the rate limiter and the per-call deadline, then the
// relations; records every call in order and hands its state to collectedResult
// (collected.ts). The library's entry point, collectEvidence, is collect-evidence.ts.
import { performance } from 'node:perf_hooks';
import { failureReasonOf, type Agent } from '../agents/index.js';
import {
  Curtailer,
  EarlyRejectionWatch,
  isIncompleteReason,
  KeyInterner,
  type CurtailStop,
  type Observation,
} from '../core/index.js';
import type { CollectionPlan } from './plan.js';
import { AnswerWatch, describeUnanswered, firstCallsWatched, type Unanswered } from './health.js';
import {
  PairTracker,
  runPool,
  runPoolOf,
  SequentialRounds,
  type SequentialOutcome,
} from './schedule.js';
import { DeadlineSweeper, RateLimiter, sleep, type Clock } from './timing.js';
import { ObservationSharer, SteadySeriesSharer } from '../evidence/intern.js';
import {
  Failed,
  isThenable,
  messageOf,
  msOf,
  NOT_STARTED,
  roundMs,
  Timed,
  type Answer,
} from './answers.js';
import {
  collectedResult,
  type CallCounts,
  type CollectHooks,
  type CollectProgress,
  type CollectResult,
  type StopReason,
} from './collected.js';
import { recordAnswer, SeriesBuffer, type CaseState } from './series.js';
import { runRelations, type RelationCalls } from './relation-calls.js';

const YIELD_EVERY_MS = 20;

/** pairCall's answer when the pair ends at this call (it failed, or was never made). */
const PAIR_ENDED = Symbol('pair ended');

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
  /** The relation calls' view of this collection (relation-calls.ts). */
  private readonly relationCalls: RelationCalls;
  private readonly counts: CallCounts = {
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
    this.relationCalls = {
      plan,
      counts: this.counts,
      halted: () => this.halted !== null,
      call: (input) => this.call(input),
      fail: (fatal) => {
        this.fatal = fatal;
        this.stop('error');
      },
    };
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

  // --- Scheduling ---------------------------------------------------------------
  /** Run tasks on up to maxWorkers workers, in order; stops taking tasks once halted. */
  private pool(tasks: readonly (() => void | Promise<void>)[]): Promise<void> {
    return runPool(tasks, this.plan.settings.maxWorkers, () => this.halted !== null);
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
    await runRelations(this.relationCalls, c);
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
    await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
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
    await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
  }

  /**
   * One pair of calls on an input: its flip, or null when a call failed or the run
   * stopped (the input then leaves). Synchronous when the agent answered both calls
   * at once: no promise, no microtask (a constant in-process agent's pair costs two
   * calls and two records).
   */
  private onePair(c: CaseState): boolean | null | Promise<boolean | null> {
    return this.pairFrom(c, 0, null);
  }

  private pairFrom(
    c: CaseState,
    from: number,
    flipSoFar: boolean | null,
  ): boolean | null | Promise<boolean | null> {
    let flip = flipSoFar;
    for (let j = from; j < 2; j++) {
      if (this.halted !== null) return null;
      const out = this.call(c.plan.input);
      if (isThenable(out)) {
        const next = j + 1;
        const before = flip;
        return out.then((o) => {
          const f = this.pairCall(c, o, before);
          return f === PAIR_ENDED ? null : this.pairFrom(c, next, f);
        });
      }
      const f = this.pairCall(c, out, flip);
      if (f === PAIR_ENDED) return null;
      flip = f;
    }
    return flip;
  }

  /** Records one call of a pair: the flip so far, or PAIR_ENDED when the pair ends here. */
  private pairCall(
    c: CaseState,
    o: Answer,
    flip: boolean | null,
  ): boolean | null | typeof PAIR_ENDED {
    if (o === NOT_STARTED) return PAIR_ENDED;
    const f = this.recordMeter(c, o);
    if (o instanceof Failed) return PAIR_ENDED;
    return f ?? flip;
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
    // A reduce, not Math.max(...): a spread of every input's count overflows the stack on large runs.
    const rounds = this.cases.reduce((most, c) => Math.max(most, pairsOf(c)), 0);
    const live = new Set(this.cases.map((_, i) => i));
    for (let r = 0; r < rounds && this.halted === null && live.size > 0; r++) {
      // Round r asks every live input that still has a planned pair, in input order.
      const asked: number[] = [];
      for (const i of live) if (pairsOf(this.cases[i] as CaseState) > r) asked.push(i);
      const results = new Array<boolean | null | undefined>(asked.length); // undefined: never ran
      await runPoolOf(
        asked.length,
        this.plan.settings.maxWorkers,
        () => this.halted !== null,
        (at) => {
          const flip = this.onePair(this.cases[asked[at] as number] as CaseState);
          if (isThenable(flip)) return flip.then((f) => void (results[at] = f));
          results[at] = flip;
          // An agent that answers at once still lets signals and timers in now and then.
          return this.maybeYield() ?? undefined;
        },
      );
      if (this.halted !== null) break;
      let stop = false;
      for (let at = 0; at < asked.length; at++) {
        const index = asked[at] as number;
        const flip = results[at];
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
    await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
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
    await this.pool(this.cases.map((c) => () => runRelations(this.relationCalls, c)));
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
    const rec = recordAnswer(c, obs, out instanceof Timed ? out.ms : undefined);
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
    const rec = recordAnswer(c, obs, msOf(out));
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

  private result(): CollectResult {
    return collectedResult({
      plan: this.plan,
      agent: this.agent,
      cases: this.cases,
      steady: this.steady,
      counts: this.counts,
      halted: this.halted,
      unanswered: this.unanswered,
      curtailStop: this.curtailStop,
      sequentialOutcome: this.sequentialOutcome,
      drawsUsed: this.drawsUsed,
      rejectedAt: this.rejection?.rejectedAt ?? null,
      elapsedMs: this.now() - this.started,
      fatal: this.fatal,
    });
  }
}
