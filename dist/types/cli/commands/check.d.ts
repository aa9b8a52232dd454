import { type CliIo } from '../io.js';
import type { Format } from '../options.js';
import type { SourceOptions } from '../sources.js';
export interface CheckOptions extends SourceOptions {
    /** Default: where `snapshot` writes it (DEFAULT_BASELINE_PATH). */
    readonly baseline?: string;
    readonly suite?: string;
    readonly withoutSuite?: boolean;
    readonly format: Format;
    readonly output?: string;
}
export declare function checkCommand(options: CheckOptions, io: CliIo): Promise<number>;
