/** One tool call as LangChain records it (`name`), or in the OpenAI wire form (`function.name`). */
export interface LangGraphToolCall {
    readonly name?: unknown;
    readonly args?: unknown;
    readonly function?: {
        readonly name?: unknown;
        readonly arguments?: unknown;
    };
    readonly [key: string]: unknown;
}
/** The parts of a message this adapter reads (a LangChain message instance or a plain object). */
export interface LangGraphMessageLike {
    readonly content?: unknown;
    readonly tool_calls?: readonly LangGraphToolCall[];
    readonly type?: unknown;
    readonly role?: unknown;
    readonly getType?: () => unknown;
    readonly _getType?: () => unknown;
    readonly [key: string]: unknown;
}
/** A graph's final state: an object of channels, `messages` among them when the graph has one. */
export type LangGraphStateLike = Readonly<Record<string, unknown>>;
export type LangGraphDecision = string | {
    readonly noDecision: string;
} | null;
export interface FromLangGraphStateOptions {
    /**
     * How to read the decision: `state` (default: the state key `decisionKey`, or the
     * first non-empty of `decision`, `verdict`, `route`, `classification`),
     * `first-tool` / `last-tool` (the typed `no_tool_selected` when no tool was
     * called), `text` (the trimmed text is the label), or a function of the state.
     */
    readonly decision?: 'state' | 'first-tool' | 'last-tool' | 'text' | ((state: LangGraphStateLike) => LangGraphDecision | undefined);
    /**
     * The state key holding the decision (a path of keys for a nested value, such as
     * `['structuredResponse', 'route']`). Once given, a state without it is that
     * call's extraction failure.
     */
    readonly decisionKey?: string | readonly string[];
    /** The state key holding the messages (default `messages`). */
    readonly messagesKey?: string;
    /** Read the text from this state key (a string) instead of the last AI message. */
    readonly textKey?: string;
    /** Keep tool arguments next to the names (`{name, args}`; only names reach the evidence). */
    readonly keepArgs?: boolean;
}
/** What `fromLangGraphState` returns: what an agent function may return. */
export interface LangGraphObservation {
    readonly decision?: LangGraphDecision;
    readonly text: string;
    readonly tools: readonly (string | {
        readonly name: string;
        readonly args: unknown;
    })[];
}
/**
 * One LangGraph final state as an agent result: `{decision, text, tools}`. A
 * state that stopped at an interrupt (`__interrupt__`) is that call's failure
 * (`interrupted`). `from` (internal) is the index of the first message of this
 * call, when the state is a thread shared with earlier calls.
 */
export declare function fromLangGraphState(state: LangGraphStateLike, options?: FromLangGraphStateOptions, from?: number): LangGraphObservation;
/**
 * The parts of a compiled graph (or any LangChain runnable) this adapter calls.
 * `getState` (every compiled graph has it) is read before a call on a pinned
 * thread whose input is built by `inputState`, to tell the call's messages from
 * the thread's.
 */
export interface LangGraphLike {
    invoke(input: unknown, config?: Record<string, unknown>): PromiseLike<unknown> | unknown;
    getState?(config: Record<string, unknown>): PromiseLike<unknown> | unknown;
}
/** The LangChain `RunnableConfig` fields this adapter touches; every other one is passed through. */
export interface LangGraphConfig {
    readonly configurable?: Readonly<Record<string, unknown>>;
    readonly recursionLimit?: number;
    readonly [key: string]: unknown;
}
export interface LangGraphAgentOptions extends FromLangGraphStateOptions {
    /**
     * The state key the input goes to (default `messages`: the input becomes one user
     * message, `{messages: [{role: 'user', content: input}]}`; any other key gets the
     * input itself, `{[inputKey]: input}`).
     */
    readonly inputKey?: string;
    /** Build the input state yourself (overrides `inputKey`). */
    readonly inputState?: (input: string) => Record<string, unknown>;
    /**
     * The config passed to every `invoke` (`recursionLimit`, `configurable`, tags…),
     * copied now. A `configurable.thread_id` here pins one thread for every call
     * (`shared-session`); without one each call gets a fresh thread (`fresh-session`).
     */
    readonly config?: LangGraphConfig;
}
/** A LangGraph agent function: what a module's default export may be. */
export type LangGraphAgentFunction = ((input: string) => Promise<LangGraphObservation>) & {
    readonly isolation: 'fresh-session' | 'shared-session';
    /** The thread every call shares, when one is pinned. */
    readonly threadId?: string;
};
/**
 * A compiled LangGraph graph as an agent: each call invokes the graph with the
 * input state and a config with its own `thread_id` (`agentverity-<uuid>`), unless
 * the config pins one. An error the graph throws (a node failing, a
 * `GraphRecursionError`) is that call's error, recorded as a failed call.
 */
export declare function langGraphAgent(graph: LangGraphLike, options?: LangGraphAgentOptions): LangGraphAgentFunction;
