import { type Baseline } from '../core/admission/types.js';
/**
 * The baseline file, `agentverity-action/baseline@1`: reading (strict, every
 * problem named by JSON path), validating and writing. A candidate (approval null)
 * is a valid file; `check` refuses it, not the reader.
 */
export declare const BASELINE_FORMAT = "agentverity-action/baseline@1";
/** The JSON Schema (draft-07) of the baseline file; schemas/baseline.schema.json is a copy. */
export declare const BASELINE_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action baseline";
    readonly description: "An admitted snapshot of decisions per fingerprinted input, with the evidence that admitted it and who approved it (agentverity-action/baseline@1). A candidate has approval null.";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["schema", "tool", "createdAt", "layer", "epsilon", "blindnessThreshold", "isolation", "evidenceDigest", "suite", "admission", "approval", "entries", "contentDigest"];
    readonly properties: {
        readonly schema: {
            readonly const: "agentverity-action/baseline@1";
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
        readonly layer: {
            readonly enum: readonly ["verdict", "text", "tools"];
        };
        readonly epsilon: {
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly exclusiveMaximum: 1;
        };
        readonly blindnessThreshold: {
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly maximum: 1;
        };
        readonly isolation: {
            readonly description: "The isolation the admitting evidence established; never shared-session.";
            readonly enum: ("fresh-session" | "fresh-instance" | "unknown")[];
        };
        readonly evidenceDigest: {
            readonly $ref: "#/definitions/digest";
        };
        readonly suite: {
            readonly type: readonly ["object", "null"];
            readonly additionalProperties: false;
            readonly required: readonly ["digest"];
            readonly properties: {
                readonly digest: {
                    readonly $ref: "#/definitions/digest";
                };
            };
        };
        readonly admission: {
            readonly description: "The figures the admitting evidence showed.";
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["inputs", "pairs", "flips", "ciHigh", "call", "blindnessSkew", "blindnessDistinct", "routes"];
            readonly properties: {
                readonly inputs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly pairs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly flips: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly ciHigh: {
                    readonly type: "number";
                    readonly minimum: 0;
                    readonly maximum: 1;
                };
                readonly call: {
                    readonly const: "deterministic";
                };
                readonly blindnessSkew: {
                    readonly type: "number";
                    readonly minimum: 0;
                    readonly maximum: 1;
                };
                readonly blindnessDistinct: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly routes: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly required: readonly ["decision", "pairs", "flips", "ciHigh", "epsilon", "targeted", "call"];
                        readonly properties: {
                            readonly decision: {
                                readonly type: "string";
                                readonly minLength: 1;
                            };
                            readonly pairs: {
                                readonly type: "integer";
                                readonly minimum: 0;
                            };
                            readonly flips: {
                                readonly type: "integer";
                                readonly minimum: 0;
                            };
                            readonly ciHigh: {
                                readonly type: "number";
                                readonly minimum: 0;
                                readonly maximum: 1;
                            };
                            readonly epsilon: {
                                readonly type: "number";
                                readonly exclusiveMinimum: 0;
                                readonly exclusiveMaximum: 1;
                            };
                            readonly targeted: {
                                readonly type: "boolean";
                            };
                            readonly call: {
                                readonly enum: readonly ["deterministic", "undecided"];
                            };
                        };
                    };
                };
            };
        };
        readonly approval: {
            readonly description: "Who approved the baseline, when and how; null for a candidate.";
            readonly oneOf: readonly [{
                readonly type: "null";
            }, {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["how", "approver", "approvedAt"];
                readonly properties: {
                    readonly approver: {
                        type: string;
                        minLength: number;
                        description: string;
                    };
                    readonly approvedAt: {
                        type: string;
                        pattern: string;
                    };
                    readonly how: {
                        readonly const: "cli-flag";
                    };
                };
            }, {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["how", "approver", "approvedAt", "label", "role", "headSha", "pullRequest", "repository"];
                readonly properties: {
                    readonly label: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                    readonly role: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                    readonly headSha: {
                        readonly type: "string";
                        readonly pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$";
                    };
                    readonly pullRequest: {
                        readonly type: "integer";
                        readonly minimum: 1;
                    };
                    readonly repository: {
                        readonly type: "string";
                        readonly pattern: "^[^/\\s]+/[^/\\s]+$";
                    };
                    readonly approver: {
                        type: string;
                        minLength: number;
                        description: string;
                    };
                    readonly approvedAt: {
                        type: string;
                        pattern: string;
                    };
                    readonly how: {
                        readonly const: "pr-label";
                    };
                };
            }];
        };
        readonly entries: {
            readonly type: "array";
            readonly minItems: 1;
            readonly items: {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["fingerprint", "decision", "count", "observations"];
                readonly properties: {
                    readonly fingerprint: {
                        readonly $ref: "#/definitions/digest";
                    };
                    readonly intended: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                    readonly decision: {
                        readonly $ref: "#/definitions/decision";
                    };
                    readonly count: {
                        readonly type: "integer";
                        readonly minimum: 1;
                    };
                    readonly observations: {
                        readonly type: "integer";
                        readonly minimum: 1;
                    };
                };
            };
        };
        readonly contentDigest: {
            readonly description: "SHA-256 over the RFC 8785 canonical JSON of every other field but approval: a baseline edited by hand is refused (admit a new one instead).";
            readonly $ref: "#/definitions/digest";
        };
    };
    readonly definitions: {
        readonly digest: {
            readonly type: "string";
            readonly pattern: "^[0-9a-f]{64}$";
        };
        readonly decision: {
            readonly description: "A plain label (the verdict, or the text on the text layer), a declarable no-decision, or a tool path.";
            readonly oneOf: readonly [{
                readonly type: "string";
            }, {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["noDecision"];
                readonly properties: {
                    readonly noDecision: {
                        readonly enum: readonly ("no_tool_selected" | "refused" | "open_ended" | "extraction_failed" | "malformed_response" | "runtime_error")[];
                    };
                };
            }, {
                readonly type: "object";
                readonly additionalProperties: false;
                readonly required: readonly ["tools"];
                readonly properties: {
                    readonly tools: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                        };
                    };
                };
            }];
        };
    };
};
/**
 * The digest a baseline file carries as `contentDigest`: over every field but
 * `approval` (filled in when a candidate is approved) and the digest itself.
 */
export declare function baselineContentDigest(b: Baseline): string;
/** Validates a parsed baseline value; refusals name the file and the JSON path. */
export declare function parseBaseline(value: unknown, file?: string): Baseline;
/** Reads a baseline file (strict UTF-8 JSON, then `parseBaseline`). */
export declare function readBaseline(path: string): Promise<Baseline>;
/** The file's text: 2-space JSON in the format's field order, with a trailing newline. */
export declare function serialiseBaseline(b: Baseline): string;
