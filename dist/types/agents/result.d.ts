import { type Observation, type RecordedObservation } from '../core/index.js';
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
}
/** Turn one value an agent returned into an Observation, or throw that call's error. */
export declare function observationFromResult(value: unknown, options?: ResultOptions): Observation;
/**
 * The evidence record of one observation: decision, text and tools together
 * (tool arguments stay out). Empty text and empty tool paths are left out.
 */
export declare function recordObservation(obs: Observation, ms?: number): RecordedObservation;
/** The Observation a recorded one stands for (used to judge relations on recorded sources). */
export declare function observationOfRecord(rec: RecordedObservation): Observation;
