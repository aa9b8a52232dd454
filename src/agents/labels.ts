// What every framework adapter reads the same way: the keys a structured
// decision is looked for in, a value as a decision label, and how a value is
// named in a call's error. One rule for the Vercel AI SDK, the OpenAI Agents SDK
// and LangGraph, so a structured decision fails the same way whichever wrote it.
import { MAX_LABEL_CHARS, overlongLabel } from '../core/index.js';
import { AgentCallError } from './types.js';

/** The keys a structured decision is looked for in, in order, when no key is named. */
export const DEFAULT_DECISION_KEYS: readonly string[] = Object.freeze([
  'decision',
  'verdict',
  'route',
  'classification',
]);

/** A label, or a typed no-decision (`{noDecision: reason}`). */
export type AdapterDecision = string | { readonly noDecision: string };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value's kind in words, for a message: `null`, `a list`, `an object`, `number`. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** The first of `keys` whose value in `object` is set (not undefined, null or ''). */
export function firstSetKey(
  object: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): string | undefined {
  return keys.find((k) => {
    const v = object[k];
    return v !== undefined && v !== null && v !== '';
  });
}

/**
 * A value as a decision: a string, number, boolean or bigint is a label (`String`
 * of it); `{noDecision: reason}` is a typed no-decision. A blank string or a
 * missing value is that call's `extraction_failed` (no decision was given); an
 * object, a list or a label over `MAX_LABEL_CHARS` is its `malformed_response`.
 * `what` names the value in the message (`the state key "route"`).
 */
export function decisionLabel(value: unknown, what: string): AdapterDecision {
  if (value === undefined || value === null) {
    throw new AgentCallError(`no decision: ${what} is ${String(value)}`, 'extraction_failed');
  }
  if (isRecord(value) && typeof value['noDecision'] === 'string') {
    return { noDecision: value['noDecision'] };
  }
  let label: string;
  if (typeof value === 'string') label = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    label = String(value);
  else {
    throw new AgentCallError(
      `${what} is ${kindOf(value)}; a decision is a label (a string, number or boolean) or a typed no-decision {"noDecision": reason}`,
      'malformed_response',
    );
  }
  if (label.trim() === '') {
    throw new AgentCallError(
      `no decision: ${what} is ${label === '' ? 'an empty string' : 'only whitespace'}; a decision is a non-empty label`,
      'extraction_failed',
    );
  }
  const chars = overlongLabel(label);
  if (chars !== null) {
    throw new AgentCallError(
      `${what} has ${chars} characters, more than the ${MAX_LABEL_CHARS} a decision label may have: a decision is a short categorical label (keep the prose in the text, or compare it on the text layer)`,
      'malformed_response',
    );
  }
  return label;
}
