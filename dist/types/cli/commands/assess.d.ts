import type { Command } from 'commander';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
import { type CommandContext } from '../shared.js';
import { type SourceOptions } from '../sources.js';
export interface AssessOptions extends SourceOptions, ReportOptions {
    readonly suite?: string;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly replayCurtailment?: boolean;
}
export declare function assessCommand(options: AssessOptions, io: CliIo): Promise<number>;
export declare function registerAssess(program: Command, { io, setCode }: CommandContext): void;
