import { Refusal } from '../core/index.js';
import { type StatefulSystem } from './system-answer.js';
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
export { jsonCopy, systemAnswerOf, type ReplayChange, type ReplayOptions, type StatefulSystem, type SystemAnswer, } from './system-answer.js';
export interface ModuleSystemOptions {
    /** Folder the module path is relative to. */
    readonly cwd: string;
    /** The longest wait for the module to load and its factory to make the agent (default 120 s); null: no cap. */
    readonly loadTimeoutMs?: number | null;
    /** Run the module in a worker thread (default true; docs/agent-protocol.md, "Timeouts"). */
    readonly thread?: boolean;
}
/**
 * Load a system module `path/to/system.mjs[:exportName]`: the agent is the default
 * export (or the named one), or the `createAgent` factory's result (called once:
 * the world lives in the module, so every case runs on the same instance, reset
 * between cases); `reset`, `snapshot`, `replay` and `version` are named exports.
 * Refusals name the file.
 */
export declare function loadModuleSystem(spec: string, options: ModuleSystemOptions): Promise<StatefulSystem>;
export { loadCommandSystem, type CommandSystemOptions } from './command-system.js';
/** The refusal for a stateful run over HTTP: we cannot reset or snapshot a remote world. */
export declare function httpSystemRefusal(url: string): Refusal;
