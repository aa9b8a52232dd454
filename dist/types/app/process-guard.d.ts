/** Ends the process now with `code` (even while agent calls are guarded). */
export declare function exitNow(code: number): never;
/** What an agent's `process.exit(…)` throws while its calls are guarded. */
export declare class AgentExitError extends Error {
    readonly name = "AgentExitError";
}
/**
 * While agent code runs: `process.exit()` throws instead of ending the run (a
 * call that exits fails, and the run goes on to write its evidence), and the
 * agent's standard output goes to standard error, so a report printed on
 * standard output stays whole. Returns the function that undoes both.
 */
export declare function guardAgentCalls(): () => void;
/** Errors that escaped every call so far in this process (0 without a watch). */
export declare function strayErrorsSoFar(): number;
/**
 * A run's evidence is final: the errors that escaped until now are in it (it is
 * marked incomplete when any did), so the reports written from it and the exit
 * code agree. An error escaping later is still reported, but changes no code:
 * every call had ended, and the files already say how the run went.
 */
export declare function sealStrayErrors(): void;
/** Lets the rejections the last calls left unhandled be reported before the evidence is sealed. */
export declare function settleStrayErrors(): Promise<void>;
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
export declare function watchStrayErrors(stderr: (text: string) => void): StrayErrorWatch;
/**
 * Ends the process once standard output and standard error are flushed, with
 * the code `code()` gives then (after rejections still pending were reported).
 * Exiting explicitly matters: a timer or socket an agent left open would
 * otherwise keep the process (and the CI job) alive after the report.
 */
export declare function exitWhenFlushed(code: () => number): void;
/** Which of the process's standard streams a reader has closed (or that failed). */
export interface ClosedStreams {
    readonly stdout: boolean;
    readonly stderr: boolean;
}
/** The standard streams found closed so far in this process. */
export declare function closedStandardStreams(): ClosedStreams;
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
export declare function watchClosedStreams(): ClosedStreams;
/** If the command never finished (its promise was left pending), say so and exit 70. */
export declare function guardUnfinished(isFinished: () => boolean, stderr: (text: string) => void): void;
