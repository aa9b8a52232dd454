import { InvalidArgumentError } from 'commander';
import { REPORT_FORMATS, type ReportFormat } from '../render/index.js';

/** Formats of commands that print data rather than an assessment report (`plan`). */
export const FORMATS = ['text', 'json'] as const;
export type Format = (typeof FORMATS)[number];

export function parseFormat(value: string): Format {
  if (!(FORMATS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`expected one of ${FORMATS.join(', ')}`);
  }
  return value as Format;
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
