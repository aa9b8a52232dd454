import { describe, expect, it } from 'vitest';
import { isRefusal, type Refusal } from '../../../src/core/errors.js';
import { parseContract, serialiseContract } from '../../../src/core/contract/index.js';

function refusal(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('parseContract: reference vectors (decision_contract/*)', () => {
  it('ok_minimal: required defaults to allowed, critical to empty', () => {
    expect(serialiseContract(parseContract({ allowed: ['a'] }))).toEqual({
      allowed: ['a'],
      critical: [],
      required: ['a'],
    });
  });
  it.each([
    ['target_out_of_range', { allowed: ['a'], stability_targets: { a: 0 } }],
    ['minimum_cases_zero', { allowed: ['a'], minimum_cases: { a: 0 } }],
    ['undeclarable_reason', { allowed: ['a'], allowed_no_decisions: ['runtime_error'] }],
    ['empty_allowed', { allowed: [] }],
  ])('%s is refused', (_id, contract) => {
    expect(() => parseContract(contract)).toThrow(/contract/);
  });
});

describe('parseContract: sets', () => {
  it('sorts by code point and de-duplicates', () => {
    const c = parseContract({
      allowed: ['b', '\u{1F600}', '\uFF5E', 'a', 'b'],
      required: ['a', 'b', 'a'],
      critical: ['b', 'b'],
      allowed_no_decisions: ['refused', 'no_tool_selected', 'refused'],
    });
    // U+1F600 sorts after U+FF5E by code point (UTF-16 order would put it first).
    expect(c.allowed).toEqual(['a', 'b', '\uFF5E', '\u{1F600}']);
    expect(c.required).toEqual(['a', 'b']);
    expect(c.critical).toEqual(['b']);
    expect(c.allowedNoDecisions).toEqual(['no_tool_selected', 'refused']);
  });

  it('serialises optional parts only when non-empty, keys sorted', () => {
    const c = parseContract({
      allowed: ['deny', 'approve'],
      stability_targets: { deny: 0.01, approve: 0.2 },
      minimum_cases: { deny: 3 },
      allowed_no_decisions: ['refused'],
    });
    const s = serialiseContract(c);
    expect(Object.keys(s)).toEqual([
      'allowed',
      'allowed_no_decisions',
      'critical',
      'minimum_cases',
      'required',
      'stability_targets',
    ]);
    expect(s.stability_targets).toEqual({ approve: 0.2, deny: 0.01 });
    expect(Object.keys(s.stability_targets ?? {})).toEqual(['approve', 'deny']);
    expect(s.minimum_cases).toEqual({ deny: 3 });
    expect(serialiseContract(parseContract(s))).toEqual(s);
  });

  it('treats __proto__ and constructor as plain labels', () => {
    const raw = JSON.parse(
      '{"allowed": ["__proto__", "constructor"], "stability_targets": {"__proto__": 0.5}, "minimum_cases": {"constructor": 2}}',
    ) as unknown;
    const c = parseContract(raw);
    expect(c.stabilityTargets.get('__proto__')).toBe(0.5);
    expect(c.minimumCases.get('constructor')).toBe(2);
    const s = serialiseContract(c);
    expect(Object.getPrototypeOf(s.stability_targets)).toBe(Object.prototype);
    expect(Object.hasOwn(s.stability_targets ?? {}, '__proto__')).toBe(true);
    expect(JSON.stringify(s.stability_targets)).toBe('{"__proto__":0.5}');
  });

  it('does not read fields from the prototype chain', () => {
    const inherited = Object.create({ allowed: ['a'] }) as object;
    expect(refusal(() => parseContract(inherited)).code).toBe('contract.allowed-missing');
  });
});

describe('parseContract: refusals name the path and what was expected', () => {
  it.each([
    [{ allowed: 'approve' }, 'contract.not-a-list', 'contract.allowed', /list/],
    [{ allowed: [] }, 'contract.allowed-empty', 'contract.allowed', /at least one/],
    [{ allowed: ['a', ''] }, 'contract.bad-label', 'contract.allowed[1]', /non-empty string/],
    [{ allowed: ['a', 3] }, 'contract.bad-label', 'contract.allowed[1]', /number 3/],
    [{}, 'contract.allowed-missing', 'contract.allowed', /missing/],
    [{ allowed: ['a'], required: [] }, 'contract.required-empty', 'contract.required', /empty/],
    [
      { allowed: ['a'], required: ['a', 'b'] },
      'contract.required-not-allowed',
      'contract.required',
      /"b"/,
    ],
    [
      { allowed: ['a', 'b'], required: ['a'], critical: ['b'] },
      'contract.critical-not-required',
      'contract.critical',
      /"b"/,
    ],
    [
      { allowed: ['a'], stability_targets: { a: 0 } },
      'contract.target-out-of-range',
      'contract.stability_targets.a',
      /between 0 and 1/,
    ],
    [
      { allowed: ['a'], stability_targets: { a: 1 } },
      'contract.target-out-of-range',
      'contract.stability_targets.a',
      /number 1/,
    ],
    [
      { allowed: ['a'], stability_targets: { a: true } },
      'contract.target-out-of-range',
      'contract.stability_targets.a',
      /boolean true/,
    ],
    [
      { allowed: ['a'], stability_targets: { a: '0.1' } },
      'contract.target-out-of-range',
      'contract.stability_targets.a',
      /string/,
    ],
    [
      { allowed: ['a', 'b'], required: ['a'], stability_targets: { b: 0.1 } },
      'contract.target-not-required',
      'contract.stability_targets.b',
      /not a required/,
    ],
    [
      { allowed: ['a'], stability_targets: [0.1] },
      'contract.not-an-object',
      'contract.stability_targets',
      /object/,
    ],
    [
      { allowed: ['a'], minimum_cases: { a: 0 } },
      'contract.minimum-not-whole',
      'contract.minimum_cases.a',
      /at least 1/,
    ],
    [
      { allowed: ['a'], minimum_cases: { a: 1.5 } },
      'contract.minimum-not-whole',
      'contract.minimum_cases.a',
      /number 1\.5/,
    ],
    [
      { allowed: ['a'], minimum_cases: { a: true } },
      'contract.minimum-not-whole',
      'contract.minimum_cases.a',
      /boolean/,
    ],
    [
      { allowed: ['a'], minimum_cases: { z: 2 } },
      'contract.minimum-not-required',
      'contract.minimum_cases.z',
      /not a required/,
    ],
    [
      { allowed: ['a'], allowed_no_decisions: ['open_ended'] },
      'contract.reason-not-declarable',
      'contract.allowed_no_decisions',
      /no_tool_selected/,
    ],
    [
      { allowed: ['a'], allowed_no_decisions: 'refused' },
      'contract.not-a-list',
      'contract.allowed_no_decisions',
      /list/,
    ],
    [['a'], 'contract.not-an-object', 'contract', /object/],
    [null, 'contract.not-an-object', 'contract', /null/],
  ])('%j → %s at %s', (value, code, where, message) => {
    const r = refusal(() => parseContract(value));
    expect(r.code).toBe(code);
    expect(r.where).toBe(where);
    expect(r.message).toMatch(message);
  });

  it('accepts targets just inside (0, 1) and minimum 1', () => {
    const c = parseContract({
      allowed: ['a', 'b'],
      stability_targets: { a: 1e-9, b: 0.999999 },
      minimum_cases: { a: 1 },
    });
    expect([...c.stabilityTargets]).toEqual([
      ['a', 1e-9],
      ['b', 0.999999],
    ]);
    expect(c.minimumCases.get('a')).toBe(1);
  });

  it('quotes odd keys in the path', () => {
    expect(
      refusal(() => parseContract({ allowed: ['a b'], stability_targets: { 'a b': 2 } })).where,
    ).toBe('contract.stability_targets["a b"]');
  });

  it('uses the given place name', () => {
    expect(refusal(() => parseContract({ allowed: [] }, 'suite.contract')).where).toBe(
      'suite.contract.allowed',
    );
  });

  it('reports every problem together', () => {
    const r = refusal(() =>
      parseContract({
        allowed: ['a', 'b'],
        critical: ['z'],
        stability_targets: { a: 0, b: true },
        minimum_cases: { a: 0.5 },
      }),
    );
    expect(r.where).toBe('contract');
    expect(r.code).toBe('contract.critical-not-required');
    expect(r.message).toMatch(/^contract: 4 problems:/);
    for (const path of [
      'contract.critical',
      'contract.stability_targets.a',
      'contract.stability_targets.b',
      'contract.minimum_cases.a',
    ]) {
      expect(r.message).toContain(`${path}:`);
    }
  });
});
