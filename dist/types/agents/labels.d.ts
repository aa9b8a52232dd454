/** The keys a structured decision is looked for in, in order, when no key is named. */
export declare const DEFAULT_DECISION_KEYS: readonly string[];
/** A label, or a typed no-decision (`{noDecision: reason}`). */
export type AdapterDecision = string | {
    readonly noDecision: string;
};
export declare function isRecord(value: unknown): value is Record<string, unknown>;
/** A value's kind in words, for a message: `null`, `a list`, `an object`, `number`. */
export declare function kindOf(value: unknown): string;
/** The first of `keys` whose value in `object` is set (not undefined, null or ''). */
export declare function firstSetKey(object: Readonly<Record<string, unknown>>, keys: readonly string[]): string | undefined;
/**
 * A value as a decision: a string, number, boolean or bigint is a label (`String`
 * of it); `{noDecision: reason}` is a typed no-decision. A blank string or a
 * missing value is that call's `extraction_failed` (no decision was given); an
 * object, a list or a label over `MAX_LABEL_CHARS` is its `malformed_response`.
 * `what` names the value in the message (`the state key "route"`).
 */
export declare function decisionLabel(value: unknown, what: string): AdapterDecision;
