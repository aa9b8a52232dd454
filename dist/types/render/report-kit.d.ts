import type { RunMeta } from './meta.js';
/** The run facts a JSON report keeps (no retries: those go under calls). */
export declare function runFacts(run: RunMeta): Record<string, unknown>;
/** The `run` block of a JSON report: present only when run facts are passed in. */
export declare function runBlock(run: RunMeta | undefined): Record<string, unknown>;
/** The `tool` of a JSON report, or null when none is passed in. */
export declare function toolJson(tool: {
    readonly name: string;
    readonly version: string;
} | undefined): {
    name: string;
    version: string;
} | null;
/** One finding as every JSON report writes it, in a fixed key order. */
export declare function findingJson(f: {
    readonly id: string;
    readonly subject: string;
    readonly outcome: string;
    readonly gates: boolean;
    readonly exitCode: number;
    readonly text: string;
}): Record<string, unknown>;
/** The figures of a flip-rate meter after its count of tasks or cases, in a fixed key order. */
export declare function flipMeterJson(m: {
    readonly pairs: number;
    readonly flips: number;
    readonly flipRate: number;
    readonly ciLow: number;
    readonly ciHigh: number;
    readonly call: string;
}): Record<string, unknown>;
/** UTF-8 length of a string, without node:buffer (render stays pure). */
export declare function utf8Bytes(text: string): number;
/** A GFM table: header, alignment row and the rows, cells already escaped. */
export declare function tableLines(header: readonly string[], align: readonly ('l' | 'r')[], rows: readonly (readonly string[])[]): string[];
/** A link only for a plain https URL with nothing Markdown could read as syntax; else null. */
export declare function safeLink(url: string | undefined, text: string): string | null;
/** Where a shortened Markdown report points for the rest: a link, or the run's artifacts. */
export declare function fullReportWhere(url: string | undefined): string;
/**
 * The last resort of a Markdown report over its budget: the headline alone,
 * cut to fit with a note that says so (never half an escape or entity at the end).
 */
export declare function headlineOnly(headline: string, budget: number, where: string): string;
/**
 * A Markdown report within its byte budget: the full text when it fits, else
 * the first shortened rendering (one per step, in order) that fits, else the
 * headline alone.
 */
export declare function fitToBudget<L>(budget: number, full: string, steps: readonly L[], shortened: (limits: L, where: string) => string, headline: () => string, artifactUrl: string | undefined): string;
/** The colours of one scheme (light or dark) of the reports' palette. */
interface Tones {
    readonly fg: string;
    readonly bg: string;
    readonly muted: string;
    readonly line: string;
    readonly good: string;
    readonly caution: string;
    readonly bad: string;
}
/** The CSS custom properties of one scheme of the palette. */
export declare const cssTones: (p: Tones) => string;
/**
 * A scrollable HTML table with a caption, the first cell of each row its
 * header: `attrs` are the table's own attributes and every cell is already
 * escaped; the columns in `numeric` align as numbers.
 */
export declare function captionedTable(attrs: string, caption: string, header: readonly string[], rows: readonly (readonly string[])[], numeric: ReadonlySet<number>): string;
/**
 * A whole self-contained HTML report: a strict Content-Security-Policy (no
 * script, no fetch, inline style and data: images only), the (already
 * escaped) title, the style and the body lines.
 */
export declare function htmlPage(title: string, style: string, body: readonly string[]): string;
/** Seconds with three decimals, as JUnit readers expect (`time="0.000"`). */
export declare function junitSeconds(ms: number | undefined): string;
/** One `<testcase>` of a bench or cases JUnit report, every value escaped and on one line. */
export declare function junitCaseXml(c: {
    readonly name: string;
    readonly classname: string;
    readonly element: {
        tag: string;
        type: string;
        message: string;
    } | null;
    readonly out: readonly string[];
}, file: string, time: string): string[];
/** One `<property>` of a JUnit `<properties>` block, name and value escaped. */
export declare const junitProperty: (name: string, value: string) => string;
/** The tool and its version among the run facts of an HTML report's footer (none without a tool). */
export declare const toolFacts: (tool: {
    readonly name: string;
    readonly version: string;
} | undefined) => string[];
/** The measured commit among the run facts of an HTML report's footer (none without one). */
export declare const commitFacts: (commit: string | undefined) => string[];
export {};
