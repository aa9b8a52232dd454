import { type Isolation, type Observation } from '../core/index.js';
import { type ResultOptions } from './result.js';
import { type Agent, type AgentDiagnostics } from './types.js';
/**
 * An HTTP agent (`--agent-url`): each call POSTs `{"input": "…"}` as JSON and
 * reads the observation from the JSON answer, at the top level (`decision` /
 * `verdict`, `text`, `tools`) or at the given paths (`result.route`, `choices.0.tool`).
 *
 * Retries happen only when the request could not be made (connection refused,
 * reset) and on 429 and 503, with exponential backoff (a Retry-After in seconds is
 * honoured up to the cap); never after a 2xx and never on other statuses. Every
 * retry is counted. A timeout (the collector's) aborts the request and any wait,
 * and the reading of a body that never ends. Until the agent has answered once, a
 * connection error that waiting will not mend (refused, no such host, a port fetch
 * forbids) fails the call at once: nothing is listening there yet.
 *
 * An answer's body is read up to `maxBodyBytes` (default 1 MiB): a larger one
 * fails the call, naming the cap, so a runaway body bounds memory even with no
 * timeout.
 */
/** The largest answer body read, in bytes: 1 MiB. */
export declare const MAX_HTTP_BODY_BYTES: number;
export interface HttpAgentOptions extends ResultOptions {
    readonly url: string;
    readonly decisionPath?: string;
    readonly textPath?: string;
    readonly toolsPath?: string;
    readonly headers?: Readonly<Record<string, string>>;
    /** Retries per call (default 3). */
    readonly retries?: number;
    /** First backoff in ms, doubled each retry (default 250). */
    readonly backoffMs?: number;
    /** Longest wait between attempts in ms (default 5000). */
    readonly maxBackoffMs?: number;
    readonly isolation?: Isolation;
    /** The largest answer body read, in bytes (default MAX_HTTP_BODY_BYTES). */
    readonly maxBodyBytes?: number;
    /** Injected for tests; defaults to the global fetch. */
    readonly fetch?: typeof fetch;
    /**
     * Applied to the answer's body before it is parsed or cut for a message (an
     * error status quotes 200 characters of it): the secrets the caller knows.
     */
    readonly scrub?: (text: string) => string;
}
type Step = string | number;
/**
 * `a.b.0.c` → ['a', 'b', 0, 'c']; `$` or '' is the whole answer. An empty step
 * is refused, naming `setting` (the path's key in the settings).
 */
export declare function parseJsonPath(spec: string, setting: string): readonly Step[];
/** The URL without credentials, query or fragment, for plans and reports. */
export declare function safeUrlLabel(url: string): string;
export declare class HttpAgent implements Agent {
    readonly kind = "http";
    readonly label: string;
    readonly isolation: Isolation | null;
    private readonly options;
    private readonly paths;
    private readonly controllers;
    private retries;
    /** Whether any request got an HTTP answer: from then on connection errors are retried. */
    private answered;
    private readonly doFetch;
    constructor(options: HttpAgentOptions);
    call(input: string, callId: number): Promise<Observation>;
    private backoff;
    private attempt;
    private extract;
    abort(callId: number, reason: string): void;
    diagnostics(): AgentDiagnostics;
    close(): Promise<void>;
}
export declare function httpAgent(options: HttpAgentOptions): Agent;
export {};
