import type { Evidence } from '../../core/assess/model.js';
import type { DecisionSuite } from '../../core/contract/types.js';
import { type CommonImportOptions } from '../common.js';
/**
 * promptfoo result exports (`promptfoo eval --repeat N --output results.json`).
 * Every repeat is its own row and nothing in a row links the repeats of one
 * test, so rows are matched to the reviewed suite by their input text, and
 * keep export order. One provider × prompt cell is read at a time.
 */
export interface PromptfooOptions extends CommonImportOptions {
    /** Dotted path of the input inside a result row (default `prompt.raw`; e.g. `vars.ticket`). */
    readonly inputPath?: string;
    /** Dotted path of the decision inside structured output; without it the output text is the label. */
    readonly decisionPath?: string;
    /** Keep only rows of this provider id (or label). */
    readonly provider?: string;
    /** Keep only rows of this prompt id (or index). */
    readonly promptId?: string;
}
/** Provider id of a row: `provider.id` (else its label) or the provider itself; `unknown` when absent. */
export declare function providerOf(row: Record<string, unknown>): string;
/**
 * The provider's label when it has one besides its id. promptfoo tells apart
 * two configurations of one model (`openai:gpt-4o` at two temperatures) only by
 * their labels, so the label is part of a cell.
 */
export declare function providerLabelOf(row: Record<string, unknown>): string | null;
/** An id as text: strings as they are, other JSON values as JSON. */
export declare function idText(value: unknown): string;
/** Prompt id of a row: `promptId`, else `promptIdx`; `unknown` when absent. */
export declare function promptOf(row: Record<string, unknown>): string;
/** Reads a promptfoo export (parsed JSON) against the reviewed suite. */
export declare function evidenceFromPromptfoo(value: unknown, suite: DecisionSuite, options?: PromptfooOptions, file?: string): Evidence;
/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line. Some promptfoo versions write no line break between
 * two batches of rows, so a line may hold several rows back to back.
 */
export declare function evidenceFromPromptfooLines(text: string, suite: DecisionSuite, options?: PromptfooOptions, file?: string): Evidence;
/** Splits `{…}{…}` (JSON objects written back to back) into one text per object. */
export declare function jsonValuesOf(line: string): string[];
/** Reads a promptfoo export file (strict UTF-8 JSON, or its JSON Lines export) against the reviewed suite. */
export declare function importPromptfoo(path: string, suite: DecisionSuite, options?: PromptfooOptions): Promise<Evidence>;
