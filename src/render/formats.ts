// The report formats every report family (gate, bench, cases) is rendered in:
// one line per format, its name (`--format`) and the file extensions that name it
// (the first is the one its files are written with). A leaf: the CLI's option
// definitions and the Action's file names load it without loading a renderer.
// The renderers are one row per format in ./format-renderers.ts (`{gate, bench,
// cases}`), typed so that a format missing there does not compile; each family's
// table (`GATE_FORMATS`, `BENCH_FORMATS`, `CASES_FORMATS`) is read from it.

export interface ReportFormatInfo {
  /** The name `--format` takes. */
  readonly name: string;
  /** What it is, for the docs' list of formats. */
  readonly title: string;
  /** The extensions that name it for an `--output` given without `--format`; the first is its files'. */
  readonly extensions: readonly [string, ...string[]];
}

export const REPORT_FORMAT_TABLE = [
  { name: 'text', title: 'terminal text', extensions: ['.txt', '.text', '.log'] },
  { name: 'json', title: 'JSON report', extensions: ['.json'] },
  { name: 'junit', title: 'JUnit XML', extensions: ['.xml'] },
  { name: 'markdown', title: 'Markdown (comment or summary)', extensions: ['.md', '.markdown'] },
  { name: 'html', title: 'self-contained HTML page', extensions: ['.html', '.htm'] },
] as const satisfies readonly ReportFormatInfo[];

export type ReportFormat = (typeof REPORT_FORMAT_TABLE)[number]['name'];

/** The format names, in the table's order. */
export const REPORT_FORMATS: readonly ReportFormat[] = REPORT_FORMAT_TABLE.map((f) => f.name);

/** The extension a format's files are written with (`.xml` for JUnit). */
export function extensionOf(format: ReportFormat): string {
  const info = REPORT_FORMAT_TABLE.find((f) => f.name === format);
  return info?.extensions[0] ?? '';
}

/** Every extension the table knows, with the format it names. */
export const EXTENSION_FORMATS: Readonly<Record<string, ReportFormat>> = Object.fromEntries(
  REPORT_FORMAT_TABLE.flatMap((f) => f.extensions.map((e) => [e, f.name] as const)),
);

/**
 * One family's renderers, one per format: `render` is a pure function of the
 * family's report, its meta and the options a caller passes.
 */
export type FormatTable<Report, Meta, Options = Record<never, never>> = {
  readonly [F in ReportFormat]: (report: Report, meta: Meta, options: Options) => string;
};
