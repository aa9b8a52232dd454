import { type Layer, type Observation, type RecordedObservation } from '../core/index.js';
import { AgentCallError } from './types.js';
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
export type AgentResult = string | number | boolean | {
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
/** Up to ten keys, quoted and shortened: what the answer had instead of a decision. */
export declare function describeKeys(keys: readonly string[]): string;
/**
 * The call's extraction failure: a decision was expected and none was found.
 * The message names where it was looked for and the keys that were there.
 */
export declare function noDecisionFound(found: string, keys: readonly string[], remedy: string): AgentCallError;
/** Turn one value an agent returned into an Observation, or throw that call's error. */
export declare function observationFromResult(value: unknown, options?: ResultOptions): Observation;
/**
 * `observationFromResult` with the reading rules of an agent kind (an HTTP
 * agent's paths say where the decision was looked for, and an explicit text path
 * makes the text the decision).
 */
export declare function readResult(value: unknown, options: ResultOptions, rules: ReadRules): Observation;
/**
 * The evidence record of one observation: decision, text and tools together
 * (tool arguments stay out). Empty text and empty tool paths are left out.
 */
export declare function recordObservation(obs: Observation, ms?: number): RecordedObservation;
/**
 * Whether `recordObservation(obs)` (untimed) would equal `rec`: the same decision,
 * text and tools, and nothing else recorded. Lets a collector reuse an earlier
 * identical record without building a new one per call.
 */
export declare function recordsAs(obs: Observation, rec: RecordedObservation): boolean;
/** The Observation a recorded one stands for (used to judge relations on recorded sources). */
export declare function observationOfRecord(rec: RecordedObservation): Observation;
