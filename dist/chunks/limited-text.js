import { spawn } from 'node:child_process';
import { A as AgentCallError, g as readResult, n as noDecisionFound, d as describeKeys } from './module.js';
import { R as Refusal } from './types.js';
import { o as refuseOverLimits, L as LIMITS, n as bytesText } from './json.js';

/** How long a worker whose stdin was closed may take to exit before it is killed. */
const WORKER_GRACE_MS = 300;
const DEFAULT_MAX_LINE = 16 << 20;
const STDERR_CHUNK = 4096;
/**
 * The workers' environment: the one given (or this process's), with the settings
 * that keep a worker's stdout unbuffered when written to a pipe, unless the user
 * set them. Python buffers a pipe in blocks, so without this a worker using plain
 * print() answers nothing until its buffer fills: every call times out.
 */
function workerEnv(env = process.env) {
    const out = { ...env };
    if (out.PYTHONUNBUFFERED === undefined)
        out.PYTHONUNBUFFERED = '1';
    return out;
}
/** The last stderr lines kept across an owner's workers (default 40). */
class StderrTail {
    max;
    kept = [];
    constructor(max = 40) {
        this.max = max;
    }
    keep(line) {
        this.kept.push(line);
        if (this.kept.length > this.max)
            this.kept.splice(0, this.kept.length - this.max);
    }
    lines() {
        return [...this.kept];
    }
    /** The last three lines for a message, or nothing. */
    hint() {
        const last = this.kept.slice(-3).join(' | ');
        return last === '' ? '' : `; last stderr: ${last.slice(0, 300)}`;
    }
}
/** Waits for every exit, but at most `ms`. */
async function exitsWithin(exits, ms) {
    let timer;
    await Promise.race([
        Promise.all(exits),
        new Promise((resolve) => {
            timer = setTimeout(resolve, ms);
        }),
    ]);
    clearTimeout(timer);
}
class JsonLinesWorker {
    options;
    child;
    /** Out of service: it failed, exited or was killed; it takes no more requests. */
    dead = false;
    pending = null;
    /** Characters written on stdout since the request in flight was sent. */
    wroteSinceSend = 0;
    out = '';
    err = '';
    exited;
    constructor(options) {
        this.options = options;
        this.child = spawn(options.command, {
            shell: true,
            cwd: options.cwd,
            env: workerEnv(options.env),
            stdio: ['pipe', 'pipe', 'pipe'],
            // Its own process group, so a kill reaches the program behind the shell.
            detached: process.platform !== 'win32',
        });
        this.exited = new Promise((resolve) => {
            this.child.once('close', () => resolve());
            this.child.once('error', () => resolve());
        });
        this.child.stdout?.setEncoding('utf8');
        this.child.stderr?.setEncoding('utf8');
        this.child.stdout?.on('data', (chunk) => this.onStdout(chunk));
        this.child.stderr?.on('data', (chunk) => this.onStderr(chunk));
        this.child.stdin?.on('error', () => {
            /* EPIPE after a crash: the close handler reports it */
        });
        this.child.on('error', (error) => this.fail(`the worker could not be started: ${error.message}`));
        // 'close' comes after stdout is drained, so an answer written just before exiting still counts.
        this.child.on('close', (code, signal) => {
            if (this.err !== '')
                this.keepLine(this.err);
            this.err = '';
            this.fail(`the worker exited during the call (${signal === null ? `exit code ${String(code)}` : `signal ${signal}`})` +
                options.stderrHint());
        });
    }
    /** Sends one request line `{"id", …fields}`; the worker must hold none. */
    send(request, fields) {
        this.pending = request;
        this.wroteSinceSend = 0;
        this.child.stdin?.write(`${JSON.stringify({ id: request.id, ...fields })}\n`);
    }
    scrubbed(text) {
        return this.options.scrub?.(text) ?? text;
    }
    keepLine(line) {
        this.options.keep(this.scrubbed(line));
    }
    onStdout(chunk) {
        if (this.dead)
            return;
        this.wroteSinceSend += chunk.length;
        this.out += chunk;
        let nl = this.out.indexOf('\n');
        while (nl >= 0 && !this.dead) {
            const line = this.out.slice(0, nl);
            this.out = this.out.slice(nl + 1);
            this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
            nl = this.out.indexOf('\n');
        }
        const maxLine = this.options.maxLine ?? DEFAULT_MAX_LINE;
        if (this.out.length > maxLine && !this.dead) {
            this.protocolError(`the worker wrote a line longer than ${maxLine} characters`);
        }
    }
    onLine(line) {
        if (line.trim() === '')
            return;
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            this.protocolError(`the worker wrote a line that is not JSON (${JSON.stringify(this.scrubbed(line).slice(0, 120))}); print logs to stderr, answers to stdout`, 'malformed_response');
            return;
        }
        const pending = this.pending;
        if (pending === null) {
            this.protocolError(`the worker wrote an answer when no ${this.options.noun} was waiting`);
            return;
        }
        if (message === null || typeof message !== 'object' || Array.isArray(message)) {
            this.protocolError('the worker answered with JSON that is not an object', 'malformed_response');
            return;
        }
        const { id, error, ...fields } = message;
        if (id === undefined || String(id) !== String(pending.id)) {
            this.protocolError(`the worker answered id ${JSON.stringify(id) ?? 'undefined'} to request ${pending.id}`);
            return;
        }
        this.pending = null;
        if (error !== undefined && error !== null) {
            pending.failed(new AgentCallError(typeof error === 'string' ? error : JSON.stringify(error)));
        }
        else {
            pending.answered(fields);
        }
    }
    onStderr(chunk) {
        this.err += chunk;
        let nl = this.err.indexOf('\n');
        while (nl >= 0) {
            this.keepLine(this.err.slice(0, nl));
            this.err = this.err.slice(nl + 1);
            nl = this.err.indexOf('\n');
        }
        if (this.err.length > STDERR_CHUNK) {
            this.keepLine(this.err);
            this.err = '';
        }
    }
    /**
     * A protocol error fails the request in flight and ends the worker; one that
     * came when nothing was waiting is kept beside the stderr lines.
     */
    protocolError(message, reason = 'runtime_error') {
        if (this.pending === null)
            this.keepLine(`(agentverity) ${message}`);
        this.fail(message, reason);
    }
    /**
     * What is known about a request that gets no answer: a worker that wrote
     * nothing on stdout may have its answer stuck in a buffer; one that wrote part
     * of a line never ended it.
     */
    silenceHint() {
        if (this.wroteSinceSend === 0) {
            return 'the worker wrote nothing on stdout during the call: did it flush stdout after writing its answer? (Python: print(..., flush=True); other languages buffer a pipe too)';
        }
        if (this.out !== '') {
            return `the worker wrote ${this.out.length} characters on stdout without ending the line: end each answer with a line feed and flush stdout`;
        }
        return '';
    }
    /** Fails the request in flight (if any) without ending the worker: `stop` follows. */
    reject(message) {
        const pending = this.pending;
        this.pending = null;
        if (pending !== null)
            pending.failed(new AgentCallError(message));
    }
    /** Fails the request in flight (if any), takes the worker out of service and kills it. */
    fail(message, reason = 'runtime_error') {
        const pending = this.pending;
        this.pending = null;
        const first = !this.dead;
        this.dead = true;
        if (pending !== null)
            pending.failed(new AgentCallError(message, reason));
        if (first)
            this.options.retired?.(this);
        this.signalKill();
    }
    /** Takes the worker out of service and kills its process group if it runs. */
    kill() {
        const first = !this.dead;
        this.dead = true;
        if (first)
            this.options.retired?.(this);
        this.signalKill();
    }
    signalKill() {
        const pid = this.child.pid;
        if (pid === undefined || this.child.exitCode !== null || this.child.signalCode !== null)
            return;
        try {
            if (process.platform !== 'win32')
                process.kill(-pid, 'SIGKILL');
            else
                this.child.kill('SIGKILL');
        }
        catch {
            try {
                this.child.kill('SIGKILL');
            }
            catch {
                /* already gone */
            }
        }
    }
    /** Closes stdin, waits a moment for a clean exit, then kills. */
    async stop() {
        this.child.stdin?.end();
        const timer = setTimeout(() => this.kill(), WORKER_GRACE_MS);
        await this.exited;
        clearTimeout(timer);
        this.dead = true;
    }
    whenExited() {
        return this.exited;
    }
}

/**
 * An HTTP agent (`--agent-url`): each call POSTs `{"input": "…"}` as JSON and
 * reads the observation from the JSON answer, at the top level (`decision` /
 * `verdict`, `text`, `tools`) or at the given paths (`result.route`, `choices.0.tool`).
 *
 * Retries happen only when the request could not be made (connection refused,
 * reset) and on 429 and 503, with exponential backoff (a Retry-After in seconds is
 * honoured up to the cap); never after a 2xx and never on other statuses. Every
 * retry is counted. A timeout (the collector's) aborts the request and any wait,
 * and the reading of a body that never ends. Until the agent has answered once, a
 * connection error that waiting will not mend (refused, no such host, a port fetch
 * forbids) fails the call at once: nothing is listening there yet.
 *
 * An answer's body is read up to `maxBodyBytes` (default 1 MiB): a larger one
 * fails the call, naming the cap, so a runaway body bounds memory even with no
 * timeout.
 */
/** The largest answer body read, in bytes: 1 MiB. */
const MAX_HTTP_BODY_BYTES = 1024 * 1024;
/** Connection errors that retrying soon will not mend, while nothing has answered yet. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_NONAME', 'bad port']);
function bytesInWords(n) {
    return n >= 2 ** 20 && n % 2 ** 20 === 0
        ? `${n / 2 ** 20} MiB`
        : n >= 1024 && n % 1024 === 0
            ? `${n / 1024} KiB`
            : `${n} bytes`;
}
/**
 * The body as text, read up to `cap` bytes (a declared or streamed length past it
 * fails the call); an abort (the call's timeout) ends the read.
 */
async function readBody(response, cap, signal) {
    const tooLarge = () => new AgentCallError(`HTTP ${response.status} with a body larger than the ${bytesInWords(cap)} an answer may have; answer with the decision, not a document`);
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > cap) {
        await response.body?.cancel().catch(() => undefined);
        throw tooLarge();
    }
    const body = response.body;
    if (body === null)
        return '';
    const reader = body.getReader();
    const chunks = [];
    let total = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            total += value.byteLength;
            if (total > cap) {
                await reader.cancel().catch(() => undefined);
                throw tooLarge();
            }
            chunks.push(value);
        }
    }
    catch (error) {
        if (error instanceof AgentCallError)
            throw error;
        if (signal.aborted)
            throw new AgentCallError(String(signal.reason ?? 'aborted'));
        throw new AgentCallError(`HTTP ${response.status}: the body broke off after ${total} bytes (${error instanceof Error ? error.message : String(error)})`);
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
const PATH_NAMES = {
    decisionPath: 'the decision path',
    textPath: 'the text path',
    toolsPath: 'the tools path',
};
/**
 * `a.b.0.c` → ['a', 'b', 0, 'c']; `$` or '' is the whole answer. An empty step
 * is refused, naming `setting` (the path's key in the settings).
 */
function parseJsonPath(spec, setting) {
    const trimmed = spec.trim().replace(/^\$\.?/, '');
    if (trimmed === '')
        return [];
    return trimmed.split('.').map((part) => {
        if (part === '') {
            throw new Refusal('agent.path', `empty step in the path ${JSON.stringify(spec)}`, undefined, {
                setting,
            });
        }
        return /^\d+$/.test(part) ? Number(part) : part;
    });
}
function valueAt(root, steps) {
    let here = root;
    for (const step of steps) {
        if (here === null || typeof here !== 'object')
            return undefined;
        if (typeof step === 'number' && Array.isArray(here))
            here = here[step];
        else if (Object.hasOwn(here, String(step)))
            here = here[String(step)];
        else
            return undefined;
    }
    return here;
}
/**
 * Where a path stops in the answer: the steps that could be followed, and the
 * keys of the object it stopped in (for a message naming what was there).
 */
function whereItStops(root, steps) {
    let here = root;
    for (let i = 0; i < steps.length; i++) {
        const step = steps[i];
        const at = steps.slice(0, i).join('.');
        const name = at === '' ? 'the answer' : at;
        if (Array.isArray(here)) {
            if (typeof step === 'number' && step < here.length) {
                here = here[step];
                continue;
            }
            return { at: name, keys: [], what: `${name} is a list of ${here.length} item(s)` };
        }
        if (here === null || typeof here !== 'object') {
            return { at: name, keys: [], what: `${name} is ${here === null ? 'null' : typeof here}` };
        }
        if (!Object.hasOwn(here, String(step))) {
            return {
                at: name,
                keys: Object.keys(here),
                what: `${name} has no ${JSON.stringify(String(step))}`,
            };
        }
        here = here[String(step)];
    }
    return { at: steps.join('.'), keys: [], what: `${steps.join('.')} is null` };
}
const HTTP_REMEDY = 'answer {"decision": "<label>", …}, or set the decision path to where the decision is (such as output.route)';
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted) {
            reject(new AgentCallError(String(signal.reason ?? 'aborted')));
            return;
        }
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(new AgentCallError(String(signal.reason ?? 'aborted')));
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
/** The URL without credentials, query or fragment, for plans and reports. */
function safeUrlLabel(url) {
    try {
        const u = new URL(url);
        return `${u.protocol}//${u.host}${u.pathname}`;
    }
    catch {
        return 'an HTTP endpoint';
    }
}
class HttpAgent {
    kind = 'http';
    label;
    isolation;
    options;
    paths;
    controllers = new Map();
    retries = 0;
    /** Whether any request got an HTTP answer: from then on connection errors are retried. */
    answered = false;
    doFetch;
    constructor(options) {
        let url;
        try {
            url = new URL(options.url);
        }
        catch {
            throw new Refusal('agent.url', 'the agent URL is not a valid URL', undefined, {
                setting: 'agentUrl',
            });
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            throw new Refusal('agent.url', 'the agent URL must start with http:// or https://', undefined, { setting: 'agentUrl' });
        }
        // fetch refuses such a URL on every call, and the error would carry the
        // password into the evidence: refuse it once, before any call.
        if (url.username !== '' || url.password !== '') {
            throw new Refusal('agent.url', 'the agent URL holds a user name or password, which requests cannot carry; send credentials in a header instead ("Authorization: Basic …")', undefined, { setting: 'agentUrl' });
        }
        // A header fetch cannot send would fail every call: refuse it before any call.
        for (const [name, value] of Object.entries(options.headers ?? {})) {
            try {
                new Headers([[name, value]]);
            }
            catch {
                throw new Refusal('agent.header', `cannot send the header ${JSON.stringify(name)}: a name is a single token (letters, digits, - and _) and a value holds no line break`, undefined, { setting: 'header' });
            }
        }
        this.options = options;
        this.label = safeUrlLabel(options.url);
        this.isolation = options.isolation ?? null;
        this.doFetch = options.fetch ?? fetch;
        this.paths = {
            decision: options.decisionPath === undefined
                ? null
                : parseJsonPath(options.decisionPath, 'decisionPath'),
            text: options.textPath === undefined ? null : parseJsonPath(options.textPath, 'textPath'),
            tools: options.toolsPath === undefined ? null : parseJsonPath(options.toolsPath, 'toolsPath'),
        };
    }
    async call(input, callId) {
        const controller = new AbortController();
        this.controllers.set(callId, controller);
        try {
            return await this.attempt(input, controller.signal);
        }
        finally {
            this.controllers.delete(callId);
        }
    }
    backoff(attempt, retryAfter) {
        const cap = this.options.maxBackoffMs ?? 5000;
        if (retryAfter !== null && /^\d+(\.\d+)?$/.test(retryAfter.trim())) {
            return Math.min(cap, Number(retryAfter) * 1000);
        }
        return Math.min(cap, (this.options.backoffMs ?? 250) * 2 ** attempt);
    }
    async attempt(input, signal) {
        const maxRetries = this.options.retries ?? 3;
        const body = JSON.stringify({ input });
        for (let attempt = 0;; attempt++) {
            let response;
            try {
                response = await this.doFetch(this.options.url, {
                    method: 'POST',
                    headers: {
                        'content-type': 'application/json',
                        accept: 'application/json',
                        ...this.options.headers,
                    },
                    body,
                    signal,
                    // Never follow a redirect: it would send the body and every --header
                    // (API keys included) to wherever the answer points.
                    redirect: 'manual',
                });
            }
            catch (error) {
                if (signal.aborted)
                    throw new AgentCallError(String(signal.reason ?? 'aborted'));
                const cause = error.cause;
                const why = cause?.code ?? cause?.message ?? error.message;
                if (!this.answered && UNREACHABLE.has(why)) {
                    throw new AgentCallError(`the request failed (${why}), not retried: nothing has answered at this URL yet`);
                }
                if (attempt < maxRetries) {
                    this.retries += 1;
                    await sleep(this.backoff(attempt, null), signal);
                    continue;
                }
                throw new AgentCallError(`the request failed (${why})${attempt > 0 ? ` after ${attempt} retries` : ''}`);
            }
            this.answered = true;
            if (response.status === 429 || response.status === 503) {
                await response.body?.cancel().catch(() => undefined);
                if (attempt < maxRetries) {
                    this.retries += 1;
                    await sleep(this.backoff(attempt, response.headers.get('retry-after')), signal);
                    continue;
                }
                throw new AgentCallError(`HTTP ${response.status} after ${attempt} retries`);
            }
            if (response.status >= 300 && response.status < 400) {
                await response.body?.cancel().catch(() => undefined);
                const to = response.headers.get('location');
                throw new AgentCallError(`HTTP ${response.status}: the agent answered with a redirect${to === null ? '' : ` to ${safeUrlLabel(to)}`}, which is not followed (it would forward the input and headers); give the final URL as the agent URL`);
            }
            const answered = await readBody(response, this.options.maxBodyBytes ?? MAX_HTTP_BODY_BYTES, signal);
            const text = this.options.scrub?.(answered) ?? answered;
            if (!response.ok) {
                throw new AgentCallError(`HTTP ${response.status}${text.trim() === '' ? '' : `: ${text.slice(0, 200)}`}`);
            }
            let json;
            try {
                json = JSON.parse(text);
            }
            catch {
                throw new AgentCallError(`HTTP ${response.status} with a body that is not JSON (${JSON.stringify(text.slice(0, 80))})`, 'malformed_response');
            }
            return this.extract(json);
        }
    }
    extract(json) {
        const { decision, text, tools } = this.paths;
        if (decision === null && text === null && tools === null) {
            return readResult(json, this.options, { textIsDecision: false, remedy: HTTP_REMEDY });
        }
        const onVerdict = (this.options.layer ?? 'verdict') === 'verdict';
        const pick = (steps, setting, fallback) => {
            if (steps === null) {
                for (const key of fallback) {
                    const v = valueAt(json, [key]);
                    if (v !== undefined)
                        return v;
                }
                return undefined;
            }
            const v = valueAt(json, steps);
            if (v === undefined || (v === null && setting === 'decisionPath' && onVerdict)) {
                const stop = whereItStops(json, steps);
                const found = `nothing at ${PATH_NAMES[setting]} ${steps.join('.')}: ${stop.what}`;
                if (setting === 'decisionPath') {
                    throw noDecisionFound(found, stop.keys, 'set the decision path to where the decision is');
                }
                throw new AgentCallError(`the answer has ${found}${stop.keys.length > 0 ? ` (${describeKeys(stop.keys)})` : ''}`, 'extraction_failed');
            }
            return v;
        };
        const answerKeys = json !== null && typeof json === 'object' && !Array.isArray(json) ? Object.keys(json) : [];
        return readResult({
            decision: pick(decision, 'decisionPath', ['decision', 'verdict']),
            text: pick(text, 'textPath', ['text']),
            tools: pick(tools, 'toolsPath', ['tools']),
        }, {
            ...(this.options.stringify ? { stringify: this.options.stringify } : {}),
            ...(this.options.layer === undefined ? {} : { layer: this.options.layer }),
        }, {
            // A text path without a decision path says: compare the text.
            textIsDecision: decision === null && text !== null,
            keys: answerKeys,
            remedy: HTTP_REMEDY,
        });
    }
    abort(callId, reason) {
        this.controllers.get(callId)?.abort(reason);
    }
    diagnostics() {
        return { retries: this.retries };
    }
    close() {
        for (const c of this.controllers.values())
            c.abort('closed');
        this.controllers.clear();
        return Promise.resolve();
    }
}
function httpAgent(options) {
    return new HttpAgent(options);
}

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
const MAX_WATCHED_CALLS = 16;
/** The fewest (unless the plan has fewer calls). */
const MIN_WATCHED_CALLS = 4;
/**
 * How many first calls are watched: one round of workers (`maxWorkers` calls in
 * flight at once), at least 4 and at most 16, and never more than the plan holds.
 * Calls beyond them wait for the first answer, so the cap is what a dead agent
 * costs at most, and also how many workers start at once: up to 16 workers a
 * healthy agent's run never waits on the rule (issue 18: at 16 workers a cap of 8
 * kept half of them idle for one call's latency, 2.5% of a 400 ms run).
 */
function firstCallsWatched(maxWorkers, plannedCalls) {
    const round = Math.min(MAX_WATCHED_CALLS, Math.max(MIN_WATCHED_CALLS, maxWorkers));
    return Math.max(1, Math.min(round, plannedCalls));
}
/**
 * The part of an error message that names the error: a command worker's
 * message ends with the last lines of its stderr, which differ from call to
 * call (and are shown once on their own), so they are left out.
 */
function errorKey(message) {
    const cut = message.indexOf('; last stderr: ');
    return cut < 0 ? message : message.slice(0, cut);
}
class AnswerWatch {
    firstCalls;
    errors = new Map();
    failed = 0;
    done = false;
    constructor(firstCalls) {
        this.firstCalls = firstCalls;
    }
    /** Still watching: no call has answered yet and the rule has not fired. */
    get armed() {
        return !this.done;
    }
    /**
     * One call's outcome, in the order calls ended: null when it answered,
     * otherwise its error; `timedOutMs` when the call failed by running past
     * that timeout. Returns the stop once the first calls all failed, or at once
     * when a call timed out before any answered (exactly once), else null.
     */
    record(error, timedOutMs) {
        if (this.done)
            return null;
        if (error === null) {
            this.done = true;
            this.errors.clear();
            return null;
        }
        this.failed += 1;
        const key = errorKey(error);
        this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
        const timedOut = timedOutMs !== undefined;
        if (this.failed < this.firstCalls && !timedOut)
            return null;
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
function describeTimeout(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
/**
 * "its first 4 calls all failed: 4 × connection refused" (the most frequent
 * error, once); "it did not answer its first call within 120 s" when a call
 * timed out before any answered.
 */
function describeUnanswered(u) {
    if (u.timedOutMs !== undefined) {
        const before = u.calls - 1;
        return (`it did not answer its first call within ${describeTimeout(u.timedOutMs)}` +
            (before > 0
                ? `; the ${before} call${before === 1 ? '' : 's'} that ended before it failed too`
                : ''));
    }
    const top = u.errors[0];
    const shown = top === undefined
        ? ''
        : `: ${top.count} × ${top.error.length > SHOWN_ERROR_CHARS ? `${top.error.slice(0, SHOWN_ERROR_CHARS)}…` : top.error}`;
    const rest = u.errors.length - 1;
    const others = rest <= 0
        ? ''
        : ` (and ${u.calls - (top?.count ?? 0)} with ${rest === 1 ? 'another error' : `${rest} other errors`})`;
    return `its first ${u.calls} call${u.calls === 1 ? '' : 's'} ${u.calls === 1 ? 'failed' : 'all failed'}${shown}${others}`;
}

// The text of a file this tool writes for its own readers, within the readers'
// limits (docs/limits.md). Apart from files.ts so that the CLI's start-up, which
// writes through files.ts, loads no evidence module.
/**
 * The text of a file this tool writes for its own readers (cases or bench
 * evidence), refused (`file.limit`, exit 2, nothing written) when its reader
 * would refuse it (docs/limits.md): a value past a limit, or a text over
 * `LIMITS.documentBytes`, which is also refused when the engine cannot build it.
 */
function textWithinLimits(value, file, what, serialise) {
    refuseOverLimits(value, file, what);
    const over = () => new Refusal('file.limit', `the ${what} cannot be written: it is more than ${bytesText(LIMITS.documentBytes)} as JSON, over the limit of its reader (docs/limits.md), so nothing was written`, file);
    let text;
    try {
        text = serialise();
    }
    catch (error) {
        if (error instanceof RangeError)
            throw over();
        throw error;
    }
    if (text.length > LIMITS.documentBytes || Buffer.byteLength(text) > LIMITS.documentBytes) {
        throw over();
    }
    return text;
}
/**
 * What the reader of a JSON document checks of its text, checked as the text is
 * written piece by piece (the streamed run evidence): its size in bytes, how
 * deeply arrays and objects nest, the longest string as written, and the values
 * (counted as the readers count them: a separator or an opening bracket outside
 * strings). Returns the first limit broken, in words, or null.
 */
class JsonTextLimits {
    bytes = 0;
    depth = 0;
    values = 0;
    inString = false;
    escaped = false;
    stringChars = 0;
    /** Feed the next piece of text; the first breach, or null. */
    feed(chunk) {
        this.bytes += Buffer.byteLength(chunk);
        if (this.bytes > LIMITS.documentBytes) {
            return `it is more than ${bytesText(LIMITS.documentBytes)} as JSON, over the limit of its reader`;
        }
        const n = chunk.length;
        // The next quote and backslash at or after i, each searched again only once
        // passed (-1: none left in this chunk), so a piece is scanned in linear time.
        let quote = -2;
        let slash = -2;
        let i = 0;
        while (i < n) {
            if (this.inString) {
                // The rest of the string in a few searches: it ends at the first quote
                // not escaped (an escape is a backslash and the character after it).
                const from = i;
                if (this.escaped) {
                    this.escaped = false;
                    i += 1;
                }
                let end = -1;
                while (i < n) {
                    if (quote !== -1 && quote < i)
                        quote = chunk.indexOf('"', i);
                    if (slash !== -1 && slash < i)
                        slash = chunk.indexOf('\\', i);
                    if (slash === -1 || (quote !== -1 && quote < slash)) {
                        end = quote;
                        break;
                    }
                    if (slash + 1 >= n) {
                        // The chunk ends on a backslash: the next chunk starts with what it escapes.
                        this.escaped = true;
                        break;
                    }
                    i = slash + 2;
                }
                this.stringChars += (end === -1 ? n : end) - from;
                if (this.stringChars > LIMITS.stringChars) {
                    return `it holds a string of more than ${LIMITS.stringChars.toLocaleString('en')} characters, over the limit of its reader`;
                }
                if (end === -1)
                    return null;
                this.inString = false;
                i = end + 1;
                continue;
            }
            const c = chunk.charCodeAt(i++);
            if (c === 0x22) {
                this.inString = true;
                this.stringChars = 0;
            }
            else if (c === 0x2c || c === 0x5b || c === 0x7b) {
                if (++this.values > LIMITS.elements) {
                    return `it holds more than ${LIMITS.elements.toLocaleString('en')} values (array elements and object members), over the limit of its reader`;
                }
                if (c !== 0x2c && ++this.depth > LIMITS.depth) {
                    return `its arrays and objects nest more than ${LIMITS.depth} levels deep, over the limit of its reader`;
                }
            }
            else if (c === 0x5d || c === 0x7d)
                this.depth--;
        }
        return null;
    }
}
/**
 * The pieces of a JSON document this tool writes for its own reader (the run
 * evidence, streamed), passed on as they come; the first piece that breaks a
 * limit of the reader (docs/limits.md) throws `file.limit` instead, naming it.
 * The file writer writes to a temporary file and renames it at the end, so a
 * refusal leaves nothing written at `file` (and what was there is kept).
 */
function* chunksWithinLimits(chunks, file, what) {
    const limits = new JsonTextLimits();
    for (const chunk of chunks) {
        const breach = limits.feed(chunk);
        if (breach !== null) {
            throw new Refusal('file.limit', `the ${what} cannot be written: ${breach} (docs/limits.md), so nothing was written`, file);
        }
        yield chunk;
    }
}

export { AnswerWatch as A, JsonLinesWorker as J, StderrTail as S, WORKER_GRACE_MS as W, chunksWithinLimits as c, describeUnanswered as d, exitsWithin as e, firstCallsWatched as f, httpAgent as h, safeUrlLabel as s, textWithinLimits as t, workerEnv as w };
