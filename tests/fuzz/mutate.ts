// Structural mutation of JSON documents for the reader fuzzers: a plan (drawn by
// fast-check, so a run is reproducible from its seed) is applied to a copy of a
// real, valid file: fields dropped, duplicated, retyped, renamed or moved, numbers
// made absurd, strings made long or hostile, values nested deeply; then the text
// is damaged (a BOM, CRLF, truncation, stray characters) and the bytes encoded
// wrongly (UTF-16, Latin-1, ill-formed UTF-8, flipped bytes).
import fc from 'fast-check';

export type Path = (string | number)[];

/** A small deterministic generator (mulberry32) for choices inside one plan step. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isContainer(v: unknown): v is Record<string, unknown> | unknown[] {
  return typeof v === 'object' && v !== null;
}
function keysOf(v: Record<string, unknown> | unknown[]): (string | number)[] {
  return Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
}

// ---------------------------------------------------------------------------
// Raw JSON text: values JSON.stringify cannot write (1e999, -0, a 100,000-deep
// nesting, a duplicated key, an escaped lone surrogate) travel as sentinel
// strings and are put back into the text after serialising.

/** At most this much raw text is put back into one document. */
const RAW_BUDGET = 4_000_000;

export class RawText {
  private readonly fragments: string[] = [];
  sentinel(text: string): string {
    this.fragments.push(text);
    return `\u0001RAW${this.fragments.length - 1}\u0001`;
  }
  /** The text with each sentinel replaced by its fragment (copies past a few MB become null). */
  restore(json: string): string {
    if (this.fragments.length === 0) return json;
    let added = 0;
    return json.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => {
      const fragment = this.fragments[Number(i)] ?? 'null';
      added += fragment.length;
      return added > RAW_BUDGET ? 'null' : fragment;
    });
  }
}

const nestArrays = (d: number, inner = '0'): string => `${'['.repeat(d)}${inner}${']'.repeat(d)}`;
const nestObjects = (d: number): string => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`;

/** JSON text fragments no JSON.stringify produces. */
export const RAW_FRAGMENTS: readonly string[] = [
  '1e999',
  '-1e999',
  '-0',
  '-0.0',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '0.30000000000000004',
  '1E+2',
  '"\\ud800"',
  '"a\\udc00b"',
  '"\\ud83d"',
  '"\\ud83d\\ude00"',
  '"\\u0000"',
  '"\\u202e\\u2066x"',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"__proto__":null}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  nestArrays(64),
  nestArrays(1_000),
  nestArrays(5_000),
  nestArrays(20_000),
  nestArrays(100_000),
  nestObjects(1_000),
  nestObjects(20_000),
];

// ---------------------------------------------------------------------------
// Values put in place of others.

const LONG = 'a'.repeat(65_536);
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u00a0\u2028\u3000',
  '\ufeff',
  '\u001c\u0085',
  'x',
  'refund',
  'approve',
  'deny',
  'Yes',
  LONG,
  `${'é'.repeat(100_000)}`,
  `${'x'.repeat(9_000)}\n${'y'.repeat(9_000)}`,
  '\u202eright-to-left\u2066',
  'nul\u0000byte',
  '\u001b[31mred',
  '</details><script>alert(1)</script>',
  '@org/team @user #1',
  '::error::pwned\n::add-mask::x',
  '##[error]legacy',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '2026-07-28T14:32:43Z',
  '0'.repeat(64),
  'f'.repeat(64),
  '1',
  '-1',
  'NaN',
  'Infinity',
  'true',
  'null',
  '{"a":1}',
  '[1,2]',
  '🙂🙂',
  'e\u0301',
  '\ud800',
  'x\udc00y',
  'samples/1_epoch_1.json',
  '../../etc/passwd',
  'C:\\Windows\\x',
];

const ABSURD_NUMBERS: readonly number[] = [
  0,
  -1,
  1,
  2,
  3,
  0.5,
  1.5,
  -0.5,
  0.999999,
  1e-300,
  Number.MIN_VALUE,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 32 + 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  1_000_000_000,
];

const POOL_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': null },
  [[[]]],
  ['a', 'b'],
  [1, 2, 3],
  { noDecision: 'refused' },
  { noDecision: 'nonsense' },
  { kind: 'no_decision', reason: 'refused' },
  { name: 'x' },
];

const KEYS: readonly string[] = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'schema',
  'cases',
  'input',
  'expected',
  'decision',
  'observations',
  'samples',
  'results',
  'errors',
  'error',
  'noDecision',
  'fingerprint',
  'x-unknown',
  '\u0000',
  '\ud800',
  '🙂',
  'a.b',
  'a[0]',
];

/** A value from the pool; `n` picks it. */
export function poolValue(n: number, raw: RawText): unknown {
  const total = HOSTILE_STRINGS.length + ABSURD_NUMBERS.length + POOL_VALUES.length + 4;
  const i = n % total;
  if (i < HOSTILE_STRINGS.length) return HOSTILE_STRINGS[i];
  let j = i - HOSTILE_STRINGS.length;
  if (j < ABSURD_NUMBERS.length) return ABSURD_NUMBERS[j];
  j -= ABSURD_NUMBERS.length;
  if (j < POOL_VALUES.length) return structuredClone(POOL_VALUES[j]);
  return raw.sentinel(RAW_FRAGMENTS[(n >>> 8) % RAW_FRAGMENTS.length] as string);
}

// ---------------------------------------------------------------------------
// Plans.

export const OP_KINDS = [
  'delete',
  'set',
  'raw',
  'dup',
  'grow',
  'swap',
  'move',
  'rename',
  'add',
  'edit',
  'nest',
  'random',
] as const;
export type OpKind = (typeof OP_KINDS)[number];

export interface Op {
  readonly kind: OpKind;
  /** Seeds the walk to the node the op acts on. */
  readonly at: number;
  /** Picks the value, key or count the op uses. */
  readonly pick: number;
  /** A random JSON value, for `random`. */
  readonly value: unknown;
}

export const TEXT_OPS = [
  'bom',
  'bom2',
  'crlf',
  'cr',
  'truncate',
  'insert',
  'cut',
  'trailing',
  'leading',
  'join-lines',
  'blank-lines',
] as const;
export type TextOpKind = (typeof TEXT_OPS)[number];

export const BYTE_OPS = [
  'utf16le',
  'utf16be',
  'latin1',
  'invalid',
  'cesu',
  'flip',
  'nul',
  'truncate-bytes',
] as const;
export type ByteOpKind = (typeof BYTE_OPS)[number];

export interface Plan {
  /** Which seed file. */
  readonly seed: number;
  readonly ops: readonly Op[];
  readonly text: readonly { readonly kind: TextOpKind; readonly at: number }[];
  readonly bytes: readonly { readonly kind: ByteOpKind; readonly at: number }[];
  /** Recompute digests and fingerprints after the ops, so the semantic checks are reached. */
  readonly fixup: boolean;
  /** 0: compact, 1: two spaces, 2: a tab. */
  readonly indent: number;
}

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom(...OP_KINDS),
  at: fc.nat(),
  pick: fc.nat(),
  value: fc.jsonValue({ maxDepth: 3 }),
});

export function planArb(
  options: { textOps?: boolean; byteOps?: boolean } = {},
): fc.Arbitrary<Plan> {
  return fc.record({
    seed: fc.nat(),
    ops: fc.array(opArb, { minLength: 0, maxLength: 4 }),
    text:
      options.textOps === false
        ? fc.constant([])
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant([]) },
            {
              weight: 1,
              arbitrary: fc.array(fc.record({ kind: fc.constantFrom(...TEXT_OPS), at: fc.nat() }), {
                minLength: 1,
                maxLength: 2,
              }),
            },
          ),
    bytes:
      options.byteOps === false
        ? fc.constant([])
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant([]) },
            {
              weight: 1,
              arbitrary: fc.array(fc.record({ kind: fc.constantFrom(...BYTE_OPS), at: fc.nat() }), {
                minLength: 1,
                maxLength: 2,
              }),
            },
          ),
    fixup: fc.boolean(),
    indent: fc.nat({ max: 2 }),
  });
}

/** A path into `doc` by a random walk: shallow nodes (the structure) are chosen more often. */
export function walkPath(doc: unknown, r: () => number): Path {
  const path: Path = [];
  let cur = doc;
  if (r() % 20 === 0) return path;
  while (isContainer(cur)) {
    const keys = keysOf(cur);
    if (keys.length === 0) break;
    if (path.length > 0 && r() % 100 < 35) break;
    const k = keys[r() % keys.length] as string | number;
    path.push(k);
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return path;
}

function getAt(doc: unknown, path: Path): unknown {
  let cur = doc;
  for (const k of path) cur = (cur as Record<string | number, unknown>)[k];
  return cur;
}

/** Approximate JSON size, to keep growth bounded. */
function sizeOf(v: unknown): number {
  try {
    return JSON.stringify(v)?.length ?? 4;
  } catch {
    return Infinity;
  }
}

const MAX_GROWTH = 2_000_000;

/** Applies one op; returns the new document (the root may be replaced). */
export function applyOp(doc: unknown, op: Op, raw: RawText): unknown {
  const r = rng(op.at);
  const path = walkPath(doc, r);
  const current = getAt(doc, path);
  const replace = (value: unknown): unknown => {
    if (path.length === 0) return value;
    const parent = getAt(doc, path.slice(0, -1)) as Record<string | number, unknown>;
    parent[path[path.length - 1] as string | number] = value;
    return doc;
  };
  const parent =
    path.length === 0
      ? null
      : (getAt(doc, path.slice(0, -1)) as Record<string, unknown> | unknown[]);
  const key = path[path.length - 1];
  switch (op.kind) {
    case 'delete': {
      if (parent === null) return null;
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      return doc;
    }
    case 'set':
      return replace(poolValue(op.pick, raw));
    case 'raw':
      return replace(raw.sentinel(RAW_FRAGMENTS[op.pick % RAW_FRAGMENTS.length] as string));
    case 'random':
      return replace(op.value);
    case 'dup': {
      if (Array.isArray(parent)) {
        parent.splice(key as number, 0, structuredClone(current));
        return doc;
      }
      if (isObject(parent)) {
        const keys = Object.keys(parent);
        const other = keys[op.pick % keys.length] as string;
        parent[other] = structuredClone(current);
      }
      return doc;
    }
    case 'grow': {
      if (!Array.isArray(parent)) return replace([current, current]);
      const wanted = [2, 10, 100, 1_000, 5_000][op.pick % 5] as number;
      const each = Math.max(1, sizeOf(current));
      const n = Math.max(1, Math.min(wanted, Math.floor(MAX_GROWTH / each)));
      const copies = Array.from({ length: n }, () => structuredClone(current));
      parent.splice(key as number, 0, ...copies);
      return doc;
    }
    case 'swap': {
      if (parent === null) return doc;
      const keys = keysOf(parent);
      const other = keys[op.pick % keys.length] as string | number;
      const p = parent as Record<string | number, unknown>;
      const tmp = p[other];
      p[other] = current;
      p[key as string | number] = tmp;
      return doc;
    }
    case 'move': {
      const from = walkPath(doc, rng(op.pick));
      return replace(structuredClone(getAt(doc, from)));
    }
    case 'rename': {
      if (!isObject(parent)) return replace(poolValue(op.pick, raw));
      const name = KEYS[op.pick % KEYS.length] as string;
      // Keep the object's other keys in their order; `name` may be __proto__.
      const entries = Object.entries(parent);
      for (const k of Object.keys(parent)) delete parent[k];
      for (const [k, v] of entries) {
        Object.defineProperty(parent, k === key ? name : k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return doc;
    }
    case 'add': {
      const target = isContainer(current) ? current : parent;
      if (target === null) return replace([current, poolValue(op.pick, raw)]);
      const value = poolValue(op.pick >>> 4, raw);
      if (Array.isArray(target)) target.splice(op.pick % (target.length + 1), 0, value);
      else
        Object.defineProperty(target, KEYS[op.pick % KEYS.length] as string, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return doc;
    }
    case 'edit':
      return replace(editValue(current, op.pick, raw));
    case 'nest': {
      const depth = [2, 10, 100, 500][op.pick % 4] as number;
      let v = current;
      for (let i = 0; i < depth; i++) v = op.pick % 8 < 4 ? [v] : { a: v };
      if (op.pick % 16 === 15) {
        let text: string;
        try {
          text = JSON.stringify(current) ?? 'null';
        } catch {
          text = 'null';
        }
        return replace(raw.sentinel(nestArrays(50_000, text)));
      }
      return replace(v);
    }
  }
}

/** A change that keeps the value's type most of the time: strings edited, numbers shifted. */
function editValue(v: unknown, n: number, raw: RawText): unknown {
  if (typeof v === 'string') {
    const h = HOSTILE_STRINGS[n % HOSTILE_STRINGS.length] as string;
    switch ((n >>> 6) % 10) {
      case 0:
        return v + h;
      case 1:
        return h + v;
      case 2:
        return ` ${v} `;
      case 3:
        return v.toUpperCase();
      case 4:
        return v.slice(0, Math.floor(v.length / 2));
      case 5:
        return v.repeat(Math.min(1_000, Math.max(2, Math.floor(200_000 / (v.length + 1)))));
      case 6:
        return `${v}\ud800`;
      case 7:
        return `${v.slice(0, 1)}\u0000${v.slice(1)}`;
      case 8:
        return Number(v);
      default:
        return [v];
    }
  }
  if (typeof v === 'number') {
    switch ((n >>> 6) % 9) {
      case 0:
        return -v;
      case 1:
        return v + 1;
      case 2:
        return v - 1;
      case 3:
        return v * 1e6;
      case 4:
        return v + 0.5;
      case 5:
        return String(v);
      case 6:
        return raw.sentinel('1e999');
      case 7:
        return raw.sentinel('-0');
      default:
        return v * 2 ** 40;
    }
  }
  if (typeof v === 'boolean') return n % 2 === 0 ? !v : String(v);
  return poolValue(n, raw);
}

// ---------------------------------------------------------------------------
// Text and bytes.

const INSERTS: readonly string[] = [
  '\u0000',
  ',',
  '}',
  ']',
  '{',
  '[',
  '"',
  '\\',
  '\n',
  '\r',
  ':',
  'garbage',
  '/*c*/',
  "'",
  '\u2028',
  '\ufeff',
  '\ud800',
  'NaN',
  '-',
  '1e',
];

export function applyTextOp(text: string, kind: TextOpKind, at: number): string {
  const pos = text.length === 0 ? 0 : at % (text.length + 1);
  switch (kind) {
    case 'bom':
      return `\ufeff${text}`;
    case 'bom2':
      return `\ufeff\ufeff${text}`;
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'cr':
      return text.replace(/\n/g, '\r');
    case 'truncate':
      return text.slice(0, pos);
    case 'insert':
      return text.slice(0, pos) + (INSERTS[at % INSERTS.length] as string) + text.slice(pos);
    case 'cut':
      return text.slice(0, pos) + text.slice(pos + 1 + (at % 40));
    case 'trailing':
      return text + (['\n{}', ' x', '\n\n', '\u0000', '{"input":"q"}', '\n  \n'][at % 6] as string);
    case 'leading':
      return (['\n', '  ', '\u0000', 'x', '\r\n', ")]}'\n"][at % 6] as string) + text;
    case 'join-lines': {
      const nl = text.indexOf('\n', pos);
      return nl < 0 ? text : text.slice(0, nl) + text.slice(nl + 1);
    }
    case 'blank-lines': {
      const nl = text.indexOf('\n', pos);
      return nl < 0 ? `${text}\n\n` : `${text.slice(0, nl)}\n \t\n\n${text.slice(nl)}`;
    }
  }
}

const encoder = new TextEncoder();

export function applyByteOp(
  bytes: Uint8Array,
  text: string,
  kind: ByteOpKind,
  at: number,
): Uint8Array {
  const pos = bytes.length === 0 ? 0 : at % (bytes.length + 1);
  const splice = (insert: number[]): Uint8Array => {
    const out = new Uint8Array(bytes.length + insert.length);
    out.set(bytes.subarray(0, pos), 0);
    out.set(insert, pos);
    out.set(bytes.subarray(pos), pos + insert.length);
    return out;
  };
  switch (kind) {
    case 'utf16le':
    case 'utf16be': {
      const body = Buffer.from(text, 'utf16le');
      if (kind === 'utf16be') body.swap16();
      const bom = kind === 'utf16le' ? [0xff, 0xfe] : [0xfe, 0xff];
      return at % 2 === 0 ? new Uint8Array([...bom, ...body]) : new Uint8Array(body);
    }
    case 'latin1':
      return new Uint8Array(Buffer.from(`${text}é`, 'latin1'));
    case 'invalid':
      return splice(
        [[0xff], [0xc0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80], [0x80]][at % 5]!,
      );
    case 'cesu':
      return splice([0xed, 0xa0, 0x80]);
    case 'flip': {
      const out = new Uint8Array(bytes);
      const i = pos % Math.max(1, out.length);
      if (out.length > 0) out[i] = (out[i] ?? 0) ^ (1 << (at % 8));
      return out;
    }
    case 'nul':
      return splice([0, 0, 0]);
    case 'truncate-bytes':
      return bytes.subarray(0, pos);
  }
}

export function encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** A document as text and bytes, the plan's text and byte ops applied. */
export function render(doc: unknown, plan: Plan, raw: RawText, lines = false): Uint8Array {
  const indent = plan.indent === 0 ? undefined : plan.indent === 1 ? 2 : '\t';
  let text: string;
  if (lines && Array.isArray(doc)) {
    text = doc.map((row) => raw.restore(JSON.stringify(row) ?? 'null')).join('\n');
    if (plan.indent !== 0) text += '\n';
  } else {
    // Indentation of a deep, wide document can run to gigabytes: large ones stay compact.
    const compact = JSON.stringify(doc) ?? 'null';
    const pretty =
      indent === undefined || compact.length > 1_000_000
        ? compact
        : JSON.stringify(doc, null, indent);
    text = `${raw.restore(pretty)}${plan.indent === 0 ? '' : '\n'}`;
  }
  for (const t of plan.text) text = applyTextOp(text, t.kind, t.at);
  let bytes = encode(text);
  for (const b of plan.bytes) bytes = applyByteOp(bytes, text, b.kind, b.at);
  return bytes;
}

/** A short description of a plan, for reproducers. */
export function describePlan(plan: Plan, seedName: string): string {
  const ops = plan.ops.map((o) => `${o.kind}@${o.at}/${o.pick}`).join(' ');
  const text = plan.text.map((t) => `${t.kind}@${t.at}`).join(' ');
  const bytes = plan.bytes.map((b) => `${b.kind}@${b.at}`).join(' ');
  return `${seedName} [${ops}]${text === '' ? '' : ` text[${text}]`}${bytes === '' ? '' : ` bytes[${bytes}]`}${plan.fixup ? ' fixup' : ''}`;
}
