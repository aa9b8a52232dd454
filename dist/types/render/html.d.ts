import { type Assessment } from '../core/index.js';
import type { ReportMeta } from './meta.js';
interface PlotRow {
    readonly label: string;
    readonly low: number;
    readonly high: number;
    readonly rate: number;
    readonly epsilon: number;
    readonly call: string;
    readonly pooled: boolean;
}
/**
 * A forest plot: one row per route (and the pooled figure first), the 95%
 * interval as a line, the observed rate as a dot, and a dashed line at each
 * tolerance. The axis runs from 0 to the smallest of 25/50/100% that holds
 * every interval and tolerance.
 */
export declare function forestPlot(rows: readonly PlotRow[]): string;
/**
 * The HTML report: one self-contained file (inline style, inline SVG, no script,
 * and a Content-Security-Policy that forbids every network request), readable on
 * a phone. Untrusted strings are escaped (htmlText) and only ever placed in text
 * nodes and quoted attributes.
 */
export declare function renderHtml(a: Assessment, meta: ReportMeta | null): string;
export {};
