import { describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '../../../src/core/errors.js';
import { SUITE_SCHEMA, parseSuite, serialiseSuite } from '../../../src/core/contract/index.js';

function refusal(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

const contract = { allowed: ['approve', 'deny', 'review'], required: ['approve', 'deny'] };
const suite = (cases: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  schema: SUITE_SCHEMA,
  contract,
  cases,
  ...extra,
});

describe('parseSuite', () => {
  it('reads a valid suite and keeps inputs exactly as written', () => {
    const s = parseSuite(
      suite([
        { input: '  approve me  ', expected: 'approve' },
        { input: 'deny me\n', expected: 'deny' },
        { input: 'look again', expected: 'review' }, // allowed, not required: fine
      ]),
    );
    expect(s.cases).toEqual([
      { input: '  approve me  ', expected: 'approve' },
      { input: 'deny me\n', expected: 'deny' },
      { input: 'look again', expected: 'review' },
    ]);
    expect(s.contract.required).toEqual(['approve', 'deny']);
  });

  it('round-trips through serialiseSuite in the reference shape', () => {
    const raw = {
      cases: [{ expected: 'approve', input: 'a1' }],
      contract: { allowed: ['approve'], critical: [], required: ['approve'] },
      schema: SUITE_SCHEMA,
    };
    const out = serialiseSuite(parseSuite(raw));
    expect(out).toEqual(raw);
    expect(Object.keys(out)).toEqual(['cases', 'contract', 'schema']);
    expect(Object.keys(out.cases[0] ?? {})).toEqual(['expected', 'input']);
  });

  it('inputs differing only in whitespace are distinct', () => {
    expect(
      parseSuite(
        suite([
          { input: 'x', expected: 'approve' },
          { input: 'x ', expected: 'deny' },
        ]),
      ).cases,
    ).toHaveLength(2);
  });

  it.each([
    [suite([]), 'suite.cases-empty', 'suite.cases', /at least one case/],
    [{ schema: SUITE_SCHEMA, contract }, 'suite.cases-missing', 'suite.cases', /nothing/],
    [suite({}), 'suite.cases-not-a-list', 'suite.cases', /object/],
    [
      suite([{ input: '   ', expected: 'approve' }]),
      'suite.case-input-blank',
      'suite.cases[0].input',
      /blank/,
    ],
    [
      suite([{ input: '\u001c\u0085', expected: 'approve' }]),
      'suite.case-input-blank',
      'suite.cases[0].input',
      /blank/,
    ],
    [
      suite([{ input: 'a', expected: ' \t' }]),
      'suite.case-expected-blank',
      'suite.cases[0].expected',
      /blank/,
    ],
    [
      suite([{ expected: 'approve' }]),
      'suite.case-input-missing',
      'suite.cases[0].input',
      /nothing/,
    ],
    [
      suite([{ input: 'a', expected: 7 }]),
      'suite.case-expected-missing',
      'suite.cases[0].expected',
      /number 7/,
    ],
    [suite(['a']), 'suite.case-not-an-object', 'suite.cases[0]', /object/],
    [
      suite([{ input: 'a', expected: 'escalate' }]),
      'suite.expected-not-allowed',
      'suite.cases[0].expected',
      /"escalate"/,
    ],
    [
      suite([{ input: 'a', expected: 'approve ' }]),
      'suite.expected-not-allowed',
      'suite.cases[0].expected',
      /"approve "/,
    ],
    [
      { schema: SUITE_SCHEMA, cases: [{ input: 'a', expected: 'b' }] },
      'suite.contract-missing',
      'suite.contract',
      /missing/,
    ],
    [
      suite([{ input: 'a', expected: 'approve' }], { contract: { allowed: 'approve' } }),
      'contract.not-a-list',
      'suite.contract.allowed',
      /list/,
    ],
    ['text', 'suite.not-an-object', 'suite', /string/],
  ])('%j → %s at %s', (value, code, where, message) => {
    const r = refusal(() => parseSuite(value));
    expect(r.code).toBe(code);
    expect(r.where).toBe(where);
    expect(r.message).toMatch(message);
  });

  it('accepts an input of U+FEFF, which Python does not strip', () => {
    expect(parseSuite(suite([{ input: '\ufeff', expected: 'approve' }])).cases[0]?.input).toBe(
      '\ufeff',
    );
  });

  it('refuses an unknown schema version naming both versions', () => {
    const r = refusal(() =>
      parseSuite({
        ...suite([{ input: 'a', expected: 'approve' }]),
        schema: 'agentverity.decision-suite/v2',
      }),
    );
    expect(r.code).toBe('suite.schema');
    expect(r.where).toBe('suite.schema');
    expect(r.message).toContain('"agentverity.decision-suite/v2"');
    expect(r.message).toContain(`"${SUITE_SCHEMA}"`);
  });

  it('refuses a missing schema', () => {
    const r = refusal(() => parseSuite({ contract, cases: [{ input: 'a', expected: 'approve' }] }));
    expect(r.code).toBe('suite.schema');
    expect(r.message).toMatch(/no schema/);
  });

  it('names duplicate inputs by case index, up to three', () => {
    const cases = [0, 1, 2, 3, 4, 5].map((i) => ({
      input: i === 0 ? 'same' : i < 5 ? 'same' : 'other',
      expected: 'approve',
    }));
    cases.push({ input: 'other', expected: 'deny' });
    const r = refusal(() => parseSuite(suite(cases)));
    expect(r.code).toBe('suite.duplicate-input');
    expect(r.where).toBe('suite.cases');
    expect(r.message).toContain('suite.cases[1].input repeats suite.cases[0].input');
    expect(r.message).toContain('suite.cases[3].input repeats suite.cases[0].input');
    expect(r.message).not.toContain('cases[4]');
    expect(r.message).toContain('(and 2 more)');
  });

  it('reports contract and case problems together', () => {
    const r = refusal(() =>
      parseSuite({
        schema: SUITE_SCHEMA,
        contract: { allowed: ['a'], minimum_cases: { a: 0 } },
        cases: [{ input: ' ', expected: 'a' }],
      }),
    );
    expect(r.where).toBe('suite');
    expect(r.message).toContain('suite.contract.minimum_cases.a:');
    expect(r.message).toContain('suite.cases[0].input:');
  });

  it.each([
    [
      'a misspelt stability_targets',
      {
        ...suite([{ input: 'q', expected: 'approve' }]),
        contract: { ...contract, stability_target: { approve: 0.01 } },
      },
      'contract.unknown-key',
      'suite.json: contract.stability_target',
      '"stability_targets"',
    ],
    [
      'a misspelt critical',
      {
        ...suite([{ input: 'q', expected: 'approve' }]),
        contract: { ...contract, critcal: ['deny'] },
      },
      'contract.unknown-key',
      'suite.json: contract.critcal',
      '"critical"',
    ],
    [
      'a stray key on a case',
      suite([{ input: 'q', expected: 'approve', expcted: 'deny' }]),
      'suite.unknown-key',
      'suite.json: cases[0].expcted',
      '"expected"',
    ],
    [
      'a stray top-level key',
      suite([{ input: 'q', expected: 'approve' }], { contracts: {} }),
      'suite.unknown-key',
      'suite.json: contracts',
      '"contract"',
    ],
  ])('refuses %s, naming the path and the nearest known key', (_, value, code, where, near) => {
    const r = refusal(() => parseSuite(value, 'suite.json'));
    expect(r.code).toBe(code);
    expect(r.where).toBe(where);
    expect(r.message).toContain(`did you mean ${near}?`);
    expect(r.message).toContain('expected one of');
  });

  it('lists an unknown key with the other problems, and names no near key when none is close', () => {
    const r = refusal(() =>
      parseSuite(suite([{ input: 'q', expected: 'approve', note: 'x' }], { description: 'd' })),
    );
    expect(r.where).toBe('suite');
    expect(r.message).toContain(
      'suite.description: unknown key "description"; expected one of schema, contract, cases',
    );
    expect(r.message).toContain(
      'suite.cases[0].note: unknown key "note"; expected one of input, expected',
    );
  });

  it('does not pollute prototypes with a __proto__ case key', () => {
    const raw = JSON.parse(
      `{"schema": "${SUITE_SCHEMA}", "contract": {"allowed": ["__proto__"]}, "cases": [{"input": "__proto__", "expected": "__proto__"}]}`,
    ) as unknown;
    const s = parseSuite(raw);
    expect(s.cases).toEqual([{ input: '__proto__', expected: '__proto__' }]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
