/**
 * The JSON Schema (draft-07) of `agentverity-action/evidence@1`. The published copy
 * is schemas/evidence.schema.json; a test keeps the two identical. Rules a schema
 * cannot state (fingerprints match inputs, the settings digest matches the settings,
 * relation names come from the catalogue) are checked in `parseEvidenceFile`.
 */
export declare const EVIDENCE_FORMAT = "agentverity-action/evidence@1";
export declare const EVIDENCE_FORMAT_PREFIX = "agentverity-action/evidence@";
export declare const DIGEST_PATTERN = "^[0-9a-f]{64}$";
export declare const DATE_TIME_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$";
/** The `tool` object of our files: who wrote them. */
export declare const TOOL_JSON_SCHEMA: {
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
export declare const EVIDENCE_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action evidence";
    readonly description: "Observations of an agent, one series per input in collection order, with the settings they were collected under (agentverity-action/evidence@1).";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["schema", "tool", "createdAt", "layer", "isolation", "provenance", "settings", "settingsDigest", "suite", "shard", "allocation", "complete", "relations", "cases"];
    readonly properties: {
        readonly schema: {
            readonly const: "agentverity-action/evidence@1";
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
            readonly description: "When the file was written, ISO 8601 date-time.";
            readonly type: "string";
            readonly pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$";
        };
        readonly layer: {
            readonly enum: readonly ["verdict", "text", "tools"];
        };
        readonly isolation: {
            readonly enum: readonly ["fresh-session", "fresh-instance", "shared-session", "unknown"];
        };
        readonly provenance: {
            readonly type: "object";
        };
        readonly settings: {
            readonly description: "The collection settings, free-form.";
            readonly type: "object";
        };
        readonly settingsDigest: {
            readonly description: "SHA-256 of the RFC 8785 canonical JSON of settings.";
            readonly $ref: "#/definitions/digest";
        };
        readonly suite: {
            readonly description: "The decision suite the inputs came from, or null.";
            readonly type: readonly ["object", "null"];
            readonly additionalProperties: false;
            readonly required: readonly ["digest"];
            readonly properties: {
                readonly digest: {
                    readonly $ref: "#/definitions/digest";
                };
            };
        };
        readonly shard: {
            readonly description: "Which shard of a split collection this is (index from 1), or null; inputs: how many the whole run has.";
            readonly type: readonly ["object", "null"];
            readonly additionalProperties: false;
            readonly required: readonly ["index", "count"];
            readonly properties: {
                readonly index: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly count: {
                    readonly type: "integer";
                    readonly minimum: 1;
                    readonly maximum: 1000;
                };
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly allocation: {
            readonly description: "How calls were spread over inputs: every input in turn, or drawn at random with a recorded seed.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["kind"];
            readonly properties: {
                readonly kind: {
                    readonly enum: readonly ["per-input", "random"];
                };
                readonly seed: {
                    readonly type: readonly ["string", "integer"];
                };
                readonly pairs: {
                    readonly description: "Random allocation: the pairs drawn from the seeded stream. With a whole-number seed, readers replay the draws and check each case against them.";
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
            readonly if: {
                readonly properties: {
                    readonly kind: {
                        readonly const: "random";
                    };
                };
            };
            readonly then: {
                readonly required: readonly ["seed"];
            };
        };
        readonly method: {
            readonly description: "The decision rule the run was planned for: wilson (the reference) or exact (binomial tails). Absent: wilson.";
            readonly enum: readonly ["wilson", "exact"];
        };
        readonly earlyRejection: {
            readonly description: "Present when the run declared the early-rejection test (a mixture likelihood ratio for stochastic). Readers recompute where it stopped from the pairs in collection order.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["rule", "prior", "epsilon", "alpha", "looks", "inputs", "rejectedAt"];
            readonly properties: {
                readonly rule: {
                    readonly const: "mixture";
                };
                readonly prior: {
                    readonly const: "uniform";
                };
                readonly epsilon: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly alpha: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly looks: {
                    readonly enum: readonly ["rounds", "pairs"];
                };
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly lastLook: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly rejectedAt: {
                    readonly type: readonly ["integer", "null"];
                    readonly minimum: 1;
                };
            };
        };
        readonly complete: {
            readonly type: "boolean";
        };
        readonly stopReason: {
            readonly type: "string";
            readonly minLength: 1;
        };
        readonly relations: {
            readonly description: "The relation catalogue that was run, in order.";
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["name", "type"];
                readonly properties: {
                    readonly name: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                    readonly type: {
                        readonly enum: readonly ["invariant", "monotone", "directional"];
                    };
                };
            };
        };
        readonly meter: {
            readonly description: "False when the run left the meter out: cases then hold no repeats, only a first draw (source) and relations.";
            readonly type: "boolean";
        };
        readonly blindness: {
            readonly description: "False when the run left the blindness check out.";
            readonly type: "boolean";
        };
        readonly sequential: {
            readonly description: "Present for sequential runs: the plan declared before collection and the decision it reached. Readers recompute the decision from the pairs in round order.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["rule", "epsilon", "alpha", "looks", "budget", "inputs", "checkpoints", "call", "pairs"];
            readonly properties: {
                readonly rule: {
                    readonly const: "declared-checkpoint";
                };
                readonly epsilon: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly alpha: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly looks: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly budget: {
                    readonly type: readonly ["integer", "null"];
                    readonly minimum: 1;
                };
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly checkpoints: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "integer";
                        readonly minimum: 1;
                    };
                };
                readonly call: {
                    readonly enum: readonly ["deterministic", "stochastic", "undecided"];
                };
                readonly pairs: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly cases: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/case";
            };
        };
    };
    readonly definitions: {
        readonly digest: {
            readonly type: "string";
            readonly pattern: "^[0-9a-f]{64}$";
        };
        readonly decision: {
            readonly description: "A decision label, or {\"noDecision\": reason}.";
            readonly type: readonly ["string", "object"];
            readonly minLength: 1;
            readonly additionalProperties: false;
            readonly required: readonly ["noDecision"];
            readonly properties: {
                readonly noDecision: {
                    readonly enum: readonly ["no_tool_selected", "refused", "open_ended", "extraction_failed", "malformed_response", "runtime_error"];
                };
            };
        };
        readonly observation: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly decision: {
                    readonly $ref: "#/definitions/decision";
                };
                readonly text: {
                    readonly type: "string";
                };
                readonly tools: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                    };
                };
                readonly ms: {
                    readonly type: "number";
                    readonly minimum: 0;
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly reason: {
                    readonly enum: readonly ["runtime_error", "extraction_failed", "malformed_response", "interrupted", "timeout", "cancelled"];
                };
                readonly cached: {
                    readonly const: true;
                    readonly description: "A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call).";
                };
            };
        };
        readonly case: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["fingerprint", "observations"];
            readonly properties: {
                readonly input: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly fingerprint: {
                    readonly $ref: "#/definitions/digest";
                };
                readonly expected: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly errors: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly observations: {
                    readonly description: "In collection order; pairs are observations 1-2, 3-4, ...";
                    readonly type: "array";
                    readonly items: {
                        readonly $ref: "#/definitions/observation";
                    };
                };
                readonly relations: {
                    readonly type: "array";
                    readonly items: {
                        readonly $ref: "#/definitions/relation";
                    };
                };
                readonly source: {
                    readonly description: "An independent first draw used for blindness and the contract (collected without call reuse).";
                    readonly $ref: "#/definitions/observation";
                };
                readonly position: {
                    readonly description: "Shard evidence only: the input's place (from 0) among the whole run's inputs.";
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly relation: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["name", "type", "followupFingerprint", "changed", "outcome"];
            readonly properties: {
                readonly name: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly type: {
                    readonly enum: readonly ["invariant", "monotone", "directional"];
                };
                readonly followupFingerprint: {
                    readonly $ref: "#/definitions/digest";
                };
                readonly changed: {
                    readonly type: "boolean";
                };
                readonly observation: {
                    readonly $ref: "#/definitions/observation";
                };
                readonly outcome: {
                    readonly enum: readonly ["held", "violated", "skipped", "error"];
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly reason: {
                    readonly description: "Why the relation could not be judged (outcome error only; absent in evidence written before it was recorded).";
                    readonly enum: readonly ["transform_failed", "no_source", "source_failed", "followup_failed", "check_failed"];
                };
                readonly source: {
                    readonly description: "The relation's own call on the unchanged input (without call reuse).";
                    readonly $ref: "#/definitions/observation";
                };
            };
        };
    };
};
/**
 * `agentverity-action/evidence@2`: evidence@1 with each case's series stored as
 * a decision table. `outcomes` lists the case's distinct answers (decision, text,
 * tools, error) once each, in order of first appearance; `observations` is the
 * series in collection order as indices into `outcomes`; `ms`, when present, is
 * each observation's duration (null for one without). Expanded, a v2 case is
 * exactly the v1 case (the evidence digest is defined over that logical content,
 * so v1 and v2 files of one run have the same digest). The published copy is
 * schemas/evidence-v2.schema.json; a test keeps the two identical.
 */
export declare const EVIDENCE_FORMAT_V2 = "agentverity-action/evidence@2";
export declare const EVIDENCE_V2_JSON_SCHEMA: {
    readonly title: "AgentVerity Action evidence (decision tables)";
    readonly description: "Observations of an agent, one series per input in collection order, each case's distinct answers stored once (agentverity-action/evidence@2).";
    readonly properties: {
        readonly schema: {
            readonly const: "agentverity-action/evidence@2";
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
            readonly description: "When the file was written, ISO 8601 date-time.";
            readonly type: "string";
            readonly pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$";
        };
        readonly layer: {
            readonly enum: readonly ["verdict", "text", "tools"];
        };
        readonly isolation: {
            readonly enum: readonly ["fresh-session", "fresh-instance", "shared-session", "unknown"];
        };
        readonly provenance: {
            readonly type: "object";
        };
        readonly settings: {
            readonly description: "The collection settings, free-form.";
            readonly type: "object";
        };
        readonly settingsDigest: {
            readonly description: "SHA-256 of the RFC 8785 canonical JSON of settings.";
            readonly $ref: "#/definitions/digest";
        };
        readonly suite: {
            readonly description: "The decision suite the inputs came from, or null.";
            readonly type: readonly ["object", "null"];
            readonly additionalProperties: false;
            readonly required: readonly ["digest"];
            readonly properties: {
                readonly digest: {
                    readonly $ref: "#/definitions/digest";
                };
            };
        };
        readonly shard: {
            readonly description: "Which shard of a split collection this is (index from 1), or null; inputs: how many the whole run has.";
            readonly type: readonly ["object", "null"];
            readonly additionalProperties: false;
            readonly required: readonly ["index", "count"];
            readonly properties: {
                readonly index: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly count: {
                    readonly type: "integer";
                    readonly minimum: 1;
                    readonly maximum: 1000;
                };
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly allocation: {
            readonly description: "How calls were spread over inputs: every input in turn, or drawn at random with a recorded seed.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["kind"];
            readonly properties: {
                readonly kind: {
                    readonly enum: readonly ["per-input", "random"];
                };
                readonly seed: {
                    readonly type: readonly ["string", "integer"];
                };
                readonly pairs: {
                    readonly description: "Random allocation: the pairs drawn from the seeded stream. With a whole-number seed, readers replay the draws and check each case against them.";
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
            readonly if: {
                readonly properties: {
                    readonly kind: {
                        readonly const: "random";
                    };
                };
            };
            readonly then: {
                readonly required: readonly ["seed"];
            };
        };
        readonly method: {
            readonly description: "The decision rule the run was planned for: wilson (the reference) or exact (binomial tails). Absent: wilson.";
            readonly enum: readonly ["wilson", "exact"];
        };
        readonly earlyRejection: {
            readonly description: "Present when the run declared the early-rejection test (a mixture likelihood ratio for stochastic). Readers recompute where it stopped from the pairs in collection order.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["rule", "prior", "epsilon", "alpha", "looks", "inputs", "rejectedAt"];
            readonly properties: {
                readonly rule: {
                    readonly const: "mixture";
                };
                readonly prior: {
                    readonly const: "uniform";
                };
                readonly epsilon: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly alpha: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly looks: {
                    readonly enum: readonly ["rounds", "pairs"];
                };
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly lastLook: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly rejectedAt: {
                    readonly type: readonly ["integer", "null"];
                    readonly minimum: 1;
                };
            };
        };
        readonly complete: {
            readonly type: "boolean";
        };
        readonly stopReason: {
            readonly type: "string";
            readonly minLength: 1;
        };
        readonly relations: {
            readonly description: "The relation catalogue that was run, in order.";
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["name", "type"];
                readonly properties: {
                    readonly name: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                    readonly type: {
                        readonly enum: readonly ["invariant", "monotone", "directional"];
                    };
                };
            };
        };
        readonly meter: {
            readonly description: "False when the run left the meter out: cases then hold no repeats, only a first draw (source) and relations.";
            readonly type: "boolean";
        };
        readonly blindness: {
            readonly description: "False when the run left the blindness check out.";
            readonly type: "boolean";
        };
        readonly sequential: {
            readonly description: "Present for sequential runs: the plan declared before collection and the decision it reached. Readers recompute the decision from the pairs in round order.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["rule", "epsilon", "alpha", "looks", "budget", "inputs", "checkpoints", "call", "pairs"];
            readonly properties: {
                readonly rule: {
                    readonly const: "declared-checkpoint";
                };
                readonly epsilon: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly alpha: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly looks: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly budget: {
                    readonly type: readonly ["integer", "null"];
                    readonly minimum: 1;
                };
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly checkpoints: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "integer";
                        readonly minimum: 1;
                    };
                };
                readonly call: {
                    readonly enum: readonly ["deterministic", "stochastic", "undecided"];
                };
                readonly pairs: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly cases: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/case";
            };
        };
    };
    readonly definitions: {
        readonly outcome: {
            readonly description: "One distinct answer of a case: an observation without its duration.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly decision: {
                    readonly $ref: "#/definitions/decision";
                };
                readonly text: {
                    readonly type: "string";
                };
                readonly tools: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                    };
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly reason: {
                    readonly enum: readonly ["runtime_error", "extraction_failed", "malformed_response", "interrupted", "timeout", "cancelled"];
                };
                readonly cached: {
                    readonly const: true;
                    readonly description: "A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call).";
                };
            };
        };
        readonly case: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["fingerprint", "outcomes", "observations"];
            readonly properties: {
                readonly outcomes: {
                    readonly description: "The case's distinct answers, each once, in order of first appearance.";
                    readonly type: "array";
                    readonly items: {
                        readonly $ref: "#/definitions/outcome";
                    };
                };
                readonly observations: {
                    readonly description: "In collection order, as indices into outcomes; pairs are observations 1-2, 3-4, ...";
                    readonly type: "array";
                    readonly items: {
                        readonly type: "integer";
                        readonly minimum: 0;
                    };
                };
                readonly ms: {
                    readonly description: "Each observation's duration in milliseconds (null for one without), as long as observations; absent when none has one.";
                    readonly type: "array";
                    readonly items: {
                        readonly type: readonly ["number", "null"];
                        readonly minimum: 0;
                    };
                };
                readonly input: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly fingerprint: {
                    readonly $ref: "#/definitions/digest";
                };
                readonly expected: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly errors: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly relations: {
                    readonly type: "array";
                    readonly items: {
                        readonly $ref: "#/definitions/relation";
                    };
                };
                readonly source: {
                    readonly description: "An independent first draw used for blindness and the contract (collected without call reuse).";
                    readonly $ref: "#/definitions/observation";
                };
                readonly position: {
                    readonly description: "Shard evidence only: the input's place (from 0) among the whole run's inputs.";
                    readonly type: "integer";
                    readonly minimum: 0;
                };
            };
        };
        readonly digest: {
            readonly type: "string";
            readonly pattern: "^[0-9a-f]{64}$";
        };
        readonly decision: {
            readonly description: "A decision label, or {\"noDecision\": reason}.";
            readonly type: readonly ["string", "object"];
            readonly minLength: 1;
            readonly additionalProperties: false;
            readonly required: readonly ["noDecision"];
            readonly properties: {
                readonly noDecision: {
                    readonly enum: readonly ["no_tool_selected", "refused", "open_ended", "extraction_failed", "malformed_response", "runtime_error"];
                };
            };
        };
        readonly observation: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly properties: {
                readonly decision: {
                    readonly $ref: "#/definitions/decision";
                };
                readonly text: {
                    readonly type: "string";
                };
                readonly tools: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                    };
                };
                readonly ms: {
                    readonly type: "number";
                    readonly minimum: 0;
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly reason: {
                    readonly enum: readonly ["runtime_error", "extraction_failed", "malformed_response", "interrupted", "timeout", "cancelled"];
                };
                readonly cached: {
                    readonly const: true;
                    readonly description: "A row the evaluation tool served from its cache: kept as evidence, never a repeat (absent: a fresh call).";
                };
            };
        };
        readonly relation: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["name", "type", "followupFingerprint", "changed", "outcome"];
            readonly properties: {
                readonly name: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly type: {
                    readonly enum: readonly ["invariant", "monotone", "directional"];
                };
                readonly followupFingerprint: {
                    readonly $ref: "#/definitions/digest";
                };
                readonly changed: {
                    readonly type: "boolean";
                };
                readonly observation: {
                    readonly $ref: "#/definitions/observation";
                };
                readonly outcome: {
                    readonly enum: readonly ["held", "violated", "skipped", "error"];
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly reason: {
                    readonly description: "Why the relation could not be judged (outcome error only; absent in evidence written before it was recorded).";
                    readonly enum: readonly ["transform_failed", "no_source", "source_failed", "followup_failed", "check_failed"];
                };
                readonly source: {
                    readonly description: "The relation's own call on the unchanged input (without call reuse).";
                    readonly $ref: "#/definitions/observation";
                };
            };
        };
    };
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["schema", "tool", "createdAt", "layer", "isolation", "provenance", "settings", "settingsDigest", "suite", "shard", "allocation", "complete", "relations", "cases"];
};
