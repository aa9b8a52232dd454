import { type Assessment } from '../core/index.js';
/**
 * The terminal report. The first line is the answer: the headline category and
 * why. Every label from the agent or the evidence is made terminal-safe.
 */
export declare function renderText(a: Assessment): string;
