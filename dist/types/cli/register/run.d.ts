import { Option, type Command } from 'commander';
import { type CommandContext } from '../shared.js';
/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
export declare const NO_TIMEOUT = 0;
/** Every `run` option except the report options, in help order. */
export declare function runOptions(): Option[];
/**
 * Add the `run` options to a command, leaving out the ones it defines itself
 * (named by attribute, e.g. `suite`, `epsilon`).
 */
export declare function addRunOptions(command: Command, skip?: ReadonlySet<string>): Command;
/**
 * The run options as given: without --isolation on the command line, the
 * agent's own declaration counts, so the option's default is dropped.
 */
export declare function givenRunOptions<T extends {
    isolation?: unknown;
}>(opts: T, cmd: Command): T;
export declare function registerRun(program: Command, { io, setCode }: CommandContext): void;
