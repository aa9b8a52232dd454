/**
 * LangGraph.js (`@langchain/langgraph`) graphs as agents, without importing
 * LangGraph or LangChain: the final state is read structurally, so LangChain
 * message class instances (`AIMessage`, `ToolMessage`, …), plain message objects
 * (`{role: 'assistant', content, tool_calls}`) and LangChain's serialised form
 * (`{lc: 1, type: 'constructor', id: [..., 'AIMessage'], kwargs}`) all fit.
 *
 *   import { langGraphAgent } from 'agentverity-action';
 *   export default langGraphAgent(graph);                     // a compiled StateGraph
 *
 * - text: the last AI message whose text is not blank (string content, or the text
 *   parts of a content-block list);
 * - tools: the names of the `tool_calls` of every AI message, in order;
 * - decision: a state key (by default the first non-empty of `decision`, `verdict`,
 *   `route`, `classification`), or the first / last tool, the text, or a function.
 *
 * `langGraphAgent` gives every call a fresh `configurable.thread_id`, so a graph
 * compiled with a checkpointer starts each call from an empty thread
 * (`fresh-session`); a thread pinned in the config is shared by every call
 * (`shared-session`, which never admits a baseline).
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_DECISION_KEYS, decisionLabel, firstSetKey, isRecord, kindOf } from './labels.js';
import { AgentCallError } from './types.js';

/** The state keys read, in order, when no `decisionKey` is given. */
/** One tool call as LangChain records it (`name`), or in the OpenAI wire form (`function.name`). */
export interface LangGraphToolCall {
  readonly name?: unknown;
  readonly args?: unknown;
  readonly function?: { readonly name?: unknown; readonly arguments?: unknown };
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

export type LangGraphDecision = string | { readonly noDecision: string } | null;

export interface FromLangGraphStateOptions {
  /**
   * How to read the decision: `state` (default: the state key `decisionKey`, or the
   * first non-empty of `decision`, `verdict`, `route`, `classification`),
   * `first-tool` / `last-tool` (the typed `no_tool_selected` when no tool was
   * called), `text` (the trimmed text is the label), or a function of the state.
   */
  readonly decision?:
    | 'state'
    | 'first-tool'
    | 'last-tool'
    | 'text'
    | ((state: LangGraphStateLike) => LangGraphDecision | undefined);
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
  readonly tools: readonly (string | { readonly name: string; readonly args: unknown })[];
}

function malformed(message: string): AgentCallError {
  return new AgentCallError(message, 'malformed_response');
}

/** A message in LangChain's serialised form, unwrapped to its fields (`kwargs`) and class name. */
function unwrap(m: Record<string, unknown>): { fields: Record<string, unknown>; cls?: string } {
  if (m.lc === 1 && m.type === 'constructor' && Array.isArray(m.id) && isRecord(m.kwargs)) {
    const last: unknown = m.id[m.id.length - 1];
    return typeof last === 'string' ? { fields: m.kwargs, cls: last } : { fields: m.kwargs };
  }
  return { fields: m };
}

function callType(m: Record<string, unknown>, name: 'getType' | '_getType'): unknown {
  const fn = m[name];
  if (typeof fn !== 'function') return undefined;
  try {
    return (fn as () => unknown).call(m);
  } catch {
    return undefined;
  }
}

/** Whether a message is the model's (an AI message), however it is written. */
function isAiMessage(m: Record<string, unknown>): boolean {
  const { fields, cls } = unwrap(m);
  if (cls !== undefined) return cls === 'AIMessage' || cls === 'AIMessageChunk';
  const type = callType(m, 'getType') ?? callType(m, '_getType') ?? fields.type;
  if (type === 'ai' || type === 'AIMessageChunk') return true;
  if (type !== undefined) return false;
  return fields.role === 'assistant' || fields.role === 'ai';
}

/** The text of a message: string content, or the `text` parts of a content-block list. */
function textOf(fields: Record<string, unknown>): string {
  const content = fields.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const block of content as unknown[]) {
    if (typeof block === 'string') parts.push(block);
    else if (isRecord(block) && typeof block.text === 'string') {
      if (block.type === undefined || block.type === 'text') parts.push(block.text);
    }
  }
  return parts.join('');
}

function toolCallsOf(fields: Record<string, unknown>): readonly unknown[] {
  if (Array.isArray(fields.tool_calls)) return fields.tool_calls as unknown[];
  // The OpenAI wire form, kept by older integrations in additional_kwargs only.
  const extra = fields.additional_kwargs;
  if (isRecord(extra) && Array.isArray(extra.tool_calls)) return extra.tool_calls as unknown[];
  return [];
}

interface NamedCall {
  readonly name: string;
  readonly args: unknown;
}

function namedCall(call: unknown, where: string): NamedCall {
  if (isRecord(call)) {
    if (typeof call.name === 'string' && call.name !== '')
      return { name: call.name, args: call.args };
    const fn = call.function;
    if (isRecord(fn) && typeof fn.name === 'string' && fn.name !== '') {
      let args: unknown = fn.arguments;
      if (typeof args === 'string') {
        try {
          args = JSON.parse(args) as unknown;
        } catch {
          /* keep the string as it was sent */
        }
      }
      return { name: fn.name, args };
    }
  }
  throw malformed(`${where} has no tool name (a string "name" or "function.name")`);
}

interface Read {
  readonly text: string;
  readonly calls: readonly NamedCall[];
  readonly sawMessages: boolean;
}

function readMessages(state: LangGraphStateLike, key: string): Read {
  const messages = state[key];
  if (messages === undefined || messages === null)
    return { text: '', calls: [], sawMessages: false };
  if (!Array.isArray(messages)) {
    throw malformed(
      `the state key ${JSON.stringify(key)} must be a list of messages, got ${kindOf(messages)}`,
    );
  }
  let text = '';
  const calls: NamedCall[] = [];
  for (let i = 0; i < messages.length; i++) {
    const m: unknown = messages[i];
    if (!isRecord(m) || !isAiMessage(m)) continue;
    const { fields } = unwrap(m);
    const said = textOf(fields);
    if (said.trim() !== '') text = said;
    const own = toolCallsOf(fields);
    for (let j = 0; j < own.length; j++) {
      calls.push(namedCall(own[j], `${key}[${i}].tool_calls[${j}]`));
    }
  }
  return { text, calls, sawMessages: true };
}

function keyName(path: readonly string[]): string {
  return path.map((p) => JSON.stringify(p)).join(' → ');
}

function valueAt(state: LangGraphStateLike, path: readonly string[]): unknown {
  let at: unknown = state;
  for (const key of path) {
    if (!isRecord(at)) return undefined;
    at = at[key];
  }
  return at;
}

function stateKeys(state: LangGraphStateLike): string {
  const keys = Object.keys(state);
  if (keys.length === 0) return 'the final state has no keys';
  const shown = keys
    .slice(0, 10)
    .map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k));
  return `the final state has ${shown.join(', ')}${keys.length > 10 ? ` and ${keys.length - 10} more` : ''}`;
}

function decisionOf(
  state: LangGraphStateLike,
  read: Read,
  text: string,
  options: FromLangGraphStateOptions,
): LangGraphDecision | undefined {
  const rule = options.decision ?? 'state';
  if (typeof rule === 'function') {
    const decided = rule(state);
    if (decided === undefined || decided === null) {
      throw new AgentCallError(
        `no decision in the final state: the decision function returned ${decided === null ? 'null' : 'undefined'} (${stateKeys(state)})`,
        'extraction_failed',
      );
    }
    return typeof decided === 'string'
      ? decisionLabel(decided, 'the label the decision function returned')
      : decided;
  }
  if (rule === 'text') {
    if (text.trim() === '') {
      throw new AgentCallError(
        `no decision in the final state: the decision is the text, and ${read.sawMessages ? 'no AI message has any' : 'the state has no messages'} (${stateKeys(state)})`,
        'extraction_failed',
      );
    }
    return decisionLabel(text.trim(), 'the text (of the last AI message)');
  }
  if (rule === 'first-tool' || rule === 'last-tool') {
    const pick = rule === 'first-tool' ? read.calls[0] : read.calls[read.calls.length - 1];
    return pick === undefined ? { noDecision: 'no_tool_selected' } : pick.name;
  }
  if (options.decisionKey !== undefined) {
    const path =
      typeof options.decisionKey === 'string' ? [options.decisionKey] : options.decisionKey;
    const value = valueAt(state, path);
    if (value === undefined || value === null) {
      throw new AgentCallError(
        `no decision in the final state: the key ${keyName(path)} is ${value === null ? 'null' : 'missing'} (${stateKeys(state)}); set it in a node (return {${JSON.stringify(path[0] ?? '')}: label}) or read the decision another way (decision: 'first-tool', 'last-tool', 'text' or a function)`,
        'extraction_failed',
      );
    }
    return decisionLabel(value, `the state key ${keyName(path)}`);
  }
  const key = firstSetKey(state, DEFAULT_DECISION_KEYS);
  if (key !== undefined) return decisionLabel(state[key], `the state key ${JSON.stringify(key)}`);
  // Nothing asked for and nothing found: no decision (the text and tools layers need none).
  return undefined;
}

/** One LangGraph final state as an agent result: `{decision, text, tools}`. */
export function fromLangGraphState(
  state: LangGraphStateLike,
  options: FromLangGraphStateOptions = {},
): LangGraphObservation {
  if (!isRecord(state)) {
    throw malformed(
      `the graph returned ${kindOf(state)}; a LangGraph final state is an object of channels`,
    );
  }
  const read = readMessages(state, options.messagesKey ?? 'messages');
  let text = read.text;
  if (options.textKey !== undefined) {
    const given = state[options.textKey];
    text =
      typeof given === 'string'
        ? given
        : given === undefined || given === null
          ? ''
          : String(given);
  }
  const decision = decisionOf(state, read, text, options);
  const tools = options.keepArgs
    ? read.calls.map((c) => ({ name: c.name, args: c.args }))
    : read.calls.map((c) => c.name);
  return decision === undefined ? { text, tools } : { decision, text, tools };
}

/** The parts of a compiled graph (or any LangChain runnable) this adapter calls. */
export interface LangGraphLike {
  invoke(input: unknown, config?: Record<string, unknown>): PromiseLike<unknown> | unknown;
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

function pinnedThread(config: LangGraphConfig | undefined): string | undefined {
  const id = config?.configurable?.thread_id;
  if (id === undefined || id === null || id === '') return undefined;
  return String(id);
}

/**
 * A compiled LangGraph graph as an agent: each call invokes the graph with the
 * input state and a config with its own `thread_id` (`agentverity-<uuid>`), unless
 * the config pins one. An error the graph throws (a node failing, a
 * `GraphRecursionError`) is that call's error, recorded as a failed call.
 */
export function langGraphAgent(
  graph: LangGraphLike,
  options: LangGraphAgentOptions = {},
): LangGraphAgentFunction {
  if (graph === null || typeof graph !== 'object' || typeof graph.invoke !== 'function') {
    throw new TypeError(
      `langGraphAgent needs a compiled graph (an object with invoke(input, config)), got ${kindOf(graph)}; call .compile() on a StateGraph`,
    );
  }
  const inputKey = options.inputKey ?? 'messages';
  const given = options.config ?? {};
  const base: Record<string, unknown> = { ...given };
  const configurable: Record<string, unknown> = { ...(given.configurable ?? {}) };
  const threadId = pinnedThread(given);
  const inputState =
    options.inputState ??
    ((input: string) =>
      inputKey === 'messages'
        ? { messages: [{ role: 'user', content: input }] }
        : { [inputKey]: input });
  const agent = async (input: string): Promise<LangGraphObservation> => {
    const config = {
      ...base,
      configurable:
        threadId === undefined
          ? { ...configurable, thread_id: `agentverity-${randomUUID()}` }
          : { ...configurable },
    };
    const state = await graph.invoke(inputState(input), config);
    return fromLangGraphState(state as LangGraphStateLike, options);
  };
  const isolation = threadId === undefined ? 'fresh-session' : 'shared-session';
  return Object.assign(
    agent,
    threadId === undefined ? { isolation } : { isolation, threadId },
  ) as LangGraphAgentFunction;
}
