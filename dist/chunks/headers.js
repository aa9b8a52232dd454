import { R as Refusal } from './types.js';

/**
 * Timers shared by all calls: one sweeping interval for per-call deadlines (no
 * timer per call; calls that settle synchronously never reach it), and a rate
 * limiter shared by every worker. The clock is injected.
 */
/**
 * Deadlines of calls in flight. One interval sweeps them while any is pending and
 * stops when none has been pending for a whole tick. Entries are added in start
 * order with one timeout, so they expire in insertion order and a sweep stops at
 * the first that is not due.
 */
class DeadlineSweeper {
    timeoutMs;
    now;
    entries = new Map();
    timer = null;
    tickMs;
    constructor(timeoutMs, now) {
        this.timeoutMs = timeoutMs;
        this.now = now;
        this.tickMs = Math.max(2, Math.min(250, Math.floor(timeoutMs / 8)));
    }
    /** Watch a call; `expire` runs once if it is still watched after the timeout. */
    add(id, startedAt, expire) {
        this.entries.set(id, { at: startedAt + this.timeoutMs, expire });
        if (this.timer === null)
            this.timer = setInterval(() => this.sweep(), this.tickMs);
    }
    remove(id) {
        this.entries.delete(id);
    }
    sweep() {
        const t = this.now();
        for (const [id, entry] of this.entries) {
            if (entry.at > t)
                break;
            this.entries.delete(id);
            entry.expire();
        }
        if (this.entries.size === 0 && this.timer !== null) {
            clearInterval(this.timer);
            this.timer = null;
        }
    }
    close() {
        this.entries.clear();
        if (this.timer !== null)
            clearInterval(this.timer);
        this.timer = null;
    }
}
/** Calls started per second, shared by every worker: each start reserves the next slot. */
class RateLimiter {
    now;
    next = -Infinity;
    gap;
    constructor(perSecond, now) {
        this.now = now;
        this.gap = 1000 / perSecond;
    }
    /** Milliseconds to wait before this call may start (0: now). */
    reserve() {
        const t = this.now();
        const start = Math.max(t, this.next);
        this.next = start + this.gap;
        return start - t;
    }
}
/** Resolve after ms; resolves at once (returns early) when `cancel` fires. */
function sleep(ms, cancel) {
    return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        cancel?.onCancel(() => {
            clearTimeout(timer);
            resolve();
        });
    });
}

/** `Name: value` header lines as headers; a line without a name is refused (setting `header`). */
function headersOf(lines) {
    const headers = {};
    for (const h of lines ?? []) {
        const i = h.indexOf(':');
        if (i <= 0) {
            throw new Refusal('settings.header', `expected Name: value, got ${JSON.stringify(h)}`, undefined, {
                setting: 'header',
            });
        }
        headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
    }
    return headers;
}

export { DeadlineSweeper as D, RateLimiter as R, headersOf as h, sleep as s };
