import { a as terminalSafe, d as describeThrown, c as checkWritable, e as refusingWrites, k as writeTextFile, n as writeChunksFile, V as VERSION, T as TOOL_NAME } from './module-spec.js';
import { E as EXIT } from './errors.js';
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Guards for the real process, the CLI's or the Action's: the one set both
 * shells use. A module agent runs inside this process, so its code can end the
 * process, print on the standard output the report goes to, throw where no call
 * awaits it, or leave timers that keep the process alive. None of that may end a
 * run silently, corrupt a report, print a stack trace, or hang a CI job. Only the
 * entries (cli/main.ts, github/index.ts) and a run that owns the process use
 * these; in-process tests do not.
 */
/** The real `process.exit`, kept before any agent could replace it. */
const realExit = process.exit.bind(process);
/** Ends the process now with `code` (even while agent calls are guarded). */
function exitNow(code) {
    return realExit(code);
}
/** What an agent's `process.exit(…)` throws while its calls are guarded. */
class AgentExitError extends Error {
    name = 'AgentExitError';
}
/**
 * While agent code runs: `process.exit()` throws instead of ending the run (a
 * call that exits fails, and the run goes on to write its evidence), and the
 * agent's standard output goes to standard error, so a report printed on
 * standard output stays whole. Returns the function that undoes both.
 */
function guardAgentCalls() {
    const exit = process.exit;
    const write = Object.getOwnPropertyDescriptor(process.stdout, 'write');
    process.exit = ((code) => {
        throw new AgentExitError(`the agent called process.exit(${code === undefined ? '' : String(code)}); an agent must return or throw, not end the process`);
    });
    const toStderr = process.stderr.write.bind(process.stderr);
    Object.defineProperty(process.stdout, 'write', {
        configurable: true,
        writable: true,
        value: toStderr,
    });
    return () => {
        process.exit = exit;
        if (write === undefined)
            delete process.stdout.write;
        else
            Object.defineProperty(process.stdout, 'write', write);
    };
}
/** Errors that escaped every call so far, in this process (counted while a watch is on). */
let escapedSoFar = 0;
/** How many had escaped when a run wrote its evidence, or null before any run did. */
let sealedAt = null;
/** Errors that escaped every call so far in this process (0 without a watch). */
function strayErrorsSoFar() {
    return escapedSoFar;
}
/**
 * A run's evidence is final: the errors that escaped until now are in it (it is
 * marked incomplete when any did), so the reports written from it and the exit
 * code agree. An error escaping later is still reported, but changes no code:
 * every call had ended, and the files already say how the run went.
 */
function sealStrayErrors() {
    sealedAt = escapedSoFar;
}
/** Lets the rejections the last calls left unhandled be reported before the evidence is sealed. */
function settleStrayErrors() {
    return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
/**
 * Errors thrown where nothing awaits them (an agent's timer, a promise it never
 * handles) are reported on one line each instead of crashing with a stack
 * trace, and the run then ends with exit 2: the agent misbehaved outside the
 * calls the evidence records, so the result is not trusted.
 */
function watchStrayErrors(stderr) {
    let count = 0;
    const report = (what) => (error) => {
        count += 1;
        escapedSoFar += 1;
        stderr(`agentverity: ${what} outside any agent call (in the agent's code or a library it uses): ${terminalSafe(describeThrown(error), 500)}\n`);
    };
    process.on('uncaughtException', report('an error was thrown'));
    process.on('unhandledRejection', report('a promise was rejected and never handled'));
    return {
        finalCode(code) {
            if (count === 0 || code >= EXIT.unusable)
                return code;
            if (sealedAt !== null) {
                // Those before the seal made the evidence incomplete (exit 2 already); these came later.
                stderr(`agentverity: ${count} ${count === 1 ? 'error' : 'errors'} escaped after the evidence was written; every call had ended, so the result above stands\n`);
                return code;
            }
            stderr(`agentverity: ${count} ${count === 1 ? 'error' : 'errors'} escaped outside any call, so this result is not trusted (exit ${EXIT.unusable})\n`);
            return EXIT.unusable;
        },
    };
}
/**
 * Ends the process once standard output and standard error are flushed, with
 * the code `code()` gives then (after rejections still pending were reported).
 * Exiting explicitly matters: a timer or socket an agent left open would
 * otherwise keep the process (and the CI job) alive after the report.
 */
function exitWhenFlushed(code) {
    const open = ['stdout', 'stderr'].filter((name) => !closedStreams[name] && !process[name].destroyed);
    let pending = open.length;
    const done = () => {
        pending -= 1;
        if (pending === 0)
            setImmediate(() => realExit(code()));
    };
    if (pending === 0)
        setImmediate(() => realExit(code()));
    // A stream that fails now calls back with its error: done all the same.
    for (const name of open)
        process[name].write('', done);
    // Should a stream never call back (a stuck pipe), end anyway.
    setTimeout(() => realExit(code()), 5000).unref();
}
const closedStreams = { stdout: false, stderr: false };
/** The standard streams found closed so far in this process. */
function closedStandardStreams() {
    return closedStreams;
}
/**
 * A reader that goes away (`… | head -3`) closes the pipe: the next write fails
 * with EPIPE, emitted as an 'error' on the stream. Unheard, that error is an
 * uncaught exception, whose report is written to standard error; with `2>&1`
 * that is the same closed pipe, which fails again, and the process spins at full
 * CPU forever. Heard here, a failed stream is marked closed and never written
 * again: the run finishes (its evidence and report files are written as usual)
 * and the process exits with the run's code. Any error on a standard stream is
 * taken this way: nothing more can be said on it.
 */
function watchClosedStreams() {
    for (const name of ['stdout', 'stderr']) {
        const stream = process[name];
        stream.on('error', () => {
            closedStreams[name] = true;
        });
    }
    return closedStreams;
}
/** If the command never finished (its promise was left pending), say so and exit 70. */
function guardUnfinished(isFinished, stderr) {
    process.on('beforeExit', () => {
        if (isFinished())
            return;
        stderr('agentverity: internal error: the command stopped before it finished\nPlease report this with the command you ran.\n');
        realExit(EXIT.internal);
    });
}

// The ports the use cases reach the world through: the clock, the files they
// write, and where they tell a person what is happening. The shells pass the
// real ones (or tests their fakes); nothing in app reads the clock or writes a
// file any other way.
/**
 * The clock: the system's, or pinned by `SOURCE_DATE_EPOCH` (whole seconds) for
 * reproducible files. The one place that variable is read.
 */
function clockFrom(env) {
    const epoch = env['SOURCE_DATE_EPOCH']?.trim();
    if (epoch !== undefined && /^\d+$/.test(epoch)) {
        const pinned = Number(epoch) * 1000;
        return { now: () => pinned };
    }
    return { now: () => Date.now() };
}
/** ISO 8601 of the clock's now. */
function isoNow(clock) {
    return new Date(clock.now()).toISOString();
}
/** The real file system; `writeText` may be replaced (the CLI's tests capture writes). */
function diskFiles(writeText) {
    return {
        writeText: refusingWrites(writeText ?? writeTextFile),
        // A replaced writeText sees every file, streamed ones too (joined).
        ...(writeText === undefined || writeText === writeTextFile
            ? { writeChunks: refusingWrites(writeChunksFile) }
            : {}),
        copy: (from, to) => refusingWrites((file) => copyFileSync(from, file))(to),
        checkWritable,
    };
}
/** Write a file in pieces through the port (joined for a port that only writes whole texts). */
function writePieces(files, file, chunks) {
    if (files.writeChunks !== undefined)
        files.writeChunks(file, chunks);
    else
        files.writeText(file, [...chunks].join(''));
}

/** The version of the attribute map; bumped when an attribute changes meaning. */
const TELEMETRY_SCHEMA = 'agentverity-action/telemetry@1';
/** The summary span's name. */
const TELEMETRY_SPAN_NAME = 'agentverity.assessment';
/**
 * The attributes of the summary span of an assessment. `command` says which
 * command assessed (a closed set). Keys are `agentverity.*`; a key appears only
 * when its part of the assessment exists (no meter: no `agentverity.meter.*`).
 */
function telemetryAttributes(a, command) {
    const out = {
        'agentverity.schema': TELEMETRY_SCHEMA,
        'agentverity.version': VERSION,
        'agentverity.command': command,
        'agentverity.status': a.status,
        'agentverity.exit_code': a.exitCode,
        'agentverity.complete': a.complete,
        'agentverity.inputs': a.inputFingerprints.length,
        'agentverity.layer': a.layer,
        'agentverity.isolation': a.isolation,
        'agentverity.method': a.method,
        'agentverity.epsilon': a.epsilon,
        'agentverity.calls': a.calls.total,
        'agentverity.errors': a.errorCount,
        'agentverity.caveats': a.caveats.length,
        'agentverity.findings.gating': a.findings.filter((f) => f.gates).length,
        'agentverity.relations.total': a.relations.length,
        'agentverity.relations.exercised': a.relations.filter((r) => r.exercised > 0).length,
        'agentverity.relations.violated': a.relations.filter((r) => r.violated > 0).length,
        'agentverity.relations.vacuous': a.relations.filter((r) => r.vacuous).length,
    };
    const m = a.meter;
    if (m !== null) {
        out['agentverity.meter.call'] = m.call;
        out['agentverity.meter.flip_rate'] = m.flipRate;
        out['agentverity.meter.ci_low'] = m.ciLow;
        out['agentverity.meter.ci_high'] = m.ciHigh;
        out['agentverity.meter.epsilon'] = m.epsilon;
        out['agentverity.meter.pairs'] = m.pairs;
        out['agentverity.meter.flips'] = m.flips;
        out['agentverity.meter.repeats'] = m.repeats;
        out['agentverity.meter.max_repeats'] = m.maxRepeats;
        out['agentverity.meter.inputs_with_flip'] = m.inputsWithFlip;
    }
    const b = a.blindness;
    if (b !== null) {
        out['agentverity.blindness.blind'] = b.blind;
        out['agentverity.blindness.skew'] = b.skew;
        out['agentverity.blindness.distinct'] = b.distinct;
        out['agentverity.blindness.threshold'] = b.threshold;
    }
    const r = a.routes;
    if (r !== null) {
        out['agentverity.routes.total'] = r.routes.length;
        out['agentverity.routes.deterministic'] = r.deterministic.length;
        out['agentverity.routes.stochastic'] = r.stochastic.length;
        out['agentverity.routes.undecided'] = r.undecided.length;
        out['agentverity.routes.targeted_stochastic'] = r.targetedStochastic.length;
        out['agentverity.routes.targeted_undecided'] = r.targetedUndecided.length;
    }
    const c = a.contract;
    if (c !== null) {
        out['agentverity.contract.satisfied'] = c.satisfied;
        out['agentverity.contract.intended_coverage'] = c.intendedCoverage;
        out['agentverity.contract.observed_coverage'] = c.observedCoverage;
        out['agentverity.contract.missing_intended'] = c.missingIntended.length;
        out['agentverity.contract.missing_observed'] = c.missingObserved.length;
        out['agentverity.contract.unknown_observed'] = c.unknownObserved.length;
        out['agentverity.contract.missing_critical'] = c.missingCritical.length;
    }
    const rc = a.relationCoverage;
    if (rc !== null) {
        out['agentverity.relation_coverage.routes'] = rc.routes.length;
        out['agentverity.relation_coverage.probed'] = rc.probed.length;
        out['agentverity.relation_coverage.unprobed'] = rc.unprobed.length;
    }
    return out;
}

// OpenTelemetry, when the user has it: one summary span per assessment, made
// through the user's own `@opentelemetry/api` (an optional peer dependency, never
// bundled) so the span goes to whatever tracer provider their setup registered
// (`node --import ./otel.mjs`, NODE_OPTIONS, an SDK started in a test). Without
// the API, or with it but no provider registered, nothing is sent and nothing
// is paid: the API is only loaded when there is a span to send.
//
// The attributes are render/telemetry.ts's: counts and our own words only,
// never a prompt, an output, a label, a fingerprint or an error message.
/** Values of AGENTVERITY_TELEMETRY that turn the span off. */
const OFF = new Set(['0', 'off', 'false', 'no', 'none']);
/** Whether the environment turns telemetry off (ours, or OpenTelemetry's own switch). */
function telemetryDisabled(env) {
    const ours = env['AGENTVERITY_TELEMETRY']?.trim().toLowerCase();
    if (ours !== undefined && OFF.has(ours))
        return true;
    return env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true';
}
function apiOf(mod) {
    const candidates = [mod, mod?.default];
    for (const c of candidates) {
        const trace = c?.trace;
        if (trace !== undefined && typeof trace.getTracer === 'function')
            return c;
    }
    return null;
}
/**
 * The user's `@opentelemetry/api`: resolved from the working directory first
 * (the project's own copy, as the Action's bundle has no node_modules of its
 * own), then from where this package is installed. Null when neither has it.
 * Every copy of the 1.x API shares one global registry, so either one reaches
 * the provider the user registered.
 */
async function loadOtelApi(cwd) {
    try {
        const resolved = createRequire(path.join(cwd, 'package.json')).resolve('@opentelemetry/api');
        const api = apiOf(await import(pathToFileURL(resolved).href));
        if (api !== null)
            return api;
    }
    catch {
        // Not in the project: try our own installation's.
    }
    try {
        return apiOf(await import('@opentelemetry/api'));
    }
    catch {
        return null;
    }
}
/**
 * Whether anything registered with an OpenTelemetry 1.x API in this process (a
 * tracer provider, a context manager…): every 1.x copy keeps its registrations
 * on this one global. Without it no provider is registered, a span would go
 * nowhere, and the API (its module loader costs a few MiB at the end of a
 * large run) is not loaded at all.
 */
function otelRegistered(global = globalThis) {
    const registry = global[Symbol.for('opentelemetry.js.api.1')];
    return typeof registry === 'object' && registry !== null;
}
/** The default loader: the user's API, only when something registered with one. */
async function loadRegisteredOtelApi(cwd) {
    return otelRegistered() ? loadOtelApi(cwd) : null;
}
const FLUSH_TIMEOUT_MS = 5000;
/** Ask the registered provider (behind the API's proxy) to export now, for at most 5 s. */
async function flushProvider(api) {
    const proxy = api.trace.getTracerProvider();
    const provider = (typeof proxy.getDelegate === 'function' ? proxy.getDelegate() : proxy);
    if (typeof provider.forceFlush !== 'function')
        return;
    let timer;
    const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
        timer.unref?.();
    });
    try {
        await Promise.race([provider.forceFlush(), timeout]);
    }
    finally {
        if (timer !== undefined)
            clearTimeout(timer);
    }
}
/** The telemetry port a shell passes to the engine. */
function openTelemetry(options) {
    const pending = [];
    const disabled = telemetryDisabled(options.env);
    const load = options.load ?? loadRegisteredOtelApi;
    return {
        record: (span) => {
            if (!disabled)
                pending.push(span);
        },
        flush: async () => {
            if (pending.length === 0)
                return 0;
            const spans = pending.splice(0);
            try {
                const api = await load(options.cwd);
                if (api === null)
                    return 0;
                const tracer = api.trace.getTracer(TOOL_NAME, VERSION);
                for (const s of spans) {
                    tracer
                        .startSpan(s.name, { startTime: s.startMs, attributes: { ...s.attributes } })
                        .end(s.endMs);
                }
                await flushProvider(api);
                return spans.length;
            }
            catch (error) {
                options.log?.(`agentverity: OpenTelemetry: the summary span could not be sent: ${terminalSafe(error instanceof Error ? error.message : String(error), 300)}\n`);
                return 0;
            }
        },
    };
}
/** A telemetry port that sends nothing (the library's default, and tests). */
const NO_TELEMETRY = { record: () => undefined, flush: async () => 0 };
/** The summary span of one assessment, from when its evidence began to be obtained until now. */
function assessmentSpan(assessment, command, startMs, endMs) {
    return {
        name: TELEMETRY_SPAN_NAME,
        startMs,
        endMs: Math.max(startMs, endMs),
        attributes: telemetryAttributes(assessment, command),
    };
}

export { NO_TELEMETRY as N, TELEMETRY_SCHEMA as T, watchStrayErrors as a, TELEMETRY_SPAN_NAME as b, clockFrom as c, diskFiles as d, exitWhenFlushed as e, guardAgentCalls as f, guardUnfinished as g, exitNow as h, isoNow as i, strayErrorsSoFar as j, sealStrayErrors as k, assessmentSpan as l, closedStandardStreams as m, writePieces as n, openTelemetry as o, settleStrayErrors as s, telemetryAttributes as t, watchClosedStreams as w };
