import { type Command } from 'commander';
import { type CliIo } from '../io.js';
import { type Format } from '../options.js';
import { type CommandContext } from '../shared.js';
import { type SourceOptions } from '../sources.js';
import { type RunOptions } from './run.js';
export declare const DEFAULT_BASELINE_PATH = ".agentverity/baseline.json";
export interface SnapshotOptions extends SourceOptions, Omit<RunOptions, 'layer' | 'isolation' | 'format' | 'output'> {
    readonly suite?: string;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly acceptReference?: boolean;
    readonly candidate?: boolean;
    readonly approver?: string;
    readonly output?: string;
    readonly baselineOut?: string;
    readonly format: Format;
}
/** The current time as ISO 8601; SOURCE_DATE_EPOCH (seconds) pins it for reproducible files. */
export declare function nowIso(io: CliIo): string;
export declare function snapshotCommand(options: SnapshotOptions, io: CliIo): Promise<number>;
export declare function registerSnapshot(program: Command, { io, setCode }: CommandContext): void;
