import { InvalidArgumentError, Option, type Command } from 'commander';
import { Refusal } from '../app/vocabulary.js';
import { EXTENSION_FORMATS, REPORT_FORMATS, type ReportFormat } from '../render/formats.js';

/** Formats of commands that print data rather than an assessment report (`plan`). */
export const FORMATS = ['text', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export function parseFormat(value: string): Format {
  if (!(FORMATS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected one of ${FORMATS.join(', ')}`);
  }
  return value as Format;
}

/** `--format text|json` (default text); `what` says what it formats (`report format`). */
export function textOrJsonFormat(what: string): Option {
  return new Option('--format <format>', `${what}: text or json`)
    .argParser(parseFormat)
    .default('text' as Format);
}

/** The report formats of `assess` and `run`. */
export { REPORT_FORMATS, type ReportFormat };

export function parseReportFormat(value: string): ReportFormat {
  if (!(REPORT_FORMATS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected one of ${REPORT_FORMATS.join(', ')}`);
  }
  return value as ReportFormat;
}

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError('expected a whole number of at least 1');
  }
  return n;
}

/** `F/P`: F flips observed in P disjoint pairs. */
export function parseObserved(value: string): { flips: number; pairs: number } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match) throw new InvalidArgumentError('expected FLIPS/PAIRS, e.g. 4/73');
  const flips = Number(match[1]);
  const pairs = Number(match[2]);
  if (!Number.isSafeInteger(flips) || !Number.isSafeInteger(pairs) || flips > pairs) {
    throw new InvalidArgumentError('expected FLIPS/PAIRS with 0 <= FLIPS <= PAIRS, e.g. 4/73');
  }
  return { flips, pairs };
}

export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/**
 * The format a file's extension names (the format table's extensions), among `allowed`: `text` for a file with
 * no extension, null for an extension that names no allowed format (the caller
 * refuses rather than write one format into a file named for another).
 */
export function formatOfPath<F extends string>(file: string, allowed: readonly F[]): F | null {
  const base = file.split(/[\\/]/).pop() ?? file;
  const dot = base.lastIndexOf('.');
  const ext = dot <= 0 ? '' : base.slice(dot).toLowerCase();
  const format = ext === '' ? 'text' : EXTENSION_FORMATS[ext];
  return format !== undefined && (allowed as readonly string[]).includes(format)
    ? (format as F)
    : null;
}

/**
 * The `--format` of a text-or-json command: as given, or, when only `--output`
 * was given, the format its extension names (`check.json` is JSON); a file named
 * for another format is refused.
 */
export function formatFor(
  cmd: Command,
  options: { readonly format: Format; readonly output?: string },
): Format {
  if (options.output === undefined || cmd.getOptionValueSource('format') === 'cli') {
    return options.format;
  }
  const inferred = formatOfPath(options.output, FORMATS);
  if (inferred === null) {
    throw new Refusal(
      'usage.format',
      `cannot tell the format of --output ${options.output} from its extension: give --format (${FORMATS.join(' or ')})`,
    );
  }
  return inferred;
}
