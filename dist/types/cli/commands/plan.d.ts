import { type Command } from 'commander';
import type { CliIo } from '../io.js';
import { type Format } from '../options.js';
import { type CommandContext } from '../shared.js';
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
    readonly format: Format;
    readonly output?: string;
}
export declare function planCommand(options: PlanOptions, io: CliIo): Promise<number>;
export declare function registerPlan(program: Command, { io, setCode }: CommandContext): void;
