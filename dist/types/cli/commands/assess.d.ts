import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
import type { SourceOptions } from '../sources.js';
export interface AssessOptions extends SourceOptions, ReportOptions {
    readonly suite?: string;
    readonly withoutSuite?: boolean;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly replayCurtailment?: boolean;
}
export declare function assessCommand(options: AssessOptions, io: CliIo): Promise<number>;
