import { type InitFile, type InitResult } from './init.js';
import type { InitExample } from './init-kinds.js';
export { INIT_EXAMPLES, type InitExample } from './init-kinds.js';
/** The files `init --example` writes for this example, relative to the folder, in the order it lists them. */
export declare function initExampleFiles(example: InitExample): InitFile[];
/** The commands that run the example, with paths as seen from `cwd` (`shown`). */
export declare function initExampleRunCommands(example: InitExample, shown: (file: string) => string): string[];
export interface InitExampleResult {
    readonly example: InitExample;
    readonly written: InitResult['written'];
}
/**
 * Copy the example's files into `dir` (resolved from `cwd`). Refuses (`init.exists`,
 * exit 2) when any of them exists, naming each, and then writes none.
 */
export declare function writeInitExample(example: InitExample, dir: string, cwd: string): InitExampleResult;
