import { type InitKind } from '../../app/index.js';
import type { InitExample } from '../../app/init-kinds.js';
import type { CliIo } from '../io.js';
export interface InitOptions {
    readonly dir: string;
    readonly example?: InitExample;
}
/** Write the starter files and say what they are and what to run next. */
export declare function initCommand(kind: InitKind, options: InitOptions, io: CliIo): number;
/** Copy the example's files and say what they are and what to run next. */
export declare function initExampleCommand(example: InitExample, options: InitOptions, io: CliIo): number;
