import {
  isNoDecisionReason,
  MAX_LABEL_CHARS,
  NO_DECISION_REASONS,
  overlongLabel,
  type Layer,
  type Observation,
  type RecordedDecision,
  type RecordedObservation,
  type Verdict,
} from '../core/index.js';
import { AgentCallError } from './types.js';

/** An unpaired UTF-16 surrogate (with the `u` flag a whole pair is one code point). */
const LONE = /[\uD800-\uDFFF]/u;
const LONE_ALL = /[\uD800-\uDFFF]/gu;

/**
 * Half of a character (text cut between the two halves of a pair) has no UTF-8
 * form: a label holding one is a malformed answer, named as such, rather than
 * evidence that no file could hold.
 */
function loneProblem(value: string, what: string): string | null {
  const at = LONE.exec(value);
  if (at === null) return null;
  return `${what} holds a lone surrogate U+${value.charCodeAt(at.index).toString(16).toUpperCase()} (half of a character, e.g. text cut in the middle of one), which has no UTF-8 form`;
}

/** Text with every lone surrogate replaced by U+FFFD, as a UTF-8 encoder writes it. */
function wellFormed(text: string): string {
  return LONE.test(text) ? text.replace(LONE_ALL, '\uFFFD') : text;
}

/**
 * What an agent may return, and how it becomes an Observation (DESIGN.md §4,
 * docs/agent-protocol.md).
 *
 * - `{ decision | verdict, text, tools }`: `decision` (or `verdict`) is a label, or a
 *   typed no-decision `{ noDecision: reason }` / `{ kind: 'no_decision', reason }`;
 *   `tools` is a list of names or of `{ name, args }` objects, in call order;
 * - `{ noDecision: reason, text? }` or `{ kind: 'no_decision', reason }`: a typed
 *   NoDecision (`no_tool_selected`, `refused`, …);
 * - a string (or a number, boolean or bigint: `String(x)` unless `stringify` says
 *   otherwise): the answer's text, which on the verdict layer is the decision itself.
 *
 * On the verdict layer (the default) a decision is expected: an object with no
 * decision (no `decision` / `verdict` key, or one that is null) is that call's
 * extraction failure, whatever other fields it has; text is never guessed to be
 * the decision. A decision label is non-empty and at most `MAX_LABEL_CHARS`
 * characters. Anything else (undefined, null, a function, a decision that is
 * neither a string nor a typed no-decision, tools that are not a list, a label
 * too long) is that call's malformed answer, so a harness bug is never scored as
 * an agent decision.
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
  /**
   * The layer the run compares (default `verdict`). On the verdict layer an
   * answer must carry a decision; on the text and tools layers it need not.
   */
  readonly layer?: Layer;
}

/** How one answer is read: where its decision is expected, and what to say when it is missing. */
export interface ReadRules {
  /** The text stands as the decision when none is given (a string answer, an explicit text path). */
  readonly textIsDecision: boolean;
  /** Where the decision was looked for, for the message (`"decision" or "verdict" key`). */
  readonly lookedFor?: string;
  /** The keys the answer had, for the message (default: the object's own keys). */
  readonly keys?: readonly string[];
  /** What to do, for the message. */
  readonly remedy?: string;
}

const EMPTY_TOOLS: readonly string[] = Object.freeze([]);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

function malformed(message: string): AgentCallError {
  return new AgentCallError(message, 'malformed_response');
}

/** Up to ten keys, quoted and shortened: what the answer had instead of a decision. */
export function describeKeys(keys: readonly string[]): string {
  if (keys.length === 0) return 'it has no keys';
  const shown = keys
    .slice(0, 10)
    .map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k));
  const more = keys.length > 10 ? ` and ${keys.length - 10} more` : '';
  return `it has the key${keys.length === 1 ? '' : 's'} ${shown.join(', ')}${more}`;
}

/**
 * The call's extraction failure: a decision was expected and none was found.
 * The message names where it was looked for and the keys that were there.
 */
export function noDecisionFound(
  found: string,
  keys: readonly string[],
  remedy: string,
): AgentCallError {
  return new AgentCallError(
    `no decision in the answer: ${found} (${describeKeys(keys)}); ${remedy}`,
    'extraction_failed',
  );
}

const DEFAULT_REMEDY =
  'return {"decision": "<label>", …} (text and tools beside it), or {"noDecision": reason} when there is deliberately none; the text layer needs no decision';

/** A label that is not a bounded decision: empty, blank, or longer than `MAX_LABEL_CHARS`. */
function checkLabel(label: string, field: string): void {
  const lone = loneProblem(label, `the decision ${field}`);
  if (lone !== null) throw malformed(lone);
  if (label.trim() === '') {
    throw malformed(
      `the decision ${field} is ${label.length === 0 ? 'an empty string' : 'only whitespace'}; a decision is a non-empty label`,
    );
  }
  const chars = overlongLabel(label);
  if (chars !== null) {
    throw malformed(
      `the decision ${field} has ${chars} characters, more than the ${MAX_LABEL_CHARS} a decision label may have: a decision is a short categorical label; return it as {"decision": "<label>"} with the prose as "text", or compare on the text layer`,
    );
  }
}

function typedOutcome(value: object): Verdict | undefined {
  const v = value as Record<string, unknown>;
  if (v.kind === 'decision' && typeof v.label === 'string' && v.label.length > 0) {
    return { kind: 'decision', label: v.label };
  }
  const reason = v.kind === 'no_decision' ? v.reason : 'noDecision' in v ? v.noDecision : undefined;
  if (reason === undefined) return undefined;
  if (!isNoDecisionReason(reason)) {
    throw malformed(
      `unknown no-decision reason ${typeof reason === 'string' ? JSON.stringify(reason.slice(0, 60)) : describe(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`,
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
  throw malformed(
    `${field} must be a label (a string) or a typed no-decision {"noDecision": reason}, got ${describe(value)}`,
  );
}

function toolsOf(value: unknown, field: string): readonly string[] {
  if (value === undefined || value === null) return EMPTY_TOOLS;
  if (!Array.isArray(value)) {
    throw malformed(
      `${field} must be a list of tool names or {name, args} objects, got ${describe(value)}`,
    );
  }
  if (value.length === 0) return EMPTY_TOOLS;
  const names: string[] = new Array<string>(value.length);
  for (let i = 0; i < value.length; i++) {
    const t: unknown = value[i];
    const lone =
      typeof t === 'string'
        ? loneProblem(t, `${field}[${i}]`)
        : t !== null && typeof t === 'object' && typeof (t as { name?: unknown }).name === 'string'
          ? loneProblem((t as { name: string }).name, `${field}[${i}].name`)
          : null;
    if (lone !== null) throw malformed(lone);
    if (typeof t === 'string') names[i] = t;
    else if (t !== null && typeof t === 'object') {
      const o = t as Record<string, unknown>;
      const name = typeof o.name === 'string' ? o.name : o.toolName;
      if (typeof name !== 'string') {
        throw malformed(`${field}[${i}] has no tool name (a string "name")`);
      }
      names[i] = name;
    } else {
      throw malformed(`${field}[${i}] must be a tool name or {name, args}, got ${describe(t)}`);
    }
  }
  return names;
}

/** Turn one value an agent returned into an Observation, or throw that call's error. */
export function observationFromResult(value: unknown, options: ResultOptions = {}): Observation {
  return readResult(value, options, PLAIN_RULES);
}

/** The reading rules of an in-process agent: made once, not per call. */
const PLAIN_RULES: ReadRules = { textIsDecision: false };

/**
 * `observationFromResult` with the reading rules of an agent kind (an HTTP
 * agent's paths say where the decision was looked for, and an explicit text path
 * makes the text the decision).
 */
export function readResult(value: unknown, options: ResultOptions, rules: ReadRules): Observation {
  const stringify = options.stringify ?? String;
  const onVerdict = (options.layer ?? 'verdict') === 'verdict';
  if (typeof value === 'string') {
    if (onVerdict) checkAnswerText(value);
    return { text: wellFormed(value), verdict: null, tools: EMPTY_TOOLS };
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    const text = stringify(value);
    if (onVerdict) checkAnswerText(text);
    return { text, verdict: null, tools: EMPTY_TOOLS, raw: value };
  }
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    const hint =
      typeof value === 'function'
        ? ' (a factory is exported as createAgent, not called per input: docs/agent-protocol.md)'
        : '';
    throw malformed(
      `the agent returned ${describe(value)}${hint}; return a string, or an object with decision, text and tools`,
    );
  }
  const obj = value as Record<string, unknown>;
  let verdict: Verdict;
  let field = '"label"';
  const typed = options.decisionKey === undefined ? typedOutcome(obj) : undefined;
  if (typed !== undefined) verdict = typed;
  else if (options.decisionKey !== undefined) {
    field = JSON.stringify(options.decisionKey);
    verdict = verdictOf(obj[options.decisionKey], stringify, options.decisionKey);
  } else if (obj.decision !== undefined && obj.decision !== null) {
    field = '"decision"';
    verdict = verdictOf(obj.decision, stringify, 'decision');
  } else {
    field = obj.decision === null ? '"decision"' : '"verdict"';
    verdict = verdictOf(obj.verdict, stringify, 'verdict');
  }
  const rawText = obj.text;
  // An object (or list, or function) where text belongs is not text: graded as "[object Object]" it would pass or fail on nothing the agent said.
  if (
    rawText !== null &&
    rawText !== undefined &&
    (typeof rawText === 'object' || typeof rawText === 'function')
  ) {
    throw malformed(
      `the answer's "text" is ${describe(rawText)}, not text; return the text as a string`,
    );
  }
  const givenText =
    typeof rawText === 'string'
      ? rawText
      : rawText === undefined || rawText === null
        ? ''
        : stringify(rawText);
  const text = wellFormed(givenText);
  if (typeof verdict === 'string') checkLabel(verdict, field);
  else if (verdict !== null && verdict.kind === 'decision') checkLabel(verdict.label, '"label"');
  else if (verdict === null && onVerdict) {
    if (rules.textIsDecision) checkAnswerText(givenText);
    else {
      const present =
        options.decisionKey === undefined
          ? obj.decision === null || obj.verdict === null
          : obj[options.decisionKey] === null;
      const lookedFor =
        rules.lookedFor ??
        (options.decisionKey === undefined
          ? '"decision" or "verdict" key'
          : `${JSON.stringify(options.decisionKey)} key`);
      throw noDecisionFound(
        present ? `${field} is null` : `it has no ${lookedFor}`,
        rules.keys ?? Object.keys(obj),
        rules.remedy ?? DEFAULT_REMEDY,
      );
    }
  }
  const toolsKey = options.toolsKey ?? 'tools';
  const tools = toolsOf(obj[toolsKey], toolsKey);
  return { text, verdict, tools, raw: value };
}

/** On the verdict layer a text answer is the decision: a non-empty, bounded label. */
function checkAnswerText(text: string): void {
  const lone = loneProblem(text, 'the answer, which on the verdict layer is the decision,');
  if (lone !== null) throw malformed(lone);
  if (text.trim() === '') {
    throw new AgentCallError(
      `no decision in the answer: it is ${text.length === 0 ? 'an empty string' : 'only whitespace'}, and on the verdict layer a text answer is the decision; ${DEFAULT_REMEDY}`,
      'extraction_failed',
    );
  }
  const chars = overlongLabel(text);
  if (chars !== null) {
    throw malformed(
      `the answer is a text of ${chars} characters, and on the verdict layer a text answer is the decision, which may have at most ${MAX_LABEL_CHARS}: return {"decision": "<label>", "text": "<prose>"}, or compare on the text layer`,
    );
  }
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

/**
 * Whether `recordObservation(obs)` (untimed) would equal `rec`: the same decision,
 * text and tools, and nothing else recorded. Lets a collector reuse an earlier
 * identical record without building a new one per call.
 */
export function recordsAs(obs: Observation, rec: RecordedObservation): boolean {
  if (
    rec.ms !== undefined ||
    rec.error !== undefined ||
    rec.reason !== undefined ||
    rec.cached !== undefined
  ) {
    return false;
  }
  const text = obs.text;
  if (text.length > 0 ? rec.text !== text : rec.text !== undefined) return false;
  const d = rec.decision;
  const v = obs.verdict;
  if (typeof v === 'string') {
    if (v.length > 0 ? d !== v : d !== undefined) return false;
  } else if (v === null) {
    if (d !== undefined) return false;
  } else if (v.kind === 'decision') {
    if (d !== v.label) return false;
  } else if (typeof d !== 'object' || d.noDecision !== v.reason) return false;
  const tools = obs.tools;
  const recorded = rec.tools;
  if (tools.length === 0) return recorded === undefined;
  if (recorded === undefined || recorded.length !== tools.length) return false;
  for (let i = 0; i < tools.length; i++) if (recorded[i] !== tools[i]) return false;
  return true;
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
