import type { Isolation } from '../core/index.js';
/**
 * The Vercel AI SDK's results as agent results, without importing `ai`: the
 * types below are structural, so any version whose results have these fields fits
 * (written against ai 6; ai 5 names the structured output `experimental_output`).
 *
 *   import { generateText } from 'ai';
 *   import { aiSdkAgent } from 'agentverity-action';
 *   export default aiSdkAgent((input) => generateText({ model, tools, prompt: input }));
 *
 * - `fromGenerateText`: the tools are the tool calls of every step in order (the
 *   tool path, with `stopWhen` multi-step runs); the text is the final step's text
 *   (the SDK's `result.text`); the decision is read from the structured output when
 *   the call asked for one (`output: Output.object(…)` / `Output.choice(…)`), else
 *   it is the first tool called, or the typed no-decision `no_tool_selected` when
 *   the model called none.
 * - `fromGenerateObject`: the decision is a key of `result.object`.
 * - `aiSdkAgent`: wraps `(input) => generateText(…) | generateObject(…)` as an agent.
 */
/** One tool call as the SDK reports it (`input` in v5 and later, `args` before). */
export interface GenerateTextToolCall {
    readonly toolName: string;
    readonly toolCallId?: string;
    readonly input?: unknown;
    readonly args?: unknown;
}
/** One part of a step's content; the adapter reads the `tool-error` parts. */
export interface GenerateTextContentPart {
    readonly type: string;
    readonly toolCallId?: string;
    readonly toolName?: string;
    readonly error?: unknown;
}
export interface GenerateTextStep {
    readonly toolCalls?: readonly GenerateTextToolCall[];
    readonly content?: readonly GenerateTextContentPart[];
    readonly text?: string;
}
/** The parts of a `generateText` result this adapter reads. */
export interface GenerateTextLike {
    readonly text?: string;
    readonly toolCalls?: readonly GenerateTextToolCall[];
    readonly content?: readonly GenerateTextContentPart[];
    readonly steps?: readonly GenerateTextStep[];
    /** The structured output (ai 6; a getter that throws when there is none). */
    readonly output?: unknown;
    /** The structured output (ai 5; deprecated alias in ai 6). */
    readonly experimental_output?: unknown;
}
/** The part of a `generateObject` result this adapter reads. */
export interface GenerateObjectLike {
    readonly object: unknown;
}
/** A decision as an agent may return it: a label, a typed no-decision, or none. */
export type AiSdkDecision = string | {
    readonly noDecision: string;
} | null;
/** How a decision is read from a structured object (generateObject, or generateText's output). */
export interface StructuredDecisionOptions {
    /**
     * The key of the object whose value is the decision, or a function of the
     * object returning it. Default: the first of `decision`, `verdict`, `route`,
     * `classification` the object has; an object that is itself a string (the
     * `enum` output, `Output.choice`) is the decision. Numbers and booleans become
     * labels (`"true"`); an object or a list is a malformed decision; an absent,
     * null or blank one is that call's extraction failure.
     */
    readonly decisionKey?: string | ((object: unknown) => unknown);
    /** The key whose value is the text (default: the whole object as JSON). */
    readonly textKey?: string;
}
export type FromGenerateObjectOptions = StructuredDecisionOptions;
export interface FromGenerateTextOptions extends StructuredDecisionOptions {
    /**
     * How to read the decision: `output-key` (from the structured output, by
     * `decisionKey`), `first-tool`, `last-tool`, `text` (the trimmed text is the
     * label), or a function of the result. Default: `output-key` when the result
     * carries a structured output (an object, or a choice: a string that is not the
     * text), else `first-tool`.
     */
    readonly decision?: 'output-key' | 'first-tool' | 'last-tool' | 'text' | ((result: GenerateTextLike) => AiSdkDecision);
    /** Keep tool arguments next to the names (`{name, args}`; only names reach the evidence). */
    readonly keepArgs?: boolean;
    /**
     * A tool that threw (a `tool-error` part, also given for a call to an unknown
     * tool or with invalid input): `record` (default) keeps it in the tool path, as
     * the model chose it (with `failed: true` beside its args under `keepArgs`);
     * `fail` makes the call a failed call (`runtime_error`) naming the tool.
     */
    readonly toolErrors?: 'record' | 'fail';
}
/** One entry of the tool path: a name, or under `keepArgs` the name with its arguments. */
export type AiSdkTool = string | {
    readonly name: string;
    readonly args: unknown;
    readonly failed?: true;
};
/** The result the adapters return: what an agent function may return. */
export interface GenerateTextObservation {
    readonly decision: AiSdkDecision;
    readonly text: string;
    readonly tools: readonly AiSdkTool[];
}
/** A `generateText` result as an agent result (see the options for the decision). */
export declare function fromGenerateText(result: GenerateTextLike, options?: FromGenerateTextOptions): GenerateTextObservation;
/**
 * A `generateObject` result as an agent result: the decision is a key of
 * `result.object` (see `decisionKey`), the text the object as JSON (or its
 * `textKey`), and the tool path empty.
 */
export declare function fromGenerateObject(result: GenerateObjectLike, options?: FromGenerateObjectOptions): GenerateTextObservation;
export interface AiSdkAgentOptions extends FromGenerateTextOptions {
    /** The isolation the agent declares (default `fresh-session`: each call is a new conversation). */
    readonly isolation?: Isolation;
}
/** What `aiSdkAgent` returns: an agent function carrying its isolation. */
export type AiSdkAgentFunction = ((input: string) => Promise<GenerateTextObservation>) & {
    readonly isolation: Isolation;
};
/**
 * An agent from a function that calls the SDK: `(input) => generateText(…)` or
 * `generateObject(…)`. Its result is read by its shape (one with `object` by
 * `fromGenerateObject`, any other by `fromGenerateText`, with these options). An
 * error the SDK throws is the call's error (a failed call, `runtime_error`),
 * except NoObjectGeneratedError (the model answered, but not with the object the
 * schema asks for, or not as JSON), which is the call's `malformed_response`.
 */
export declare function aiSdkAgent(call: (input: string) => unknown, options?: AiSdkAgentOptions): AiSdkAgentFunction;
