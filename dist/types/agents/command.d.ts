import { type Isolation, type Observation } from '../core/index.js';
import { type ResultOptions } from './result.js';
import { type Agent, type AgentDiagnostics } from './types.js';
/**
 * A command worker (`--agent-command "python agent.py"`): a long-lived process
 * that reads one JSON request per line on stdin and writes one JSON answer per
 * line on stdout (docs/agent-protocol.md):
 *
 *   → {"id": 7, "input": "…"}
 *   ← {"id": 7, "decision": "refund", "text": "…", "tools": ["lookup"]}
 *   ← {"id": 7, "error": "what went wrong"}
 *
 * Each worker (json-lines-worker.ts) handles one call at a time; the pool grows
 * to as many workers as calls in flight. A crash, a line that is not JSON, an answer with another id,
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
    private startWorker;
    call(input: string, callId: number): Promise<Observation>;
    abort(callId: number, reason: string): string | undefined;
    /** A worker finished a call and can take another (unless it is out of service). */
    private release;
    /** A worker was taken out of service: it is replaced (lazily) by the next call. */
    private retire;
    /** Process ids of every worker started so far (for diagnostics and tests). */
    pids(): readonly number[];
    diagnostics(): AgentDiagnostics;
    close(): Promise<void>;
}
export declare function commandAgent(options: CommandAgentOptions): Agent;
