import type { BaselineDecision } from '../../core/index.js';
export { tolerance } from '../facts.js';
export { table } from '../table.js';
/** A stored decision, quoted and made safe for a terminal. */
export declare function shownDecision(d: BaselineDecision, max?: number): string;
/** Pretty JSON with a trailing newline, safe to print in a CI log. */
export declare function jsonText(value: unknown): string;
/** An amount of money in the unit the user gave: 2 decimals from 1 up, else up to 4. */
export declare function money(x: number): string;
