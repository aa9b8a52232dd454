import type { ObservedPlan, SuitePlan } from '../render/baselines/plan.js';
import { type CollectionPlan, type ShardSizing, type ShardTiming } from './door.js';
export interface PlanSettings {
    readonly epsilon?: number;
    readonly precision?: string;
    readonly method?: string;
    readonly costPerCall?: number;
}
/** The pair budget of an observed plan when none is given. */
export declare const DEFAULT_MAX_PAIRS = 10000000;
/** The most shards a plan sizes (core's limit on `--shard I/N`). */
export declare const PLAN_MAX_SHARDS = 1000;
/** Refuse the plan's settings (settings.*) and resolve its tolerance. */
export declare function planEpsilon(settings: PlanSettings): number;
/** The plan for an observed `flips` out of `pairs`. */
export declare function planFromObserved(observed: {
    readonly flips: number;
    readonly pairs: number;
}, settings: PlanSettings & {
    readonly maxPairs?: number;
}): ObservedPlan;
export interface SuitePlanResult {
    readonly plan: SuitePlan;
    /** The live run's plan with the same settings (its calls and cost). */
    readonly run: CollectionPlan;
    /** The shards `timing` needs, when a timing was given. */
    readonly sizing: {
        readonly timing: ShardTiming;
        readonly result: ShardSizing;
    } | null;
}
/**
 * The route table of `run --suite` with the same settings: the plan comes from
 * the one planning function a live run uses (planLive), so the two never disagree.
 */
export declare function planFromSuite(file: string, settings: PlanSettings, cwd: string, timing: ShardTiming | null): Promise<SuitePlanResult>;
