/**
 * A validating scanner over the UTF-8 bytes of one JSONL line, for the common
 * shape `{"input": "...", "decision": "...", ...}`: it checks the whole line
 * against the JSON grammar and records where the values of two top-level keys
 * are, without building strings or objects. It is only ever trusted when it
 * says yes: any line it does not fully understand (an escaped key, a non-object,
 * a syntax error, deep nesting) makes it say no, and the caller parses the line
 * with JSON.parse instead. The bytes must already be valid UTF-8.
 *
 * Strings, most of a line, are read four bytes at a time: a word is checked for
 * a quote, a backslash or a control character with bit tricks, and only a word
 * holding one is looked at byte by byte. The same pass hashes the string.
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
  /** `hashBytes` of the bytes between the quotes, when the value is a string without escapes. */
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

// Constants are written out where they are used: a bundler may turn a module
// constant into a `var`, which V8 then reloads (boxed, past 30 bits) on every use.

/** A word with a quote, a backslash or a control character in one of its four bytes. */
function special(w: number): boolean {
  const q = w ^ 0x22222222;
  const s = w ^ 0x5c5c5c5c;
  const flags = ((q - 0x01010101) & ~q) | ((s - 0x01010101) & ~s) | ((w - 0x20202020) & ~w);
  return (flags & 0x80808080) !== 0;
}

let lastBytes: Uint8Array | null = null;
let lastView: DataView = new DataView(new ArrayBuffer(0));

/** A DataView over the same bytes (the last one is kept: lines come from one chunk at a time). */
function viewOf(b: Uint8Array): DataView {
  if (b !== lastBytes) {
    lastView = new DataView(b.buffer, b.byteOffset, b.byteLength);
    lastBytes = b;
  }
  return lastView;
}

/** State of the last string scanned. */
let strEscaped = false;
let strHash = 0;

/**
 * p just after an opening quote; returns the index after the closing quote, or
 * -1. Sets `strEscaped` and (without escapes) `strHash` = hashSpan of the content.
 */
function str(b: Uint8Array, v: DataView, p: number, e: number): number {
  let h = 0x811c9dc5 | 0;
  while (p + 4 <= e) {
    const w = v.getInt32(p, true);
    if (special(w)) break;
    h = Math.imul(h ^ w, 0x01000193);
    h ^= h >>> 15;
    p += 4;
  }
  while (p < e) {
    const c = b[p] as number;
    if (c === 0x22) {
      strEscaped = false;
      strHash = mix(h);
      return p + 1;
    }
    if (c === 0x5c) return escapedStr(b, p, e);
    if (c < 0x20) return -1;
    h = Math.imul(h ^ c, 0x01000193);
    p++;
  }
  return -1;
}

/** The final avalanche of MurmurHash3, so the low bits used by the table depend on every byte. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  // 30 bits: a small integer, which V8 stores without allocating.
  return (h ^ (h >>> 16)) & 0x3fffffff;
}

function isHex(c: number | undefined): boolean {
  return (
    c !== undefined &&
    ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
  );
}

/** The rest of a string from its first backslash at p. */
function escapedStr(b: Uint8Array, p: number, e: number): number {
  strEscaped = true;
  strHash = 0;
  while (p < e) {
    const c = b[p] as number;
    if (c === 0x22) return p + 1;
    if (c === 0x5c) {
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

/** FNV-1a over b[s, e), four bytes at a time: the hash `scanLine` gives string values. */
export function hashBytes(b: Uint8Array, s: number, e: number): number {
  const v = viewOf(b);
  let h = 0x811c9dc5 | 0;
  let p = s;
  for (; p + 4 <= e; p += 4) {
    h = Math.imul(h ^ v.getInt32(p, true), 0x01000193);
    h ^= h >>> 15;
  }
  for (; p < e; p++) h = Math.imul(h ^ (b[p] as number), 0x01000193);
  return mix(h);
}

function ws(b: Uint8Array, p: number, e: number): number {
  while (p < e) {
    const c = b[p] as number;
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
    else break;
  }
  return p;
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

/** `true`, `false` or `null` at p (first letter already matched). */
function word(b: Uint8Array, p: number, e: number, c: number): number {
  if (c === 0x74) {
    return p + 4 <= e && b[p + 1] === 0x72 && b[p + 2] === 0x75 && b[p + 3] === 0x65 ? p + 4 : -1;
  }
  if (c === 0x66) {
    return p + 5 <= e &&
      b[p + 1] === 0x61 &&
      b[p + 2] === 0x6c &&
      b[p + 3] === 0x73 &&
      b[p + 4] === 0x65
      ? p + 5
      : -1;
  }
  return p + 4 <= e && b[p + 1] === 0x75 && b[p + 2] === 0x6c && b[p + 3] === 0x6c ? p + 4 : -1;
}

/** p at the first byte of a value; returns the index after it, or -1. */
function value(b: Uint8Array, v: DataView, p: number, e: number, depth: number): number {
  if (p >= e) return -1;
  const c = b[p] as number;
  if (c === 0x22) return str(b, v, p + 1, e);
  if (c === 0x7b) {
    if (depth >= MAX_DEPTH) return -1;
    p = ws(b, p + 1, e);
    if (p < e && b[p] === 0x7d) return p + 1;
    for (;;) {
      if (p >= e || b[p] !== 0x22) return -1;
      p = str(b, v, p + 1, e);
      if (p < 0) return -1;
      p = ws(b, p, e);
      if (p >= e || b[p] !== 0x3a) return -1;
      p = value(b, v, ws(b, p + 1, e), e, depth + 1);
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
      p = value(b, v, p, e, depth + 1);
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
  if (c === 0x74 || c === 0x66 || c === 0x6e) return word(b, p, e, c);
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
  return scanLinePaths(b, s, e, [keyA], [keyB], out);
}

/**
 * As `scanLine`, for two paths of object keys (`req.text` is `["req", "text"]`,
 * each part as raw UTF-8 bytes needing no escaping; the paths must differ).
 * `out` holds the span of the value each path leads to, as `walk` would find it
 * on the object JSON.parse builds: a key met again replaces what the earlier
 * occurrence held (JSON.parse keeps the last), so a span is cleared each time a
 * key on its path starts a new value. It says no (the caller parses the line in
 * full) when an object on either path has an escaped key, or when a path goes
 * through an array (an index part is left to `walk`).
 */
export function scanLinePaths(
  b: Uint8Array,
  s: number,
  e: number,
  pathA: readonly Uint8Array[],
  pathB: readonly Uint8Array[],
  out: ScanResult,
): boolean {
  out.aStart = out.aEnd = out.bStart = out.bEnd = -1;
  const v = viewOf(b);
  const p = ws(b, s, e);
  if (p >= e || b[p] !== 0x7b) return false;
  const q = tracked(b, v, p, e, 0, 0, 0, pathA, pathB, out);
  return q >= 0 && ws(b, q, e) === e;
}

/**
 * The object at p (b[p] is `{`), which sits at depth `depth` and on the first
 * `da` parts of path A (and `db` of B; -1 when it is on neither's way). Returns
 * the index after the object, or -1.
 */
function tracked(
  b: Uint8Array,
  v: DataView,
  p: number,
  e: number,
  depth: number,
  da: number,
  db: number,
  pa: readonly Uint8Array[],
  pb: readonly Uint8Array[],
  out: ScanResult,
): number {
  if (depth >= MAX_DEPTH) return -1;
  p = ws(b, p + 1, e);
  if (p < e && b[p] === 0x7d) return p + 1;
  for (;;) {
    if (p >= e || b[p] !== 0x22) return -1;
    const ks = p + 1;
    p = str(b, v, ks, e);
    if (p < 0 || strEscaped) return -1;
    const ke = p - 1;
    if (p < e && b[p] === 0x3a) p++;
    else {
      p = ws(b, p, e);
      if (p >= e || b[p] !== 0x3a) return -1;
      p++;
    }
    const vs = ws(b, p, e);
    const na = da >= 0 && sameBytes(b, ks, ke, pa[da] as Uint8Array) ? da + 1 : -1;
    const nb = db >= 0 && sameBytes(b, ks, ke, pb[db] as Uint8Array) ? db + 1 : -1;
    if (na > 0) out.aStart = out.aEnd = -1;
    if (nb > 0) out.bStart = out.bEnd = -1;
    const deeperA = na > 0 && na < pa.length;
    const deeperB = nb > 0 && nb < pb.length;
    if (deeperA || deeperB) {
      const c = b[vs];
      if (c === 0x7b) {
        p = tracked(b, v, vs, e, depth + 1, deeperA ? na : -1, deeperB ? nb : -1, pa, pb, out);
      } else if (c === 0x5b) {
        return -1;
      } else {
        p = value(b, v, vs, e, depth + 1);
      }
    } else {
      p = value(b, v, vs, e, depth + 1);
    }
    if (p < 0) return -1;
    if (na === pa.length) {
      out.aStart = vs;
      out.aEnd = p;
      out.aEscaped = strEscaped;
      out.aHash = strHash;
    }
    if (nb === pb.length) {
      out.bStart = vs;
      out.bEnd = p;
      out.bEscaped = strEscaped;
      out.bHash = strHash;
    }
    if (p < e && b[p] === 0x2c) {
      p = ws(b, p + 1, e);
      continue;
    }
    p = ws(b, p, e);
    if (p >= e) return -1;
    if (b[p] === 0x2c) {
      p = ws(b, p + 1, e);
      continue;
    }
    return b[p] === 0x7d ? p + 1 : -1;
  }
}

/**
 * An open-addressing table from byte strings to values. Keys are copied into one
 * growing buffer on insert and compared four bytes at a time. A probe reads the
 * slot (entry and hash side by side), then the key's place, then its bytes: few
 * cache lines, as a large table is probed once or twice a line.
 */
export class ByteTable<T> {
  /** Pairs (entry index + 1, hash); 0 marks an empty slot. */
  private slots = new Int32Array(2 * 1024);
  /** Pairs (start in the arena, length) per entry. */
  private places = new Int32Array(2 * 256);
  private arena: Buffer = Buffer.allocUnsafe(1 << 12);
  private arenaView = new DataView(this.arena.buffer, this.arena.byteOffset, this.arena.length);
  private used = 0;
  readonly values: T[] = [];

  get size(): number {
    return this.values.length;
  }

  /** The entry index of key b[s, e), whose `hashBytes` is h, or -1. */
  find(b: Uint8Array, s: number, e: number, h: number): number {
    const n = e - s;
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const at = (slots[2 * i] as number) - 1;
      if (at < 0) return -1;
      if (slots[2 * i + 1] === h && this.places[2 * at + 1] === n && this.same(b, s, n, at)) {
        return at;
      }
    }
  }

  /** The value of key b[s, e), whose `hashBytes` is h. */
  get(b: Uint8Array, s: number, e: number, h: number): T | undefined {
    const at = this.find(b, s, e, h);
    return at < 0 ? undefined : this.values[at];
  }

  private same(b: Uint8Array, s: number, n: number, at: number): boolean {
    const v = viewOf(b);
    const a = this.arena;
    const av = this.arenaView;
    const k = this.places[2 * at] as number;
    let i = 0;
    for (; i + 4 <= n; i += 4)
      if (v.getInt32(s + i, true) !== av.getInt32(k + i, true)) return false;
    for (; i < n; i++) if (b[s + i] !== a[k + i]) return false;
    return true;
  }

  /** Inserts a key known to be absent; returns its entry index. */
  set(b: Uint8Array, s: number, e: number, h: number, value: T): number {
    const index = this.values.length;
    if (2 * (index + 1) > this.slots.length >> 1) this.grow();
    const n = e - s;
    if (this.used + n > this.arena.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.arena.length * 2, this.used + n));
      this.arena.copy(bigger, 0, 0, this.used);
      this.arena = bigger;
      this.arenaView = new DataView(bigger.buffer, bigger.byteOffset, bigger.length);
    }
    // A short key is copied byte by byte: a subarray would be an object per key.
    const arena = this.arena;
    if (n <= 64) for (let i = 0; i < n; i++) arena[this.used + i] = b[s + i] as number;
    else arena.set(b.subarray(s, e), this.used);
    if (2 * index + 2 > this.places.length) {
      const bigger = new Int32Array(this.places.length * 2);
      bigger.set(this.places);
      this.places = bigger;
    }
    this.places[2 * index] = this.used;
    this.places[2 * index + 1] = n;
    this.values.push(value);
    this.used += n;
    this.place(this.slots, h, index);
    return index;
  }

  private place(slots: Int32Array, h: number, index: number): void {
    const mask = (slots.length >> 1) - 1;
    let i = h & mask;
    while ((slots[2 * i] as number) !== 0) i = (i + 1) & mask;
    slots[2 * i] = index + 1;
    slots[2 * i + 1] = h;
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    for (let i = 0; i < old.length; i += 2) {
      const entry = old[i] as number;
      if (entry !== 0) this.place(slots, old[i + 1] as number, entry - 1);
    }
    this.slots = slots;
  }
}
