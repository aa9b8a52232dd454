import { type Agent } from '../agents/index.js';
import type { CollectionPlan } from './plan.js';
import { type CollectHooks, type CollectProgress, type CollectResult, type StopReason } from './collected.js';
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
    /** The relation calls' view of this collection (relation-calls.ts). */
    private readonly relationCalls;
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
    /**
     * One pair of calls on an input: its flip, or null when a call failed or the run
     * stopped (the input then leaves). Synchronous when the agent answered both calls
     * at once: no promise, no microtask (a constant in-process agent's pair costs two
     * calls and two records).
     */
    private onePair;
    private pairFrom;
    /** Records one call of a pair: the flip so far, or PAIR_ENDED when the pair ends here. */
    private pairCall;
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
