import { describe, expect, it } from 'vitest';
import {
  hasTarget,
  parseContract,
  targetFor,
  targetedStochastic,
  targetedUndecided,
} from '../../../src/core/contract/index.js';

const contract = parseContract({
  allowed: ['approve', 'deny', 'review'],
  stability_targets: { deny: 0.01, review: 0.2 },
});

describe('targets', () => {
  it('targetFor uses a declared target, else the run epsilon', () => {
    expect(targetFor(contract, 'deny', 0.05)).toBe(0.01);
    expect(targetFor(contract, 'review', 0.05)).toBe(0.2);
    expect(targetFor(contract, 'approve', 0.05)).toBe(0.05);
    expect(targetFor(contract, 'unknown', 0.1)).toBe(0.1);
    expect(targetFor(null, 'deny', 0.05)).toBe(0.05);
    expect(hasTarget(contract, 'deny')).toBe(true);
    expect(hasTarget(contract, 'approve')).toBe(false);
  });

  it('targeted routes by call (§8.3)', () => {
    const rows = [
      { decision: 'review', call: 'stochastic' as const },
      { decision: 'deny', call: 'undecided' as const },
      { decision: 'approve', call: 'stochastic' as const }, // no target: not listed
    ];
    expect(targetedStochastic(contract, rows)).toEqual(['review']);
    expect(targetedUndecided(contract, rows)).toEqual(['deny']);
    expect(targetedStochastic(contract, [{ decision: 'deny', call: 'deterministic' }])).toEqual([]);
    expect(targetedUndecided(null, rows)).toEqual([]);
  });
});
