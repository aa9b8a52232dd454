/** Small helpers shared by the readers: JSON paths, places in refusals, plain type names. */

export type PathPart = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['cases', 3, 'observations', 1]` → `cases[3].observations[1]`. */
export function jsonPath(parts: readonly PathPart[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (IDENTIFIER.test(part)) out += out === '' ? part : `.${part}`;
    // A key of any length is named by its start, so a place stays readable.
    else out += `[${JSON.stringify(part.length > 120 ? `${part.slice(0, 100)}…` : part)}]`;
  }
  return out;
}

/** A JSON pointer (`/cases/3/observations/1`) as a path (`cases[3].observations[1]`). */
export function pointerToPath(pointer: string): PathPart[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}

/** The `where` of a refusal: the file and the JSON path inside it. */
export function placeOf(file: string | undefined, parts: readonly PathPart[]): string {
  const path = jsonPath(parts);
  if (file === undefined) return path === '' ? 'the evidence' : path;
  return path === '' ? file : `${file}: ${path}`;
}

/** What a non-finite number (`1e999` read as Infinity) is called in a refusal. */
export const OUT_OF_RANGE =
  'a number out of range (not finite: 1e999 and the like are beyond ±1.8e308)';

/**
 * The words for what a schema wanted (`a number`), made `a finite number` when
 * what was found is a number that is not finite, so the refusal never reads
 * "expected a number, found a number".
 */
export function wantedWords(words: string, found: unknown): string {
  return typeof found === 'number' && !Number.isFinite(found)
    ? words.replace(/\b(an integer|a number|number|integer)\b/g, (w) =>
        w.startsWith('a') ? `a finite ${w.replace(/^an? /, '')}` : `finite ${w}`,
      )
    : words;
}

/** A plain name for the JSON type of a value, for "expected X, found Y". */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      if (!Number.isFinite(value)) return OUT_OF_RANGE;
      return Number.isInteger(value) ? 'an integer' : 'a number';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return 'an object';
    case 'undefined':
      return 'nothing';
    default:
      return typeof value;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Python's whitespace (`str.isspace`), which the reference strips before calling a
 * text empty. Not JavaScript's `\s`: U+001C–U+001F and U+0085 are in, U+FEFF is out.
 */
const PY_SPACE =
  '\\u0009-\\u000D\\u001C-\\u001F\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const ONLY_PY_SPACE = new RegExp(`^[${PY_SPACE}]*$`, 'u');

/** True when the text is empty once Python-style whitespace is stripped. */
export function isBlank(text: string): boolean {
  return ONLY_PY_SPACE.test(text);
}

/**
 * Shortens a value for a message: its JSON text, cut at `max` characters. Built
 * piece by piece and stopped once `max` is passed, so a huge value (a string of
 * hundreds of MB, a list of millions) costs only `max`, a value that contains
 * itself (a cyclic YAML alias) is shown with `[cycle]` where it recurs, and no
 * depth overflows the stack.
 */
export function shortJson(value: unknown, max = 60): string {
  // An absent value has no JSON: say so in words, never the engine's "undefined".
  if (value === undefined) return 'nothing';
  const text = boundedJson(value, max + 1);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** JSON text of `value` (as JSON.stringify writes it, without spaces), at most about `budget` characters. */
function boundedJson(value: unknown, budget: number): string {
  let out = '';
  const open = new Set<object>();
  const put = (text: string): boolean => {
    out +=
      text.length > budget - out.length ? text.slice(0, Math.max(0, budget - out.length)) : text;
    return out.length < budget;
  };
  const scalar = (v: unknown): string | undefined => {
    if (typeof v === 'string') return JSON.stringify(v.length > budget ? v.slice(0, budget) : v);
    if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v) : String(v);
    if (typeof v === 'boolean' || v === null) return JSON.stringify(v);
    if (typeof v === 'bigint') return v.toString();
    return undefined;
  };
  const walk = (v: unknown, depth: number): boolean => {
    const s = scalar(v);
    if (s !== undefined) return put(s);
    if (typeof v !== 'object' || v === null) return put(String(v));
    if (open.has(v)) return put('[cycle]');
    if (depth > 64) return put(Array.isArray(v) ? '[…]' : '{…}');
    open.add(v);
    try {
      if (Array.isArray(v)) {
        if (!put('[')) return false;
        for (let i = 0; i < v.length; i++) {
          if (i > 0 && !put(',')) return false;
          const item: unknown = v[i];
          const plain =
            item === undefined || typeof item === 'function' || typeof item === 'symbol';
          if (!(plain ? put('null') : walk(item, depth + 1))) return false;
        }
        return put(']');
      }
      if (!put('{')) return false;
      let first = true;
      for (const key of Object.keys(v)) {
        const item: unknown = (v as Record<string, unknown>)[key];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        if (!first && !put(',')) return false;
        first = false;
        if (!put(`${JSON.stringify(key.length > budget ? key.slice(0, budget) : key)}:`))
          return false;
        if (!walk(item, depth + 1)) return false;
      }
      return put('}');
    } finally {
      open.delete(v);
    }
  };
  walk(value, 0);
  return out;
}
