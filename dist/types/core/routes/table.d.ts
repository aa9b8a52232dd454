import { type ComparisonKey } from '../observation/observation.js';
import type { Call, Layer } from '../observation/types.js';
import { type Method } from '../stats/index.js';
import { type FlipPair } from '../meter/flips.js';
export type { FlipPair } from '../meter/flips.js';
/** One case's contribution to the route table: its intended decision and its keys. */
export interface RouteSeries {
    readonly intended: string;
    /** null when every call of the case failed: the case counts, with no pairs. */
    readonly keys: readonly ComparisonKey[] | null;
}
export interface RouteRow {
    readonly decision: string;
    readonly cases: number;
    readonly pairs: number;
    readonly flips: number;
    readonly flipRate: number;
    readonly ciLow: number;
    readonly ciHigh: number;
    /** The route's declared target when it has one, else the run epsilon. */
    readonly epsilon: number;
    readonly targeted: boolean;
    readonly call: Call;
    /** The decision rule the call was made by. */
    readonly method: Method;
    /** Zero-flip pairs needed at the route's epsilon; null once the route has a flip. */
    readonly pairsNeeded: number | null;
}
export interface RouteTable {
    readonly layer: Layer;
    readonly epsilon: number;
    readonly routes: readonly RouteRow[];
    readonly flipPairs: readonly FlipPair[];
    readonly stochastic: readonly string[];
    readonly undecided: readonly string[];
    readonly deterministic: readonly string[];
    /** Targeted routes whose call is stochastic / not decided (release conditions). */
    readonly targetedStochastic: readonly string[];
    readonly targetedUndecided: readonly string[];
}
export interface StratifyOptions {
    readonly layer: Layer;
    readonly epsilon: number;
    readonly targets?: ReadonlyMap<string, number>;
    readonly describe?: (index: number) => string;
    /** The decision rule (default: Wilson). */
    readonly method?: Method;
}
/**
 * Split the meter by the decision each case was written to exercise (its
 * intended route, not what the agent returned). Pairs are formed exactly as the
 * meter forms them, so per-route pairs sum to the pooled pairs.
 */
export declare function stratify(series: readonly RouteSeries[], options: StratifyOptions): RouteTable;
