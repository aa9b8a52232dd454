import { type Command } from 'commander';
import { type ReportTarget } from '../app/index.js';
import { type Assessment } from '../core/index.js';
import { type MarkdownMode, type ReportFormat, type ReportMeta as RenderMeta } from '../render/index.js';
import type { CliIo } from './io.js';
export type { ReportTarget };
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
/** Facts about the run that the assessment itself does not hold. */
export type ReportMeta = RenderMeta;
/**
 * `--format F` (repeatable) and `--output PATH` (repeatable). Each --output takes
 * the --format written just before it, e.g.
 * `--format text --format json --output r.json --format junit --output r.xml`
 * prints text and writes JSON and JUnit files.
 */
export declare function addReportOptions(command: Command): Command;
/**
 * Where each requested report goes, or a refusal (exit 2) for an ambiguous
 * request. Commands that collect call it before any agent call.
 */
export declare function resolveReportTargets(options: ReportOptions): ReportTarget[];
/**
 * Whether to colour standard output, the usual way (as chalk's supports-color):
 * FORCE_COLOR set to anything but `0` or `false` turns colour on, even when the
 * output is not a terminal (a CI log), and `0` or `false` turns it off; without
 * it, NO_COLOR (https://no-color.org) present and not empty turns colour off;
 * otherwise colour follows whether standard output is a terminal.
 */
export declare function colourWanted(io: Pick<CliIo, 'env' | 'stdoutIsTTY'>): boolean;
/**
 * Render the assessment in every requested format and deliver each one: files
 * first, then standard output. With no report on standard output, the headline
 * is printed there so a person running the command still sees the answer.
 */
export declare function emitReports(io: CliIo, assessment: Assessment, meta: ReportMeta, options: ReportOptions): void;
