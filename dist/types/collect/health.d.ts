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
export declare const MAX_WATCHED_CALLS = 16;
/** The fewest (unless the plan has fewer calls). */
export declare const MIN_WATCHED_CALLS = 4;
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
export declare function firstCallsWatched(maxWorkers: number, plannedCalls: number): number;
/**
 * The part of an error message that names the error: a command worker's
 * message ends with the last lines of its stderr, which differ from call to
 * call (and are shown once on their own), so they are left out.
 */
export declare function errorKey(message: string): string;
export declare class AnswerWatch {
    readonly firstCalls: number;
    private readonly errors;
    private failed;
    private done;
    constructor(firstCalls: number);
    /** Still watching: no call has answered yet and the rule has not fired. */
    get armed(): boolean;
    /**
     * One call's outcome, in the order calls ended: null when it answered,
     * otherwise its error; `timedOutMs` when the call failed by running past
     * that timeout. Returns the stop once the first calls all failed, or at once
     * when a call timed out before any answered (exactly once), else null.
     */
    record(error: string | null, timedOutMs?: number): Unanswered | null;
}
/** 120 s, 0.2 s, 1.5 s: a timeout as a person sets it. */
export declare function describeTimeout(ms: number): string;
/**
 * "its first 4 calls all failed: 4 × connection refused" (the most frequent
 * error, once); "it did not answer its first call within 120 s" when a call
 * timed out before any answered.
 */
export declare function describeUnanswered(u: Unanswered): string;
