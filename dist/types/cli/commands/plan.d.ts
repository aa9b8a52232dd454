import type { CliIo } from '../io.js';
import type { Format } from '../options.js';
export interface PlanOptions {
    readonly observed?: {
        flips: number;
        pairs: number;
    };
    readonly suite?: string;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly method?: string;
    readonly maxPairs?: number;
    readonly costPerCall?: number;
    /** Shard sizing: one call's latency (ms), calls per second per shard, workers per shard, the wall time (ms). */
    readonly latency?: number;
    readonly rateLimit?: number;
    readonly maxWorkers?: number;
    readonly wallTime?: number;
    readonly format: Format;
    readonly output?: string;
}
export declare function planCommand(options: PlanOptions, io: CliIo): Promise<number>;
