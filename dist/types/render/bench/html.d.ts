import type { BenchReport } from '../../core/bench/types.js';
import { type BenchReportMeta } from './facts.js';
/** Code points of one output shown in the per-task table (the JSON report keeps all). */
export declare const OUTPUT_MAX = 2000;
/**
 * The HTML bench report: one self-contained page (inline style and SVG, no
 * script, a Content-Security-Policy that forbids every request) with the
 * verdict, per-metric agent table, charts (reliability with intervals,
 * pass^k curves with bands, latency of every attempt), the pairs and tie
 * groups, and a per-task side-by-side table with each agent's outputs. Every
 * untrusted string goes through htmlText into a text node or quoted attribute.
 */
export declare function renderBenchHtml(r: BenchReport, meta?: BenchReportMeta): string;
