import type { AgentRun, Benchmark, BenchTask } from '../core/bench/types.js';
/**
 * Bench evidence, `agentverity-action/bench-evidence@1` (issue 17): everything
 * a benchmark collection recorded, written before any report, so that every
 * report is recomputed from it without calling an agent:
 *
 * ```
 * { schema, tool {name, version}, createdAt,
 *   benchmark {name, digest, tasks (in full)},
 *   options {runs, order, timeoutMs, maxWorkers, …},
 *   runs: [ AgentRun {agent {name, kind, source}, benchmark {name, digest}, runs,
 *                     attempts [{task, run, outcome, output?, error?, ms?}],
 *                     complete, stopReason?} ] }
 * ```
 *
 * The reader refuses an unknown major version, a shape that does not match the
 * schema (every problem by JSON path), a benchmark digest that does not match
 * its tasks, a run of another benchmark, attempts naming unknown tasks, a run
 * number past the run's runs, and one task run recorded twice.
 */
export declare const BENCH_EVIDENCE_FORMAT = "agentverity-action/bench-evidence@1";
export declare const BENCH_EVIDENCE_PREFIX = "agentverity-action/bench-evidence@";
export declare const BENCH_EVIDENCE_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action bench evidence";
    readonly description: "The attempts of one or more agents on one benchmark, in collection order, with the benchmark in full (agentverity-action/bench-evidence@1).";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["schema", "tool", "createdAt", "benchmark", "options", "runs"];
    readonly properties: {
        readonly schema: {
            readonly const: "agentverity-action/bench-evidence@1";
        };
        readonly tool: {
            type: string;
            additionalProperties: boolean;
            required: string[];
            properties: {
                name: {
                    type: string;
                    minLength: number;
                };
                version: {
                    type: string;
                    minLength: number;
                };
            };
        };
        readonly createdAt: {
            readonly type: "string";
            readonly pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$";
        };
        readonly benchmark: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["name", "digest", "tasks"];
            readonly properties: {
                readonly name: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly digest: {
                    readonly description: "SHA-256 of the RFC 8785 canonical JSON of {name, tasks}.";
                    readonly type: "string";
                    readonly pattern: "^[0-9a-f]{64}$";
                };
                readonly tasks: {
                    readonly type: "array";
                    readonly minItems: 1;
                    readonly items: {
                        readonly $ref: "#/definitions/task";
                    };
                };
            };
        };
        readonly options: {
            readonly description: "How the attempts were collected (runs, order, timeout, workers), free-form.";
            readonly type: "object";
        };
        readonly runs: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/run";
            };
        };
    };
    readonly definitions: {
        readonly task: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["id", "name", "category", "prompt", "evaluation"];
            readonly properties: {
                readonly id: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly name: {
                    readonly type: "string";
                };
                readonly category: {
                    readonly type: readonly ["string", "null"];
                };
                readonly prompt: {
                    readonly type: readonly ["string", "null"];
                };
                readonly evaluation: {
                    readonly type: readonly ["object", "null"];
                    readonly additionalProperties: false;
                    readonly required: readonly ["type", "expected"];
                    readonly properties: {
                        readonly type: {
                            readonly enum: readonly ["exact_match", "contains", "regex"];
                        };
                        readonly expected: {
                            readonly type: "string";
                        };
                        readonly caseSensitive: {
                            readonly type: "boolean";
                        };
                        readonly flags: {
                            readonly type: "string";
                        };
                    };
                };
                readonly decision: {
                    readonly type: "boolean";
                };
                readonly cluster: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
            };
        };
        readonly run: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["agent", "benchmark", "runs", "attempts", "complete"];
            readonly properties: {
                readonly agent: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly required: readonly ["name", "kind", "source"];
                    readonly properties: {
                        readonly name: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                        readonly kind: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                        readonly source: {
                            readonly type: "string";
                        };
                    };
                };
                readonly benchmark: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly required: readonly ["name", "digest"];
                    readonly properties: {
                        readonly name: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                        readonly digest: {
                            readonly type: "string";
                            readonly pattern: "^[0-9a-f]{64}$";
                        };
                    };
                };
                readonly runs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly attempts: {
                    readonly type: "array";
                    readonly items: {
                        readonly $ref: "#/definitions/attempt";
                    };
                };
                readonly complete: {
                    readonly type: "boolean";
                };
                readonly stopReason: {
                    readonly type: "string";
                };
                readonly cachedLeftOut: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
            };
        };
        readonly attempt: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["task", "run", "outcome"];
            readonly properties: {
                readonly task: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly run: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly outcome: {
                    readonly enum: readonly ["pass", "fail", "error"];
                };
                readonly output: {
                    readonly type: "string";
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly ms: {
                    readonly type: "number";
                    readonly minimum: 0;
                };
            };
        };
    };
};
/** The bench evidence file as written and read. */
export interface BenchEvidence {
    readonly schema: typeof BENCH_EVIDENCE_FORMAT;
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    readonly createdAt: string;
    readonly benchmark: {
        readonly name: string;
        readonly digest: string;
        readonly tasks: readonly BenchTask[];
    };
    readonly options: Readonly<Record<string, unknown>>;
    readonly runs: readonly AgentRun[];
}
/** Checks a parsed bench evidence value; `file` names it in refusals. */
export declare function parseBenchEvidence(value: unknown, file?: string): BenchEvidence;
/** Reads a bench evidence file (strict UTF-8 JSON), refusing what `parseBenchEvidence` refuses. */
export declare function readBenchEvidence(file: string): Promise<BenchEvidence>;
export interface BenchEvidenceMeta {
    readonly tool: {
        readonly name: string;
        readonly version: string;
    };
    readonly createdAt: string;
    readonly options: Readonly<Record<string, unknown>>;
}
/** The bench evidence of a benchmark and the runs collected (or imported) on it. */
export declare function buildBenchEvidence(benchmark: Pick<Benchmark, 'name' | 'digest' | 'tasks'>, runs: readonly AgentRun[], meta: BenchEvidenceMeta): BenchEvidence;
/** The file's text: pretty JSON, one trailing newline. */
export declare function serialiseBenchEvidence(evidence: BenchEvidence): string;
/**
 * Writes bench evidence to a file (library use; the engine writes through its
 * file port). A failure to write is Node's error.
 */
export declare function writeBenchEvidence(file: string, evidence: BenchEvidence): void;
/**
 * The bench evidence digest: SHA-256 of the RFC 8785 canonical JSON of
 * `{benchmark, runs}` (not the tool, the time or the options): what a report
 * says it was computed from (`BenchReport.evidenceDigest`).
 */
export declare function benchEvidenceDigest(evidence: Pick<BenchEvidence, 'benchmark' | 'runs'>): string;
/** The benchmark a bench evidence file holds, as the core models it. */
export declare function benchmarkOfEvidence(evidence: BenchEvidence): Benchmark;
