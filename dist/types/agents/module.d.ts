import { Refusal, type Isolation } from '../core/index.js';
import { type ResultOptions } from './result.js';
import type { Agent } from './types.js';
/** An agent function: one input in, one result (or a promise of one) out. */
export type AgentFunction = (input: string) => unknown;
/** A factory: called with no argument, returns the agent (or a promise of it). */
export type AgentFactory = () => unknown;
export interface FunctionAgentOptions extends ResultOptions {
    /** Treat the function as a factory (default: a function declaring no parameter is a factory). */
    readonly factory?: boolean;
    /** Overrides what the function declares. */
    readonly isolation?: Isolation;
    readonly label?: string;
}
/** The isolation a function or object declares through an `isolation` property, or null. */
export declare function declaredIsolation(value: unknown): Isolation | null;
/**
 * An in-process agent from a function: an agent `(input) => result` or, when it
 * declares no parameter, a factory `() => agent` called once now (and once per
 * call under fresh-instance isolation).
 */
export declare function functionAgent(target: AgentFunction | AgentFactory | {
    call(input: string): unknown;
}, options?: FunctionAgentOptions): Promise<Agent>;
/** `path/to/agent.mjs[:exportName]` split into the file and the export (default `default`). */
export declare function parseAgentSpec(spec: string): {
    file: string;
    exportName: string;
};
/** The refusal for a module that failed to load, with the way out for TypeScript files. */
export declare function moduleLoadRefusal(error: unknown, file: string): Refusal;
export interface ModuleAgentOptions extends FunctionAgentOptions {
    /** Folder the module path is relative to. */
    readonly cwd: string;
}
/** Load `--agent path/to/agent.mjs[:exportName]`. */
export declare function loadModuleAgent(spec: string, options: ModuleAgentOptions): Promise<Agent>;
