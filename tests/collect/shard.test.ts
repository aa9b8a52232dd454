import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caseCallsTotal,
  planCollection,
  shardPlan,
  shardsNeeded,
  type CollectionPlan,
} from '../../src/collect/index.js';
import {
  BUILTIN_RELATIONS,
  inputFingerprint,
  parseShardText,
  parseSuite,
  shardOfFingerprint,
} from '../../src/core/index.js';

const cases = (n: number) => Array.from({ length: n }, (_, i) => ({ input: `ticket number ${i}` }));

/** input → shard, for every input of a plan cut into `count` shards. */
function partition(plan: CollectionPlan, count: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 1; i <= count; i++) {
    for (const c of shardPlan(plan, { index: i, count }).cases) {
      expect(out.has(c.input)).toBe(false);
      out.set(c.input, i);
    }
  }
  return out;
}

describe('the shard partition', () => {
  it('is 1 + (the first 12 hex digits of the fingerprint) mod N', () => {
    const fp = inputFingerprint('hello');
    expect(shardOfFingerprint(fp, 7)).toBe(1 + (Number.parseInt(fp.slice(0, 12), 16) % 7));
    expect(shardOfFingerprint(fp, 1)).toBe(1);
    expect(parseShardText(' 2 / 4 ')).toEqual({ index: 2, count: 4 });
    expect(parseShardText('2-4')).toBeNull();
    expect(parseShardText('-1/4')).toBeNull();
  });

  it('is stable when inputs are reordered or added (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 30 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer(),
        (base, extra, count, seed) => {
          const added = extra.filter((x) => !base.includes(x));
          // A deterministic shuffle of the base inputs with the new ones mixed in.
          const mixed = [...base, ...added]
            .map((input, i) => ({ input, key: Math.imul(i + 1, seed | 1) ^ (seed >>> 3) }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.input);
          const before = partition(
            planCollection({ cases: base.map((input) => ({ input })), k: 2 }),
            count,
          );
          const after = partition(
            planCollection({ cases: mixed.map((input) => ({ input })), k: 2 }),
            count,
          );
          expect(before.size).toBe(base.length);
          expect(after.size).toBe(base.length + added.length);
          for (const input of base) expect(after.get(input)).toBe(before.get(input));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("keeps each input's planned repeats and follow-ups, and the shards' calls add up to the run's", () => {
    const whole = planCollection({ cases: cases(40), epsilon: 0.05, relations: BUILTIN_RELATIONS });
    let calls = 0;
    let meter = 0;
    let inputs = 0;
    for (let i = 1; i <= 4; i++) {
      const s = shardPlan(whole, { index: i, count: 4 });
      expect(s.shard).toEqual({ index: i, count: 4, inputs: 40 });
      expect(s.k).toBe(whole.k);
      expect(s.inputs).toBe(s.cases.length);
      for (const c of s.cases) {
        expect(c).toBe(whole.cases[c.index]);
        expect(shardOfFingerprint(c.fingerprint, 4)).toBe(i);
      }
      // In seed order.
      expect(s.cases.map((c) => c.index)).toEqual(
        [...s.cases.map((c) => c.index)].sort((a, b) => a - b),
      );
      calls += s.calls.total;
      meter += s.calls.meter;
      inputs += s.inputs;
    }
    expect(inputs).toBe(40);
    expect(meter).toBe(whole.calls.meter);
    expect(calls).toBe(whole.calls.total);
  });

  it('plans per-route repeats from the whole suite, not from the shard', () => {
    const suite = parseSuite({
      schema: 'agentverity.decision-suite/v1',
      contract: { allowed: ['a', 'b'], required: ['a', 'b'], stability_targets: { a: 0.02 } },
      cases: [
        ...Array.from({ length: 6 }, (_, i) => ({ input: `alpha ${i}`, expected: 'a' })),
        ...Array.from({ length: 3 }, (_, i) => ({ input: `beta ${i}`, expected: 'b' })),
      ],
    });
    const whole = planCollection({ cases: [], suite, epsilon: 0.05 });
    const byInput = new Map(whole.cases.map((c) => [c.input, c.repeats]));
    // The routes get different repeats, planned over all their cases.
    expect(whole.routePlans).not.toBeNull();
    expect(byInput.get('alpha 0')).not.toBe(byInput.get('beta 0'));
    for (let i = 1; i <= 3; i++) {
      const s = shardPlan(whole, { index: i, count: 3 });
      expect(s.routePlans).toBe(whole.routePlans);
      for (const c of s.cases) expect(c.repeats).toBe(byInput.get(c.input));
    }
  });

  it('without reuse, first draws and relation sources go with their inputs', () => {
    const whole = planCollection({
      cases: cases(12),
      k: 4,
      reuse: false,
      relations: BUILTIN_RELATIONS,
    });
    const parts = [1, 2, 3].map((i) => shardPlan(whole, { index: i, count: 3 }).calls);
    for (const key of ['sources', 'relationSources', 'relations', 'total'] as const) {
      expect(parts.reduce((sum, p) => sum + p[key], 0)).toBe(whole.calls[key]);
    }
  });

  it('an empty shard plans no call', () => {
    const input = 'only one';
    const mine = shardOfFingerprint(inputFingerprint(input), 2);
    const other = mine === 1 ? 2 : 1;
    const s = shardPlan(planCollection({ cases: [{ input }], k: 2 }), { index: other, count: 2 });
    expect(s.cases).toEqual([]);
    expect(s.calls.total).toBe(0);
    expect(s.shard?.inputs).toBe(1);
  });
});

describe('shardsNeeded', () => {
  const plan = planCollection({ cases: cases(50), k: 20 });

  it('is the fewest shards whose largest shard fits: calls × max(latency / workers, 1 / rate)', () => {
    // 2 s a call, one worker: 1,000 calls are 2,000 s; 30 min is 1,800 s.
    const r = shardsNeeded(
      plan,
      { latencyMs: 2000, workers: 1, ratePerSecond: 10, wallTimeMs: 1_800_000 },
      1000,
    );
    expect(r.msPerCall).toBe(2000);
    expect(r.totalCalls).toBe(1000);
    expect(r.unshardedMs).toBe(2_000_000);
    const n = r.shards as number;
    expect(n).toBeGreaterThanOrEqual(2);
    expect((r.largestShardCalls as number) * 2000).toBeLessThanOrEqual(1_800_000);
    // One shard fewer does not fit: its largest shard (by the real partition) is too long.
    const load = (count: number) => {
      const per = new Array<number>(count).fill(0);
      for (const c of plan.cases)
        per[shardOfFingerprint(c.fingerprint, count) - 1]! += caseCallsTotal(plan, c);
      return Math.max(...per);
    };
    expect(load(n)).toBe(r.largestShardCalls);
    for (let m = 1; m < n; m++) expect(load(m) * 2000).toBeGreaterThan(1_800_000);
  });

  it('the rate limit binds when the workers outpace it', () => {
    const r = shardsNeeded(
      plan,
      { latencyMs: 2000, workers: 40, ratePerSecond: 10, wallTimeMs: 60_000 },
      1000,
    );
    expect(r.msPerCall).toBe(100); // 10 calls/s, not 2000 / 40 = 50 ms
    expect(r.unshardedMs).toBe(100_000);
    expect(r.shards).toBeGreaterThanOrEqual(2);
  });

  it('says no number of shards fits when one input alone is too long', () => {
    const r = shardsNeeded(
      plan,
      { latencyMs: 2000, workers: 1, ratePerSecond: null, wallTimeMs: 30_000 },
      1000,
    );
    expect(r.largestInputCalls).toBe(20);
    expect(r.shards).toBeNull();
  });
});
