// The report options of `assess`, `run` and `snapshot` as commander declares them:
// cheap to load, so registering a command (and `--help`) does not load a renderer.
import { Option, type Command } from 'commander';
import type { MarkdownMode } from '../render/markdown.js';
import { REPORT_FORMATS, type ReportFormat } from '../render/formats.js';
import { parseReportFormat } from './options.js';

/** `--markdown-form`: the job summary (≤ 1 MiB, the default) or the PR comment (≤ 60,000 bytes). */
export const MARKDOWN_FORMS: readonly MarkdownMode[] = ['summary', 'comment'];

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

export const PAIRING =
  'each --output is the file for the --format just before it; a --format without --output goes to standard output';

/**
 * `--format F` (repeatable) and `--output PATH` (repeatable). Each --output takes
 * the --format written just before it, e.g.
 * `--format text --format json --output r.json --format junit --output r.xml`
 * prints text and writes JSON and JUnit files.
 */
export function addReportOptions(command: Command): Command {
  let formatsSeen = 0;
  const outputAfter: number[] = [];
  return command
    .addOption(
      new Option(
        '--format <format>',
        `report format: ${REPORT_FORMATS.join(', ')} (repeatable; default text)`,
      ).argParser((value: string, previous: ReportFormat[] | undefined) => {
        formatsSeen++;
        return [...(previous ?? []), parseReportFormat(value)];
      }),
    )
    .addOption(
      new Option(
        '--output <path>',
        `write the report of the --format just before it to this file (repeatable; ${PAIRING}); one --output without any --format takes the format its extension names (.txt, .json, .xml, .md, .html)`,
      ).argParser((value: string, previous: string[] | undefined) => {
        outputAfter.push(formatsSeen);
        return [...(previous ?? []), value];
      }),
    )
    .addOption(
      new Option(
        '--markdown-form <form>',
        "markdown only: summary (a job summary, up to 1 MiB; default) or comment (a PR comment, up to 60,000 bytes, under GitHub's 65,536-character limit)",
      ).choices([...MARKDOWN_FORMS]),
    )
    .hook('preAction', (thisCommand) => {
      if (outputAfter.length > 0) thisCommand.setOptionValue('outputAfter', [...outputAfter]);
    });
}
