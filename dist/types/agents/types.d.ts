import type { FailedCallReason, Isolation, Observation } from '../core/index.js';
/**
 * One agent, however it is reached (a JS module, a command worker, an HTTP
 * endpoint). The collector calls `call` and never looks inside.
 *
 * `call` may return an Observation synchronously (the fast path: no promise, no
 * timer) or a promise of one. A thrown error or a rejected promise is that call's
 * error; it is recorded, never retried by the collector.
 */
export interface Agent {
    /** `module`, `command`, `http` or `function` (an in-process function given to the library). */
    readonly kind: string;
    /** A short description for plans and reports (a file name, a command, a URL without query). */
    readonly label: string;
    /** The isolation the agent declared, or null when it declared none. */
    readonly isolation: Isolation | null;
    /**
     * Call the agent once. `callId` identifies the call to `abort`; `fresh` asks for
     * a fresh instance for this call (fresh-instance isolation), where the agent
     * kind supports it.
     */
    call(input: string, callId: number, fresh: boolean): Observation | PromiseLike<Observation>;
    /**
     * Give up on a call that timed out or was interrupted (kill a worker, abort a
     * request). May return what the agent kind knows about the abandoned call (a
     * worker that wrote nothing: did it flush stdout?), to be added to its error.
     */
    abort?(callId: number, reason: string): string | undefined | void;
    /** Release processes, sockets and timers. Safe to call more than once. */
    close(): Promise<void>;
    /** What the agent kind counted while running (restarts, retries, stderr kept). */
    diagnostics?(): AgentDiagnostics;
}
/** Facts an agent kind keeps for the report. */
export interface AgentDiagnostics {
    /** Worker processes started again after a crash, a protocol error or a timeout. */
    readonly restarts?: number;
    /** HTTP retries after connection errors or 429/503 answers. */
    readonly retries?: number;
    /** The last lines the workers wrote to stderr (untrusted text). */
    readonly stderr?: readonly string[];
}
/**
 * The reasons an agent's own error may give (core's FAILED_CALL_REASONS but the
 * collector's own two, `timeout` and `cancelled`).
 */
export type CallFailureReason = Exclude<FailedCallReason, 'timeout' | 'cancelled'>;
/**
 * An error that belongs to one call (recorded as that call's error). `reason`
 * says what failed: `extraction_failed` (a decision was expected and none was
 * found), `malformed_response` (the answer, or its decision, has the wrong shape,
 * such as a label longer than `MAX_LABEL_CHARS`), `interrupted` (the run stopped
 * to wait for a human: a LangGraph interrupt, a tool approval request; nobody
 * answers it during a measurement), or `runtime_error` (the call itself failed: a
 * crash, an HTTP error, an `error` answer).
 */
export declare class AgentCallError extends Error {
    readonly name = "AgentCallError";
    readonly reason: CallFailureReason;
    constructor(message: string, reason?: CallFailureReason);
}
/**
 * The no-decision reason a failed call stands for: the agent error's, else
 * `runtime_error`. An AgentCallError is recognised by its name and reason as well
 * as its class, so one thrown by another copy of this library (an agent module
 * importing the published package while the engine runs from a checkout) counts.
 */
export declare function failureReasonOf(error: unknown): CallFailureReason;
