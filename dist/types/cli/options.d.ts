import { Option, type Command } from 'commander';
import { REPORT_FORMATS, type ReportFormat } from '../render/formats.js';
/** Formats of commands that print data rather than an assessment report (`plan`). */
export declare const FORMATS: readonly ["text", "json"];
export type Format = (typeof FORMATS)[number];
export declare function parseFormat(value: string): Format;
/** `--format text|json` (default text); `what` says what it formats (`report format`). */
export declare function textOrJsonFormat(what: string): Option;
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
/**
 * The format a file's extension names (the format table's extensions), among `allowed`: `text` for a file with
 * no extension, null for an extension that names no allowed format (the caller
 * refuses rather than write one format into a file named for another).
 */
export declare function formatOfPath<F extends string>(file: string, allowed: readonly F[]): F | null;
/**
 * The `--format` of a text-or-json command: as given, or, when only `--output`
 * was given, the format its extension names (`check.json` is JSON); a file named
 * for another format is refused.
 */
export declare function formatFor(cmd: Command, options: {
    readonly format: Format;
    readonly output?: string;
}): Format;
