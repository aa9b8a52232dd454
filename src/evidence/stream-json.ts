import { createReadStream } from 'node:fs';
import { MAX_JSON_DEPTH, refuseOverSize, regularFile } from './json.js';
import { LIMITS } from './limits.js';

/**
 * Reading one of our evidence files (a JSON object) in chunks, without ever
 * holding the file's whole text: the bytes are decoded as they come (strict
 * UTF-8, one leading BOM dropped), a small incremental scanner finds where each
 * member of the top-level object ends and, inside `cases`, where each case ends,
 * and only that piece of text is parsed (by `JSON.parse`, so every string escape,
 * number and repeated key reads exactly as it does in a whole-file parse). The
 * pieces are put back together as the same value a whole-file parse gives.
 *
 * The scanner accepts only what is plainly well-formed at the top level; anything
 * else (bad UTF-8, a syntax error, nesting deeper than MAX_JSON_DEPTH, a top-level
 * value that is not an object, an empty file) gives null, and the caller reads
 * the file whole as before, so every refusal keeps its code, place and message.
 */

export interface StreamedJson {
  /** The parsed value (equal to a whole-file `JSON.parse` of the same text). */
  readonly value: unknown;
  /** True when the text holds a \u escape of a surrogate half (a hint to look for lone ones). */
  readonly surrogateEscape: boolean;
}

/** How many bytes are read at a time. */
export const STREAM_CHUNK_BYTES = 1 << 16;

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** Not well-formed, or not what this reader handles: the caller reads the file whole. */
class NotStreamable {}
const NOT_STREAMABLE = new NotStreamable();

/**
 * A case reader's way to stop the stream (a case with a problem): the stream
 * gives null, and the caller reads the file whole, which names the problem.
 */
export function giveUpStreaming(): never {
  throw NOT_STREAMABLE;
}

/**
 * Called with each case as it is parsed, its index, and the top-level members
 * read so far; what it returns stands for the case in the value.
 */
export type OnCase = (
  value: unknown,
  index: number,
  head: Readonly<Record<string, unknown>>,
) => unknown;

const enum State {
  /** Before the top-level '{'. */
  Start,
  /** After '{': a key or '}'. */
  FirstKey,
  /** After ',': a key. */
  Key,
  /** After a key: ':'. */
  Colon,
  /** After ':': the start of a value. */
  Value,
  /** After a member: ',' or '}'. */
  AfterMember,
  /** After `"cases": [`: a case or ']'. */
  FirstCase,
  /** After a case's ',': a case. */
  Case,
  /** After a case: ',' or ']'. */
  AfterCase,
  /** After the top-level '}': only whitespace. */
  End,
}

const enum Piece {
  None,
  Key,
  Value,
  Case,
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** How many backslashes come just before `end`, looking back no further than `from`. */
function backslashesBefore(text: string, end: number, from: number): number {
  let j = end - 1;
  while (j >= from && text.charCodeAt(j) === 0x5c) j--;
  return end - 1 - j;
}

function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  // JSON.parse makes "__proto__" an own property; plain assignment would set the prototype.
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else target[key] = value;
}

/**
 * The incremental scanner: `feed` it text in pieces of any size (a piece may end
 * inside a string, an escape, a surrogate pair or a number), then `end` it.
 */
export class EvidenceJsonScanner {
  private state = State.Start;
  private readonly top: Record<string, unknown> = {};
  private key = '';
  private cases: unknown[] | null = null;
  private surrogate = false;
  // The piece being scanned: its text so far, and the scanner's place inside it.
  private piece = Piece.None;
  private parts: string[] = [];
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scalar = false;
  private baseDepth = 0;
  /** Values so far, counted as `limitsBreach` counts them (separators and opening brackets). */
  private values = 0;
  /** The length of the string being scanned so far, as written. */
  private stringLength = 0;

  constructor(private readonly onCase?: OnCase) {}

  /** Scans the next text; throws NOT_STREAMABLE when the text is not handled. */
  feed(text: string): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.piece !== Piece.None) {
        const start = i;
        const end = this.scan(text, i);
        if (end < 0) {
          this.parts.push(start === 0 ? text : text.slice(start));
          return;
        }
        this.parts.push(text.slice(start, end));
        this.finishPiece();
        i = end;
        continue;
      }
      const c = text.charCodeAt(i);
      if (isWhitespace(c)) {
        i++;
        continue;
      }
      switch (this.state) {
        case State.Start:
          if (c !== 0x7b) throw NOT_STREAMABLE;
          this.count();
          this.state = State.FirstKey;
          i++;
          break;
        case State.FirstKey:
        case State.Key:
          if (c === 0x7d && this.state === State.FirstKey) {
            this.state = State.End;
            i++;
            break;
          }
          if (c !== 0x22) throw NOT_STREAMABLE;
          this.begin(Piece.Key, c, 1);
          break;
        case State.Colon:
          if (c !== 0x3a) throw NOT_STREAMABLE;
          this.state = State.Value;
          i++;
          break;
        case State.Value:
          if (this.key === 'cases' && c === 0x5b) {
            this.count();
            this.cases = [];
            this.state = State.FirstCase;
            i++;
            break;
          }
          this.begin(Piece.Value, c, 1);
          break;
        case State.AfterMember:
          if (c === 0x2c) {
            this.count();
            this.state = State.Key;
          } else if (c === 0x7d) this.state = State.End;
          else throw NOT_STREAMABLE;
          i++;
          break;
        case State.FirstCase:
        case State.Case:
          if (c === 0x5d && this.state === State.FirstCase) {
            this.endCases();
            i++;
            break;
          }
          this.begin(Piece.Case, c, 2);
          break;
        case State.AfterCase:
          if (c === 0x2c) {
            this.count();
            this.state = State.Case;
          } else if (c === 0x5d) this.endCases();
          else throw NOT_STREAMABLE;
          i++;
          break;
        case State.End:
          throw NOT_STREAMABLE;
      }
    }
  }

  /** The whole value, once all text was fed. */
  end(): StreamedJson {
    if (this.piece !== Piece.None) {
      // Only a number can end at the end of the text, and none may end the file here.
      throw NOT_STREAMABLE;
    }
    if (this.state !== State.End) throw NOT_STREAMABLE;
    return { value: this.top, surrogateEscape: this.surrogate };
  }

  /** One more value; past the limit the file is read whole, which refuses it naming the limit. */
  private count(): void {
    if (++this.values > LIMITS.elements) throw NOT_STREAMABLE;
  }

  private begin(piece: Piece, c: number, baseDepth: number): void {
    // A value starts with one of these; anything else is a syntax error.
    if (c === 0x2c || c === 0x3a || c === 0x5d || c === 0x7d) throw NOT_STREAMABLE;
    this.piece = piece;
    this.parts = [];
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.scalar = c !== 0x22 && c !== 0x7b && c !== 0x5b;
    this.baseDepth = baseDepth;
  }

  /** Scans the current piece from `i`: the index just after its end, or -1 when `text` ends first. */
  private scan(text: string, from: number): number {
    const n = text.length;
    let i = from;
    if (this.scalar) {
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (isWhitespace(c) || c === 0x2c || c === 0x5d || c === 0x7d) return i;
      }
      return -1;
    }
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    const limit = MAX_JSON_DEPTH - this.baseDepth;
    for (; i < n; i++) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        // Jump to the next quote that no backslash escapes (an odd run of them does).
        const q = text.indexOf('"', i);
        if (q < 0) {
          escaped = (backslashesBefore(text, n, i) & 1) === 1;
          this.stringLength += n - i;
          if (this.stringLength > LIMITS.stringChars) throw NOT_STREAMABLE;
          break;
        }
        if ((backslashesBefore(text, q, i) & 1) === 1) {
          this.stringLength += q + 1 - i;
          i = q;
          continue;
        }
        this.stringLength += q - i;
        if (this.stringLength > LIMITS.stringChars) throw NOT_STREAMABLE;
        i = q;
        inString = false;
        if (depth === 0) {
          this.depth = depth;
          this.inString = false;
          this.escaped = false;
          return i + 1;
        }
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === 0x20) continue;
      if (c === 0x22) {
        inString = true;
        this.stringLength = 0;
      } else if (c === 0x2c) this.count();
      else if (c === 0x7b || c === 0x5b) {
        this.count();
        if (++depth > limit) throw NOT_STREAMABLE;
      } else if (c === 0x7d || c === 0x5d) {
        if (--depth === 0) {
          this.depth = 0;
          return i + 1;
        }
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return -1;
  }

  private finishPiece(): void {
    const parts = this.parts;
    const raw = parts.length === 1 ? (parts[0] as string) : parts.join('');
    this.parts = [];
    const piece = this.piece;
    this.piece = Piece.None;
    if (!this.surrogate && raw.includes('\\') && SURROGATE_ESCAPE.test(raw)) this.surrogate = true;
    let value: unknown;
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw NOT_STREAMABLE;
    }
    if (piece === Piece.Key) {
      this.key = value as string;
      this.state = State.Colon;
    } else if (piece === Piece.Value) {
      setMember(this.top, this.key, value);
      this.state = State.AfterMember;
    } else {
      const cases = this.cases as unknown[];
      cases.push(this.onCase === undefined ? value : this.onCase(value, cases.length, this.top));
      this.state = State.AfterCase;
    }
  }

  private endCases(): void {
    setMember(this.top, this.key, this.cases);
    this.cases = null;
    this.state = State.AfterMember;
  }
}

/**
 * Reads a JSON object file in chunks (see above); null when the file must be read
 * whole instead (it cannot be read, is not valid UTF-8 or JSON, nests too deeply,
 * or is not an object), so that the whole-file reader refuses it in its words.
 */
export async function streamEvidenceJson(
  path: string,
  onCase?: OnCase,
): Promise<StreamedJson | null> {
  const scanner = new EvidenceJsonScanner(onCase);
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let first = true;
  try {
    refuseOverSize(regularFile(path).size, LIMITS.documentBytes, path);
  } catch {
    // Not a regular file, or too large: refused by the whole-file reader, before it opens it.
    return null;
  }
  const stream = createReadStream(path, { highWaterMark: STREAM_CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let text = decoder.decode(chunk, { stream: true });
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      scanner.feed(text);
    }
    const rest = decoder.decode();
    if (rest.length > 0)
      scanner.feed(first && rest.charCodeAt(0) === 0xfeff ? rest.slice(1) : rest);
    return scanner.end();
  } catch (error) {
    stream.destroy();
    if (error === NOT_STREAMABLE || error instanceof TypeError) return null;
    // A read failure (no such file, a directory, …): the whole-file reader names it.
    if (typeof (error as { code?: unknown }).code === 'string') return null;
    throw error;
  }
}

/** For tests: scans `texts` as consecutive chunks of one file; null when not streamable. */
export function scanEvidenceJsonChunks(texts: readonly string[]): StreamedJson | null {
  const scanner = new EvidenceJsonScanner();
  let first = true;
  try {
    for (const t of texts) {
      if (first && t.length > 0) {
        first = false;
        scanner.feed(t.charCodeAt(0) === 0xfeff ? t.slice(1) : t);
      } else scanner.feed(t);
    }
    return scanner.end();
  } catch (error) {
    if (error === NOT_STREAMABLE) return null;
    throw error;
  }
}
