import { Option, type Command } from 'commander';
import { DEFAULT_EVIDENCE_OUT, type PlannedRun } from '../../app/index.js';
import type { Isolation, Layer } from '../../core/index.js';
import { type Interrupted } from '../../errors.js';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
import { type CommandContext } from '../shared.js';
export { DEFAULT_EVIDENCE_OUT };
/** `--timeout none` (or 0): calls are never timed out (commander cannot carry null). */
export declare const NO_TIMEOUT = 0;
/** The options of `run` as commander gives them (attribute names are the setting keys). */
export interface RunOptions extends ReportOptions {
    readonly agent?: string;
    readonly agentCommand?: string;
    readonly agentUrl?: string;
    readonly decisionPath?: string;
    readonly textPath?: string;
    readonly toolsPath?: string;
    readonly header?: readonly string[];
    readonly httpRetries?: number;
    readonly inputs?: string;
    readonly suite?: string;
    readonly k?: number;
    readonly budget?: number;
    readonly epsilon?: number;
    readonly precision?: string;
    readonly layer?: Layer;
    readonly blindnessThreshold?: number;
    /** Built-in names or a module path, false for --no-relations, undefined for the built-ins. */
    readonly relations?: string | false;
    readonly reuse?: boolean;
    /** False for --no-meter. */
    readonly meter?: boolean;
    /** False for --no-blindness. */
    readonly blindness?: boolean;
    readonly sequential?: boolean;
    readonly curtail?: boolean;
    readonly method?: string;
    readonly allocation?: string;
    readonly seed?: number;
    readonly earlyRejection?: boolean;
    readonly maxWorkers?: number;
    readonly parallelRepeats?: boolean;
    /** Per-call timeout in ms; 0 for none (commander cannot carry null). */
    readonly timeout?: number;
    readonly rateLimit?: number;
    readonly errorPolicy?: 'record' | 'raise';
    /** Undefined when not given on the command line (the agent's declaration then counts). */
    readonly isolation?: Isolation;
    readonly costPerCall?: number;
    readonly dryRun?: boolean;
    readonly quiet?: boolean;
    readonly evidenceOut?: string;
    readonly redact?: boolean;
}
/** How the command is wired to the process (tests leave it out or pass their own signal). */
export interface RunHooks {
    /** Aborting it works like Ctrl-C. */
    readonly signal?: AbortSignal;
    /** Listen for SIGINT on the real process (the CLI entry does; in-process tests do not). */
    readonly handleSigint?: boolean;
}
export declare function runCommand(options: RunOptions, io: CliIo, hooks?: RunHooks): Promise<number>;
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
/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
/** A run that ends before any assessment: interrupted (130), or a dry run's plan (0). */
export declare function exitBeforeAssessing(stopped: Interrupted | PlannedRun, io: CliIo): number;
export declare function isMainProcessIo(io: CliIo): boolean;
