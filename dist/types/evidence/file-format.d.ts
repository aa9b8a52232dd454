import { Refusal } from '../core/errors.js';
/**
 * The one check of a file's format name and version (its `schema` field), made
 * before its shape is read, by every reader of a format we own: run evidence
 * (run-evidence-read.ts), bench evidence, cases evidence and baselines.
 *
 * One rule for all of them:
 * - not a JSON object: the format refusal, naming what was found;
 * - a name this build reads: read on;
 * - our prefix with any other version (`@3`, `@0`, `@1.1`, garbage): the version
 *   refusal, naming the version found and the names read, and saying whether a
 *   newer or an older tool wrote it when the version is a number above or below
 *   every one read;
 * - a foreign format a reader knows by name (the reference's snapshot for a
 *   baseline): that reader's own refusal;
 * - anything else, or no `schema`: the format refusal, naming what was expected.
 * Every value quoted is cut (`shortJson`), so a huge `schema` keeps the message short.
 */
/** The format refusal of each file we own (typed as literals: tests/errors.test.ts sees them). */
export type FileFormatCode = 'evidence.format' | 'bench.evidence-format' | 'cases.evidence-format' | 'baseline.format';
/** The version refusal of each file we own. */
export type FileVersionCode = 'evidence.version' | 'bench.evidence-version' | 'cases.evidence-version' | 'baseline.version';
export interface FileFormat {
    /** The names this build reads; the first is the one a message asks for. */
    readonly reads: readonly [string, ...string[]];
    /** The name up to its version: `agentverity-action/evidence@`. */
    readonly prefix: string;
    /** The kind of file in words: "evidence", "bench evidence", "baseline". */
    readonly what: string;
    /** The code for a file that is not of this format. */
    readonly formatCode: FileFormatCode;
    /** The code for a file of this format in a version this build does not read. */
    readonly versionCode: FileVersionCode;
    /** A refusal for a foreign format known by its `schema`, or undefined. */
    readonly foreign?: (schema: string, where: string) => Refusal | undefined;
}
/** Refuses a file whose `schema` is not a name `format` reads (the rule above); returns it as an object. */
export declare function checkFileFormat(value: unknown, file: string | undefined, format: FileFormat): Record<string, unknown>;
