import { type Assessment, type HeadlineCategory } from '../core/index.js';
import type { ReportMeta } from './meta.js';
/**
 * The page's colours, light and dark. Each tone keeps a WCAG contrast of at least
 * 4.5:1 against its background (a test computes it), so the headline stays
 * readable as text, not only as a colour.
 */
export declare const PALETTE: {
    readonly light: {
        readonly fg: "#1f2328";
        readonly bg: "#ffffff";
        readonly muted: "#57606a";
        readonly line: "#d0d7de";
        readonly good: "#1a7f37";
        readonly caution: "#9a6700";
        readonly bad: "#cf222e";
    };
    readonly dark: {
        readonly fg: "#e6edf3";
        readonly bg: "#0d1117";
        readonly muted: "#8d96a0";
        readonly line: "#30363d";
        readonly good: "#3fb950";
        readonly caution: "#d29922";
        readonly bad: "#f85149";
    };
};
export type Tone = 'good' | 'caution' | 'bad';
/**
 * What each headline category means, as the terminal report colours it: the
 * evidence says no (exit 1) is bad; not enough evidence (exit 2), a run that
 * passes with decisions that flip, or nothing measured is caution; a
 * deterministic run is good.
 */
export declare const CATEGORY_TONE: Readonly<Record<HeadlineCategory, Tone>>;
/** The estimated width of a label in the plot, in SVG units. */
export declare function labelWidthPx(text: string): number;
/** The label cut (by code point, marked with an ellipsis) to at most `maxPx` wide. */
export declare function fitLabel(text: string, maxPx: number): string;
/** Plots with more rows than this repeat the axis above the first row. */
export declare const TALL_PLOT_ROWS = 12;
/** The widest label column, in SVG units; a longer label is cut and shown whole on hover. */
export declare const MAX_LABEL_WIDTH = 260;
interface PlotRow {
    readonly label: string;
    readonly low: number;
    readonly high: number;
    readonly rate: number;
    readonly epsilon: number;
    readonly targeted: boolean;
    readonly pairs: number;
    readonly flips: number;
    readonly call: string;
    readonly pooled: boolean;
}
/**
 * A forest plot: one row per route (and the pooled figure first), the 95%
 * interval as a line, the observed rate as a mark whose colour and shape say
 * the call, and a dashed line at each tolerance. The axis runs from 0 to the
 * smallest of 25/50/100% that holds every interval and tolerance; a tall plot
 * repeats it above the first row. The label column is as wide as the longest
 * label needs, up to MAX_LABEL_WIDTH; a longer label is cut with an ellipsis,
 * and every row carries its full label and figures as a hover title.
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
