import { Option, type Command } from 'commander';
import type { CommandContext } from '../shared.js';
/** The options of a live run that are no setting (`run` and `snapshot` both take them). */
export declare function liveRunOptions(): Option[];
/**
 * The run options as given: without --isolation on the command line, the
 * agent's own declaration counts, so the option's default is dropped.
 */
export declare function givenRunOptions<T extends {
    isolation?: unknown;
}>(opts: T, cmd: Command): T;
/** `run`: its settings' flags from the settings table, then its own; its work loaded when it runs. */
export declare function registerRun(program: Command, { io, setCode }: CommandContext): void;
