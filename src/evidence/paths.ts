/** Small helpers shared by the readers: JSON paths, places in refusals, plain type names. */

export type PathPart = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['cases', 3, 'observations', 1]` → `cases[3].observations[1]`. */
export function jsonPath(parts: readonly PathPart[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (IDENTIFIER.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
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

/** A plain name for the JSON type of a value, for "expected X, found Y". */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isInteger(value) ? 'an integer' : 'a number';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return 'an object';
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

/** Shortens a value for a message. */
export function shortJson(value: unknown, max = 60): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
