import { Refusal } from '../core/index.js';
import type { Json, JsonObject, ToolCall, Trajectory } from '../core/stateful/types.js';
import { AgentCallError } from './types.js';

// What a stateful system (stateful.ts, command-system.ts) gives, and how every
// answer of one is checked and copied.

/** What replaces the result of the call at the checkpoint of a replay. */
export type ReplayChange =
  | { readonly fault: 'error'; readonly message: string }
  | { readonly fault: 'timeout' }
  | { readonly fault: 'malformed'; readonly result: Json };

/**
 * Where a replay starts and what it changes. `input` is the case's request (the
 * trajectory holds the calls, not the request), given so that a system can run
 * its agent again from the start.
 */
export interface ReplayOptions {
  readonly checkpoint: number;
  readonly change: ReplayChange | null;
  readonly input: string | JsonObject;
}

/** What the agent did in one call of a system: its tool calls in order, then its answer. */
export interface SystemAnswer {
  readonly answer: string | null;
  readonly calls: readonly ToolCall[];
}

export interface StatefulSystem {
  readonly kind: 'module' | 'command';
  /** The module file (and export) or the command's program: for reports and evidence. */
  readonly source: string;
  readonly version: string | null;
  /** reset and snapshot both available. */
  readonly stateful: boolean;
  /** stateful, and replay available. */
  readonly replayable: boolean;
  /** The agent handles one request. Rejects (an `AgentCallError` or what the agent threw) when it fails. */
  call(input: string | JsonObject): Promise<SystemAnswer>;
  reset(state: Json): Promise<void>;
  snapshot(): Promise<Json>;
  replay(trajectory: Trajectory, options: ReplayOptions): Promise<SystemAnswer>;
  /**
   * Resolves when the system can take the next message without first starting up
   * (a module system's fresh worker thread after a stop); a timeout starts after it.
   */
  ready?(): Promise<void>;
  /** The message in flight took too long: stop it (a worker is killed and restarted on the next message). */
  abort(reason: string): void;
  close(): Promise<void>;
  /** The last lines the system wrote on stderr (command workers). */
  stderr(): readonly string[];
}

/** A version string: 1 to 256 characters. */
const MAX_VERSION = 256;
const MAX_TOOL_NAME = 256;

// ---- checking what a system returns ----------------------------------------

export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * A deep copy of `value` when it is plain JSON (null, booleans, finite numbers,
 * strings, lists and plain objects, no cycles); otherwise an `AgentCallError`
 * saying where (`what` names the value: `snapshot()`, `calls[2].args`).
 */
export function jsonCopy(value: unknown, what: string): Json {
  const seen = new Set<object>();
  const copy = (v: unknown, at: string): Json => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) {
        throw new AgentCallError(`${at} is ${String(v)}, which is not JSON`, 'malformed_response');
      }
      return v;
    }
    if (typeof v !== 'object') {
      throw new AgentCallError(`${at} is ${kindOf(v)}, which is not JSON`, 'malformed_response');
    }
    if (seen.has(v)) {
      throw new AgentCallError(
        `${at} refers to itself (a cycle is not JSON)`,
        'malformed_response',
      );
    }
    seen.add(v);
    try {
      if (Array.isArray(v)) return v.map((item, i) => copy(item, `${at}[${i}]`));
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) {
        throw new AgentCallError(
          `${at} is a ${(v as object).constructor?.name ?? 'class instance'}, not a plain JSON object`,
          'malformed_response',
        );
      }
      const out: Record<string, Json> = {};
      for (const [key, item] of Object.entries(v)) {
        if (item === undefined) continue;
        out[key] = copy(item, `${at}.${key}`);
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return copy(value, what);
}

function checkToolCall(value: unknown, at: string): ToolCall {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AgentCallError(
      `${at} is ${kindOf(value)}; each call must be an object {tool, args, result?, error?}`,
      'malformed_response',
    );
  }
  const v = value as Record<string, unknown>;
  if (typeof v.tool !== 'string' || v.tool.trim() === '' || v.tool.length > MAX_TOOL_NAME) {
    throw new AgentCallError(
      `${at}.tool must be a tool name (a non-empty string of at most ${MAX_TOOL_NAME} characters), got ${kindOf(v.tool)}`,
      'malformed_response',
    );
  }
  if (!Object.hasOwn(v, 'args') || v.args === undefined) {
    throw new AgentCallError(
      `${at} (${v.tool}) has no args; give the arguments the tool was called with (null or {} for none)`,
      'malformed_response',
    );
  }
  const call: { tool: string; args: Json; result?: Json; error?: string } = {
    tool: v.tool,
    args: jsonCopy(v.args, `${at}.args`),
  };
  if (v.result !== undefined) call.result = jsonCopy(v.result, `${at}.result`);
  if (v.error !== undefined && v.error !== null) {
    if (typeof v.error !== 'string') {
      throw new AgentCallError(
        `${at}.error must be a string (what the agent was told), got ${kindOf(v.error)}`,
        'malformed_response',
      );
    }
    call.error = v.error;
  }
  const extra = Object.keys(v).filter((k) => !['tool', 'args', 'result', 'error'].includes(k));
  if (extra.length > 0) {
    throw new AgentCallError(
      `${at} has unknown keys ${extra
        .slice(0, 5)
        .map((k) => JSON.stringify(k))
        .join(', ')}; a call has tool, args, result and error`,
      'malformed_response',
    );
  }
  return call;
}

/**
 * What an agent (or a replay) returned, checked: a string is an answer with no
 * calls; an object gives `answer` (or, in a worker's reply, `text`: a string or
 * null) and `calls` (a list of `{tool, args, result?, error?}`).
 */
export function systemAnswerOf(value: unknown, what = 'the answer'): SystemAnswer {
  if (typeof value === 'string') return { answer: value, calls: [] };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AgentCallError(
      `${what} is ${kindOf(value)}; expected a string or an object {answer, calls}`,
      'malformed_response',
    );
  }
  const v = value as Record<string, unknown>;
  const given = v.answer !== undefined ? v.answer : v.text;
  if (given !== undefined && given !== null && typeof given !== 'string') {
    throw new AgentCallError(
      `${what}.${v.answer !== undefined ? 'answer' : 'text'} must be a string or null, got ${kindOf(given)}`,
      'malformed_response',
    );
  }
  const rawCalls = v.calls ?? [];
  if (!Array.isArray(rawCalls)) {
    throw new AgentCallError(
      `${what}.calls must be a list of {tool, args, result?, error?}, got ${kindOf(rawCalls)}`,
      'malformed_response',
    );
  }
  const calls = rawCalls.map((c, i) => checkToolCall(c, `${what}.calls[${i}]`));
  return { answer: given ?? null, calls };
}

export function checkVersion(value: unknown, where: string, what: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_VERSION) {
    throw new Refusal(
      'system.version',
      `${what} must be a non-empty string of at most ${MAX_VERSION} characters, got ${kindOf(value)}${typeof value === 'string' ? ` of ${value.length} characters` : ''}`,
      where,
    );
  }
  return value;
}
