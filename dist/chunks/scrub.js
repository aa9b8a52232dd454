/** Values shorter than this are not scrubbed: they would match ordinary text. */
const MIN_SECRET_LENGTH = 8;
/** The scrubber of `secrets` (longest first, so a value containing another is replaced whole); null when none is long enough. */
function scrubberOf(secrets) {
    const list = [...new Set((secrets ?? []).filter((s) => s.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
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
    const seen = new Map();
    const walk = (v) => {
        if (typeof v === 'string')
            return scrub(v);
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
                const key = scrub(k);
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
function scrubbedObservation(o, scrub) {
    return scrubDeep(o, scrub);
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

export { scrubberOf as a, scrubDeep as b, scrubbingAgent as s };
