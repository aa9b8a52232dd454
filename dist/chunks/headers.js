import { S as StderrTail, J as JsonLinesWorker, e as exitsWithin, W as WORKER_GRACE_MS } from './limited-text.js';
import { A as AgentCallError, o as observationFromResult } from './module.js';
import { R as Refusal } from './types.js';

class CommandAgent {
    kind = 'command';
    label;
    isolation;
    resultOptions;
    options;
    idle = [];
    workers = new Set();
    byCall = new Map();
    /** The exits of workers taken out of service (killed), awaited by `close`. */
    retired = [];
    stderr;
    started = 0;
    restarts = 0;
    spawned = [];
    closed = false;
    onExit = () => {
        for (const w of this.workers)
            w.kill();
    };
    constructor(options) {
        if (options.command.trim() === '') {
            throw new Refusal('agent.command', 'the agent command is empty', undefined, {
                setting: 'agentCommand',
            });
        }
        this.options = options;
        // The program only: arguments may hold things that do not belong in a report.
        this.label = options.command.trim().split(/\s+/)[0] ?? 'command';
        this.isolation = options.isolation ?? null;
        this.resultOptions = options;
        this.stderr = new StderrTail(options.stderrLines ?? 40);
        process.on('exit', this.onExit);
    }
    startWorker() {
        this.started += 1;
        const number = this.started;
        const worker = new JsonLinesWorker({
            command: this.options.command,
            cwd: this.options.cwd,
            ...(this.options.env === undefined ? {} : { env: this.options.env }),
            ...(this.options.maxLine === undefined ? {} : { maxLine: this.options.maxLine }),
            ...(this.options.scrub === undefined ? {} : { scrub: this.options.scrub }),
            noun: 'call',
            keep: (line) => this.stderr.keep(`[worker ${number}] ${line}`),
            stderrHint: () => this.stderr.hint(),
            retired: (w) => this.retire(w),
        });
        this.workers.add(worker);
        if (worker.child.pid !== undefined)
            this.spawned.push(worker.child.pid);
        return worker;
    }
    call(input, callId) {
        if (this.closed)
            return Promise.reject(new AgentCallError('the agent was closed'));
        let worker = this.idle.pop();
        while (worker !== undefined && worker.dead)
            worker = this.idle.pop();
        const w = worker ?? this.startWorker();
        return new Promise((resolve, reject) => {
            this.byCall.set(callId, w);
            w.send({
                id: callId,
                answered: (fields) => {
                    this.byCall.delete(callId);
                    try {
                        resolve(observationFromResult(fields, this.resultOptions));
                    }
                    catch (e) {
                        reject(e instanceof Error ? e : new AgentCallError(String(e)));
                    }
                    this.release(w);
                },
                failed: (e) => {
                    this.byCall.delete(callId);
                    reject(e);
                    // An {"error"} answer leaves the worker in service; a protocol error does not.
                    this.release(w);
                },
            }, { input });
        });
    }
    abort(callId, reason) {
        const w = this.byCall.get(callId);
        if (w === undefined)
            return undefined;
        const hint = w.silenceHint();
        w.fail(reason);
        return hint === '' ? undefined : hint;
    }
    /** A worker finished a call and can take another (unless it is out of service). */
    release(worker) {
        if (!worker.dead && !this.closed)
            this.idle.push(worker);
    }
    /** A worker was taken out of service: it is replaced (lazily) by the next call. */
    retire(worker) {
        this.workers.delete(worker);
        this.retired.push(worker.whenExited());
        if (!this.closed)
            this.restarts += 1;
    }
    /** Process ids of every worker started so far (for diagnostics and tests). */
    pids() {
        return [...this.spawned];
    }
    diagnostics() {
        return { restarts: this.restarts, stderr: this.stderr.lines() };
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const all = [...this.workers];
        this.idle.length = 0;
        await Promise.all(all.map((w) => w.stop()));
        // Workers that failed earlier were killed; wait (a moment at most) until they are gone too.
        await exitsWithin(this.retired, 4 * WORKER_GRACE_MS);
        process.off('exit', this.onExit);
    }
}
function commandAgent(options) {
    return new CommandAgent(options);
}

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

export { CommandAgent as C, DeadlineSweeper as D, RateLimiter as R, commandAgent as c, headersOf as h, sleep as s };
