import type { Isolation } from '../core/index.js';
import { DEFAULT_DECISION_KEYS, decisionLabel, isRecord, kindOf } from './labels.js';
import { describeKeys } from './result.js';
import { AgentCallError } from './types.js';

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
export type AiSdkDecision = string | { readonly noDecision: string } | null;

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
  readonly decision?:
    | 'output-key'
    | 'first-tool'
    | 'last-tool'
    | 'text'
    | ((result: GenerateTextLike) => AiSdkDecision);
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
export type AiSdkTool =
  string | { readonly name: string; readonly args: unknown; readonly failed?: true };

/** The result the adapters return: what an agent function may return. */
export interface GenerateTextObservation {
  readonly decision: AiSdkDecision;
  readonly text: string;
  readonly tools: readonly AiSdkTool[];
}

const MAX_QUOTED = 200;

function quoted(value: string): string {
  return JSON.stringify(value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value);
}

interface ToolCallSeen {
  readonly call: GenerateTextToolCall;
  readonly error: unknown;
  readonly failed: boolean;
}

/** Every step's tool calls in order, each with the error its step recorded for it. */
function toolCallsOf(result: GenerateTextLike): readonly ToolCallSeen[] {
  const steps: readonly GenerateTextStep[] =
    Array.isArray(result.steps) && result.steps.length > 0
      ? result.steps
      : [{ toolCalls: result.toolCalls ?? [], content: result.content ?? [] }];
  const seen: ToolCallSeen[] = [];
  for (const step of steps) {
    const content = step.content ?? [];
    const calls =
      step.toolCalls ??
      (content.filter((p) => p.type === 'tool-call') as readonly GenerateTextToolCall[]);
    for (const call of calls) {
      const failure = content.find(
        (p) =>
          p.type === 'tool-error' &&
          call.toolCallId !== undefined &&
          p.toolCallId === call.toolCallId,
      );
      seen.push({ call, error: failure?.error, failed: failure !== undefined });
    }
  }
  return seen;
}

/** The final step's text, as the SDK's `result.text` is. */
function textOf(result: GenerateTextLike): string {
  if (typeof result.text === 'string') return result.text;
  const last = Array.isArray(result.steps) ? result.steps[result.steps.length - 1] : undefined;
  return typeof last?.text === 'string' ? last.text : '';
}

/**
 * The structured output, or undefined when there is none. The SDK's `output` is a
 * getter that throws NoOutputGeneratedError when the final step gave no output
 * (it ended with tool calls), which here means: none.
 */
function outputOf(result: GenerateTextLike): unknown {
  for (const key of ['output', 'experimental_output'] as const) {
    let value: unknown;
    try {
      value = result[key];
    } catch {
      continue;
    }
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** A structured output the call asked for: an object, or a choice (a string that is not the text). */
function isStructured(output: unknown, text: string): boolean {
  return isRecord(output) || (typeof output === 'string' && output !== text);
}

function extraction(message: string): AgentCallError {
  return new AgentCallError(`no decision in the answer: ${message}`, 'extraction_failed');
}

/** The decision a structured object holds, by the `decisionKey` rule; throws that call's error. */
function structuredDecision(
  object: unknown,
  options: StructuredDecisionOptions,
  what: string,
): AiSdkDecision {
  const rule = options.decisionKey;
  let value: unknown;
  let field: string;
  if (typeof rule === 'function') {
    value = rule(object);
    field = 'the decisionKey function';
    if (isRecord(value) && typeof value.noDecision === 'string') {
      return { noDecision: value.noDecision };
    }
  } else if (typeof object === 'string' && rule === undefined) {
    value = object;
    field = what;
  } else if (!isRecord(object)) {
    throw extraction(
      `${what} is ${kindOf(object)}, not an object with ${
        rule === undefined
          ? `a ${DEFAULT_DECISION_KEYS.map((k) => `"${k}"`).join(', ')} key`
          : `the key ${quoted(rule)}`
      }; pass decisionKey as a function of it`,
    );
  } else {
    const key = rule ?? DEFAULT_DECISION_KEYS.find((k) => object[k] !== undefined);
    if (key === undefined || object[key] === undefined) {
      const lookedFor =
        key === undefined
          ? `none of the keys ${DEFAULT_DECISION_KEYS.map((k) => `"${k}"`).join(', ')}`
          : `no key ${quoted(key)}`;
      throw extraction(
        `${what} has ${lookedFor} (${describeKeys(Object.keys(object))}); name the key with decisionKey`,
      );
    }
    value = object[key];
    field = `${what}'s key ${quoted(key)}`;
  }
  return decisionLabel(value, field);
}

/** The text of a structured object: its `textKey` value, or the object as JSON. */
function structuredText(object: unknown, options: StructuredDecisionOptions): string {
  let value: unknown = object;
  if (options.textKey !== undefined) value = isRecord(object) ? object[options.textKey] : undefined;
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

function toolErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return JSON.stringify(error) ?? String(error);
}

/**
 * A run that stopped for tool approvals (a tool with `needsApproval`: ai 6's
 * `tool-approval-request` content parts) is that call's failure (`interrupted`):
 * the tool did not run, and nobody approves during a measurement.
 */
function refuseApprovals(result: GenerateTextLike): void {
  const parts: GenerateTextContentPart[] = [];
  const steps = Array.isArray(result.steps) ? result.steps : [];
  for (const step of steps) if (Array.isArray(step.content)) parts.push(...step.content);
  if (steps.length === 0 && Array.isArray(result.content)) parts.push(...result.content);
  const pending = parts.filter((p) => isRecord(p) && p.type === 'tool-approval-request');
  if (pending.length === 0) return;
  const names = [
    ...new Set(
      pending.map((p) => {
        const call = (p as { toolCall?: { toolName?: unknown } }).toolCall;
        return typeof call?.toolName === 'string' ? quoted(call.toolName) : 'a tool';
      }),
    ),
  ];
  throw new AgentCallError(
    `the run stopped for ${pending.length} tool approval${pending.length === 1 ? '' : 's'} (${names.join(', ')}, needsApproval): nobody approves during a measurement; measure the agent without needsApproval, or answer the approval inside the agent before returning`,
    'interrupted',
  );
}

/** A `generateText` result as an agent result (see the options for the decision). */
export function fromGenerateText(
  result: GenerateTextLike,
  options: FromGenerateTextOptions = {},
): GenerateTextObservation {
  refuseApprovals(result);
  const seen = toolCallsOf(result);
  if (options.toolErrors === 'fail') {
    const i = seen.findIndex((s) => s.failed);
    const bad = seen[i];
    if (bad !== undefined) {
      throw new AgentCallError(
        `the tool ${quoted(bad.call.toolName)} (tool call ${i + 1} of ${seen.length}) failed: ${quoted(toolErrorMessage(bad.error))}`,
        'runtime_error',
      );
    }
  }
  const names = seen.map((s) => s.call.toolName);
  let text = textOf(result);
  const rule = options.decision;
  let decision: AiSdkDecision;
  if (typeof rule === 'function') decision = rule(result);
  else if (rule === 'text') decision = text.trim() === '' ? null : text.trim();
  else if (rule === 'first-tool' || rule === 'last-tool') {
    const pick = rule === 'first-tool' ? names[0] : names[names.length - 1];
    decision = pick === undefined ? { noDecision: 'no_tool_selected' } : pick;
  } else {
    const output = outputOf(result);
    if (rule === 'output-key' || isStructured(output, text)) {
      if (output === undefined) {
        throw extraction(
          'the result has no structured output (ask for one with output: Output.object(…); the final step must end with the answer, not with tool calls)',
        );
      }
      decision = structuredDecision(output, options, 'the structured output');
      if (options.textKey !== undefined) text = structuredText(output, options);
    } else {
      decision = names[0] === undefined ? { noDecision: 'no_tool_selected' } : names[0];
    }
  }
  const tools: readonly AiSdkTool[] = options.keepArgs
    ? seen.map((s) =>
        s.failed
          ? { name: s.call.toolName, args: s.call.input ?? s.call.args, failed: true as const }
          : { name: s.call.toolName, args: s.call.input ?? s.call.args },
      )
    : names;
  return { decision, text, tools };
}

/**
 * A `generateObject` result as an agent result: the decision is a key of
 * `result.object` (see `decisionKey`), the text the object as JSON (or its
 * `textKey`), and the tool path empty.
 */
export function fromGenerateObject(
  result: GenerateObjectLike,
  options: FromGenerateObjectOptions = {},
): GenerateTextObservation {
  const decision = structuredDecision(result.object, options, 'the object');
  return { decision, text: structuredText(result.object, options), tools: [] };
}

export interface AiSdkAgentOptions extends FromGenerateTextOptions {
  /** The isolation the agent declares (default `fresh-session`: each call is a new conversation). */
  readonly isolation?: Isolation;
}

/** What `aiSdkAgent` returns: an agent function carrying its isolation. */
export type AiSdkAgentFunction = ((input: string) => Promise<GenerateTextObservation>) & {
  readonly isolation: Isolation;
};

const NO_OBJECT_MARKER = Symbol.for('vercel.ai.error.AI_NoObjectGeneratedError');

/** The SDK's NoObjectGeneratedError, recognised by its marker (as the SDK's own `isInstance`). */
function isNoObjectGenerated(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  return (
    (error as Record<symbol, unknown>)[NO_OBJECT_MARKER] === true ||
    (error as { name?: unknown }).name === 'AI_NoObjectGeneratedError'
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * An agent from a function that calls the SDK: `(input) => generateText(…)` or
 * `generateObject(…)`. Its result is read by its shape (one with `object` by
 * `fromGenerateObject`, any other by `fromGenerateText`, with these options). An
 * error the SDK throws is the call's error (a failed call, `runtime_error`),
 * except NoObjectGeneratedError (the model answered, but not with the object the
 * schema asks for, or not as JSON), which is the call's `malformed_response`.
 */
export function aiSdkAgent(
  call: (input: string) => unknown,
  options: AiSdkAgentOptions = {},
): AiSdkAgentFunction {
  const { isolation = 'fresh-session', ...read } = options;
  const agent = async (input: string): Promise<GenerateTextObservation> => {
    let result: unknown;
    try {
      result = await call(input);
    } catch (error) {
      if (isNoObjectGenerated(error)) {
        const message = error instanceof Error ? error.message : 'No object generated.';
        throw new AgentCallError(
          `the model's answer is not the object the schema asks for (NoObjectGeneratedError: ${message})`,
          'malformed_response',
        );
      }
      throw error;
    }
    if (!isRecord(result)) {
      throw new AgentCallError(
        `the call returned ${kindOf(result)}; it must return the result of generateText or generateObject`,
        'malformed_response',
      );
    }
    if ('object' in result) return fromGenerateObject({ object: result.object }, read);
    if (isThenable(result.text)) {
      throw new AgentCallError(
        'the call returned a streamText result (its text is a promise); return await generateText(…) instead',
        'malformed_response',
      );
    }
    return fromGenerateText(result as GenerateTextLike, read);
  };
  return Object.assign(agent, { isolation });
}
