import { DEFAULT_BASELINE_PATH } from '../../app/index.js';
import { type CliIo } from '../io.js';
import type { Format } from '../options.js';
import type { SourceOptions } from '../sources.js';
import { type RunOptions } from './run.js';
export { DEFAULT_BASELINE_PATH };
export interface SnapshotOptions extends SourceOptions, Omit<RunOptions, 'layer' | 'isolation' | 'format' | 'output'> {
    readonly suite?: string;
    readonly withoutSuite?: boolean;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly acceptReference?: boolean;
    readonly candidate?: boolean;
    readonly approver?: string;
    readonly output?: string;
    readonly baselineOut?: string;
    readonly format: Format;
}
export declare function snapshotCommand(options: SnapshotOptions, io: CliIo): Promise<number>;
