import type { Benchmark, BenchTask } from '../core/bench/types.js';
import { type Located } from './yaml-text.js';
/**
 * Benchmark files (issue 17): versioned YAML (JSON is YAML too), the format
 * AgentVerdict users already write:
 *
 * ```yaml
 * version: "1"
 * name: general
 * description: …            # optional
 * tasks:
 *   - id: capital-france
 *     name: Capital of France # optional, default: the id
 *     category: geography     # optional
 *     prompt: What is the capital of France? Answer with one word.
 *     evaluation: {type: exact_match, expected: Paris, case_sensitive: false}
 *     decision: true          # optional: the output is a bounded decision (flip-rate meter)
 *     cluster: europe         # optional: tasks that are not independent
 * ```
 *
 * Every problem is refused with the file, the line and the JSON path, and what
 * was expected there (`benchmark.*` codes, exit 2): YAML syntax and duplicate
 * keys, unknown keys, wrong types, an unknown major version, duplicate task ids,
 * an empty prompt or expected text, a regular expression that does not compile.
 * Text fields must be YAML strings: `id: 007` is the number 7 to YAML, so it is
 * refused with the advice to quote it rather than silently read as "7".
 */
/** The versions this reader knows: major 1 (`"1"`, `"1.2"`, or the YAML number 1). */
export declare const BENCHMARK_MAJOR = 1;
/** Regular-expression flags a task may give; `g` and `y` make `test` stateful and are refused. */
export declare const REGEX_FLAGS = "dimsuv";
/** The JSON Schema (draft-07) of a benchmark file as written (snake_case keys). Published as schemas/benchmark.schema.json. */
export declare const BENCHMARK_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action benchmark";
    readonly description: "A fixed list of tasks, each with a prompt and an evaluation (exact_match, contains or regex), run on one or more agents by `agentverity bench`. Written in YAML or JSON.";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["version", "name", "tasks"];
    readonly properties: {
        readonly version: {
            readonly description: "The format version: \"1\" (a minor version such as \"1.1\" is read as 1).";
            readonly type: readonly ["string", "integer"];
            readonly pattern: "^[0-9]+(\\.[0-9]+)*$";
        };
        readonly name: {
            readonly description: "The benchmark name, shown in reports and digested.";
            readonly type: "string";
            readonly minLength: 1;
        };
        readonly description: {
            readonly type: "string";
        };
        readonly tasks: {
            readonly type: "array";
            readonly minItems: 1;
            readonly items: {
                readonly $ref: "#/definitions/task";
            };
        };
    };
    readonly definitions: {
        readonly task: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["id", "prompt", "evaluation"];
            readonly properties: {
                readonly id: {
                    readonly description: "Unique within the benchmark: the key tasks are paired on.";
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly name: {
                    readonly description: "Default: the id.";
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly category: {
                    readonly type: readonly ["string", "null"];
                };
                readonly prompt: {
                    readonly description: "What the agent is given, as is.";
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly evaluation: {
                    readonly $ref: "#/definitions/evaluation";
                };
                readonly decision: {
                    readonly description: "The task's output is a bounded decision label: the flip-rate meter compares it across runs.";
                    readonly type: "boolean";
                };
                readonly cluster: {
                    readonly description: "Tasks sharing a cluster are not independent (cluster-aware intervals).";
                    readonly type: "string";
                    readonly minLength: 1;
                };
            };
        };
        readonly evaluation: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["type", "expected"];
            readonly properties: {
                readonly type: {
                    readonly enum: readonly ["exact_match", "contains", "regex"];
                };
                readonly expected: {
                    readonly description: "exact_match: the answer (surrounding whitespace ignored); contains: a substring; regex: a JavaScript regular expression, searched anywhere in the output.";
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly case_sensitive: {
                    readonly description: "exact_match and contains only; default true.";
                    readonly type: "boolean";
                };
                readonly flags: {
                    readonly description: "regex only: any of d, i, m, s, u, v.";
                    readonly type: "string";
                    readonly pattern: "^[dimsuv]*$";
                };
            };
        };
    };
};
export type BenchmarkCode = 'benchmark.syntax' | 'benchmark.invalid' | 'benchmark.version' | 'benchmark.duplicate-task' | 'benchmark.regex';
/** Why a regular expression cannot be used, or null. */
export declare function regexProblem(source: string, flags: string): string | null;
/** The digest of a benchmark: SHA-256 of the RFC 8785 canonical JSON of `{name, tasks}`. */
export declare function benchmarkDigest(name: string, tasks: readonly BenchTask[]): string;
/**
 * Parses a benchmark from its text (YAML or JSON); `file` names it in refusals.
 * Every refusal names the file, the line and the JSON path.
 */
export declare function parseBenchmark(text: string, file: string): Promise<Benchmark>;
/**
 * The benchmark a parsed file holds, or the refusal of its problems. Linear in
 * the size of the file, however many problems it has: the schema is checked
 * with its definitions inlined (`inlineDefinitions`), and at most ten problems
 * are placed at their lines, then "… and N more problems".
 */
export declare function benchmarkOfValue(value: Record<string, unknown>, file: string, at: Located): Benchmark;
/** The folder of the bundled benchmarks (`benchmarks/` of the package). */
export declare function bundledBenchmarksDir(): string;
/**
 * Where a benchmark argument points: a path (it has a folder separator or a
 * .yaml/.yml/.json ending) is a file relative to `cwd`; a bare name is a bundled
 * benchmark, else a file of that name. Refused (`benchmark.unknown`) when neither exists.
 */
export declare function resolveBenchmark(pathOrName: string, cwd: string): string;
/** Reads a benchmark file, or a bundled benchmark by name (`general`). */
export declare function loadBenchmark(pathOrName: string, cwd: string): Promise<Benchmark>;
/** One bundled benchmark, as `bench list` shows it. */
export interface BenchmarkListing {
    readonly name: string;
    readonly description: string | null;
    readonly tasks: number;
    readonly file: string;
}
/** The bundled benchmarks, by name. */
export declare function listBenchmarks(): Promise<BenchmarkListing[]>;
/** What `bench info` shows about one benchmark. */
export interface BenchmarkInfo {
    readonly name: string;
    readonly description: string | null;
    readonly version: '1';
    readonly digest: string;
    readonly file: string;
    readonly tasks: number;
    /** Tasks per category (`null` category as "(none)"), in first-seen order. */
    readonly categories: Readonly<Record<string, number>>;
    /** Tasks per evaluation type. */
    readonly evaluations: Readonly<Record<string, number>>;
    readonly decisionTasks: number;
    /** Distinct clusters (a task without one is its own). */
    readonly clusters: number;
    readonly benchmark: Benchmark;
}
export declare function benchmarkInfo(pathOrName: string, cwd: string): Promise<BenchmarkInfo>;
