import { type InitKind } from '../../app/index.js';
import type { CliIo } from '../io.js';
export interface InitOptions {
    readonly dir: string;
}
/** Write the starter files and say what they are and what to run next. */
export declare function initCommand(kind: InitKind, options: InitOptions, io: CliIo): number;
