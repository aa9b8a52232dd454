import type { Call, RoutePlan } from '../../core/index.js';
export declare const PLAN_REPORT_SCHEMA = "agentverity-action/plan@1";
/** `plan --observed F/P`: where the evidence stands and what more would take. */
export interface ObservedPlan {
    readonly observed: {
        readonly flips: number;
        readonly pairs: number;
        readonly flipRate: number;
        readonly ciLow: number;
        readonly ciHigh: number;
        readonly call: Call;
    };
    readonly epsilon: number;
    readonly maxPairs: number | null;
    readonly bestCase: {
        readonly totalPairs: number | null;
        readonly additionalPairs: number | null;
        readonly reachable: boolean;
    };
    /** Pairs a run would need if the observed rate persisted; null when none would do. */
    readonly pairsIfRatePersists: number | null;
    readonly costPerCall: number | null;
}
export declare function buildObservedPlanJson(p: ObservedPlan): {
    additionalCost?: {
        bestCase: number | null;
        ifRatePersists: number | null;
    };
    additionalCalls: {
        bestCase: number | null;
        ifRatePersists: number | null;
    };
    observed: {
        readonly flips: number;
        readonly pairs: number;
        readonly flipRate: number;
        readonly ciLow: number;
        readonly ciHigh: number;
        readonly call: Call;
    };
    epsilon: number;
    maxPairs: number | null;
    bestCase: {
        readonly totalPairs: number | null;
        readonly additionalPairs: number | null;
        readonly reachable: boolean;
    };
    pairsIfRatePersists: number | null;
    costPerCall: number | null;
    schema: string;
    kind: string;
};
export declare function renderObservedPlanJson(p: ObservedPlan): string;
export declare function renderObservedPlanText(p: ObservedPlan): string;
/** `plan --suite`: calls per route at each route's own target. */
export interface SuitePlan {
    readonly epsilon: number;
    readonly routes: readonly (RoutePlan & {
        readonly targeted: boolean;
    })[];
    readonly totalCalls: number;
    readonly uniformCalls: number;
    readonly costPerCall: number | null;
}
export declare function buildSuitePlanJson(p: SuitePlan): {
    totalCost?: number;
    uniformCost?: number;
    savedCost?: number;
    schema: string;
    kind: string;
    epsilon: number;
    routes: {
        cost?: number;
        decision: string;
        cases: number;
        target: number;
        pairsNeeded: number;
        repeatsEach: number;
        calls: number;
        targeted: boolean;
    }[];
    totalCalls: number;
    uniformCalls: number;
    savedCalls: number;
    costPerCall: number | null;
};
export declare function renderSuitePlanJson(p: SuitePlan): string;
export declare function renderSuitePlanText(p: SuitePlan): string;
