import type { CollectProgress } from './collected.js';
/**
 * Progress on stderr: a live bar redrawn in place on a terminal; on anything
 * else (CI logs) one plain line per report. The caller decides how often to
 * report (e.g. every 100 ms on a terminal, every 5 s in CI) and stays silent
 * when asked to be quiet.
 */
export declare class ProgressPrinter {
    private readonly write;
    private readonly live;
    private readonly width;
    private drawn;
    constructor(write: (text: string) => void, live: boolean, width?: number);
    /** How often to report for this output (ms). */
    static intervalFor(live: boolean): number;
    update(p: CollectProgress): void;
    /** Leave the terminal on a fresh line. */
    finish(p: CollectProgress): void;
    static describe(p: CollectProgress, barWidth: number): string;
}
/** 850 ms, 12 s, 3 min 05 s, 1 h 02 min. */
export declare function formatDuration(ms: number): string;
