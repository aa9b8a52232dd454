/**
 * Where JSON text stops being JSON, in words a user can act on: Node does not
 * always report a position, and never says what was expected, so a failed
 * parse is scanned again here (`locateSyntaxError`), and the spot is given as
 * a 1-based line and column in code points (`lineAndColumn`) and the
 * character found there (`describeAt`). Also the nesting depth every file we
 * read keeps to (MAX_JSON_DEPTH); the scan follows at most four times that.
 */
/**
 * How deeply arrays and objects may nest in a document we read. No format we read
 * comes near it; past a few thousand levels the digests, the schema check and
 * the error messages would overflow the stack (an internal error, not a refusal).
 */
export const MAX_JSON_DEPTH = 512;

// Locating a syntax error. Node does not always report a position, and never
// in words a user can act on, so a failed parse is scanned again here.

export interface SyntaxSpot {
  readonly offset: number;
  readonly expected: string;
}

class Stop {
  constructor(readonly spot: SyntaxSpot) {}
}

const A_VALUE = 'a JSON value (object, array, string, number, true, false or null)';

/**
 * How deep the locator follows nesting (4 × MAX_JSON_DEPTH, which every file must keep
 * to anyway): a recursion this deep fits any stack, whatever calls it.
 */
const LOCATOR_DEPTH = 4 * MAX_JSON_DEPTH;

/** The first place `text` stops being JSON, or null when it scans as valid. */
export function locateSyntaxError(text: string): SyntaxSpot | null {
  let i = 0;
  const n = text.length;
  const fail = (expected: string, at = i): never => {
    throw new Stop({ offset: at, expected });
  };
  const ws = (): void => {
    while (i < n) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else break;
    }
  };
  const literal = (word: string): void => {
    for (let k = 0; k < word.length; k++) {
      if (text[i] !== word[k]) fail(`'${word}'`, i);
      i++;
    }
  };
  const digits = (what: string): void => {
    const start = i;
    while (i < n && (text[i] ?? '') >= '0' && (text[i] ?? '') <= '9') i++;
    if (i === start) fail(what);
  };
  const number = (): void => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits('a digit');
    if (text[i] === '.') {
      i++;
      digits('a digit after the decimal point');
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits('a digit in the exponent');
    }
  };
  const string = (): void => {
    i++; // opening quote
    for (;;) {
      if (i >= n) fail('a closing double quote');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === undefined) fail('an escape character after the backslash', i + 1);
        if (e === 'u') {
          for (let k = 2; k < 6; k++) {
            if (!/^[0-9a-fA-F]$/.test(text[i + k] ?? '')) {
              fail('four hex digits after \\u', i + k);
            }
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)', i + 1);
        continue;
      }
      if (c < 0x20)
        fail('no raw control character inside a string (write it as an escape such as \\n)');
      i++;
    }
  };
  const value = (depth: number): void => {
    // Far below any stack's limit, so the answer never depends on where it is called from.
    if (depth > LOCATOR_DEPTH) fail('less deeply nested JSON');
    ws();
    if (i >= n) fail(A_VALUE);
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') fail("':' after the property name");
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail("',' or '}' after a property value");
      }
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail("',' or ']' after an array element");
      }
    } else if (c === '"') string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else fail(A_VALUE);
  };
  try {
    value(0);
    ws();
    if (i < n) fail('the end of the file after the JSON value');
    return null;
  } catch (stop) {
    if (stop instanceof Stop) return stop.spot;
    return null; // e.g. a stack overflow on absurd nesting: fall back to Node's message
  }
}

export function fromNodeMessage(text: string, error: unknown): SyntaxSpot {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  const offset = at?.[1] === undefined ? text.length : Math.min(Number(at[1]), text.length);
  return { offset, expected: `valid JSON (${message})` };
}

/** 1-based line and column (in code points) of a UTF-16 offset; CRLF counts as one line end. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  const column = [...text.slice(lineStart, offset).replace(/\r$/, '')].length + 1;
  return { line, column };
}

export function describeAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file';
  const cp = text.codePointAt(offset) ?? 0;
  const ch = String.fromCodePoint(cp);
  if (ch === '\n' || (ch === '\r' && text[offset + 1] === '\n')) return 'the end of the line';
  if (cp < 0x20 || cp === 0x7f)
    return `control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return ch === "'" ? `"'"` : `'${ch}'`;
}
