// A user's regular expression is tested under a time bound (issue 33): in a
// worker thread that is terminated when the test runs past it.
import { describe, expect, it } from 'vitest';
import { evaluateOutput, isPatternTimeout } from '../../src/core/bench/index.js';
import { boundedMatcher } from '../../src/evidence/pattern-match.js';

describe('boundedMatcher', () => {
  const match = boundedMatcher(200);

  it('answers like RegExp.test for patterns that finish', () => {
    expect(match('^th+ree$', 'i', 'THREE')).toBe(true);
    expect(match('x', '', 'abc')).toBe(false);
    expect(evaluateOutput({ type: 'regex', expected: 'b+', flags: 'u' }, 'abbc', match)).toBe(true);
  });

  it('ends a catastrophic backtrack with PatternTimeout, then works again', () => {
    let thrown: unknown;
    try {
      // Before: this never returned.
      evaluateOutput({ type: 'regex', expected: '^(a+)+$' }, `${'a'.repeat(40)}b`, match);
    } catch (error) {
      thrown = error;
    }
    expect(isPatternTimeout(thrown)).toBe(true);
    expect((thrown as Error).message).toBe(
      'the pattern "^(a+)+$" did not finish within 200 ms on an answer of 41 characters',
    );
    // A new worker takes the next test.
    expect(match('^a+b$', '', 'aab')).toBe(true);
  }, 30_000);
});
