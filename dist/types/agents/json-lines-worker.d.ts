import { type ChildProcess } from 'node:child_process';
import { type CallFailureReason } from './types.js';
/**
 * The JSON-lines worker under every kind that speaks to a process
 * (docs/agent-protocol.md): the command agent (command.ts, one worker per call in
 * flight), the Python agent behind its shim (python.ts, through command.ts) and
 * the command system of stateful cases (command-system.ts, one worker, restarted
 * after a failure).
 *
 * One `JsonLinesWorker` is one process started through the shell, in its own
 * process group, holding at most one request at a time:
 *
 *   → {"id": 7, …the request's fields}
 *   ← {"id": 7, …the answer's fields}      or   ← {"id": 7, "error": "…"}
 *
 * It frames stdout into lines (a `\r\n` ends a line too; blank lines are
 * skipped), caps an unended line at `maxLine` characters, and fails the request
 * in flight when the worker breaks the protocol: a line that is not JSON, or JSON
 * that is not an object (`malformed_response`), an answer with another id, an
 * answer nobody asked for, a line past the cap (`runtime_error`). A crash or exit
 * during a request fails it with the exit code or signal and the last stderr
 * lines. Any failure takes the worker out of service and kills its process
 * group; the owner starts another for the next request. EPIPE on stdin after a
 * crash is left to the exit handler.
 *
 * Worker output is untrusted: every stderr line and the part of a bad line
 * quoted in a message are scrubbed (`scrub`) before anything cuts them.
 */
export interface JsonLinesWorkerOptions {
    readonly command: string;
    readonly cwd: string;
    /** Environment of the worker (default: this process's), through `workerEnv`. */
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** Longest answer line accepted, in characters (default 16 MiB). */
    readonly maxLine?: number;
    /** The secrets the caller knows, taken out of the worker's text before any cut. */
    readonly scrub?: (text: string) => string;
    /** What one request is called in "the worker wrote an answer when no call was waiting". */
    readonly noun: string;
    /** Keeps one stderr line (already scrubbed) or a note of a protocol error nobody waited for. */
    readonly keep: (line: string) => void;
    /** The last stderr lines, appended to the message about an exit (`StderrTail.hint`). */
    readonly stderrHint: () => string;
    /** Called once, when the worker is taken out of service (failed, exited or killed). */
    readonly retired?: (worker: JsonLinesWorker) => void;
}
/** A request in flight: `answered` gets the answer's fields without `id` and `error`. */
export interface WorkerRequest {
    readonly id: number;
    readonly answered: (fields: Record<string, unknown>) => void;
    readonly failed: (error: Error) => void;
}
/** How long a worker whose stdin was closed may take to exit before it is killed. */
export declare const WORKER_GRACE_MS = 300;
/**
 * The workers' environment: the one given (or this process's), with the settings
 * that keep a worker's stdout unbuffered when written to a pipe, unless the user
 * set them. Python buffers a pipe in blocks, so without this a worker using plain
 * print() answers nothing until its buffer fills: every call times out.
 */
export declare function workerEnv(env?: Readonly<Record<string, string | undefined>>): NodeJS.ProcessEnv;
/** The last stderr lines kept across an owner's workers (default 40). */
export declare class StderrTail {
    private readonly max;
    private readonly kept;
    constructor(max?: number);
    keep(line: string): void;
    lines(): string[];
    /** The last three lines for a message, or nothing. */
    hint(): string;
}
/** Waits for every exit, but at most `ms`. */
export declare function exitsWithin(exits: readonly Promise<void>[], ms: number): Promise<void>;
export declare class JsonLinesWorker {
    private readonly options;
    readonly child: ChildProcess;
    /** Out of service: it failed, exited or was killed; it takes no more requests. */
    dead: boolean;
    private pending;
    /** Characters written on stdout since the request in flight was sent. */
    private wroteSinceSend;
    private out;
    private err;
    private readonly exited;
    constructor(options: JsonLinesWorkerOptions);
    /** Sends one request line `{"id", …fields}`; the worker must hold none. */
    send(request: WorkerRequest, fields: Record<string, unknown>): void;
    private scrubbed;
    private keepLine;
    private onStdout;
    private onLine;
    private onStderr;
    /**
     * A protocol error fails the request in flight and ends the worker; one that
     * came when nothing was waiting is kept beside the stderr lines.
     */
    private protocolError;
    /**
     * What is known about a request that gets no answer: a worker that wrote
     * nothing on stdout may have its answer stuck in a buffer; one that wrote part
     * of a line never ended it.
     */
    silenceHint(): string;
    /** Fails the request in flight (if any) without ending the worker: `stop` follows. */
    reject(message: string): void;
    /** Fails the request in flight (if any), takes the worker out of service and kills it. */
    fail(message: string, reason?: CallFailureReason): void;
    /** Takes the worker out of service and kills its process group if it runs. */
    kill(): void;
    private signalKill;
    /** Closes stdin, waits a moment for a clean exit, then kills. */
    stop(): Promise<void>;
    whenExited(): Promise<void>;
}
