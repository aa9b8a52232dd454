import { type EarlyRejectionPlan, type Method, type CurtailScope, type Isolation, type Layer, type Relation, type RoutePlan, type SequentialPlan } from '../core/index.js';
import { fastFingerprint } from '../evidence/digest.js';
export { fastFingerprint };
export { resolveSettings, type CollectSettings } from './resolve.js';
import { type CollectSettings } from './resolve.js';
/** One input to collect, with the route it was written for when known. */
export interface SeedCase {
    readonly input: string;
    readonly expected?: string;
}
export type ErrorPolicy = 'record' | 'raise';
/** A random allocation worked out before the first call: the draws are fixed by the seed. */
export interface PlannedAllocation {
    readonly kind: 'random';
    readonly seed: number;
    /** Pairs to draw. */
    readonly pairs: number;
    /** Each pair's input index, in draw order. */
    readonly draws: readonly number[];
    /** Inputs that get at least one pair. */
    readonly exercised: number;
}
/** A relation's follow-up for one input, worked out before any call. */
export interface PlannedFollowup {
    readonly relation: Relation;
    readonly followup: string | null;
    readonly fingerprint: string | null;
    readonly changed: boolean;
    /** The transform failed: the outcome is `error` and no call is made. */
    readonly error?: string;
}
export interface PlannedCase {
    readonly index: number;
    readonly input: string;
    readonly fingerprint: string;
    readonly expected?: string;
    /** Meter repeats (fixed mode); the most the sequential plan may ask for otherwise. */
    readonly repeats: number;
    readonly followups: readonly PlannedFollowup[];
}
/** The shard a plan was cut down to (docs/sharding.md). */
export interface PlanShard {
    readonly index: number;
    readonly count: number;
    /** The inputs of the whole run (`plan.cases` holds the shard's). */
    readonly inputs: number;
}
/** The plan printed before the first call; `--dry-run` stops after it. */
export interface CollectionPlan {
    readonly mode: 'fixed' | 'sequential';
    readonly inputs: number;
    readonly epsilon: number;
    /** The uniform k (per-route repeats may raise it for some routes). */
    readonly k: number;
    readonly layer: Layer;
    readonly isolation: Isolation;
    readonly cases: readonly PlannedCase[];
    readonly routePlans: readonly RoutePlan[] | null;
    readonly sequential: SequentialPlan | null;
    readonly curtail: readonly CurtailScope[] | null;
    readonly method: Method;
    /** Present for a random allocation. */
    readonly allocation: PlannedAllocation | null;
    /** The early-rejection test the run declares, or null. */
    readonly earlyRejection: EarlyRejectionPlan | null;
    /**
     * A shard of the run (src/collect/shard.ts): `inputs`, `cases` and the call
     * counts are the shard's, `shard.inputs` the whole run's; null for a whole run.
     */
    readonly shard: PlanShard | null;
    readonly calls: {
        readonly meter: number;
        /** One independent first draw per input, only without call reuse. */
        readonly sources: number;
        readonly relationSources: number;
        readonly relations: number;
        readonly total: number;
        /** True when the totals are a ceiling (sequential or curtailed runs may stop sooner). */
        readonly atMost: boolean;
    };
    /**
     * What the budget leaves the meter once the other calls (first draws, relation
     * sources, relations) are paid for; null without a budget. Sequential rounds stop here.
     */
    readonly meterBudget: number | null;
    readonly relationsSkipped: number;
    readonly relationErrors: number;
    readonly cost: number | null;
    /** Pairs the meter will have, and the zero-flip pairs needed to certify epsilon. */
    readonly pairs: number;
    readonly pairsNeeded: number | null;
    /** Notes for the user (e.g. the endpoint cannot certify even if every pair agrees). */
    readonly warnings: readonly string[];
    readonly settings: ResolvedSettings;
}
export interface ResolvedSettings {
    readonly layer: Layer;
    readonly epsilon: number;
    readonly k: number | null;
    readonly budget: number | null;
    readonly reuse: boolean;
    readonly sequential: boolean;
    readonly curtail: boolean;
    readonly maxWorkers: number;
    readonly parallelRepeats: boolean;
    readonly timeoutMs: number | null;
    readonly ratePerSecond: number | null;
    readonly errorPolicy: ErrorPolicy;
    readonly isolation: Isolation;
    readonly costPerCall: number | null;
    readonly relations: readonly Relation[];
    readonly meter: boolean;
    readonly blindness: boolean;
    readonly method: Method;
    readonly allocation: 'per-input' | 'random';
    readonly seed: number | null;
    readonly earlyRejection: boolean;
}
/**
 * The routes a given k was raised on: with stability targets, a route's repeats
 * are what its target needs, with k as the floor, so a k below that is not what
 * the run does on it. Each such route with the repeats each of its cases gets, in
 * code-point order; empty when k was not given or was enough everywhere.
 */
export declare function routesAboveK(plan: Pick<CollectionPlan, 'routePlans'> & {
    readonly settings: {
        readonly k: number | null;
    };
}): {
    readonly decision: string;
    readonly repeats: number;
}[];
/**
 * Everything decided before the first call: k (as the reference plans it),
 * repeats per route for a suite, each relation's follow-up for each input, the
 * sequential plan (checkpoints at whole rounds), the curtailment scopes, and the
 * calls per phase. The budget covers every call (meter, first draws, relation
 * sources and relations): k is planned so the total fits, and a plan that cannot
 * fit is refused here, before any call. Pure.
 */
export declare function planCollection(settings: CollectSettings): CollectionPlan;
