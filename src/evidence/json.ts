import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { Refusal } from '../core/errors.js';
import {
  describeAt,
  fromNodeMessage,
  lineAndColumn,
  locateSyntaxError,
  MAX_JSON_DEPTH,
} from './json-syntax.js';
import { bytesText, LIMITS } from './limits.js';

export {
  lineAndColumn,
  locateSyntaxError,
  MAX_JSON_DEPTH,
  type SyntaxSpot,
} from './json-syntax.js';

/**
 * Reading JSON text the way users write it: one leading byte-order mark is
 * dropped, CRLF line ends are fine, a repeated key keeps its last value (as
 * `JSON.parse` does), and a syntax error becomes a refusal naming the file, the
 * line and column, and what was expected there.
 */

const BOM = '\uFEFF';

/** Parses JSON text; `file` names the source in refusals. */
export function parseJsonText(text: string, file: string): unknown {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  if (body.trim() === '') {
    throw new Refusal(
      'json.empty',
      body.length === 0
        ? 'the file is empty; expected a JSON value'
        : 'the file holds only whitespace; expected a JSON value',
      file,
    );
  }
  refuseOverLimits(body, file);
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch (error) {
    const found = locateSyntaxError(body) ?? fromNodeMessage(body, error);
    const { line, column } = lineAndColumn(body, found.offset);
    throw new Refusal(
      'json.syntax',
      `not valid JSON: expected ${found.expected}, found ${describeAt(body, found.offset)}`,
      `${file}:${line}:${column}`,
    );
  }
  refuseDeepNesting(body, file);
  return value;
}

/** Refuses JSON text (already known to be valid) nested deeper than MAX_JSON_DEPTH, naming where. */
export function refuseDeepNesting(text: string, file: string): void {
  const offset = deepNestingOffset(text, MAX_JSON_DEPTH);
  if (offset < 0) return;
  const { line, column } = lineAndColumn(text, offset);
  throw new Refusal(
    'json.depth',
    `arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep here; no file we read needs that`,
    `${file}:${line}:${column}`,
  );
}

/** Where JSON text breaks the limit on strings or on values, and which; null when it keeps both. */
export function limitsBreach(
  text: string,
  maxString: number = LIMITS.stringChars,
  maxValues: number = LIMITS.elements,
): { offset: number; limit: 'stringChars' | 'elements'; length?: number } | null {
  // Values are counted as the scanner of streamed evidence counts them: a separator
  // (",") or an opening bracket outside strings. Cheap, and never below the number
  // of array elements and object members.
  let values = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const start = i;
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
      // The string as written, between its quotes (escapes count as written).
      if (i - start - 1 > maxString) {
        return { offset: start, limit: 'stringChars', length: i - start - 1 };
      }
    } else if (c === 0x2c || c === 0x5b || c === 0x7b) {
      if (++values > maxValues) return { offset: i, limit: 'elements' };
    }
  }
  return null;
}

/**
 * Refuses JSON text (before it is parsed, so that memory stays bounded) holding
 * a string longer than `LIMITS.stringChars` or more than `LIMITS.elements`
 * values, naming the limit and the line and column (`file.limit`).
 */
export function refuseOverLimits(text: string, file: string): void {
  const breach = limitsBreach(text);
  if (breach === null) return;
  const { line, column } = lineAndColumn(text, breach.offset);
  throw new Refusal(
    'file.limit',
    breach.limit === 'stringChars'
      ? `a string of ${(breach.length ?? 0).toLocaleString('en')} characters starts here, over the limit of ${LIMITS.stringChars.toLocaleString('en')} (docs/limits.md)`
      : `the document holds more than ${LIMITS.elements.toLocaleString('en')} values (array elements and object members) by here, over the limit (docs/limits.md)`,
    `${file}:${line}:${column}`,
  );
}

/** The offset of the bracket that opens level `max + 1` of valid JSON text, or -1. */
export function deepNestingOffset(text: string, max: number): number {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string: valid JSON, so it ends at the next unescaped quote.
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** A failure to read a file as a refusal naming the file and why, in plain words. */
export function fileReadRefusal(error: unknown, path: string): Refusal {
  const code = (error as { code?: unknown }).code;
  const why =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a directory, not a file'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'ELOOP'
            ? 'its symbolic links form a loop'
            : code === 'ENOTDIR'
              ? 'a part of its path is a file, not a folder'
              : code === 'ENAMETOOLONG'
                ? 'its name is too long'
                : error instanceof Error
                  ? error.message
                  : String(error);
  return new Refusal('file.read', `cannot read the file: ${why}`, path);
}

/** What a path names, in words, for the refusal of one that is not a regular file. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device (such as /dev/zero)';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

function notRegular(stats: Stats, path: string): Refusal {
  return new Refusal(
    'file.not-regular',
    `not a regular file: it is ${kindOf(stats)}${stats.isDirectory() ? '' : ', which could be endless or never end'}; give a file (a symbolic link to a file is fine)`,
    path,
  );
}

/**
 * Every reader's first step: the path must name a regular file (a symbolic link
 * is followed), checked before the file is opened, since opening a named pipe
 * blocks until someone writes to it and a device such as /dev/zero never ends.
 * Anything else is refused (`file.not-regular`, exit 2) naming the file; a
 * missing or unreadable path as `file.read`. Returns the file's status.
 */
export function regularFile(path: string): Stats {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    throw fileReadRefusal(error, path);
  }
  if (!stats.isFile()) throw notRegular(stats, path);
  return stats;
}

/** Refuses (`file.too-large`) a file of `size` bytes over `max`, naming the limit. */
export function refuseOverSize(size: number, max: number, path: string): void {
  if (size <= max) return;
  throw new Refusal(
    'file.too-large',
    `the file is too large: ${bytesText(size)}, over the limit of ${bytesText(max)} for this kind of file (docs/limits.md)`,
    path,
  );
}

/** Opening without blocking: a path swapped for a pipe after the check cannot hang the open. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Reads a file's bytes, at most `maxBytes` (default `LIMITS.documentBytes`): a
 * path that is not a regular file is refused before it is opened, a larger file
 * is refused naming the limit, and any failure is a refusal naming the file.
 */
export async function readFileBytes(
  path: string,
  maxBytes: number = LIMITS.documentBytes,
): Promise<Uint8Array> {
  refuseOverSize(regularFile(path).size, maxBytes, path);
  try {
    const handle = await open(path, OPEN_FLAGS);
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw notRegular(stats, path);
      refuseOverSize(stats.size, maxBytes, path);
      const bytes = await handle.readFile();
      refuseOverSize(bytes.length, maxBytes, path);
      return bytes;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw fileReadRefusal(error, path);
  }
}

/**
 * As `readFileBytes`, synchronously, for the places that look into a file they
 * may then ignore (a cache entry, a file about to be replaced): null for
 * anything but a regular file of at most `maxBytes` that can be read.
 */
export function readRegularFileOrNull(
  path: string,
  maxBytes: number = LIMITS.documentBytes,
): Buffer | null {
  try {
    const stats = statSync(path);
    if (!stats.isFile() || stats.size > maxBytes) return null;
    const fd = openSync(path, OPEN_FLAGS);
    try {
      const again = fstatSync(fd);
      if (!again.isFile() || again.size > maxBytes) return null;
      const bytes = Buffer.alloc(again.size);
      let at = 0;
      while (at < bytes.length) {
        const got = readSync(fd, bytes, at, bytes.length - at, at);
        if (got === 0) break;
        at += got;
      }
      return bytes.subarray(0, at);
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
}

/** Reads a file as strict UTF-8 text (invalid bytes are refused, one BOM is kept for the parser). */
export async function readTextFile(
  path: string,
  maxBytes: number = LIMITS.documentBytes,
): Promise<string> {
  return decodeUtf8(await readFileBytes(path, maxBytes), path);
}

/** Reads and parses a JSON file (strict UTF-8, see `parseJsonText`). */
export async function readJsonFile(path: string): Promise<unknown> {
  return parseJsonText(await readTextFile(path), path);
}

/** Decodes bytes as strict UTF-8; a refusal names the file, byte offset and line of the first bad byte. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  // Well-formed UTF-8 (checked by Node's vectorised validator) decodes with Buffer,
  // several times faster than a fatal TextDecoder on a large file; a BOM is kept,
  // as ignoreBOM keeps it. Anything else takes the decoder's path for its refusal.
  if (isUtf8(bytes)) {
    try {
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    } catch {
      // More text than one string can hold: refused below, as the decoder refuses it.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    if (offset >= bytes.length) {
      // Well-formed, but more text than one JavaScript string can hold.
      throw new Refusal(
        'file.too-large',
        `the file is too large to read as one document (${Math.round(bytes.length / 2 ** 20)} MiB): more text than one JavaScript string can hold`,
        file,
      );
    }
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    const byte = bytes[offset] ?? 0;
    throw new Refusal(
      'file.utf8',
      `not valid UTF-8: the sequence starting with byte 0x${hex2(byte)} at byte offset ${offset} (line ${line}) is not well-formed; save the file as UTF-8`,
      file,
    );
  }
}

function hex2(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}

/** Byte offset where the first ill-formed UTF-8 sequence starts (the length when all is well). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0; // no overlong forms
      if (b === 0xed) hi = 0x9f; // no surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90; // no overlong forms
      if (b === 0xf4) hi = 0x8f; // nothing above U+10FFFF
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      const min = k === 1 ? lo : 0x80;
      const max = k === 1 ? hi : 0xbf;
      if (c === undefined || c < min || c > max) return i;
    }
    i += need + 1;
  }
  return n;
}

// ---------------------------------------------------------------------------
// Text that has no UTF-8 form. JSON may spell an unpaired surrogate as a \u
// escape; such a string cannot be written as UTF-8 nor digested as RFC 8785 JSON,
// so a file we own that holds one is refused where it holds it.

/** Where the first lone surrogate of a parsed JSON value is: its path, and whether it is in a key. */
export interface LoneSurrogateSpot {
  readonly path: readonly (string | number)[];
  readonly unit: number;
  readonly inKey: boolean;
}

const LONE = /[\uD800-\uDFFF]/u;

/** The first lone surrogate in a parsed JSON value (keys and strings, document order), or null. */
export function findLoneSurrogate(value: unknown): LoneSurrogateSpot | null {
  if (typeof value === 'string') {
    const at = LONE.exec(value);
    return at === null ? null : { path: [], unit: value.charCodeAt(at.index), inKey: false };
  }
  // An explicit stack of containers and one shared path: a deeply nested document
  // cannot overflow the call stack, and nothing is allocated per string.
  interface Frame {
    readonly items: readonly unknown[];
    readonly keys: readonly string[] | null;
    next: number;
  }
  const path: (string | number)[] = [];
  const stack: Frame[] = [];
  const enter = (v: unknown): LoneSurrogateSpot | null => {
    if (Array.isArray(v)) stack.push({ items: v, keys: null, next: 0 });
    else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (const key of keys) {
        const at = LONE.exec(key);
        if (at !== null)
          return { path: [...path, key], unit: key.charCodeAt(at.index), inKey: true };
      }
      const record = v as Record<string, unknown>;
      stack.push({ items: keys.map((k) => record[k]), keys, next: 0 });
    } else return null;
    path.push(0);
    return null;
  };
  const first = enter(value);
  if (first !== null) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next >= frame.items.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const i = frame.next++;
    path[path.length - 1] = frame.keys === null ? i : (frame.keys[i] as string);
    const child = frame.items[i];
    if (typeof child === 'string') {
      const at = LONE.exec(child);
      if (at !== null) return { path: [...path], unit: child.charCodeAt(at.index), inKey: false };
    } else if (child !== null && typeof child === 'object') {
      const spot = enter(child);
      if (spot !== null) return spot;
    }
  }
  return null;
}

/**
 * Refuses (`json.lone-surrogate`) a parsed file of ours holding a lone surrogate,
 * naming the file and the JSON path; `place` writes the `where` of the refusal.
 */
export function refuseLoneSurrogates(
  value: unknown,
  place: (path: readonly (string | number)[]) => string,
): void {
  const spot = findLoneSurrogate(value);
  if (spot === null) return;
  const unit = spot.unit.toString(16).toUpperCase();
  throw new Refusal(
    'json.lone-surrogate',
    `expected text that can be written as UTF-8, found a lone surrogate U+${unit} (an unpaired \\u escape)${spot.inKey ? ' in this key' : ''}`,
    place(spot.path),
  );
}
