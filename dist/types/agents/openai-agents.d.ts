/**
 * OpenAI's Agents SDK for JS (`@openai/agents`) as an agent, without importing it at
 * the top of this module: the run result is read structurally (the types below), and
 * `openAIAgent` imports the SDK's `run` only when it is first called (or uses the
 * `run` / `runner` it is given).
 *
 *   import { Agent } from '@openai/agents';
 *   import { openAIAgent } from 'agentverity-action';
 *   export default openAIAgent(new Agent({ name: 'router', instructions, tools }));
 *
 * What is read from a run result (`RunResult`):
 * - the text: `finalOutput` when it is a string, its JSON when it is structured
 *   (an agent with an `outputType`);
 * - the tool path: the names of the tool calls among `newItems` (`tool_call_item`),
 *   in call order, across every agent of the run; hand-offs are not tool calls
 *   unless `handoffsInTools` says so. A result without `newItems` (a plain object)
 *   is read from its `output` or `history` items (`function_call`, `hosted_tool_call`);
 * - the decision, by the rule `decision` names (see `FromAgentsRunResultOptions`).
 *
 * The SDK is licensed MIT; nothing of it is bundled here (it is an optional peer).
 */
import type { Isolation } from '../core/index.js';
/** The model data of one item (`rawItem` of a run item, or one `history` / `output` entry). */
export interface AgentsModelItemLike {
    readonly type?: string;
    readonly name?: string;
    readonly arguments?: unknown;
    readonly [key: string]: unknown;
}
/** An agent as a run result names it (`lastAgent`, `targetAgent`). */
export interface AgentsAgentLike {
    readonly name?: string;
    readonly outputType?: unknown;
}
/** One run item (`RunToolCallItem`, `RunHandoffOutputItem`, …) as far as this adapter reads it. */
export interface AgentsRunItemLike {
    readonly type?: string;
    readonly rawItem?: AgentsModelItemLike;
    readonly agent?: AgentsAgentLike;
    readonly sourceAgent?: AgentsAgentLike;
    readonly targetAgent?: AgentsAgentLike;
}
/** The parts of a `RunResult` this adapter reads (its getters are read like fields). */
export interface AgentsRunResultLike {
    readonly finalOutput?: unknown;
    readonly newItems?: readonly AgentsRunItemLike[];
    readonly output?: readonly AgentsModelItemLike[];
    readonly history?: readonly AgentsModelItemLike[];
    readonly lastAgent?: AgentsAgentLike;
    readonly interruptions?: readonly AgentsRunItemLike[];
}
/** What `fromAgentsRunResult` returns: what an agent function may return. */
export interface AgentsRunObservation {
    readonly decision: string | {
        readonly noDecision: string;
    } | null;
    readonly text: string;
    readonly tools: readonly (string | {
        readonly name: string;
        readonly args: unknown;
    })[];
}
/** How the decision is read from a run. */
export type AgentsDecisionRule = 'auto' | 'first-tool' | 'last-tool' | 'text' | 'output-key' | 'handoff' | 'last-agent' | 'none' | ((result: AgentsRunResultLike) => string | {
    readonly noDecision: string;
} | null);
export interface FromAgentsRunResultOptions {
    /**
     * How to read the decision (default `auto`):
     * - `auto`: `output-key` when the final output is structured (the agent has an
     *   `outputType`), otherwise `first-tool`;
     * - `first-tool` / `last-tool`: the first / last tool called; a run that called
     *   none gives the typed no-decision `no_tool_selected`;
     * - `text`: the trimmed text final output is the label;
     * - `output-key`: a key of the structured final output (`decisionKey`);
     * - `handoff`: the name of the agent the first hand-off went to (the entry agent's
     *   routing choice); a run with no hand-off gives `no_tool_selected` (the SDK
     *   offers hand-offs to the model as tools, and it chose none);
     * - `last-agent`: the name of the agent that ended the run (`lastAgent`);
     * - `none`: no decision (for the text and tools layers);
     * - a function of the result: its label, typed no-decision, or null (none found).
     * A rule that finds nothing is the call's `extraction_failed` error.
     */
    readonly decision?: AgentsDecisionRule;
    /**
     * The key (or keys, tried in order) of the structured final output holding the
     * decision; default `decision`, `verdict`, `route`, `classification`.
     */
    readonly decisionKey?: string | readonly string[];
    /** Put the hand-off calls (`transfer_to_<agent>`) in the tool path, in order (default false). */
    readonly handoffsInTools?: boolean;
    /** Keep tool arguments next to the names (`{name, args}`; only names reach the evidence). */
    readonly keepArgs?: boolean;
}
/**
 * One run result of the Agents SDK (`await run(agent, input)`) as an agent result:
 * `{decision, text, tools}`. Throws the call's `AgentCallError` when the decision
 * rule finds nothing (`extraction_failed`), or when the run stopped for tool
 * approvals (`interrupted`: nobody is there to approve).
 */
export declare function fromAgentsRunResult(result: AgentsRunResultLike, options?: FromAgentsRunResultOptions): AgentsRunObservation;
/** The SDK's `run(agent, input, options)`, or anything shaped like it. */
export type AgentsRunFunction = (agent: never, input: string, options?: Record<string, unknown>) => PromiseLike<unknown>;
export interface OpenAIAgentOptions extends FromAgentsRunResultOptions {
    /** The `run` to use (default: `run` of `@openai/agents`, else of `@openai/agents-core`). */
    readonly run?: AgentsRunFunction;
    /** A `Runner` (its `run` method is used; it carries a RunConfig: model provider, tracing, …). */
    readonly runner?: {
        run(agent: never, input: string, options?: never): PromiseLike<unknown>;
    };
    /**
     * Options given to every run (`maxTurns`, `context`, `session`, `conversationId`,
     * `previousResponseId`, …). `stream` is always false. A `session`,
     * `conversationId` or `previousResponseId` makes the calls share a conversation:
     * the isolation is then `shared-session`.
     */
    readonly runOptions?: Readonly<Record<string, unknown>>;
    /** Overrides the isolation declared (`fresh-session`, or `shared-session` with a session). */
    readonly isolation?: Isolation;
}
/** The agent function `openAIAgent` returns, with the isolation it declares. */
export type OpenAIAgentFunction = ((input: string) => Promise<AgentsRunObservation>) & {
    readonly isolation: Isolation;
};
/**
 * An Agents SDK `Agent` as an agent function: each call is one `run(agent, input)`,
 * read by `fromAgentsRunResult`. Without a session each run starts from the input
 * alone (`fresh-session`); with a `session`, `conversationId` or
 * `previousResponseId` in `runOptions` the runs share one (`shared-session`). An
 * error the SDK throws (`MaxTurnsExceededError`, a model error, a guardrail
 * tripwire) is the call's error: it is recorded as a failed call.
 */
export declare function openAIAgent(agent: object, options?: OpenAIAgentOptions): OpenAIAgentFunction;
