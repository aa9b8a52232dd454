import type { CliIo } from './io.js';
/** Exit codes (DESIGN.md §5). */
export declare const EXIT: {
    readonly clean: 0;
    readonly no: 1;
    readonly unusable: 2;
    readonly internal: 70;
};
/**
 * Run the CLI on argv (without the node and script entries) and return the exit
 * code. Refusals print one clear message and give 2; anything unexpected is an
 * internal error (70) and still never prints a stack trace unless AGENTVERITY_DEBUG is set.
 */
export declare function runCli(argv: readonly string[], io: CliIo): Promise<number>;
