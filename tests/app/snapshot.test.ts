import { describe, expect, it } from 'vitest';
import { snapshotPrecheck } from '../../src/app/index.js';
import type { CollectionPlan } from '../../src/collect/index.js';

// A route-planned run: its pairs reach what the tolerance needs, though a
// budget-capped k planned the plain way would not.
const plan = {
  inputs: 6,
  epsilon: 0.05,
  method: 'wilson',
  pairs: 100,
  pairsNeeded: 59,
} as unknown as CollectionPlan;

describe('snapshotPrecheck', () => {
  it('plans k for k: null exactly as for an absent k (settings read from JSON)', () => {
    expect(() => snapshotPrecheck(undefined, 12)(plan)).not.toThrow();
    expect(() => snapshotPrecheck(null, 12)(plan)).not.toThrow();
    expect(() => snapshotPrecheck(null, null)(plan)).not.toThrow();
  });

  it('still checks a k that is given', () => {
    expect(() => snapshotPrecheck(2)(plan)).toThrow(/disjoint pair/);
  });
});
