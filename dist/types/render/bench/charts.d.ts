/**
 * Inline SVG charts of a bench report: reliability with its intervals per
 * agent, pass^k (and pass@k) curves over k, and each agent's latencies. Every
 * chart is an `<svg role="img">` with a `<title>` and a `<desc>` in words, each
 * mark carries its figures as a `<title>`, and every label is escaped
 * (htmlText). Colours come from the page's style sheet (`.agent-N`); each agent
 * also has its own mark shape, so the charts read without colour.
 */
import type { BenchReport } from '../../core/bench/types.js';
/** Agents beyond this many reuse the colours (the shapes repeat less often). */
export declare const AGENT_COLOURS = 8;
/** The mark of agent `i` centred at (cx, cy), radius r. */
export declare function agentMark(i: number, cx: number, cy: number, r?: number): string;
export declare function agentClass(i: number): string;
/**
 * Reliability per agent: the observed share as the agent's mark, the interval
 * over tasks (the verdict's) as a thick line and the Wilson interval over
 * attempts as a thin one, on a 0–100% axis.
 */
export declare function reliabilityChart(r: BenchReport): string;
/**
 * pass^k over k, one line per agent with its interval as a band, and pass@k
 * as a dashed line of the same colour; y from 0 to 100%.
 */
export declare function passKChart(r: BenchReport): string;
/** Round ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power of ten. */
export declare function niceTicks(max: number, count?: number): number[];
/** Dots drawn per agent at most; a larger set is thinned evenly (the note says so). */
export declare const MAX_DOTS = 600;
/**
 * Latency per agent: every timed attempt as a dot (an error as a cross), and
 * the summary's p50 and p95 as marks across the row, on one linear axis.
 */
export declare function latencyChart(r: BenchReport): string;
