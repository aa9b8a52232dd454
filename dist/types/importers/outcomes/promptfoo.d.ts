import { type BenchImport, type BenchImportOptions } from './shared.js';
/** Reads a parsed promptfoo export into bench runs. */
export declare function benchFromPromptfoo(value: unknown, file: string, options?: BenchImportOptions): BenchImport;
/** True when a parsed JSON Lines row looks like a promptfoo result row. */
export declare function isPromptfooRow(value: unknown): boolean;
/**
 * Reads promptfoo's JSON Lines export (`promptfoo eval --output results.jsonl`):
 * one result row per line (some promptfoo versions write two rows back to back
 * on one line); refusals name the line.
 */
export declare function benchFromPromptfooLines(text: string, file: string, options?: BenchImportOptions): BenchImport;
