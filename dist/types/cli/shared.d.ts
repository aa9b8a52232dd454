import { Option, type Command } from 'commander';
import type { CliIo } from './io.js';
/** Exit codes (DESIGN.md §5), from the errors leaf. */
export { EXIT } from '../errors.js';
/** What every command registration receives. */
export interface CommandContext {
    readonly io: CliIo;
    /** Record the command's exit code (the last one set wins). */
    readonly setCode: (code: number) => void;
}
/** A function that adds one command (with its options and action) to the program. */
export type RegisterCommand = (program: Command, context: CommandContext) => void;
/** `--epsilon`: read as a number; its range (and the clash with --precision) is the settings check's. */
export declare function epsilonOption(): Option;
/** `--method`: the meter's decision rule (docs/statistics.md). */
export declare function methodOption(): Option;
export declare function precisionOption(): Option;
/**
 * `--isolation`: how independent the repeated calls were (carried into every
 * report). No default of commander's: the help says what applies when it is
 * not given (what the agent declares, else `unknown`), once.
 */
export declare function isolationOption(help: string): Option;
