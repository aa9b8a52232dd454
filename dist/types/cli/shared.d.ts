import { Option, type Command } from 'commander';
import type { CliIo } from './io.js';
/** Exit codes (DESIGN.md §5). */
export declare const EXIT: {
    readonly clean: 0;
    readonly no: 1;
    readonly unusable: 2;
    readonly internal: 70;
};
/** What every command registration receives. */
export interface CommandContext {
    readonly io: CliIo;
    /** Record the command's exit code (the last one set wins). */
    readonly setCode: (code: number) => void;
}
/** A function that adds one command (with its options and action) to the program. */
export type RegisterCommand = (program: Command, context: CommandContext) => void;
export declare function epsilonOption(): Option;
export declare function precisionOption(): Option;
/** `--isolation`: how independent the repeated calls were (carried into every report). */
export declare function isolationOption(defaultValue: string, help: string): Option;
