import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { a as INCOMPLETE_REASONS, L as LAYERS, R as Refusal, M as MAX_LABEL_CHARS, N as NO_DECISION_REASONS, d as describeThrown, I as ISOLATIONS } from './types.js';

function decision(label) {
    if (typeof label !== 'string' || label.length === 0) {
        throw new Refusal('decision.empty-label', 'a decision label must be a non-empty string');
    }
    return { kind: 'decision', label };
}
function noDecision(reason) {
    if (!isNoDecisionReason(reason)) {
        throw new Refusal('decision.unknown-reason', `unknown no-decision reason ${JSON.stringify(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`);
    }
    return { kind: 'no_decision', reason };
}
function isNoDecisionReason(value) {
    return typeof value === 'string' && NO_DECISION_REASONS.includes(value);
}
function isIncompleteReason(reason) {
    return INCOMPLETE_REASONS.includes(reason);
}
/**
 * The length in characters (code points) of a label longer than `MAX_LABEL_CHARS`,
 * or null when it fits. Cheap for ordinary labels: only a long one is counted.
 */
function overlongLabel(label) {
    if (label.length <= MAX_LABEL_CHARS)
        return null;
    let chars = 0;
    for (let i = 0; i < label.length; i++, chars++) {
        const c = label.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = label.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
    }
    return chars > MAX_LABEL_CHARS ? chars : null;
}
function isLayer(value) {
    return typeof value === 'string' && LAYERS.includes(value);
}
function observation(parts) {
    const obs = {
        text: parts.text ?? '',
        verdict: parts.verdict ?? null,
        tools: parts.tools ?? [],
        ...(parts.raw === undefined ? {} : { raw: parts.raw }),
    };
    return obs;
}
/**
 * The typed reading of a run: a typed verdict as is, a non-empty string verdict as
 * a Decision, anything else as open-ended. (The meter still compares the text of a
 * text-only run on the verdict layer; see `comparisonKey`.)
 */
function outcomeOf(obs) {
    const v = obs.verdict;
    if (v !== null && typeof v === 'object')
        return v;
    if (typeof v === 'string' && v.length > 0)
        return { kind: 'decision', label: v };
    return { kind: 'no_decision', reason: 'open_ended' };
}
const EMPTY_KEY = 'e:';
function keyOfLabel(label) {
    return label.length === 0 ? EMPTY_KEY : `d:${label}`;
}
function keyOfReason(reason) {
    return `n:${reason}`;
}
function keyOfOutcome(outcome) {
    return outcome.kind === 'decision' ? keyOfLabel(outcome.label) : keyOfReason(outcome.reason);
}
function keyOfTools(tools) {
    return `t:${JSON.stringify(tools)}`;
}
/** The comparison key of one observation on one layer. */
function comparisonKey(obs, layer) {
    switch (layer) {
        case 'verdict': {
            const v = obs.verdict;
            if (v !== null && typeof v === 'object')
                return keyOfOutcome(v);
            if (typeof v === 'string' && v.length > 0)
                return keyOfLabel(v);
            return keyOfLabel(obs.text);
        }
        case 'text':
            return keyOfLabel(obs.text);
        case 'tools':
            return keyOfTools(obs.tools);
        default:
            throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
    }
}
function keyValue(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return { kind: 'decision', label: body };
        case 'n:':
            return { kind: 'no_decision', reason: body };
        case 't:':
            return JSON.parse(body);
        default:
            return '';
    }
}
/**
 * A plain, human label for a key: a decision's label, `no decision: REASON`, a
 * tool path joined with ` > ` (`(no tools)` when empty), `(empty)` for "".
 */
function keyLabel(key) {
    const body = key.slice(2);
    switch (key.slice(0, 2)) {
        case 'd:':
            return body;
        case 'n:':
            return `no decision: ${body}`;
        case 't:': {
            const tools = JSON.parse(body);
            return tools.length === 0 ? '(no tools)' : tools.join(' > ');
        }
        default:
            return '(empty)';
    }
}
function isNoDecisionKey(key) {
    return key.startsWith('n:');
}
function reasonOfKey(key) {
    return key.startsWith('n:') ? key.slice(2) : null;
}
/**
 * The scorability gate (verdict layer only): a series holding a NoDecision whose
 * reason means the harness failed, or an open-ended answer, cannot be scored for
 * categorical stability. Other layers are never gated.
 */
function assertScorable(keys, layer, where) {
    if (layer !== 'verdict')
        return;
    for (const key of keys) {
        const reason = reasonOfKey(key);
        if (reason === null)
            continue;
        if (isIncompleteReason(reason)) {
            throw new Refusal('outcome.incomplete', `an observation is a no-decision with reason '${reason}': the harness failed to produce a decision, so this series cannot be scored`, where);
        }
        if (reason === 'open_ended') {
            throw new Refusal('outcome.open-ended', 'an observation is an open-ended answer (no decision): categorical stability is undefined for it; extract a decision or compare on the text layer', where);
        }
    }
}

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
    return readResult(value, options, { textIsDecision: false });
}
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
async function build(kind, label, target, isFactory, options, moduleIsolation, ambiguity, loadTimeoutMs = null) {
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
    return new FunctionAgent(kind, label, fn, factory, options.isolation ?? declared, options);
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
/** `path/to/agent.mjs[:exportName]` split into the file and the export (default `default`). */
function parseAgentSpec(spec) {
    const match = /^(.+):([A-Za-z_$][\w$]*)$/.exec(spec);
    // A single letter before the colon is a Windows drive, not a file.
    if (match && match[1].length > 1) {
        return { file: match[1], exportName: match[2] };
    }
    return { file: spec, exportName: 'default' };
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
    let mod;
    try {
        mod = await within(import(pathToFileURL(resolved).href), loadTimeoutMs, () => new Refusal('agent.load-timeout', `the agent module did not finish loading within ${inWords(loadTimeoutMs ?? 0)}: its top-level code awaits something that never settles (a module must finish loading; make the agent's slow set-up a createAgent factory, or let it happen on the first call)`, file));
    }
    catch (error) {
        if (error instanceof Refusal && error.code === 'agent.load-timeout')
            throw error;
        throw moduleLoadRefusal(error, file);
    }
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
    }, loadTimeoutMs);
}

export { AgentCallError as A, chosenExport as B, hasExport as C, DEFAULT_LOAD_TIMEOUT_MS as D, EMPTY_KEY as E, FACTORY_EXPORT as F, tsxCommand as G, recordObservation as H, failureReasonOf as I, readResult as J, noDecisionFound as K, assertScorable as a, decision as b, comparisonKey as c, describeKeys as d, isLayer as e, functionAgent as f, isNoDecisionKey as g, isNoDecisionReason as h, isIncompleteReason as i, keyOfLabel as j, keyLabel as k, keyOfOutcome as l, keyOfReason as m, keyOfTools as n, overlongLabel as o, keyValue as p, loadModuleAgent as q, noDecision as r, observation as s, observationFromResult as t, outcomeOf as u, reasonOfKey as v, parseAgentSpec as w, within as x, inWords as y, moduleLoadRefusal as z };
