import type { Isolation, Observation } from '../core/index.js';
import { type ResultOptions } from './result.js';
import { ModuleThread, type LoadedModule } from './thread.js';
import { type Agent, type AgentDiagnostics } from './types.js';
/**
 * The module a worker thread loaded, as stand-ins this thread can check with the
 * same rules as a module loaded here (module.ts: which export, a factory or the
 * agent, declared parameters, an `isolation`): a function export is a function
 * declaring as many parameters, which, called as the factory, has the thread run
 * the real one (and every fresh thread after it); an object is an object with a
 * `call` method when it has one; a plain value is itself.
 */
export declare function standIns(loaded: LoadedModule, thread: ModuleThread): Record<string, unknown>;
/**
 * A module agent running in worker threads: one thread per call in flight (the
 * first made at load; more as calls overlap, each loading the module once). A
 * call past its timeout is given up by `abort`, which stops that call's thread;
 * its next call starts a fresh one.
 */
export declare class ThreadAgent implements Agent {
    readonly label: string;
    private readonly factory;
    readonly isolation: Isolation | null;
    private readonly options;
    readonly kind = "module";
    private readonly idle;
    private readonly all;
    private readonly byCall;
    private closed;
    private constructor();
    /** The agent of export `name`: a factory was run when it was checked; any other export is made the agent now. */
    static make(thread: ModuleThread, name: string, label: string, factory: boolean, isolation: Isolation | null, options: ResultOptions): Promise<ThreadAgent>;
    call(input: string, callId: number, fresh: boolean): Promise<Observation>;
    abort(callId: number, reason: string): undefined;
    diagnostics(): AgentDiagnostics;
    close(): Promise<void>;
}
