import { describe, expect, it } from 'vitest';
import { Refusal } from '../../../src/core/errors.js';
import {
  PRECISIONS,
  isPrecision,
  resolveEpsilon,
  validateEpsilon,
} from '../../../src/core/stats/index.js';

describe('PRECISIONS', () => {
  it('holds the three presets', () => {
    expect(PRECISIONS).toEqual({ cheap: 0.1, balanced: 0.05, strict: 0.01 });
    expect(isPrecision('strict')).toBe(true);
    expect(isPrecision('toString')).toBe(false);
  });
});

describe('resolveEpsilon', () => {
  it.each([
    ['balanced', undefined, 0.05],
    ['cheap', undefined, 0.1],
    ['strict', undefined, 0.01],
    ['strict', 0.2, 0.2],
    ['bogus', 0.03, 0.03],
    [undefined, undefined, 0.05],
    [undefined, 0.5, 0.5],
  ] as const)('precision %s with epsilon %s gives %d', (precision, epsilon, expected) => {
    expect(resolveEpsilon(precision, epsilon)).toBe(expected);
  });

  it('treats a null epsilon as absent', () => {
    expect(resolveEpsilon('cheap', null)).toBe(0.1);
  });

  it('refuses an unknown preset and lists the known ones', () => {
    expect(() => resolveEpsilon('bogus', undefined)).toThrow(Refusal);
    expect(() => resolveEpsilon('bogus', undefined)).toThrow(/balanced, cheap, strict/);
    expect(() => resolveEpsilon('constructor', undefined)).toThrow(Refusal);
  });

  it.each([0, 1, -0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses an explicit epsilon of %d',
    (epsilon) => {
      expect(() => resolveEpsilon('balanced', epsilon)).toThrow(Refusal);
    },
  );
});

describe('validateEpsilon', () => {
  it('returns a valid epsilon', () => {
    expect(validateEpsilon(0.05)).toBe(0.05);
    expect(validateEpsilon(Number.MIN_VALUE)).toBe(Number.MIN_VALUE);
  });

  it('names the place and what was expected', () => {
    expect(() => validateEpsilon('0.05', 'suite.routes.deny.target')).toThrow(
      /^suite\.routes\.deny\.target: expected a number strictly between 0 and 1.*got "0\.05"$/,
    );
    expect(() => validateEpsilon(1)).toThrow(/^epsilon: .*got 1$/);
  });
});
