import { Refusal } from '../errors.js';
import { unknownKeyMessage } from '../util/nearest.js';

/**
 * The stable codes of the problems a suite or contract can have (docs/codes.md).
 * A literal union, so the registry test (tests/errors.test.ts) sees every one.
 */
export type ProblemCode =
  | 'suite.cases-missing'
  | 'suite.cases-not-a-list'
  | 'suite.cases-empty'
  | 'suite.case-not-an-object'
  | 'suite.case-input-missing'
  | 'suite.case-input-blank'
  | 'suite.case-expected-missing'
  | 'suite.case-expected-blank'
  | 'suite.expected-not-allowed'
  | 'suite.duplicate-input'
  | 'suite.contract-missing'
  | 'suite.unknown-key'
  | 'contract.not-an-object'
  | 'contract.not-a-list'
  | 'contract.bad-label'
  | 'contract.allowed-missing'
  | 'contract.allowed-empty'
  | 'contract.required-empty'
  | 'contract.required-not-allowed'
  | 'contract.critical-not-required'
  | 'contract.target-not-required'
  | 'contract.target-out-of-range'
  | 'contract.minimum-not-required'
  | 'contract.minimum-not-whole'
  | 'contract.reason-not-declarable'
  | 'contract.unknown-key';

/** One thing wrong with an input: a stable code, the JSON path, and what was expected. */
export interface Problem {
  readonly code: ProblemCode;
  readonly path: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * `base.key` for plain keys, `base["odd key"]` otherwise. A base that ends in
 * `:` names a file (fileRoot): its keys follow after a space, `suite.json: cases[0]`,
 * as every other reader names a place in a file.
 */
export function pathOf(base: string, key: string | number): string {
  const part =
    typeof key === 'number' ? `[${key}]` : IDENTIFIER.test(key) ? `.${key}` : `[${quoted(key)}]`;
  if (base.endsWith(':')) return `${base} ${part.startsWith('.') ? part.slice(1) : part}`;
  return `${base}${part}`;
}

/** The root of JSON paths inside a file: `suite.json:` (pathOf adds `schema`, `cases[0]` …). */
export function fileRoot(file: string): string {
  return `${file}:`;
}

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property, or undefined; never reads the prototype chain. */
export function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Longest text a message quotes from the file (a label, a key, a schema). */
const QUOTED_MAX = 60;

/** A string quoted for a message, cut to a readable length (an ellipsis marks the cut). */
export function quoted(text: string): string {
  if (text.length <= QUOTED_MAX) return JSON.stringify(text);
  const points = Array.from(text);
  return JSON.stringify(
    points.length <= QUOTED_MAX ? text : `${points.slice(0, QUOTED_MAX - 1).join('')}…`,
  );
}

/** Quoted labels joined by commas, at most `max` of them, then how many more. */
export function quotedList(values: readonly string[], max = 10): string {
  const shown = values.slice(0, max).map(quoted).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

/** A short, readable description of a JSON value for messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${quoted(value)}`;
  if (typeof value === 'boolean') return `the boolean ${String(value)}`;
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

/** At most this many problems are listed in one refusal; the rest are counted. */
const PROBLEMS_LISTED = 10;

/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
export function refuseAll(problems: readonly Problem[], where: string): void {
  const first = problems[0];
  if (first === undefined) return;
  if (problems.length === 1) throw new Refusal(first.code, first.message, first.path);
  // Inside a file the list is under its name: each line keeps only its JSON path.
  const inFile = `${where}: `;
  const lines = problems
    .slice(0, PROBLEMS_LISTED)
    .map(
      (p) => `${p.path.startsWith(inFile) ? p.path.slice(inFile.length) : p.path}: ${p.message}`,
    );
  const more = problems.length - lines.length;
  if (more > 0) lines.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
  throw new Refusal(first.code, `${problems.length} problems:\n  - ${lines.join('\n  - ')}`, where);
}

/**
 * Record a problem for every own key of `record` that is not in `known` (in the
 * order written), naming the nearest known key when one is close: a key the
 * reader does not know would otherwise be silently ignored (a misspelt
 * `stability_targets` or `critical` would drop the rule it carries).
 */
export function checkKnownKeys(
  record: Record<string, unknown>,
  known: readonly string[],
  path: string,
  code: 'suite.unknown-key' | 'contract.unknown-key',
  problems: Problem[],
): void {
  const knownSet = new Set(known);
  for (const key of Object.keys(record)) {
    if (knownSet.has(key)) continue;
    problems.push({
      code,
      path: pathOf(path, key),
      message: unknownKeyMessage(key, known, quoted),
    });
  }
}
