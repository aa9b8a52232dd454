import { Refusal } from '../core/index.js';
import type { Json, JsonObject, ToolCall, Trajectory } from '../core/stateful/types.js';
/**
 * Systems under test for stateful cases (issue 16): an agent together with the
 * world it acts on. A system declares what it can do:
 *
 * - **stateful**: `reset(state)` puts the world in the given state, `snapshot()`
 *   returns the world as it is now (JSON). The harness resets before every case
 *   run and replay (with a fresh deep copy of the case's initial state) and
 *   snapshots after it.
 * - **replayable** (stateful, plus `replay(trajectory, {checkpoint, change})`):
 *   restores the world as it was before call `checkpoint` of a recorded
 *   trajectory, gives the agent that call's result replaced by `change` (null:
 *   the recorded result, the control replay) and lets it continue; it returns the
 *   whole trajectory of the replayed run.
 * - `version`: a string naming this build of the system; replays are cached by it.
 *
 * Two kinds: a JS module (`system.mjs`: the agent as its default export, or a
 * `createAgent` factory, plus named exports `reset`, `snapshot`, `replay`,
 * `version`) and a command worker speaking the JSON-lines protocol of
 * docs/agent-protocol.md with the request types `call`, `reset`, `snapshot`,
 * `replay` and `describe`. Every answer is checked: a shape that is not the
 * protocol's is that call's error (an `AgentCallError`), never a crash, and what
 * is kept is a copy, so a system that later changes an object it returned does
 * not change what was recorded.
 */
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
    /** The message in flight took too long: stop it (a worker is killed and restarted on the next message). */
    abort(reason: string): void;
    close(): Promise<void>;
    /** The last lines the system wrote on stderr (command workers). */
    stderr(): readonly string[];
}
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
export interface ModuleSystemOptions {
    /** Folder the module path is relative to. */
    readonly cwd: string;
    /** The longest wait for the module to load and its factory to make the agent (default 120 s); null: no cap. */
    readonly loadTimeoutMs?: number | null;
}
/**
 * Load a system module `path/to/system.mjs[:exportName]`: the agent is the default
 * export (or the named one), or the `createAgent` factory's result (called once:
 * the world lives in the module, so every case runs on the same instance, reset
 * between cases); `reset`, `snapshot`, `replay` and `version` are named exports.
 * Refusals name the file.
 */
export declare function loadModuleSystem(spec: string, options: ModuleSystemOptions): Promise<StatefulSystem>;
export interface CommandSystemOptions {
    readonly command: string;
    readonly cwd: string;
    readonly env?: Readonly<Record<string, string | undefined>>;
    /** The longest wait for the worker to answer `describe` (default 120 s); null: no cap. */
    readonly loadTimeoutMs?: number | null;
    /** Longest answer line accepted, in characters (default 16 MiB). */
    readonly maxLine?: number;
    /** Lines of stderr kept (default 40). */
    readonly stderrLines?: number;
}
/**
 * Start a command worker system and ask it what it can do (`describe` →
 * `{stateful, replayable, version}`). A worker that cannot answer `describe` is
 * refused naming the command (`system.describe`).
 */
export declare function loadCommandSystem(options: CommandSystemOptions): Promise<StatefulSystem>;
/** The refusal for a stateful run over HTTP: we cannot reset or snapshot a remote world. */
export declare function httpSystemRefusal(url: string): Refusal;
