import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../../src/core/errors.js';
import {
  ABSENT,
  canonicalJson,
  changedPaths,
  compareState,
  formatPath,
  getPath,
  leafPaths,
  parsePath,
  setPath,
  shownValue,
  statesAgree,
  type Json,
} from '../../../src/core/stateful/index.js';
import { canonicalJson as evidenceCanonical } from '../../../src/evidence/digest.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return e.code;
    throw e;
  }
  return 'none';
}

const byPath = (cs: readonly { path: string; outcome: string }[]): Record<string, string> =>
  Object.fromEntries(cs.map((c) => [c.path, c.outcome]));

describe('parsePath', () => {
  it('reads keys, indexes and quoted keys', () => {
    expect(parsePath('orders.ord-1.items[0].qty')).toEqual([
      { kind: 'key', key: 'orders' },
      { kind: 'key', key: 'ord-1' },
      { kind: 'key', key: 'items' },
      { kind: 'index', index: 0 },
      { kind: 'key', key: 'qty' },
    ]);
    expect(parsePath('config["feature.flag"]')).toEqual([
      { kind: 'key', key: 'config' },
      { kind: 'key', key: 'feature.flag' },
    ]);
    expect(parsePath('["a]b"][12]')).toEqual([
      { kind: 'key', key: 'a]b' },
      { kind: 'index', index: 12 },
    ]);
    expect(parsePath('')).toEqual([]);
    expect(parsePath('items.0')).toEqual([
      { kind: 'key', key: 'items' },
      { kind: 'key', key: '0' },
    ]);
  });

  it('refuses malformed paths with stateful.path', () => {
    for (const bad of [
      'a..b',
      '.a',
      'a.',
      'a[',
      'a[x]',
      'a[01]',
      'a["b"',
      'a]b',
      'a[-1]',
      'a["b"]c',
    ]) {
      expect(code(() => parsePath(bad))).toBe('stateful.path');
    }
  });

  it('formats a path that parses back to the same segments (property)', () => {
    const seg = fc.oneof(
      fc.string({ minLength: 1, maxLength: 6 }).map((key) => ({ kind: 'key' as const, key })),
      fc.nat(50).map((index) => ({ kind: 'index' as const, index })),
    );
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 5 }), (segs) => {
        expect(parsePath(formatPath(segs))).toEqual(segs);
      }),
    );
  });
});

describe('getPath: absent is not null, and not the string "absent"', () => {
  const state: Json = { a: null, b: 'absent', c: { d: [1, { e: 2 }] }, 'x.y': 3 };
  it('distinguishes a missing path from a null and from the word absent', () => {
    expect(getPath(state, 'a')).toBeNull();
    expect(getPath(state, 'b')).toBe('absent');
    expect(getPath(state, 'zz')).toBe(ABSENT);
    expect(getPath(state, 'b')).not.toBe(ABSENT);
    expect(getPath(state, 'c.d[1].e')).toBe(2);
    expect(getPath(state, 'c.d[2]')).toBe(ABSENT);
    expect(getPath(state, 'c.d.0')).toBe(ABSENT); // a key into an array
    expect(getPath(state, 'c[0]')).toBe(ABSENT); // an index into an object
    expect(getPath(state, 'a.b')).toBe(ABSENT); // through null
    expect(getPath(state, '["x.y"]')).toBe(3);
    expect(getPath(state, '')).toEqual(state);
    expect(shownValue(ABSENT)).toBe('absent');
  });

  it('does not read inherited properties', () => {
    expect(getPath({}, 'constructor')).toBe(ABSENT);
    expect(getPath({}, 'toString')).toBe(ABSENT);
  });

  it('setPath copies and creates keys, refuses to go through a non-object', () => {
    const s = { a: { b: 1 } };
    expect(setPath(s, 'a.c', 2)).toEqual({ a: { b: 1, c: 2 } });
    expect(s).toEqual({ a: { b: 1 } });
    expect(setPath(s, 'a.b.c', 2)).toBeNull();
    expect(setPath({ l: [1, 2] }, 'l[1]', 5)).toEqual({ l: [1, 5] });
    expect(setPath({ l: [1, 2] }, 'l[2]', 5)).toBeNull();
  });
});

describe('canonicalJson', () => {
  it('equals the evidence layer (RFC 8785 via canonicalize) on JSON values (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(canonicalJson(v as Json)).toBe(evidenceCanonical(v));
      }),
    );
  });
});

describe('compareState', () => {
  const initial: Json = {
    orders: { 'ord-1': { status: 'open', total: 10, items: [{ qty: 1 }] } },
    refunds: [],
    updatedAt: 't0',
  };

  it('whole: nested objects match key by key; a changed leaf is a mismatch', () => {
    const expected = {
      ...(initial as object),
      orders: { 'ord-1': { status: 'refunded', total: 10, items: [{ qty: 1 }] } },
    };
    const same = compareState(expected, expected, initial, { mode: 'whole' });
    expect(statesAgree(same)).toBe(true);
    const actual = { ...(initial as object) };
    const cs = compareState(expected, actual, initial, { mode: 'whole' });
    expect(byPath(cs)['orders.ord-1.status']).toBe('mismatch');
    expect(byPath(cs)['orders.ord-1.total']).toBe('match');
    const status = cs.find((c) => c.path === 'orders.ord-1.status');
    expect(status).toMatchObject({ expected: 'refunded', actual: 'open', initial: 'open' });
  });

  it('arrays compare by index, and a length difference shows the missing element as absent', () => {
    const cs = compareState({ l: [1, 2, 3] }, { l: [1, 2] }, { l: [] }, { mode: 'whole' });
    expect(byPath(cs)).toEqual({ 'l[0]': 'match', 'l[1]': 'match', 'l[2]': 'mismatch' });
    expect(cs[2]).toMatchObject({ expected: 3, actual: 'absent', initial: 'absent' });
    const extra = compareState({ l: [] }, { l: [{ a: 1, b: 2 }] }, null, { mode: 'whole' });
    expect(byPath(extra)).toEqual({ 'l[0].a': 'mismatch', 'l[0].b': 'mismatch' });
  });

  it('absent and null are different; null equals null', () => {
    expect(byPath(compareState({ a: null }, {}, {}, { mode: 'whole' }))).toEqual({ a: 'mismatch' });
    expect(byPath(compareState({}, { a: null }, {}, { mode: 'whole' }))).toEqual({ a: 'mismatch' });
    expect(byPath(compareState({ a: null }, { a: null }, {}, { mode: 'whole' }))).toEqual({
      a: 'match',
    });
    // A real string "absent" is not an absent path.
    const cs = compareState({ a: 'absent' }, {}, {}, { mode: 'whole' });
    expect(byPath(cs)).toEqual({ a: 'mismatch' });
    const rev = compareState({}, { a: 'absent' }, {}, { mode: 'whole' });
    expect(byPath(rev)).toEqual({ a: 'mismatch' });
  });

  it('tolerance: numbers within it are within_tolerance, beyond it a mismatch; equal ones match', () => {
    const cs = compareState(
      { a: 10, b: 10, c: 10 },
      { a: 10.004, b: 10.2, c: 10 },
      {},
      { mode: 'tolerance', tolerance: 0.01 },
    );
    expect(byPath(cs)).toEqual({ a: 'within_tolerance', b: 'mismatch', c: 'match' });
    expect(statesAgree(cs)).toBe(false);
    const exact = compareState({ a: 10 }, { a: 10.004 }, {}, { mode: 'whole' });
    expect(byPath(exact)).toEqual({ a: 'mismatch' });
    const edge = compareState({ a: 1 }, { a: 1.5 }, {}, { mode: 'tolerance', tolerance: 0.5 });
    expect(byPath(edge)).toEqual({ a: 'within_tolerance' });
    expect(code(() => compareState({}, {}, {}, { mode: 'tolerance' }))).toBe('stateful.criterion');
  });

  it('subset: extra keys in the actual state are not judged; arrays keep their length', () => {
    const cs = compareState(
      { o: { s: 'x' } },
      { o: { s: 'x', extra: 1 }, other: 2 },
      {},
      { mode: 'subset' },
    );
    expect(byPath(cs)).toEqual({ 'o.s': 'match' });
    const arr = compareState({ l: [1] }, { l: [1, 2] }, {}, { mode: 'subset' });
    expect(byPath(arr)).toEqual({ 'l[0]': 'match', 'l[1]': 'mismatch' });
    expect(byPath(compareState({ o: {} }, { o: { a: 1 } }, {}, { mode: 'subset' }))).toEqual({
      o: 'match',
    });
    expect(byPath(compareState({ o: {} }, { o: 5 }, {}, { mode: 'subset' }))).toEqual({
      o: 'mismatch',
    });
  });

  it('paths: only the named paths (and what is under them) are judged; both absent matches', () => {
    const cs = compareState(
      { a: 1, b: { c: 2, d: 3 }, z: 9 },
      { a: 1, b: { c: 2, d: 4 }, z: 0 },
      {},
      { mode: 'paths', paths: ['a', 'b', 'nope'] },
    );
    expect(byPath(cs)).toEqual({ a: 'match', 'b.c': 'match', 'b.d': 'mismatch', nope: 'match' });
    expect(code(() => compareState({}, {}, {}, { mode: 'paths' }))).toBe('stateful.criterion');
  });

  it('ignore: an ignored path and everything under it is ignored, never judged', () => {
    const cs = compareState(
      { updatedAt: 't1', meta: { id: 'x', n: 1 }, a: 1 },
      { updatedAt: 't2', meta: { id: 'y', n: 2 }, a: 1 },
      {},
      { mode: 'whole', ignore: ['updatedAt', 'meta'] },
    );
    expect(byPath(cs)).toEqual({ updatedAt: 'ignored', meta: 'ignored', a: 'match' });
    expect(statesAgree(cs)).toBe(true);
    // An ignored path inside a value whose kind changed is left out of that comparison.
    const kinds = compareState(
      { o: { ts: 1 } },
      { o: { ts: 2 } },
      {},
      { mode: 'whole', ignore: ['o.ts'] },
    );
    expect(byPath(kinds)).toEqual({ 'o.ts': 'ignored' });
    const ignoredArray = compareState(
      { l: [{ id: 1, v: 1 }] },
      { l: [{ id: 2, v: 1 }] },
      {},
      { mode: 'whole', ignore: ['l[0].id'] },
    );
    expect(byPath(ignoredArray)).toEqual({ 'l[0].id': 'ignored', 'l[0].v': 'match' });
  });

  it('a state compared with itself matches everywhere (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const cs = compareState(v as Json, v as Json, null, { mode: 'whole' });
        expect(cs.every((c) => c.outcome === 'match')).toBe(true);
        expect(cs.map((c) => c.path)).toEqual(leafPaths(v as Json));
      }),
    );
  });

  it('ignoring a path removes it, and everything under it, from judgement (property)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.jsonValue()),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.jsonValue()),
        (a, b) => {
          const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
          const ignore = keys
            .filter((_, i) => i % 2 === 0)
            .map((k) => formatPath([{ kind: 'key', key: k }]));
          const cs = compareState(a as Json, b as Json, null, { mode: 'whole', ignore });
          for (const c of cs) {
            const top = parsePath(c.path)[0];
            const ignored =
              top !== undefined && top.kind === 'key' && ignore.includes(formatPath([top]));
            if (ignored) expect(c.outcome).toBe('ignored');
            else expect(c.outcome).not.toBe('ignored');
          }
        },
      ),
    );
  });
});

describe('changedPaths', () => {
  it('lists changed, added and removed leaf paths, minus ignored and excepted ones', () => {
    const initial = { a: 1, b: { c: 2 }, d: [1], ts: 0 };
    const actual = { a: 2, b: {}, d: [1, 2], e: { f: 1 }, ts: 5 };
    expect(changedPaths(initial, actual)).toEqual(['a', 'b.c', 'd[1]', 'ts', 'e.f']);
    expect(changedPaths(initial, actual, { ignore: ['ts'], except: ['a', 'e'] })).toEqual([
      'b.c',
      'd[1]',
    ]);
    expect(changedPaths(initial, initial)).toEqual([]);
  });
});
