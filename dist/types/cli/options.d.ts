import { REPORT_FORMATS, type ReportFormat } from '../render/index.js';
/** Formats of commands that print data rather than an assessment report (`plan`). */
export declare const FORMATS: readonly ["text", "json"];
export type Format = (typeof FORMATS)[number];
export declare function parseFormat(value: string): Format;
/** The report formats of `assess` and `run`. */
export { REPORT_FORMATS, type ReportFormat };
export declare function parseReportFormat(value: string): ReportFormat;
export declare function parsePositiveInt(value: string): number;
/** `F/P`: F flips observed in P disjoint pairs. */
export declare function parseObserved(value: string): {
    flips: number;
    pairs: number;
};
export declare function collect(value: string, previous: string[] | undefined): string[];
