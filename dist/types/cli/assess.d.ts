import type { CliIo } from './io.js';
import type { Format } from './options.js';
export interface AssessOptions {
    readonly evidence: readonly string[];
    readonly suite?: string;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly format: Format;
    readonly output?: string;
}
export declare function assessCommand(options: AssessOptions, io: CliIo): Promise<number>;
