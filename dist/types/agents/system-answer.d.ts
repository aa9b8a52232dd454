import type { Json, JsonObject, ToolCall, Trajectory } from '../core/stateful/types.js';
/** What replaces the result of the call at the checkpoint of a replay. */
export type ReplayChange = {
    readonly fault: 'error';
    readonly message: string;
} | {
    readonly fault: 'timeout';
} | {
    readonly fault: 'malformed';
    readonly result: Json;
};
/**
 * Where a replay starts and what it changes. `input` is the case's request (the
 * trajectory holds the calls, not the request), given so that a system can run
 * its agent again from the start.
 */
export interface ReplayOptions {
    readonly checkpoint: number;
    readonly change: ReplayChange | null;
    readonly input: string | JsonObject;
}
/** What the agent did in one call of a system: its tool calls in order, then its answer. */
export interface SystemAnswer {
    readonly answer: string | null;
    readonly calls: readonly ToolCall[];
}
export interface StatefulSystem {
    readonly kind: 'module' | 'command';
    /** The module file (and export) or the command's program: for reports and evidence. */
    readonly source: string;
    readonly version: string | null;
    /** reset and snapshot both available. */
    readonly stateful: boolean;
    /** stateful, and replay available. */
    readonly replayable: boolean;
    /** The agent handles one request. Rejects (an `AgentCallError` or what the agent threw) when it fails. */
    call(input: string | JsonObject): Promise<SystemAnswer>;
    reset(state: Json): Promise<void>;
    snapshot(): Promise<Json>;
    replay(trajectory: Trajectory, options: ReplayOptions): Promise<SystemAnswer>;
    /**
     * Resolves when the system can take the next message without first starting up
     * (a module system's fresh worker thread after a stop); a timeout starts after it.
     */
    ready?(): Promise<void>;
    /** The message in flight took too long: stop it (a worker is killed and restarted on the next message). */
    abort(reason: string): void;
    close(): Promise<void>;
    /** The last lines the system wrote on stderr (command workers). */
    stderr(): readonly string[];
}
export declare function kindOf(value: unknown): string;
/**
 * A deep copy of `value` when it is plain JSON (null, booleans, finite numbers,
 * strings, lists and plain objects, no cycles); otherwise an `AgentCallError`
 * saying where (`what` names the value: `snapshot()`, `calls[2].args`).
 */
export declare function jsonCopy(value: unknown, what: string): Json;
/**
 * What an agent (or a replay) returned, checked: a string is an answer with no
 * calls; an object gives `answer` (or, in a worker's reply, `text`: a string or
 * null) and `calls` (a list of `{tool, args, result?, error?}`).
 */
export declare function systemAnswerOf(value: unknown, what?: string): SystemAnswer;
export declare function checkVersion(value: unknown, where: string, what: string): string | null;
