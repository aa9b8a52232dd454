/**
 * `value` with `f` applied to every string in it, keys too. Objects and arrays
 * in which nothing changed are returned as they are (the same reference), so a
 * value `f` leaves alone is never copied. Pure; shared references and cycles are
 * mapped once.
 */
function mapStrings(value, f) {
    const seen = new Map();
    const walk = (v) => {
        if (typeof v === 'string')
            return f(v);
        if (v === null || typeof v !== 'object')
            return v;
        if (seen.has(v))
            return seen.get(v);
        seen.set(v, v);
        let changed = false;
        let out;
        if (Array.isArray(v)) {
            const items = v.map((item) => {
                const next = walk(item);
                if (next !== item)
                    changed = true;
                return next;
            });
            out = changed ? items : v;
        }
        else {
            const entries = Object.entries(v).map(([k, item]) => {
                const key = f(k);
                const next = walk(item);
                if (next !== item || key !== k)
                    changed = true;
                return [key, next];
            });
            out = changed ? Object.fromEntries(entries) : v;
        }
        seen.set(v, out);
        return out;
    };
    return walk(value);
}

/** Values shorter than this are not scrubbed: they would match ordinary text. */
const MIN_SECRET_LENGTH = 8;
/** The scrubber of `secrets` (longest first, so a value containing another is replaced whole); null when none is long enough. */
function scrubberOf(secrets) {
    const given = (secrets ?? []).filter((s) => s.length >= MIN_SECRET_LENGTH);
    // A secret in JSON text (an answer's raw body, a worker's line) is written with
    // its quotes and backslashes escaped: that form is replaced too.
    const escaped = given.map((s) => JSON.stringify(s).slice(1, -1));
    const list = [...new Set([...given, ...escaped])].sort((a, b) => b.length - a.length);
    if (list.length === 0)
        return null;
    return (text) => {
        let out = text;
        for (const secret of list)
            if (out.includes(secret))
                out = out.split(secret).join('***');
        return out;
    };
}
/**
 * `value` with every string in it scrubbed (keys too). Objects and arrays that
 * hold no secret are returned as they are (the same reference), so clean
 * evidence is not copied.
 */
function scrubDeep(value, scrub) {
    return mapStrings(value, scrub);
}
function scrubbedObservation(o, scrub) {
    return scrubDeep(o, scrub);
}
/** What was thrown, with the secrets gone from its message (the same error, or a scrubbed string). */
function scrubThrown(error, scrub) {
    return scrub === null ? error : scrubbedError(error, scrub);
}
function scrubbedError(error, scrub) {
    if (!(error instanceof Error))
        return typeof error === 'string' ? scrub(error) : error;
    const message = scrub(error.message);
    if (message === error.message)
        return error;
    // The same error (its class and reason), with the secret gone from what it says.
    error.message = message;
    if (typeof error.stack === 'string')
        error.stack = scrub(error.stack);
    // A refusal says its reason and place apart from its message: those too.
    for (const key of ['reason', 'where']) {
        const value = error[key];
        if (typeof value === 'string') {
            Object.defineProperty(error, key, { value: scrub(value), enumerable: true });
        }
    }
    return error;
}
/** The agent whose answers and errors come back scrubbed, before the collector records them. */
function scrubbingAgent(agent, scrub) {
    if (scrub === null)
        return agent;
    const call = (input, callId, fresh) => {
        let answer;
        try {
            answer = agent.call(input, callId, fresh);
        }
        catch (error) {
            throw scrubbedError(error, scrub);
        }
        if (answer !== null && typeof answer.then === 'function') {
            return Promise.resolve(answer).then((o) => scrubbedObservation(o, scrub), (error) => {
                throw scrubbedError(error, scrub);
            });
        }
        return scrubbedObservation(answer, scrub);
    };
    const wrapped = {
        kind: agent.kind,
        label: agent.label,
        isolation: agent.isolation,
        call,
        close: () => agent.close(),
    };
    if (agent.abort !== undefined) {
        const abort = agent.abort.bind(agent);
        Object.assign(wrapped, {
            abort: (callId, reason) => {
                const said = abort(callId, reason);
                return typeof said === 'string' ? scrub(said) : said;
            },
        });
    }
    if (agent.diagnostics !== undefined) {
        const diagnostics = agent.diagnostics.bind(agent);
        Object.assign(wrapped, { diagnostics: () => scrubDeep(diagnostics(), scrub) });
    }
    return wrapped;
}
/**
 * The stateful system whose answers, tool calls, snapshots, errors and stderr
 * lines come back scrubbed, before the cases collector records or judges them
 * (the judgement cuts answers for its messages: a cut of clean text keeps no
 * prefix of a secret).
 */
function scrubbingSystem(system, scrub) {
    if (scrub === null)
        return system;
    const clean = async (f) => {
        try {
            return scrubDeep(await f(), scrub);
        }
        catch (error) {
            throw scrubbedError(error, scrub);
        }
    };
    const wrapped = {
        kind: system.kind,
        source: scrub(system.source),
        version: system.version === null ? null : scrub(system.version),
        stateful: system.stateful,
        replayable: system.replayable,
        call: (input) => clean(() => system.call(input)),
        reset: (state) => clean(() => system.reset(state)),
        snapshot: () => clean(() => system.snapshot()),
        replay: (trajectory, options) => clean(() => system.replay(trajectory, options)),
        abort: (reason) => system.abort(reason),
        close: () => system.close(),
        stderr: () => system.stderr().map(scrub),
    };
    if (system.ready !== undefined) {
        const ready = system.ready.bind(system);
        Object.assign(wrapped, { ready: () => ready() });
    }
    return wrapped;
}

export { scrubDeep as a, scrubbingAgent as b, scrubThrown as c, scrubbingSystem as d, mapStrings as m, scrubberOf as s };
