/** The report formats (a leaf: the CLI's option definitions load it without a renderer). */
export const REPORT_FORMATS = ['text', 'json', 'junit', 'markdown', 'html'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
