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
import { DEFAULT_DECISION_KEYS, decisionLabel, firstSetKey, isRecord } from './labels.js';
import { describeKeys } from './result.js';
import { AgentCallError } from './types.js';

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
  readonly decision: string | { readonly noDecision: string } | null;
  readonly text: string;
  readonly tools: readonly (string | { readonly name: string; readonly args: unknown })[];
}

/** How the decision is read from a run. */
export type AgentsDecisionRule =
  | 'auto'
  | 'first-tool'
  | 'last-tool'
  | 'text'
  | 'output-key'
  | 'handoff'
  | 'last-agent'
  | 'none'
  | ((result: AgentsRunResultLike) => string | { readonly noDecision: string } | null);

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

interface ToolCall {
  readonly name: string;
  readonly args: unknown;
}

/** A tool call's name: its `name`, else its kind (`computer_call` → `computer`). */
function callName(raw: AgentsModelItemLike | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw.name === 'string' && raw.name !== '') return raw.name;
  return typeof raw.type === 'string' && raw.type !== '' ? raw.type.replace(/_call$/, '') : null;
}

function argsOf(raw: AgentsModelItemLike | undefined): unknown {
  const args = raw?.arguments;
  if (typeof args !== 'string') return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}

const MODEL_TOOL_CALL_TYPES = new Set(['function_call', 'hosted_tool_call']);

function toolCallsOf(result: AgentsRunResultLike, handoffs: boolean): readonly ToolCall[] {
  const calls: ToolCall[] = [];
  if (Array.isArray(result.newItems)) {
    for (const item of result.newItems as readonly AgentsRunItemLike[]) {
      if (item?.type !== 'tool_call_item' && !(handoffs && item?.type === 'handoff_call_item')) {
        continue;
      }
      const name = callName(item.rawItem);
      if (name !== null) calls.push({ name, args: argsOf(item.rawItem) });
    }
    return calls;
  }
  // A plain result (no run items): the model items, where a hand-off is a function call too.
  const items = Array.isArray(result.output)
    ? result.output
    : Array.isArray(result.history)
      ? result.history
      : [];
  for (const raw of items as readonly AgentsModelItemLike[]) {
    if (!isRecord(raw) || !MODEL_TOOL_CALL_TYPES.has(raw.type as string)) continue;
    const name = callName(raw);
    if (name !== null) calls.push({ name, args: argsOf(raw) });
  }
  return calls;
}

function extractionFailed(message: string): AgentCallError {
  return new AgentCallError(`no decision in the run result: ${message}`, 'extraction_failed');
}

function isStructured(result: AgentsRunResultLike): boolean {
  if (isRecord(result.finalOutput)) return true;
  const declared = result.lastAgent?.outputType;
  return declared !== undefined && declared !== null && declared !== 'text';
}

function outputKeyDecision(
  result: AgentsRunResultLike,
  keys: readonly string[],
): AgentsRunObservation['decision'] {
  const output = result.finalOutput;
  if (!isRecord(output)) {
    const got =
      output === undefined
        ? 'the run has no final output'
        : `the final output is ${typeof output === 'string' ? 'text' : Array.isArray(output) ? 'a list' : typeof output}, not a structured object`;
    throw extractionFailed(
      `${got}; give the agent an outputType (a zod object with a decision key), or choose another decision rule`,
    );
  }
  const key = firstSetKey(output, keys);
  if (key !== undefined) {
    return decisionLabel(output[key], `the structured output's ${JSON.stringify(key)}`);
  }
  const where =
    keys.length === 1
      ? `key ${JSON.stringify(keys[0])}`
      : `keys ${keys.map((k) => JSON.stringify(k)).join(', ')}`;
  throw extractionFailed(
    `the structured final output has no ${where} holding a value (${describeKeys(Object.keys(output))}); name the key with decisionKey`,
  );
}

function handoffDecision(result: AgentsRunResultLike): AgentsRunObservation['decision'] {
  if (!Array.isArray(result.newItems)) {
    throw extractionFailed(
      'it has no newItems, where the hand-offs are; pass the RunResult itself, not a copy of its output',
    );
  }
  for (const item of result.newItems as readonly AgentsRunItemLike[]) {
    if (item?.type !== 'handoff_output_item') continue;
    const name = item.targetAgent?.name;
    if (typeof name === 'string' && name !== '') return name;
  }
  return { noDecision: 'no_tool_selected' };
}

/**
 * One run result of the Agents SDK (`await run(agent, input)`) as an agent result:
 * `{decision, text, tools}`. Throws the call's `AgentCallError` when the decision
 * rule finds nothing (`extraction_failed`), or when the run stopped for tool
 * approvals (`interrupted`: nobody is there to approve).
 */
export function fromAgentsRunResult(
  result: AgentsRunResultLike,
  options: FromAgentsRunResultOptions = {},
): AgentsRunObservation {
  if (!isRecord(result as unknown)) {
    throw new AgentCallError(
      `expected an Agents SDK run result, got ${result === null ? 'null' : typeof result}`,
      'malformed_response',
    );
  }
  const pending = Array.isArray(result.interruptions) ? result.interruptions.length : 0;
  // A paused run has no final output (and reading it makes the SDK warn).
  if (pending > 0) {
    const names = (result.interruptions as readonly AgentsRunItemLike[])
      .map((i) => callName(i?.rawItem))
      .filter((n): n is string => n !== null);
    throw new AgentCallError(
      `the run stopped for ${pending} tool approval${pending === 1 ? '' : 's'}` +
        (names.length > 0 ? ` (${names.slice(0, 5).join(', ')})` : '') +
        ': nobody approves during a measurement; approve in the agent (needsApproval: false, or a run that resolves interruptions) before returning',
      'interrupted',
    );
  }
  const calls = toolCallsOf(result, options.handoffsInTools === true);
  const names = calls.map((c) => c.name);
  const output = result.finalOutput;
  const text =
    typeof output === 'string'
      ? output
      : output === undefined || output === null
        ? ''
        : (JSON.stringify(output) ?? '');
  let rule = options.decision ?? 'auto';
  if (rule === 'auto') rule = isStructured(result) ? 'output-key' : 'first-tool';
  let decision: AgentsRunObservation['decision'];
  if (typeof rule === 'function') {
    decision = rule(result);
    if (decision === null || decision === undefined) {
      throw extractionFailed('the decision function returned null');
    }
  } else if (rule === 'none') decision = null;
  else if (rule === 'text') {
    if (typeof output !== 'string') {
      throw extractionFailed(
        output === undefined || output === null
          ? 'the run has no final output'
          : 'the final output is structured, not text; use the output-key rule',
      );
    }
    if (output.trim() === '') throw extractionFailed('the final output text is empty');
    decision = output.trim();
  } else if (rule === 'output-key') {
    const given = options.decisionKey;
    const keys =
      given === undefined ? DEFAULT_DECISION_KEYS : typeof given === 'string' ? [given] : given;
    decision = outputKeyDecision(result, keys);
  } else if (rule === 'handoff') decision = handoffDecision(result);
  else if (rule === 'last-agent') {
    const name = result.lastAgent?.name;
    if (typeof name !== 'string' || name === '') {
      throw extractionFailed('it names no lastAgent (or that agent has no name)');
    }
    decision = name;
  } else {
    const pick = rule === 'first-tool' ? names[0] : names[names.length - 1];
    decision = pick === undefined ? { noDecision: 'no_tool_selected' } : pick;
  }
  const tools = options.keepArgs ? calls.map((c) => ({ name: c.name, args: c.args })) : names;
  return { decision, text, tools };
}

/** The SDK's `run(agent, input, options)`, or anything shaped like it. */
export type AgentsRunFunction = (
  agent: never,
  input: string,
  options?: Record<string, unknown>,
) => PromiseLike<unknown>;

export interface OpenAIAgentOptions extends FromAgentsRunResultOptions {
  /** The `run` to use (default: `run` of `@openai/agents`, else of `@openai/agents-core`). */
  readonly run?: AgentsRunFunction;
  /** A `Runner` (its `run` method is used; it carries a RunConfig: model provider, tracing, …). */
  readonly runner?: { run(agent: never, input: string, options?: never): PromiseLike<unknown> };
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

let sdkRun: Promise<AgentsRunFunction> | undefined;

/**
 * The packages `run` is imported from, in order. The names are not literal
 * `import()` specifiers on purpose: a bundler must leave them to the user's
 * installation (`@openai/agents-core` is not a declared peer of ours, so a literal
 * would be bundled).
 */
const SDK_PACKAGES: readonly string[] = ['@openai/agents', '@openai/agents-core'];

async function importRun(): Promise<AgentsRunFunction> {
  const failures: string[] = [];
  for (const name of SDK_PACKAGES) {
    try {
      const sdk = (await import(name)) as { run?: unknown };
      if (typeof sdk.run === 'function') return sdk.run as AgentsRunFunction;
      failures.push(`${name} has no run export`);
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new AgentCallError(
    `the OpenAI Agents SDK could not be loaded (npm install @openai/agents; 0.14.x is the last line that runs on Node 20), or pass openAIAgent(agent, { run }): ${failures.join('; ')}`,
    'runtime_error',
  );
}

function loadRun(): Promise<AgentsRunFunction> {
  if (sdkRun === undefined) {
    sdkRun = importRun();
    // A failed import is tried again on the next call (the package may be installed meanwhile).
    sdkRun.catch(() => {
      sdkRun = undefined;
    });
  }
  return sdkRun;
}

const SHARED_KEYS = ['session', 'conversationId', 'previousResponseId'] as const;

/**
 * An Agents SDK `Agent` as an agent function: each call is one `run(agent, input)`,
 * read by `fromAgentsRunResult`. Without a session each run starts from the input
 * alone (`fresh-session`); with a `session`, `conversationId` or
 * `previousResponseId` in `runOptions` the runs share one (`shared-session`). An
 * error the SDK throws (`MaxTurnsExceededError`, a model error, a guardrail
 * tripwire) is the call's error: it is recorded as a failed call.
 */
export function openAIAgent(agent: object, options: OpenAIAgentOptions = {}): OpenAIAgentFunction {
  if (agent === null || (typeof agent !== 'object' && typeof agent !== 'function')) {
    throw new TypeError(
      `openAIAgent needs an Agents SDK Agent (new Agent({ name, instructions, … })), got ${agent === null ? 'null' : typeof agent}`,
    );
  }
  const runOptions = options.runOptions ?? {};
  const shared = SHARED_KEYS.some((k) => runOptions[k] !== undefined && runOptions[k] !== null);
  const isolation: Isolation = options.isolation ?? (shared ? 'shared-session' : 'fresh-session');
  const runner = options.runner;
  const given: AgentsRunFunction | undefined =
    options.run ??
    (runner !== undefined
      ? (a, input, o) => runner.run(a, input, o as never) as PromiseLike<unknown>
      : undefined);
  const call = async (input: string): Promise<AgentsRunObservation> => {
    const run = given ?? (await loadRun());
    const result = await run(agent as never, input, { ...runOptions, stream: false });
    return fromAgentsRunResult(result as AgentsRunResultLike, options);
  };
  return Object.assign(call, { isolation });
}
