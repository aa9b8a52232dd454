import { type ShardSpec } from '../core/index.js';
import type { CollectionPlan, PlannedCase } from './plan.js';
/** The calls one planned input makes, by phase, under this plan. */
export declare function caseCalls(plan: CollectionPlan, c: PlannedCase): {
    meter: number;
    sources: number;
    relationSources: number;
    relations: number;
};
/** Every call one planned input makes. */
export declare function caseCallsTotal(plan: CollectionPlan, c: PlannedCase): number;
/**
 * The plan of one shard of a whole run's plan: the inputs whose fingerprint falls
 * in the shard, in seed order, each with its planned repeats and follow-ups; the
 * calls, pairs and cost are the shard's. A shard may hold no input (then it makes
 * no call). The plan must be a fixed-endpoint, per-input one without curtailment
 * or early rejection (the settings check refuses the others with a shard).
 */
export declare function shardPlan(plan: CollectionPlan, shard: ShardSpec): CollectionPlan;
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
export declare function shardsNeeded(plan: CollectionPlan, timing: ShardTiming, maxShards: number): ShardSizing;
