// Sharding a planned run (docs/sharding.md): the whole run is planned first, so k,
// the per-route repeats and the budget's split are the unsharded run's; a shard
// then keeps the inputs whose fingerprint falls in it, each with the repeats and
// follow-ups the whole plan gave it.
import { shardOfFingerprint, type ShardSpec } from '../core/index.js';
import { phaseCalls } from './budget.js';
import type { CollectionPlan, PlannedCase } from './plan.js';

/** The calls one planned input makes, by phase, under this plan. */
export function caseCalls(
  plan: CollectionPlan,
  c: PlannedCase,
): { meter: number; sources: number; relationSources: number; relations: number } {
  const changed = c.followups.filter((f) => f.error === undefined && f.changed).length;
  return {
    meter: c.repeats,
    // First draws and relation sources are, per plan, one per input and one per changed relation, or none.
    sources: plan.calls.sources > 0 ? 1 : 0,
    relationSources: plan.calls.relationSources > 0 ? changed : 0,
    relations: changed,
  };
}

/** Every call one planned input makes. */
export function caseCallsTotal(plan: CollectionPlan, c: PlannedCase): number {
  const k = caseCalls(plan, c);
  return k.meter + k.sources + k.relationSources + k.relations;
}

/**
 * The plan of one shard of a whole run's plan: the inputs whose fingerprint falls
 * in the shard, in seed order, each with its planned repeats and follow-ups; the
 * calls, pairs and cost are the shard's. A shard may hold no input (then it makes
 * no call). The plan must be a fixed-endpoint, per-input one without curtailment
 * or early rejection (the settings check refuses the others with a shard).
 */
export function shardPlan(plan: CollectionPlan, shard: ShardSpec): CollectionPlan {
  if (
    plan.sequential !== null ||
    plan.allocation !== null ||
    plan.curtail !== null ||
    plan.earlyRejection !== null
  ) {
    throw new Error('shardPlan: this plan depends on the whole run and cannot be sharded');
  }
  const cases = plan.cases.filter(
    (c) => shardOfFingerprint(c.fingerprint, shard.count) === shard.index,
  );
  let meter = 0;
  let sources = 0;
  let relationSources = 0;
  let relations = 0;
  let skipped = 0;
  let errors = 0;
  let pairs = 0;
  for (const c of cases) {
    const k = caseCalls(plan, c);
    meter += k.meter;
    sources += k.sources;
    relationSources += k.relationSources;
    relations += k.relations;
    pairs += Math.floor(c.repeats / 2);
    for (const f of c.followups) {
      if (f.error !== undefined) errors++;
      else if (!f.changed) skipped++;
    }
  }
  const calls = phaseCalls(meter, { sources, relationSources, relations });
  const costPerCall = plan.settings.costPerCall;
  return {
    ...plan,
    inputs: cases.length,
    cases,
    shard: { index: shard.index, count: shard.count, inputs: plan.inputs },
    calls: { ...calls, atMost: plan.calls.atMost },
    relationsSkipped: skipped,
    relationErrors: errors,
    cost: costPerCall === null ? null : costPerCall * calls.total,
    pairs,
  };
}

/** What a shard's calls cost in time: the answer's latency, the workers, the rate limit. */
export interface ShardTiming {
  /** Milliseconds one call takes. */
  readonly latencyMs: number;
  /** Inputs called at once in each shard (the run's `maxWorkers`). */
  readonly workers: number;
  /** Calls started per second in each shard; null for no limit. */
  readonly ratePerSecond: number | null;
  /** The wall time a shard may take, in milliseconds. */
  readonly wallTimeMs: number;
}

/** How many shards a planned run needs to finish within a wall time. */
export interface ShardSizing {
  /** The fewest shards whose largest shard fits; null when even MAX_SHARDS do not. */
  readonly shards: number | null;
  /** Milliseconds one call costs a shard: max(latency / workers, 1000 / rate). */
  readonly msPerCall: number;
  readonly totalCalls: number;
  /** The whole run on one machine, in milliseconds. */
  readonly unshardedMs: number;
  /** With `shards` shards: the calls and time of the largest one. */
  readonly largestShardCalls: number | null;
  readonly largestShardMs: number | null;
  /** With `shards` shards: how many hold no input (the partition is by fingerprint, not balanced). */
  readonly emptyShards: number | null;
  /** The most calls one input makes (no number of shards splits an input). */
  readonly largestInputCalls: number;
}

/**
 * The fewest shards (up to `maxShards`) for which the largest shard's calls ×
 * max(latency / workers, 1 / rate) is within the wall time. Each shard's calls
 * come from the real partition of these inputs, not an even split.
 */
export function shardsNeeded(
  plan: CollectionPlan,
  timing: ShardTiming,
  maxShards: number,
): ShardSizing {
  const perCall = Math.max(
    timing.latencyMs / timing.workers,
    timing.ratePerSecond === null ? 0 : 1000 / timing.ratePerSecond,
  );
  const calls = plan.cases.map((c) => caseCallsTotal(plan, c));
  const total = calls.reduce((a, b) => a + b, 0);
  const largestInput = Math.max(0, ...calls);
  const base = {
    msPerCall: perCall,
    totalCalls: total,
    unshardedMs: total * perCall,
    largestInputCalls: largestInput,
  };
  // What is said when no number of shards fits the wall time.
  const unfit = {
    ...base,
    shards: null,
    largestShardCalls: null,
    largestShardMs: null,
    emptyShards: null,
  };
  // No split can put less than one input's calls on a shard.
  if (largestInput * perCall > timing.wallTimeMs) return unfit;
  const first = Math.max(1, Math.ceil((total * perCall) / timing.wallTimeMs));
  for (let n = first; n <= maxShards; n++) {
    const load = new Array<number>(n).fill(0);
    const held = new Array<number>(n).fill(0);
    plan.cases.forEach((c, i) => {
      const s = shardOfFingerprint(c.fingerprint, n) - 1;
      load[s] = (load[s] as number) + (calls[i] as number);
      held[s] = (held[s] as number) + 1;
    });
    const largest = Math.max(...load);
    if (largest * perCall <= timing.wallTimeMs) {
      return {
        ...base,
        shards: n,
        largestShardCalls: largest,
        largestShardMs: largest * perCall,
        emptyShards: held.filter((h) => h === 0).length,
      };
    }
  }
  return unfit;
}
