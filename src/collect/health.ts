/**
 * Whether the agent can answer at all, decided from the first calls. Pure: it
 * sees each call's outcome in the order the calls ended and says when to stop;
 * no timers, no clock, no I/O.
 *
 * The rule: when the first `firstCalls` calls of a run all failed (threw,
 * rejected, timed out, a worker died before answering, or the answer was a
 * harness failure such as an extraction failure), the agent cannot answer and
 * the run stops. One call that answers disarms the rule for the rest of the run:
 * later failures are recorded as usual.
 *
 * A call that timed out while no call has answered yet stops the run at once
 * (issue 33): an agent that has never answered and lets its first call run
 * past the timeout is unavailable, and waiting for three more timeouts (8
 * minutes at the default 120 s) tells nothing more.
 */

/** The most calls watched before the rule can stop a run. */
export const MAX_WATCHED_CALLS = 16;
/** The fewest (unless the plan has fewer calls). */
export const MIN_WATCHED_CALLS = 4;

/** One error message and how many of the watched calls failed with it. */
export interface ErrorCount {
  readonly error: string;
  readonly count: number;
}

/** Why the run stopped: every one of its first calls failed. */
export interface Unanswered {
  /** The calls watched, all failed. */
  readonly calls: number;
  /** Their errors, most frequent first (ties in the order first seen). */
  readonly errors: readonly ErrorCount[];
  /** Set when a call timed out before any call answered: the timeout, in ms. */
  readonly timedOutMs?: number;
}

/**
 * How many first calls are watched: one round of workers (`maxWorkers` calls in
 * flight at once), at least 4 and at most 16, and never more than the plan holds.
 * Calls beyond them wait for the first answer, so the cap is what a dead agent
 * costs at most, and also how many workers start at once: up to 16 workers a
 * healthy agent's run never waits on the rule (issue 18: at 16 workers a cap of 8
 * kept half of them idle for one call's latency, 2.5% of a 400 ms run).
 */
export function firstCallsWatched(maxWorkers: number, plannedCalls: number): number {
  const round = Math.min(MAX_WATCHED_CALLS, Math.max(MIN_WATCHED_CALLS, maxWorkers));
  return Math.max(1, Math.min(round, plannedCalls));
}

/**
 * The part of an error message that names the error: a command worker's
 * message ends with the last lines of its stderr, which differ from call to
 * call (and are shown once on their own), so they are left out.
 */
export function errorKey(message: string): string {
  const cut = message.indexOf('; last stderr: ');
  return cut < 0 ? message : message.slice(0, cut);
}

export class AnswerWatch {
  private readonly errors = new Map<string, number>();
  private failed = 0;
  private done = false;

  constructor(readonly firstCalls: number) {}

  /** Still watching: no call has answered yet and the rule has not fired. */
  get armed(): boolean {
    return !this.done;
  }

  /**
   * One call's outcome, in the order calls ended: null when it answered,
   * otherwise its error; `timedOutMs` when the call failed by running past
   * that timeout. Returns the stop once the first calls all failed, or at once
   * when a call timed out before any answered (exactly once), else null.
   */
  record(error: string | null, timedOutMs?: number): Unanswered | null {
    if (this.done) return null;
    if (error === null) {
      this.done = true;
      this.errors.clear();
      return null;
    }
    this.failed += 1;
    const key = errorKey(error);
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    const timedOut = timedOutMs !== undefined;
    if (this.failed < this.firstCalls && !timedOut) return null;
    this.done = true;
    const errors = [...this.errors].map(([e, count], order) => ({ error: e, count, order }));
    errors.sort((a, b) => b.count - a.count || a.order - b.order);
    return {
      calls: this.failed,
      errors: errors.map(({ error: e, count }) => ({ error: e, count })),
      ...(timedOut ? { timedOutMs } : {}),
    };
  }
}

const SHOWN_ERROR_CHARS = 300;

/** 120 s, 0.2 s, 1.5 s: a timeout as a person sets it. */
export function describeTimeout(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/**
 * "its first 4 calls all failed: 4 × connection refused" (the most frequent
 * error, once); "it did not answer its first call within 120 s" when a call
 * timed out before any answered.
 */
export function describeUnanswered(u: Unanswered): string {
  if (u.timedOutMs !== undefined) {
    const before = u.calls - 1;
    return (
      `it did not answer its first call within ${describeTimeout(u.timedOutMs)}` +
      (before > 0
        ? `; the ${before} call${before === 1 ? '' : 's'} that ended before it failed too`
        : '')
    );
  }
  const top = u.errors[0];
  const shown =
    top === undefined
      ? ''
      : `: ${top.count} × ${top.error.length > SHOWN_ERROR_CHARS ? `${top.error.slice(0, SHOWN_ERROR_CHARS)}…` : top.error}`;
  const rest = u.errors.length - 1;
  const others =
    rest <= 0
      ? ''
      : ` (and ${u.calls - (top?.count ?? 0)} with ${rest === 1 ? 'another error' : `${rest} other errors`})`;
  return `its first ${u.calls} call${u.calls === 1 ? '' : 's'} ${u.calls === 1 ? 'failed' : 'all failed'}${shown}${others}`;
}
