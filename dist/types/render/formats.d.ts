export interface ReportFormatInfo {
    /** The name `--format` takes. */
    readonly name: string;
    /** What it is, for the docs' list of formats. */
    readonly title: string;
    /** The extensions that name it for an `--output` given without `--format`; the first is its files'. */
    readonly extensions: readonly [string, ...string[]];
}
export declare const REPORT_FORMAT_TABLE: readonly [{
    readonly name: "text";
    readonly title: "terminal text";
    readonly extensions: readonly [".txt", ".text", ".log"];
}, {
    readonly name: "json";
    readonly title: "JSON report";
    readonly extensions: readonly [".json"];
}, {
    readonly name: "junit";
    readonly title: "JUnit XML";
    readonly extensions: readonly [".xml"];
}, {
    readonly name: "markdown";
    readonly title: "Markdown (comment or summary)";
    readonly extensions: readonly [".md", ".markdown"];
}, {
    readonly name: "html";
    readonly title: "self-contained HTML page";
    readonly extensions: readonly [".html", ".htm"];
}];
export type ReportFormat = (typeof REPORT_FORMAT_TABLE)[number]['name'];
/** The format names, in the table's order. */
export declare const REPORT_FORMATS: readonly ReportFormat[];
/** The extension a format's files are written with (`.xml` for JUnit). */
export declare function extensionOf(format: ReportFormat): string;
/** Every extension the table knows, with the format it names. */
export declare const EXTENSION_FORMATS: Readonly<Record<string, ReportFormat>>;
/**
 * One family's renderers, one per format: `render` is a pure function of the
 * family's report, its meta and the options a caller passes.
 */
export type FormatTable<Report, Meta, Options = Record<never, never>> = {
    readonly [F in ReportFormat]: (report: Report, meta: Meta, options: Options) => string;
};
