import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { p as parseAgentSpec, d as describeThrown } from './module-spec.js';
import { o as overlongLabel, f as isNoDecisionReason } from './observation.js';
import { N as NO_DECISION_REASONS, M as MAX_LABEL_CHARS, R as Refusal, a as ISOLATIONS } from './types.js';
import { Worker } from 'node:worker_threads';

/**
 * An error that belongs to one call (recorded as that call's error). `reason`
 * says what failed: `extraction_failed` (a decision was expected and none was
 * found), `malformed_response` (the answer, or its decision, has the wrong shape,
 * such as a label longer than `MAX_LABEL_CHARS`), `interrupted` (the run stopped
 * to wait for a human: a LangGraph interrupt, a tool approval request; nobody
 * answers it during a measurement), or `runtime_error` (the call itself failed: a
 * crash, an HTTP error, an `error` answer).
 */
class AgentCallError extends Error {
    name = 'AgentCallError';
    reason;
    constructor(message, reason = 'runtime_error') {
        super(message);
        this.reason = reason;
    }
}
const FAILURE_REASONS = [
    'extraction_failed',
    'malformed_response',
    'runtime_error',
    'interrupted',
];
/**
 * The no-decision reason a failed call stands for: the agent error's, else
 * `runtime_error`. An AgentCallError is recognised by its name and reason as well
 * as its class, so one thrown by another copy of this library (an agent module
 * importing the published package while the engine runs from a checkout) counts.
 */
function failureReasonOf(error) {
    if (error instanceof AgentCallError)
        return error.reason;
    if (error instanceof Error && error.name === 'AgentCallError') {
        const reason = error.reason;
        if (typeof reason === 'string' && FAILURE_REASONS.includes(reason)) {
            return reason;
        }
    }
    return 'runtime_error';
}

/** An unpaired UTF-16 surrogate (with the `u` flag a whole pair is one code point). */
const LONE = /[\uD800-\uDFFF]/u;
const LONE_ALL = /[\uD800-\uDFFF]/gu;
/**
 * Half of a character (text cut between the two halves of a pair) has no UTF-8
 * form: a label holding one is a malformed answer, named as such, rather than
 * evidence that no file could hold.
 */
function loneProblem(value, what) {
    const at = LONE.exec(value);
    if (at === null)
        return null;
    return `${what} holds a lone surrogate U+${value.charCodeAt(at.index).toString(16).toUpperCase()} (half of a character, e.g. text cut in the middle of one), which has no UTF-8 form`;
}
/** Text with every lone surrogate replaced by U+FFFD, as a UTF-8 encoder writes it. */
function wellFormed(text) {
    return LONE.test(text) ? text.replace(LONE_ALL, '\uFFFD') : text;
}
const EMPTY_TOOLS = Object.freeze([]);
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : typeof value;
}
function malformed(message) {
    return new AgentCallError(message, 'malformed_response');
}
/** Up to ten keys, quoted and shortened: what the answer had instead of a decision. */
function describeKeys(keys) {
    if (keys.length === 0)
        return 'it has no keys';
    const shown = keys
        .slice(0, 10)
        .map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k));
    const more = keys.length > 10 ? ` and ${keys.length - 10} more` : '';
    return `it has the key${keys.length === 1 ? '' : 's'} ${shown.join(', ')}${more}`;
}
/**
 * The call's extraction failure: a decision was expected and none was found.
 * The message names where it was looked for and the keys that were there.
 */
function noDecisionFound(found, keys, remedy) {
    return new AgentCallError(`no decision in the answer: ${found} (${describeKeys(keys)}); ${remedy}`, 'extraction_failed');
}
const DEFAULT_REMEDY = 'return {"decision": "<label>", …} (text and tools beside it), or {"noDecision": reason} when there is deliberately none; the text layer needs no decision';
/** A label that is not a bounded decision: empty, blank, or longer than `MAX_LABEL_CHARS`. */
function checkLabel(label, field) {
    const lone = loneProblem(label, `the decision ${field}`);
    if (lone !== null)
        throw malformed(lone);
    if (label.trim() === '') {
        throw malformed(`the decision ${field} is ${label.length === 0 ? 'an empty string' : 'only whitespace'}; a decision is a non-empty label`);
    }
    const chars = overlongLabel(label);
    if (chars !== null) {
        throw malformed(`the decision ${field} has ${chars} characters, more than the ${MAX_LABEL_CHARS} a decision label may have: a decision is a short categorical label; return it as {"decision": "<label>"} with the prose as "text", or compare on the text layer`);
    }
}
function typedOutcome(value) {
    const v = value;
    if (v.kind === 'decision' && typeof v.label === 'string' && v.label.length > 0) {
        return { kind: 'decision', label: v.label };
    }
    const reason = v.kind === 'no_decision' ? v.reason : 'noDecision' in v ? v.noDecision : undefined;
    if (reason === undefined)
        return undefined;
    if (!isNoDecisionReason(reason)) {
        throw malformed(`unknown no-decision reason ${typeof reason === 'string' ? JSON.stringify(reason.slice(0, 60)) : describe(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`);
    }
    return { kind: 'no_decision', reason };
}
function verdictOf(value, stringify, field) {
    if (value === undefined || value === null)
        return null;
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        return stringify(value);
    }
    if (typeof value === 'object' && !Array.isArray(value)) {
        const typed = typedOutcome(value);
        if (typed !== undefined)
            return typed;
    }
    throw malformed(`${field} must be a label (a string) or a typed no-decision {"noDecision": reason}, got ${describe(value)}`);
}
function toolsOf(value, field) {
    if (value === undefined || value === null)
        return EMPTY_TOOLS;
    if (!Array.isArray(value)) {
        throw malformed(`${field} must be a list of tool names or {name, args} objects, got ${describe(value)}`);
    }
    if (value.length === 0)
        return EMPTY_TOOLS;
    const names = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
        const t = value[i];
        const lone = typeof t === 'string'
            ? loneProblem(t, `${field}[${i}]`)
            : t !== null && typeof t === 'object' && typeof t.name === 'string'
                ? loneProblem(t.name, `${field}[${i}].name`)
                : null;
        if (lone !== null)
            throw malformed(lone);
        if (typeof t === 'string')
            names[i] = t;
        else if (t !== null && typeof t === 'object') {
            const o = t;
            const name = typeof o.name === 'string' ? o.name : o.toolName;
            if (typeof name !== 'string') {
                throw malformed(`${field}[${i}] has no tool name (a string "name")`);
            }
            names[i] = name;
        }
        else {
            throw malformed(`${field}[${i}] must be a tool name or {name, args}, got ${describe(t)}`);
        }
    }
    return names;
}
/** Turn one value an agent returned into an Observation, or throw that call's error. */
function observationFromResult(value, options = {}) {
    return readResult(value, options, PLAIN_RULES);
}
/** The reading rules of an in-process agent: made once, not per call. */
const PLAIN_RULES = { textIsDecision: false };
/**
 * `observationFromResult` with the reading rules of an agent kind (an HTTP
 * agent's paths say where the decision was looked for, and an explicit text path
 * makes the text the decision).
 */
function readResult(value, options, rules) {
    const stringify = options.stringify ?? String;
    const onVerdict = (options.layer ?? 'verdict') === 'verdict';
    if (typeof value === 'string') {
        if (onVerdict)
            checkAnswerText(value);
        return { text: wellFormed(value), verdict: null, tools: EMPTY_TOOLS };
    }
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        const text = stringify(value);
        if (onVerdict)
            checkAnswerText(text);
        return { text, verdict: null, tools: EMPTY_TOOLS, raw: value };
    }
    if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
        const hint = typeof value === 'function'
            ? ' (a factory is exported as createAgent, not called per input: docs/agent-protocol.md)'
            : '';
        throw malformed(`the agent returned ${describe(value)}${hint}; return a string, or an object with decision, text and tools`);
    }
    const obj = value;
    let verdict;
    let field = '"label"';
    const typed = options.decisionKey === undefined ? typedOutcome(obj) : undefined;
    if (typed !== undefined)
        verdict = typed;
    else if (options.decisionKey !== undefined) {
        field = JSON.stringify(options.decisionKey);
        verdict = verdictOf(obj[options.decisionKey], stringify, options.decisionKey);
    }
    else if (obj.decision !== undefined && obj.decision !== null) {
        field = '"decision"';
        verdict = verdictOf(obj.decision, stringify, 'decision');
    }
    else {
        field = obj.decision === null ? '"decision"' : '"verdict"';
        verdict = verdictOf(obj.verdict, stringify, 'verdict');
    }
    const rawText = obj.text;
    // An object (or list, or function) where text belongs is not text: graded as "[object Object]" it would pass or fail on nothing the agent said.
    if (rawText !== null &&
        rawText !== undefined &&
        (typeof rawText === 'object' || typeof rawText === 'function')) {
        throw malformed(`the answer's "text" is ${describe(rawText)}, not text; return the text as a string`);
    }
    const givenText = typeof rawText === 'string'
        ? rawText
        : rawText === undefined || rawText === null
            ? ''
            : stringify(rawText);
    const text = wellFormed(givenText);
    if (typeof verdict === 'string')
        checkLabel(verdict, field);
    else if (verdict !== null && verdict.kind === 'decision')
        checkLabel(verdict.label, '"label"');
    else if (verdict === null && onVerdict) {
        if (rules.textIsDecision)
            checkAnswerText(givenText);
        else {
            const present = options.decisionKey === undefined
                ? obj.decision === null || obj.verdict === null
                : obj[options.decisionKey] === null;
            const lookedFor = rules.lookedFor ??
                (options.decisionKey === undefined
                    ? '"decision" or "verdict" key'
                    : `${JSON.stringify(options.decisionKey)} key`);
            throw noDecisionFound(present ? `${field} is null` : `it has no ${lookedFor}`, rules.keys ?? Object.keys(obj), rules.remedy ?? DEFAULT_REMEDY);
        }
    }
    const toolsKey = options.toolsKey ?? 'tools';
    const tools = toolsOf(obj[toolsKey], toolsKey);
    return { text, verdict, tools, raw: value };
}
/** On the verdict layer a text answer is the decision: a non-empty, bounded label. */
function checkAnswerText(text) {
    const lone = loneProblem(text, 'the answer, which on the verdict layer is the decision,');
    if (lone !== null)
        throw malformed(lone);
    if (text.trim() === '') {
        throw new AgentCallError(`no decision in the answer: it is ${text.length === 0 ? 'an empty string' : 'only whitespace'}, and on the verdict layer a text answer is the decision; ${DEFAULT_REMEDY}`, 'extraction_failed');
    }
    const chars = overlongLabel(text);
    if (chars !== null) {
        throw malformed(`the answer is a text of ${chars} characters, and on the verdict layer a text answer is the decision, which may have at most ${MAX_LABEL_CHARS}: return {"decision": "<label>", "text": "<prose>"}, or compare on the text layer`);
    }
}
/**
 * The evidence record of one observation: decision, text and tools together
 * (tool arguments stay out). Empty text and empty tool paths are left out.
 */
function recordObservation(obs, ms) {
    const out = {};
    const v = obs.verdict;
    if (typeof v === 'string') {
        if (v.length > 0)
            out.decision = v;
    }
    else if (v !== null) {
        out.decision = v.kind === 'decision' ? v.label : { noDecision: v.reason };
    }
    if (obs.text.length > 0)
        out.text = obs.text;
    if (obs.tools.length > 0)
        out.tools = obs.tools;
    if (ms !== undefined)
        out.ms = ms;
    return out;
}
/**
 * Whether `recordObservation(obs)` (untimed) would equal `rec`: the same decision,
 * text and tools, and nothing else recorded. Lets a collector reuse an earlier
 * identical record without building a new one per call.
 */
function recordsAs(obs, rec) {
    if (rec.ms !== undefined ||
        rec.error !== undefined ||
        rec.reason !== undefined ||
        rec.cached !== undefined) {
        return false;
    }
    const text = obs.text;
    if (text.length > 0 ? rec.text !== text : rec.text !== undefined)
        return false;
    const d = rec.decision;
    const v = obs.verdict;
    if (typeof v === 'string') {
        if (v.length > 0 ? d !== v : d !== undefined)
            return false;
    }
    else if (v === null) {
        if (d !== undefined)
            return false;
    }
    else if (v.kind === 'decision') {
        if (d !== v.label)
            return false;
    }
    else if (typeof d !== 'object' || d.noDecision !== v.reason)
        return false;
    const tools = obs.tools;
    const recorded = rec.tools;
    if (tools.length === 0)
        return recorded === undefined;
    if (recorded === undefined || recorded.length !== tools.length)
        return false;
    for (let i = 0; i < tools.length; i++)
        if (recorded[i] !== tools[i])
            return false;
    return true;
}

/**
 * A JS module run in a worker thread (issue 33, item 2): an agent or a system
 * stuck in a synchronous loop blocks its own thread, not this one, so the call's
 * timeout fires and `stop` ends the thread (`Worker.terminate` stops even a loop
 * that never yields). The module is loaded once per thread; a thread that was
 * stopped, or ended, is replaced on the next message by a fresh one that loads
 * the module again and replays the set-up messages (`remember`).
 *
 * The worker's code is the self-contained script below (no import of ours), so
 * it runs the same from the sources, under a test runner and from the bundles in
 * dist/. It answers one message at a time:
 *
 *   load {url}                 → the module's exports, described (kind, declared
 *                                parameters, a call method, an `isolation`; a
 *                                plain value as itself)
 *   make {name, factory}       → the agent: the export, or what the factory returns
 *   call {input, fresh}        → what the agent returns (fresh: a new instance first)
 *   hook {name, args}          → what the module's export `name` returns
 *
 * What the module prints goes to this process's standard error (never to the
 * report on standard output); an error it throws where no call awaits it is
 * reported to this process's `uncaughtException` / `unhandledRejection` watchers.
 */
const WORKER_SOURCE = String.raw `
const { parentPort } = require('node:worker_threads');
let mod = null;
let agent = null;
let factory = null;
const isolationOf = (v) => {
  try {
    const i = v.isolation;
    return typeof i === 'string' ? i : null;
  } catch {
    return null;
  }
};
const describe = (v) => {
  if (typeof v === 'function') return { kind: 'function', length: v.length, isolation: isolationOf(v) };
  if (v !== null && typeof v === 'object') {
    let call = false;
    try { call = typeof v.call === 'function'; } catch {}
    return { kind: 'object', call, isolation: isolationOf(v) };
  }
  return { kind: v === null ? 'null' : typeof v, value: typeof v === 'bigint' || typeof v === 'symbol' ? String(v) : v };
};
const asFunction = (v) => (typeof v === 'function' ? v : (input) => v.call(input));
const errorOf = (e) => {
  try {
    if (e !== null && typeof e === 'object' && typeof e.message === 'string') {
      return { error: {
        name: typeof e.name === 'string' ? e.name : 'Error',
        message: e.message,
        reason: typeof e.reason === 'string' ? e.reason : null,
        code: typeof e.code === 'string' ? e.code : null,
      } };
    }
    return { thrown: structuredClone(e) };
  } catch {
    try { return { thrown: String(e) }; } catch { return { thrown: 'a value that cannot be described' }; }
  }
};
async function run(m) {
  switch (m.op) {
    case 'load': {
      mod = await import(m.url);
      const exports = {};
      for (const key of Object.keys(mod)) exports[key] = describe(mod[key]);
      return { exports, same: mod.default !== undefined && mod.default === mod.createAgent };
    }
    case 'make': {
      const target = mod[m.name];
      if (m.factory) {
        factory = target;
        agent = await target();
      } else agent = target;
      return describe(agent);
    }
    case 'call': {
      const a = m.fresh && factory !== null ? await factory() : agent;
      return await asFunction(a)(m.input);
    }
    case 'hook':
      return await mod[m.name](...m.args);
    case 'ping':
      return true;
    default:
      throw new Error('unknown message ' + String(m.op));
  }
}
parentPort.on('message', async (m) => {
  let reply;
  try {
    reply = { id: m.id, ok: await run(m) };
  } catch (e) {
    reply = { id: m.id, ...errorOf(e) };
  }
  try {
    parentPort.postMessage(reply);
  } catch {
    // Not structured-cloneable (a function in it): the JSON of it, as a worker's answer would be.
    let copy;
    try { copy = JSON.parse(JSON.stringify(reply.ok)); } catch {}
    parentPort.postMessage(copy === undefined
      ? { id: m.id, error: { name: 'AgentCallError', reason: 'malformed_response', code: null,
          message: 'the value returned cannot be copied out of the module (it is not plain data, nor JSON); return strings, numbers, lists and plain objects' } }
      : { id: m.id, ok: copy });
  }
});
process.on('uncaughtException', (e) => parentPort.postMessage({ stray: 'uncaughtException', ...errorOf(e) }));
process.on('unhandledRejection', (e) => parentPort.postMessage({ stray: 'unhandledRejection', ...errorOf(e) }));
`;
/** What the worker threw, as this side throws it: an Error with its name, reason and code, or the value itself. */
function thrownOf(reply) {
    if (reply.error === undefined)
        return reply.thrown;
    const e = reply.error;
    const error = new Error(e.message);
    error.name = e.name;
    if (e.reason !== null)
        error.reason = e.reason;
    if (e.code !== null)
        error.code = e.code;
    return error;
}
/** The longest a fresh thread may take to load the module again after a stop (the default load timeout). */
const WARM_UP_MS = 120_000;
/** One worker thread for one module, replaced when stopped; one message at a time. */
class ModuleThread {
    worker = null;
    pending = null;
    nextId = 0;
    setup = [];
    started = 0;
    closed = false;
    /** A fresh thread being set up after a stop (see `stop`). */
    warming = null;
    constructor(setup = []) {
        this.setup.push(...setup);
    }
    /** Another thread for the same module, set up the same way (for calls in flight at once). */
    sibling() {
        return new ModuleThread(this.setup);
    }
    /** Messages every fresh thread is sent before its first other message (loading, making the agent). */
    remember(message) {
        this.setup.push(message);
    }
    /** Threads started again after the first one (a timeout, a crash, an exit). */
    restarts() {
        return Math.max(0, this.started - 1);
    }
    /** Which thread the next message goes to: changes when one is started. */
    generation() {
        return this.worker === null ? this.started + 1 : this.started;
    }
    /** Whether a message is in flight. */
    busy() {
        return this.pending !== null;
    }
    /** Send one message (starting a thread first when there is none) and wait for its answer. */
    async request(message) {
        if (this.closed)
            throw new AgentCallError('the agent was closed');
        const warming = this.warming;
        if (warming !== null) {
            this.warming = null;
            await warming;
        }
        if (this.worker === null) {
            this.start();
            for (const m of this.setup) {
                try {
                    await this.send(m);
                }
                catch (error) {
                    throw new AgentCallError(`the module could not be set up again in a fresh worker thread (after the last one was stopped): ${error instanceof Error ? error.message : String(error)}`);
                }
            }
        }
        return this.send(message);
    }
    start() {
        this.started += 1;
        const worker = new Worker(WORKER_SOURCE, {
            eval: true,
            stdout: true,
            stderr: true,
            workerData: null,
        });
        // What the module prints goes to standard error, away from a report on standard output.
        worker.stdout.on('data', (chunk) => process.stderr.write(chunk));
        worker.stderr.on('data', (chunk) => process.stderr.write(chunk));
        worker.on('message', (reply) => {
            if (this.worker !== worker)
                return;
            if (reply.stray !== undefined) {
                this.stray(reply.stray, thrownOf(reply));
                return;
            }
            const pending = this.pending;
            if (pending === null || reply.id !== pending.id)
                return;
            this.pending = null;
            if (Object.hasOwn(reply, 'ok'))
                pending.resolve(reply.ok);
            else
                pending.reject(thrownOf(reply));
        });
        worker.on('error', (error) => {
            if (this.worker !== worker)
                return;
            this.worker = null;
            this.fail(new AgentCallError(`the agent's worker thread failed: ${error.message}`));
        });
        worker.on('exit', (code) => {
            if (this.worker !== worker)
                return;
            this.worker = null;
            this.fail(new AgentCallError(`the agent called process.exit(${code}); an agent must return or throw, not end the process`));
        });
        worker.unref();
        this.worker = worker;
    }
    send(message) {
        const worker = this.worker;
        if (worker === null)
            return Promise.reject(new AgentCallError('the worker thread ended'));
        if (this.pending !== null) {
            return Promise.reject(new AgentCallError('a message is already in flight'));
        }
        this.nextId += 1;
        const id = this.nextId;
        return new Promise((resolve, reject) => {
            this.pending = { id, resolve, reject };
            try {
                worker.postMessage({ id, ...message });
            }
            catch (error) {
                this.pending = null;
                reject(new AgentCallError(`the request cannot be sent to the module's thread: ${error instanceof Error ? error.message : String(error)}`));
            }
        });
    }
    /** An error the module threw where no call awaited it: to this process's watchers, as an in-process one would be. */
    stray(event, error) {
        if (process.listenerCount(event) === 0) {
            process.stderr.write(`agentverity: an error escaped the agent's calls in its worker thread: ${error instanceof Error ? error.message : String(error)}\n`);
            return;
        }
        process.emit(event, error, event === 'uncaughtException' ? 'uncaughtException' : Promise.resolve());
    }
    fail(error) {
        const pending = this.pending;
        this.pending = null;
        pending?.reject(error);
    }
    /**
     * Stop the thread now (the message in flight fails with `reason`) and start a
     * fresh one at once, set up in the background, so that the next message (a
     * reset, the next call) does not wait for its start-up under its own timeout.
     */
    stop(reason) {
        const worker = this.worker;
        this.worker = null;
        this.fail(new AgentCallError(reason));
        if (worker !== null)
            void worker.terminate().catch(() => undefined);
        if (!this.closed && this.setup.length > 0)
            this.warming = this.warmUp();
    }
    /**
     * Resolves once a fresh thread started after a stop is set up (at once when
     * none is), so that a caller can start its own timer after the start-up.
     */
    async ready() {
        const warming = this.warming;
        if (warming !== null)
            await warming;
    }
    /**
     * A fresh thread with the set-up messages answered, within WARM_UP_MS; on a
     * failure, none (the next message tries again and meets the failure itself).
     */
    async warmUp() {
        this.start();
        let timer;
        try {
            const late = new Promise((_, reject) => {
                timer = setTimeout(() => reject(new Error('late')), WARM_UP_MS);
            });
            await Promise.race([
                (async () => {
                    for (const m of this.setup)
                        await this.send(m);
                })(),
                late,
            ]);
        }
        catch {
            this.fail(new AgentCallError('the fresh worker thread could not be set up'));
            const worker = this.worker;
            this.worker = null;
            if (worker !== null)
                void worker.terminate().catch(() => undefined);
        }
        finally {
            clearTimeout(timer);
        }
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        const worker = this.worker;
        this.worker = null;
        this.fail(new AgentCallError('the agent was closed'));
        if (worker !== null)
            await worker.terminate().catch(() => undefined);
    }
}

/**
 * The module a worker thread loaded, as stand-ins this thread can check with the
 * same rules as a module loaded here (module.ts: which export, a factory or the
 * agent, declared parameters, an `isolation`): a function export is a function
 * declaring as many parameters, which, called as the factory, has the thread run
 * the real one (and every fresh thread after it); an object is an object with a
 * `call` method when it has one; a plain value is itself.
 */
function standIns(loaded, thread) {
    const mod = {};
    const standIn = (d, name) => {
        if (d.kind === 'function') {
            const f = function standInFunction() {
                if (name === null)
                    return Promise.reject(new AgentCallError('not callable here'));
                const make = { op: 'make', name, factory: true };
                return thread.request(make).then((made) => {
                    thread.remember(make);
                    return standIn(made, null);
                });
            };
            Object.defineProperty(f, 'length', { value: d.length });
            const isolation = d.isolation;
            if (isolation !== null)
                Object.assign(f, { isolation });
            return f;
        }
        if (d.kind === 'object') {
            const o = {};
            if (d.call)
                o.call = () => undefined;
            const isolation = d.isolation;
            if (isolation !== null)
                o.isolation = isolation;
            return o;
        }
        return d.value;
    };
    for (const [name, d] of Object.entries(loaded.exports))
        mod[name] = standIn(d, name);
    if (loaded.same)
        mod.default = mod.createAgent;
    return mod;
}
/**
 * A module agent running in worker threads: one thread per call in flight (the
 * first made at load; more as calls overlap, each loading the module once). A
 * call past its timeout is given up by `abort`, which stops that call's thread;
 * its next call starts a fresh one.
 */
class ThreadAgent {
    label;
    factory;
    isolation;
    options;
    kind = 'module';
    idle = [];
    all = [];
    byCall = new Map();
    closed = false;
    constructor(label, first, factory, isolation, options) {
        this.label = label;
        this.factory = factory;
        this.isolation = isolation;
        this.options = options;
        this.idle.push(first);
        this.all.push(first);
    }
    /** The agent of export `name`: a factory was run when it was checked; any other export is made the agent now. */
    static async make(thread, name, label, factory, isolation, options) {
        if (!factory) {
            const make = { op: 'make', name, factory: false };
            await thread.request(make);
            thread.remember(make);
        }
        return new ThreadAgent(label, thread, factory, isolation, options);
    }
    async call(input, callId, fresh) {
        if (this.closed)
            throw new AgentCallError('the agent was closed');
        let thread = this.idle.pop();
        if (thread === undefined) {
            thread = this.all[0].sibling();
            this.all.push(thread);
        }
        this.byCall.set(callId, thread);
        try {
            const value = await thread.request({ op: 'call', input, fresh: fresh && this.factory });
            return observationFromResult(value, this.options);
        }
        finally {
            this.byCall.delete(callId);
            if (!this.closed)
                this.idle.push(thread);
        }
    }
    abort(callId, reason) {
        this.byCall.get(callId)?.stop(reason);
        return undefined;
    }
    diagnostics() {
        return { restarts: this.all.reduce((n, t) => n + t.restarts(), 0) };
    }
    async close() {
        this.closed = true;
        await Promise.all(this.all.map((t) => t.close()));
    }
}

/**
 * The export that declares a factory in an agent module. Any other export is the
 * agent itself: factories are declared, never guessed from a parameter count.
 */
const FACTORY_EXPORT = 'createAgent';
/** How long loading a module and running its factory may take by default: 120 s. */
const DEFAULT_LOAD_TIMEOUT_MS = 120_000;
/**
 * Waits for `work`, but at most `ms` (null: as long as it takes): a module whose
 * top-level await, or a factory whose promise, never settles is the user's code
 * misbehaving, and ends in the refusal `late()` makes, not in a run that never
 * ends or an internal error.
 */
async function within(work, ms, late) {
    if (ms === null)
        return work;
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(late()), ms);
    });
    try {
        return await Promise.race([work, timeout]);
    }
    finally {
        clearTimeout(timer);
    }
}
/** A duration in words for a message: 120 s, 1.5 s, 300 ms. */
function inWords(ms) {
    return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}
function isThenable(value) {
    return (value !== null &&
        (typeof value === 'object' || typeof value === 'function') &&
        typeof value.then === 'function');
}
/** The isolation a function or object declares through an `isolation` property, or null. */
function declaredIsolation(value) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function'))
        return null;
    const declared = value.isolation;
    return typeof declared === 'string' && ISOLATIONS.includes(declared)
        ? declared
        : null;
}
/** A function the factory returned, or an object with a `call(input)` method. */
function asAgentFunction(value, where) {
    if (typeof value === 'function')
        return value;
    if (value !== null && typeof value === 'object') {
        const call = value.call;
        if (typeof call === 'function')
            return (input) => call.call(value, input);
    }
    throw new Refusal('agent.factory-result', `the factory returned ${value === null ? 'null' : typeof value}; it must return the agent: a function (input) => result, or an object with a call(input) method`, where);
}
class FunctionAgent {
    kind;
    label;
    isolation;
    options;
    factory;
    where;
    fn;
    constructor(kind, label, fn, factory, isolation, options) {
        this.kind = kind;
        this.label = label;
        this.fn = fn;
        this.factory = factory;
        this.isolation = isolation;
        this.options = options;
        this.where = label;
    }
    call(input, _callId, fresh) {
        if (fresh && this.factory !== null) {
            const made = this.factory();
            if (isThenable(made)) {
                return Promise.resolve(made).then((m) => this.finish(asAgentFunction(m, this.where)(input)));
            }
            return this.finish(asAgentFunction(made, this.where)(input));
        }
        return this.finish(this.fn(input));
    }
    finish(result) {
        if (isThenable(result)) {
            return Promise.resolve(result).then((v) => observationFromResult(v, this.options));
        }
        return observationFromResult(result, this.options);
    }
    close() {
        return Promise.resolve();
    }
}
async function build(kind, label, target, isFactory, options, moduleIsolation, ambiguity, loadTimeoutMs = null, construct = null) {
    let fn;
    let factory = null;
    let declared = declaredIsolation(target) ?? moduleIsolation;
    if (typeof target === 'function') {
        if (isFactory === undefined && target.length === 0) {
            throw new Refusal('agent.ambiguous', `${ambiguity.what} declares no parameter, so it could be the agent or a factory that makes it ` +
                '(a parameter with a default value, or a rest parameter, is not counted as one). ' +
                `If it is the agent, declare its input: ${ambiguity.asAgent}. ` +
                `If it makes the agent, ${ambiguity.asFactory}`, ambiguity.where);
        }
        if (isFactory === true) {
            factory = target;
            let made;
            const late = () => new Refusal('agent.load-timeout', `the agent factory did not return the agent within ${inWords(loadTimeoutMs ?? 0)}: the promise it returned never settled (a factory must resolve to the agent or throw)`, label);
            try {
                made = await within(Promise.resolve().then(factory), loadTimeoutMs, late);
            }
            catch (error) {
                if (error instanceof Refusal && error.code === 'agent.load-timeout')
                    throw error;
                throw new Refusal('agent.factory-threw', `the agent factory threw before any call: ${describeThrown(error)}`, label);
            }
            fn = asAgentFunction(made, label);
            declared = declaredIsolation(made) ?? declared;
        }
        else {
            fn = target;
        }
    }
    else if (isFactory === true) {
        throw new Refusal('agent.export-type', `${ambiguity.what} is ${target === null ? 'null' : typeof target}; a factory is a function () => agent`, ambiguity.where);
    }
    else {
        fn = asAgentFunction(target, label);
    }
    const isolation = options.isolation ?? declared;
    return construct === null
        ? new FunctionAgent(kind, label, fn, factory, isolation, options)
        : construct(label, factory !== null, isolation);
}
/**
 * An in-process agent from a function: the agent `(input) => result`, an object
 * with `call(input)`, or, with `factory: true`, a factory `() => agent` called once
 * now (and once per call under fresh-instance isolation). A function declaring no
 * parameter is refused unless `factory` says which it is.
 */
function functionAgent(target, options = {}) {
    const label = options.label ?? 'function';
    return build('function', label, target, options.factory, options, null, {
        where: label,
        what: 'the agent function',
        asAgent: '(input) => …, or pass { factory: false }',
        asFactory: 'pass { factory: true }',
    });
}
const TS_EXTENSIONS = new Set(['.ts', '.mts', '.cts', '.tsx']);
/**
 * The command that runs this same program under the tsx loader: `node --import
 * tsx node_modules/.bin/agentverity …` when started through npm's bin link,
 * `node --import tsx dist/cli.js …` in a checkout (the script path as Node was given
 * it, relative to the working directory when it is inside it).
 */
function tsxCommand(context = {}) {
    const entry = context.entry ?? process.argv[1];
    const cwd = context.cwd ?? process.cwd();
    let script = 'node_modules/.bin/agentverity';
    if (entry !== undefined && entry !== '') {
        const relative = path.relative(cwd, entry);
        script =
            relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
                ? relative.split(path.sep).join('/')
                : entry;
    }
    const quoted = /^[\w@%+=:,./-]+$/.test(script) ? script : JSON.stringify(script);
    return `node --import tsx ${quoted} …`;
}
/** The refusal for a module that failed to load, with the way out for TypeScript files. */
function moduleLoadRefusal(error, file, context = {}) {
    const code = error?.code;
    const message = describeThrown(error);
    if (TS_EXTENSIONS.has(path.extname(file).toLowerCase()) &&
        code === 'ERR_UNKNOWN_FILE_EXTENSION') {
        return new Refusal('agent.typescript', `Node ${process.versions.node} cannot load TypeScript by itself. Install the tsx loader ` +
            `(npm install --save-dev tsx) and start the same command through it: ${tsxCommand(context)}; ` +
            'or use Node 22.18 or later, which strips the types; or build the agent to JavaScript and pass the .js file', file);
    }
    return new Refusal('agent.load', `the agent module failed to load: ${message}`, file);
}
/** Whether a loaded module has the export, defined. */
function hasExport(mod, name) {
    return Object.hasOwn(mod, name) && mod[name] !== undefined;
}
/**
 * The export to load: the one named in the spec, else the `createAgent`
 * factory when the module has one, else `default`; a module exporting both a
 * different default and a factory must name the one to use.
 */
function chosenExport(mod, given, named, file) {
    if (named || !hasExport(mod, FACTORY_EXPORT))
        return given;
    if (hasExport(mod, 'default') && mod.default !== mod[FACTORY_EXPORT]) {
        throw new Refusal('agent.ambiguous', `the module exports both a default agent and a factory ${FACTORY_EXPORT}; name the one to use: ` +
            `${file}:default for the agent, or ${file}:${FACTORY_EXPORT} for the factory`, file);
    }
    return FACTORY_EXPORT;
}
/**
 * Load `--agent path/to/agent.mjs[:exportName]`. Without an export name the
 * module's `default` export is the agent, or its `createAgent` export the factory
 * (a module exporting both must name the one to use). A named export is the agent,
 * unless it is `createAgent`.
 */
async function loadModuleAgent(spec, options) {
    const { file, exportName: given } = parseAgentSpec(spec);
    const named = file !== spec;
    const resolved = path.resolve(options.cwd, file);
    if (!existsSync(resolved)) {
        throw new Refusal('agent.missing', 'no such agent module', file);
    }
    const loadTimeoutMs = options.loadTimeoutMs === undefined ? DEFAULT_LOAD_TIMEOUT_MS : options.loadTimeoutMs;
    const late = () => new Refusal('agent.load-timeout', `the agent module did not finish loading within ${inWords(loadTimeoutMs ?? 0)}: its top-level code awaits something that never settles (a module must finish loading; make the agent's slow set-up a createAgent factory, or let it happen on the first call)`, file);
    const loaded = await loadUserModule(resolved, file, options.thread !== false, loadTimeoutMs, late);
    if (loaded.thread === null) {
        return pickAndBuild(file, named, given, loaded.mod, options, loadTimeoutMs, null);
    }
    const thread = { thread: loaded.thread, mod: loaded.mod };
    try {
        return await pickAndBuild(file, named, given, thread.mod, options, loadTimeoutMs, (exportName, label, factory, isolation) => ThreadAgent.make(thread.thread, exportName, label, factory, isolation, options));
    }
    catch (error) {
        await thread.thread.close();
        throw error;
    }
}
/**
 * The module loaded in a worker thread and its exports as stand-ins, or null when
 * it is a TypeScript file that a thread cannot load (this Node strips no types and
 * no loader reaches the thread): it is then loaded in this thread, as before.
 * A load that does not finish in time stops the thread (even a synchronous loop).
 */
async function threadFor(resolved, file, loadTimeoutMs, late) {
    const thread = new ModuleThread();
    const load = { op: 'load', url: pathToFileURL(resolved).href };
    let loaded;
    try {
        // The thread's own start-up is not the module's loading time.
        await within(thread.request({ op: 'ping' }), WARM_UP_MS, late);
        loaded = (await within(thread.request(load), loadTimeoutMs, late));
    }
    catch (error) {
        await thread.close();
        if (error instanceof Refusal && error.code === 'agent.load-timeout')
            throw error;
        const code = error?.code;
        if (TS_EXTENSIONS.has(path.extname(file).toLowerCase()) &&
            code === 'ERR_UNKNOWN_FILE_EXTENSION') {
            return null;
        }
        throw moduleLoadRefusal(error, file);
    }
    thread.remember(load);
    return { thread, mod: standIns(loaded, thread) };
}
/**
 * The one loader of a user's module, for agents and systems alike: in a worker
 * thread (`threadFor`) unless told not to or it is a TypeScript file a thread
 * cannot load, else imported in this thread; either way within the load timeout,
 * and a failure is refused naming the file. `thread` is null when it was loaded here.
 */
async function loadUserModule(resolved, file, inThread, loadTimeoutMs, late) {
    const threaded = inThread ? await threadFor(resolved, file, loadTimeoutMs, late) : null;
    if (threaded !== null)
        return threaded;
    try {
        const mod = await within(import(pathToFileURL(resolved).href), loadTimeoutMs, late);
        return { mod, thread: null };
    }
    catch (error) {
        if (error instanceof Refusal && error.code === 'agent.load-timeout')
            throw error;
        throw moduleLoadRefusal(error, file);
    }
}
/** The export to use, checked, and the agent built from it (in this thread, or by `construct`). */
async function pickAndBuild(file, named, given, mod, options, loadTimeoutMs, threaded) {
    const has = (name) => hasExport(mod, name);
    const exportName = chosenExport(mod, given, named, file);
    if (!has(exportName)) {
        const names = Object.keys(mod).filter((n) => n !== '__esModule');
        throw new Refusal('agent.export', `the module has no export named '${exportName}'` +
            (named ? '' : ` (nor a factory ${FACTORY_EXPORT})`) +
            (names.length > 0 ? `; it exports ${names.slice(0, 10).join(', ')}` : '') +
            ` (write ${file}:NAME to pick one)`, file);
    }
    const target = mod[exportName];
    if (typeof target !== 'function' && (target === null || typeof target !== 'object')) {
        throw new Refusal('agent.export-type', `export '${exportName}' is ${target === null ? 'null' : typeof target}; expected an agent function (input) => result, an object with call(input), or a factory exported as ${FACTORY_EXPORT}`, file);
    }
    const moduleIsolation = declaredIsolation({ isolation: mod.isolation });
    const isFactory = options.factory ?? (exportName === FACTORY_EXPORT ? true : undefined);
    return build('module', `${path.basename(file)}:${exportName}`, target, isFactory, options, moduleIsolation, {
        where: file,
        what: `export '${exportName}'`,
        asAgent: exportName === 'default'
            ? 'export default async (input) => …'
            : `export const ${exportName} = async (input) => …`,
        asFactory: `export it as the factory: export function ${FACTORY_EXPORT}() { … }`,
    }, loadTimeoutMs, threaded === null
        ? null
        : (label, factory, isolation) => threaded(exportName, label, factory, isolation));
}

export { AgentCallError as A, DEFAULT_LOAD_TIMEOUT_MS as D, FACTORY_EXPORT as F, loadUserModule as a, recordObservation as b, chosenExport as c, describeKeys as d, failureReasonOf as e, functionAgent as f, readResult as g, hasExport as h, inWords as i, loadModuleAgent as l, moduleLoadRefusal as m, noDecisionFound as n, observationFromResult as o, recordsAs as r, tsxCommand as t, within as w };
