import { Refusal } from '../errors.js';

/** One thing wrong with an input: a stable code, the JSON path, and what was expected. */
export interface Problem {
  readonly code: string;
  readonly path: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `base.key` for plain keys, `base["odd key"]` otherwise. */
export function pathOf(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return IDENTIFIER.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property, or undefined; never reads the prototype chain. */
export function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A short, readable description of a JSON value for messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return `the boolean ${String(value)}`;
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

/**
 * Throw one Refusal for all problems found. A single problem is reported at its own
 * path with its own code; several are listed together under `where`, with the code
 * of the first.
 */
export function refuseAll(problems: readonly Problem[], where: string): void {
  const first = problems[0];
  if (first === undefined) return;
  if (problems.length === 1) throw new Refusal(first.code, first.message, first.path);
  const lines = problems.map((p) => `${p.path}: ${p.message}`);
  throw new Refusal(first.code, `${problems.length} problems:\n  - ${lines.join('\n  - ')}`, where);
}
