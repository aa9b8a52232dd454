// What one call of the agent gave, as the collector holds it: an Observation
// returned synchronously, a Timed answer that came back later with its duration,
// or a Failed call (threw, rejected, timed out, abandoned); NOT_STARTED for a call
// collection stopped before making. Plus the small helpers every scheduler uses
// on them. No I/O, no clock.
import type { FailedCallReason, Observation } from '../core/index.js';
import { describeThrown } from '../core/index.js';

/** A call that failed (threw, rejected, timed out or was abandoned). */
export class Failed {
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
export const NOT_STARTED = new Failed('collection stopped before the call started', undefined);

/** An answer that came back asynchronously, with its duration. */
export class Timed {
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
export type Answer = Observation | Timed | Failed;

export function observationOf(a: Answer): Observation | null {
  return a instanceof Timed ? a.obs : a instanceof Failed ? null : a;
}

export function msOf(a: Answer): number | undefined {
  return a instanceof Timed || a instanceof Failed ? a.ms : undefined;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

export function messageOf(error: unknown): string {
  return describeThrown(error);
}

export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
