/**
 * Pure scheduling decisions, driven by tests with fake agents: which inputs the
 * next sequential round asks, when a declared checkpoint is read (only at the end
 * of a whole round, reference-defects §1), and when the run stops. No timers, no
 * clock, no I/O.
 */
import { type Call, type SequentialPlan } from '../core/index.js';
export interface SequentialOutcome {
    readonly call: Call;
    /** Pairs read by the deciding checkpoint (all collected pairs when undecided). */
    readonly pairs: number;
    /** Why the rounds ended: a checkpoint decided, the budget, or no input left. */
    readonly reason: 'checkpoint' | 'budget' | 'no-live-inputs' | 'stopped';
    readonly rounds: number;
}
/**
 * Sequential rounds: each round asks every live input for one pair (two calls).
 * After a round, its pair outcomes are appended in input order and every declared
 * checkpoint now covered is read on exactly its first c outcomes; the first that
 * decides ends collection. Inputs whose pair failed leave the live set.
 */
export declare class SequentialRounds {
    private readonly plan;
    private readonly budgetCalls;
    private readonly live;
    private readonly outcomes;
    private nextCheckpoint;
    private spent;
    private round;
    private result;
    constructor(plan: SequentialPlan, inputs: number, budgetCalls?: number | null);
    /** Inputs to ask for a pair in the next round, or null when collection has ended. */
    nextRound(): readonly number[] | null;
    /**
     * Record a round: for each input asked, in input order, `true` (the pair
     * flipped), `false` (it agreed) or `null` (a call failed: the input leaves).
     * `calls` is the calls actually made. Returns the decision once one is reached.
     */
    recordRound(results: ReadonlyMap<number, boolean | null>, calls: number): SequentialOutcome | null;
    /** Stop early from outside (an interrupt): undecided with what was collected. */
    stop(): SequentialOutcome;
    get decision(): SequentialOutcome | null;
    get pairOutcomes(): readonly boolean[];
    private end;
}
/**
 * Tracks disjoint pairs of one series as successful observations arrive, the way
 * `assess` forms them (failed calls are left out before pairing): returns null
 * while a pair is open, otherwise whether the completed pair flipped.
 */
export declare class PairTracker {
    private open;
    add(key: string): boolean | null;
    /** An observation is waiting for its partner. */
    get isOpen(): boolean;
}
/**
 * Runs tasks on up to `workers` workers, in order, each worker taking the next task
 * when its last one settled; no task starts once `halted()`. A task that finished
 * synchronously (returned undefined) costs no await.
 */
export declare function runPool(tasks: readonly (() => void | Promise<void>)[], workers: number, halted: () => boolean): Promise<void>;
/**
 * `runPool` over tasks 0…count−1 given by their index: one function for them all,
 * so a round over thousands of inputs makes no closure per input.
 */
export declare function runPoolOf(count: number, workers: number, halted: () => boolean, task: (index: number) => void | Promise<void>): Promise<void>;
