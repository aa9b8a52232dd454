import { type Assessment } from '../core/index.js';
import type { ReportMeta } from './meta.js';
export interface TextOptions {
    /** ANSI colour; the caller decides (a TTY and no NO_COLOR). */
    readonly colour?: boolean;
    /**
     * The answer and what decides it only: the headline, what gates, the meter,
     * blindness, the route table, flip pairs, failures and next steps (no contract
     * table, relations table or caveats). A failed test's message.
     */
    readonly brief?: boolean;
    /**
     * Worded for a test runner (the Vitest/Jest entry): what the run's exit code
     * would be is replaced by whether this test fails, and why, in the test's own
     * words, so a failed test's message never says `exit 0` or "does not fail".
     */
    readonly test?: {
        readonly fails: boolean;
        readonly why?: string;
    };
}
/**
 * The terminal report. The first line is the answer: the headline category and
 * why. Every label from the agent or the evidence is made terminal-safe; colour
 * (only when asked for) wraps our own words, never a label.
 */
export declare function renderText(a: Assessment, meta?: ReportMeta | null, options?: TextOptions): string;
