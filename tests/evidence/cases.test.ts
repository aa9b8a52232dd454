import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  CASES_JSON_SCHEMA,
  caseFingerprint,
  parseCases,
  readCasesFile,
} from '../../src/evidence/cases.js';
import { digestOf } from '../../src/evidence/digest.js';
import { asyncRefusalOf, refusalOf } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const F = 'cases.jsonl';

const line = (value: unknown): string => JSON.stringify(value);
const good = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  input: `refund order ${id}`,
  initial_state: { orders: { [id]: { status: 'paid' } } },
  expected: { answer: 'refunded', state: { orders: { [id]: { status: 'refunded' } } } },
  ...extra,
});
const jsonl = (...values: unknown[]): string => values.map(line).join('\n') + '\n';

describe('parseCases: JSONL', () => {
  it('reads every case with its place, camelCased state and fingerprint', () => {
    const text = jsonl(good('ord-1', { cluster: 'refunds' }), good('ord-2'));
    const cases = parseCases(text, F);
    expect(cases.map((c) => c.id)).toEqual(['ord-1', 'ord-2']);
    const first = cases[0]!;
    expect(first.initialState).toEqual({ orders: { 'ord-1': { status: 'paid' } } });
    expect(first.expected).toEqual({
      answer: 'refunded',
      state: { orders: { 'ord-1': { status: 'refunded' } } },
    });
    expect(first.cluster).toBe('refunds');
    expect(cases[1]!.cluster).toBeUndefined();
    expect(first.where).toBe('cases.jsonl:1');
    expect(cases[1]!.where).toBe('cases.jsonl:2');
    expect(first).not.toHaveProperty('initial_state');
    expect(first.fingerprint).toBe(
      digestOf({ input: 'refund order ord-1', initial_state: first.initialState }),
    );
    expect(first.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the fingerprint independent of key order, the expected values and the cluster', () => {
    const a = parseCases(
      line({ id: 'a', input: { msg: 'x', n: 1 }, initial_state: { b: 1, a: 2 }, expected: {} }),
      F,
    )[0]!;
    const b = parseCases(
      line({
        expected: { answer: 'other' },
        cluster: 'c',
        initial_state: { a: 2, b: 1 },
        input: { n: 1, msg: 'x' },
        id: 'b',
      }),
      F,
    )[0]!;
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(caseFingerprint({ msg: 'x', n: 1 }, { a: 2, b: 1 })).toBe(a.fingerprint);
    // The initial state is part of it.
    expect(caseFingerprint({ msg: 'x', n: 1 }, { a: 3, b: 1 })).not.toBe(a.fingerprint);
    expect(caseFingerprint('x', null)).not.toBe(caseFingerprint('x', {}));
  });

  it('accepts null as an initial state and as an expected state, distinct from absent', () => {
    const [c, d] = parseCases(
      jsonl(
        { id: 'n', input: 'q', initial_state: null, expected: { state: null } },
        { id: 'm', input: 'q', initial_state: null, expected: {} },
      ),
      F,
    );
    expect(c!.initialState).toBeNull();
    expect('state' in c!.expected).toBe(true);
    expect(c!.expected.state).toBeNull();
    expect('state' in d!.expected).toBe(false);
  });

  it('refuses a missing initial_state, naming the line and path', () => {
    const r = refusalOf(() =>
      parseCases(jsonl(good('a'), { id: 'b', input: 'q', expected: {} }), F),
    );
    expect(r.code).toBe('cases.invalid');
    expect(r.where).toBe('cases.jsonl:2: initial_state');
    expect(r.reason).toContain('"initial_state": null');
  });

  it('skips blank lines, takes CRLF and one leading BOM, and counts lines as written', () => {
    const text = '\uFEFF' + line(good('a')) + '\r\n\r\n  \n' + line(good('b')) + '\r\n';
    const cases = parseCases(text, F);
    expect(cases.map((c) => c.where)).toEqual(['cases.jsonl:1', 'cases.jsonl:4']);
  });

  it('refuses a byte-order mark at the start of a later line', () => {
    const r = refusalOf(() => parseCases(line(good('a')) + '\n\uFEFF' + line(good('b')), F));
    expect(r.code).toBe('cases.invalid');
    expect(r.where).toBe('cases.jsonl:2');
    expect(r.reason).toContain('byte-order mark');
  });

  it('refuses duplicate ids, naming both lines', () => {
    const r = refusalOf(() => parseCases(jsonl(good('a'), good('b'), good('a')), F));
    expect(r.code).toBe('cases.duplicate-id');
    expect(r.where).toBe('cases.jsonl:3: id');
    expect(r.reason).toContain('line 1 has it too');
  });

  it('refuses an id with ~ (reserved for derived cases)', () => {
    const r = refusalOf(() => parseCases(jsonl(good('ord~1')), F));
    expect(r.code).toBe('cases.reserved-id');
    expect(r.where).toBe('cases.jsonl:1: id');
    expect(r.reason).toContain('derived');
  });

  it('refuses unknown keys at the top and in expected, listing the known ones', () => {
    const r = refusalOf(() => parseCases(jsonl(good('a'), good('b', { expect: {} })), F));
    expect(r.code).toBe('cases.invalid');
    expect(r.where).toBe('cases.jsonl:2: expect');
    expect(r.reason).toBe(
      'unknown key "expect" (did you mean "expected"?); expected one of id, input, initial_state, expected, cluster',
    );
    const s = refusalOf(() =>
      parseCases(jsonl(good('b', { expected: { answer: 'x', end_state: {} } })), F),
    );
    expect(s.where).toBe('cases.jsonl:1: expected.end_state');
    expect(s.reason).toContain('expected one of answer, state');
  });

  it('refuses wrong types and blank text', () => {
    expect(refusalOf(() => parseCases(jsonl(good('a', { input: 3 })), F)).where).toBe(
      'cases.jsonl:1: input',
    );
    const blank = refusalOf(() => parseCases(jsonl(good('a', { input: '  ' })), F));
    expect([blank.where, blank.reason]).toEqual([
      'cases.jsonl:1: input',
      'is blank; expected the request (a non-empty string or an object)',
    ]);
    expect(refusalOf(() => parseCases(jsonl(good('a', { input: '' })), F)).where).toBe(
      'cases.jsonl:1: input',
    );
    expect(refusalOf(() => parseCases(jsonl(good('a', { id: 7 })), F)).reason).toBe(
      'expected a string, found an integer',
    );
    expect(refusalOf(() => parseCases(jsonl(good('a', { cluster: '' })), F)).where).toBe(
      'cases.jsonl:1: cluster',
    );
    expect(
      refusalOf(() => parseCases(jsonl(good('a', { expected: { answer: 1 } })), F)).where,
    ).toBe('cases.jsonl:1: expected.answer');
    const notObject = refusalOf(() => parseCases('[1]\n', F));
    expect(notObject.where).toBe('cases.jsonl:1: [0]');
    expect(refusalOf(() => parseCases(jsonl(good('a'), 'text'), F)).where).toBe('cases.jsonl:2');
  });

  it('lists several problems of one case under its line', () => {
    const r = refusalOf(() => parseCases(jsonl({ id: 'a', input: 5, expected: [] }), F));
    expect(r.code).toBe('cases.invalid');
    expect(r.where).toBe('cases.jsonl:1');
    expect(r.reason).toContain('problems');
    expect(r.reason).toContain('initial_state: missing');
    expect(r.reason).toContain('  - input: expected a string or an object');
  });

  it('refuses prototype keys anywhere in a case', () => {
    const text =
      '{"id":"a","input":"q","initial_state":{"x":{"__proto__":{"polluted":1}}},"expected":{}}';
    const r = refusalOf(() => parseCases(text, F));
    expect(r.code).toBe('cases.reserved-key');
    expect(r.where).toBe('cases.jsonl:1: initial_state.x.__proto__');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const c = refusalOf(() =>
      parseCases(jsonl(good('a', { input: { items: [{ constructor: 1 }] } })), F),
    );
    expect(c.where).toBe('cases.jsonl:1: input.items[0].constructor');
  });

  it('refuses bad JSON at its line and column', () => {
    const r = refusalOf(() => parseCases(line(good('a')) + '\n{"id": "b",, }\n', F));
    expect(r.code).toBe('json.syntax');
    expect(r.where).toBe('cases.jsonl:2:12');
  });

  it('says a case written over several lines belongs in a JSON list', () => {
    const r = refusalOf(() => parseCases('{\n  "id": "a"\n}\n', F));
    expect(r.code).toBe('json.syntax');
    expect(r.where).toMatch(/^cases\.jsonl:1:/);
    expect(r.reason).toContain('JSON list');
  });

  it('refuses a line past 8 MiB without parsing it', () => {
    const big = line(good('a', { initial_state: { blob: 'x'.repeat(8 * 1024 * 1024) } }));
    const r = refusalOf(() => parseCases(line(good('b')) + '\n' + big + '\n', F));
    expect(r.code).toBe('cases.too-long');
    expect(r.where).toBe('cases.jsonl:2');
  });

  it('refuses a lone surrogate and deep nesting at their line', () => {
    const lone = refusalOf(() =>
      parseCases('{"id":"a","input":"q\\ud800","initial_state":null,"expected":{}}', F),
    );
    expect([lone.code, lone.where]).toEqual(['json.lone-surrogate', 'cases.jsonl:1: input']);
    const deep = '['.repeat(600) + ']'.repeat(600);
    const d = refusalOf(() =>
      parseCases(
        `${line(good('a'))}\n{"id":"b","input":"q","initial_state":${deep},"expected":{}}`,
        F,
      ),
    );
    expect(d.code).toBe('json.depth');
    expect(d.where).toMatch(/^cases\.jsonl:2:\d+$/);
  });

  it('refuses an empty file', () => {
    expect(refusalOf(() => parseCases('\n  \n', F)).code).toBe('cases.empty');
    expect(refusalOf(() => parseCases('[]', 'cases.json')).code).toBe('cases.empty');
  });
});

describe('parseCases: a JSON list', () => {
  const list = `[
  {"id": "a", "input": "q", "initial_state": {}, "expected": {}},
  {
    "id": "b",
    "input": {"message": "hi, [really]"},
    "initial_state": [1, {"x": "]"}],
    "expected": {}
  },
  {"id": "a", "input": "q", "initial_state": {}, "expected": {}}
]`;

  it('reads the items, each placed at the line it starts on', () => {
    const cases = parseCases(list.replace(/"a"(?![\s\S]*"a")/, '"c"'), 'cases.json');
    expect(cases.map((c) => [c.id, c.where])).toEqual([
      ['a', 'cases.json:2'],
      ['b', 'cases.json:3'],
      ['c', 'cases.json:9'],
    ]);
  });

  it('refuses with the line and the list index', () => {
    const r = refusalOf(() => parseCases(list, 'cases.json'));
    expect(r.code).toBe('cases.duplicate-id');
    expect(r.where).toBe('cases.json:9: [2].id');
    expect(r.reason).toContain('line 2');
    const bad = refusalOf(() =>
      parseCases('[\n{"id": "a", "input": "q", "expected": {}}\n]', 'cases.json'),
    );
    expect(bad.where).toBe('cases.json:2: [0].initial_state');
  });

  it('refuses bad JSON in the list at its line and column', () => {
    const r = refusalOf(() => parseCases('[\n  {"id": "a"},\n  {"id": }\n]', 'cases.json'));
    expect(r.code).toBe('json.syntax');
    expect(r.where).toBe('cases.json:3:10');
  });
});

describe('readCasesFile', () => {
  it('reads a file and names it in refusals', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'av-cases-'));
    const file = path.join(dir, 'cases.jsonl');
    await writeFile(file, jsonl(good('a'), good('a')), 'utf8');
    const r = await asyncRefusalOf(() => readCasesFile(file));
    expect(r.where).toBe(`${file}:2: id`);
    await writeFile(file, jsonl(good('a')), 'utf8');
    expect((await readCasesFile(file))[0]!.where).toBe(`${file}:1`);
    await writeFile(file, Buffer.from([0x7b, 0xff, 0x7d]));
    expect((await asyncRefusalOf(() => readCasesFile(file))).code).toBe('file.utf8');
    expect((await asyncRefusalOf(() => readCasesFile(path.join(dir, 'none')))).code).toBe(
      'file.read',
    );
  });
});

describe('schemas/cases.schema.json', () => {
  it('is the schema the reader validates with, and it accepts a case and refuses a bad one', async () => {
    const published = JSON.parse(
      await readFile(path.join(ROOT, 'schemas', 'cases.schema.json'), 'utf8'),
    ) as object;
    expect(published).toEqual(JSON.parse(JSON.stringify(CASES_JSON_SCHEMA)));
    const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(published);
    expect(validate(good('a'))).toBe(true);
    expect(validate(good('a~b'))).toBe(false);
    const { initial_state: _, ...noState } = good('a');
    expect(validate(noState)).toBe(false);
  });
});
