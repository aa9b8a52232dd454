import { describe, expect, it } from 'vitest';
import { NOT_YET, runVector } from '../../scripts/conformance/harness.js';

describe('the conformance harness', () => {
  it('passes a matching vector and fails a wrong number beyond 1e-12', async () => {
    const v = {
      id: 'w',
      kind: 'wilson',
      input: { successes: 0, trials: 36, z: 1.96 },
      expected: { low: 0, high: 0.09642183044857634 },
    };
    expect((await runVector(v)).outcome).toBe('pass');
    expect((await runVector({ ...v, expected: { low: 0, high: 0.09642183045 } })).outcome).toBe(
      'fail',
    );
  });

  it('maps snake_case names in one place and requires every expected key', async () => {
    const v = {
      id: 'm',
      kind: 'meter_score',
      input: { epsilon: 0.05, layer: 'verdict', series: [[{ verdict: 'a' }, { verdict: 'b' }]] },
      expected: { pair_trials: 1, pair_flips: 1 },
    };
    expect((await runVector(v)).outcome).toBe('pass');
    expect(
      (await runVector({ ...v, expected: { pair_trials: 1, no_such_field: 1 } })).outcome,
    ).toBe('fail');
  });

  it('accepts an expected refusal only when our code refuses with its own error type', async () => {
    const refused = {
      id: 'e',
      kind: 'resolve_epsilon',
      input: { precision: 'bogus', epsilon: null },
      expected: { error: true },
    };
    expect((await runVector(refused)).outcome).toBe('pass');
    const notRefused = {
      id: 'e2',
      kind: 'resolve_epsilon',
      input: { precision: 'cheap', epsilon: null },
      expected: { error: true },
    };
    expect((await runVector(notRefused)).outcome).toBe('fail');
  });

  it('fails an unknown kind and skips (never passes) a kind owned by a later issue', async () => {
    expect((await runVector({ id: 'x', kind: 'teleport', input: {}, expected: {} })).outcome).toBe(
      'fail',
    );
    NOT_YET.later_kind = 'a later issue';
    try {
      expect(
        (await runVector({ id: 'l', kind: 'later_kind', input: {}, expected: {} })).outcome,
      ).toBe('skip');
    } finally {
      delete NOT_YET.later_kind;
    }
  });
});
