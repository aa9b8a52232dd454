import type { ErrorObject } from 'ajv';
import { Refusal } from '../core/errors.js';
import { nearestKey, unknownKeyMessage } from '../core/util/nearest.js';
import {
  jsonPath,
  placeOf,
  pointerToPath,
  shortJson,
  typeName,
  wantedWords,
  type PathPart,
} from './paths.js';
import { DATE_TIME_PATTERN, DIGEST_PATTERN } from './schema.js';

/** One schema or semantic problem in a file we own: where, and what was expected. */
export interface Problem {
  readonly path: readonly PathPart[];
  readonly message: string;
}

/** At most this many problems are listed in one refusal. */
export const MAX_PROBLEMS = 10;

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
};

/**
 * A format's own wording for some ajv errors (e.g. a `oneOf` it knows the
 * shapes of); `undefined` falls back to the common wording, `null` drops the error.
 */
export type ProblemOverride = (
  e: ErrorObject,
  path: readonly PathPart[],
  found: string,
) => Problem | null | undefined;

/** In a file written in YAML, a mapping is what JSON calls an object. */
const YAML_TYPE_WORDS: Record<string, string> = { ...TYPE_WORDS, object: 'a mapping (key: value)' };

/** Said where a YAML file has a number or true/false where text was wanted. */
export const YAML_QUOTE_HINT =
  'YAML reads an unquoted number or true/false as such: quote the text';

/** How a reader's file is written, for the words of some problems (each optional). */
export interface ProblemOptions {
  /**
   * The keys an object may hold, by its path: an unknown key is then named at
   * itself with the keys known there and the nearest one (`unknownKeyMessage`).
   */
  readonly keysAt?: (path: readonly PathPart[]) => readonly string[];
  /** Written in YAML: types as YAML names them, and a hint to quote text YAML read as a number. */
  readonly yaml?: boolean;
}

/** The keys the object's schema names (ajv's verbose `parentSchema`), for a "did you mean". */
function knownProperties(e: ErrorObject): string[] {
  const parent: unknown = e.parentSchema;
  if (typeof parent !== 'object' || parent === null) return [];
  const properties = (parent as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/**
 * An ajv error in plain words: the JSON path and what the format expected there.
 * Every reader of a file we own words its schema problems here: its `override`
 * for the few problems only it can word, `options` for how its file is written.
 */
export function problemFromAjv(
  e: ErrorObject,
  format: string,
  override?: ProblemOverride,
  options: ProblemOptions = {},
): Problem | null {
  const path = pointerToPath(e.instancePath);
  const params = e.params as Record<string, unknown>;
  const found = `, found ${shortJson(e.data)}`;
  const own = override?.(e, path, found);
  if (own !== undefined) return own;
  switch (e.keyword) {
    case 'if':
      return null; // its `then` reports the actual problem
    case 'required':
      return { path: [...path, String(params['missingProperty'])], message: 'missing (required)' };
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      if (options.keysAt !== undefined) {
        return { path: [...path, key], message: unknownKeyMessage(key, options.keysAt(path)) };
      }
      const near = nearestKey(key, knownProperties(e));
      return {
        path: [...path, key],
        message: `unexpected field; ${format} has no such field here${near === null ? '' : ` (did you mean ${JSON.stringify(near)}?)`}`,
      };
    }
    case 'type': {
      const types = String(params['type']).split(',');
      const words = options.yaml === true ? YAML_TYPE_WORDS : TYPE_WORDS;
      const wanted = types.map((t) => words[t] ?? t).join(' or ');
      const quote =
        options.yaml === true &&
        types.includes('string') &&
        ((typeof e.data === 'number' && Number.isFinite(e.data)) || typeof e.data === 'boolean');
      return {
        path,
        message: `expected ${wantedWords(wanted, e.data)}, found ${typeName(e.data)}${quote ? ` (${YAML_QUOTE_HINT}: "${String(e.data)}")` : ''}`,
      };
    }
    case 'const':
      return { path, message: `expected ${shortJson(params['allowedValue'])}${found}` };
    case 'enum':
      return {
        path,
        message: `expected one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${found}`,
      };
    case 'pattern': {
      const pattern = params['pattern'];
      const wanted =
        pattern === DIGEST_PATTERN
          ? '64 lowercase hex digits (a SHA-256 digest)'
          : pattern === DATE_TIME_PATTERN
            ? 'an ISO 8601 date-time such as 2026-07-28T14:32:43Z'
            : `text matching ${String(pattern)}`;
      return { path, message: `expected ${wanted}${found}` };
    }
    case 'minLength':
      return { path, message: 'expected a non-empty string' };
    case 'minItems':
      return {
        path,
        message: `expected at least ${String(params['limit'])} item${params['limit'] === 1 ? '' : 's'}, found ${Array.isArray(e.data) ? e.data.length : 0}`,
      };
    case 'minimum':
      return { path, message: `expected a number >= ${String(params['limit'])}${found}` };
    case 'maximum':
      return { path, message: `expected a number <= ${String(params['limit'])}${found}` };
    case 'exclusiveMinimum':
      return { path, message: `expected a number > ${String(params['limit'])}${found}` };
    case 'exclusiveMaximum':
      return { path, message: `expected a number < ${String(params['limit'])}${found}` };
    case 'maxLength':
      return { path, message: `is longer than ${String(params['limit'])} characters` };
    case 'maxItems':
      return { path, message: `has more than ${String(params['limit'])} items` };
    default:
      return { path, message: `${e.message ?? `fails the ${e.keyword} rule`}${found}` };
  }
}

/**
 * What a refusal of a file with its problems says, and where: one problem is
 * named at its place; several are listed under one heading, at most ten, then
 * how many more. The caller throws it with its own code.
 */
export function problemsRefusal(
  format: string,
  problems: readonly Problem[],
  file: string | undefined,
  fallback: string,
): { readonly message: string; readonly where: string } {
  const first = problems[0];
  if (problems.length === 1 && first !== undefined) {
    return { message: first.message, where: placeOf(file, first.path) };
  }
  const shown = problems.slice(0, MAX_PROBLEMS).map((p) => {
    const path = jsonPath(p.path);
    return `  - ${path === '' ? '(top level)' : path}: ${p.message}`;
  });
  const more = problems.length - shown.length;
  if (more > 0) shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
  return {
    message: `not a valid ${format} file (${problems.length} problems):\n${shown.join('\n')}`,
    where: file ?? fallback,
  };
}

/** Refuses a file with its problems (see `problemsRefusal`). */
export function refuseProblems(
  code: 'evidence.invalid' | 'baseline.invalid',
  format: string,
  problems: readonly Problem[],
  file: string | undefined,
  fallback: string,
): never {
  const { message, where } = problemsRefusal(format, problems, file, fallback);
  throw new Refusal(code, message, where);
}
