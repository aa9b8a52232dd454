import { Command } from 'commander';
import type { CliIo } from './io.js';
import { type CommandContext } from './shared.js';
export { EXIT } from './shared.js';
/**
 * The line after a usage error: a command that works whether the CLI is installed
 * or not (`npx agentverity …`, the form the docs use), for the command at hand.
 */
export declare function usageHint(command: string | null): string;
/**
 * The commander program with every command and its options (what `--help` lists);
 * `runCli` parses argv with it, and the docs test reads its flags.
 */
export declare function buildProgram(context: CommandContext): Command;
/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
export declare function runCli(argv: readonly string[], io: CliIo): Promise<number>;
