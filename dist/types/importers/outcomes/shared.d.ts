import type { AgentRun, AttemptOutcome, Benchmark, BenchTask } from '../../core/bench/types.js';
/**
 * What the three bench imports share: reading one recorded outcome, naming a
 * task, and gathering attempts per agent into `AgentRun`s over one implied
 * benchmark. No model is called; the tool that wrote the log did the grading.
 */
/** The refusal code of each format's own problems. */
export type FormatCode = 'import.bench-jsonl' | 'import.bench-promptfoo' | 'import.bench-inspect' | 'import.bench-tau2';
/** The result of an import: the benchmark the log implies, and one run per agent in it. */
export interface BenchImport {
    readonly benchmark: Benchmark;
    readonly runs: AgentRun[];
}
/** Words a log may write for a pass or a fail (compared trimmed, in lower case). */
export declare const PASS_WORDS: readonly string[];
export declare const FAIL_WORDS: readonly string[];
export declare const OUTCOME_SHAPES = "true/false, \"pass\"/\"fail\", \"passed\"/\"failed\", \"success\"/\"failure\", 1/0, a numeric score with a threshold, or null / {\"kind\": \"no_decision\"} for an error";
/** One recorded outcome read: graded, an error (no valid output), or why it cannot be read. */
export type Graded = {
    readonly outcome: 'pass' | 'fail';
} | {
    readonly outcome: 'error';
    readonly error: string;
} | {
    readonly problem: string;
    readonly code?: 'import.bench-score';
};
/**
 * Grades one recorded outcome value. A number passes when it is at least the
 * threshold; without a threshold only exactly 1 (pass) and 0 (fail) are read,
 * since any other cut-off would be a guess.
 */
export declare function gradeValue(value: unknown, threshold: number | undefined): Graded;
/** A task id from a log: a non-blank string or a whole number; the problem as text otherwise. */
export declare function taskIdOf(value: unknown): {
    readonly id: string;
    readonly numeric: boolean;
} | string;
/** Text as a report keeps it: strings as they are, other JSON values as canonical JSON. */
export declare function outputText(value: unknown): string | undefined;
/** A latency in milliseconds (a finite number ≥ 0); the problem as text otherwise. */
export declare function latencyOf(value: unknown): number | string;
/** At most `max` characters (by code point), with an ellipsis when cut. */
export declare function clip(text: string, max: number): string;
/** The file's name without its folders and last extension: the default name of a benchmark or an agent. */
export declare function stemOf(fileName: string): string;
/** What one recorded attempt adds besides its task and outcome. */
export interface AttemptExtras {
    readonly output?: string | undefined;
    readonly error?: string | undefined;
    readonly ms?: number | undefined;
    /** The tool served this row from its cache (see BenchCollector.attempt). */
    readonly cached?: boolean | undefined;
}
/**
 * Tasks in order of first appearance and attempts per agent in collection
 * order; a task's run number is its count of attempts so far for that agent.
 */
export declare class BenchCollector {
    private readonly code;
    private readonly tasks;
    private readonly agents;
    constructor(code: FormatCode);
    /** Notes a task (first sight fixes its name and where it was met); a prompt that differs later is dropped. */
    task(id: string, where: string, options?: {
        readonly numeric?: boolean;
        readonly name?: string;
        readonly prompt?: string | null;
    }): void;
    /**
     * Adds one attempt of `agent` on `task` (already noted) and gives its run
     * number. A row the tool served from its cache (`extras.cached`) replays an
     * earlier call, so it is never a repeat: it waits until `finish`, where it is
     * left out (and counted) when the task has a fresh row of that agent, and
     * otherwise the first one stands as the task's one run and the rest are left
     * out. Its run number is given then; here 0.
     */
    attempt(agent: string, task: string, outcome: AttemptOutcome, extras?: AttemptExtras): number;
    /** Rows the tool served from its cache, per agent and task, in order: see `attempt`. */
    private readonly pending;
    private readonly cachedOf;
    /** Rows left out as served from the cache, over every agent. */
    get cachedCount(): number;
    /** See `attempt`: cached rows become at most one run of a task without a fresh one. */
    private settleCached;
    get taskCount(): number;
    /**
     * The benchmark and the runs. `order` sorts the tasks (default: first
     * appearance); every agent's run is complete unless `incomplete` says why not.
     */
    finish(name: string, source: string, options?: {
        readonly order?: (a: BenchTask, b: BenchTask) => number;
        readonly stopReason?: string | undefined;
        readonly agentOrder?: readonly string[];
    }): BenchImport;
}
/** `a` and `b` unless taken: `b (2)`, `b (3)` … so agent names stay unique. */
export declare function uniqueName(wanted: string, taken: ReadonlySet<string>): string;
export declare const BENCH_IMPORT_FORMATS: readonly ["outcomes-jsonl", "promptfoo", "inspect", "tau2", "auto"];
export type BenchImportFormat = (typeof BENCH_IMPORT_FORMATS)[number];
/** How to read a log of repeated outcomes (`importBenchRuns`). */
export interface BenchImportOptions {
    /** The log's format; `auto` (the default) tells them apart by their content. */
    readonly format?: BenchImportFormat;
    /**
     * Dotted path of the task id: in each JSONL line (default `task`), or in each
     * promptfoo row (default: the test's description and vars).
     */
    readonly taskPath?: string;
    /** JSONL: dotted path of the outcome (default `outcome`): pass/fail words, booleans, 1/0 or a score. */
    readonly outcomePath?: string;
    /** JSONL and Inspect: a numeric score passes when it is at least this. Needed for scores other than 0 and 1. */
    readonly threshold?: number;
    /** JSONL: dotted path of an error; a line whose error is set is an ERROR attempt. */
    readonly errorPath?: string;
    /** JSONL: dotted path of the agent's output (for output consistency). */
    readonly outputPath?: string;
    /** JSONL: dotted path of the latency in milliseconds. */
    readonly latencyPath?: string;
    /** JSONL: dotted path of the task's prompt. */
    readonly promptPath?: string;
    /** Inspect: the scorer whose value grades each sample; needed when the log has several. */
    readonly scorer?: string;
    /** The name of the implied benchmark (default: the log's task or description, else the file's stem). */
    readonly benchmarkName?: string;
    /** JSONL and Inspect: the agent's name (default: the model, else the file's stem). */
    readonly agentName?: string;
    /** JSONL: the longest line accepted, in bytes (default 8 MiB). */
    readonly maxLineBytes?: number;
}
