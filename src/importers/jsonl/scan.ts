/**
 * A validating scanner over the UTF-8 bytes of one JSONL line, for the common
 * shape `{"input": "...", "decision": "...", ...}`: it checks the whole line
 * against the JSON grammar and records where the values of two top-level keys
 * are, without building strings or objects. It is only ever trusted when it
 * says yes: any line it does not fully understand (an escaped key, a non-object,
 * a syntax error, deep nesting) makes it say no, and the caller parses the line
 * with JSON.parse instead. The bytes must already be valid UTF-8.
 *
 * Soundness: when `scanLine` returns true, JSON.parse accepts the line and, for
 * each of the two keys, the last occurrence's value is the recorded span (the
 * tests check this against JSON.parse on generated lines).
 */

const MAX_DEPTH = 64;

/** Where the values of the two keys are, after a successful scan (-1 when absent). */
export interface ScanResult {
  aStart: number;
  aEnd: number;
  /** The value is a string written with at least one escape. */
  aEscaped: boolean;
  /** `hashBytes` of the raw bytes between the quotes, when the value is a string. */
  aHash: number;
  bStart: number;
  bEnd: number;
  bEscaped: boolean;
  bHash: number;
}

export function newScanResult(): ScanResult {
  return {
    aStart: -1,
    aEnd: -1,
    aEscaped: false,
    aHash: 0,
    bStart: -1,
    bEnd: -1,
    bEscaped: false,
    bHash: 0,
  };
}

let escaped = false;

function ws(b: Uint8Array, p: number, e: number): number {
  while (p < e) {
    const c = b[p] as number;
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
    else break;
  }
  return p;
}

function isHex(c: number | undefined): boolean {
  return (
    c !== undefined &&
    ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
  );
}

let hashed = 0;

/** As `str`, also setting `hashed` to `hashBytes` of the bytes between the quotes. */
function hashedStr(b: Uint8Array, p: number, e: number): number {
  let h = 0x811c9dc5;
  const s = p + 1;
  for (let i = s; i < e; i++) {
    const c = b[i] as number;
    if (c === 0x22) {
      escaped = false;
      hashed = h >>> 0;
      return i + 1;
    }
    if (c === 0x5c) {
      // Escapes are rare: validate the usual way and hash the raw bytes after.
      const end = str(b, p, e);
      if (end >= 0) hashed = hashBytes(b, s, end - 1);
      return end;
    }
    if (c < 0x20) return -1;
    h ^= c;
    h = Math.imul(h, 0x01000193);
  }
  return -1;
}

/** p at the opening quote; returns the index after the closing quote, or -1. Sets `escaped`. */
function str(b: Uint8Array, p: number, e: number): number {
  p++;
  let esc = false;
  while (p < e) {
    const c = b[p] as number;
    if (c === 0x22) {
      escaped = esc;
      return p + 1;
    }
    if (c === 0x5c) {
      esc = true;
      const d = b[p + 1];
      if (d === 0x75) {
        if (p + 6 > e) return -1;
        if (!isHex(b[p + 2]) || !isHex(b[p + 3]) || !isHex(b[p + 4]) || !isHex(b[p + 5])) return -1;
        p += 6;
        continue;
      }
      if (
        d === 0x22 ||
        d === 0x5c ||
        d === 0x2f ||
        d === 0x62 ||
        d === 0x66 ||
        d === 0x6e ||
        d === 0x72 ||
        d === 0x74
      ) {
        p += 2;
        continue;
      }
      return -1;
    }
    if (c < 0x20) return -1;
    p++;
  }
  return -1;
}

function digits(b: Uint8Array, p: number, e: number): number {
  while (p < e) {
    const c = b[p] as number;
    if (c >= 0x30 && c <= 0x39) p++;
    else break;
  }
  return p;
}

function num(b: Uint8Array, p: number, e: number): number {
  if (b[p] === 0x2d) p++;
  if (p >= e) return -1;
  const c = b[p] as number;
  if (c === 0x30) p++;
  else if (c >= 0x31 && c <= 0x39) p = digits(b, p + 1, e);
  else return -1;
  if (p < e && b[p] === 0x2e) {
    const q = digits(b, p + 1, e);
    if (q === p + 1) return -1;
    p = q;
  }
  if (p < e && (b[p] === 0x65 || b[p] === 0x45)) {
    p++;
    if (p < e && (b[p] === 0x2b || b[p] === 0x2d)) p++;
    const q = digits(b, p, e);
    if (q === p) return -1;
    p = q;
  }
  return p;
}

function word(b: Uint8Array, p: number, e: number, w: readonly number[]): number {
  if (p + w.length > e) return -1;
  for (let i = 0; i < w.length; i++) if (b[p + i] !== w[i]) return -1;
  return p + w.length;
}

const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];

/** p at the first byte of a value; returns the index after it, or -1. */
function value(b: Uint8Array, p: number, e: number, depth: number): number {
  if (p >= e) return -1;
  const c = b[p] as number;
  if (c === 0x22) return str(b, p, e);
  if (c === 0x7b) {
    if (depth >= MAX_DEPTH) return -1;
    p = ws(b, p + 1, e);
    if (p < e && b[p] === 0x7d) return p + 1;
    for (;;) {
      if (p >= e || b[p] !== 0x22) return -1;
      p = str(b, p, e);
      if (p < 0) return -1;
      p = ws(b, p, e);
      if (p >= e || b[p] !== 0x3a) return -1;
      p = value(b, ws(b, p + 1, e), e, depth + 1);
      if (p < 0) return -1;
      p = ws(b, p, e);
      if (p >= e) return -1;
      if (b[p] === 0x2c) {
        p = ws(b, p + 1, e);
        continue;
      }
      return b[p] === 0x7d ? p + 1 : -1;
    }
  }
  if (c === 0x5b) {
    if (depth >= MAX_DEPTH) return -1;
    p = ws(b, p + 1, e);
    if (p < e && b[p] === 0x5d) return p + 1;
    for (;;) {
      p = value(b, p, e, depth + 1);
      if (p < 0) return -1;
      p = ws(b, p, e);
      if (p >= e) return -1;
      if (b[p] === 0x2c) {
        p = ws(b, p + 1, e);
        continue;
      }
      return b[p] === 0x5d ? p + 1 : -1;
    }
  }
  if (c === 0x74) return word(b, p, e, TRUE);
  if (c === 0x66) return word(b, p, e, FALSE);
  if (c === 0x6e) return word(b, p, e, NULL);
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return num(b, p, e);
  return -1;
}

function sameBytes(b: Uint8Array, s: number, e: number, key: Uint8Array): boolean {
  if (e - s !== key.length) return false;
  for (let i = 0; i < key.length; i++) if (b[s + i] !== key[i]) return false;
  return true;
}

/**
 * Scans b[s, e) as one JSON object. True when the whole line is valid JSON, an
 * object, with no escaped key; `out` then holds the last value span of key `a`
 * and of key `b` (as raw UTF-8 key bytes, which must differ and need no escaping).
 */
export function scanLine(
  b: Uint8Array,
  s: number,
  e: number,
  keyA: Uint8Array,
  keyB: Uint8Array,
  out: ScanResult,
): boolean {
  out.aStart = out.aEnd = out.bStart = out.bEnd = -1;
  let p = ws(b, s, e);
  if (p >= e || b[p] !== 0x7b) return false;
  p = ws(b, p + 1, e);
  if (p < e && b[p] === 0x7d) return ws(b, p + 1, e) === e;
  for (;;) {
    if (p >= e || b[p] !== 0x22) return false;
    const ks = p;
    p = str(b, p, e);
    if (p < 0 || escaped) return false;
    const ke = p;
    p = ws(b, p, e);
    if (p >= e || b[p] !== 0x3a) return false;
    const vs = ws(b, p + 1, e);
    const which = sameBytes(b, ks + 1, ke - 1, keyA)
      ? 1
      : sameBytes(b, ks + 1, ke - 1, keyB)
        ? 2
        : 0;
    const isString = b[vs] === 0x22;
    p = which !== 0 && isString ? hashedStr(b, vs, e) : value(b, vs, e, 1);
    if (p < 0) return false;
    if (which === 1) {
      out.aStart = vs;
      out.aEnd = p;
      out.aEscaped = isString && escaped;
      out.aHash = hashed;
    } else if (which === 2) {
      out.bStart = vs;
      out.bEnd = p;
      out.bEscaped = isString && escaped;
      out.bHash = hashed;
    }
    p = ws(b, p, e);
    if (p >= e) return false;
    if (b[p] === 0x2c) {
      p = ws(b, p + 1, e);
      continue;
    }
    if (b[p] !== 0x7d) return false;
    return ws(b, p + 1, e) === e;
  }
}

/** b[s, e) equals `key`: short keys compared here, longer ones natively. */
function equalBytes(b: Uint8Array, s: number, e: number, key: Buffer): boolean {
  const n = e - s;
  if (n !== key.length) return false;
  if (n <= 16) return sameBytes(b, s, e, key);
  return key.compare(b, s, e, 0, n) === 0;
}

/** FNV-1a over b[s, e), as an unsigned 32-bit number. */
export function hashBytes(b: Uint8Array, s: number, e: number): number {
  let h = 0x811c9dc5;
  for (let i = s; i < e; i++) {
    h ^= b[i] as number;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An open-addressing table from byte strings to values; keys are copied on insert. */
export class ByteTable<T> {
  private slots = new Int32Array(1024).fill(-1);
  private readonly keys: Buffer[] = [];
  private readonly hashes: number[] = [];
  readonly values: T[] = [];

  get size(): number {
    return this.values.length;
  }

  get(b: Uint8Array, s: number, e: number, h: number): T | undefined {
    const mask = this.slots.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const at = this.slots[i] as number;
      if (at < 0) return undefined;
      if (this.hashes[at] === h && equalBytes(b, s, e, this.keys[at] as Buffer)) {
        return this.values[at];
      }
    }
  }

  /** Inserts a key known to be absent. */
  set(b: Uint8Array, s: number, e: number, h: number, value: T): void {
    if ((this.values.length + 1) * 2 > this.slots.length) this.grow();
    const index = this.values.length;
    this.keys.push(Buffer.from(b.subarray(s, e)));
    this.hashes.push(h);
    this.values.push(value);
    this.place(h, index);
  }

  private place(h: number, index: number): void {
    const mask = this.slots.length - 1;
    let i = h & mask;
    while ((this.slots[i] as number) >= 0) i = (i + 1) & mask;
    this.slots[i] = index;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    for (let k = 0; k < this.values.length; k++) this.place(this.hashes[k] as number, k);
  }
}
