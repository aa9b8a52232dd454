import { type Method, type DecisionSuite, type Isolation, type Layer, type Relation } from '../core/index.js';
import type { ErrorPolicy, ResolvedSettings, SeedCase } from './plan.js';
/** Check every setting before any call; refusals name the setting. */
export declare function resolveSettings(settings: CollectSettings): ResolvedSettings;
/** What to collect and how (everything a run needs besides the agent). */
export interface CollectSettings {
    /** The inputs, in order (a suite's cases when a suite is given). */
    readonly cases: readonly SeedCase[];
    /** The decision suite the cases come from, or null. */
    readonly suite?: DecisionSuite | null;
    readonly layer?: Layer;
    /** Tolerance for the flip rate (default 0.05). */
    readonly epsilon?: number;
    /** Repeats per input; planned from epsilon (and budget) when absent. */
    readonly k?: number;
    /**
     * The most agent calls in all: meter, first draws, relation sources and relations.
     * k is planned so the whole plan fits; a given k (or per-route plan) that does not
     * fit is refused before any call; sequential rounds stop where it runs out.
     */
    readonly budget?: number;
    /** Relations to run after each input's repeats (default none; the CLI passes the built-ins). */
    readonly relations?: readonly Relation[];
    /** Reuse the first meter observation as every relation's source (default true). */
    readonly reuse?: boolean;
    /** Sequential collection with checkpoints declared before the first call. */
    readonly sequential?: boolean;
    /** Stop a fixed-endpoint run once even an all-agree continuation cannot certify. */
    readonly curtail?: boolean;
    /** Distinct inputs called at once (default 1). */
    readonly maxWorkers?: number;
    /** Let the repeats of one input run at once too (stateless agents only). */
    readonly parallelRepeats?: boolean;
    /** Per-call timeout in ms; null or absent: no timeout. */
    readonly timeoutMs?: number | null;
    /** Calls started per second, shared by all workers; null or absent: no limit. */
    readonly ratePerSecond?: number | null;
    /** `record` (default): a failed call is recorded and collection goes on; `raise`: stop at the first. */
    readonly errorPolicy?: ErrorPolicy;
    /** How the repeats were isolated (recorded in the evidence; fresh-instance asks for a fresh agent per call). */
    readonly isolation?: Isolation;
    /** Money per call, for the plan only. */
    readonly costPerCall?: number | null;
    /** Run the repeatability meter (default true). Without it no input is repeated. */
    readonly meter?: boolean;
    /** Run the blindness check (default true). */
    readonly blindness?: boolean;
    /** The decision rule the run is planned for (default wilson). */
    readonly method?: Method;
    /** per-input (default): k repeats of every input; random: each pair's input drawn with `seed`. */
    readonly allocation?: 'per-input' | 'random';
    /** The seed of a random allocation (required with it). */
    readonly seed?: number;
    /** Declare the early-rejection test (stop once the evidence for stochastic reaches 1/(α/2)). */
    readonly earlyRejection?: boolean;
}
