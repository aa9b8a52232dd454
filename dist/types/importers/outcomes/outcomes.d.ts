import { type BenchImport, type BenchImportOptions } from './shared.js';
/**
 * Turns a log of repeated outcomes into bench results: `{benchmark, runs}`.
 * `text` is the file's content and `fileName` names it in refusals and as
 * every agent's source. Formats: `outcomes-jsonl` (a task path and an outcome
 * path per line), `promptfoo` (an export made with `--repeat`), `inspect` (an
 * eval log with epochs, as JSON), or `auto` (the default).
 */
export declare function importBenchRuns(text: string, fileName: string, options?: BenchImportOptions): BenchImport;
/**
 * As `importBenchRuns`, reading the file at `path` (strict UTF-8); an Inspect
 * `.eval` log (a zip archive) is read as well.
 */
export declare function importBenchRunsFile(path: string, options?: BenchImportOptions, scrub?: ((text: string) => string) | null): Promise<BenchImport>;
/**
 * A log's text with `scrub` applied to every string of its JSON values before any
 * reader takes (and cuts) one: a JSON document as a whole, or each line of a JSON
 * Lines log (a line that is no JSON is scrubbed as text; the reader refuses it).
 * Only what held a secret is written anew, so a clean log is read as it was, and
 * a JSON Lines log keeps its line numbers.
 */
export declare function scrubbedLogText(text: string, scrub: (text: string) => string): string;
