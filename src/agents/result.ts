import {
  isNoDecisionReason,
  NO_DECISION_REASONS,
  type Observation,
  type RecordedDecision,
  type RecordedObservation,
  type Verdict,
} from '../core/index.js';
import { AgentCallError } from './types.js';

/**
 * What an agent may return, and how it becomes an Observation (DESIGN.md §4).
 *
 * - a string: the text; no decision (the verdict layer then compares the text);
 * - `{ decision | verdict, text, tools }`: `decision` (or `verdict`) is a label, or a
 *   typed no-decision `{ noDecision: reason }` / `{ kind: 'no_decision', reason }`;
 *   `tools` is a list of names or of `{ name, args }` objects, in call order;
 * - `{ noDecision: reason, text? }` or `{ kind: 'no_decision', reason }`: a typed
 *   NoDecision (`no_tool_selected`, `refused`, …);
 * - a number, boolean or bigint: its text (`String(x)` unless `stringify` says otherwise).
 *
 * Anything else (undefined, null, a function, a decision that is neither a string
 * nor a typed no-decision, tools that are not a list) is that call's error, so a
 * harness bug is never scored as an agent decision.
 */
export type AgentResult =
  | string
  | number
  | boolean
  | {
      readonly decision?: unknown;
      readonly verdict?: unknown;
      readonly noDecision?: unknown;
      readonly text?: unknown;
      readonly tools?: unknown;
      readonly [key: string]: unknown;
    };

export interface ResultOptions {
  /** Read the decision from this field instead of `decision` / `verdict`. */
  readonly decisionKey?: string;
  /** Read the tools from this field instead of `tools`. */
  readonly toolsKey?: string;
  /** How non-string values become text (default `String`). */
  readonly stringify?: (value: unknown) => string;
}

const EMPTY_TOOLS: readonly string[] = Object.freeze([]);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

function typedOutcome(value: object): Verdict | undefined {
  const v = value as Record<string, unknown>;
  if (v.kind === 'decision' && typeof v.label === 'string' && v.label.length > 0) {
    return { kind: 'decision', label: v.label };
  }
  const reason = v.kind === 'no_decision' ? v.reason : 'noDecision' in v ? v.noDecision : undefined;
  if (reason === undefined) return undefined;
  if (!isNoDecisionReason(reason)) {
    throw new AgentCallError(
      `unknown no-decision reason ${JSON.stringify(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`,
    );
  }
  return { kind: 'no_decision', reason };
}

function verdictOf(value: unknown, stringify: (v: unknown) => string, field: string): Verdict {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return stringify(value);
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    const typed = typedOutcome(value);
    if (typed !== undefined) return typed;
  }
  throw new AgentCallError(
    `${field} must be a label (a string) or a typed no-decision {"noDecision": reason}, got ${describe(value)}`,
  );
}

function toolsOf(value: unknown, field: string): readonly string[] {
  if (value === undefined || value === null) return EMPTY_TOOLS;
  if (!Array.isArray(value)) {
    throw new AgentCallError(
      `${field} must be a list of tool names or {name, args} objects, got ${describe(value)}`,
    );
  }
  if (value.length === 0) return EMPTY_TOOLS;
  const names: string[] = new Array<string>(value.length);
  for (let i = 0; i < value.length; i++) {
    const t: unknown = value[i];
    if (typeof t === 'string') names[i] = t;
    else if (t !== null && typeof t === 'object') {
      const o = t as Record<string, unknown>;
      const name = typeof o.name === 'string' ? o.name : o.toolName;
      if (typeof name !== 'string') {
        throw new AgentCallError(`${field}[${i}] has no tool name (a string "name")`);
      }
      names[i] = name;
    } else {
      throw new AgentCallError(
        `${field}[${i}] must be a tool name or {name, args}, got ${describe(t)}`,
      );
    }
  }
  return names;
}

/** Turn one value an agent returned into an Observation, or throw that call's error. */
export function observationFromResult(value: unknown, options: ResultOptions = {}): Observation {
  const stringify = options.stringify ?? String;
  if (typeof value === 'string') return { text: value, verdict: null, tools: EMPTY_TOOLS };
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return { text: stringify(value), verdict: null, tools: EMPTY_TOOLS, raw: value };
  }
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    throw new AgentCallError(
      `the agent returned ${describe(value)}; return a string, or an object with decision, text and tools`,
    );
  }
  const obj = value as Record<string, unknown>;
  let verdict: Verdict;
  const typed = options.decisionKey === undefined ? typedOutcome(obj) : undefined;
  if (typed !== undefined) verdict = typed;
  else if (options.decisionKey !== undefined) {
    verdict = verdictOf(obj[options.decisionKey], stringify, options.decisionKey);
  } else if (obj.decision !== undefined) verdict = verdictOf(obj.decision, stringify, 'decision');
  else verdict = verdictOf(obj.verdict, stringify, 'verdict');
  const rawText = obj.text;
  const text =
    typeof rawText === 'string'
      ? rawText
      : rawText === undefined || rawText === null
        ? ''
        : stringify(rawText);
  const toolsKey = options.toolsKey ?? 'tools';
  const tools = toolsOf(obj[toolsKey], toolsKey);
  return { text, verdict, tools, raw: value };
}

/**
 * The evidence record of one observation: decision, text and tools together
 * (tool arguments stay out). Empty text and empty tool paths are left out.
 */
export function recordObservation(obs: Observation, ms?: number): RecordedObservation {
  const out: {
    decision?: RecordedDecision;
    text?: string;
    tools?: readonly string[];
    ms?: number;
  } = {};
  const v = obs.verdict;
  if (typeof v === 'string') {
    if (v.length > 0) out.decision = v;
  } else if (v !== null) {
    out.decision = v.kind === 'decision' ? v.label : { noDecision: v.reason };
  }
  if (obs.text.length > 0) out.text = obs.text;
  if (obs.tools.length > 0) out.tools = obs.tools;
  if (ms !== undefined) out.ms = ms;
  return out;
}

/** The Observation a recorded one stands for (used to judge relations on recorded sources). */
export function observationOfRecord(rec: RecordedObservation): Observation {
  const d = rec.decision;
  return {
    text: rec.text ?? '',
    verdict:
      d === undefined
        ? null
        : typeof d === 'string'
          ? d
          : { kind: 'no_decision', reason: d.noDecision },
    tools: rec.tools ?? EMPTY_TOOLS,
  };
}
