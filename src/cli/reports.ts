import path from 'node:path';
import { Option, type Command } from 'commander';
import { Refusal, type Assessment } from '../core/index.js';
import { terminalSafe } from '../render/escape.js';
import { renderJson } from '../render/json.js';
import { renderText } from '../render/text.js';
import type { CliIo } from './io.js';
import { collect, parseFormat, type Format } from './options.js';

/** The report options shared by `assess` and `run`. */
export interface ReportOptions {
  readonly format?: readonly Format[];
  readonly output?: readonly string[];
}

/** Facts about the run that the assessment itself does not hold. */
export interface ReportMeta {
  readonly tool: { readonly name: string; readonly version: string };
  readonly settings: Readonly<Record<string, unknown>>;
  readonly evidenceDigest: string;
}

export function addReportOptions(command: Command): Command {
  return command
    .addOption(
      new Option('--format <format>', 'report format: text or json').argParser(
        (value: string, previous: Format[] | undefined) => [
          ...(previous ?? []),
          parseFormat(value),
        ],
      ),
    )
    .option('--output <path>', 'write the report to this file instead of standard output', collect);
}

/** Render the assessment in every requested format and deliver each one. */
export function emitReports(
  io: CliIo,
  assessment: Assessment,
  meta: ReportMeta,
  options: ReportOptions,
): void {
  const format = options.format?.[0] ?? 'text';
  const output = options.output?.[0];
  if ((options.format?.length ?? 0) > 1 || (options.output?.length ?? 0) > 1) {
    throw new Refusal('usage.format', 'give --format and --output at most once');
  }
  const report =
    format === 'json'
      ? renderJson(assessment, {
          tool: meta.tool,
          settings: meta.settings,
          evidenceDigest: meta.evidenceDigest,
        })
      : renderText(assessment);
  if (output !== undefined) {
    io.writeFile(path.resolve(io.cwd, output), report);
    io.stdout(`${assessment.headline.category}: ${terminalSafe(assessment.headline.text, 2000)}\n`);
    io.stderr(`agentverity: wrote the ${format} report to ${output}\n`);
  } else {
    io.stdout(report);
  }
}
