/**
 * Timers shared by all calls: one sweeping interval for per-call deadlines (no
 * timer per call; calls that settle synchronously never reach it), and a rate
 * limiter shared by every worker. The clock is injected.
 */

export type Clock = () => number;

interface Deadline {
  readonly at: number;
  readonly expire: () => void;
}

/**
 * Deadlines of calls in flight. One interval sweeps them while any is pending and
 * stops when none has been pending for a whole tick. Entries are added in start
 * order with one timeout, so they expire in insertion order and a sweep stops at
 * the first that is not due.
 */
export class DeadlineSweeper {
  private readonly entries = new Map<number, Deadline>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly tickMs: number;

  constructor(
    private readonly timeoutMs: number,
    private readonly now: Clock,
  ) {
    this.tickMs = Math.max(2, Math.min(250, Math.floor(timeoutMs / 8)));
  }

  /** Watch a call; `expire` runs once if it is still watched after the timeout. */
  add(id: number, startedAt: number, expire: () => void): void {
    this.entries.set(id, { at: startedAt + this.timeoutMs, expire });
    if (this.timer === null) this.timer = setInterval(() => this.sweep(), this.tickMs);
  }

  remove(id: number): void {
    this.entries.delete(id);
  }

  sweep(): void {
    const t = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.at > t) break;
      this.entries.delete(id);
      entry.expire();
    }
    if (this.entries.size === 0 && this.timer !== null) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  close(): void {
    this.entries.clear();
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}

/** Calls started per second, shared by every worker: each start reserves the next slot. */
export class RateLimiter {
  private next = -Infinity;
  private readonly gap: number;

  constructor(
    perSecond: number,
    private readonly now: Clock,
  ) {
    this.gap = 1000 / perSecond;
  }

  /** Milliseconds to wait before this call may start (0: now). */
  reserve(): number {
    const t = this.now();
    const start = Math.max(t, this.next);
    this.next = start + this.gap;
    return start - t;
  }
}

/** Resolve after ms; resolves at once (returns early) when `cancel` fires. */
export function sleep(ms: number, cancel?: { onCancel(fn: () => void): void }): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel?.onCancel(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
