import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../../src/core/errors.js';
import { classify, wilson } from '../../../src/core/stats/index.js';

// [successes, trials, z, low, high] — the reference's outputs, compared bit for bit.
const VECTORS: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [0, 0, 1.96, 0, 0],
  [1, 2, 1.96, 0.09452865480086614, 0.9054713451991339],
  [0, 3, 1.96, 0, 0.5615060804490177],
  [1, 3, 1.96, 0.0614903152761605, 0.7923450448735121],
  [0, 5, 1.96, 0, 0.43449149475208104],
  [5, 5, 1.96, 0.5655085052479191, 1],
  [0, 6, 1.96, 0, 0.3903430336530645],
  [3, 9, 1.96, 0.12058159868274293, 0.6458026525009102],
  [5, 10, 1.96, 0.23658959361548731, 0.7634104063845126],
  [1, 13, 1.96, 0.013710066379696295, 0.3331453392824736],
  [8, 13, 1.96, 0.35522480972268555, 0.8229055341876319],
  [13, 13, 1.96, 0.7718981569447083, 1],
  [0, 26, 1.96, 0, 0.12873304380462175],
  [0, 73, 1.96, 0, 0.04999375338358388],
  [3, 78, 1.96, 0.013165586780815211, 0.10708621670298764],
  [8, 78, 1.96, 0.05289271527803498, 0.18954633772190638],
  [0, 100, 1.96, 0, 0.03699480747600191],
  [0, 381, 1.96, 0, 0.009982288817009388],
  [1, 1000, 1.96, 0.00017654182905727173, 0.00564270296016047],
  [500, 1000, 1.96, 0.4690690341793595, 0.5309309658206405],
  [0, 1000000, 1.96, 0, 0.000003841585242166133],
  [1, 1000000, 1.96, 1.7652003609355793e-7, 0.00000566505752290209],
  [0, 10, 1, 0, 0.09090909090909091],
  [5, 10, 1.645, 0.2692556616014269, 0.7307443383985731],
  [0, 73, 1.645, 0, 0.03574385261939191],
  [4, 50, 1.645, 0.03641952022887247, 0.16670763648613307],
  [0, 10, 2.576, 0, 0.3988858710287997],
  [10, 10, 2.576, 0.6011141289712003, 1],
  [4, 50, 2.576, 0.02411448314541062, 0.2343047888002938],
  [10, 10, 3, 0.5263157894736843, 1],
];

describe('wilson', () => {
  it.each(VECTORS)(
    'wilson(%i, %i, z=%d) matches the reference bit for bit',
    (s, n, z, low, high) => {
      const interval = wilson(s, n, z);
      expect(interval.low).toBe(low);
      expect(interval.high).toBe(high);
    },
  );

  it('keeps tiny positive residues instead of clamping them to 0 or 1', () => {
    expect(wilson(0, 10, 3).low).toBe(2.7755575615628914e-17);
    expect(wilson(10, 10, 1).high).toBe(0.9999999999999999);
  });

  it('defaults to z = 1.96', () => {
    expect(wilson(0, 36).high).toBe(0.09642183044857634);
    expect(wilson(0, 36)).toEqual(wilson(0, 36, 1.96));
  });

  it('gives the worked numbers of the seed', () => {
    // 36 quiet pairs bound the rate only at about 9.6%; 72 do not reach 5%, 73 do.
    expect(wilson(0, 36).high).toBe(0.09642183044857634);
    expect(wilson(0, 72).high).toBeCloseTo(0.050653, 6);
    expect(wilson(0, 73).high).toBeLessThan(0.05);
    expect(wilson(0, 35).high).toBeLessThan(0.1);
    expect(wilson(0, 34).high).toBeGreaterThanOrEqual(0.1);
    expect(wilson(0, 381).high).toBeLessThan(0.01);
    expect(wilson(0, 380).high).toBeGreaterThan(0.01);
    const pooled = wilson(62, 730);
    expect(pooled.low).toBeCloseTo(0.0668, 4);
    expect(pooled.high).toBeCloseTo(0.1074, 4);
  });

  it.each([
    [-1, 5],
    [6, 5],
    [1.5, 5],
    [0, -1],
    [0, 2.5],
    [Number.NaN, 3],
  ])('refuses %d successes in %d trials', (s, n) => {
    expect(() => wilson(s, n)).toThrow(expect.objectContaining({ name: 'Refusal' }));
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses z = %d', (z) => {
    let caught: unknown;
    try {
      wilson(1, 2, z);
    } catch (error) {
      caught = error;
    }
    expect(isRefusal(caught)).toBe(true);
  });
});

describe('classify', () => {
  it.each([
    [0.06, 0.2, 0.05, 'stochastic'],
    [0.05, 0.2, 0.05, 'undecided'],
    [0, 0.05, 0.05, 'undecided'],
    [0.01, 0.09, 0.05, 'undecided'],
    [0, 0, 0.05, 'deterministic'],
    [0.5, 0.5, 0.5, 'undecided'],
    [0, 0.0999999, 0.1, 'deterministic'],
  ] as const)('low %d, high %d at epsilon %d is %s', (low, high, epsilon, call) => {
    expect(classify(low, high, epsilon)).toBe(call);
  });

  it('reads the worked numbers at 5%', () => {
    const at = (s: number, n: number): string => {
      const { low, high } = wilson(s, n);
      return classify(low, high, 0.05);
    };
    expect(at(0, 13)).toBe('undecided');
    expect(at(1, 13)).toBe('undecided');
    expect(at(3, 13)).toBe('stochastic');
    expect(at(8, 13)).toBe('stochastic');
    expect(at(0, 36)).toBe('undecided');
    expect(at(0, 72)).toBe('undecided');
    expect(at(0, 73)).toBe('deterministic');
    expect(at(8, 78)).toBe('stochastic');
  });

  it('separates 381 from 380 quiet pairs at 1%', () => {
    const at = (n: number): string => {
      const { low, high } = wilson(0, n);
      return classify(low, high, 0.01);
    };
    expect(at(381)).toBe('deterministic');
    expect(at(380)).toBe('undecided');
  });
});
