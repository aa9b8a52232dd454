import { type Agent, type AgentDiagnostics } from '../agents/index.js';
import { type CurtailStop, type Evidence, type RecordedObservation } from '../core/index.js';
import { type CollectionPlan, type CollectSettings } from './plan.js';
import { type Unanswered } from './health.js';
import { type SequentialOutcome } from './schedule.js';
import { type Clock } from './timing.js';
import { SteadySeriesSharer } from '../evidence/intern.js';
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
/**
 * One input's series as it is collected. While every answer is the same object
 * (a steady input: the case's sharer gives equal answers as one frozen object), it
 * is held as that object and a count, so a steady input costs the same at any k
 * (issue 18); the first other answer, or a slot filled out of order, turns it
 * into the list of answers by slot (undefined where a slot is not filled yet).
 */
export declare class SeriesBuffer {
    private same;
    private count;
    private list;
    get length(): number;
    push(o: RecordedObservation): void;
    /** Fills slot `slot` (parallel repeats fill slots in any order). */
    set(slot: number, o: RecordedObservation): void;
    at(slot: number): RecordedObservation | undefined;
    /** True when no slot is filled. */
    none(): boolean;
    /** The filled slots in order, a steady series as the one array `steady` shares for it. */
    series(steady: SteadySeriesSharer): readonly RecordedObservation[];
    private spread;
}
/**
 * One collection: calls the agent as the plan says, records every call in
 * collection order, and builds the Evidence. Use `collectEvidence` unless you
 * need `stop()` or `progress()` directly.
 */
export declare class Collection {
    readonly plan: CollectionPlan;
    private readonly agent;
    private readonly now;
    private readonly cases;
    private readonly interner;
    private readonly sweeper;
    private readonly rate;
    private readonly curtailer;
    private readonly fresh;
    private readonly inflight;
    private readonly cancelWaits;
    private callSeq;
    private syncCalls;
    private started;
    private lastYield;
    private phase;
    private halted;
    private fatal;
    private curtailStop;
    private sequentialOutcome;
    /** Watches the first calls; null once one answered (or the rule fired). */
    private watch;
    /** Steady series, shared across inputs. */
    private readonly steady;
    private unanswered;
    /** Calls started while the watch is armed; no more than it watches start until it settles. */
    private watchedStarts;
    private readonly watchWaiters;
    private readonly rejection;
    /** Random allocation: draws used so far. */
    private drawsUsed;
    private readonly counts;
    constructor(plan: CollectionPlan, agent: Agent, hooks?: CollectHooks);
    /** Counters so far; cheap enough to poll. */
    progress(): CollectProgress;
    /** Stop collecting: calls in flight are abandoned (recorded as failed), nothing new starts. */
    stop(reason?: StopReason): void;
    run(): Promise<CollectResult>;
    /** Run tasks on up to maxWorkers workers, in order; stops taking tasks once halted. */
    private pool;
    /** Under curtailment an input finishes the pair it has open; any other stop is immediate. */
    private mayContinue;
    private runCase;
    private runParallelRepeats;
    private runSequential;
    /** One pair of calls on an input; null when a call failed or the run stopped (the input then leaves). */
    private onePair;
    /**
     * Per-input collection with early rejection: rounds of one pair per live input
     * (k/2 rounds, or each input's own pairs when routes get different repeats),
     * the test looked at after each whole round, pairs read in input order.
     */
    private runRounds;
    /**
     * Random allocation: pair j goes to the input of draw j. Pairs run in batches of
     * maxWorkers; the early-rejection test (when declared) reads them in draw order.
     */
    private runRandom;
    /**
     * Without call reuse, blindness and the contract read an independent draw of
     * each input rather than its first repeat (one extra call per input).
     */
    private runSource;
    private runRelations;
    private relationError;
    private maybeYield;
    /**
     * One call. Returns synchronously when the agent did (no promise, no timer);
     * otherwise a promise that settles with the answer, the error, or the timeout.
     */
    private call;
    private callNow;
    /**
     * Feed one call's outcome to the watch over the first calls; when they all
     * failed, stop: the agent cannot answer (a harness failure such as an
     * extraction failure counts as a failure on the verdict layer).
     */
    private observe;
    /** Record a meter call; returns the flip of the pair it completed, if any. */
    private recordMeter;
    private recordSlot;
    private meterError;
    private pairDone;
    private result;
}
/**
 * Plan and collect: the library entry point (`run` = this + write evidence +
 * `assess`). Refusals about the settings are thrown before any call; everything
 * after the first call ends in a result with the evidence collected so far
 * (`fatal` says when it stopped on an error). The caller owns the agent and closes it.
 */
export declare function collectEvidence(settings: CollectSettings | CollectionPlan, agent: Agent, hooks?: CollectHooks): Promise<CollectResult>;
