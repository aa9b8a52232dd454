// A YAML file of ours that is written as JSON (JSON is YAML): read with the JSON
// parser, which is linear and about a hundred times faster than building the
// YAML library's syntax tree for a flow-style document of the same size (a 1 MB
// document of nested flow sequences took 20 s there). The line of a JSON path is
// found by scanning the text on demand, so a refusal still names its line.

/** One step of a JSON path: a key of an object or an index of an array. */
export type JsonPathPart = string | number;

/** A JSON text and where its values are, for line-numbered refusals. */
export interface JsonLocated {
  readonly text: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);

function skipWs(text: string, i: number): number {
  while (i < text.length && WS.has(text[i] as string)) i++;
  return i;
}

/** The end (exclusive) of the string starting at `i` (its opening quote). */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j += 2;
    else if (c === 0x22) return j + 1;
    else j++;
  }
  return j;
}

/** The string a JSON string literal spells (its raw text, quotes included). */
function keyOf(raw: string): string {
  return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
}

/** The end (exclusive) of the value starting at `i`: linear, with no recursion. */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c !== '{' && c !== '[') {
    let j = i;
    while (j < text.length && !WS.has(text[j] as string) && !',]}'.includes(text[j] as string)) j++;
    return j;
  }
  let depth = 0;
  let j = i;
  while (j < text.length) {
    const d = text[j];
    if (d === '"') {
      j = stringEnd(text, j);
      continue;
    }
    if (d === '{' || d === '[') depth++;
    else if (d === '}' || d === ']') {
      depth--;
      if (depth === 0) return j + 1;
    }
    j++;
  }
  return j;
}

/**
 * The value a JSON text holds when the text is a JSON object or array with no key
 * given twice in one object (YAML refuses that; JSON.parse would keep the last),
 * or null: then the YAML reader reads it as YAML.
 */
export function parseJsonShapedYaml(text: string): unknown {
  const start = skipWs(text, 0);
  if (text[start] !== '{' && text[start] !== '[') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return hasRepeatedKey(text, start) ? null : value;
}

/** Whether some object of the (valid) JSON text gives one key twice. One pass. */
function hasRepeatedKey(text: string, start: number): boolean {
  // One entry per open container: the keys seen (objects) or null (arrays).
  const open: (Set<string> | null)[] = [];
  let expectKey = false;
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const end = stringEnd(text, i);
      const keys = open[open.length - 1];
      if (expectKey && keys !== null && keys !== undefined) {
        const key = keyOf(text.slice(i, end));
        if (keys.has(key)) return true;
        keys.add(key);
      }
      expectKey = false;
      i = end;
      continue;
    }
    if (c === '{') {
      open.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      open.push(null);
      expectKey = false;
    } else if (c === '}' || c === ']') {
      open.pop();
      expectKey = false;
    } else if (c === ',') {
      expectKey = open[open.length - 1] instanceof Set;
    }
    i++;
  }
  return false;
}

/**
 * The offset of the value at `parts` (or of its key, when `atKey`) in a valid
 * JSON text; where the path leaves the document, the offset of the last value
 * it reached. Linear in the text.
 */
export function jsonOffsetOf(text: string, parts: readonly JsonPathPart[], atKey: boolean): number {
  let at = skipWs(text, 0);
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    const last = p === parts.length - 1;
    const open = text[at];
    let i = skipWs(text, at + 1);
    let found = -1;
    let keyAt = -1;
    if (open === '{' && typeof part === 'string') {
      while (i < text.length && text[i] === '"') {
        const keyEnd = stringEnd(text, i);
        const key = keyOf(text.slice(i, keyEnd));
        const valueAt = skipWs(text, skipWs(text, keyEnd) + 1);
        if (key === part) {
          found = valueAt;
          keyAt = i;
          break;
        }
        i = skipWs(text, valueEnd(text, valueAt));
        if (text[i] !== ',') break;
        i = skipWs(text, i + 1);
      }
    } else if (open === '[' && typeof part === 'number') {
      for (let n = 0; i < text.length && text[i] !== ']'; n++) {
        if (n === part) {
          found = i;
          break;
        }
        i = skipWs(text, valueEnd(text, i));
        if (text[i] !== ',') break;
        i = skipWs(text, i + 1);
      }
    }
    if (found < 0) return at;
    if (last && atKey && keyAt >= 0) return keyAt;
    at = found;
  }
  return at;
}

/** The line (from 1) of an offset in the text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
