import { formatPercent } from '../../core/index.js';
import type { BaselineDecision } from '../../core/index.js';
import { describeDecision } from '../../core/index.js';
import { logSafeJson, terminalSafe } from '../escape.js';

/** A tolerance as a percentage: 5%, 0.5%. */
export function tolerance(x: number): string {
  return formatPercent(x, x * 100 >= 1 ? 0 : 1);
}

/** A stored decision, quoted and made safe for a terminal. */
export function shownDecision(d: BaselineDecision, max = 80): string {
  return typeof d === 'string' && d !== ''
    ? `"${terminalSafe(d, max)}"`
    : terminalSafe(describeDecision(d), max);
}

/** Pretty JSON with a trailing newline, safe to print in a CI log. */
export function jsonText(value: unknown): string {
  return logSafeJson(value);
}

/** Left-aligned first column, right-aligned numbers, two spaces between. */
export function table(
  rows: readonly (readonly string[])[],
  rightAligned: ReadonlySet<number>,
): string[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
        return rightAligned.has(i) ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}

/** An amount of money in the unit the user gave: 2 decimals from 1 up, else up to 4. */
export function money(x: number): string {
  if (!Number.isFinite(x)) return 'n/a';
  if (Math.abs(x) >= 1 || x === 0) return x.toFixed(2);
  return x.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
}
