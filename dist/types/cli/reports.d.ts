import { type NamedFile } from '../app/files.js';
import { type ReportTarget } from '../app/reports.js';
import type { Assessment } from '../core/index.js';
import { type ReportMeta as RenderMeta } from '../render/index.js';
import type { CliIo } from './io.js';
import { type ReportOptions } from './report-options.js';
export type { ReportTarget };
export { addReportOptions, MARKDOWN_FORMS, PAIRING, type ReportOptions } from './report-options.js';
/** Facts about the run that the assessment itself does not hold. */
export type ReportMeta = RenderMeta;
/**
 * No report file may be one of the files the command reads (or the evidence it
 * writes): refused (exit 2, `output.is-input`) before anything is read or called.
 */
export declare function refuseReportsOverInputs(options: ReportOptions, cwd: string, inputs: readonly NamedFile[]): void;
/**
 * Where each requested report goes, or a refusal (exit 2) for an ambiguous
 * request. Commands that collect call it before any agent call.
 */
export declare function resolveReportTargets(options: ReportOptions): ReportTarget[];
/**
 * Whether to colour standard output, the usual way (as chalk's supports-color):
 * FORCE_COLOR set to anything but `0` or `false` turns colour on, even when the
 * output is not a terminal (a CI log), and `0` or `false` turns it off; without
 * it, NO_COLOR (https://no-color.org) present and not empty turns colour off;
 * otherwise colour follows whether standard output is a terminal.
 */
export declare function colourWanted(io: Pick<CliIo, 'env' | 'stdoutIsTTY'>): boolean;
/**
 * Render the assessment in every requested format and deliver each one: files
 * first, then standard output. With no report on standard output, the headline
 * is printed there so a person running the command still sees the answer.
 */
export declare function emitReports(io: CliIo, assessment: Assessment, meta: ReportMeta, options: ReportOptions): void;
