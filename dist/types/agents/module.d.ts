import { Refusal, type Isolation } from '../core/index.js';
import { parseAgentSpec } from '../core/util/module-spec.js';
import { type ResultOptions } from './result.js';
import { ModuleThread } from './thread.js';
import type { Agent } from './types.js';
/** An agent function: one input in, one result (or a promise of one) out. */
export type AgentFunction = (input: string) => unknown;
/** A factory: called with no argument, returns the agent (or a promise of it). */
export type AgentFactory = () => unknown;
/**
 * The export that declares a factory in an agent module. Any other export is the
 * agent itself: factories are declared, never guessed from a parameter count.
 */
export declare const FACTORY_EXPORT = "createAgent";
export interface FunctionAgentOptions extends ResultOptions {
    /**
     * Whether the function is a factory `() => agent` (true) or the agent itself
     * (false). A module's `createAgent` export is a factory and any other export the
     * agent; a function declaring no parameter must say which it is (it is refused
     * otherwise: `Function.length` does not count a parameter with a default value
     * or a rest parameter, so the count cannot tell).
     */
    readonly factory?: boolean;
    /** Overrides what the function declares. */
    readonly isolation?: Isolation;
    readonly label?: string;
}
/** How long loading a module and running its factory may take by default: 120 s. */
export declare const DEFAULT_LOAD_TIMEOUT_MS = 120000;
/**
 * Waits for `work`, but at most `ms` (null: as long as it takes): a module whose
 * top-level await, or a factory whose promise, never settles is the user's code
 * misbehaving, and ends in the refusal `late()` makes, not in a run that never
 * ends or an internal error.
 */
export declare function within<T>(work: Promise<T>, ms: number | null, late: () => Error): Promise<T>;
/** A duration in words for a message: 120 s, 1.5 s, 300 ms. */
export declare function inWords(ms: number): string;
/** The isolation a function or object declares through an `isolation` property, or null. */
export declare function declaredIsolation(value: unknown): Isolation | null;
/** Makes the agent of the export `exportName` of a module in a worker thread. */
export type ThreadAgentConstructor = (exportName: string, label: string, factory: boolean, isolation: Isolation | null) => Agent | Promise<Agent>;
/**
 * An in-process agent from a function: the agent `(input) => result`, an object
 * with `call(input)`, or, with `factory: true`, a factory `() => agent` called once
 * now (and once per call under fresh-instance isolation). A function declaring no
 * parameter is refused unless `factory` says which it is.
 */
export declare function functionAgent(target: AgentFunction | AgentFactory | {
    call(input: string): unknown;
}, options?: FunctionAgentOptions): Promise<Agent>;
export { parseAgentSpec };
/** Where the running program is, and the folder a command is typed in (for the TypeScript advice). */
export interface LoadAdviceContext {
    /** The script Node is running (default `process.argv[1]`). */
    readonly entry?: string | undefined;
    /** The working directory (default `process.cwd()`). */
    readonly cwd?: string;
}
/**
 * The command that runs this same program under the tsx loader: `node --import
 * tsx node_modules/.bin/agentverity …` when started through npm's bin link,
 * `node --import tsx dist/cli.js …` in a checkout (the script path as Node was given
 * it, relative to the working directory when it is inside it).
 */
export declare function tsxCommand(context?: LoadAdviceContext): string;
/** The refusal for a module that failed to load, with the way out for TypeScript files. */
export declare function moduleLoadRefusal(error: unknown, file: string, context?: LoadAdviceContext): Refusal;
/** Whether a loaded module has the export, defined. */
export declare function hasExport(mod: Record<string, unknown>, name: string): boolean;
/**
 * The export to load: the one named in the spec, else the `createAgent`
 * factory when the module has one, else `default`; a module exporting both a
 * different default and a factory must name the one to use.
 */
export declare function chosenExport(mod: Record<string, unknown>, given: string, named: boolean, file: string): string;
export interface ModuleAgentOptions extends FunctionAgentOptions {
    /** Folder the module path is relative to. */
    readonly cwd: string;
    /**
     * The longest wait for the module to load (its top-level code) and for its
     * factory to make the agent, in ms (default DEFAULT_LOAD_TIMEOUT_MS); null: no cap.
     */
    readonly loadTimeoutMs?: number | null;
    /**
     * Run the module in a worker thread (default true), where a call's timeout can
     * stop even a synchronous loop (docs/agent-protocol.md, "Timeouts"); false: in
     * this thread, where only an asynchronous call can be given up.
     */
    readonly thread?: boolean;
}
/**
 * Load `--agent path/to/agent.mjs[:exportName]`. Without an export name the
 * module's `default` export is the agent, or its `createAgent` export the factory
 * (a module exporting both must name the one to use). A named export is the agent,
 * unless it is `createAgent`.
 */
export declare function loadModuleAgent(spec: string, options: ModuleAgentOptions): Promise<Agent>;
/**
 * The module loaded in a worker thread and its exports as stand-ins, or null when
 * it is a TypeScript file that a thread cannot load (this Node strips no types and
 * no loader reaches the thread): it is then loaded in this thread, as before.
 * A load that does not finish in time stops the thread (even a synchronous loop).
 */
export declare function threadFor(resolved: string, file: string, loadTimeoutMs: number | null, late: () => Refusal): Promise<{
    thread: ModuleThread;
    mod: Record<string, unknown>;
} | null>;
/**
 * The one loader of a user's module, for agents and systems alike: in a worker
 * thread (`threadFor`) unless told not to or it is a TypeScript file a thread
 * cannot load, else imported in this thread; either way within the load timeout,
 * and a failure is refused naming the file. `thread` is null when it was loaded here.
 */
export declare function loadUserModule(resolved: string, file: string, inThread: boolean, loadTimeoutMs: number | null, late: () => Refusal): Promise<{
    mod: Record<string, unknown>;
    thread: ModuleThread | null;
}>;
