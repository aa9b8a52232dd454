import { type Command } from 'commander';
import type { MarkdownMode } from '../render/markdown.js';
import { type ReportFormat } from '../render/formats.js';
/** `--markdown-form`: the job summary (≤ 1 MiB, the default) or the PR comment (≤ 60,000 bytes). */
export declare const MARKDOWN_FORMS: readonly MarkdownMode[];
/** The report options shared by `assess` and `run`. */
export interface ReportOptions {
    /** Each `--format`, in command-line order. */
    readonly format?: readonly ReportFormat[];
    /** Each `--output`, in command-line order. */
    readonly output?: readonly string[];
    /**
     * For each `--output`, how many `--format` values came before it on the command
     * line (set by addReportOptions). Absent when options are built in code: then
     * the n-th output goes with the n-th format.
     */
    readonly outputAfter?: readonly number[];
    /** `--markdown-form`: which Markdown the markdown report is. */
    readonly markdownForm?: MarkdownMode;
}
export declare const PAIRING = "each --output is the file for the --format just before it; a --format without --output goes to standard output";
/**
 * `--format F` (repeatable) and `--output PATH` (repeatable). Each --output takes
 * the --format written just before it, e.g.
 * `--format text --format json --output r.json --format junit --output r.xml`
 * prints text and writes JSON and JUnit files.
 */
export declare function addReportOptions(command: Command): Command;
