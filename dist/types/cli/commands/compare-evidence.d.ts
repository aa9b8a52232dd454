import type { CliIo } from '../io.js';
import type { Format } from '../options.js';
export interface CompareOptions {
    readonly epsilon?: number;
    readonly precision?: string;
    readonly format: Format;
    readonly output?: string;
}
export declare function compareEvidenceCommand(before: string, after: string, options: CompareOptions, io: CliIo): Promise<number>;
