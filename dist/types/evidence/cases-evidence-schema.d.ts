export declare const CASES_EVIDENCE_FORMAT = "agentverity-action/cases-evidence@1";
export declare const CASES_EVIDENCE_PREFIX = "agentverity-action/cases-evidence@";
export declare const CASES_EVIDENCE_JSON_SCHEMA: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly title: "AgentVerity Action cases evidence";
    readonly description: "The trajectories, end states, replays and validity labels of one stateful cases run, with its configuration and cases in full (agentverity-action/cases-evidence@1).";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly required: readonly ["schema", "tool", "createdAt", "system", "config", "cases", "runs", "replays", "labels", "complete"];
    readonly properties: {
        readonly schema: {
            readonly const: "agentverity-action/cases-evidence@1";
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
        readonly system: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["kind", "source", "version", "stateful", "replayable"];
            readonly properties: {
                readonly kind: {
                    readonly description: "How the system was called: module, command, http.";
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly source: {
                    readonly type: "string";
                    readonly description: "The module, command or URL.";
                };
                readonly version: {
                    readonly type: readonly ["string", "null"];
                    readonly description: "The system's declared version (replays are cached by it).";
                };
                readonly stateful: {
                    readonly type: "boolean";
                    readonly description: "It exports reset and snapshot.";
                };
                readonly replayable: {
                    readonly type: "boolean";
                    readonly description: "It exports replay.";
                };
                readonly codeDigest: {
                    readonly type: readonly ["string", "null"];
                    readonly description: "SHA-256 of the system's code (the module file, or the files the command names); null: none could be read. Keys the replay cache beside the version.";
                };
                readonly configDigest: {
                    readonly type: readonly ["string", "null"];
                    readonly description: "SHA-256 of the configuration the system was run with. Keys the replay cache beside the version.";
                };
            };
        };
        readonly config: {
            readonly $ref: "#/definitions/config";
        };
        readonly cases: {
            readonly type: "array";
            readonly minItems: 1;
            readonly items: {
                readonly $ref: "#/definitions/case";
            };
        };
        readonly runs: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/run";
            };
        };
        readonly replays: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/replay";
            };
        };
        readonly labels: {
            readonly type: "array";
            readonly items: {
                readonly $ref: "#/definitions/label";
            };
        };
        readonly complete: {
            readonly type: "boolean";
            readonly description: "Every planned run and replay was made.";
        };
    };
    readonly definitions: {
        readonly config: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["criteria", "transforms", "minimumValidity", "allowApproximateMethods", "runs", "confidence", "slices"];
            readonly properties: {
                readonly criteria: {
                    readonly type: "array";
                    readonly minItems: 1;
                    readonly items: {
                        readonly $ref: "#/definitions/criterion";
                    };
                };
                readonly transforms: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly required: readonly ["name", "field", "template"];
                        readonly properties: {
                            readonly name: {
                                readonly type: "string";
                                readonly minLength: 1;
                            };
                            readonly field: {
                                readonly type: "string";
                            };
                            readonly template: {
                                readonly type: "string";
                                readonly minLength: 1;
                            };
                        };
                    };
                };
                readonly validityLabels: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly minimumValidity: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly maximum: 1;
                };
                readonly allowApproximateMethods: {
                    readonly type: "boolean";
                };
                readonly runs: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly confidence: {
                    readonly type: "number";
                    readonly exclusiveMinimum: 0;
                    readonly exclusiveMaximum: 1;
                };
                readonly slices: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly required: readonly ["toolCalls", "trajectoryLength"];
                    readonly properties: {
                        readonly toolCalls: {
                            readonly type: "array";
                            readonly items: {
                                readonly type: "integer";
                                readonly minimum: 0;
                            };
                        };
                        readonly trajectoryLength: {
                            readonly type: "array";
                            readonly items: {
                                readonly type: "integer";
                                readonly minimum: 0;
                            };
                        };
                    };
                };
            };
        };
        readonly criterion: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["name", "type"];
            readonly properties: {
                readonly name: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly type: {
                    readonly enum: readonly ["state_matches", "state_unchanged", "fault_recovery", "metamorphic_relation", "answer"];
                };
                readonly bar: {
                    readonly type: "number";
                    readonly minimum: 0;
                    readonly maximum: 1;
                };
                readonly mode: {
                    readonly enum: readonly ["whole", "paths", "subset", "tolerance"];
                };
                readonly paths: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                };
                readonly tolerance: {
                    readonly type: "number";
                    readonly minimum: 0;
                };
                readonly ignore: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                };
                readonly everythingElse: {
                    readonly type: "boolean";
                };
                readonly tool: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly fault: {
                    readonly enum: readonly ["error", "timeout", "malformed"];
                };
                readonly escalateTools: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                    };
                };
                readonly relation: {
                    readonly enum: readonly ["same_output", "same_actions", "same_state"];
                };
                readonly transform: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly match: {
                    readonly enum: readonly ["exact", "contains", "regex"];
                };
                readonly caseSensitive: {
                    readonly type: "boolean";
                };
            };
        };
        readonly case: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["id", "input", "initialState", "expected", "fingerprint"];
            readonly properties: {
                readonly id: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly input: {
                    readonly type: readonly ["string", "object"];
                };
                readonly initialState: {};
                readonly expected: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly properties: {
                        readonly answer: {
                            readonly type: "string";
                        };
                        readonly state: {};
                    };
                };
                readonly cluster: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly derived: {
                    readonly type: "object";
                    readonly additionalProperties: false;
                    readonly required: readonly ["source", "transform"];
                    readonly properties: {
                        readonly source: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                        readonly transform: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                    };
                };
                readonly fingerprint: {
                    readonly type: "string";
                    readonly pattern: "^[0-9a-f]{64}$";
                    readonly description: "SHA-256 of the RFC 8785 canonical JSON of {input, initial_state}.";
                };
            };
        };
        readonly call: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["tool", "args"];
            readonly properties: {
                readonly tool: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly args: {};
                readonly result: {};
                readonly error: {
                    readonly type: "string";
                };
            };
        };
        readonly trajectory: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["calls", "answer"];
            readonly properties: {
                readonly calls: {
                    readonly type: "array";
                    readonly items: {
                        readonly $ref: "#/definitions/call";
                    };
                };
                readonly answer: {
                    readonly type: readonly ["string", "null"];
                };
                readonly error: {
                    readonly type: "string";
                };
            };
        };
        readonly endState: {
            readonly type: readonly ["object", "null"];
            readonly additionalProperties: false;
            readonly required: readonly ["schema", "state"];
            readonly properties: {
                readonly schema: {
                    readonly const: "environment_state/v1";
                };
                readonly state: {};
            };
        };
        readonly run: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["case", "run", "trajectory", "endState"];
            readonly properties: {
                readonly case: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly run: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly trajectory: {
                    readonly $ref: "#/definitions/trajectory";
                };
                readonly endState: {
                    readonly $ref: "#/definitions/endState";
                };
                readonly ms: {
                    readonly type: "number";
                    readonly minimum: 0;
                };
            };
        };
        readonly replay: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["case", "run", "tool", "callIndex", "fault", "trajectory", "endState", "version"];
            readonly properties: {
                readonly case: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly run: {
                    readonly type: "integer";
                    readonly minimum: 1;
                };
                readonly tool: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly callIndex: {
                    readonly type: "integer";
                    readonly minimum: 0;
                };
                readonly fault: {
                    readonly enum: readonly ["error", "timeout", "malformed", null];
                };
                readonly trajectory: {
                    readonly $ref: "#/definitions/trajectory";
                };
                readonly endState: {
                    readonly $ref: "#/definitions/endState";
                };
                readonly version: {
                    readonly type: readonly ["string", "null"];
                };
                readonly error: {
                    readonly type: "string";
                };
                readonly cached: {
                    readonly type: "boolean";
                    readonly description: "Served from the replay cache (made by an earlier run of the same version, code and config), not made by this run.";
                };
            };
        };
        readonly label: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly required: readonly ["case", "transform", "valid"];
            readonly properties: {
                readonly case: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly transform: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
                readonly valid: {
                    readonly type: "boolean";
                };
                readonly labeler: {
                    readonly type: "string";
                    readonly minLength: 1;
                };
            };
        };
    };
};
