import type { BaselineDecision } from '../../core/index.js';
import { describeDecision } from '../../core/index.js';
import { logSafeJson, terminalSafe } from '../escape.js';

export { tolerance } from '../facts.js';
export { table } from '../table.js';

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

/** An amount of money in the unit the user gave: 2 decimals from 1 up, else up to 4. */
export function money(x: number): string {
  if (!Number.isFinite(x)) return 'n/a';
  if (Math.abs(x) >= 1 || x === 0) return x.toFixed(2);
  return x.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
}
