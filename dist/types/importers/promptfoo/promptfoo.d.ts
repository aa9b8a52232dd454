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
/** Reads a promptfoo export (parsed JSON) against the reviewed suite. */
export declare function evidenceFromPromptfoo(value: unknown, suite: DecisionSuite, options?: PromptfooOptions, file?: string): Evidence;
/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line. Some promptfoo versions write no line break between
 * two batches of rows, so a line may hold several rows back to back.
 */
export declare function evidenceFromPromptfooLines(text: string, suite: DecisionSuite, options?: PromptfooOptions, file?: string): Evidence;
/** Reads a promptfoo export file (strict UTF-8 JSON, or its JSON Lines export) against the reviewed suite. */
export declare function importPromptfoo(path: string, suite: DecisionSuite, options?: PromptfooOptions): Promise<Evidence>;
