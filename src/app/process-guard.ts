import { describeThrown } from '../core/util/thrown.js';
import { EXIT } from '../errors.js';
import { terminalSafe } from '../render/escape.js';

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
const realExit: (code?: number) => never = process.exit.bind(process);

/** Ends the process now with `code` (even while agent calls are guarded). */
export function exitNow(code: number): never {
  return realExit(code);
}

/** What an agent's `process.exit(…)` throws while its calls are guarded. */
export class AgentExitError extends Error {
  override readonly name = 'AgentExitError';
}

/**
 * While agent code runs: `process.exit()` throws instead of ending the run (a
 * call that exits fails, and the run goes on to write its evidence), and the
 * agent's standard output goes to standard error, so a report printed on
 * standard output stays whole. Returns the function that undoes both.
 */
export function guardAgentCalls(): () => void {
  const exit = process.exit;
  const write = Object.getOwnPropertyDescriptor(process.stdout, 'write');
  process.exit = ((code?: number | string | null) => {
    throw new AgentExitError(
      `the agent called process.exit(${code === undefined ? '' : String(code)}); an agent must return or throw, not end the process`,
    );
  }) as typeof process.exit;
  const toStderr = process.stderr.write.bind(process.stderr);
  Object.defineProperty(process.stdout, 'write', {
    configurable: true,
    writable: true,
    value: toStderr,
  });
  return () => {
    process.exit = exit;
    if (write === undefined) delete (process.stdout as { write?: unknown }).write;
    else Object.defineProperty(process.stdout, 'write', write);
  };
}

/** Errors that escaped every call so far, in this process (counted while a watch is on). */
let escapedSoFar = 0;
/** How many had escaped when a run wrote its evidence, or null before any run did. */
let sealedAt: number | null = null;

/** Errors that escaped every call so far in this process (0 without a watch). */
export function strayErrorsSoFar(): number {
  return escapedSoFar;
}

/**
 * A run's evidence is final: the errors that escaped until now are in it (it is
 * marked incomplete when any did), so the reports written from it and the exit
 * code agree. An error escaping later is still reported, but changes no code:
 * every call had ended, and the files already say how the run went.
 */
export function sealStrayErrors(): void {
  sealedAt = escapedSoFar;
}

/** Lets the rejections the last calls left unhandled be reported before the evidence is sealed. */
export function settleStrayErrors(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

export interface StrayErrorWatch {
  /** The exit code to end with: 2 at least once an error escaped every call. */
  finalCode(code: number): number;
}

/**
 * Errors thrown where nothing awaits them (an agent's timer, a promise it never
 * handles) are reported on one line each instead of crashing with a stack
 * trace, and the run then ends with exit 2: the agent misbehaved outside the
 * calls the evidence records, so the result is not trusted.
 */
export function watchStrayErrors(stderr: (text: string) => void): StrayErrorWatch {
  let count = 0;
  const report = (what: string) => (error: unknown) => {
    count += 1;
    escapedSoFar += 1;
    stderr(
      `agentverity: ${what} outside any agent call (in the agent's code or a library it uses): ${terminalSafe(describeThrown(error), 500)}\n`,
    );
  };
  process.on('uncaughtException', report('an error was thrown'));
  process.on('unhandledRejection', report('a promise was rejected and never handled'));
  return {
    finalCode(code: number): number {
      if (count === 0 || code >= EXIT.unusable) return code;
      if (sealedAt !== null) {
        // Those before the seal made the evidence incomplete (exit 2 already); these came later.
        stderr(
          `agentverity: ${count} ${count === 1 ? 'error' : 'errors'} escaped after the evidence was written; every call had ended, so the result above stands\n`,
        );
        return code;
      }
      stderr(
        `agentverity: ${count} ${count === 1 ? 'error' : 'errors'} escaped outside any call, so this result is not trusted (exit ${EXIT.unusable})\n`,
      );
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
export function exitWhenFlushed(code: () => number): void {
  const open = (['stdout', 'stderr'] as const).filter(
    (name) => !closedStreams[name] && !process[name].destroyed,
  );
  let pending = open.length;
  const done = () => {
    pending -= 1;
    if (pending === 0) setImmediate(() => realExit(code()));
  };
  if (pending === 0) setImmediate(() => realExit(code()));
  // A stream that fails now calls back with its error: done all the same.
  for (const name of open) process[name].write('', done);
  // Should a stream never call back (a stuck pipe), end anyway.
  setTimeout(() => realExit(code()), 5000).unref();
}

/** Which of the process's standard streams a reader has closed (or that failed). */
export interface ClosedStreams {
  readonly stdout: boolean;
  readonly stderr: boolean;
}

const closedStreams = { stdout: false, stderr: false };

/** The standard streams found closed so far in this process. */
export function closedStandardStreams(): ClosedStreams {
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
export function watchClosedStreams(): ClosedStreams {
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = process[name];
    stream.on('error', () => {
      closedStreams[name] = true;
    });
  }
  return closedStreams;
}

/** If the command never finished (its promise was left pending), say so and exit 70. */
export function guardUnfinished(isFinished: () => boolean, stderr: (text: string) => void): void {
  process.on('beforeExit', () => {
    if (isFinished()) return;
    stderr(
      'agentverity: internal error: the command stopped before it finished\nPlease report this with the command you ran.\n',
    );
    realExit(EXIT.internal);
  });
}
