/**
 * Timers shared by all calls: one sweeping interval for per-call deadlines (no
 * timer per call; calls that settle synchronously never reach it), and a rate
 * limiter shared by every worker. The clock is injected.
 */
export type Clock = () => number;
/**
 * Deadlines of calls in flight. One interval sweeps them while any is pending and
 * stops when none has been pending for a whole tick. Entries are added in start
 * order with one timeout, so they expire in insertion order and a sweep stops at
 * the first that is not due.
 */
export declare class DeadlineSweeper {
    private readonly timeoutMs;
    private readonly now;
    private readonly entries;
    private timer;
    private readonly tickMs;
    constructor(timeoutMs: number, now: Clock);
    /** Watch a call; `expire` runs once if it is still watched after the timeout. */
    add(id: number, startedAt: number, expire: () => void): void;
    remove(id: number): void;
    sweep(): void;
    close(): void;
}
/** Calls started per second, shared by every worker: each start reserves the next slot. */
export declare class RateLimiter {
    private readonly now;
    private next;
    private readonly gap;
    constructor(perSecond: number, now: Clock);
    /** Milliseconds to wait before this call may start (0: now). */
    reserve(): number;
}
/** Resolve after ms; resolves at once (returns early) when `cancel` fires. */
export declare function sleep(ms: number, cancel?: {
    onCancel(fn: () => void): void;
}): Promise<void>;
