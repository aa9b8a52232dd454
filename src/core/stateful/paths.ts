/**
 * Paths into a JSON state and the comparison of two states (issue 16).
 *
 * ## The path grammar
 *
 * ```
 * path    := '' | first rest*
 * first   := key | bracket
 * rest    := '.' key | bracket
 * key     := one or more characters other than '.', '[', ']'
 * bracket := '[' digits ']'          an array index (0-based, no sign, no leading zero)
 *          | '[' json-string ']'     an object key written as a JSON string: ["a.b"], ["x[0]"]
 * ```
 *
 * `orders.ord-1.items[0].qty` is the key `orders`, the key `ord-1`, the key
 * `items`, the index 0, the key `qty`. A key holding a dot or a bracket is
 * written in brackets as a JSON string: `config["feature.flag"]`. The empty path
 * is the whole state. A key segment reads an object's own property; an index
 * segment reads an array's element; anything else is absent (an index into an
 * object, a key into an array, any segment into a number). `items.0` is the key
 * "0", not the index 0.
 *
 * ## Absent is not null
 *
 * `getPath` returns the unique `ABSENT` symbol for a path that does not exist,
 * distinct from a JSON `null` stored there and from a string "absent". Only the
 * outputs (`PathComparison`, whose contract spells it `'absent'`) map it to the
 * word; every judgement is made on the symbol.
 */
import { Refusal } from '../errors.js';
import type { Json, JsonObject, PathComparison } from './types.js';

/** The value of a path that does not exist (never a JSON value). */
export const ABSENT: unique symbol = Symbol('absent');
export type Absent = typeof ABSENT;
export type Maybe = Json | Absent;

export type PathSegment =
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'index'; readonly index: number };

export function isAbsent(value: Maybe): value is Absent {
  return value === ABSENT;
}

/** The value as a `PathComparison` shows it: the word `'absent'` for a missing path. */
export function shown(value: Maybe): Json | 'absent' {
  return value === ABSENT ? 'absent' : value;
}

export function isJsonObject(value: Maybe): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refusePath(path: string, at: number, expected: string): never {
  throw new Refusal(
    'stateful.path',
    `cannot read the path ${JSON.stringify(path)} at character ${at + 1}: expected ${expected} (write keys holding '.', '[' or ']' as ["a.b"])`,
  );
}

/** Parse a path (grammar in the module comment); a malformed one is refused (`stateful.path`). */
export function parsePath(path: string): PathSegment[] {
  if (typeof path !== 'string') {
    throw new Refusal('stateful.path', `expected a path as a string, got ${typeof path}`);
  }
  const segments: PathSegment[] = [];
  let i = 0;
  const n = path.length;
  const readKey = (): void => {
    const start = i;
    while (i < n && path[i] !== '.' && path[i] !== '[' && path[i] !== ']') i++;
    if (i === start) refusePath(path, start, 'a key');
    segments.push({ kind: 'key', key: path.slice(start, i) });
  };
  const readBracket = (): void => {
    const open = i;
    i++; // '['
    if (path[i] === '"') {
      // A JSON string: find its closing quote, skipping escapes.
      const start = i;
      i++;
      while (i < n && path[i] !== '"') i += path[i] === '\\' ? 2 : 1;
      if (i >= n) refusePath(path, open, 'a closing quote');
      i++;
      let key: unknown;
      try {
        key = JSON.parse(path.slice(start, i));
      } catch {
        refusePath(path, start, 'a JSON string key');
      }
      if (path[i] !== ']') refusePath(path, i, "']'");
      i++;
      segments.push({ kind: 'key', key: key as string });
      return;
    }
    const start = i;
    while (i < n && path[i] !== undefined && path[i]! >= '0' && path[i]! <= '9') i++;
    const digits = path.slice(start, i);
    if (digits.length === 0 || path[i] !== ']') {
      refusePath(path, start, 'an array index (digits) or a quoted key, then ]');
    }
    if (digits.length > 1 && digits.startsWith('0')) {
      refusePath(path, start, 'an index without a leading zero');
    }
    const index = Number(digits);
    if (!Number.isSafeInteger(index)) refusePath(path, start, 'an index below 2^53');
    i++;
    segments.push({ kind: 'index', index });
  };
  if (n === 0) return segments;
  if (path[0] === '[') readBracket();
  else readKey();
  while (i < n) {
    const c = path[i];
    if (c === '.') {
      i++;
      readKey();
    } else if (c === '[') {
      readBracket();
    } else {
      refusePath(path, i, "'.' or '['");
    }
  }
  return segments;
}

const BARE_KEY = /^[^.[\]"\s]+$/u;

/** The canonical spelling of a path: bare keys where they parse back, brackets otherwise. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const s of segments) {
    if (s.kind === 'index') out += `[${s.index}]`;
    else if (BARE_KEY.test(s.key)) out += out.length === 0 ? s.key : `.${s.key}`;
    else out += `[${JSON.stringify(s.key)}]`;
  }
  return out;
}

function step(value: Maybe, segment: PathSegment): Maybe {
  if (segment.kind === 'index') {
    if (!Array.isArray(value)) return ABSENT;
    return segment.index < value.length ? (value[segment.index] as Json) : ABSENT;
  }
  if (!isJsonObject(value)) return ABSENT;
  return Object.hasOwn(value, segment.key) ? (value[segment.key] as Json) : ABSENT;
}

const asSegments = (path: string | readonly PathSegment[]): readonly PathSegment[] =>
  typeof path === 'string' ? parsePath(path) : path;

/** The value at a path, or `ABSENT` when the path does not exist (never confused with null or "absent"). */
export function getPath(state: Maybe, path: string | readonly PathSegment[]): Maybe {
  let value: Maybe = state;
  for (const s of asSegments(path)) {
    value = step(value, s);
    if (value === ABSENT) return ABSENT;
  }
  return value;
}

/**
 * A copy of `state` with `path` set to `value` (objects along the way are
 * copied, missing keys created); null when the path cannot be set (it runs
 * through a non-object, or an index is past an array's end).
 */
export function setPath(
  state: Json,
  path: string | readonly PathSegment[],
  value: Json,
): Json | null {
  const segments = asSegments(path);
  const go = (node: Maybe, at: number): Json | null => {
    if (at === segments.length) return value;
    const s = segments[at] as PathSegment;
    if (s.kind === 'index') {
      if (!Array.isArray(node) || s.index >= node.length) return null;
      const child = go(node[s.index] as Json, at + 1);
      if (child === null && at + 1 < segments.length) return null;
      const copy = [...node];
      copy[s.index] = child as Json;
      return copy;
    }
    if (node !== ABSENT && !isJsonObject(node)) return null;
    const base: JsonObject = node === ABSENT ? {} : node;
    const child = go(Object.hasOwn(base, s.key) ? (base[s.key] as Json) : ABSENT, at + 1);
    if (child === null && at + 1 < segments.length) return null;
    return { ...base, [s.key]: child as Json };
  };
  return go(state, 0);
}

// ---- canonical JSON ----------------------------------------------------------

/**
 * RFC 8785 canonical JSON of a JSON value: object keys sorted by UTF-16 code
 * units, no whitespace, numbers and strings as ECMAScript's JSON.stringify
 * writes them (which is what RFC 8785 prescribes). A non-finite number (not
 * JSON) is refused.
 */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new Refusal('digest.unrepresentable', `cannot write the number ${value} as JSON`);
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v as Json)).join(',')}]`;
  const obj = value as JsonObject;
  const keys = Object.keys(obj).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k] as Json)}`).join(',')}}`;
}

/** Two JSON values are equal when their canonical forms are (key order never matters). */
export function jsonEqual(a: Maybe, b: Maybe): boolean {
  if (a === ABSENT || b === ABSENT) return a === b;
  return canonicalJson(a) === canonicalJson(b);
}

// ---- comparison ----------------------------------------------------------------

export interface CompareOptions {
  /**
   * `whole`: every path of either state is judged; `subset`: only the paths the
   * expected state holds (the actual state may hold more keys; arrays keep their
   * length); `paths`: only `paths` (and what is under them); `tolerance`: like
   * whole, with numbers within `tolerance` of each other matching.
   */
  readonly mode: 'whole' | 'paths' | 'subset' | 'tolerance';
  readonly paths?: readonly string[];
  /** Numbers differing by at most this much are `within_tolerance` (any mode; required by `tolerance`). */
  readonly tolerance?: number;
  /** Paths never judged: each, and everything under it, is `ignored`. */
  readonly ignore?: readonly string[];
}

type Segs = readonly PathSegment[];

const sameSeg = (a: PathSegment, b: PathSegment): boolean =>
  a.kind === 'key'
    ? b.kind === 'key' && a.key === b.key
    : b.kind === 'index' && a.index === b.index;

/** True when `prefix` is `path` or an ancestor of it. */
export function isUnder(path: Segs, prefix: Segs): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (!sameSeg(path[i]!, prefix[i]!)) return false;
  return true;
}

/** A copy of `value` (at `at`) without the ignored paths strictly under `at`. */
function withoutIgnored(value: Maybe, at: Segs, ignore: readonly Segs[]): Maybe {
  if (value === ABSENT || value === null || typeof value !== 'object') return value;
  const inner = ignore.filter((p) => p.length > at.length && isUnder(p, at));
  if (inner.length === 0) return value;
  if (Array.isArray(value)) {
    return value.map((v, i) => {
      const here = [...at, { kind: 'index', index: i } as const];
      const r = inner.some((p) => p.length === here.length && isUnder(p, here))
        ? null
        : withoutIgnored(v as Json, here, inner);
      return r as Json;
    });
  }
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value as JsonObject)) {
    const here = [...at, { kind: 'key', key: k } as const];
    if (inner.some((p) => p.length === here.length && isUnder(p, here))) continue;
    out[k] = withoutIgnored(v, here, inner) as Json;
  }
  return out;
}

interface Walk {
  readonly subset: boolean;
  readonly tolerance: number | null;
  readonly ignore: readonly Segs[];
  readonly initial: Maybe;
  readonly out: PathComparison[];
}

function emit(w: Walk, at: Segs, e: Maybe, a: Maybe, outcome: PathComparison['outcome']): void {
  w.out.push({
    path: formatPath(at),
    expected: shown(e),
    actual: shown(a),
    initial: shown(getPath(w.initial, at)),
    outcome,
  });
}

const isEmptyContainer = (v: Maybe): boolean =>
  Array.isArray(v) ? v.length === 0 : isJsonObject(v) && Object.keys(v).length === 0;

/** Emit every leaf of a container present on one side only (the other side absent there). */
function expandOneSided(w: Walk, at: Segs, e: Maybe, a: Maybe): void {
  const present = e === ABSENT ? a : e;
  if (
    present !== ABSENT &&
    present !== null &&
    typeof present === 'object' &&
    !isEmptyContainer(present)
  ) {
    const entries: [PathSegment, Json][] = Array.isArray(present)
      ? present.map((v, i) => [{ kind: 'index', index: i }, v as Json])
      : Object.entries(present as JsonObject).map(([k, v]) => [{ kind: 'key', key: k }, v]);
    for (const [seg, v] of entries) {
      const here = [...at, seg];
      if (e === ABSENT) walk(w, here, ABSENT, v);
      else walk(w, here, v, ABSENT);
    }
    return;
  }
  emit(w, at, e, a, 'mismatch');
}

function walk(w: Walk, at: Segs, e: Maybe, a: Maybe): void {
  if (w.ignore.some((p) => isUnder(at, p))) {
    emit(w, at, e, a, 'ignored');
    return;
  }
  if (e === ABSENT && a === ABSENT) return;
  if (e === ABSENT || a === ABSENT) {
    expandOneSided(w, at, e, a);
    return;
  }
  if (isJsonObject(e) && isJsonObject(a)) {
    const keys = w.subset ? Object.keys(e) : [...new Set([...Object.keys(e), ...Object.keys(a)])];
    if (keys.length === 0) {
      // Both empty (or an empty expected object in subset mode): the objects agree here.
      emit(w, at, e, a, 'match');
      return;
    }
    for (const k of keys) {
      const seg = { kind: 'key', key: k } as const;
      walk(w, [...at, seg], step(e, seg), step(a, seg));
    }
    return;
  }
  if (Array.isArray(e) && Array.isArray(a)) {
    const len = Math.max(e.length, a.length);
    if (len === 0) {
      emit(w, at, e, a, 'match');
      return;
    }
    for (let i = 0; i < len; i++) {
      const seg = { kind: 'index', index: i } as const;
      walk(w, [...at, seg], step(e, seg), step(a, seg));
    }
    return;
  }
  if (typeof e === 'number' && typeof a === 'number') {
    if (e === a) emit(w, at, e, a, 'match');
    else if (w.tolerance !== null && Math.abs(e - a) <= w.tolerance) {
      emit(w, at, e, a, 'within_tolerance');
    } else emit(w, at, e, a, 'mismatch');
    return;
  }
  // Different kinds (or equal primitives): compare what is left once ignored parts are removed.
  const same = jsonEqual(withoutIgnored(e, at, w.ignore), withoutIgnored(a, at, w.ignore));
  emit(w, at, e, a, same ? 'match' : 'mismatch');
}

function checkTolerance(tolerance: unknown): number | null {
  if (tolerance === undefined) return null;
  if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new Refusal(
      'stateful.criterion',
      `expected a tolerance as a finite number of at least 0, got ${String(tolerance)}`,
    );
  }
  return tolerance;
}

/**
 * Compare an actual state with the expected one, path by path (`initial` is
 * shown beside each). Nested objects are compared key by key, arrays index by
 * index (an element one side lacks is `absent` there), numbers within the
 * tolerance are `within_tolerance`, an absent path differs from a null one, and
 * an ignored path, with everything under it, is `ignored` — never judged.
 * Paths come out in walk order (keys in the expected state's order first).
 */
export function compareState(
  expected: Maybe,
  actual: Maybe,
  initial: Maybe,
  options: CompareOptions,
): PathComparison[] {
  const tolerance = checkTolerance(options.tolerance);
  if (options.mode === 'tolerance' && tolerance === null) {
    throw new Refusal(
      'stateful.criterion',
      'the tolerance mode needs a `tolerance` (a number ≥ 0)',
    );
  }
  const w: Walk = {
    subset: options.mode === 'subset',
    tolerance,
    ignore: (options.ignore ?? []).map(parsePath),
    initial,
    out: [],
  };
  if (options.mode === 'paths') {
    const paths = options.paths ?? [];
    if (paths.length === 0) {
      throw new Refusal('stateful.criterion', 'the paths mode needs at least one path in `paths`');
    }
    for (const p of paths) {
      const at = parsePath(p);
      const e = getPath(expected, at);
      const a = getPath(actual, at);
      if (e === ABSENT && a === ABSENT && !w.ignore.some((q) => isUnder(at, q))) {
        emit(w, at, e, a, 'match');
      } else walk(w, at, e, a);
    }
    return w.out;
  }
  walk(w, [], expected, actual);
  return w.out;
}

/** True when no compared path is a mismatch. */
export function statesAgree(comparisons: readonly PathComparison[]): boolean {
  return comparisons.every((c) => c.outcome !== 'mismatch');
}

export interface ChangedOptions {
  /** Paths never reported (bookkeeping), with everything under them. */
  readonly ignore?: readonly string[];
  /** Paths whose change is expected (named in `expected.state`), with everything under them. */
  readonly except?: readonly string[];
}

/**
 * Every leaf path whose value differs between the initial and the actual state
 * (changed, added or removed), minus the ignored and the excepted paths, in
 * walk order.
 */
export function changedPaths(
  initial: Maybe,
  actual: Maybe,
  options: ChangedOptions = {},
): string[] {
  const ignore = [...(options.ignore ?? []), ...(options.except ?? [])];
  return compareState(initial, actual, initial, { mode: 'whole', ignore })
    .filter((c) => c.outcome === 'mismatch')
    .map((c) => c.path);
}

/** The leaf paths of a value (empty containers and primitives are leaves); the root is ''. */
export function leafPaths(value: Maybe): string[] {
  const out: string[] = [];
  const go = (v: Maybe, at: PathSegment[]): void => {
    if (v === ABSENT) return;
    if (Array.isArray(v) && v.length > 0) {
      v.forEach((x, i) => go(x as Json, [...at, { kind: 'index', index: i }]));
    } else if (isJsonObject(v) && Object.keys(v).length > 0) {
      for (const [k, x] of Object.entries(v)) go(x, [...at, { kind: 'key', key: k }]);
    } else out.push(formatPath(at));
  };
  go(value, []);
  return out;
}
