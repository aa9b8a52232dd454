/**
 * Pure scheduling decisions, driven by tests with fake agents: which inputs the
 * next sequential round asks, when a declared checkpoint is read (only at the end
 * of a whole round, reference-defects §1), and when the run stops. No timers, no
 * clock, no I/O.
 */
import { sequentialCallAt, type Call, type SequentialPlan } from '../core/index.js';

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
export class SequentialRounds {
  private readonly plan: SequentialPlan;
  private readonly budgetCalls: number | null;
  private readonly live: number[];
  private readonly outcomes: boolean[] = [];
  private nextCheckpoint = 0;
  private spent = 0;
  private round = 0;
  private result: SequentialOutcome | null = null;

  constructor(plan: SequentialPlan, inputs: number, budgetCalls: number | null = null) {
    this.plan = plan;
    this.budgetCalls = budgetCalls;
    this.live = Array.from({ length: inputs }, (_, i) => i);
  }

  /** Inputs to ask for a pair in the next round, or null when collection has ended. */
  nextRound(): readonly number[] | null {
    if (this.result !== null) return null;
    if (this.live.length === 0) return this.end('no-live-inputs');
    if (this.budgetCalls !== null && this.spent + 2 * this.live.length > this.budgetCalls) {
      return this.end('budget');
    }
    return [...this.live];
  }

  /**
   * Record a round: for each input asked, in input order, `true` (the pair
   * flipped), `false` (it agreed) or `null` (a call failed: the input leaves).
   * `calls` is the calls actually made. Returns the decision once one is reached.
   */
  recordRound(
    results: ReadonlyMap<number, boolean | null>,
    calls: number,
  ): SequentialOutcome | null {
    if (this.result !== null) return this.result;
    this.round += 1;
    this.spent += calls;
    const asked = [...this.live];
    for (const index of asked) {
      const r = results.get(index);
      if (r === undefined || r === null) this.live.splice(this.live.indexOf(index), 1);
      else this.outcomes.push(r);
    }
    const checkpoints = this.plan.checkpoints;
    while (this.nextCheckpoint < checkpoints.length) {
      const c = checkpoints[this.nextCheckpoint] as number;
      if (this.outcomes.length < c) break;
      let flips = 0;
      for (let i = 0; i < c; i++) if (this.outcomes[i]) flips++;
      this.nextCheckpoint += 1;
      const call = sequentialCallAt(this.plan, c, flips);
      if (call !== null) {
        this.result = { call, pairs: c, reason: 'checkpoint', rounds: this.round };
        return this.result;
      }
    }
    if (this.nextCheckpoint >= checkpoints.length) {
      // The last checkpoint always answers; this only guards a plan without one.
      this.end('budget');
      return this.result;
    }
    return null;
  }

  /** Stop early from outside (an interrupt): undecided with what was collected. */
  stop(): SequentialOutcome {
    if (this.result === null) this.end('stopped');
    return this.result as SequentialOutcome;
  }

  get decision(): SequentialOutcome | null {
    return this.result;
  }

  get pairOutcomes(): readonly boolean[] {
    return this.outcomes;
  }

  private end(reason: SequentialOutcome['reason']): null {
    this.result = { call: 'undecided', pairs: this.outcomes.length, reason, rounds: this.round };
    return null;
  }
}

/**
 * Tracks disjoint pairs of one series as successful observations arrive, the way
 * `assess` forms them (failed calls are left out before pairing): returns null
 * while a pair is open, otherwise whether the completed pair flipped.
 */
export class PairTracker {
  private open: string | null = null;

  add(key: string): boolean | null {
    if (this.open === null) {
      this.open = key;
      return null;
    }
    const flip = this.open !== key;
    this.open = null;
    return flip;
  }

  /** An observation is waiting for its partner. */
  get isOpen(): boolean {
    return this.open !== null;
  }
}

/**
 * Runs tasks on up to `workers` workers, in order, each worker taking the next task
 * when its last one settled; no task starts once `halted()`. A task that finished
 * synchronously (returned undefined) costs no await.
 */
export function runPool(
  tasks: readonly (() => void | Promise<void>)[],
  workers: number,
  halted: () => boolean,
): Promise<void> {
  return runPoolOf(tasks.length, workers, halted, (i) =>
    (tasks[i] as () => void | Promise<void>)(),
  );
}

/**
 * `runPool` over tasks 0…count−1 given by their index: one function for them all,
 * so a round over thousands of inputs makes no closure per input.
 */
export async function runPoolOf(
  count: number,
  workers: number,
  halted: () => boolean,
  task: (index: number) => void | Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count && !halted()) {
      const r = task(next++);
      if (r !== undefined) await r;
    }
  };
  const n = Math.min(workers, count);
  if (n <= 1) return worker();
  await Promise.all(Array.from({ length: n }, worker));
}
