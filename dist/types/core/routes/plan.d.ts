import { type Method } from '../stats/index.js';
/** What one route needs for a best-case (zero-flip) deterministic call. */
export interface RoutePlan {
    readonly decision: string;
    /** Cases whose intended decision is this route. */
    readonly cases: number;
    /** The route's declared target, or the run epsilon. */
    readonly target: number;
    /** Zero-flip pairs needed at the target. */
    readonly pairsNeeded: number;
    /** Repeats for each of the route's cases (even, at least minimumRepeats). */
    readonly repeatsEach: number;
    readonly calls: number;
}
export interface RoutePlanInput {
    /** The intended decision of every case, in suite order. */
    readonly intended: readonly string[];
    /** Tolerance for routes without a declared target. */
    readonly epsilon: number;
    /** Declared per-route targets; each must name a route with cases and lie in (0, 1). */
    readonly targets?: ReadonlyMap<string, number>;
    /** Floor on repeats per case; at least 2. Default 2. */
    readonly minimumRepeats?: number;
    /** The decision rule the plan is for (default: Wilson). */
    readonly method?: Method;
}
/**
 * Size the evidence per route instead of one k for the whole suite: each route
 * gets enough repeats per case for its own target's zero-flip requirement.
 * Routes come back in code-point order of their names.
 */
export declare function planRouteRepeats(input: RoutePlanInput): RoutePlan[];
/** Total calls of a route plan. */
export declare function totalCalls(plans: readonly RoutePlan[]): number;
/** Calls if every case used the largest route's repeats: the one-k-for-all alternative. */
export declare function uniformCalls(plans: readonly RoutePlan[]): number;
