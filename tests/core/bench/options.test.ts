import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BENCH_OPTIONS,
  checkBenchOptions,
  checkEvaluation,
  evaluateOutput,
  normalQuantile,
  resolveBenchOptions,
  studentQuantile,
  type BenchOptions,
  type TaskEvaluation,
} from '../../../src/core/bench/index.js';
import { isRefusal } from '../../../src/core/errors.js';

function codeOf(fn: () => unknown): [string, string | undefined] {
  try {
    fn();
  } catch (e) {
    if (isRefusal(e)) return [e.code, e.setting];
    throw e;
  }
  return ['none', undefined];
}

describe('bench options', () => {
  it('has checked defaults: 95%, seed 1, 2000 resamples, the balanced epsilon', () => {
    expect(checkBenchOptions(DEFAULT_BENCH_OPTIONS)).toEqual({
      confidence: 0.95,
      seed: 1,
      resamples: 2000,
      epsilon: 0.05,
    });
    expect(resolveBenchOptions({ k: 2 })).toMatchObject({ k: 2, confidence: 0.95 });
  });

  it('refuses each option out of range, naming it', () => {
    const bad: [Partial<BenchOptions>, string, string][] = [
      [{ confidence: 1 }, 'bench.option', 'confidence'],
      [{ confidence: 0 }, 'bench.option', 'confidence'],
      [{ resamples: 10 }, 'bench.option', 'resamples'],
      [{ resamples: 2000.5 }, 'bench.option', 'resamples'],
      [{ k: 0 }, 'bench.option', 'k'],
      [{ difference: 0 }, 'bench.option', 'difference'],
      [{ difference: 1.5 }, 'bench.option', 'difference'],
      [{ failIfWorse: '' }, 'bench.option', 'failIfWorse'],
      [{ seed: -1 }, 'stats.seed', 'seed'],
    ];
    for (const [change, code, setting] of bad) {
      expect(
        codeOf(() => checkBenchOptions({ ...DEFAULT_BENCH_OPTIONS, ...change } as BenchOptions)),
      ).toEqual([code, setting]);
    }
    expect(codeOf(() => checkBenchOptions({ ...DEFAULT_BENCH_OPTIONS, difference: 1 }))).toEqual([
      'none',
      undefined,
    ]);
    expect(codeOf(() => checkBenchOptions({ ...DEFAULT_BENCH_OPTIONS, epsilon: 0 }))[0]).toBe(
      'stats.epsilon',
    );
  });
});

describe('evaluateOutput', () => {
  const ev = (e: TaskEvaluation): TaskEvaluation => checkEvaluation(e, 'tasks[0].evaluation');

  it('exact_match compares after trimming surrounding whitespace, case-sensitively by default', () => {
    const e = ev({ type: 'exact_match', expected: ' Paris ' });
    expect(evaluateOutput(e, 'Paris\n')).toBe(true);
    expect(evaluateOutput(e, 'paris')).toBe(false);
    expect(evaluateOutput(e, 'Paris.')).toBe(false);
    expect(
      evaluateOutput(
        ev({ type: 'exact_match', expected: 'Paris', caseSensitive: false }),
        ' PARIS',
      ),
    ).toBe(true);
  });

  it('contains finds a substring, with the same case rule', () => {
    expect(evaluateOutput(ev({ type: 'contains', expected: '42' }), 'the answer is 42.')).toBe(
      true,
    );
    expect(evaluateOutput(ev({ type: 'contains', expected: 'Yes' }), 'yes')).toBe(false);
    expect(
      evaluateOutput(ev({ type: 'contains', expected: 'Yes', caseSensitive: false }), 'oh YES'),
    ).toBe(true);
  });

  it('regex searches anywhere, with flags, and is the same on every call', () => {
    const e = ev({ type: 'regex', expected: '^\\d+$', flags: 'm' });
    expect(evaluateOutput(e, 'x\n12\ny')).toBe(true);
    expect(evaluateOutput(e, 'x\n12\ny')).toBe(true);
    expect(evaluateOutput(ev({ type: 'regex', expected: 'paris', flags: 'i' }), 'PARIS')).toBe(
      true,
    );
    expect(evaluateOutput(ev({ type: 'regex', expected: '^a$' }), 'ab')).toBe(false);
  });

  it('checkEvaluation refuses a bad regex, the g and y flags and misplaced options, naming the place', () => {
    for (const e of [
      { type: 'regex', expected: '(' },
      { type: 'regex', expected: 'a', flags: 'g' },
      { type: 'regex', expected: 'a', flags: 'y' },
      { type: 'regex', expected: 'a', flags: 'x' },
      { type: 'regex', expected: 'a', caseSensitive: false },
      { type: 'contains', expected: 'a', flags: 'i' },
      { type: 'contains', expected: '' },
      { type: 'fuzzy', expected: 'a' },
      { type: 'exact_match', expected: 3 },
    ]) {
      try {
        checkEvaluation(e as unknown as TaskEvaluation, 'bench.yaml:7: tasks[2].evaluation');
        expect.unreachable(JSON.stringify(e));
      } catch (error) {
        expect(isRefusal(error) && error.code).toBe('bench.evaluation');
        expect((error as Error).message).toContain('bench.yaml:7: tasks[2].evaluation');
      }
    }
  });
});

describe('the normal and t quantiles', () => {
  it('match published tables', () => {
    // Standard normal: z_.975 = 1.959964, z_.8 = 0.841621, z_.995 = 2.575829.
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12);
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489, 12);
    expect(normalQuantile(0.5)).toBe(0);
    // Student's t: t_.975 at 1, 2, 9, 30 degrees of freedom = 12.706, 4.303, 2.262, 2.042.
    expect(studentQuantile(0.975, 1)).toBeCloseTo(12.706204736, 6);
    expect(studentQuantile(0.975, 2)).toBeCloseTo(4.30265273, 7);
    expect(studentQuantile(0.975, 9)).toBeCloseTo(2.262157163, 7);
    expect(studentQuantile(0.975, 30)).toBeCloseTo(2.042272456, 7);
  });
});
