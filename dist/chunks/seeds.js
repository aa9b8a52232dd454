import { spawn } from 'node:child_process';
import { A as AgentCallError, t as observationFromResult, z as readResult, B as noDecisionFound, d as describeKeys, C as recordObservation, i as isIncompleteReason } from './module.js';
import { R as Refusal, d as describeThrown } from './types.js';
import { performance } from 'node:perf_hooks';
import { t as planSequential, s as planEarlyRejection, C as validateSeed, e as allocationDraws, D as fastFingerprint, w as sequentialCallAt, E as EarlyRejectionWatch, S as SUITE_SCHEMA, r as parseSuite, j as digestOf, y as serialiseSuite } from './digest.js';
import { o as overBudget, a as phaseCalls, r as routesOverBudget, l as largestFittingK, p as planRouteRepeats } from './budget.js';
import { aj as pairsForDeterministicCall, al as planRepeats, ay as validateEpsilon, J as compareCodePoints, p as applyRelation, K as KeyInterner, a6 as judgeRelation, a3 as isPythonSpace } from './check2.js';
import { c as canStillCertify, C as Curtailer } from './curtail.js';
import path from 'node:path';
import { f as readTextFile, p as parseJsonText } from './schema-problems.js';

const GRACE_MS = 300;
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
class Worker {
    owner;
    child;
    number;
    pending = null;
    dead = false;
    /** Characters written on stdout since the call in flight was sent. */
    wroteSinceSend = 0;
    out = '';
    err = '';
    exited;
    constructor(owner, number, options) {
        this.owner = owner;
        this.number = number;
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
        this.child.stdout?.on('data', (chunk) => this.onStdout(chunk, options.maxLine ?? 16 << 20));
        this.child.stderr?.on('data', (chunk) => this.onStderr(chunk));
        this.child.stdin?.on('error', () => {
            /* EPIPE after a crash: the exit handler reports it */
        });
        this.child.on('error', (error) => this.fail(`the worker could not be started: ${error.message}`));
        // 'close' comes after stdout is drained, so an answer written just before exiting still counts.
        this.child.on('close', (code, signal) => {
            this.flushStderr();
            this.fail(`the worker exited during the call (${signal === null ? `exit code ${String(code)}` : `signal ${signal}`})` +
                this.owner.stderrHint());
        });
    }
    send(pending, input) {
        this.pending = pending;
        this.wroteSinceSend = 0;
        const line = `${JSON.stringify({ id: pending.id, input })}\n`;
        this.child.stdin?.write(line);
    }
    onStdout(chunk, maxLine) {
        this.wroteSinceSend += chunk.length;
        this.out += chunk;
        let nl = this.out.indexOf('\n');
        while (nl >= 0 && !this.dead) {
            const line = this.out.slice(0, nl);
            this.out = this.out.slice(nl + 1);
            this.onLine(line);
            nl = this.out.indexOf('\n');
        }
        if (this.out.length > maxLine && !this.dead) {
            this.protocolError(`the worker wrote a line longer than ${maxLine} characters`);
        }
    }
    onLine(raw) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '')
            return;
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            this.protocolError(`the worker wrote a line that is not JSON (${JSON.stringify(line.slice(0, 120))}); print logs to stderr, answers to stdout`, 'malformed_response');
            return;
        }
        const pending = this.pending;
        if (pending === null) {
            this.protocolError('the worker wrote an answer when no call was waiting');
            return;
        }
        if (message === null || typeof message !== 'object' || Array.isArray(message)) {
            this.protocolError('the worker answered with JSON that is not an object', 'malformed_response');
            return;
        }
        const { id, error, ...rest } = message;
        if (id === undefined || String(id) !== String(pending.id)) {
            this.protocolError(`the worker answered id ${JSON.stringify(id) ?? 'undefined'} to request ${pending.id}`);
            return;
        }
        this.pending = null;
        if (error !== undefined && error !== null) {
            pending.reject(new AgentCallError(typeof error === 'string' ? error : JSON.stringify(error)));
        }
        else {
            try {
                pending.resolve(observationFromResult(rest, this.owner.resultOptions));
            }
            catch (e) {
                pending.reject(e instanceof Error ? e : new AgentCallError(String(e)));
            }
        }
        this.owner.release(this);
    }
    onStderr(chunk) {
        this.err += chunk;
        let nl = this.err.indexOf('\n');
        while (nl >= 0) {
            this.owner.keepStderr(this.number, this.err.slice(0, nl));
            this.err = this.err.slice(nl + 1);
            nl = this.err.indexOf('\n');
        }
        if (this.err.length > 4096) {
            this.owner.keepStderr(this.number, this.err);
            this.err = '';
        }
    }
    flushStderr() {
        if (this.err !== '')
            this.owner.keepStderr(this.number, this.err);
        this.err = '';
    }
    protocolError(message, reason = 'runtime_error') {
        if (this.pending === null)
            this.owner.keepStderr(this.number, `(agentverity) ${message}`);
        this.fail(message, reason);
        this.kill();
    }
    /**
     * What is known about a call that gets no answer: a worker that wrote nothing
     * on stdout may have its answer stuck in a buffer; one that wrote part of a
     * line never ended it.
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
    /** Fail the call in flight (if any) and take the worker out of service. */
    fail(message, reason = 'runtime_error') {
        const wasDead = this.dead;
        this.dead = true;
        const pending = this.pending;
        this.pending = null;
        if (pending !== null)
            pending.reject(new AgentCallError(message, reason));
        if (!wasDead)
            this.owner.retire(this);
    }
    kill() {
        this.dead = true;
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
    /** Close stdin, wait a moment for a clean exit, then kill. */
    async stop() {
        this.child.stdin?.end();
        const timer = setTimeout(() => this.kill(), GRACE_MS);
        await this.exited;
        clearTimeout(timer);
        this.dead = true;
    }
    killNow() {
        this.kill();
    }
    whenExited() {
        return this.exited;
    }
}
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
    stderr = [];
    started = 0;
    restarts = 0;
    spawned = [];
    closed = false;
    onExit = () => {
        for (const w of this.workers)
            w.killNow();
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
        process.on('exit', this.onExit);
    }
    call(input, callId) {
        if (this.closed)
            return Promise.reject(new AgentCallError('the agent was closed'));
        let worker = this.idle.pop();
        while (worker !== undefined && worker.dead)
            worker = this.idle.pop();
        if (worker === undefined) {
            this.started += 1;
            worker = new Worker(this, this.started, this.options);
            this.workers.add(worker);
            if (worker.child.pid !== undefined)
                this.spawned.push(worker.child.pid);
        }
        const w = worker;
        return new Promise((resolve, reject) => {
            this.byCall.set(callId, w);
            const done = () => this.byCall.delete(callId);
            w.send({
                id: callId,
                resolve: (o) => {
                    done();
                    resolve(o);
                },
                reject: (e) => {
                    done();
                    reject(e);
                },
            }, input);
        });
    }
    abort(callId, reason) {
        const w = this.byCall.get(callId);
        if (w === undefined)
            return undefined;
        const hint = w.silenceHint();
        w.fail(reason);
        w.kill();
        return hint === '' ? undefined : hint;
    }
    /** A worker finished a call and can take another. */
    release(worker) {
        if (!worker.dead && !this.closed)
            this.idle.push(worker);
    }
    /** A worker failed: it is replaced (lazily) by the next call. */
    retire(worker) {
        this.workers.delete(worker);
        this.retired.push(worker.whenExited());
        if (!this.closed)
            this.restarts += 1;
        worker.kill();
    }
    keepStderr(worker, line) {
        this.stderr.push(`[worker ${worker}] ${line}`);
        const keep = this.options.stderrLines ?? 40;
        if (this.stderr.length > keep)
            this.stderr.splice(0, this.stderr.length - keep);
    }
    stderrHint() {
        const last = this.stderr.slice(-3).join(' | ');
        return last === '' ? '' : `; last stderr: ${last.slice(0, 300)}`;
    }
    /** Process ids of every worker started so far (for diagnostics and tests). */
    pids() {
        return [...this.spawned];
    }
    diagnostics() {
        return { restarts: this.restarts, stderr: [...this.stderr] };
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const all = [...this.workers];
        this.idle.length = 0;
        await Promise.all(all.map((w) => w.stop()));
        // Workers that failed earlier were killed; wait (a moment at most) until they are gone too.
        let timer;
        await Promise.race([
            Promise.all(this.retired),
            new Promise((resolve) => {
                timer = setTimeout(resolve, 4 * GRACE_MS);
            }),
        ]);
        clearTimeout(timer);
        process.off('exit', this.onExit);
    }
}
function commandAgent(options) {
    return new CommandAgent(options);
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
function sleep$1(ms, signal) {
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
                    await sleep$1(this.backoff(attempt, null), signal);
                    continue;
                }
                throw new AgentCallError(`the request failed (${why})${attempt > 0 ? ` after ${attempt} retries` : ''}`);
            }
            this.answered = true;
            if (response.status === 429 || response.status === 503) {
                await response.body?.cancel().catch(() => undefined);
                if (attempt < maxRetries) {
                    this.retries += 1;
                    await sleep$1(this.backoff(attempt, response.headers.get('retry-after')), signal);
                    continue;
                }
                throw new AgentCallError(`HTTP ${response.status} after ${attempt} retries`);
            }
            if (response.status >= 300 && response.status < 400) {
                await response.body?.cancel().catch(() => undefined);
                const to = response.headers.get('location');
                throw new AgentCallError(`HTTP ${response.status}: the agent answered with a redirect${to === null ? '' : ` to ${safeUrlLabel(to)}`}, which is not followed (it would forward the input and headers); give the final URL as the agent URL`);
            }
            const text = await readBody(response, this.options.maxBodyBytes ?? MAX_HTTP_BODY_BYTES, signal);
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

/** How a refusal's text names the settings that shape the meter's repeats. */
const SETTING_NAMES = {
    sequential: 'sequential stopping',
    curtail: 'curtailment',
    parallelRepeats: 'parallel repeats',
};
/** A whole number of at least `min`; a refusal names the setting by its key. */
function positiveInt(value, name, min) {
    if (value === undefined)
        return undefined;
    if (!Number.isSafeInteger(value) || value < min) {
        throw new Refusal('collect.settings', `expected a whole number >= ${min}, got ${String(value)}`, undefined, { setting: name, data: { min } });
    }
    return value;
}
function positiveNumber(value, name) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        throw new Refusal('collect.settings', `expected a number above 0, got ${String(value)}`, undefined, { setting: name });
    }
    return value;
}
/** Check every setting before any call; refusals name the setting. */
function resolveSettings(settings) {
    const epsilon = validateEpsilon(settings.epsilon ?? 0.05);
    const meterOn = settings.meter !== false;
    if (!meterOn) {
        const clash = [
            ['sequential', settings.sequential === true],
            ['curtail', settings.curtail === true],
            ['parallelRepeats', settings.parallelRepeats === true],
        ].find(([, given]) => given);
        if (clash !== undefined) {
            throw new Refusal('collect.meter-off', `${SETTING_NAMES[clash[0]]} shapes the meter's repeats, and the meter is off (drop one of them)`, undefined, { setting: clash[0] });
        }
    }
    // Without the meter, k is not used (as in the reference, it is then not checked).
    const k = meterOn ? (positiveInt(settings.k, 'k', 2) ?? null) : null;
    const budget = positiveInt(settings.budget, 'budget', 1) ?? null;
    const sequential = settings.sequential === true;
    const curtail = settings.curtail === true;
    if (sequential && k !== null) {
        throw new Refusal('collect.sequential-k', 'sequential collection plans its own pairs at declared checkpoints; leave out k (or collect without sequential stopping)', undefined, { setting: 'k' });
    }
    if (sequential && curtail) {
        throw new Refusal('collect.sequential-curtail', 'choose one stopping rule: sequential stopping (declared checkpoints) or curtailment (a fixed endpoint)', undefined, { setting: 'curtail' });
    }
    if (sequential && settings.parallelRepeats === true) {
        throw new Refusal('collect.sequential-parallel', 'sequential rounds ask each input for one pair at a time; parallel repeats do not apply', undefined, { setting: 'parallelRepeats' });
    }
    const suite = settings.suite ?? null;
    const layer = suite !== null ? 'verdict' : (settings.layer ?? 'verdict');
    if (suite !== null && settings.layer !== undefined && settings.layer !== 'verdict') {
        throw new Refusal('collect.suite-layer', `a decision suite compares decisions, so it needs the verdict layer, not ${settings.layer}`, undefined, { setting: 'layer' });
    }
    if (sequential && suite !== null && suite.contract.stabilityTargets.size > 0) {
        throw new Refusal('collect.sequential-targets', 'the suite declares per-route stability targets, which need per-route repeats; sequential collection pools the routes (collect without sequential stopping)', undefined, { setting: 'sequential' });
    }
    const method = settings.method ?? 'wilson';
    if (method !== 'wilson' && method !== 'exact') {
        throw new Refusal('collect.settings', `expected wilson or exact, got ${String(method)}`, undefined, {
            setting: 'method',
        });
    }
    const allocation = settings.allocation ?? 'per-input';
    if (allocation !== 'per-input' && allocation !== 'random') {
        throw new Refusal('collect.settings', `expected per-input or random, got ${String(allocation)}`, undefined, { setting: 'allocation' });
    }
    let seed = null;
    if (allocation === 'random') {
        if (settings.seed === undefined) {
            throw new Refusal('collect.allocation-seed', 'random allocation needs the seed its draws come from', undefined, { setting: 'seed' });
        }
        seed = validateSeed(settings.seed);
        const clash = [
            ['k', k !== null],
            ['sequential', sequential],
            ['parallelRepeats', settings.parallelRepeats === true],
        ].find(([, on]) => on);
        if (clash !== undefined) {
            throw new Refusal('collect.allocation-random', clash[0] === 'k'
                ? 'random allocation draws its pairs in total, not k per input; leave out k (use budget to cap the calls)'
                : `random allocation draws one pair at a time; it does not combine with ${SETTING_NAMES[clash[0]]}`, undefined, { setting: clash[0] });
        }
    }
    else if (settings.seed !== undefined) {
        throw new Refusal('collect.allocation-seed', 'a seed is for random allocation only (set allocation to random, or leave out the seed)', undefined, { setting: 'seed' });
    }
    const earlyRejection = meterOn && !sequential && settings.earlyRejection === true;
    const errorPolicy = settings.errorPolicy ?? 'record';
    if (errorPolicy !== 'record' && errorPolicy !== 'raise') {
        throw new Refusal('collect.settings', `expected record or raise, got ${String(errorPolicy)}`, undefined, { setting: 'errorPolicy' });
    }
    return {
        layer,
        epsilon,
        k,
        budget,
        reuse: settings.reuse ?? true,
        sequential,
        curtail,
        maxWorkers: positiveInt(settings.maxWorkers, 'maxWorkers', 1) ?? 1,
        parallelRepeats: settings.parallelRepeats === true,
        timeoutMs: positiveNumber(settings.timeoutMs, 'timeout'),
        ratePerSecond: positiveNumber(settings.ratePerSecond, 'rateLimit'),
        errorPolicy,
        isolation: settings.isolation ?? 'unknown',
        costPerCall: settings.costPerCall === undefined || settings.costPerCall === null
            ? null
            : settings.costPerCall >= 0 && Number.isFinite(settings.costPerCall)
                ? settings.costPerCall
                : (() => {
                    throw new Refusal('collect.settings', 'expected a cost of 0 or more', undefined, {
                        setting: 'costPerCall',
                    });
                })(),
        relations: settings.relations ?? [],
        meter: meterOn,
        blindness: settings.blindness !== false,
        method,
        allocation,
        seed,
        earlyRejection,
    };
}
/** Inputs must be distinct: a repeated input would merge two cases' evidence. */
function checkDistinct(cases) {
    if (cases.length === 0)
        throw new Refusal('collect.no-inputs', 'there are no inputs to collect');
    const seen = new Set();
    const repeated = [];
    cases.forEach((c, i) => {
        if (typeof c.input !== 'string') {
            throw new Refusal('collect.input', 'an input must be a string', `cases[${i}]`);
        }
        if (seen.has(c.input)) {
            if (!repeated.includes(c.input))
                repeated.push(c.input);
        }
        else
            seen.add(c.input);
    });
    if (repeated.length > 0) {
        const shown = repeated
            .slice(0, 3)
            .map((s) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s))
            .join(', ');
        throw new Refusal('collect.duplicate-inputs', `inputs must be distinct; repeated: ${shown}${repeated.length > 3 ? ` and ${repeated.length - 3} more` : ''}`);
    }
}
function planFollowups(input, own, relations) {
    // Relations sharing a transform (normalisation and tool selection do) transform once.
    const seen = new Map();
    return relations.map((relation) => {
        try {
            let done = seen.get(relation.transform);
            if (done === undefined) {
                const { followup, changed } = applyRelation(relation, input);
                done = { followup, changed, fingerprint: changed ? fastFingerprint(followup) : own };
                seen.set(relation.transform, done);
            }
            const { followup, changed } = done;
            return { relation, followup, fingerprint: done.fingerprint, changed };
        }
        catch (error) {
            return {
                relation,
                followup: null,
                fingerprint: null,
                changed: false,
                error: describeThrown(error),
            };
        }
    });
}
/**
 * The one rule for a fixed-endpoint meter's repeats, used by `run`, `plan --suite`
 * and the Action alike.
 *
 * - Without a suite: the given k, else k planned from epsilon to fit what the
 *   budget leaves the meter (the reference's `plan_repeats`).
 * - With a suite, and k not given: repeats per route, each route sized to
 *   certify at its declared target, or at the run's epsilon when it declares none
 *   (the reference's `plan_route_repeats` with a floor of 2, as `plan --suite`
 *   prints it). When that pooled total could not certify epsilon (every route has
 *   a looser target), the floor is the pooled k. A per-route plan over the budget
 *   is refused when the suite declares targets; without targets the uniform k that
 *   fits is planned instead, with a note that the routes cannot all be certified.
 * - With a suite and a given k: repeats per route with k as the floor when the
 *   suite declares targets (the reference), otherwise k for every input.
 */
function planMeterRepeats(cases, suite, epsilon, k, meterBudget, method = 'wilson') {
    const n = cases.length;
    const uniform = (each, warnings = []) => ({
        k: each,
        repeats: new Array(n).fill(each),
        routePlans: null,
        warnings,
    });
    if (suite === null)
        return uniform(k ?? planRepeats(n, epsilon, meterBudget, method));
    const targets = suite.contract.stabilityTargets;
    if (k !== null && targets.size === 0)
        return uniform(k);
    const intended = suite.cases.map((c) => c.expected);
    const routes = (minimumRepeats) => planRouteRepeats({ intended, epsilon, targets, minimumRepeats, method });
    let routePlans = routes(k ?? 2);
    if (k === null) {
        const pooledPairs = routePlans.reduce((s, p) => s + p.cases * Math.floor(p.repeatsEach / 2), 0);
        const pooledNeed = pairsForDeterministicCall(epsilon, { method });
        if (pooledNeed !== null && pooledPairs < pooledNeed)
            routePlans = routes(planRepeats(n, epsilon, null, method));
    }
    const byRoute = new Map(routePlans.map((p) => [p.decision, p.repeatsEach]));
    const repeats = suite.cases.map((c) => byRoute.get(c.expected) ?? 2);
    const planned = repeats.reduce((a, b) => a + b, 0);
    if (k === null && meterBudget !== null && planned > meterBudget && targets.size === 0) {
        const fit = planRepeats(n, epsilon, meterBudget, method);
        return uniform(fit, [
            `planning each route to certify ${epsilon} needs ${planned} meter calls, more than the budget leaves the meter (${meterBudget}): ` +
                `k = ${fit} for every input fits, and the routes cannot all be certified`,
        ]);
    }
    return { k: Math.min(...repeats), repeats, routePlans, warnings: [] };
}
/**
 * Routes that could not be certified even if every pair agreed, as one note
 * (e.g. a k given for a suite without targets).
 */
function shortRoutes(suite, repeats, epsilon, method = 'wilson') {
    const pairs = new Map();
    suite.cases.forEach((c, i) => {
        pairs.set(c.expected, (pairs.get(c.expected) ?? 0) + Math.floor((repeats[i] ?? 0) / 2));
    });
    const short = [];
    for (const route of [...pairs.keys()].sort(compareCodePoints)) {
        const target = suite.contract.stabilityTargets.get(route) ?? epsilon;
        const need = pairsForDeterministicCall(target, { method });
        const have = pairs.get(route) ?? 0;
        if (need !== null && have < need)
            short.push(`${route} (${have} of ${need})`);
    }
    if (short.length === 0)
        return null;
    const shown = short.slice(0, 5).join(', ') + (short.length > 5 ? ` and ${short.length - 5} more` : '');
    const one = short.length === 1;
    return `route${one ? '' : 's'} ${shown} ${one ? 'gets' : 'get'} fewer pairs than ${one ? 'its target needs' : 'their targets need'}, so ${one ? 'it' : 'they'} can at best be undecided even if every pair agrees; leave k out to plan repeats per route`;
}
/**
 * Everything decided before the first call: k (as the reference plans it),
 * repeats per route for a suite, each relation's follow-up for each input, the
 * sequential plan (checkpoints at whole rounds), the curtailment scopes, and the
 * calls per phase. The budget covers every call (meter, first draws, relation
 * sources and relations): k is planned so the total fits, and a plan that cannot
 * fit is refused here, before any call. Pure.
 */
function planCollection(settings) {
    const resolved = resolveSettings(settings);
    const suite = settings.suite ?? null;
    const cases = suite !== null
        ? suite.cases.map((c) => ({ input: c.input, expected: c.expected }))
        : settings.cases;
    checkDistinct(cases);
    const n = cases.length;
    const { epsilon, budget, method } = resolved;
    const random = resolved.meter && resolved.allocation === 'random';
    // A random allocation's draws depend only on the seed and the pairs: drawn before
    // anything else, so only the inputs it reaches get follow-ups (and calls).
    let allocation = null;
    const drawFor = (pairs) => {
        const draws = allocationDraws(resolved.seed, n, pairs);
        const reached = new Set(draws);
        return { kind: 'random', seed: resolved.seed, pairs, draws, exercised: reached.size };
    };
    if (random)
        allocation = drawFor(pairsForDeterministicCall(epsilon, { method }) ?? 1);
    // The follow-ups (and so the calls besides the meter) do not depend on k.
    const followupsOf = (reached) => cases.map((c, index) => {
        const fingerprint = fastFingerprint(c.input, `cases[${index}]`);
        // Under random allocation an input the draws never reach is not exercised at all.
        const idle = reached !== null && !reached.draws.includes(index);
        return {
            fingerprint,
            followups: idle ? [] : planFollowups(c.input, fingerprint, resolved.relations),
        };
    });
    let followups = followupsOf(allocation);
    if (allocation !== null && budget !== null) {
        // The budget pays the relations of the inputs reached first; what is left pays the pairs.
        const others = followups.reduce((sum, f) => sum + f.followups.filter((x) => x.changed).length, 0);
        const affordable = Math.floor((budget - others) / 2);
        if (affordable < 1) {
            throw overBudget(budget, 'one pair (two calls)', phaseCalls(2, { sources: 0, relationSources: 0, relations: others }), null);
        }
        if (affordable < allocation.pairs) {
            allocation = drawFor(affordable);
            followups = followupsOf(allocation);
        }
    }
    let changed = 0;
    let skipped = 0;
    let relationErrors = 0;
    for (const c of followups) {
        for (const f of c.followups) {
            if (f.error !== undefined)
                relationErrors++;
            else if (f.changed)
                changed++;
            else
                skipped++;
        }
    }
    // One first draw per input for blindness and the contract, unless the first
    // repeat serves (call reuse with the meter on).
    const wantsFirst = resolved.blindness || suite !== null;
    const sources = wantsFirst && (!resolved.reuse || !resolved.meter) ? (allocation?.exercised ?? n) : 0;
    // Without reuse every changed relation asks the unchanged input again; with
    // reuse and neither a repeat nor a first draw to reuse, once per relation too.
    const relationSources = !resolved.reuse || (!resolved.meter && sources === 0) ? changed : 0;
    const others = { sources, relationSources, relations: changed };
    const otherCalls = sources + relationSources + changed;
    /** What the budget leaves the meter once every other call is paid for. */
    const meterBudget = budget === null ? null : budget - otherCalls;
    const leastMeter = 2 * n;
    const refuseLeast = (what) => {
        if (budget !== null && meterBudget !== null && meterBudget < leastMeter) {
            throw overBudget(budget, what, phaseCalls(leastMeter, others), null);
        }
    };
    const warnings = [];
    let k = 0;
    let routePlans = null;
    let repeats = new Array(n).fill(0);
    let sequential = null;
    if (resolved.meter && resolved.sequential) {
        refuseLeast('one sequential round (every input asked for one pair)');
        sequential = planSequential({ epsilon, inputs: n });
        k = planRepeats(n, epsilon, meterBudget);
        repeats.fill(2 * (sequential.budget / n));
    }
    else if (allocation !== null) {
        for (const i of allocation.draws)
            repeats[i] = repeats[i] + 2;
    }
    else if (resolved.meter) {
        if (resolved.k === null)
            refuseLeast(`the smallest plan (${n} inputs × 2 repeats)`);
        const planned = planMeterRepeats(cases, suite, epsilon, resolved.k, meterBudget, method);
        k = planned.k;
        repeats = [...planned.repeats];
        routePlans = planned.routePlans;
        warnings.push(...planned.warnings);
        if (suite !== null && planned.warnings.length === 0) {
            const short = shortRoutes(suite, repeats, epsilon, method);
            if (short !== null)
                warnings.push(short);
        }
    }
    // Early rejection looks after whole rounds (one pair of every input); when routes
    // get different repeats, looks stop after the last round every input takes part
    // in. Under random allocation it may look after any pair.
    let earlyRejection = null;
    if (resolved.earlyRejection && sequential === null && !resolved.parallelRepeats) {
        if (random)
            earlyRejection = planEarlyRejection({ epsilon, looks: 'pairs', inputs: n });
        else {
            const fewest = Math.min(...repeats.map((r) => Math.floor(r / 2)));
            const most = Math.max(...repeats.map((r) => Math.floor(r / 2)));
            earlyRejection = planEarlyRejection({
                epsilon,
                looks: 'rounds',
                inputs: n,
                ...(fewest === most ? {} : { lastLook: fewest * n }),
            });
        }
    }
    const plannedCases = cases.map((c, index) => {
        const f = followups[index];
        return {
            index,
            input: c.input,
            fingerprint: f.fingerprint,
            ...(c.expected === undefined ? {} : { expected: c.expected }),
            repeats: repeats[index],
            followups: f.followups,
        };
    });
    let meter = repeats.reduce((a, b) => a + b, 0);
    if (sequential !== null && meterBudget !== null) {
        meter = Math.min(meter, Math.floor(meterBudget / (2 * n)) * 2 * n);
    }
    const calls = phaseCalls(meter, others);
    if (budget !== null && calls.total > budget) {
        if (routePlans !== null && resolved.k === null)
            throw routesOverBudget(budget, calls);
        const fitK = resolved.meter && routePlans === null ? largestFittingK(n, budget - otherCalls) : null;
        throw overBudget(budget, !resolved.meter
            ? 'the plan'
            : routePlans !== null
                ? `the per-route plan with k = ${resolved.k ?? k}`
                : `k = ${k}`, calls, fitK === null ? null : { k: fitK, calls: fitK * n + otherCalls });
    }
    const pairs = plannedCases.reduce((sum, c) => sum + Math.floor(c.repeats / 2), 0);
    const pairsNeeded = pairsForDeterministicCall(epsilon, { method });
    let curtail = null;
    if (resolved.curtail) {
        const exact = method === 'exact' ? { method } : {};
        curtail = [{ route: null, endpointPairs: pairs, epsilon, ...exact }];
        if (suite !== null) {
            for (const [route, target] of suite.contract.stabilityTargets) {
                const endpoint = plannedCases
                    .filter((c) => c.expected === route)
                    .reduce((sum, c) => sum + Math.floor(c.repeats / 2), 0);
                curtail.push({ route, endpointPairs: endpoint, epsilon: target, ...exact });
            }
        }
        const hopeless = curtail.find((s) => !canStillCertify(0, s.endpointPairs, s.epsilon, undefined, method));
        if (hopeless !== undefined) {
            const need = pairsForDeterministicCall(hopeless.epsilon, { method });
            const suggestedK = need === null ? null : 2 * Math.ceil(need / Math.max(1, n));
            throw new Refusal('collect.curtail-infeasible', `${hopeless.route === null ? 'the pooled meter' : `route ${hopeless.route}`} would end with ${hopeless.endpointPairs} pairs, ` +
                `and even if every one agreed that cannot certify ${hopeless.epsilon}` +
                (need === null ? '' : ` (${need} pairs needed; raise k to at least ${suggestedK})`), undefined, {
                setting: suggestedK === null ? 'curtail' : 'k',
                data: { pairsNeeded: need, suggestedK },
            });
        }
    }
    else if (resolved.meter && sequential === null && pairsNeeded !== null && pairs < pairsNeeded) {
        warnings.push(`${pairs} pairs cannot certify ${epsilon} even if every pair agrees (${pairsNeeded} needed): ` +
            `the meter can at best be undecided; ${random ? `a budget of ${2 * pairsNeeded} calls` : `k = ${2 * Math.ceil(pairsNeeded / n)}`} would reach it`);
    }
    if (resolved.isolation === 'shared-session') {
        warnings.push('shared-session repeats are not independent: this run cannot admit a baseline');
    }
    return {
        mode: sequential === null ? 'fixed' : 'sequential',
        inputs: n,
        epsilon,
        k,
        layer: resolved.layer,
        isolation: resolved.isolation,
        cases: plannedCases,
        routePlans,
        sequential,
        curtail,
        method,
        allocation,
        earlyRejection,
        shard: null,
        calls: {
            ...calls,
            atMost: sequential !== null || resolved.curtail || earlyRejection !== null,
        },
        meterBudget,
        relationsSkipped: skipped,
        relationErrors,
        cost: resolved.costPerCall === null ? null : resolved.costPerCall * calls.total,
        pairs: sequential === null ? pairs : sequential.budget,
        pairsNeeded,
        warnings,
        settings: resolved,
    };
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
 */
/** The most calls watched before the rule can stop a run. */
const MAX_WATCHED_CALLS = 8;
/** The fewest (unless the plan has fewer calls). */
const MIN_WATCHED_CALLS = 4;
/**
 * How many first calls are watched: one round of workers (`maxWorkers` calls in
 * flight at once), at least 4 and at most 8, and never more than the plan holds.
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
     * otherwise its error. Returns the stop once the first calls all failed
     * (exactly once), else null.
     */
    record(error) {
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
        if (this.failed < this.firstCalls)
            return null;
        this.done = true;
        const errors = [...this.errors].map(([e, count], order) => ({ error: e, count, order }));
        errors.sort((a, b) => b.count - a.count || a.order - b.order);
        return {
            calls: this.failed,
            errors: errors.map(({ error: e, count }) => ({ error: e, count })),
        };
    }
}
const SHOWN_ERROR_CHARS = 300;
/** "its first 4 calls all failed: 4 × connection refused" (the most frequent error, once). */
function describeUnanswered(u) {
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

/**
 * Pure scheduling decisions, driven by tests with fake agents: which inputs the
 * next sequential round asks, when a declared checkpoint is read (only at the end
 * of a whole round, reference-defects §1), and when the run stops. No timers, no
 * clock, no I/O.
 */
/**
 * Sequential rounds: each round asks every live input for one pair (two calls).
 * After a round, its pair outcomes are appended in input order and every declared
 * checkpoint now covered is read on exactly its first c outcomes; the first that
 * decides ends collection. Inputs whose pair failed leave the live set.
 */
class SequentialRounds {
    plan;
    budgetCalls;
    live;
    outcomes = [];
    nextCheckpoint = 0;
    spent = 0;
    round = 0;
    result = null;
    constructor(plan, inputs, budgetCalls = null) {
        this.plan = plan;
        this.budgetCalls = budgetCalls;
        this.live = Array.from({ length: inputs }, (_, i) => i);
    }
    /** Inputs to ask for a pair in the next round, or null when collection has ended. */
    nextRound() {
        if (this.result !== null)
            return null;
        if (this.live.length === 0)
            return this.end('no-live-inputs');
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
    recordRound(results, calls) {
        if (this.result !== null)
            return this.result;
        this.round += 1;
        this.spent += calls;
        const asked = [...this.live];
        for (const index of asked) {
            const r = results.get(index);
            if (r === undefined || r === null)
                this.live.splice(this.live.indexOf(index), 1);
            else
                this.outcomes.push(r);
        }
        const checkpoints = this.plan.checkpoints;
        while (this.nextCheckpoint < checkpoints.length) {
            const c = checkpoints[this.nextCheckpoint];
            if (this.outcomes.length < c)
                break;
            let flips = 0;
            for (let i = 0; i < c; i++)
                if (this.outcomes[i])
                    flips++;
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
    stop() {
        if (this.result === null)
            this.end('stopped');
        return this.result;
    }
    get decision() {
        return this.result;
    }
    get pairOutcomes() {
        return this.outcomes;
    }
    end(reason) {
        this.result = { call: 'undecided', pairs: this.outcomes.length, reason, rounds: this.round };
        return null;
    }
}
/**
 * Tracks disjoint pairs of one series as successful observations arrive, the way
 * `assess` forms them (failed calls are left out before pairing): returns null
 * while a pair is open, otherwise whether the completed pair flipped.
 */
class PairTracker {
    open = null;
    add(key) {
        if (this.open === null) {
            this.open = key;
            return null;
        }
        const flip = this.open !== key;
        this.open = null;
        return flip;
    }
    /** An observation is waiting for its partner. */
    get isOpen() {
        return this.open !== null;
    }
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

/** A call that failed (threw, rejected, timed out or was abandoned). */
class Failed {
    error;
    ms;
    constructor(error, ms) {
        this.error = error;
        this.ms = ms;
    }
}
/**
 * A call that was never made: collection stopped while it waited (for the rate
 * limiter, or for the first calls to show the agent can answer). It is not
 * recorded and not counted.
 */
const NOT_STARTED = new Failed('collection stopped before the call started', undefined);
/** An answer that came back asynchronously, with its duration. */
class Timed {
    obs;
    ms;
    constructor(obs, ms) {
        this.obs = obs;
        this.ms = ms;
    }
}
function observationOf(a) {
    return a instanceof Timed ? a.obs : a instanceof Failed ? null : a;
}
function msOf(a) {
    return a instanceof Timed || a instanceof Failed ? a.ms : undefined;
}
function isThenable(value) {
    return (value !== null &&
        typeof value === 'object' &&
        typeof value.then === 'function');
}
function messageOf(error) {
    return describeThrown(error);
}
function roundMs(ms) {
    return Math.round(ms * 1000) / 1000;
}
const YIELD_EVERY_MS = 20;
/**
 * One collection: calls the agent as the plan says, records every call in
 * collection order, and builds the Evidence. Use `collectEvidence` unless you
 * need `stop()` or `progress()` directly.
 */
class Collection {
    plan;
    agent;
    now;
    cases;
    interner = new KeyInterner();
    sweeper;
    rate;
    curtailer;
    fresh;
    inflight = new Map();
    cancelWaits = new Set();
    callSeq = 0;
    syncCalls = 0;
    started = 0;
    lastYield = 0;
    phase = 'meter';
    halted = null;
    fatal;
    curtailStop = null;
    sequentialOutcome = null;
    /** Watches the first calls; null once one answered (or the rule fired). */
    watch;
    unanswered = null;
    /** Calls started while the watch is armed; no more than it watches start until it settles. */
    watchedStarts = 0;
    watchWaiters = [];
    rejection;
    /** Random allocation: draws used so far. */
    drawsUsed = 0;
    counts = {
        meter: 0,
        sources: 0,
        relationSources: 0,
        relations: 0,
        errors: 0,
        pairs: 0,
        flips: 0,
    };
    constructor(plan, agent, hooks = {}) {
        this.plan = plan;
        this.agent = agent;
        this.now = hooks.now ?? (() => performance.now());
        const s = plan.settings;
        this.sweeper = s.timeoutMs === null ? null : new DeadlineSweeper(s.timeoutMs, this.now);
        this.rate = s.ratePerSecond === null ? null : new RateLimiter(s.ratePerSecond, this.now);
        this.curtailer = plan.curtail === null ? null : new Curtailer(plan.curtail);
        this.rejection =
            plan.earlyRejection === null ? null : new EarlyRejectionWatch(plan.earlyRejection);
        this.fresh = s.isolation === 'fresh-instance';
        this.watch = new AnswerWatch(firstCallsWatched(s.maxWorkers, plan.calls.total));
        this.cases = plan.cases.map((c) => ({
            plan: c,
            observations: [],
            relations: [],
            tracker: new PairTracker(),
            first: null,
            relationsRun: false,
            failed: false,
            source: null,
            sourceObservation: null,
        }));
    }
    /** Counters so far; cheap enough to poll. */
    progress() {
        const c = this.counts;
        return {
            phase: this.phase,
            callsDone: c.meter + c.sources + c.relationSources + c.relations,
            callsPlanned: this.plan.calls.total,
            atMost: this.plan.calls.atMost,
            pairs: c.pairs,
            flips: c.flips,
            errors: c.errors,
            elapsedMs: this.started === 0 ? 0 : this.now() - this.started,
        };
    }
    /** Stop collecting: calls in flight are abandoned (recorded as failed), nothing new starts. */
    stop(reason = 'interrupted') {
        if (this.halted === null || (reason === 'interrupted' && this.halted === 'curtailed')) {
            this.halted = reason;
        }
        if (reason !== 'curtailed') {
            for (const cancel of [...this.inflight.values()])
                cancel(reason === 'interrupted' ? 'interrupted before the call returned' : 'collection stopped');
            for (const wake of [...this.cancelWaits])
                wake();
            for (const wake of this.watchWaiters.splice(0))
                wake();
        }
    }
    async run() {
        this.started = this.now();
        this.lastYield = this.started;
        try {
            if (this.plan.sequential !== null)
                await this.runSequential();
            else if (this.plan.allocation !== null)
                await this.runRandom();
            else if (this.rejection !== null)
                await this.runRounds();
            else if (this.plan.settings.parallelRepeats)
                await this.runParallelRepeats();
            else
                await this.pool(this.cases.map((c) => () => this.runCase(c)));
        }
        catch (error) {
            this.halted = 'error';
            this.fatal = { message: messageOf(error), cause: error };
        }
        finally {
            this.sweeper?.close();
        }
        this.phase = 'done';
        return this.result();
    }
    // ---------------------------------------------------------------------------
    // Scheduling.
    /** Run tasks on up to maxWorkers workers, in order; stops taking tasks once halted. */
    async pool(tasks) {
        let next = 0;
        const worker = async () => {
            while (next < tasks.length && this.halted === null) {
                const task = tasks[next++];
                const r = task();
                if (r !== undefined)
                    await r;
            }
        };
        const n = Math.min(this.plan.settings.maxWorkers, tasks.length);
        if (n <= 1)
            return worker();
        await Promise.all(Array.from({ length: n }, worker));
    }
    /** Under curtailment an input finishes the pair it has open; any other stop is immediate. */
    mayContinue(c) {
        return this.halted === null || (this.halted === 'curtailed' && c.tracker.isOpen);
    }
    async runCase(c) {
        const repeats = c.plan.repeats;
        for (let r = 0; r < repeats; r++) {
            if (!this.mayContinue(c))
                return;
            let out = this.call(c.plan.input);
            if (isThenable(out))
                out = await out;
            else {
                const y = this.maybeYield();
                if (y !== null)
                    await y;
            }
            if (out === NOT_STARTED)
                return;
            this.recordMeter(c, out);
            // A series ends at its first failed call, as in the reference.
            if (c.failed)
                break;
        }
        await this.runRelations(c);
    }
    async runParallelRepeats() {
        const tasks = [];
        for (const c of this.cases) {
            for (let slot = 0; slot < c.plan.repeats; slot++) {
                tasks.push(async () => {
                    // A series ends at its first failed call: no new repeat of it starts.
                    if (c.failed || this.halted !== null)
                        return;
                    let out = this.call(c.plan.input);
                    if (isThenable(out))
                        out = await out;
                    if (out === NOT_STARTED)
                        return;
                    this.recordSlot(c, slot, out);
                });
            }
        }
        await this.pool(tasks);
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => this.runRelations(c)));
    }
    async runSequential() {
        const plan = this.plan.sequential;
        if (plan === null)
            return;
        const rounds = new SequentialRounds(plan, this.cases.length, this.plan.meterBudget);
        for (let asked = rounds.nextRound(); asked !== null; asked = rounds.nextRound()) {
            const results = new Map();
            const before = this.counts.meter;
            await this.pool(asked.map((index) => async () => {
                // The pair (and the input's series) ends at a failed call: null, the input leaves.
                results.set(index, await this.onePair(this.cases[index]));
            }));
            if (this.halted !== null)
                break;
            if (rounds.recordRound(results, this.counts.meter - before) !== null)
                break;
        }
        this.sequentialOutcome = rounds.decision ?? rounds.stop();
        if (this.halted !== null)
            return;
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => this.runRelations(c)));
    }
    /** One pair of calls on an input; null when a call failed or the run stopped (the input then leaves). */
    async onePair(c) {
        let flip = null;
        for (let j = 0; j < 2; j++) {
            if (this.halted !== null)
                return null;
            let out = this.call(c.plan.input);
            if (isThenable(out))
                out = await out;
            if (out === NOT_STARTED)
                return null;
            const o = out;
            const f = this.recordMeter(c, o);
            if (o instanceof Failed)
                return null;
            if (f !== null)
                flip = f;
        }
        return flip;
    }
    /**
     * Per-input collection with early rejection: rounds of one pair per live input
     * (k/2 rounds, or each input's own pairs when routes get different repeats),
     * the test looked at after each whole round, pairs read in input order.
     */
    async runRounds() {
        const watch = this.rejection;
        if (watch === null)
            return;
        const pairsOf = (c) => Math.floor(c.plan.repeats / 2);
        const rounds = Math.max(0, ...this.cases.map(pairsOf));
        const live = new Set(this.cases.map((_, i) => i));
        for (let r = 0; r < rounds && this.halted === null && live.size > 0; r++) {
            // Round r asks every live input that still has a planned pair, in input order.
            const asked = [...live].filter((i) => pairsOf(this.cases[i]) > r);
            const results = new Map();
            await this.pool(asked.map((index) => async () => {
                results.set(index, await this.onePair(this.cases[index]));
            }));
            if (this.halted !== null)
                break;
            let stop = false;
            for (const index of asked) {
                const flip = results.get(index);
                if (flip === undefined || flip === null) {
                    live.delete(index);
                    continue;
                }
                if (watch.pair(flip))
                    stop = true;
            }
            // The look is at the end of the round: a whole round is read or none of it.
            if (stop)
                break;
        }
        if (this.halted !== null)
            return;
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => this.runRelations(c)));
    }
    /**
     * Random allocation: pair j goes to the input of draw j. Pairs run in batches of
     * maxWorkers; the early-rejection test (when declared) reads them in draw order.
     */
    async runRandom() {
        const allocation = this.plan.allocation;
        if (allocation === null)
            return;
        const left = new Set();
        const batch = Math.max(1, this.plan.settings.maxWorkers);
        let stop = false;
        for (let start = 0; start < allocation.draws.length && !stop; start += batch) {
            if (this.halted !== null)
                break;
            const slice = allocation.draws.slice(start, start + batch);
            this.drawsUsed = start + slice.length;
            const results = new Array(slice.length);
            // Two draws of one input in a batch run one after the other (its pairs stay in order).
            const byInput = new Map();
            slice.forEach((input, j) => byInput.set(input, [...(byInput.get(input) ?? []), j]));
            await Promise.all([...byInput.entries()].map(async ([input, slots]) => {
                for (const j of slots) {
                    if (left.has(input) || this.halted !== null) {
                        results[j] = undefined;
                        continue;
                    }
                    const flip = await this.onePair(this.cases[input]);
                    if (flip === null)
                        left.add(input);
                    results[j] = flip;
                }
            }));
            if (this.halted !== null)
                break;
            for (const flip of results) {
                if (flip === undefined || flip === null)
                    continue;
                if (this.rejection !== null && this.rejection.pair(flip))
                    stop = true;
            }
        }
        if (this.halted !== null)
            return;
        this.phase = 'relations';
        await this.pool(this.cases.map((c) => () => this.runRelations(c)));
    }
    /**
     * Without call reuse, blindness and the contract read an independent draw of
     * each input rather than its first repeat (one extra call per input).
     */
    async runSource(c) {
        if (this.plan.calls.sources === 0 || this.halted !== null || c.source !== null)
            return;
        // With the meter on, an input none of whose repeats ran (a stop) gets no first draw either.
        if (this.plan.settings.meter && c.observations.every((o) => o === undefined))
            return;
        let out = this.call(c.plan.input);
        if (isThenable(out))
            out = await out;
        const o = out;
        if (o === NOT_STARTED)
            return;
        this.counts.sources++;
        if (o instanceof Failed) {
            this.counts.errors++;
            c.source = o.ms === undefined ? { error: o.error } : { error: o.error, ms: o.ms };
            if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
                this.fatal = {
                    message: `source call on input ${c.plan.index + 1}: ${o.error}`,
                    caseIndex: c.plan.index,
                };
                this.stop('error');
            }
            return;
        }
        c.sourceObservation = observationOf(o);
        c.source = recordObservation(c.sourceObservation, msOf(o));
    }
    async runRelations(c) {
        await this.runSource(c);
        if (c.plan.followups.length === 0 || this.halted !== null)
            return;
        c.relationsRun = true;
        const reuse = this.plan.settings.reuse;
        for (const f of c.plan.followups) {
            if (this.halted !== null)
                return;
            const { relation } = f;
            const base = { name: relation.name, type: relation.type };
            if (f.error !== undefined || f.followup === null || f.fingerprint === null) {
                this.relationError(c, {
                    ...base,
                    followupFingerprint: c.plan.fingerprint,
                    changed: false,
                    outcome: 'error',
                    error: `the transform failed: ${f.error ?? 'no follow-up'}`,
                });
                continue;
            }
            if (!f.changed) {
                c.relations.push({
                    name: relation.name,
                    type: relation.type,
                    followupFingerprint: f.fingerprint,
                    changed: false,
                    outcome: 'skipped',
                });
                continue;
            }
            let source = reuse ? (c.first ?? c.sourceObservation) : null;
            let sourceRecord = null;
            if (source === null && this.plan.calls.relationSources === 0) {
                // Reuse found nothing to reuse (the calls of this input failed): no call
                // the plan did not count is made, so the budget holds. The failed call is
                // already counted (and stopped a `raise` run), so this is not a new error.
                c.relations.push({
                    ...base,
                    followupFingerprint: f.fingerprint,
                    changed: true,
                    outcome: 'error',
                    error: 'no source observation to compare with: the calls of this input failed',
                });
                continue;
            }
            if (source === null) {
                let s = this.call(c.plan.input);
                if (isThenable(s))
                    s = await s;
                const so = s;
                if (so === NOT_STARTED)
                    return;
                this.counts.relationSources++;
                if (so instanceof Failed) {
                    this.relationError(c, {
                        ...base,
                        followupFingerprint: f.fingerprint,
                        changed: true,
                        outcome: 'error',
                        error: `the source call failed: ${so.error}`,
                        source: so.ms === undefined ? { error: so.error } : { error: so.error, ms: so.ms },
                    });
                    continue;
                }
                source = observationOf(so);
                sourceRecord = recordObservation(source, msOf(so));
                if (this.halted !== null)
                    return;
            }
            const withSource = sourceRecord === null ? {} : { source: sourceRecord };
            let out = this.call(f.followup);
            if (isThenable(out))
                out = await out;
            const o = out;
            if (o === NOT_STARTED)
                return;
            this.counts.relations++;
            if (o instanceof Failed) {
                this.relationError(c, {
                    ...base,
                    followupFingerprint: f.fingerprint,
                    changed: true,
                    observation: o.ms === undefined ? { error: o.error } : { error: o.error, ms: o.ms },
                    outcome: 'error',
                    error: o.error,
                    ...withSource,
                });
                continue;
            }
            const followup = observationOf(o);
            const observation = recordObservation(followup, msOf(o));
            try {
                const outcome = judgeRelation(relation, source, followup);
                c.relations.push({
                    name: relation.name,
                    type: relation.type,
                    followupFingerprint: f.fingerprint,
                    changed: true,
                    observation,
                    outcome,
                    ...withSource,
                });
            }
            catch (error) {
                this.relationError(c, {
                    ...base,
                    followupFingerprint: f.fingerprint,
                    changed: true,
                    observation,
                    outcome: 'error',
                    error: `the check failed: ${messageOf(error)}`,
                    ...withSource,
                });
            }
        }
    }
    relationError(c, record) {
        c.relations.push(record);
        this.counts.errors++;
        if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
            this.fatal = {
                message: `relation '${record.name}' on input ${c.plan.index + 1}: ${record.error ?? 'failed'}`,
                caseIndex: c.plan.index,
            };
            this.stop('error');
        }
    }
    // ---------------------------------------------------------------------------
    // Calls.
    maybeYield() {
        if ((++this.syncCalls & 255) !== 0)
            return null;
        const t = this.now();
        if (t - this.lastYield < YIELD_EVERY_MS)
            return null;
        this.lastYield = t;
        return new Promise((resolve) => setImmediate(resolve));
    }
    /**
     * One call. Returns synchronously when the agent did (no promise, no timer);
     * otherwise a promise that settles with the answer, the error, or the timeout.
     */
    call(input) {
        const watch = this.watch;
        if (watch !== null) {
            // Until one call answers, no more calls start than the watch looks at: an
            // agent that cannot answer costs its first calls only, with any number of workers.
            if (this.watchedStarts >= watch.firstCalls) {
                return new Promise((wake) => this.watchWaiters.push(wake)).then(() => this.halted !== null && this.halted !== 'curtailed' ? NOT_STARTED : this.call(input));
            }
            this.watchedStarts += 1;
        }
        if (this.rate !== null) {
            const wait = this.rate.reserve();
            if (wait > 0) {
                let wake;
                const onCancel = (fn) => {
                    wake = fn;
                    this.cancelWaits.add(fn);
                };
                return sleep(wait, { onCancel }).then(() => {
                    if (wake !== undefined)
                        this.cancelWaits.delete(wake);
                    if (this.halted !== null && this.halted !== 'curtailed')
                        return NOT_STARTED;
                    return this.callNow(input);
                });
            }
        }
        return this.callNow(input);
    }
    callNow(input) {
        const id = ++this.callSeq;
        let answer;
        try {
            answer = this.agent.call(input, id, this.fresh);
        }
        catch (error) {
            const failed = new Failed(messageOf(error), undefined);
            if (this.watch !== null)
                this.observe(failed);
            return failed;
        }
        if (!isThenable(answer)) {
            if (this.watch !== null)
                this.observe(answer);
            return answer;
        }
        // Only calls that did not answer at once are timed and watched for a timeout.
        const t0 = this.now();
        return new Promise((resolve) => {
            let settled = false;
            const finish = (result) => {
                if (settled)
                    return;
                settled = true;
                this.inflight.delete(id);
                this.sweeper?.remove(id);
                if (this.watch !== null)
                    this.observe(result);
                resolve(result);
            };
            const cancel = (reason, timedOut = false) => {
                if (settled)
                    return;
                let error = reason;
                try {
                    // A timed-out call's error says what the agent knows (a worker that wrote nothing).
                    const hint = this.agent.abort?.(id, reason);
                    if (timedOut && typeof hint === 'string' && hint !== '')
                        error = `${reason}; ${hint}`;
                }
                catch {
                    /* the agent's abort must not break collection */
                }
                finish(new Failed(error, roundMs(this.now() - t0)));
            };
            this.inflight.set(id, cancel);
            const timeout = this.plan.settings.timeoutMs;
            if (this.sweeper !== null) {
                this.sweeper.add(id, t0, () => cancel(`timed out after ${timeout} ms`, true));
            }
            answer.then((obs) => finish(new Timed(obs, roundMs(this.now() - t0))), (error) => finish(new Failed(messageOf(error), roundMs(this.now() - t0))));
        });
    }
    /**
     * Feed one call's outcome to the watch over the first calls; when they all
     * failed, stop: the agent cannot answer (a harness failure such as an
     * extraction failure counts as a failure on the verdict layer).
     */
    observe(a) {
        const watch = this.watch;
        if (watch === null || this.halted !== null)
            return;
        let error = null;
        if (a instanceof Failed)
            error = a.error;
        else if (this.plan.layer === 'verdict') {
            const v = (a instanceof Timed ? a.obs : a).verdict;
            if (v !== null && typeof v === 'object' && v.kind === 'no_decision') {
                if (isIncompleteReason(v.reason))
                    error = `the answer is a harness failure (${v.reason})`;
            }
        }
        const stop = watch.record(error);
        if (watch.armed)
            return;
        this.watch = null;
        if (stop !== null) {
            this.unanswered = stop;
            this.fatal = { message: `the agent cannot answer: ${describeUnanswered(stop)}` };
            this.stop('agent-unavailable');
        }
        // Calls held back while the first ones were watched start now (or see the stop).
        for (const wake of this.watchWaiters.splice(0))
            wake();
    }
    // ---------------------------------------------------------------------------
    // Recording.
    /** Record a meter call; returns the flip of the pair it completed, if any. */
    recordMeter(c, out) {
        this.counts.meter++;
        if (out instanceof Failed) {
            c.observations.push(out.ms === undefined ? { error: out.error } : { error: out.error, ms: out.ms });
            c.failed = true;
            this.meterError(c, out.error);
            return null;
        }
        const obs = out instanceof Timed ? out.obs : out;
        const rec = recordObservation(obs, out instanceof Timed ? out.ms : undefined);
        c.observations.push(rec);
        if (c.first === null)
            c.first = obs;
        const flip = c.tracker.add(this.interner.of(rec, this.plan.layer));
        if (flip !== null)
            this.pairDone(c, flip);
        return flip;
    }
    recordSlot(c, slot, out) {
        this.counts.meter++;
        if (out instanceof Failed) {
            c.observations[slot] =
                out.ms === undefined ? { error: out.error } : { error: out.error, ms: out.ms };
            c.failed = true;
            this.meterError(c, out.error);
            return;
        }
        const obs = out instanceof Timed ? out.obs : out;
        const rec = recordObservation(obs, msOf(out));
        c.observations[slot] = rec;
        if (slot === 0 || c.first === null)
            c.first = obs;
        const partner = c.observations[slot ^ 1];
        if (partner !== undefined && partner.error === undefined && (slot ^ 1) < c.plan.repeats) {
            const flip = this.interner.of(partner, this.plan.layer) !== this.interner.of(rec, this.plan.layer);
            this.pairDone(c, flip);
        }
    }
    meterError(c, message) {
        this.counts.errors++;
        if (this.plan.settings.errorPolicy === 'raise' && this.halted === null) {
            this.fatal = { message: `input ${c.plan.index + 1}: ${message}`, caseIndex: c.plan.index };
            this.stop('error');
        }
    }
    pairDone(c, flip) {
        this.counts.pairs++;
        if (flip)
            this.counts.flips++;
        if (this.curtailer !== null && this.curtailStop === null) {
            const stop = this.curtailer.pair(flip, c.plan.expected ?? null);
            if (stop !== null) {
                this.curtailStop = stop;
                this.stop('curtailed');
            }
        }
    }
    // ---------------------------------------------------------------------------
    // Result.
    result() {
        const cases = [];
        for (const c of this.cases) {
            const observations = c.observations.filter((o) => o !== undefined);
            // With the meter on, an input that was never reached is left out; without it
            // every input is listed (its first draw and relations may be all there is).
            // Random allocation keeps every input: its draws are replayed over all of them.
            if (this.plan.settings.meter && observations.length === 0 && this.plan.allocation === null)
                continue;
            cases.push({
                input: c.plan.input,
                fingerprint: c.plan.fingerprint,
                ...(c.plan.expected === undefined ? {} : { expected: c.plan.expected }),
                observations,
                ...(c.relationsRun ? { relations: c.relations } : {}),
                ...(c.source === null ? {} : { source: c.source }),
            });
        }
        const counts = this.counts;
        const total = counts.meter + counts.sources + counts.relationSources + counts.relations;
        const stopReason = this.halted ?? undefined;
        // The evidence names why it stopped; an agent that could not answer, with its error and count.
        const evidenceStop = this.unanswered !== null
            ? `the agent cannot answer: ${describeUnanswered(this.unanswered)}`
            : stopReason;
        const curtailment = this.curtailStop === null
            ? undefined
            : { stop: this.curtailStop, callsAvoided: Math.max(0, this.plan.calls.total - total) };
        const provenance = {
            collector: 'agentverity run',
            agent: { kind: this.agent.kind, label: this.agent.label },
            mode: this.plan.mode,
            k: this.plan.k,
            ...(this.sequentialOutcome === null
                ? {}
                : { sequentialRounds: this.sequentialOutcome.rounds }),
            ...(curtailment === undefined
                ? {}
                : { curtailment: { ...curtailment.stop, callsAvoided: curtailment.callsAvoided } }),
            ...(this.unanswered === null
                ? {}
                : {
                    unanswered: {
                        calls: this.unanswered.calls,
                        errors: this.unanswered.errors.map((e) => ({ ...e })),
                    },
                }),
        };
        const evidence = {
            layer: this.plan.layer,
            isolation: this.plan.isolation,
            provenance,
            cases,
            complete: stopReason === undefined,
            ...(evidenceStop === undefined ? {} : { stopReason: evidenceStop }),
            relations: this.plan.settings.relations.map((r) => ({ name: r.name, type: r.type })),
            ...(this.plan.settings.meter ? {} : { meter: false }),
            ...(this.plan.settings.blindness ? {} : { blindness: false }),
            ...(this.plan.settings.meter ? { method: this.plan.method } : {}),
            ...(this.plan.allocation === null
                ? {}
                : {
                    allocation: {
                        kind: 'random',
                        seed: this.plan.allocation.seed,
                        pairs: this.drawsUsed,
                    },
                }),
            ...(this.plan.earlyRejection === null
                ? {}
                : {
                    earlyRejection: {
                        ...this.plan.earlyRejection,
                        rejectedAt: this.rejection?.rejectedAt ?? null,
                    },
                }),
            ...(this.sequentialOutcome === null || this.plan.sequential === null
                ? {}
                : {
                    sequential: {
                        rule: 'declared-checkpoint',
                        epsilon: this.plan.sequential.epsilon,
                        alpha: this.plan.sequential.alpha,
                        looks: this.plan.sequential.looks,
                        budget: null,
                        inputs: this.plan.inputs,
                        checkpoints: [...this.plan.sequential.checkpoints],
                        call: this.sequentialOutcome.call,
                        pairs: this.sequentialOutcome.pairs,
                    },
                }),
        };
        const stats = {
            calls: {
                total,
                meter: counts.meter,
                sources: counts.sources,
                relationSources: counts.relationSources,
                relations: counts.relations,
            },
            errors: counts.errors,
            pairs: counts.pairs,
            flips: counts.flips,
            elapsedMs: this.now() - this.started,
            ...(stopReason === undefined ? {} : { stopReason }),
            ...(curtailment === undefined ? {} : { curtailment }),
            ...(this.sequentialOutcome === null ? {} : { sequential: this.sequentialOutcome }),
            ...(this.unanswered === null ? {} : { unanswered: this.unanswered }),
            agent: this.agent.diagnostics?.() ?? {},
        };
        return {
            evidence,
            stats,
            plan: this.plan,
            ...(this.fatal === undefined ? {} : { fatal: this.fatal }),
        };
    }
}
/**
 * Plan and collect: the library entry point (`run` = this + write evidence +
 * `assess`). Refusals about the settings are thrown before any call; everything
 * after the first call ends in a result with the evidence collected so far
 * (`fatal` says when it stopped on an error). The caller owns the agent and closes it.
 */
async function collectEvidence(settings, agent, hooks = {}) {
    const plan = 'calls' in settings && 'mode' in settings
        ? settings
        : planCollection(settings.isolation === undefined && agent.isolation !== null
            ? { ...settings, isolation: agent.isolation }
            : settings);
    hooks.onPlan?.(plan);
    const collection = new Collection(plan, agent, hooks);
    const onAbort = () => collection.stop('interrupted');
    if (hooks.signal?.aborted)
        collection.stop('interrupted');
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    let timer = null;
    if (hooks.onProgress !== undefined) {
        const report = hooks.onProgress;
        timer = setInterval(() => report(collection.progress()), hooks.progressMs ?? 1000);
        timer.unref?.();
    }
    try {
        const result = await collection.run();
        hooks.onProgress?.(collection.progress());
        return result;
    }
    finally {
        if (timer !== null)
            clearInterval(timer);
        hooks.signal?.removeEventListener('abort', onAbort);
    }
}

/** Python's str.strip(): its whitespace set, not JavaScript's (so fingerprints agree). */
function stripPython(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isPythonSpace(text[start]))
        start++;
    while (end > start && isPythonSpace(text[end - 1]))
        end--;
    return text.slice(start, end);
}
function seedLines(text, file) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const cases = [];
    const places = [];
    body.split(/\r\n|\n|\r/).forEach((line, i) => {
        const input = stripPython(line);
        if (input === '')
            return;
        cases.push({ input });
        places.push(`${file}:${i + 1}`);
    });
    return { cases, places };
}
function seedOfValue(value, where) {
    if (typeof value === 'string') {
        if (value === '')
            throw new Refusal('seeds.empty-input', 'an input must not be empty', where);
        return { input: value };
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const { input, expected } = value;
        if (typeof input !== 'string' || input === '') {
            throw new Refusal('seeds.input', 'expected "input" to be a non-empty string', where);
        }
        if (expected !== undefined &&
            expected !== null &&
            (typeof expected !== 'string' || expected === '')) {
            throw new Refusal('seeds.expected', 'expected "expected" to be a non-empty string (the intended decision)', where);
        }
        return typeof expected === 'string' ? { input, expected } : { input };
    }
    throw new Refusal('seeds.line', 'expected a JSON string or an object {"input": …, "expected"?: …}', where);
}
function seedJsonl(text, file) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const cases = [];
    const places = [];
    body.split(/\r\n|\n|\r/).forEach((line, i) => {
        if (line.trim() === '')
            return;
        const where = `${file}:${i + 1}`;
        cases.push(seedOfValue(parseLine(line, file, i + 1), where));
        places.push(where);
    });
    return { cases, places };
}
/** One line's JSON; a refusal names the file's line and the column in it (`file:3:7`). */
function parseLine(line, file, n) {
    try {
        return parseJsonText(line, file);
    }
    catch (error) {
        const column = error instanceof Refusal ? /:1:(\d+)$/.exec(error.where ?? '') : null;
        if (!(error instanceof Refusal) || column === null)
            throw error;
        throw new Refusal(error.code, error.reason, `${file}:${n}:${column[1]}`);
    }
}
/** Read a seed file: a decision suite (`.json`), JSONL (`.jsonl`, `.ndjson`), or text lines. */
async function readSeeds(file, cwd = process.cwd()) {
    const resolved = path.resolve(cwd, file);
    const text = await readTextFile(resolved);
    const ext = path.extname(file).toLowerCase();
    let seeds;
    // Where each case is, for a refusal of a repeated input (a suite refuses its own).
    let places = [];
    if (ext === '.jsonl' || ext === '.ndjson') {
        const read = seedJsonl(text, file);
        places = read.places;
        seeds = { format: 'jsonl', cases: read.cases, suite: null, suiteDigest: null };
    }
    else if (ext === '.json') {
        const value = parseJsonText(text, file);
        if (Array.isArray(value)) {
            places = value.map((_, i) => `${file}: [${i}]`);
            seeds = {
                format: 'jsonl',
                cases: value.map((v, i) => seedOfValue(v, `${file}: [${i}]`)),
                suite: null,
                suiteDigest: null,
            };
        }
        else if (value !== null &&
            typeof value === 'object' &&
            value.schema === SUITE_SCHEMA) {
            const suite = parseSuite(value, file);
            seeds = {
                format: 'suite',
                cases: suite.cases.map((c) => ({ input: c.input, expected: c.expected })),
                suite,
                suiteDigest: digestOf(serialiseSuite(suite)),
            };
        }
        else {
            throw new Refusal('seeds.json', `expected a decision suite (schema ${SUITE_SCHEMA}) or a list of inputs`, file);
        }
    }
    else {
        const read = seedLines(text, file);
        places = read.places;
        seeds = { format: 'lines', cases: read.cases, suite: null, suiteDigest: null };
    }
    if (seeds.cases.length === 0) {
        throw new Refusal('seeds.empty', 'the seed file holds no inputs', file);
    }
    refuseRepeatedInputs(seeds, places, file);
    return seeds;
}
/**
 * Inputs given as values (the library's test entry point): each a non-empty
 * string or `{input, expected?}`, as a JSON seed list holds them; a refusal
 * names the value by its index (`inputs[3]`).
 */
function seedsOfValues(values, name = 'inputs') {
    if (!Array.isArray(values) || values.length === 0) {
        throw new Refusal('seeds.empty', 'expected a non-empty list of inputs', name);
    }
    const places = values.map((_, i) => `${name}[${i}]`);
    const seeds = {
        format: 'jsonl',
        cases: values.map((v, i) => seedOfValue(v, places[i])),
        suite: null,
        suiteDigest: null,
    };
    refuseRepeatedInputs(seeds, places, name);
    return seeds;
}
function refuseRepeatedInputs(seeds, places, file) {
    const first = new Map();
    seeds.cases.forEach((c, i) => {
        const earlier = first.get(c.input);
        if (earlier !== undefined) {
            const shown = JSON.stringify(c.input.length > 60 ? `${c.input.slice(0, 60)}…` : c.input);
            throw new Refusal('collect.duplicate-inputs', `input ${i + 1} repeats input ${earlier + 1} (${shown}); inputs must be distinct (each is called k times)`, places[i] ?? file);
        }
        first.set(c.input, i);
    });
}

export { commandAgent as a, collectEvidence as c, describeUnanswered as d, httpAgent as h, planCollection as p, readSeeds as r, seedsOfValues as s };
