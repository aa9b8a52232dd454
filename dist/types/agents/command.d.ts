import { type ChildProcess } from 'node:child_process';
import { type Isolation, type Observation } from '../core/index.js';
import { type ResultOptions } from './result.js';
import { type Agent, type AgentDiagnostics, type CallFailureReason } from './types.js';
/**
 * A command worker (`--agent-command "python agent.py"`): a long-lived process
 * that reads one JSON request per line on stdin and writes one JSON answer per
 * line on stdout (docs/agent-protocol.md):
 *
 *   → {"id": 7, "input": "…"}
 *   ← {"id": 7, "decision": "refund", "text": "…", "tools": ["lookup"]}
 *   ← {"id": 7, "error": "what went wrong"}
 *
 * Each worker handles one call at a time; the pool grows to as many workers as
 * calls in flight. A crash, a line that is not JSON, an answer with another id,
 * or a timeout (the collector calls `abort`) fails that call, and the worker is
 * killed and replaced on the next call. Everything a worker writes to stderr is
 * kept (the last lines) for the report.
 */
export interface CommandAgentOptions extends ResultOptions {
    readonly command: string;
    readonly cwd: string;
    /**
     * Environment of the workers (default: this process's). `PYTHONUNBUFFERED=1` is
     * added unless it is set, so a Python worker's plain print() reaches the pipe at once.
     */
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** Lines of stderr to keep across workers (default 40). */
    readonly stderrLines?: number;
    readonly isolation?: Isolation;
    /** Longest answer line accepted, in characters (default 16 MiB). */
    readonly maxLine?: number;
    /**
     * Applied to the worker's text before any of it is cut for a message (a line
     * that is no JSON, the last stderr lines): the secrets the caller knows.
     */
    readonly scrub?: (text: string) => string;
}
interface Pending {
    readonly id: number;
    readonly resolve: (obs: Observation) => void;
    readonly reject: (error: Error) => void;
}
/**
 * The workers' environment: the one given (or this process's), with the settings
 * that keep a worker's stdout unbuffered when written to a pipe, unless the user
 * set them. Python buffers a pipe in blocks, so without this a worker using plain
 * print() answers nothing until its buffer fills: every call times out.
 */
export declare function workerEnv(env?: Readonly<Record<string, string | undefined>>): NodeJS.ProcessEnv;
declare class Worker {
    private readonly owner;
    readonly child: ChildProcess;
    readonly number: number;
    pending: Pending | null;
    dead: boolean;
    /** Characters written on stdout since the call in flight was sent. */
    wroteSinceSend: number;
    private out;
    private err;
    private readonly exited;
    constructor(owner: CommandAgent, number: number, options: CommandAgentOptions);
    send(pending: Pending, input: string): void;
    private onStdout;
    private onLine;
    private onStderr;
    private flushStderr;
    private protocolError;
    /**
     * What is known about a call that gets no answer: a worker that wrote nothing
     * on stdout may have its answer stuck in a buffer; one that wrote part of a
     * line never ended it.
     */
    silenceHint(): string;
    /** Fail the call in flight (if any) and take the worker out of service. */
    fail(message: string, reason?: CallFailureReason): void;
    kill(): void;
    /** Close stdin, wait a moment for a clean exit, then kill. */
    stop(): Promise<void>;
    killNow(): void;
    whenExited(): Promise<void>;
}
export declare class CommandAgent implements Agent {
    readonly kind = "command";
    readonly label: string;
    readonly isolation: Isolation | null;
    readonly resultOptions: ResultOptions;
    private readonly options;
    private readonly idle;
    private readonly workers;
    private readonly byCall;
    /** The exits of workers taken out of service (killed), awaited by `close`. */
    private readonly retired;
    private readonly stderr;
    private started;
    private restarts;
    private readonly spawned;
    private closed;
    private readonly onExit;
    constructor(options: CommandAgentOptions);
    call(input: string, callId: number): Promise<Observation>;
    abort(callId: number, reason: string): string | undefined;
    /** A worker finished a call and can take another. */
    release(worker: Worker): void;
    /** A worker failed: it is replaced (lazily) by the next call. */
    retire(worker: Worker): void;
    /** `text` without the secrets the caller named (before any cut). */
    scrubText(text: string): string;
    keepStderr(worker: number, line: string): void;
    stderrHint(): string;
    /** Process ids of every worker started so far (for diagnostics and tests). */
    pids(): readonly number[];
    diagnostics(): AgentDiagnostics;
    close(): Promise<void>;
}
export declare function commandAgent(options: CommandAgentOptions): Agent;
export {};
