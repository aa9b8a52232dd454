import { type Decision, type Layer, type NoDecision, type NoDecisionReason, type Observation, type Outcome, type Verdict } from './types.js';
export declare function decision(label: string): Decision;
export declare function noDecision(reason: NoDecisionReason): NoDecision;
export declare function isNoDecisionReason(value: unknown): value is NoDecisionReason;
export declare function isIncompleteReason(reason: NoDecisionReason): boolean;
/**
 * The length in characters (code points) of a label longer than `MAX_LABEL_CHARS`,
 * or null when it fits. Cheap for ordinary labels: only a long one is counted.
 */
export declare function overlongLabel(label: string): number | null;
export declare function isLayer(value: unknown): value is Layer;
export declare function observation(parts: {
    text?: string;
    verdict?: Verdict;
    tools?: readonly string[];
    raw?: unknown;
}): Observation;
/**
 * The typed reading of a run: a typed verdict as is, a non-empty string verdict as
 * a Decision, anything else as open-ended. (The meter still compares the text of a
 * text-only run on the verdict layer; see `comparisonKey`.)
 */
export declare function outcomeOf(obs: Observation): Outcome;
export type ComparisonKey = string;
export declare const EMPTY_KEY: ComparisonKey;
export declare function keyOfLabel(label: string): ComparisonKey;
export declare function keyOfReason(reason: NoDecisionReason): ComparisonKey;
export declare function keyOfOutcome(outcome: Outcome): ComparisonKey;
export declare function keyOfTools(tools: readonly string[]): ComparisonKey;
/** The comparison key of one observation on one layer. */
export declare function comparisonKey(obs: Observation, layer: Layer): ComparisonKey;
/** The structured value a key stands for (the form reports and JSON use). */
export type KeyValue = Outcome | readonly string[] | '';
export declare function keyValue(key: ComparisonKey): KeyValue;
/**
 * A plain, human label for a key: a decision's label, `no decision: REASON`, a
 * tool path joined with ` > ` (`(no tools)` when empty), `(empty)` for "".
 */
export declare function keyLabel(key: ComparisonKey): string;
export declare function isNoDecisionKey(key: ComparisonKey): boolean;
export declare function reasonOfKey(key: ComparisonKey): NoDecisionReason | null;
/**
 * Whether a series passes the scorability gate (`assertScorable`), without
 * building anything: the gate's answer for the common series, which holds no
 * no-decision at all.
 */
export declare function isScorable(keys: readonly ComparisonKey[], layer: Layer): boolean;
/**
 * The scorability gate (verdict layer only): a series holding a NoDecision whose
 * reason means the harness failed, or an open-ended answer, cannot be scored for
 * categorical stability. Other layers are never gated.
 */
export declare function assertScorable(keys: readonly ComparisonKey[], layer: Layer, where?: string): void;
