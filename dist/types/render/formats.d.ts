/** The report formats (a leaf: the CLI's option definitions load it without a renderer). */
export declare const REPORT_FORMATS: readonly ["text", "json", "junit", "markdown", "html"];
export type ReportFormat = (typeof REPORT_FORMATS)[number];
