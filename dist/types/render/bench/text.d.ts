import type { BenchReport } from '../../core/bench/types.js';
import { type BenchReportMeta } from './facts.js';
/**
 * The bench report for a terminal: the verdict's headline first, the findings,
 * a table of every agent's figures (reliability with both intervals, error rate,
 * consistency, latency, pass^k and pass@k at the headline k), the per-task
 * table, and for a comparison the pairs, tie groups and what more evidence
 * would take. Every name and output is terminal-safe.
 */
export declare function renderBenchText(r: BenchReport, meta?: BenchReportMeta): string;
