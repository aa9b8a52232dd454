import type { FailedCallReason, Observation } from '../core/index.js';
/** A call that failed (threw, rejected, timed out or was abandoned). */
export declare class Failed {
    readonly error: string;
    readonly ms: number | undefined;
    readonly reason: FailedCallReason;
    constructor(error: string, ms: number | undefined, reason?: FailedCallReason);
    /** It ran past the per-call timeout. */
    get timedOut(): boolean;
    /** As the evidence records it: the error, its reason and the duration when timed. */
    get record(): {
        error: string;
        reason: FailedCallReason;
        ms?: number;
    };
}
/**
 * A call that was never made: collection stopped while it waited (for the rate
 * limiter, or for the first calls to show the agent can answer). It is not
 * recorded and not counted.
 */
export declare const NOT_STARTED: Failed;
/** An answer that came back asynchronously, with its duration. */
export declare class Timed {
    readonly obs: Observation;
    readonly ms: number;
    constructor(obs: Observation, ms: number);
}
/**
 * What one call gave: an Observation returned synchronously (no timing: an
 * in-process call that returns at once takes no measurable time, and timing it
 * would cost more than the call), a Timed answer, or a Failed call.
 */
export type Answer = Observation | Timed | Failed;
export declare function observationOf(a: Answer): Observation | null;
export declare function msOf(a: Answer): number | undefined;
export declare function isThenable(value: unknown): value is PromiseLike<unknown>;
export declare function messageOf(error: unknown): string;
export declare function roundMs(ms: number): number;
