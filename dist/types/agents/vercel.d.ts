/**
 * The Vercel AI SDK's `generateText` result as an agent result, without
 * importing `ai`: the types below are structural, so any version whose result has
 * `text`, `toolCalls` and (optionally) `steps` fits.
 *
 *   import { generateText } from 'ai';
 *   import { fromGenerateText } from 'agentverity-action';
 *   export default async (input) => fromGenerateText(await generateText({ model, tools, prompt: input }));
 *
 * Tools are the tool calls of every step in order (the tool path); the decision is
 * the first tool called, or the typed no-decision `no_tool_selected` when the model
 * called none, so tool choice is compared without glue code.
 */
/** One tool call as the SDK reports it (`input` in v5 and later, `args` before). */
export interface GenerateTextToolCall {
    readonly toolName: string;
    readonly input?: unknown;
    readonly args?: unknown;
}
export interface GenerateTextStep {
    readonly toolCalls?: readonly GenerateTextToolCall[];
}
/** The parts of a `generateText` result this adapter reads. */
export interface GenerateTextLike {
    readonly text?: string;
    readonly toolCalls?: readonly GenerateTextToolCall[];
    readonly steps?: readonly GenerateTextStep[];
}
export interface FromGenerateTextOptions {
    /**
     * How to read the decision: `first-tool` (default), `last-tool`, `text` (the
     * trimmed text is the label), or a function of the result.
     */
    readonly decision?: 'first-tool' | 'last-tool' | 'text' | ((result: GenerateTextLike) => string | {
        readonly noDecision: string;
    } | null);
    /** Keep tool arguments next to the names (`{name, args}`; only names reach the evidence). */
    readonly keepArgs?: boolean;
}
/** The result `fromGenerateText` returns: what an agent function may return. */
export interface GenerateTextObservation {
    readonly decision: string | {
        readonly noDecision: string;
    } | null;
    readonly text: string;
    readonly tools: readonly (string | {
        readonly name: string;
        readonly args: unknown;
    })[];
}
export declare function fromGenerateText(result: GenerateTextLike, options?: FromGenerateTextOptions): GenerateTextObservation;
