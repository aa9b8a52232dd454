import type { Command } from 'commander';
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
