import { Refusal } from '../errors.js';
import {
  INCOMPLETE_REASONS,
  LAYERS,
  MAX_LABEL_CHARS,
  NO_DECISION_REASONS,
  type Decision,
  type Layer,
  type NoDecision,
  type NoDecisionReason,
  type Observation,
  type Outcome,
  type Verdict,
} from './types.js';

export function decision(label: string): Decision {
  if (typeof label !== 'string' || label.length === 0) {
    throw new Refusal('decision.empty-label', 'a decision label must be a non-empty string');
  }
  return { kind: 'decision', label };
}

export function noDecision(reason: NoDecisionReason): NoDecision {
  if (!isNoDecisionReason(reason)) {
    throw new Refusal(
      'decision.unknown-reason',
      `unknown no-decision reason ${JSON.stringify(reason)}; expected one of ${NO_DECISION_REASONS.join(', ')}`,
    );
  }
  return { kind: 'no_decision', reason };
}

export function isNoDecisionReason(value: unknown): value is NoDecisionReason {
  return typeof value === 'string' && (NO_DECISION_REASONS as readonly string[]).includes(value);
}

export function isIncompleteReason(reason: NoDecisionReason): boolean {
  return INCOMPLETE_REASONS.includes(reason);
}

/**
 * The length in characters (code points) of a label longer than `MAX_LABEL_CHARS`,
 * or null when it fits. Cheap for ordinary labels: only a long one is counted.
 */
export function overlongLabel(label: string): number | null {
  if (label.length <= MAX_LABEL_CHARS) return null;
  let chars = 0;
  for (let i = 0; i < label.length; i++, chars++) {
    const c = label.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = label.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return chars > MAX_LABEL_CHARS ? chars : null;
}

export function isLayer(value: unknown): value is Layer {
  return typeof value === 'string' && (LAYERS as readonly string[]).includes(value);
}

export function observation(parts: {
  text?: string;
  verdict?: Verdict;
  tools?: readonly string[];
  raw?: unknown;
}): Observation {
  const obs: Observation = {
    text: parts.text ?? '',
    verdict: parts.verdict ?? null,
    tools: parts.tools ?? [],
    ...(parts.raw === undefined ? {} : { raw: parts.raw }),
  };
  return obs;
}

/**
 * The typed reading of a run: a typed verdict as is, a non-empty string verdict as
 * a Decision, anything else as open-ended. (The meter still compares the text of a
 * text-only run on the verdict layer; see `comparisonKey`.)
 */
export function outcomeOf(obs: Observation): Outcome {
  const v = obs.verdict;
  if (v !== null && typeof v === 'object') return v;
  if (typeof v === 'string' && v.length > 0) return { kind: 'decision', label: v };
  return { kind: 'no_decision', reason: 'open_ended' };
}

// ---------------------------------------------------------------------------
// Comparison keys.
//
// A comparison key is a string that is equal for two observations exactly when
// the reference's canonical comparison says they are equal on that layer:
//   d:<label>   a decision, or any non-empty string (a bare "refund" equals
//               Decision("refund"))
//   n:<reason>  a NoDecision (never equal to a decision of the same word)
//   e:          the empty string (left alone by the reference's promotion)
//   t:<json>    a tool path, compared element-wise
// Strings make keys cheap to intern, hash and compare.
// ---------------------------------------------------------------------------

export type ComparisonKey = string;

export const EMPTY_KEY: ComparisonKey = 'e:';

export function keyOfLabel(label: string): ComparisonKey {
  return label.length === 0 ? EMPTY_KEY : `d:${label}`;
}

export function keyOfReason(reason: NoDecisionReason): ComparisonKey {
  return `n:${reason}`;
}

export function keyOfOutcome(outcome: Outcome): ComparisonKey {
  return outcome.kind === 'decision' ? keyOfLabel(outcome.label) : keyOfReason(outcome.reason);
}

export function keyOfTools(tools: readonly string[]): ComparisonKey {
  return `t:${JSON.stringify(tools)}`;
}

/** The comparison key of one observation on one layer. */
export function comparisonKey(obs: Observation, layer: Layer): ComparisonKey {
  switch (layer) {
    case 'verdict': {
      const v = obs.verdict;
      if (v !== null && typeof v === 'object') return keyOfOutcome(v);
      if (typeof v === 'string' && v.length > 0) return keyOfLabel(v);
      return keyOfLabel(obs.text);
    }
    case 'text':
      return keyOfLabel(obs.text);
    case 'tools':
      return keyOfTools(obs.tools);
    default:
      throw new Refusal('layer.unknown', `unknown observation layer: ${JSON.stringify(layer)}`);
  }
}

/** The structured value a key stands for (the form reports and JSON use). */
export type KeyValue = Outcome | readonly string[] | '';

export function keyValue(key: ComparisonKey): KeyValue {
  const body = key.slice(2);
  switch (key.slice(0, 2)) {
    case 'd:':
      return { kind: 'decision', label: body };
    case 'n:':
      return { kind: 'no_decision', reason: body as NoDecisionReason };
    case 't:':
      return JSON.parse(body) as string[];
    default:
      return '';
  }
}

/**
 * A plain, human label for a key: a decision's label, `no decision: REASON`, a
 * tool path joined with ` > ` (`(no tools)` when empty), `(empty)` for "".
 */
export function keyLabel(key: ComparisonKey): string {
  const body = key.slice(2);
  switch (key.slice(0, 2)) {
    case 'd:':
      return body;
    case 'n:':
      return `no decision: ${body}`;
    case 't:': {
      const tools = JSON.parse(body) as string[];
      return tools.length === 0 ? '(no tools)' : tools.join(' > ');
    }
    default:
      return '(empty)';
  }
}

export function isNoDecisionKey(key: ComparisonKey): boolean {
  return key.startsWith('n:');
}

export function reasonOfKey(key: ComparisonKey): NoDecisionReason | null {
  return key.startsWith('n:') ? (key.slice(2) as NoDecisionReason) : null;
}

/**
 * Whether a series passes the scorability gate (`assertScorable`), without
 * building anything: the gate's answer for the common series, which holds no
 * no-decision at all.
 */
export function isScorable(keys: readonly ComparisonKey[], layer: Layer): boolean {
  if (layer !== 'verdict') return true;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as ComparisonKey;
    // A no-decision's key is `n:<reason>`; every other key passes.
    if (key.charCodeAt(0) !== 0x6e || key.charCodeAt(1) !== 0x3a) continue;
    const reason = key.slice(2) as NoDecisionReason;
    if (isIncompleteReason(reason) || reason === 'open_ended') return false;
  }
  return true;
}

/**
 * The scorability gate (verdict layer only): a series holding a NoDecision whose
 * reason means the harness failed, or an open-ended answer, cannot be scored for
 * categorical stability. Other layers are never gated.
 */
export function assertScorable(keys: readonly ComparisonKey[], layer: Layer, where?: string): void {
  if (layer !== 'verdict') return;
  for (let i = 0; i < keys.length; i++) {
    const reason = reasonOfKey(keys[i] as ComparisonKey);
    if (reason === null) continue;
    if (isIncompleteReason(reason)) {
      throw new Refusal(
        'outcome.incomplete',
        `an observation is a no-decision with reason '${reason}': the harness failed to produce a decision, so this series cannot be scored`,
        where,
      );
    }
    if (reason === 'open_ended') {
      throw new Refusal(
        'outcome.open-ended',
        'an observation is an open-ended answer (no decision): categorical stability is undefined for it; extract a decision or compare on the text layer',
        where,
      );
    }
  }
}
