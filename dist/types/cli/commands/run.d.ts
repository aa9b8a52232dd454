import { DEFAULT_EVIDENCE_OUT, type PlannedRun } from '../../app/index.js';
import type { Isolation, Layer } from '../../core/index.js';
import { type Interrupted } from '../../errors.js';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
export { DEFAULT_EVIDENCE_OUT };
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
    readonly shard?: string;
}
/** How the command is wired to the process (tests leave it out or pass their own signal). */
export interface RunHooks {
    /** Aborting it works like Ctrl-C. */
    readonly signal?: AbortSignal;
    /** Listen for SIGINT on the real process (the CLI entry does; in-process tests do not). */
    readonly handleSigint?: boolean;
}
export declare function runCommand(options: RunOptions, io: CliIo, hooks?: RunHooks): Promise<number>;
/**
 * SIGINT (and the other process guards) belong to the real CLI process, not to
 * in-process test runs.
 */
/** A run that ends before any assessment: interrupted (130), or a dry run's plan (0). */
export declare function exitBeforeAssessing(stopped: Interrupted | PlannedRun, io: CliIo): number;
export declare function isMainProcessIo(io: CliIo): boolean;
