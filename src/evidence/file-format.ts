import { Refusal } from '../core/errors.js';
import { isPlainObject, placeOf, shortJson, typeName } from './paths.js';

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
export type FileFormatCode =
  'evidence.format' | 'bench.evidence-format' | 'cases.evidence-format' | 'baseline.format';

/** The version refusal of each file we own. */
export type FileVersionCode =
  'evidence.version' | 'bench.evidence-version' | 'cases.evidence-version' | 'baseline.version';

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

/** A version as numbers (`1.2` → [1, 2]), or null when it is not one. */
function versionNumbers(version: string): number[] | null {
  return /^\d+(\.\d+)*$/.test(version) && version.length <= 40
    ? version.split('.').map(Number)
    : null;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Who may read a version found: a newer tool, an older one, or neither said. */
function whoReads(version: string, format: FileFormat): string {
  const found = versionNumbers(version);
  const known = format.reads
    .map((name) => versionNumbers(name.slice(format.prefix.length)))
    .filter((v): v is number[] => v !== null);
  if (found === null || known.length === 0) return '';
  if (known.every((k) => compare(found, k) > 0)) {
    return ' (a newer agentverity-action may have written the file)';
  }
  if (known.every((k) => compare(found, k) < 0)) {
    return ' (an older agentverity-action wrote the file: read it with that version)';
  }
  return '';
}

/** Refuses a file whose `schema` is not a name `format` reads (the rule above); returns it as an object. */
export function checkFileFormat(
  value: unknown,
  file: string | undefined,
  format: FileFormat,
): Record<string, unknown> {
  const wanted = format.reads[0];
  if (!isPlainObject(value)) {
    throw new Refusal(
      format.formatCode,
      `expected a JSON object with "schema": "${wanted}", found ${typeName(value)}`,
      placeOf(file, []),
    );
  }
  const schema = value['schema'];
  if (typeof schema === 'string' && format.reads.includes(schema)) return value;
  const where = placeOf(file, ['schema']);
  if (typeof schema === 'string' && schema.startsWith(format.prefix)) {
    const version = schema.slice(format.prefix.length);
    throw new Refusal(
      format.versionCode,
      `${shortJson(schema)} (${format.what} format version ${shortJson(version)}) is not supported; this build reads ${format.reads.join(' and ')}${whoReads(version, format)}`,
      where,
    );
  }
  const foreign = typeof schema === 'string' ? format.foreign?.(schema, where) : undefined;
  if (foreign !== undefined) throw foreign;
  throw new Refusal(
    format.formatCode,
    schema === undefined
      ? `missing; expected "${wanted}"`
      : `expected "${wanted}", found ${shortJson(schema)}`,
    where,
  );
}
