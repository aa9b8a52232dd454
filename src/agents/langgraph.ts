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

/** The key LangGraph puts in the result of a run that stopped at `interrupt()`. */
const INTERRUPT_KEY = '__interrupt__';

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

function messagesOf(state: LangGraphStateLike, key: string): readonly unknown[] | null {
  const messages = state[key];
  if (messages === undefined || messages === null) return null;
  if (!Array.isArray(messages)) {
    throw malformed(
      `the state key ${JSON.stringify(key)} must be a list of messages, got ${kindOf(messages)}`,
    );
  }
  return messages as unknown[];
}

/**
 * The text and tool calls of the AI messages from index `from` on (the messages
 * this call added to its thread; 0 for the whole state).
 */
function readMessages(state: LangGraphStateLike, key: string, from = 0): Read {
  const messages = messagesOf(state, key);
  if (messages === null) return { text: '', calls: [], sawMessages: false };
  let text = '';
  const calls: NamedCall[] = [];
  for (let i = from; i < messages.length; i++) {
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

/** The interrupts a final state says the graph stopped at (`__interrupt__`), if any. */
function interruptsOf(state: Record<string, unknown>): number {
  const pending = state[INTERRUPT_KEY];
  if (Array.isArray(pending)) return pending.length;
  return pending === undefined || pending === null ? 0 : 1;
}

/** A graph that stopped at an interrupt: that call's failure (`interrupted`), never a decision. */
function refuseInterrupt(state: Record<string, unknown>): void {
  const n = interruptsOf(state);
  if (n === 0) return;
  throw new AgentCallError(
    `the graph stopped at ${n === 1 ? 'an interrupt' : `${n} interrupts`} (${INTERRUPT_KEY} in its final state): it waits for a human to resume it, and nobody resumes a graph during a measurement; measure a graph that runs to its end (answer the interrupt inside the agent, or leave out the node that calls interrupt())`,
    'interrupted',
  );
}

/**
 * One LangGraph final state as an agent result: `{decision, text, tools}`. A
 * state that stopped at an interrupt (`__interrupt__`) is that call's failure
 * (`interrupted`). `from` (internal) is the index of the first message of this
 * call, when the state is a thread shared with earlier calls.
 */
export function fromLangGraphState(
  state: LangGraphStateLike,
  options: FromLangGraphStateOptions = {},
  from = 0,
): LangGraphObservation {
  if (!isRecord(state)) {
    throw malformed(
      `the graph returned ${kindOf(state)}; a LangGraph final state is an object of channels`,
    );
  }
  refuseInterrupt(state);
  const read = readMessages(state, options.messagesKey ?? 'messages', from);
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

/** The ids (or, for messages without one, the count) of a thread's messages before a call. */
interface ThreadBefore {
  readonly ids: ReadonlySet<string>;
  readonly count: number;
}

function messageId(m: unknown): string | undefined {
  if (!isRecord(m)) return undefined;
  const { fields } = unwrap(m);
  const id = fields.id ?? m.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The thread's messages before this call, read with the graph's `getState`. */
async function threadMessages(
  graph: LangGraphLike,
  config: Record<string, unknown>,
  key: string,
): Promise<ThreadBefore> {
  if (typeof graph.getState !== 'function') {
    throw new AgentCallError(
      "the thread is pinned (configurable.thread_id) and the input is built by inputState, so this call's messages can only be told from the thread's earlier ones with the graph's getState(config), and this graph has none; pass a compiled graph, or leave the thread unpinned",
      'runtime_error',
    );
  }
  let snapshot: unknown;
  try {
    snapshot = await graph.getState(config);
  } catch (error) {
    // Without a checkpointer nothing is kept between calls: the thread is empty.
    if (error instanceof Error && /checkpointer/i.test(error.message))
      return { ids: new Set(), count: 0 };
    throw error;
  }
  const values = isRecord(snapshot) ? snapshot.values : undefined;
  const messages = isRecord(values) ? values[key] : undefined;
  const list: readonly unknown[] = Array.isArray(messages) ? (messages as unknown[]) : [];
  const ids = new Set<string>();
  for (const m of list) {
    const id = messageId(m);
    if (id !== undefined) ids.add(id);
  }
  return { ids, count: list.length };
}

/**
 * The index of this call's first message in a shared thread's final state: after
 * our input message (found by its id), else after the messages the thread had
 * before the call. A thread whose messages cannot be told apart is that call's
 * failure, never the thread's tool calls counted as this call's.
 */
function firstOwn(
  state: LangGraphStateLike,
  key: string,
  inputId: string,
  before: ThreadBefore | null,
): number {
  const messages = messagesOf(state, key);
  if (messages === null) return 0;
  if (before === null) {
    const at = messages.findIndex((m) => messageId(m) === inputId);
    if (at >= 0) return at + 1;
  } else {
    // Messages the thread already had come first (a reducer appends); ours follow.
    let i = 0;
    while (i < messages.length && i < before.count) {
      const id = messageId(messages[i]);
      if (id === undefined ? false : !before.ids.has(id)) break;
      i++;
    }
    const rest = messages.slice(i);
    if (
      rest.every((m) => {
        const id = messageId(m);
        return id === undefined || !before.ids.has(id);
      })
    )
      return i;
  }
  throw new AgentCallError(
    `the thread is pinned (configurable.thread_id), and this call's messages cannot be told from the thread's earlier ones (${before === null ? 'the input message is not in the final state' : 'messages the thread had before the call come after new ones'}); the tool calls of the whole thread are not this call's`,
    'extraction_failed',
  );
}

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
  const messagesKey = options.messagesKey ?? 'messages';
  // The default input message carries an id of ours: the messages after it in the
  // final state are the ones this call added, however long the thread already was.
  const marked = options.inputState === undefined && inputKey === 'messages';
  const inputState =
    options.inputState ??
    ((input: string, id: string) =>
      inputKey === 'messages'
        ? { messages: [{ role: 'user', content: input, id }] }
        : { [inputKey]: input });
  const agent = async (input: string): Promise<LangGraphObservation> => {
    const id = `agentverity-${randomUUID()}`;
    const config = {
      ...base,
      configurable:
        threadId === undefined ? { ...configurable, thread_id: id } : { ...configurable },
    };
    // A fresh thread holds only this call; a pinned one holds the earlier calls too.
    const before =
      threadId === undefined || marked ? null : await threadMessages(graph, config, messagesKey);
    const state = (await graph.invoke(inputState(input, id), config)) as LangGraphStateLike;
    if (threadId === undefined || !isRecord(state)) return fromLangGraphState(state, options);
    refuseInterrupt(state);
    return fromLangGraphState(state, options, firstOwn(state, messagesKey, id, before));
  };
  const isolation = threadId === undefined ? 'fresh-session' : 'shared-session';
  return Object.assign(
    agent,
    threadId === undefined ? { isolation } : { isolation, threadId },
  ) as LangGraphAgentFunction;
}
