/** A message to the worker. */
export type ThreadMessage = {
    readonly op: 'ping';
} | {
    readonly op: 'load';
    readonly url: string;
} | {
    readonly op: 'make';
    readonly name: string;
    readonly factory: boolean;
} | {
    readonly op: 'call';
    readonly input: unknown;
    readonly fresh: boolean;
} | {
    readonly op: 'hook';
    readonly name: string;
    readonly args: readonly unknown[];
};
/** How the worker describes a value of the module (an export, or the agent a factory made). */
export type Described = {
    readonly kind: 'function';
    readonly length: number;
    readonly isolation: string | null;
} | {
    readonly kind: 'object';
    readonly call: boolean;
    readonly isolation: string | null;
} | {
    readonly kind: string;
    readonly value?: unknown;
};
/** What `load` answers. */
export interface LoadedModule {
    readonly exports: Readonly<Record<string, Described>>;
    /** The default export is the `createAgent` export. */
    readonly same: boolean;
}
/** The longest a fresh thread may take to load the module again after a stop (the default load timeout). */
export declare const WARM_UP_MS = 120000;
/** One worker thread for one module, replaced when stopped; one message at a time. */
export declare class ModuleThread {
    private worker;
    private pending;
    private nextId;
    private readonly setup;
    private started;
    private closed;
    /** A fresh thread being set up after a stop (see `stop`). */
    private warming;
    constructor(setup?: readonly ThreadMessage[]);
    /** Another thread for the same module, set up the same way (for calls in flight at once). */
    sibling(): ModuleThread;
    /** Messages every fresh thread is sent before its first other message (loading, making the agent). */
    remember(message: ThreadMessage): void;
    /** Threads started again after the first one (a timeout, a crash, an exit). */
    restarts(): number;
    /** Which thread the next message goes to: changes when one is started. */
    generation(): number;
    /** Whether a message is in flight. */
    busy(): boolean;
    /** Send one message (starting a thread first when there is none) and wait for its answer. */
    request(message: ThreadMessage): Promise<unknown>;
    private start;
    private send;
    /** An error the module threw where no call awaited it: to this process's watchers, as an in-process one would be. */
    private stray;
    private fail;
    /**
     * Stop the thread now (the message in flight fails with `reason`) and start a
     * fresh one at once, set up in the background, so that the next message (a
     * reset, the next call) does not wait for its start-up under its own timeout.
     */
    stop(reason: string): void;
    /**
     * Resolves once a fresh thread started after a stop is set up (at once when
     * none is), so that a caller can start its own timer after the start-up.
     */
    ready(): Promise<void>;
    /**
     * A fresh thread with the set-up messages answered, within WARM_UP_MS; on a
     * failure, none (the next message tries again and meets the failure itself).
     */
    private warmUp;
    close(): Promise<void>;
}
