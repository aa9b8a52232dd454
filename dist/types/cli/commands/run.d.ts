import { Option, type Command } from 'commander';
import { type CollectionPlan, type CollectResult } from '../../collect/index.js';
import { type Isolation, type Layer, type DecisionSuite } from '../../core/index.js';
import { type EvidenceFile } from '../../evidence/index.js';
import { type CliIo } from '../io.js';
import { type ReportOptions } from '../reports.js';
import { type CommandContext } from '../shared.js';
/** Exit code after Ctrl-C: the evidence so far is written, nothing is assessed (128 + SIGINT). */
export declare const EXIT_INTERRUPTED = 130;
export declare const DEFAULT_EVIDENCE_OUT = "agentverity-evidence.json";
export declare const DEFAULT_TIMEOUT_MS = 120000;
/** `--timeout none` (or 0): calls are never timed out. */
export declare const NO_TIMEOUT = 0;
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
    /** A module path, false for --no-relations, undefined for the built-ins. */
    readonly relations?: string | false;
    readonly reuse?: boolean;
    /** False for --no-meter. */
    readonly meter?: boolean;
    /** False for --no-blindness. */
    readonly blindness?: boolean;
    readonly sequential?: boolean;
    readonly curtail?: boolean;
    readonly maxWorkers?: number;
    readonly parallelRepeats?: boolean;
    /** Per-call timeout in ms; `NO_TIMEOUT` (0) or null for none. */
    readonly timeout?: number | null;
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
/**
 * `200ms`, `5s`, `2m`, or `0` / `none` for no timeout (returned as 0: commander
 * turns a parser's null into an empty string). A bare number is seconds.
 */
export declare function parseDuration(value: string): number;
/** `10/s`, `600/m` or a bare number of calls per second. */
export declare function parseRate(value: string): number;
/** A finished collection whose evidence file is on disk, ready to be assessed or admitted. */
export interface CollectedRun {
    readonly result: CollectResult;
    readonly file: EvidenceFile;
    /** Where the evidence was written, as given. */
    readonly evidencePath: string;
    readonly settings: Readonly<Record<string, unknown>>;
    readonly epsilon: number;
    readonly blindnessThreshold: number;
    /** The suite to assess with; null without one, or when some of its cases were not collected. */
    readonly suite: DecisionSuite | null;
}
/** Checks made before any call by a command that collects (e.g. the snapshot pre-check). */
export type BeforeCalls = (plan: CollectionPlan) => void;
/**
 * Collect evidence from the agent as the options say and write it: the part of
 * `run` before the assessment, shared with `snapshot` from a live run. Returns
 * an exit code instead when there is nothing to assess (a dry run, or Ctrl-C).
 */
export declare function collectRun(options: RunOptions, io: CliIo, hooks?: RunHooks, beforeCalls?: BeforeCalls): Promise<CollectedRun | number>;
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
export declare function isMainProcessIo(io: CliIo): boolean;
