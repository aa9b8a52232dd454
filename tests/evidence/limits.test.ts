import { describe, expect, it } from 'vitest';
import { LIMITS, measure, refuseOverLimits } from '../../src/evidence/limits.js';
import { shortJson, typeName, wantedWords } from '../../src/evidence/paths.js';
import { limitsBreach } from '../../src/evidence/json.js';
import { refusalOf } from './helpers.js';

describe('shortJson: bounded and cycle-safe', () => {
  it('shows a value that contains itself, without throwing', () => {
    const a: unknown[] = [];
    a.push(a);
    expect(shortJson({ tasks: a })).toBe('{"tasks":[[cycle]]}');
  });
  it('costs only its bound on a huge value', () => {
    const huge = 'x'.repeat(50_000_000);
    const text = shortJson({ a: huge, b: Array.from({ length: 1000 }, () => huge) });
    expect(text.length).toBe(60);
    expect(text.endsWith('…')).toBe(true);
  });
  it('survives any depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(shortJson(deep).length).toBeLessThanOrEqual(60);
  });
  it('writes as JSON.stringify does for plain values', () => {
    const v = { a: [1, 'two', null, true], b: { c: 'd' }, u: undefined };
    expect(shortJson(v, 1000)).toBe(JSON.stringify(v));
  });
});

describe('non-finite numbers are named in the user’s terms', () => {
  it('typeName and wantedWords never say "expected a number, found a number"', () => {
    expect(typeName(Infinity)).toMatch(/^a number out of range/);
    expect(wantedWords('a number', Infinity)).toBe('a finite number');
    expect(wantedWords('a number', 3)).toBe('a number');
  });
});

describe('measure', () => {
  it('finds a cycle, depth, a long string, too many values; null when within', () => {
    const a: unknown[] = [];
    a.push(a);
    expect(measure({ x: a })?.limit).toBe('cycle');
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(measure(deep)?.limit).toBe('depth');
    expect(measure({ s: 'x'.repeat(LIMITS.stringChars + 1) })).toMatchObject({
      limit: 'stringChars',
      path: ['s'],
    });
    expect(measure([1, 2, 3], { elements: 2 })?.limit).toBe('elements');
    expect(measure({ a: [1, { b: 'c' }] })).toBeNull();
  });
  it('counts values as the readers count them in the text', () => {
    const v = { a: [1, [], {}, { b: [2, 3] }], c: '' };
    const text = JSON.stringify(v);
    for (let max = 0; max < 12; max++) {
      expect(measure(v, { elements: max }) === null).toBe(limitsBreach(text, 1e9, max) === null);
    }
  });
  it('the writer refuses what its reader would (file.limit, naming the file and the place)', () => {
    const r = refusalOf(() =>
      refuseOverLimits(
        { cases: [{ input: 'x'.repeat(LIMITS.stringChars + 1) }] },
        'e.json',
        'evidence',
      ),
    );
    expect(r.code).toBe('file.limit');
    expect(r.message).toMatch(/^e\.json: the evidence cannot be written: .* at cases\[0\]\.input/);
  });
});
