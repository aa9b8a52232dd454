import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Refusal } from '../core/errors.js';
import { caseFingerprint } from '../core/stateful/derive.js';
import type { Json, JsonObject, StatefulCase } from '../core/stateful/types.js';
import {
  deepNestingOffset,
  findLoneSurrogate,
  lineAndColumn,
  locateSyntaxError,
  MAX_JSON_DEPTH,
  parseJsonText,
  readTextFile,
} from './json.js';
import { isBlank, isPlainObject, jsonPath, shortJson, typeName, type PathPart } from './paths.js';
import { problemFromAjv } from './schema-problems.js';
import { inlineDefinitions } from './schema-inline.js';

/**
 * Stateful cases files (issue 16): JSON Lines, one case per line, or one JSON
 * list of cases (docs/cases-format.md):
 *
 * ```json
 * {"id": "ord-001", "input": "Refund order 1", "initial_state": {"orders": {"1": {"status": "paid"}}},
 *  "expected": {"answer": "refunded", "state": {"orders": {"1": {"status": "refunded"}}}}, "cluster": "refunds"}
 * ```
 *
 * Choices, each refused rather than guessed (exit 2, the file, the line and the
 * JSON path named):
 * - `initial_state` is required; `null` is a state (the system is reset to null),
 *   distinct from a missing key, which is refused so a forgotten state is never
 *   read as null. `expected` is required too (`{}` when the criteria need nothing).
 * - ids are unique and never contain `~`: `<id>~<transform>` names a derived case.
 * - unknown keys, a byte-order mark other than one at the very start, a line over
 *   8 MiB, nesting past 512 levels, a lone surrogate and the keys `__proto__`,
 *   `constructor` and `prototype` (anywhere in a case: a state copied by
 *   assignment must not touch an object's prototype) are refused.
 * - blank lines of a JSONL file are skipped; CRLF line ends are fine.
 */

/** Keys refused anywhere in a case (and in the state paths of agentverity.yml). */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** The longest line (in UTF-8 bytes) of a JSONL cases file. */
export const MAX_CASE_LINE_BYTES = 8 * 1024 * 1024;

const ID = {
  type: 'string',
  minLength: 1,
  maxLength: 256,
  pattern: '^[^~]*$',
} as const;

/** The JSON Schema (draft-07) of one case as written (a JSONL line, or an item of a JSON list). */
export const CASES_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'AgentVerity Action stateful case',
  description:
    'One stateful case: a line of a JSON Lines cases file, or an item of a JSON list of cases. The request, the world it starts in, and what is expected of the answer and of the world left behind.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'input', 'initial_state', 'expected'],
  properties: {
    id: {
      ...ID,
      description:
        'Unique in the file; never contains "~" (a derived case is named <id>~<transform>).',
    },
    input: {
      description: 'The request: a non-empty string, or an object (a structured request).',
      type: ['string', 'object'],
      minLength: 1,
    },
    initial_state: {
      description:
        'The world the case starts in (any JSON value; null is a state). The system is reset to a fresh deep copy of it. Part of the case fingerprint.',
    },
    expected: {
      type: 'object',
      additionalProperties: false,
      properties: {
        answer: {
          type: 'string',
          description: 'What the answer criterion compares the final answer with.',
        },
        state: {
          description:
            'The expected end state, or the part of it the state criteria compare (any JSON value).',
        },
      },
    },
    cluster: {
      type: 'string',
      minLength: 1,
      maxLength: 256,
      description:
        'Cases sharing a cluster are not independent (cluster-aware intervals); default: the case id.',
    },
  },
} as const;

type CasesCode =
  | 'cases.empty'
  | 'cases.invalid'
  | 'cases.reserved-id'
  | 'cases.reserved-key'
  | 'cases.duplicate-id'
  | 'cases.too-long'
  | 'json.syntax'
  | 'json.depth'
  | 'json.lone-surrogate';

interface Problem {
  readonly code: CasesCode;
  readonly path: readonly PathPart[];
  readonly message: string;
}

/** `file:line: path` (the path left out when empty). */
function placeAt(file: string, line: number, path: readonly PathPart[]): string {
  const at = jsonPath(path);
  return at === '' ? `${file}:${line}` : `${file}:${line}: ${at}`;
}

function refuseCase(problems: readonly Problem[], file: string, line: number): never {
  const first = problems[0] as Problem;
  if (problems.length === 1) {
    throw new Refusal(first.code, first.message, placeAt(file, line, first.path));
  }
  const shown = problems.slice(0, 10).map((p) => {
    const at = jsonPath(p.path);
    return `  - ${at === '' ? '(the case)' : at}: ${p.message}`;
  });
  const more = problems.length - shown.length;
  if (more > 0) shown.push(`  - … and ${more} more problem${more === 1 ? '' : 's'}`);
  throw new Refusal(
    first.code,
    `not a valid case (${problems.length} problems):\n${shown.join('\n')}`,
    `${file}:${line}`,
  );
}

/** The first reserved key (`__proto__`, `constructor`, `prototype`) in a parsed JSON value, by path. */
export function findReservedKey(value: unknown): PathPart[] | null {
  const stack: { v: unknown; path: PathPart[] }[] = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop() as { v: unknown; path: PathPart[] };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, i] });
    } else if (isPlainObject(v)) {
      const keys = Object.keys(v);
      for (const k of keys) if (RESERVED_KEYS.has(k)) return [...path, k];
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i] as string;
        stack.push({ v: v[k], path: [...path, k] });
      }
    }
  }
  return null;
}

let validator: ValidateFunction | null = null;

function schemaProblems(value: unknown): Problem[] {
  if (validator === null) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    validator = ajv.compile(inlineDefinitions(CASES_JSON_SCHEMA));
  }
  if (validator(value)) return [];
  return (validator.errors ?? [])
    .map((e) => problemOfAjv(e))
    .filter((p): p is Problem => p !== null);
}

const KNOWN_KEYS: Readonly<Record<string, readonly string[]>> = {
  '': Object.keys(CASES_JSON_SCHEMA.properties),
  expected: Object.keys(CASES_JSON_SCHEMA.properties.expected.properties),
};

function problemOfAjv(e: ErrorObject): Problem | null {
  const problem = problemFromAjv(
    e,
    'a cases file',
    (err, path) => {
      const params = err.params as Record<string, unknown>;
      if (err.keyword === 'minLength' && path.length === 1 && path[0] === 'input') {
        return {
          path,
          message: 'is empty; expected the request (a non-empty string or an object)',
        };
      }
      if (err.keyword === 'required' && params['missingProperty'] === 'initial_state') {
        return {
          path: ['initial_state'],
          message:
            'missing (required): give the world the case starts in; write "initial_state": null for a system whose state is null',
        };
      }
      return undefined;
    },
    { keysAt: (path) => KNOWN_KEYS[jsonPath(path)] ?? [] },
  );
  if (problem === null) return null;
  const reservedId = e.keyword === 'pattern' && jsonPath(problem.path) === 'id';
  return reservedId
    ? {
        code: 'cases.reserved-id',
        path: problem.path,
        message: `contains "~", which names derived cases (<id>~<transform>); found ${shortJson(e.data)}`,
      }
    : { code: 'cases.invalid', ...problem };
}

/**
 * A case's fingerprint: SHA-256 of the RFC 8785 canonical JSON of
 * `{input, initial_state}` (the names of the file). The expected values and the
 * end state are never part of it. A derived case's fingerprint is made the same way.
 */
export { caseFingerprint };

interface RawCase {
  readonly id: string;
  readonly input: string | JsonObject;
  readonly initial_state: Json;
  readonly expected: { readonly answer?: string; readonly state?: Json };
  readonly cluster?: string;
}

/** One parsed item (a line's value, or a list item) as a case, or a refusal at `file:line`. */
function caseOf(
  value: unknown,
  file: string,
  line: number,
  prefix: readonly PathPart[],
): StatefulCase {
  const at = (path: readonly PathPart[]): PathPart[] => [...prefix, ...path];
  const fail = (code: CasesCode, path: readonly PathPart[], message: string): never =>
    refuseCase([{ code, path: at(path), message }], file, line);
  if (!isPlainObject(value)) {
    fail(
      'cases.invalid',
      [],
      `expected a case object ({"id", "input", "initial_state", "expected"}), found ${typeName(value)}`,
    );
  }
  const reserved = findReservedKey(value);
  if (reserved !== null) {
    fail(
      'cases.reserved-key',
      reserved,
      `the key ${JSON.stringify(reserved[reserved.length - 1])} is not allowed in a case (it names an object's prototype); rename it`,
    );
  }
  const lone = findLoneSurrogate(value);
  if (lone !== null) {
    fail(
      'json.lone-surrogate',
      lone.path,
      `expected text that can be written as UTF-8, found a lone surrogate U+${lone.unit.toString(16).toUpperCase()} (an unpaired \\u escape)${lone.inKey ? ' in this key' : ''}`,
    );
  }
  const problems = schemaProblems(value).map((p) => ({ ...p, path: at(p.path) }));
  if (problems.length > 0) refuseCase(problems, file, line);
  const raw = value as unknown as RawCase;
  if (typeof raw.input === 'string' && isBlank(raw.input)) {
    fail(
      'cases.invalid',
      ['input'],
      'is blank; expected the request (a non-empty string or an object)',
    );
  }
  if (isBlank(raw.id)) fail('cases.invalid', ['id'], 'is blank; expected a non-empty id');
  if (raw.cluster !== undefined && isBlank(raw.cluster)) {
    fail('cases.invalid', ['cluster'], 'is blank; give a cluster name or leave the key out');
  }
  const expected: StatefulCase['expected'] = {
    ...(raw.expected.answer === undefined ? {} : { answer: raw.expected.answer }),
    ...('state' in raw.expected && raw.expected.state !== undefined
      ? { state: raw.expected.state }
      : {}),
  };
  return {
    id: raw.id,
    input: raw.input,
    initialState: raw.initial_state,
    expected,
    ...(raw.cluster === undefined ? {} : { cluster: raw.cluster }),
    fingerprint: caseFingerprint(raw.input, raw.initial_state),
    where: `${file}:${line}`,
  };
}

/** The offsets where the items of a valid top-level JSON list start. */
function itemOffsets(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let expectItem = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (depth === 1 && expectItem) {
      if (c !== 0x5d) out.push(i);
      expectItem = false;
    }
    if (c === 0x22) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && depth === 1) expectItem = true;
  }
  return out;
}

/** The values of a JSONL text with their line numbers (blank lines skipped). */
function jsonlValues(body: string, file: string): { value: unknown; line: number }[] {
  const out: { value: unknown; line: number }[] = [];
  const lines = body.split('\n');
  lines.forEach((raw, i) => {
    const n = i + 1;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.trim() === '') return;
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_CASE_LINE_BYTES) {
      throw new Refusal(
        'cases.too-long',
        `the line is ${bytes.toLocaleString('en')} bytes, longer than ${MAX_CASE_LINE_BYTES.toLocaleString('en')}; expected one case per line (keep large states smaller, or split the case)`,
        `${file}:${n}`,
      );
    }
    if (text.startsWith('\uFEFF')) {
      throw new Refusal(
        'cases.invalid',
        'the line starts with a byte-order mark (U+FEFF): were two files joined? Only the first line of a file may start with one',
        `${file}:${n}`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      const spot = locateSyntaxError(text);
      const col = spot === null ? 1 : lineAndColumn(text, spot.offset).column;
      const multi = n <= 2 && /^\s*[{[]\s*$/.test(text);
      throw new Refusal(
        'json.syntax',
        spot === null
          ? `not valid JSON (${error instanceof Error ? error.message : String(error)})`
          : `not valid JSON: expected ${spot.expected}${multi ? '. A JSONL cases file holds one case per line; a case written over several lines belongs in a JSON list ([ … ])' : ''}`,
        `${file}:${n}:${col}`,
      );
    }
    const deep = deepNestingOffset(text, MAX_JSON_DEPTH);
    if (deep >= 0) {
      throw new Refusal(
        'json.depth',
        `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep here; no file we read needs that`,
        `${file}:${n}:${lineAndColumn(text, deep).column}`,
      );
    }
    out.push({ value, line: n });
  });
  return out;
}

/**
 * Parses a cases file's text (JSONL, or a JSON list when the first character
 * other than whitespace is `[`); `file` names it in refusals. One leading
 * byte-order mark is dropped. Every refusal names the file, the line and, where
 * there is one, the JSON path.
 */
export function parseCases(text: string, file: string): StatefulCase[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') {
    throw new Refusal(
      'cases.empty',
      'the file holds no case; expected one case per line (JSONL) or a JSON list of cases',
      file,
    );
  }
  let items: { value: unknown; line: number; prefix: PathPart[] }[];
  if (body.trimStart().startsWith('[')) {
    const list = parseJsonText(body, file) as unknown[];
    if (!Array.isArray(list)) {
      throw new Refusal('cases.invalid', 'expected a JSON list of cases', `${file}:1`);
    }
    const offsets = itemOffsets(body);
    items = list.map((value, i) => ({
      value,
      line: lineAndColumn(body, offsets[i] ?? 0).line,
      prefix: [i],
    }));
  } else {
    items = jsonlValues(body, file).map((v) => ({ ...v, prefix: [] }));
  }
  if (items.length === 0) {
    throw new Refusal('cases.empty', 'the list holds no case; expected at least one', file);
  }
  const cases: StatefulCase[] = [];
  const firstLine = new Map<string, number>();
  for (const item of items) {
    const c = caseOf(item.value, file, item.line, item.prefix);
    const before = firstLine.get(c.id);
    if (before !== undefined) {
      refuseCase(
        [
          {
            code: 'cases.duplicate-id',
            path: [...item.prefix, 'id'],
            message: `duplicate id ${shortJson(c.id)}: line ${before} has it too; every case id must be unique`,
          },
        ],
        file,
        item.line,
      );
    }
    firstLine.set(c.id, item.line);
    cases.push(c);
  }
  return cases;
}

/** Reads a cases file (strict UTF-8), refusing what `parseCases` refuses. */
export async function readCasesFile(path: string): Promise<StatefulCase[]> {
  return parseCases(await readTextFile(path), path);
}
