import { b as terminalSafe, d as describeThrown } from './types.js';
import { E as EXIT } from './errors.js';

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
    let pending = 2;
    const done = () => {
        pending -= 1;
        if (pending === 0)
            setImmediate(() => realExit(code()));
    };
    process.stdout.write('', done);
    process.stderr.write('', done);
    // Should a stream never call back (a stuck pipe), end anyway.
    setTimeout(() => realExit(code()), 5000).unref();
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

export { guardAgentCalls as a, exitNow as b, strayErrorsSoFar as c, sealStrayErrors as d, exitWhenFlushed as e, guardUnfinished as g, settleStrayErrors as s, watchStrayErrors as w };
